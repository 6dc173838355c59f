/**
 * Art adaptation requests and task arts (product.md §4 "Art
 * adaptation: arts accepted or rejected; budget accepted or rejected. Task
 * arts are associated then accepted or rejected"):
 * - /dashboard/art-adaptation-requests: a campaign's adaptation requests (by
 *   campaign number) and a new one (online: the server gives the id);
 * - /dashboard/art-adaptation-requests/{id}: the request, its units, budget
 *   Accept / Reject, adapted arts ("Adapted art file", uploaded through the
 *   outbox) and arts Accept / Reject — rejections need a comment;
 * - /dashboard/task-arts/{id}: a print task's associated arts with Associate
 *   (file ids), Accept and Reject (with a comment).
 * Every decision and upload is a named mutation: pending until confirmed,
 * refusals with the server's reason.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { ApiError, firstValidationMessage } from '#src/api/errors.ts';
import {
  useAdaptation,
  useAdaptationTasks,
  useArtActions,
  useArtCommands,
  useArtOutboxStamp,
  useArtRoles,
  useCampaignAdaptations,
  useCreateAdaptation,
  useTask,
  type PendingAction,
} from '../api/art.ts';
import { actionsFor } from '../model/pending.ts';
import {
  ArtStatusBadge,
  FilePicker,
  FileThumb,
  QueuedAction,
  QueuedFile,
  ReadNotice,
  useQueuedMessage,
} from './parts.tsx';

/** Accept / Reject with a comment (required to reject), or the queued decisions (`queued`, in order). */
function AcceptReject({
  label,
  queued,
  onAccept,
  onReject,
  acceptLabel,
  rejectLabel,
}: {
  label: string;
  queued: PendingAction[];
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
        {queued.map((a) => (
          <QueuedAction
            key={a.entryId}
            action={a}
            label={
              /accept/i.test(a.name) ? (
                <Trans>Accepted on this device</Trans>
              ) : (
                <Trans>Rejected on this device: “{String(a.args.comment ?? '')}”</Trans>
              )
            }
          />
        ))}
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

/** /dashboard/art-adaptation-requests: a campaign's adaptation requests and a new one. */
export function AdaptationsPage({ campaign }: { campaign?: number | undefined }) {
  const { t } = useLingui();
  const roles = useArtRoles();
  const create = useCreateAdaptation();
  const [number, setNumber] = useState(campaign ? String(campaign) : '');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(0);
  const campaignId = /^\d+$/.test(number.trim()) ? Number(number.trim()) : 0;
  const stamp = useArtOutboxStamp();
  const read = useCampaignAdaptations(campaignId, `${stamp}:${created}`);
  const submit = async () => {
    if (!description.trim()) {
      setError(t`The description is required.`);
      return;
    }
    try {
      await create(campaignId, description);
      setDescription('');
      setError(null);
      setCreated((n) => n + 1);
      notifySuccess(t`Adaptation requested.`);
    } catch (e) {
      if (e instanceof ApiError && e.isNetwork)
        setError(t`Asking for an adaptation needs a connection: try again when online.`);
      else if (e instanceof ApiError) setError(firstValidationMessage(e.errors) ?? e.description ?? e.message);
      else notifyError(e);
    }
  };
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>Art adaptation requests</Trans>
      </Heading>
      <Box maxW="xs">
        <TextInput label={t`Campaign number`} name="adaptation-campaign" value={number} onChange={setNumber} />
      </Box>
      {campaignId > 0 && <ReadNotice read={read} what={<Trans>the adaptation requests</Trans>} />}
      {campaignId > 0 && read.value && (
        <Table.Root size="sm" aria-label={t`Adaptation requests`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Request</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Units</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Budget</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Arts</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {read.value.map((a) => (
              <Table.Row key={a.id}>
                <Table.Cell>
                  <ChakraLink asChild>
                    <Link to="/dashboard/art-adaptation-requests/$id" params={{ id: a.id }}>
                      <Trans>Adaptation {a.id}</Trans>
                    </Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell>{a.unit_ids.length}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <PriceTag value={a.budget} />
                    <ArtStatusBadge status={a.budget_status} />
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <ArtStatusBadge status={a.arts_status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {campaignId > 0 && read.value?.length === 0 && (
        <Text color="fg.muted">
          <Trans>No adaptation requests for this campaign.</Trans>
        </Text>
      )}
      {campaignId > 0 && roles.client && (
        <Stack
          as="form"
          gap="3"
          p="4"
          borderWidth="1px"
          borderRadius="lg"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          aria-label={t`New adaptation request`}
        >
          <Heading as="h2" size="md">
            <Trans>New adaptation request</Trans>
          </Heading>
          <TextArea
            label={t`Description`}
            name="adaptation-description"
            value={description}
            onChange={setDescription}
            maxLength={2000}
          />
          {error && (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start">
            <Trans>Ask for an adaptation</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** /dashboard/art-adaptation-requests/{id} */
export function AdaptationPage({ id }: { id: number }) {
  const { t } = useLingui();
  const roles = useArtRoles();
  const commands = useArtCommands();
  const saved = useQueuedMessage();
  const stamp = useArtOutboxStamp();
  const read = useAdaptation(id, stamp);
  const tasks = useAdaptationTasks(id);
  const actions = useArtActions();
  const a = read.value;
  const match = { adaptationId: id };
  const budgetQueued = actionsFor(actions, ['artAdaptation.acceptBudget', 'artAdaptation.rejectBudget'], match);
  const artsQueued = actionsFor(actions, ['artAdaptation.acceptArts', 'artAdaptation.rejectArts'], match);
  const uploads = actionsFor(actions, ['artAdaptation.associateArt'], match);
  return (
    <Stack gap="4" maxW="3xl">
      <Link to="/dashboard/art-adaptation-requests">
        <Trans>All adaptation requests</Trans>
      </Link>
      <ReadNotice read={read} what={<Trans>the adaptation request</Trans>} />
      {a && (
        <>
          <Heading as="h1" size="2xl">
            <Trans>
              Adaptation {a.id} · {a.campaign.name}
            </Trans>
          </Heading>
          <Text whiteSpace="pre-wrap">{a.description}</Text>
          {tasks.value && (
            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" aria-label={t`Units to adapt`}>
              {tasks.value.map((u) => (
                <Text as="li" key={u.unit_id}>
                  {u.unit_title} · {u.media_type.name}
                  {u.size ? ` · ${u.size}` : ''}
                </Text>
              ))}
            </Stack>
          )}
          <Stack as="section" gap="2" aria-label={t`Budget`}>
            <HStack gap="2">
              <Heading as="h2" size="md">
                <Trans>Budget</Trans>
              </Heading>
              <PriceTag value={a.budget} />
              <ArtStatusBadge status={a.budget_status} />
            </HStack>
            {a.budget_comment && <Text fontSize="sm">“{a.budget_comment}”</Text>}
            {roles.client && (a.budget_status === 'pending' || budgetQueued.length > 0) && (
              <AcceptReject
                label={t`Budget of adaptation ${a.id}`}
                queued={budgetQueued}
                acceptLabel={t`Accept budget`}
                rejectLabel={t`Reject budget`}
                onAccept={() => commands.acceptAdaptationBudget({ adaptationId: a.id, campaignName: a.campaign.name })}
                onReject={(comment) =>
                  commands.rejectAdaptationBudget({ adaptationId: a.id, campaignName: a.campaign.name, comment })
                }
              />
            )}
          </Stack>
          <Stack as="section" gap="2" aria-label={t`Adapted arts`}>
            <HStack gap="2">
              <Heading as="h2" size="md">
                <Trans>Adapted arts</Trans>
              </Heading>
              <ArtStatusBadge status={a.arts_status} />
            </HStack>
            {a.arts_comment && <Text fontSize="sm">“{a.arts_comment}”</Text>}
            <HStack gap="3" wrap="wrap" align="start">
              {a.files.map((f) => (
                <FileThumb key={f.id} file={f} />
              ))}
            </HStack>
            {uploads.map((u) => (
              <QueuedFile key={u.entryId} action={u} />
            ))}
            {a.budget_status === 'accepted' && (
              <FilePicker
                label={t`Adapted art file`}
                multiple
                onFiles={(files) => {
                  void (async () => {
                    for (const file of files)
                      await commands.adaptationArt({ adaptationId: a.id, campaignName: a.campaign.name }, file);
                    if (files.length) notifySuccess(saved);
                  })().catch(notifyError);
                }}
              />
            )}
            {roles.client && (a.arts_status === 'pending' || artsQueued.length > 0) && (
              <AcceptReject
                label={t`Arts of adaptation ${a.id}`}
                queued={artsQueued}
                acceptLabel={t`Accept arts`}
                rejectLabel={t`Reject arts`}
                onAccept={() => commands.acceptAdaptationArts({ adaptationId: a.id, campaignName: a.campaign.name })}
                onReject={(comment) =>
                  commands.rejectAdaptationArts({ adaptationId: a.id, campaignName: a.campaign.name, comment })
                }
              />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** /dashboard/task-arts/{id}: a unit's print task and its arts: associate, accept, reject. */
export function TaskArtsPage({ id }: { id: number }) {
  const { t } = useLingui();
  const commands = useArtCommands();
  const saved = useQueuedMessage();
  const stamp = useArtOutboxStamp();
  const read = useTask(id, stamp);
  const actions = useArtActions();
  const [ids, setIds] = useState('');
  const [error, setError] = useState<string | null>(null);
  const task = read.value;
  const decisions = actionsFor(actions, ['taskArt.accept', 'taskArt.reject'], { taskId: id });
  const associations = actionsFor(actions, ['taskArt.associate'], { taskId: id });
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
      await commands.associateTaskArts({ taskId: id, unitTitle: task?.unit.title ?? String(id), fileIds });
      setIds('');
      setError(null);
      notifySuccess(saved);
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack gap="4" maxW="3xl">
      <ReadNotice read={read} what={<Trans>the task</Trans>} />
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
              label={<Trans>Associate files {(a.args.fileIds as number[]).join(', ')}</Trans>}
            />
          ))}
          {(task.art_status === 'pending' || decisions.length > 0) && (
            <AcceptReject
              label={t`Arts of ${task.unit.title}`}
              queued={decisions}
              onAccept={() => commands.acceptTaskArts({ taskId: id, unitTitle: task.unit.title })}
              onReject={(comment) => commands.rejectTaskArts({ taskId: id, unitTitle: task.unit.title, comment })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
