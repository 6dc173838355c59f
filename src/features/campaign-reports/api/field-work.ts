/**
 * The field work of a campaign, for its unit report (product.md §2 campaigns/{type}/{id}/unit-report; §3 "order job
 * with items, photos"; issue 18): the order jobs made for it, each item with its unit and proof-of-posting photos.
 *
 * The catalogue has no campaign-level call for these photos (the campaign report PDF counts them on the server,
 * server/handlers/campaign-reports/files.ts, from the order jobs whose `campaign_id` is the campaign). What the
 * device can read is the field work of the campaign's contract: `GET /client/campaigns/{id}/contracts` (the
 * campaign's contract; 404 when it has none) then `GET /contracts/{contract}/order-jobs` (the live jobs of that
 * contract's campaign, with items and photos). So a campaign that is not contracted has no field work to show, and
 * an account that may not read contracts (`browse_contracts`) is refused by the server — the page says so.
 * Kept on the device (`keep`): offline the last answer shows, saying when.
 */
import { campaignContracts, contractOrderJobs } from '#src/api/contract/contracts.ts';
import type { OrderJobSummary } from '#src/api/contract/catalogue-lists.ts';
import { ApiError } from '#src/api/errors.ts';
import { readKey, useReadWith, type Read } from '#src/sync/index.ts';

/** A campaign's field work: its contract (null when it has none) and the order jobs made for it. */
export interface CampaignFieldWork {
  contract: { id: number; status: string } | null;
  jobs: OrderJobSummary[];
}

/** The field work of campaign `id` (module doc); re-read when the contract's order jobs change. */
export function useCampaignFieldWork(id: number): Read<CampaignFieldWork> {
  return useReadWith<CampaignFieldWork>(
    readKey(contractOrderJobs, { campaign: id }),
    async (transport, signal) => {
      let contract: { id: number; status: string } | undefined;
      try {
        contract = (await transport.call(campaignContracts, { params: { id } }, { signal })).data[0];
      } catch (error) {
        // the campaign has no contract (or none this account reaches): no field work
        if (error instanceof ApiError && error.status === 404) return { contract: null, jobs: [] };
        throw error;
      }
      if (!contract) return { contract: null, jobs: [] };
      const jobs = (await transport.call(contractOrderJobs, { params: { id: contract.id } }, { signal })).data;
      return { contract: { id: contract.id, status: contract.status }, jobs };
    },
    { keep: true },
  );
}
