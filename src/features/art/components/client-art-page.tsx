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
 * Uploads and sending are named mutations (`art.client.addArt`,
 * `art.client.sendToReview`; open-version.tsx): they work offline, in the order taken; a refusal (e.g.
 * a version with no files) shows the server's reason.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import {
  useClientArtCampaign,
  useClientArtCampaigns,
  useClientArtLayout,
  type ArtCampaignSummary,
} from '../api/art.ts';
import { ArtStatusBadge, sizeLabel } from './parts.tsx';
import { ClientVersion, OpenVersion } from './open-version.tsx';

/** The list's columns, in the interface language. */
function useCampaignColumns(): ResourceColumn<ArtCampaignSummary>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        header: t`Campaign`,
        cell: (c) => (
          <ChakraLink asChild>
            <Link to="/dashboard/arts/$id" params={{ id: c.id }}>
              {c.name}
            </Link>
          </ChakraLink>
        ),
      },
      { header: t`Media types`, cell: (c) => c.media_types_count, numeric: true },
      { header: t`Drafts`, cell: (c) => c.versions.draft, numeric: true },
      { header: t`In review`, cell: (c) => c.versions.in_review, numeric: true },
      { header: t`Accepted`, cell: (c) => c.versions.accepted, numeric: true },
      { header: t`Denied`, cell: (c) => c.versions.denied, numeric: true },
    ],
    [t],
  );
}

/** /dashboard/arts: the client's campaigns in the art manager. */
export function ClientArtCampaignsPage() {
  const { t } = useLingui();
  const columns = useCampaignColumns();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const read = useClientArtCampaigns({ name, page });
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Artwork</Trans>
      </Heading>
      <SearchBox
        label={t`Campaign`}
        name="art-campaign"
        onSearch={(term) => {
          setName(term);
          setPage(1);
        }}
      />
      <PagedTable<ArtCampaignSummary>
        read={read}
        what={t`the campaigns`}
        label={t`Campaigns with artwork`}
        empty={t`No campaigns here.`}
        page={page}
        onPageChange={setPage}
        columns={columns}
      />
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
  const { t } = useLingui();
  const read = useClientArtCampaign(id);
  const layout = useClientArtLayout(id);
  const campaign = read.value;
  return (
    <Stack gap="5">
      <Link to="/dashboard/arts">
        <Trans>Back to the artwork</Trans>
      </Link>
      <ReadState read={read} what={t`the campaign's artwork`} />
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
                        <Plural value={m.units.length} one="# unit" other="# units" />
                      </Text>
                    </HStack>
                    {sizes.length > 0 && (
                      <Text fontSize="sm" color="fg.muted">
                        <Trans>Sizes:</Trans> {sizes.map((s) => `${sizeLabel(s)} (${s.units_count})`).join(' · ')}
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

/** /dashboard/arts/{id}/media-type/{mediatype}: the media type's open version and its history. */
export function ClientMediaTypeArt({ id, mediaTypeId }: { id: number; mediaTypeId: number }) {
  const read = useClientArtCampaign(id);
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
            <Trans>Sizes the artwork must have:</Trans> {sizes.map((s) => sizeLabel(s)).join(' · ')}
          </Text>
        )}
      </Stack>
      <OpenVersion campaign={campaign} media={media} />
      {history.map((v) => (
        <ClientVersion key={v.id} campaignId={id} version={v} />
      ))}
    </Stack>
  );
}
