/**
 * /dashboard/task-arts/{id} (product.md §4 "Task arts are associated then accepted or rejected"; api-catalogue.md
 * "Tasks"): a unit's print task and its arts — associate uploaded files by number (`tasks.associateArts`), then
 * accept (`tasks.acceptArts`) or reject with a comment (`tasks.rejectArts`), each queued in the outbox.
 */
import { useState } from 'react';
import { Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useMutation, usePending } from '#src/sync/index.ts';
import { useTask } from '../api/art.ts';
import { acceptTaskArts, associateTaskArts, rejectTaskArts } from '../mutations.ts';
import { actionsFor } from '../model/pending.ts';
import { ArtStatusBadge, QueuedAction, useQueuedMessage } from './parts.tsx';
import { AcceptReject } from './accept-reject.tsx';

/** /dashboard/task-arts/{id}: a unit's print task and its arts: associate, accept, reject. */
export function TaskArtsPage({ id }: { id: number }) {
  const { t } = useLingui();
  const associateArts = useMutation(associateTaskArts);
  const acceptArts = useMutation(acceptTaskArts);
  const rejectArts = useMutation(rejectTaskArts);
  const saved = useQueuedMessage();
  const read = useTask(id);
  const [ids, setIds] = useState('');
  const [error, setError] = useState<string | null>(null);
  const task = read.value;
  const decisions = actionsFor(usePending(acceptTaskArts, rejectTaskArts), { taskId: id });
  const associations = actionsFor(usePending(associateTaskArts), { taskId: id });
  const associate = async () => {
    const fileIds = ids
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (!fileIds.length || fileIds.some((n) => !Number.isInteger(n) || n < 1)) {
      setError(t`Write the file numbers, separated by commas.`);
      return;
    }
    try {
      await associateArts({ taskId: id, unitTitle: task?.unit.title ?? String(id), fileIds });
      setIds('');
      setError(null);
      notifySuccess(saved);
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack gap="4" maxW="3xl">
      <ReadState read={read} what={t`the task`} />
      {task && (
        <>
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl">
              <Trans>Task arts · {task.unit.title}</Trans>
            </Heading>
            <ArtStatusBadge status={task.art_status} />
          </HStack>
          <Text color="fg.muted">
            <Trans>
              Print work order {task.print_work_order_id} · process: {task.process}
            </Trans>
          </Text>
          <HStack gap="3" wrap="wrap" fontSize="sm">
            {task.art_file_ids.map((f) => (
              <ChakraLink key={f} href={`/api/files/get/${f}`} target="_blank" rel="noopener">
                <Trans>File {f}</Trans>
              </ChakraLink>
            ))}
            {task.art_file_ids.length === 0 && (
              <Text color="fg.muted">
                <Trans>No arts associated yet.</Trans>
              </Text>
            )}
          </HStack>
          {task.art_comment && <Text fontSize="sm">“{task.art_comment}”</Text>}
          <HStack gap="2" align="end" wrap="wrap">
            <TextInput
              label={t`File numbers`}
              name="task-file-ids"
              value={ids}
              onChange={setIds}
              error={error ?? undefined}
            />
            <Button size="sm" variant="outline" onClick={() => void associate()}>
              <Trans>Associate arts</Trans>
            </Button>
          </HStack>
          {associations.map((a) => (
            <QueuedAction
              key={a.entryId}
              action={a}
              label={<Trans>Associate files {a.args.fileIds.join(', ')}</Trans>}
            />
          ))}
          {(task.art_status === 'pending' || decisions.length > 0) && (
            <AcceptReject
              label={t`Arts of ${task.unit.title}`}
              queued={decisions}
              accept={acceptTaskArts}
              onAccept={() => acceptArts({ taskId: id, unitTitle: task.unit.title })}
              onReject={(comment) => rejectArts({ taskId: id, unitTitle: task.unit.title, comment })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
