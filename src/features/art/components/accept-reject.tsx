/**
 * A client's Accept / Reject of an adaptation's budget or arts, or of a print task's arts (product.md §4 "Art
 * adaptation: arts accepted or rejected; budget accepted or rejected"): a comment is required to reject; the
 * decisions queued on this device show in order, pending until the server confirms, refused with its reason.
 */
import { Box, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isActionOf, type AnyMutation, type PendingAction } from '#src/sync/index.ts';
import { QueuedAction } from './parts.tsx';
import { DecisionForm } from './decision-form.tsx';

/** Accept / Reject with a comment (required to reject), or the queued decisions (`queued`, in order). */
export function AcceptReject({
  label,
  queued,
  accept,
  onAccept,
  onReject,
  acceptLabel,
  rejectLabel,
}: {
  label: string;
  queued: PendingAction<unknown>[];
  /** The mutation of the acceptance (the other queued entries are rejections). */
  accept: AnyMutation;
  onAccept: () => Promise<unknown>;
  onReject: (comment: string) => Promise<unknown>;
  acceptLabel?: string;
  rejectLabel?: string;
}) {
  const { t } = useLingui();
  const last = queued.at(-1);
  return (
    <Box role="group" aria-label={label} p="3" borderWidth="1px" borderRadius="md">
      <Stack gap="2">
        {queued.map((a) => {
          const said = (a.args as { comment?: string }).comment;
          return (
            <QueuedAction
              key={a.entryId}
              action={a}
              label={
                isActionOf(accept, a) ? (
                  <Trans>Accepted on this device</Trans>
                ) : (
                  <Trans>Rejected on this device: “{String(said ?? '')}”</Trans>
                )
              }
            />
          );
        })}
        {(!last || last.state === 'refused') && (
          <DecisionForm
            name={`comment-${label}`}
            hint={t`Required to reject: say what to change.`}
            needComment={t`Write why you reject it.`}
            yes={acceptLabel ?? t`Accept`}
            no={rejectLabel ?? t`Reject`}
            onDecide={(decision, comment) => (decision === 'yes' ? onAccept() : onReject(comment))}
          />
        )}
      </Stack>
    </Box>
  );
}
