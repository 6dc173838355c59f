/**
 * The client's versions of one media type (product.md §4 "versions are sent to review by the client"): the open
 * version — "Artwork files" (each file is stored on the device and uploaded through the outbox as
 * `art.client.addArt`, showing which one is uploading), a "Comment" kept on the version with the next file,
 * "Send to review" (`art.client.sendToReview`) — and each version sent, with the providers' decisions per unit.
 */
import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { useMutation, usePending } from '#src/sync/index.ts';
import type { ArtCampaign, ArtVersion } from '../api/art.ts';
import { sendToReview, uploadArtwork } from '../mutations.ts';
import { actionsFor } from '../model/pending.ts';
import { ArtStatusBadge, FilePicker, FileThumb, QueuedAction, QueuedFile, useQueuedMessage } from './parts.tsx';
import { VersionComments, VersionSummary } from './versions.tsx';

/** A version sent to review: its files, the providers' decisions per unit and its comments. */
export function ClientVersion({ campaignId, version }: { campaignId: number; version: ArtVersion }) {
  const { t } = useLingui();
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
      <VersionSummary version={version} />
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
          <Plural
            value={version.pending_unit_ids.length}
            one="Waiting for the provider of # unit."
            other="Waiting for the providers of # units."
          />
        </Text>
      )}
      <VersionComments role="client" campaignId={campaignId} version={version} />
    </Stack>
  );
}

/** The open version of a media type: files, comment, upload and send to review. */
export function OpenVersion({ campaign, media }: { campaign: ArtCampaign; media: ArtCampaign['media_types'][number] }) {
  const { t } = useLingui();
  const uploadFile = useMutation(uploadArtwork);
  const sendVersion = useMutation(sendToReview);
  const saved = useQueuedMessage();
  const [comment, setComment] = useState('');
  const mediaTypeId = media.media_type.id;
  const match = { campaignId: campaign.id, mediaTypeId };
  const uploads = actionsFor(usePending(uploadArtwork), match);
  const sends = actionsFor(usePending(sendToReview), match);
  const open = media.versions[0]?.status === 'draft' ? media.versions[0] : undefined;
  const upload = async (files: File[]) => {
    let note = comment;
    for (const file of files) {
      try {
        await uploadFile(
          {
            campaignId: campaign.id,
            mediaTypeId,
            mediaTypeName: media.media_type.name,
            file: 'file',
            fileName: file.name,
            comment: note,
          },
          { blobs: { file } },
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
      await sendVersion({ campaignId: campaign.id, mediaTypeId, mediaTypeName: media.media_type.name });
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
              <Plural value={waiting} one="# file waiting to upload" other="# files waiting to upload" />
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
