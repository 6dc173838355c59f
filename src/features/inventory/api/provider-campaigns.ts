/**
 * What the provider-campaigns screen reads and does (api-catalogue.md
 * "Provider campaigns"; product.md §4): the provider's share of campaigns
 * (kept on the device), the provider statuses, and the online actions —
 * reservable setting and the provider's own status — each re-reading the list.
 */
import * as art from '#src/api/contract/art.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useInvalidate, useRead, useSyncEngine } from '#src/sync/index.ts';

export interface ProviderCampaignFilters {
  name?: string | undefined;
  client?: string | undefined;
  place?: string | undefined;
  /** Pesos. */
  investment?: number | undefined;
  /** Days. */
  duration?: number | undefined;
}

/** One page (20 rows) of the provider's campaigns with these filters. */
export function useProviderCampaigns(filters: ProviderCampaignFilters, page: number) {
  return useRead(art.campaignsOfProvider, { query: { page, per_page: 20, ...filters } }, { keep: true });
}

/** The provider statuses a campaign may take, in the interface language. */
export function useProviderCampaignStatuses() {
  return useRead(art.providerCampaignStatuses, {}, { keep: true, select: (a) => a.data });
}

/** True when the account holds any of `gate`'s permissions (spec §6). */
export function useHasPermission(gate: string): boolean {
  return hasPermission(useSyncEngine().permissions, gate);
}

/** Online actions on a provider campaign; each re-reads the list. @throws ApiError */
export function useProviderCampaignActions() {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  const after = async <T>(answer: T) => {
    await invalidate(art.campaignsOfProvider);
    return answer;
  };
  return {
    /** Reservable until a date (YYYY-MM-DD; null: open-ended), with a note. */
    setReservable: (id: number, until: string | null, note: string) =>
      transport.call(art.setReservable, { params: { id }, body: { until, note } }).then(after),
    removeReservable: (id: number) => transport.call(art.deleteReservable, { params: { id } }).then(after),
    setStatus: (id: number, status: art.ProviderCampaignStatus) =>
      transport.call(art.updateProviderCampaignStatus, { params: { id }, body: { status } }).then(after),
  };
}
