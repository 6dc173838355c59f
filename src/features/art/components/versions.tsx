/**
 * An artwork version as both sides of the art manager show it (product.md §4 "versions are sent to review by
 * the client, then the provider accepts or denies per version"): its number, status, when it was sent and its
 * files; and its comments, read when asked for (the client's or the provider's endpoint).
 */
import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useVersionComments, type ArtVersion } from '../api/art.ts';
import { ArtStatusBadge, FileThumb } from './parts.tsx';

/** "Version N", its status badge, when it was sent, and its files. */
export function VersionSummary({ version }: { version: ArtVersion }) {
  return (
    <>
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
        {version.files.length === 0 && (
          <Text color="fg.muted">
            <Trans>No files</Trans>
          </Text>
        )}
      </HStack>
    </>
  );
}

/** A version's comments behind a Show / Hide button; read (and kept) once shown. */
export function VersionComments({
  role,
  campaignId,
  version,
}: {
  role: 'client' | 'provider';
  campaignId: number;
  version: ArtVersion;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const comments = useVersionComments(role, campaignId, version.id, shown);
  return (
    <Stack gap="1">
      <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setShown(!shown)} aria-expanded={shown}>
        {shown ? <Trans>Hide comments</Trans> : <Trans>Show comments ({version.comments_count})</Trans>}
      </Button>
      {shown && <ReadState read={comments} what={t`the comments`} />}
      {shown &&
        comments.value?.map((c) => (
          <Text key={c.id} fontSize="sm">
            <b>{c.author?.name ?? '—'}</b> · {formatDate(c.created_at.slice(0, 10))}: {c.body}
          </Text>
        ))}
      {shown && comments.value?.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No comments.</Trans>
        </Text>
      )}
    </Stack>
  );
}
