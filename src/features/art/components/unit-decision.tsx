/**
 * One unit's decision on one artwork version (product.md §4 "the provider accepts or denies per version"):
 * Accept / Deny with a comment (a denial needs one), or the decision taken — on the server, or queued on this
 * device (`art.provider.accept`, `art.provider.deny`), pending until the server confirms, refused with its reason.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '#src/sync/index.ts';
import type { ArtCampaign, ArtVersion } from '../api/art.ts';
import { acceptVersion, denyVersion } from '../mutations.ts';
import type { QueuedDecision } from '../model/pending.ts';
import { ArtStatusBadge, QueuedAction } from './parts.tsx';
import { DecisionForm } from './decision-form.tsx';

export type Unit = ArtCampaign['media_types'][number]['units'][number];

/** Accept / Deny of one version for one unit, with its comment; or the decision taken, pending or refused. */
export function UnitDecision({
  campaignId,
  version,
  unit,
  queued,
}: {
  campaignId: number;
  version: ArtVersion;
  unit: Unit;
  queued: QueuedDecision<'accepted' | 'denied'> | undefined;
}) {
  const { t } = useLingui();
  const accept = useMutation(acceptVersion);
  const deny = useMutation(denyVersion);
  const decided = version.decisions.find((d) => d.unit_id === unit.id);
  const open = version.status === 'in_review' && version.pending_unit_ids.includes(unit.id);
  const args = {
    campaignId,
    versionId: version.id,
    versionNumber: version.number,
    unitId: unit.id,
    unitTitle: unit.title,
  };
  return (
    <Box
      role="group"
      aria-label={t`Version ${version.number} · ${unit.title}`}
      p="3"
      borderWidth="1px"
      borderRadius="md"
      data-testid="unit-decision"
      data-version={version.number}
      data-unit-id={unit.id}
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{unit.title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {unit.sku}
            {unit.unit_type
              ? ` · ${unit.unit_type.name} ${unit.unit_type.width}×${unit.unit_type.height} ${unit.unit_type.measure_unit}`
              : ''}
          </Text>
          {decided && <ArtStatusBadge status={decided.decision} />}
        </HStack>
        {decided?.comment && <Text fontSize="sm">“{decided.comment}”</Text>}
        {queued && (
          <QueuedAction
            action={queued}
            label={
              queued.decision === 'accepted' ? (
                <Trans>Accepted on this device</Trans>
              ) : (
                <Trans>Denied on this device: “{String(queued.args.comment ?? '')}”</Trans>
              )
            }
          />
        )}
        {open && (!queued || queued.state === 'refused') && (
          <DecisionForm
            name={`comment-${version.id}-${unit.id}`}
            hint={t`Required to deny: say what to change.`}
            needComment={t`Write why you deny this version.`}
            yes={t`Accept`}
            no={t`Deny`}
            onDecide={(decision, comment) =>
              decision === 'yes' ? accept({ ...args, comment }) : deny({ ...args, comment })
            }
          />
        )}
        {!open && !decided && !queued && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Not awaiting your decision.</Trans>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
