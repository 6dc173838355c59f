/**
 * The reads of a campaign's performance report (product.md §2 campaigns/{type}/{id}/performance-report;
 * api-catalogue.md "Campaigns": `{id}/budget-media-types`, `{id}/media_types`,
 * `{id}/get-demographic-distribution?demographic_type=`; docs/dashboards-availability.md "Campaign reads").
 * Every one is kept on the device (`useRead` with `keep`): offline the last answer shows, saying when it was loaded.
 * Money in pesos of each row's currency, audience in people (daily traffic × days).
 */
import * as r from '#src/api/contract/campaign-reports.ts';
import type { Chart } from '#src/api/contract/dashboards.ts';
import { useRead, type Read } from '#src/sync/index.ts';
import type { BudgetRow, CampaignMediaTypeRow } from '../model/report-model.ts';

/** What the audience is split by (contract `DEMOGRAPHIC_TYPES`; `vehicle` is the server's default). */
export type DemographicType = (typeof r.DEMOGRAPHIC_TYPES)[number];
export const DEMOGRAPHIC_TYPES = r.DEMOGRAPHIC_TYPES;

/** A country's budget and what the cart spends there (pesos of `currency`; budget null when not set). */
export interface CountrySpend {
  country_id: number;
  country: string;
  currency: string;
  budget: number | null;
  spent: number;
}

/** Budget by media type: one row per country × media type, and per country its budget and spending. */
export function useBudgetMediaTypes(id: number): Read<{ data: BudgetRow[]; countries: CountrySpend[] }> {
  return useRead(r.budgetMediaTypes, { params: { id } }, { keep: true });
}

/** The campaign's media types per country, with their dates, days, budget percent and cart units. */
export function useCampaignMediaTypes(id: number): Read<CampaignMediaTypeRow[]> {
  return useRead(r.campaignMediaTypes, { params: { id } }, { keep: true, select: (a) => a.data });
}

/**
 * The campaign's audience split by `type` as a chart (series `audience` in people and `share` in percent, largest
 * first; by vehicle: cars, buses, bikes, trucks). Each type is its own read, kept on its own.
 */
export function useDemographicDistribution(id: number, type: DemographicType): Read<Chart> {
  return useRead(
    r.demographicDistribution,
    { params: { id }, query: { demographic_type: type } },
    { keep: true, select: (a) => a.data },
  );
}
