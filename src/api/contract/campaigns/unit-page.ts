/**
 * Campaign planning calls: a unit's page as buyers read it — rules, busy days, reach, nearby points of interest,
 * order-job history (api-catalogue.md "Units (client)", product.md §3).
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { boolQuery, envelope, id, idParams, intQuery, paginated, paginationQuery } from '../common.ts';
import { itemPhoto } from '../catalogue-lists.ts';
import { period } from './shared.ts';
import { poi } from './reads.ts';
// ── Units (client reads of a unit's page) ───────────────────────────────────

/** A unit's page as buyers (and providers, for their own units) read it. */
const unitAccess = { permissions: ['campaigns.show', 'units.show'], owner: { resource: 'unit', param: 'id' } } as const;
const unitCampaignAccess = {
  permissions: ['campaigns.show', 'units.show'],
  owner: [
    { resource: 'unit', param: 'id' },
    { resource: 'campaign.art', param: 'campaign' },
  ],
} as const;
const unitSpec = 'api-catalogue.md Units (client)';
const unitCampaignParams = v.object({ id, campaign: id });

/** The media type's rules as they apply to this unit in this campaign (spec §3 "Media type … rules"). */
export const unitRules = endpoint({
  name: 'units.rulesForCampaign',
  method: 'GET',
  path: '/client/units/{id}/rules/{campaign}',
  access: unitCampaignAccess,
  spec: unitSpec,
  params: unitCampaignParams,
  answer: v.object({
    data: v.array(
      v.object({ key: v.string(), name: v.string(), duration: v.nullable(v.number()), periods: v.array(v.number()) }),
    ),
  }),
});

export const busyDays = endpoint({
  name: 'units.busyDays',
  method: 'GET',
  path: '/client/units/{id}/busy-days/{campaign}',
  access: unitCampaignAccess,
  spec: unitSpec,
  params: unitCampaignParams,
  answer: v.object({ data: v.array(period) }),
});

/** Audience of a unit: daily traffic and what it makes over a week and a 30-day month (people), by vehicle where known. */
export const reach = endpoint({
  name: 'units.reach',
  method: 'GET',
  path: '/client/units/{id}/reach',
  access: unitAccess,
  spec: unitSpec,
  params: idParams,
  answer: envelope(
    v.object({
      daily_traffic: v.number(),
      weekly: v.number(),
      monthly: v.number(),
      cars: v.number(),
      buses: v.number(),
      bikes: v.number(),
      trucks: v.number(),
    }),
  ),
});

/** Points of interest near the unit, nearest first, with their distance in metres. */
export const poiForDetail = endpoint({
  name: 'units.poiForDetail',
  method: 'GET',
  path: '/client/units/{id}/poi-for-detail',
  access: unitAccess,
  spec: unitSpec,
  params: idParams,
  query: v.object({ radius: intQuery }),
  answer: v.object({ data: v.array(v.object({ ...poi.entries, distance_m: v.number() })) }),
});

/** The unit's order jobs with their proof-of-posting photos, newest first (the unit page's photos). */
export const orderJobsHistory = endpoint({
  name: 'units.orderJobsHistory',
  method: 'GET',
  path: '/client/units/{id}/order-jobs-history',
  access: unitAccess,
  spec: unitSpec,
  params: idParams,
  query: v.object({ ...paginationQuery, photos_only: boolQuery }),
  answer: paginated(
    v.object({
      order_job_id: v.number(),
      kind: v.string(),
      status: v.string(),
      scheduled_date: v.string(),
      finished_at: v.nullable(v.string()),
      photos: v.array(itemPhoto),
    }),
  ),
});
