/**
 * A unit's order-job history (product.md §2 "units/{id}/order-jobs-history"; api-catalogue.md "Units (client)":
 * GET /client/units/{id}/order-jobs-history): one page at a time, newest first, kept on the device so a page seen
 * once opens offline and says from when.
 *
 * The history's rows carry the job's kind, status, dates and photos but not its technician or campaign; those
 * come from the order jobs and campaigns this device mirrors (a provider's own jobs, operations staff…), matched
 * by id. A job the device does not hold shows neither — the screen says "not on this device", never a guess.
 */
import { orderJobsHistory } from '#src/api/contract/campaigns.ts';
import { useLiveRows, useRead } from '#src/sync/index.ts';

/** Rows per page of the history. */
export const HISTORY_PER_PAGE = 20;

/** Page `page` of unit `id`'s order jobs (kept). */
export function useUnitOrderJobsHistory(id: number, page: number) {
  return useRead(orderJobsHistory, { params: { id }, query: { page, per_page: HISTORY_PER_PAGE } }, { keep: true });
}

/** What the device knows of an order job beyond the history's row. */
export interface MirroredJobInfo {
  technician: string | null;
  campaignId: number | null;
  /** The campaign's name when the device holds the campaign. */
  campaign: string | null;
}

const NONE: ReadonlyMap<number, MirroredJobInfo> = new Map();

/** Technician and campaign of the mirrored order jobs among `ids` (live; jobs not on the device are absent). */
export function useMirroredJobInfo(ids: readonly number[]): ReadonlyMap<number, MirroredJobInfo> {
  return useLiveRows(
    async (db) => {
      const jobs = (await db.orderJobs.bulkGet([...ids])).filter((j) => j !== undefined);
      const campaignIds = [...new Set(jobs.flatMap((j) => (j.campaign_id === null ? [] : [j.campaign_id])))];
      const campaigns = (await db.campaigns.bulkGet(campaignIds)).filter((c) => c !== undefined);
      const names = new Map(campaigns.map((c) => [c.id, c.name]));
      return new Map(
        jobs.map((j) => [
          j.id,
          {
            technician: j.technician?.name ?? null,
            campaignId: j.campaign_id,
            campaign: j.campaign_id === null ? null : (names.get(j.campaign_id) ?? null),
          },
        ]),
      );
    },
    [ids.join(',')],
    NONE,
  );
}
