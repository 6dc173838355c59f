/**
 * The POI map of a campaign (api-catalogue.md "Campaigns": `GET {id}/pois-map`; product.md §3 "Campaign … points of
 * interest"; docs/dashboards-availability.md "Campaign reads"): the cart units and the points of interest around
 * them — the campaign's chosen ones, else those within 1,000 m of a unit (at most 500) — each with its nearest unit
 * and the distance in metres. Kept on the device: offline the last answer shows, saying when.
 */
import * as r from '#src/api/contract/campaign-reports.ts';
import { useRead, type Read } from '#src/sync/index.ts';
import type { PoisMap } from '../model/report-model.ts';

/** The POI map of campaign `id` (module doc). */
export function usePoisMap(id: number): Read<PoisMap> {
  return useRead(r.poisMap, { params: { id } }, { keep: true, select: (a) => a.data });
}
