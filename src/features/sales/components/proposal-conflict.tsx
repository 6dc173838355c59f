/**
 * A unit of the proposal the server refused to hold (issue 16 "a unit booked meanwhile is flagged with the server's
 * reason and a replace action", as the cart does: src/features/campaigns/components/cart-parts.tsx): shown under the
 * unit's line with the server's reason (§8), a Replace action — choose another unit; the busy one leaves the
 * proposal and the new one joins the same segment, both queued (named mutations, offline too) — and Dismiss.
 * Then the seller makes the booking or the contract again.
 */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposalLine } from '#src/api/contract/sales.ts';
import { UnitPicker, type AdMediaUnit } from '#src/resource/unit-picker.tsx';
import { useMutation } from '#src/sync/index.ts';
import type { ProposalRow } from '../api/proposals.ts';
import type { UnitConflict } from '../model/proposal-conflicts.ts';
import { proposals as m } from '../mutations.ts';

/** The conflict row under line `l` (spans `columns` cells); `onDismiss` hides it. */
export function LineConflict({
  p,
  l,
  conflict,
  columns,
  onDismiss,
}: {
  p: ProposalRow;
  l: ProposalLine;
  conflict: UnitConflict;
  columns: number;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const remove = useMutation(m.removeProposalUnit);
  const add = useMutation(m.addProposalUnits);
  const [choosing, setChoosing] = useState(false);
  const [picked, setPicked] = useState<AdMediaUnit[]>([]);
  const title = l.unit.title;
  const replace = async (unit: AdMediaUnit) => {
    const base = { proposalId: p.id, name: p.name };
    await remove({ ...base, unitId: l.unit_id });
    await add({ ...base, unitIds: [unit.id], titles: [unit.title], segmentId: l.segment_id });
    setChoosing(false);
  };
  return (
    <Table.Row data-conflict-unit={l.unit_id}>
      <Table.Cell colSpan={columns} bg="bg.error" borderColor="border.error">
        <Stack gap="2">
          <HStack gap="3" wrap="wrap" justify="space-between">
            <Box flex="1" minW="220px" role="alert">
              <Text fontWeight="semibold" color="red.700">
                <Trans>{title} could not be held</Trans>
              </Text>
              <Text fontSize="sm">{conflict.message}</Text>
            </Box>
            <HStack gap="2">
              <Button size="sm" onClick={() => setChoosing((x) => !x)} aria-label={t`Replace ${title}`}>
                <Trans>Replace</Trans>
              </Button>
              <Button size="sm" variant="outline" onClick={onDismiss} aria-label={t`Dismiss the problem with ${title}`}>
                <Trans>Dismiss</Trans>
              </Button>
            </HStack>
          </HStack>
          {choosing && (
            <Stack gap="2">
              <UnitPicker
                label={t`A unit to replace ${title}`}
                name={`replace-${l.id}`}
                single
                value={picked}
                onChange={setPicked}
                skipIds={p.units.map((x) => x.unit_id)}
              />
              <Button
                size="sm"
                alignSelf="start"
                colorPalette="brand"
                disabled={!picked.length}
                onClick={() => picked[0] && void replace(picked[0])}
              >
                <Trans>Use it instead</Trans>
              </Button>
            </Stack>
          )}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
