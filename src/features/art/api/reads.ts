/**
 * What the creative-approval screens read (product.md §2, §4; api-catalogue.md "Art requests, art manager, art
 * adaptation, colour proofs", "Tasks"): one `useRead` per endpoint, every answer kept on the device (`keep`), so a
 * screen loaded once keeps showing what it had when the connection drops, even after a reload, and says from
 * when; a read never made on this device says it needs a connection (src/sync/reads.ts, ReadState).
 *
 * Nothing here is refreshed by hand: each mutation of ../mutations/ declares the reads it changes
 * (`invalidates`), and they are read again once the server acknowledges it. Lists answer 20 rows a page.
 */
import * as art from '#src/api/contract/art.ts';
import * as printWork from '#src/api/contract/print-work-orders.ts';
import { useRead } from '#src/sync/index.ts';

/** Rows per page of every art list. */
export const ART_PER_PAGE = 20;
const kept = { keep: true } as const;
const dataOf = <T>(answer: { data: T }) => answer.data;
/** The query of a list by campaign name: a blank name is left out. */
const nameQuery = (name: string, page: number) => ({ ...(name ? { name } : {}), page, per_page: ART_PER_PAGE });

// ── Art manager ─────────────────────────────────────────────────────────────

/** The provider's campaigns with artwork: awaiting its decision, or all. */
export function useProviderArtCampaigns(q: { name: string; page: number; status: 'awaiting' | 'all' }) {
  return useRead(art.providerArtCampaigns, { query: { ...nameQuery(q.name, q.page), status: q.status } }, kept);
}

export function useProviderArtCampaign(id: number) {
  return useRead(art.providerArtCampaign, { params: { id } }, { ...kept, select: dataOf });
}

/**
 * The campaigns with artwork a person may pick (a client's own, or those holding a provider's
 * units), first 100: the art-adaptation screen's campaign picker (issue 15: a list, not a typed id).
 */
export function useArtCampaignChoices(role: 'client' | 'provider') {
  const query = { page: 1, per_page: 100 };
  const client = useRead(art.clientCampaigns, { query }, { ...kept, enabled: role === 'client' });
  const provider = useRead(
    art.providerArtCampaigns,
    { query: { ...query, status: 'all' } },
    { ...kept, enabled: role === 'provider' },
  );
  return role === 'client' ? client : provider;
}

export function useClientArtCampaigns(q: { name: string; page: number }) {
  return useRead(art.clientCampaigns, { query: nameQuery(q.name, q.page) }, kept);
}

export function useClientArtCampaign(id: number) {
  return useRead(art.clientCampaign, { params: { id } }, { ...kept, select: dataOf });
}

/** The sizes artwork must have per media type of the campaign. */
export function useClientArtLayout(id: number) {
  return useRead(art.clientLayout, { params: { id } }, { ...kept, select: dataOf });
}

/** Comments of a version, as the client or the provider reads them; read once `enabled` (shown). */
export function useVersionComments(
  role: 'client' | 'provider',
  campaignId: number,
  versionId: number,
  enabled: boolean,
) {
  const endpoint = role === 'client' ? art.clientComments : art.providerComments;
  return useRead(endpoint, { params: { id: campaignId, version: versionId } }, { ...kept, enabled, select: dataOf });
}

// ── Colour proofs ───────────────────────────────────────────────────────────

export interface ProofQuery {
  status: '' | art.ColourProofStatus;
  campaignName: string;
  page: number;
}
const proofQuery = (q: ProofQuery) => ({
  ...(q.status ? { status: q.status } : {}),
  ...(q.campaignName ? { campaign_name: q.campaignName } : {}),
  page: q.page,
  per_page: ART_PER_PAGE,
});

export function useProviderProofs(q: ProofQuery, enabled = true) {
  return useRead(art.providerProofs, { query: proofQuery(q) }, { ...kept, enabled });
}

export function useClientProofs(q: ProofQuery, enabled = true) {
  return useRead(art.clientProofs, { query: proofQuery(q) }, { ...kept, enabled });
}

export function useCampaignProofs(campaignId: number) {
  return useRead(art.campaignProofs, { params: { id: campaignId } }, { ...kept, select: dataOf });
}

export function useProof(id: number) {
  return useRead(art.showProof, { params: { id } }, { ...kept, select: dataOf });
}

// ── Art requests ────────────────────────────────────────────────────────────

export function useArtRequests(q: { search: string; status: '' | 'requested' | 'paid'; page: number }) {
  const query = {
    ...(q.search ? { search: q.search } : {}),
    ...(q.status ? { status: q.status } : {}),
    page: q.page,
    per_page: ART_PER_PAGE,
  };
  return useRead(art.artRequests, { query }, kept);
}

/** One art request; not read for `id` 0 (a new request). */
export function useArtRequest(id: number) {
  return useRead(art.showArtRequest, { params: { id } }, { ...kept, enabled: id > 0, select: dataOf });
}

export function useArtRequestLayout(id: number) {
  return useRead(art.artRequestLayout, { params: { id } }, { ...kept, select: dataOf });
}

// ── Art adaptation and task arts ────────────────────────────────────────────

/** A campaign's adaptation requests; not read for `campaignId` 0. */
export function useCampaignAdaptations(campaignId: number) {
  return useRead(
    art.campaignAdaptations,
    { params: { id: campaignId } },
    { ...kept, enabled: campaignId > 0, select: dataOf },
  );
}

export function useAdaptation(id: number) {
  return useRead(art.showAdaptation, { params: { id } }, { ...kept, select: dataOf });
}

export function useAdaptationTasks(id: number) {
  return useRead(art.adaptationTasks, { params: { id } }, { ...kept, select: dataOf });
}

export function useTask(id: number) {
  return useRead(printWork.showTask, { params: { id } }, { ...kept, select: dataOf });
}
