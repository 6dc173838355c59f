/**
 * /dashboard/arts/provider/{id?} (product.md §4 "the provider accepts or denies per version"): without an id,
 * the provider's campaigns with artwork awaiting its decision (or all); with one, that campaign's versions per
 * media type, each with its images and, per unit of the provider, Accept / Deny (unit-decision.tsx), the zip of
 * the campaign's artwork (online) and the colour-proof upload for the campaign.
 *
 * Decisions are named mutations (`art.provider.accept`, `art.provider.deny`): taken offline they are stored on
 * the device and shown as pending until the server confirms; a refused one shows the server's reason.
 */
import { useMemo, useState } from 'react';
import { Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '#src/ui/select-field.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { usePending } from '#src/sync/index.ts';
import {
  providerZipUrl,
  useOnline,
  useProviderArtCampaign,
  useProviderArtCampaigns,
  type ArtCampaignSummary,
} from '../api/art.ts';
import { acceptVersion, denyVersion } from '../mutations.ts';
import { decisionKey, pendingDecisions } from '../model/pending.ts';
import { ProofUploadForm } from './proof-upload-form.tsx';
import { UnitDecision } from './unit-decision.tsx';
import { VersionComments, VersionSummary } from './versions.tsx';

function ProviderCampaign({ id }: { id: number }) {
  const { t } = useLingui();
  const read = useProviderArtCampaign(id);
  const online = useOnline();
  const queued = pendingDecisions(usePending(acceptVersion, denyVersion));
  const campaign = read.value;
  return (
    <Stack gap="5">
      <Link to="/dashboard/arts/provider">
        <Trans>Back to the campaigns awaiting review</Trans>
      </Link>
      <ReadState read={read} what={t`the campaign's artwork`} />
      {campaign && (
        <>
          <HStack gap="3" wrap="wrap" justify="space-between">
            <Stack gap="0">
              <Heading as="h1" size="2xl">
                {campaign.name}
              </Heading>
              <Text color="fg.muted">
                <Trans>Client: {campaign.client.name}</Trans>
              </Text>
            </Stack>
            {online ? (
              <Button asChild size="sm" variant="outline">
                <a href={providerZipUrl(campaign.id)} download>
                  <Trans>Download artwork (zip)</Trans>
                </a>
              </Button>
            ) : (
              <Text role="status" fontSize="sm" color="fg.muted" data-testid="zip-offline">
                <Trans>The zip of the artwork needs a connection.</Trans>
              </Text>
            )}
          </HStack>
          {campaign.media_types.map((m) => {
            const versions = m.versions.filter((v) => v.status !== 'draft');
            return (
              <Stack as="section" key={m.media_type.id} gap="3" aria-label={m.media_type.name}>
                <Heading as="h2" size="lg">
                  {m.media_type.name}
                </Heading>
                {versions.length === 0 && (
                  <Text color="fg.muted">
                    <Trans>No version sent to review yet.</Trans>
                  </Text>
                )}
                {versions.map((version) => (
                  <Stack
                    key={version.id}
                    gap="3"
                    p="4"
                    borderWidth="1px"
                    borderRadius="lg"
                    data-testid="art-version"
                    data-version={version.number}
                  >
                    <VersionSummary version={version} />
                    <Stack gap="2">
                      {m.units.map((unit) => (
                        <UnitDecision
                          key={unit.id}
                          campaignId={campaign.id}
                          version={version}
                          unit={unit}
                          queued={queued.get(decisionKey(version.id, unit.id))}
                        />
                      ))}
                    </Stack>
                    <VersionComments role="provider" campaignId={campaign.id} version={version} />
                  </Stack>
                ))}
              </Stack>
            );
          })}
          <Stack as="section" gap="2" aria-label={t`Colour proof`}>
            <Heading as="h2" size="lg">
              <Trans>Colour proof</Trans>
            </Heading>
            <ProofUploadForm
              campaignId={campaign.id}
              campaignName={campaign.name}
              mediaTypes={campaign.media_types.map((m) => m.media_type)}
              units={campaign.media_types.flatMap((m) =>
                m.units.map((u) => ({ id: u.id, title: u.title, mediaTypeId: m.media_type.id })),
              )}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** The list's columns, in the interface language. */
function useCampaignColumns(): ResourceColumn<ArtCampaignSummary>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        header: t`Campaign`,
        cell: (c) => (
          <ChakraLink asChild>
            <Link to="/dashboard/arts/provider/$id" params={{ id: c.id }}>
              {c.name}
            </Link>
          </ChakraLink>
        ),
      },
      { header: t`Client`, cell: (c) => c.client.name },
      { header: t`Units`, cell: (c) => c.units_count, numeric: true },
      { header: t`In review`, cell: (c) => c.versions.in_review, numeric: true },
      { header: t`Decisions awaited`, cell: (c) => c.pending_decisions, numeric: true },
    ],
    [t],
  );
}

function ProviderCampaigns() {
  const { t } = useLingui();
  const columns = useCampaignColumns();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<'awaiting' | 'all'>('awaiting');
  const [page, setPage] = useState(1);
  const read = useProviderArtCampaigns({ name, page, status });
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Artwork to review</Trans>
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <SearchBox
          label={t`Campaign`}
          name="campaign-name"
          onSearch={(term) => {
            setName(term);
            setPage(1);
          }}
        />
        <SelectField
          id="art-status"
          label={<Trans>Show</Trans>}
          value={status}
          onChange={(v) => {
            setStatus(v as 'awaiting' | 'all');
            setPage(1);
          }}
          options={[
            { value: 'awaiting', label: t`Awaiting my decision` },
            { value: 'all', label: t`All campaigns` },
          ]}
        />
      </HStack>
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

/** The provider art manager: the list without `id`, a campaign with it. */
export function ProviderArtPage({ id }: { id?: number | undefined }) {
  return id ? <ProviderCampaign id={id} /> : <ProviderCampaigns />;
}
