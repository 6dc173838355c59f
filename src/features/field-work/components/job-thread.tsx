/**
 * Comments and the event timeline of an order job (read from the server:
 * they are not mirrored). A comment written offline is queued and shown as
 * waiting; with no connection the thread says so and offers to retry.
 */
import { useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { StoredReadNotice } from '#src/ui/freshness.tsx';
import { useMutation } from '#src/sync/index.ts';
import { useCanWorkJobs, useJobThread } from '../api/field-work.ts';
import { orderJobs } from '../mutations.ts';

function useEventLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    created: t`Created`,
    accepted: t`Accepted`,
    rejected: t`Rejected`,
    finished: t`Finished`,
    updated: t`Edited`,
    deleted: t`Deleted`,
    technician_assigned: t`Technician assigned`,
    units_added: t`Units added`,
    units_removed: t`Units removed`,
    item_deleted: t`Unit removed`,
    photo_uploaded: t`Photo uploaded`,
    comment_added: t`Comment`,
    route_created: t`Route created`,
    route_finished: t`Route finished`,
    route_technician_assigned: t`Route technician assigned`,
  };
}

export function JobThread({ jobId, closed }: { jobId: number; closed: boolean }) {
  const { t, i18n } = useLingui();
  const thread = useJobThread(jobId);
  const { pending } = thread;
  const addComment = useMutation(orderJobs.addComment);
  const canComment = useCanWorkJobs();
  const [body, setBody] = useState('');
  const labels = useEventLabels();
  const send = async () => {
    try {
      await addComment({ jobId, body });
      setBody('');
      notifySuccess(t`Comment saved on this device: it is sent when there is a connection.`);
    } catch (error) {
      notifyError(error);
    }
  };
  const unavailable = thread.state === 'offline' || thread.state === 'error';
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        <Trans>Comments</Trans>
      </Heading>
      {thread.storedAt !== undefined && (
        <StoredReadNotice storedAt={thread.storedAt} what={t`the comments and the timeline`} retry={thread.retry} />
      )}
      {unavailable && (
        <Box role="status" p="3" borderWidth="1px" borderRadius="md">
          <Text>
            {thread.state === 'offline' ? (
              <Trans>Comments and the timeline need a connection.</Trans>
            ) : (
              <Trans>Comments and the timeline could not be loaded.</Trans>
            )}
          </Text>
          <Button size="sm" mt="2" variant="outline" onClick={thread.retry}>
            <Trans>Try again</Trans>
          </Button>
        </Box>
      )}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Comments`} data-testid="job-comments">
        {thread.comments.map((c) => (
          <Box as="li" key={c.id} p="3" borderWidth="1px" borderRadius="md">
            <Text fontSize="sm" color="fg.muted">
              {c.author?.name ?? '—'} · {formatDateTime(Date.parse(c.created_at), i18n.locale)}
            </Text>
            <Text whiteSpace="pre-wrap">{c.body}</Text>
          </Box>
        ))}
        {pending.map((text, k) => (
          <Box
            as="li"
            key={`pending-${k}`}
            p="3"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="md"
            data-testid="pending-comment"
          >
            <Text fontSize="sm" color="fg.muted">
              <Trans>Waiting to be sent</Trans>
            </Text>
            <Text whiteSpace="pre-wrap">{text}</Text>
          </Box>
        ))}
        {thread.state === 'ready' && thread.comments.length === 0 && pending.length === 0 && (
          <Text color="fg.muted">
            <Trans>No comments yet.</Trans>
          </Text>
        )}
      </Stack>
      {canComment && (
        <Stack
          as="form"
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <TextArea label={t`Add a comment`} name="comment" value={body} onChange={setBody} maxLength={2000} />
          <Button type="submit" alignSelf="start" size="sm" disabled={!body.trim()}>
            <Trans>Send comment</Trans>
          </Button>
        </Stack>
      )}
      <Heading as="h2" size="lg">
        <Trans>Timeline</Trans>
      </Heading>
      {thread.state === 'ready' && (
        <Stack as="ol" gap="1" listStyleType="none" aria-label={t`Timeline`} data-testid="job-timeline">
          {thread.events.map((e) => (
            <Text as="li" key={e.id} fontSize="sm">
              <Text as="span" color="fg.muted">
                {formatDateTime(Date.parse(e.created_at), i18n.locale)}
              </Text>{' '}
              · {labels[e.type] ?? e.type}
              {e.actor ? ` · ${e.actor.name}` : ''}
            </Text>
          ))}
          {thread.events.length === 0 && (
            <Text color="fg.muted">
              <Trans>Nothing has happened yet.</Trans>
            </Text>
          )}
        </Stack>
      )}
      {closed && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>This job is closed: only comments can be added.</Trans>
        </Text>
      )}
    </Stack>
  );
}
