/**
 * A client's Accept / Reject of an adaptation's budget or arts, or of a print task's arts (product.md §4 "Art
 * adaptation: arts accepted or rejected; budget accepted or rejected"): a comment is required to reject; the
 * decisions queued on this device show in order, pending until the server confirms, refused with its reason.
 */
import { useState } from 'react';
import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { isActionOf, type AnyMutation, type PendingAction } from '#src/sync/index.ts';
import { QueuedAction, useQueuedMessage } from './parts.tsx';

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
  const saved = useQueuedMessage();
  const [comment, setComment] = useState('');
  const [need, setNeed] = useState(false);
  const run = async (what: 'accept' | 'reject') => {
    if (what === 'reject' && !comment.trim()) {
      setNeed(true);
      return;
    }
    try {
      await (what === 'accept' ? onAccept() : onReject(comment));
      setComment('');
      setNeed(false);
      notifySuccess(saved);
    } catch (error) {
      notifyError(error);
    }
  };
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
          <>
            <TextArea
              label={t`Comment`}
              name={`comment-${label}`}
              value={comment}
              onChange={(v) => {
                setComment(v);
                if (v.trim()) setNeed(false);
              }}
              maxLength={1000}
              hint={t`Required to reject: say what to change.`}
              error={need ? t`Write why you reject it.` : undefined}
            />
            <HStack gap="2">
              <Button size="sm" colorPalette="green" onClick={() => void run('accept')}>
                {acceptLabel ?? t`Accept`}
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" onClick={() => void run('reject')}>
                {rejectLabel ?? t`Reject`}
              </Button>
            </HStack>
          </>
        )}
      </Stack>
    </Box>
  );
}
