/**
 * /dashboard/movement-units (spec §2 "movement-units/{id?}"): the
 * movements of contracted units, newest first (read from the server: with no
 * connection it says so and offers to retry), and the form to move one or
 * several units of a campaign or take one off its contract. Saving queues the
 * action (works offline); it appears in the list once the server has it.
 */
import { useMemo, useState } from 'react';
import { Box, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { SelectField } from '#src/ui/select-field.tsx';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { FormPanel } from '#src/ui/form-panel.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { useMutation } from '#src/sync/index.ts';
import { useMovements, usePendingMovements, type Movement } from '../api/movements.ts';
import * as movementUnits from '../mutations.ts';
import { UnitPicker, type AdMediaUnit } from '#src/resource/unit-picker.tsx';

/** One move of the form: a unit of the campaign's contract and the unit that takes its place. */
interface Move {
  from: AdMediaUnit | null;
  to: AdMediaUnit | null;
}

const toId = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

function MovementForm() {
  const { t } = useLingui();
  const store = useMutation(movementUnits.store);
  const multiple = useMutation(movementUnits.multiple);
  const removeContractUnit = useMutation(movementUnits.removeContractUnit);
  const [mode, setMode] = useState<'move' | 'remove'>('move');
  const [campaign, setCampaign] = useState('');
  const [rows, setRows] = useState<Move[]>([{ from: null, to: null }]);
  const [unit, setUnit] = useState<AdMediaUnit | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const campaignId = toId(campaign);
  const valid =
    campaignId !== null &&
    reason.trim() !== '' &&
    (mode === 'remove' ? unit !== null : rows.every((m) => m.from !== null && m.to !== null));
  const need = t`Write a number.`;
  const chooseOne = t`Choose a unit.`;
  const submit = async () => {
    setTried(true);
    if (!valid || campaignId === null) return;
    try {
      const chosen = rows.map((m) => ({ from: m.from!.id, to: m.to!.id }));
      // one move is POST /movement-units, several are POST /movement-units/multiple (all or none)
      if (mode === 'remove') await removeContractUnit({ campaignId, unitId: unit!.id, reason });
      else if (chosen.length === 1) await store({ campaignId, from: chosen[0]!.from, to: chosen[0]!.to, reason });
      else await multiple({ campaignId, moves: chosen, reason });
      notifySuccess(t`Saved on this device: it will be sent when the connection returns.`);
      setRows([{ from: null, to: null }]);
      setUnit(null);
      setReason('');
      setTried(false);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <FormPanel label={t`New movement`} maxW="2xl" onSubmit={() => void submit()}>
      <Heading as="h2" size="md">
        <Trans>New movement</Trans>
      </Heading>
      <Box maxW="xs">
        <SelectField
          id="movement-mode"
          label={<Trans>What to do</Trans>}
          value={mode}
          onChange={(v) => setMode(v as 'move' | 'remove')}
          options={[
            { value: 'move', label: t`Move units to other units` },
            { value: 'remove', label: t`Take a unit off the contract` },
          ]}
        />
      </Box>
      <TextInput
        label={t`Campaign number`}
        name="campaign"
        value={campaign}
        onChange={setCampaign}
        error={tried && campaignId === null ? need : undefined}
        required
      />
      {mode === 'move' ? (
        <Stack gap="2">
          {rows.map((r, k) => (
            <Stack key={k} gap="2" p="3" borderWidth="1px" borderRadius="md">
              <UnitPicker
                single
                label={t`From unit ${k + 1}`}
                name={`from-${k}`}
                value={r.from ? [r.from] : []}
                onChange={(v) => setRows(rows.map((x, i) => (i === k ? { ...x, from: v[0] ?? null } : x)))}
                campaignId={campaignId ?? undefined}
                error={tried && !r.from ? chooseOne : undefined}
              />
              <UnitPicker
                single
                label={t`To unit ${k + 1}`}
                name={`to-${k}`}
                value={r.to ? [r.to] : []}
                onChange={(v) => setRows(rows.map((x, i) => (i === k ? { ...x, to: v[0] ?? null } : x)))}
                excludeCampaignId={campaignId ?? undefined}
                error={tried && !r.to ? chooseOne : undefined}
              />
              {rows.length > 1 && (
                <Button
                  size="sm"
                  variant="ghost"
                  alignSelf="start"
                  onClick={() => setRows(rows.filter((_, i) => i !== k))}
                >
                  <Trans>Remove row</Trans>
                </Button>
              )}
            </Stack>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => setRows([...rows, { from: null, to: null }])}
          >
            <Trans>Add another unit</Trans>
          </Button>
        </Stack>
      ) : (
        <UnitPicker
          single
          label={t`Unit to take off`}
          name="unit"
          value={unit ? [unit] : []}
          onChange={(v) => setUnit(v[0] ?? null)}
          campaignId={campaignId ?? undefined}
          error={tried && !unit ? chooseOne : undefined}
        />
      )}
      <TextInput
        label={t`Reason`}
        name="reason"
        value={reason}
        onChange={setReason}
        maxLength={500}
        error={tried && !reason.trim() ? t`The reason is required.` : undefined}
        required
      />
      <Button type="submit" colorPalette="brand" alignSelf="start">
        <Trans>Save movement</Trans>
      </Button>
    </FormPanel>
  );
}

/** The list's columns, in the interface language. */
function useColumns(): ResourceColumn<Movement>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        header: t`Date`,
        cell: (m) => (
          <ChakraLink asChild>
            <Link to="/dashboard/movement-units/$id" params={{ id: m.id }}>
              {formatDate(m.moved_on)}
            </Link>
          </ChakraLink>
        ),
      },
      { header: t`Campaign`, cell: (m) => m.campaign.name },
      { header: t`From`, cell: (m) => m.from_unit.title },
      { header: t`To`, cell: (m) => m.to_unit?.title ?? t`Off the contract` },
      { header: t`Reason`, cell: (m) => m.reason },
    ],
    [t],
  );
}

export function MovementUnitsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const pending = usePendingMovements();
  const list = useMovements(page);
  const columns = useColumns();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <Trans>Movement units</Trans>
      </Heading>
      <MovementForm />
      {pending > 0 && (
        <Text role="status" color="fg.muted">
          <Trans>{pending} movement(s) waiting to be sent.</Trans>
        </Text>
      )}
      <Box data-testid="movements">
        <PagedTable<Movement>
          read={list}
          what={t`the movements`}
          label={t`Movements`}
          empty={t`No movements yet.`}
          columns={columns}
          page={page}
          onPageChange={setPage}
        />
      </Box>
    </Stack>
  );
}
