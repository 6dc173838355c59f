/**
 * List calls of the mirrored collections, read by the dashboard home (counts)
 * and, later, by the sync engine: campaigns (api-catalogue.md "Campaigns":
 * GET /client/campaigns), media units (api-catalogue.md "Units": GET
 * /provider/units) and routes (api-catalogue.md "Routes, print work orders,
 * tasks": GET /routes). All paginate (`page`, `per_page` ≤ 500) and are
 * scoped to the caller (see server/handlers/catalog-lists.ts).
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { id, isoDate, paginated, paginationQuery, text } from './common.ts';

const key = v.object({ key: v.string() });

/** A campaign as lists show it (product.md §3 "Campaign"). Money in pesos; duration in days (inclusive). */
export const campaignSummary = v.object({
  id: v.number(),
  name: v.string(),
  status: v.string(),
  investment: v.number(),
  duration: v.nullable(v.number()),
  client: v.object({ id: v.number(), name: v.string() }),
  place: v.string(),
  booking: v.boolean(),
  reservable: v.boolean(),
  campaign_type: key,
  budget_campaign_type: v.nullable(key),
  units_category: key,
  region_type: key,
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  current_step: v.number(),
  units_count: v.number(),
  updated_at: v.string(),
});
export type CampaignSummary = v.InferOutput<typeof campaignSummary>;

export const campaigns = endpoint({
  name: 'campaigns.list', method: 'GET', path: '/client/campaigns', access: { permissions: ['campaigns.*'] }, spec: 'api-catalogue.md Campaigns',
  query: v.object({ ...paginationQuery, search: v.optional(text(120)), status: v.optional(text(40)) }),
  answer: paginated(campaignSummary),
});

/** A media unit as lists show it (product.md §3 "Campaign unit"). `price` pesos per day, `print_price` pesos once. */
export const unitSummary = v.object({
  id: v.number(), title: v.string(), sku: v.string(), address: v.string(), lat: v.number(), lng: v.number(),
  country_id: v.number(), state_id: v.number(), city_id: v.number(), provider_id: v.number(),
  media_type_id: v.number(), unit_type_id: v.nullable(v.number()), circuit_id: v.nullable(v.number()),
  side: v.string(), direction: v.string(), traffic_direction: v.string(), daily_traffic: v.number(), schedule: v.string(),
  price: v.number(), print_price: v.number(), min_price: v.number(), min_print_price: v.number(), spots: v.number(),
  status: v.string(), updated_at: v.string(),
});
export type UnitSummary = v.InferOutput<typeof unitSummary>;

export const providerUnits = endpoint({
  name: 'units.providerList', method: 'GET', path: '/provider/units', access: { permissions: ['units.*'] }, spec: 'api-catalogue.md Units (provider), §3 unit list filters',
  query: v.object({ ...paginationQuery, media_type: v.optional(id), name: v.optional(text(120)) }),
  answer: paginated(unitSummary),
});

/** A technician's route (product.md §4 "Route: finish, assign technician"). */
export const routeSummary = v.object({
  id: v.number(),
  order_job_id: v.number(),
  technician: v.nullable(v.object({ id: v.number(), name: v.string() })),
  date: v.string(),
  status: v.string(),
  finished_at: v.nullable(v.string()),
  stops_count: v.number(),
  updated_at: v.string(),
});
export type RouteSummary = v.InferOutput<typeof routeSummary>;

export const routes = endpoint({
  name: 'routes.list', method: 'GET', path: '/routes', access: { permissions: ['browse_routes'] }, spec: 'api-catalogue.md Routes, print work orders, tasks',
  query: v.object({ ...paginationQuery, date: v.optional(isoDate), status: v.optional(text(40)) }),
  answer: paginated(routeSummary),
});
