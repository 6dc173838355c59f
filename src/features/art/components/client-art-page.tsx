/**
 * The client art manager (spec §2 "arts/{id} with child
 * media-type/{mediatype?}"; product.md §4 "versions are sent to review by the
 * client"):
 * - /dashboard/arts: the client's campaigns in the art manager;
 * - /dashboard/arts/{id}: a campaign, its media types with their latest
 *   version, and the sizes artwork must have (layouts);
 * - /dashboard/arts/{id}/media-type/{mediatype}: that media type's open
 *   version — "Artwork files" (each file is stored on the device and
 *   uploaded through the outbox, showing which one is uploading), a
 *   "Comment" kept on the version with the next file, "Send to review" —
 *   and every earlier version with its files, the providers' decisions per
 *   unit and its comments.
 * Uploads and sending are named mutations (`art.uploadArtwork`,
 * `art.sendToReview`): they work offline, in the order taken; a refusal (e.g.
 * a version with no files) shows the server's reason.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { formatDate } from '#src/lib/dates.ts';
import {
  useArtActions,
  useArtCommands,
  useArtOutboxStamp,
  useClientArtCampaign,
  useClientArtCampaigns,
  useClientArtLayout,
  useVersionComments,
  type ArtCampaign,
  type ArtVersion,
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

/** /dashboard/arts: the client's campaigns in the art manager. */
export function ClientArtCampaignsPage() {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const stamp = useArtOutboxStamp();
  const read = useClientArtCampaigns({ name: name.trim(), page }, stamp);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Artwork</Trans>
      </Heading>
      <Box maxW="sm">
        <TextInput
          label={t`Campaign`}
          name="art-campaign"
          type="search"
          value={name}
          onChange={(v) => {
            setName(v);
            setPage(1);
          }}
        />
      </Box>
      <ReadNotice read={read} what={<Trans>the campaigns</Trans>} />
      {read.value && (
        <>
          <Table.Root size="sm" aria-label={t`Campaigns with artwork`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Campaign</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Media types</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Drafts</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>In review</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Accepted</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Denied</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {read.value.data.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>
                    <ChakraLink asChild>
                      <Link to="/dashboard/arts/$id" params={{ id: c.id }}>
                        {c.name}
                      </Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>{c.media_types_count}</Table.Cell>
                  <Table.Cell>{c.versions.draft}</Table.Cell>
                  <Table.Cell>{c.versions.in_review}</Table.Cell>
                  <Table.Cell>{c.versions.accepted}</Table.Cell>
                  <Table.Cell>{c.versions.denied}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {read.value.data.length === 0 && (
            <Text color="fg.muted">
              <Trans>No campaigns here.</Trans>
            </Text>
          )}
          <Pagination currentPage={page} lastPage={read.value.meta.last_page} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/** /dashboard/arts/{id}: the campaign and its media types; `children` is the chosen media type's page. */
export function ClientArtPage({
  id,
  mediaTypeId,
  children,
}: {
  id: number;
  mediaTypeId?: number | undefined;
  children?: ReactNode;
}) {
  const stamp = useArtOutboxStamp();
  const read = useClientArtCampaign(id, stamp);
  const layout = useClientArtLayout(id);
  const campaign = read.value;
  return (
    <Stack gap="5">
      <Link to="/dashboard/arts">
        <Trans>Back to the artwork</Trans>
      </Link>
      <ReadNotice read={read} what={<Trans>the campaign's artwork</Trans>} />
      {campaign && (
        <>
          <Heading as="h1" size="2xl">
            {campaign.name}
          </Heading>
          <HStack as="nav" gap="2" wrap="wrap" aria-label={campaign.name}>
            {campaign.media_types.map((m) => (
              <Button
                key={m.media_type.id}
                asChild
                size="sm"
                variant={m.media_type.id === mediaTypeId ? 'solid' : 'outline'}
              >
                <Link
                  to="/dashboard/arts/$id/media-type/$mediatype"
                  params={{ id: id, mediatype: m.media_type.id }}
                  aria-current={m.media_type.id === mediaTypeId ? 'page' : undefined}
                >
                  {m.media_type.name}
                  {m.versions[0] ? ` · v${m.versions[0].number}` : ''}
                </Link>
              </Button>
            ))}
          </HStack>
          {!mediaTypeId && (
            <Stack gap="3">
              {campaign.media_types.length === 0 && (
                <Text color="fg.muted">
                  <Trans>This campaign has no units yet.</Trans>
                </Text>
              )}
              {campaign.media_types.map((m) => {
                const sizes = layout.value?.find((l) => l.media_type.id === m.media_type.id)?.sizes ?? [];
                return (
                  <Box key={m.media_type.id} p="4" borderWidth="1px" borderRadius="lg" data-testid="art-media-type">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{m.media_type.name}</Text>
                      {m.versions[0] ? (
                        <ArtStatusBadge status={m.versions[0].status} />
                      ) : (
                        <Text fontSize="sm" color="fg.muted">
                          <Trans>No artwork yet</Trans>
                        </Text>
                      )}
                      <Text fontSize="sm" color="fg.muted">
                        <Trans>{m.units.length} unit(s)</Trans>
                      </Text>
                    </HStack>
                    {sizes.length > 0 && (
                      <Text fontSize="sm" color="fg.muted">
                        <Trans>Sizes:</Trans>{' '}
                        {sizes
                          .map(
                            (s) =>
                              (s.width && s.height
                                ? `${s.name} ${s.width}×${s.height} ${s.measure_unit ?? ''}`.trim()
                                : s.name) + ` (${s.units_count})`,
                          )
                          .join(' · ')}
                      </Text>
                    )}
                  </Box>
                );
              })}
            </Stack>
          )}
          {children}
        </>
      )}
    </Stack>
  );
}

function ClientVersion({ campaignId, version, refresh }: { campaignId: number; version: ArtVersion; refresh: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const comments = useVersionComments('client', campaignId, version.id, refresh, shown);
  return (
    <Stack
      gap="2"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      data-testid="art-version"
      data-version={version.number}
      data-status={version.status}
    >
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="md">
          <Trans>Version {version.number}</Trans>
        </Heading>
        <ArtStatusBadge status={version.status} />
        {version.sent_at && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Sent {formatDate(version.sent_at.slice(0, 10))}</Trans>
          </Text>
        )}
      </HStack>
      <HStack gap="3" wrap="wrap" align="start">
        {version.files.map((f) => (
          <FileThumb key={f.id} file={f} />
        ))}
      </HStack>
      {version.decisions.length > 0 && (
        <Stack
          as="ul"
          gap="1"
          listStyleType="none"
          fontSize="sm"
          aria-label={t`Decisions on version ${version.number}`}
        >
          {version.decisions.map((d) => (
            <HStack as="li" key={d.unit_id} gap="2" wrap="wrap">
              <Text>{d.unit_title}</Text>
              <ArtStatusBadge status={d.decision} />
              {d.comment && <Text>“{d.comment}”</Text>}
            </HStack>
          ))}
        </Stack>
      )}
      {version.status === 'in_review' && version.pending_unit_ids.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Waiting for the providers of {version.pending_unit_ids.length} unit(s).</Trans>
        </Text>
      )}
      <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setShown(!shown)} aria-expanded={shown}>
        {shown ? <Trans>Hide comments</Trans> : <Trans>Show comments ({version.comments_count})</Trans>}
      </Button>
      {shown && <ReadNotice read={comments} what={<Trans>the comments</Trans>} />}
      {shown &&
        comments.value?.map((c) => (
          <Text key={c.id} fontSize="sm">
            <b>{c.author?.name ?? '—'}</b>: {c.body}
          </Text>
        ))}
    </Stack>
  );
}

/** The open version of a media type: files, comment, upload and send to review. */
function OpenVersion({ campaign, media }: { campaign: ArtCampaign; media: ArtCampaign['media_types'][number] }) {
  const { t } = useLingui();
  const commands = useArtCommands();
  const saved = useQueuedMessage();
  const actions = useArtActions();
  const [comment, setComment] = useState('');
  const mediaTypeId = media.media_type.id;
  const match = { campaignId: campaign.id, mediaTypeId };
  const uploads = actionsFor(actions, ['art.uploadArtwork'], match);
  const sends = actionsFor(actions, ['art.sendToReview'], match);
  const open = media.versions[0]?.status === 'draft' ? media.versions[0] : undefined;
  const upload = async (files: File[]) => {
    let note = comment;
    for (const file of files) {
      try {
        await commands.uploadArtwork(
          { campaignId: campaign.id, mediaTypeId, mediaTypeName: media.media_type.name, comment: note },
          file,
        );
        note = '';
      } catch (error) {
        notifyError(error);
        return;
      }
    }
    if (files.length) {
      setComment('');
      notifySuccess(saved);
    }
  };
  const send = async () => {
    try {
      await commands.sendToReview({ campaignId: campaign.id, mediaTypeId, mediaTypeName: media.media_type.name });
      notifySuccess(saved);
    } catch (error) {
      notifyError(error);
    }
  };
  const waiting = uploads.filter((a) => a.state === 'waiting').length;
  return (
    <Stack
      as="section"
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      aria-label={t`Open version`}
      data-testid="open-version"
    >
      <HStack gap="2" wrap="wrap">
        <Heading as="h2" size="lg">
          {open ? <Trans>Version {open.number} (draft)</Trans> : <Trans>New version</Trans>}
        </Heading>
      </HStack>
      <HStack gap="3" wrap="wrap" align="start">
        {open?.files.map((f) => (
          <FileThumb key={f.id} file={f} />
        ))}
      </HStack>
      {uploads.length > 0 && (
        <Stack gap="2" aria-label={t`Files waiting to upload`}>
          {waiting > 0 && (
            <Text fontSize="sm" role="status">
              <Trans>{waiting} file(s) waiting to upload</Trans>
            </Text>
          )}
          {uploads.map((a) => (
            <QueuedFile key={a.entryId} action={a} />
          ))}
        </Stack>
      )}
      {!open?.files.length && uploads.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No files yet: add the artwork before sending it to review.</Trans>
        </Text>
      )}
      <TextArea
        label={t`Comment`}
        name={`art-comment-${mediaTypeId}`}
        value={comment}
        onChange={setComment}
        maxLength={1000}
        hint={t`Kept on the version, sent with the next file.`}
      />
      <HStack gap="3" wrap="wrap">
        <FilePicker
          label={t`Artwork files`}
          multiple
          accept="image/*,application/pdf"
          onFiles={(files) => void upload(files)}
        />
        <Button colorPalette="brand" size="sm" onClick={() => void send()}>
          <Trans>Send to review</Trans>
        </Button>
      </HStack>
      {sends.map((a) => (
        <QueuedAction key={a.entryId} action={a} label={<Trans>Send {media.media_type.name} to review</Trans>} />
      ))}
    </Stack>
  );
}

/** /dashboard/arts/{id}/media-type/{mediatype}: the media type's open version and its history. */
export function ClientMediaTypeArt({ id, mediaTypeId }: { id: number; mediaTypeId: number }) {
  const stamp = useArtOutboxStamp();
  const read = useClientArtCampaign(id, stamp);
  const layout = useClientArtLayout(id);
  const campaign = read.value;
  const media = campaign?.media_types.find((m) => m.media_type.id === mediaTypeId);
  if (!campaign) return null;
  if (!media)
    return (
      <Text role="status">
        <Trans>This campaign has no units of this media type.</Trans>
      </Text>
    );
  const sizes = layout.value?.find((l) => l.media_type.id === mediaTypeId)?.sizes ?? [];
  const history = media.versions.filter((v) => v.status !== 'draft');
  return (
    <Stack gap="4" data-testid="media-type-art" data-media-type={mediaTypeId}>
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {media.media_type.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {media.units.map((u) => u.title).join(', ')}
        </Text>
        {sizes.length > 0 && (
          <Text fontSize="sm">
            <Trans>Sizes the artwork must have:</Trans>{' '}
            {sizes
              .map((s) =>
                s.width && s.height ? `${s.name} ${s.width}×${s.height} ${s.measure_unit ?? ''}`.trim() : s.name,
              )
              .join(' · ')}
          </Text>
        )}
      </Stack>
      <OpenVersion campaign={campaign} media={media} />
      {history.map((v) => (
        <ClientVersion key={v.id} campaignId={id} version={v} refresh={stamp} />
      ))}
    </Stack>
  );
}
