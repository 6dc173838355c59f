/**
 * Colour proofs (product.md §4 "Colour proof: client approves or rejects"; spec §2 color-proofs: list, {id?},
 * provider/{id}):
 * - /dashboard/color-proofs: the provider's proofs filtered by status and campaign (sent as `campaign_name`),
 *   and/or the client's proofs with Approve / Reject (proof-card.tsx; a rejection needs a comment);
 * - /dashboard/color-proofs/{id}: one proof (the client decides there too);
 * - /dashboard/color-proofs/provider/{id}: a campaign's proofs and "Upload colour proof" (proof-upload-form.tsx).
 * Every upload and decision is a named mutation: pending until the server confirms; an approved proof is final
 * and a second decision shows the server's reason.
 */
import { useState } from 'react';
import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '#src/ui/select-field.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { usePending } from '#src/sync/index.ts';
import {
  useArtRoles,
  useCampaignProofs,
  useClientProofs,
  useProof,
  useProviderProofs,
  type ColourProof,
  type ProofQuery,
} from '../api/art.ts';
import { decideColourProof, legacyProofDecisions } from '../mutations.ts';
import { pendingProofDecisions } from '../model/pending.ts';
import { ProofCard } from './proof-card.tsx';
import { ProofUploadForm } from './proof-upload-form.tsx';

/** The client's colour-proof decisions still on this device, by proof id. */
function useQueuedProofDecisions() {
  return pendingProofDecisions(usePending(decideColourProof, ...legacyProofDecisions));
}

function ProofFilters({
  q,
  onChange,
  campaign,
}: {
  q: ProofQuery;
  onChange: (q: ProofQuery) => void;
  campaign: boolean;
}) {
  const { t } = useLingui();
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <SelectField
        id={`proof-status-${campaign ? 'p' : 'c'}`}
        label={<Trans>Status</Trans>}
        value={q.status}
        onChange={(v) => onChange({ ...q, status: v as ProofQuery['status'], page: 1 })}
        options={[
          { value: '', label: t`All` },
          { value: 'pending', label: t`Pending` },
          { value: 'approved', label: t`Approved` },
          { value: 'rejected', label: t`Rejected` },
        ]}
      />
      {campaign && (
        <SearchBox
          label={t`Campaign`}
          name="proof-campaign"
          onSearch={(term) => onChange({ ...q, campaignName: term, page: 1 })}
        />
      )}
    </HStack>
  );
}

function ProofList({ proofs, decide }: { proofs: readonly ColourProof[]; decide: boolean }) {
  const { t } = useLingui();
  const queued = useQueuedProofDecisions();
  if (proofs.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>No colour proofs here.</Trans>
      </Text>
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Colour proofs`}>
      {proofs.map((p) => (
        <ProofCard key={p.id} proof={p} decide={decide} queued={queued.get(p.id)} />
      ))}
    </Stack>
  );
}

function ProviderProofs() {
  const { t } = useLingui();
  const [q, setQ] = useState<ProofQuery>({ status: '', campaignName: '', page: 1 });
  const read = useProviderProofs(q);
  const campaigns = new Map((read.value?.data ?? []).map((p) => [p.campaign.id, p.campaign.name]));
  return (
    <Stack as="section" gap="3" aria-label={t`Colour proofs I uploaded`}>
      <Heading as="h2" size="lg">
        <Trans>Colour proofs I uploaded</Trans>
      </Heading>
      <ProofFilters q={q} onChange={setQ} campaign />
      <ReadState read={read} what={t`the colour proofs`} />
      {read.value && (
        <>
          {campaigns.size > 0 && (
            <HStack gap="3" wrap="wrap" fontSize="sm">
              <Text color="fg.muted">
                <Trans>Upload a colour proof for:</Trans>
              </Text>
              {[...campaigns].map(([id, name]) => (
                <ChakraLink key={id} asChild>
                  <Link to="/dashboard/color-proofs/provider/$id" params={{ id: id }}>
                    {name}
                  </Link>
                </ChakraLink>
              ))}
            </HStack>
          )}
          <ProofList proofs={read.value.data} decide={false} />
          <Pagination
            currentPage={q.page}
            lastPage={read.value.meta.last_page}
            onPageChange={(page) => setQ({ ...q, page })}
          />
        </>
      )}
    </Stack>
  );
}

function ClientProofs() {
  const { t } = useLingui();
  const [q, setQ] = useState<ProofQuery>({ status: '', campaignName: '', page: 1 });
  const read = useClientProofs(q);
  return (
    <Stack as="section" gap="3" aria-label={t`Colour proofs to approve`}>
      <Heading as="h2" size="lg">
        <Trans>Colour proofs to approve</Trans>
      </Heading>
      <ProofFilters q={q} onChange={setQ} campaign={false} />
      <ReadState read={read} what={t`the colour proofs`} />
      {read.value && (
        <>
          <ProofList proofs={read.value.data} decide />
          <Pagination
            currentPage={q.page}
            lastPage={read.value.meta.last_page}
            onPageChange={(page) => setQ({ ...q, page })}
          />
        </>
      )}
    </Stack>
  );
}

/** /dashboard/color-proofs: the provider's and/or the client's list, by the account's permissions. */
export function ColourProofsPage() {
  const roles = useArtRoles();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Colour proofs</Trans>
      </Heading>
      {roles.proofProvider && <ProviderProofs />}
      {roles.proofClient && <ClientProofs />}
      {!roles.proofProvider && !roles.proofClient && (
        <Text color="fg.muted">
          <Trans>Your account has no access to colour proofs.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** /dashboard/color-proofs/{id}: one proof; the client approves or rejects it here. */
export function ColourProofPage({ id }: { id: number }) {
  const roles = useArtRoles();
  const { t } = useLingui();
  const read = useProof(id);
  const queued = useQueuedProofDecisions();
  return (
    <Stack gap="4" maxW="3xl">
      <Link to="/dashboard/color-proofs">
        <Trans>Back to the colour proofs</Trans>
      </Link>
      <Heading as="h1" size="2xl">
        <Trans>Colour proof {id}</Trans>
      </Heading>
      <ReadState read={read} what={t`the colour proof`} />
      {read.value && (
        <Stack as="ul" listStyleType="none">
          <ProofCard proof={read.value} decide={roles.proofClient} queued={queued.get(read.value.id)} />
        </Stack>
      )}
    </Stack>
  );
}

/** /dashboard/color-proofs/provider/{id}: a campaign's proofs and the upload of a new one. */
export function CampaignProofsPage({ campaignId }: { campaignId: number }) {
  const { t } = useLingui();
  const read = useCampaignProofs(campaignId);
  const name = read.value?.[0]?.campaign.name ?? t`Campaign ${campaignId}`;
  return (
    <Stack gap="4" maxW="3xl">
      <Link to="/dashboard/color-proofs">
        <Trans>Back to the colour proofs</Trans>
      </Link>
      <Heading as="h1" size="2xl">
        <Trans>Colour proofs · {name}</Trans>
      </Heading>
      <ProofUploadForm campaignId={campaignId} campaignName={name} />
      <ReadState read={read} what={t`the colour proofs`} />
      {read.value && <ProofList proofs={read.value} decide={false} />}
    </Stack>
  );
}
