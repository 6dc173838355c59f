/**
 * List calls of the mirrored collections, pulled by the sync engine
 * (src/sync) and counted by the dashboard home: campaigns (api-catalogue.md
 * "Campaigns": GET /client/campaigns), media units ("Units": GET
 * /provider/units), routes and print work orders ("Routes, print work orders,
 * tasks": GET /routes, GET /print-work-orders) and order jobs (POST
 * /order-jobs). All paginate (`page`, `per_page` ≤ 500), take `updated_since`
 * for deltas with tombstones (`deleted`), report `meta.server_time`, and are
 * scoped to the caller (see server/handlers/catalogue-lists.ts).
 */
import { CAMPAIGN_STATUSES } from '#src/domain/campaign-status.ts';
import { CAMPAIGN_TYPES } from '#src/domain/steps.ts';
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { boolQuery, id, isoDate, syncPage, syncQuery, syncQueryUpTo, text, UNITS_PER_PAGE_MAX } from './common.ts';
import { contract } from './contracts/contracts.ts';

const key = v.object({ key: v.string() });

/** A campaign as lists show it (product.md §3 "Campaign"). Money in pesos; duration in days (inclusive). */
export const campaignSummary = v.object({
  id: v.number(),
  name: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  investment: v.number(),
  /** ISO 4217 code of the campaign's amounts: its countries' one currency, null when none or several (issue 15). */
  currency: v.nullable(v.string()),
  duration: v.nullable(v.number()),
  client: v.object({ id: v.number(), name: v.string() }),
  place: v.string(),
  booking: v.boolean(),
  reservable: v.boolean(),
  campaign_type: v.object({ key: v.picklist(CAMPAIGN_TYPES) }),
  budget_campaign_type: v.nullable(key),
  units_category: key,
  region_type: key,
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  current_step: v.number(),
  units_count: v.number(),
  updated_at: v.string(),
  /** With `contracts=1` only: the campaign's contract, whole (units, total, counts). */
  contract: v.optional(contract),
});
export type CampaignSummary = v.InferOutput<typeof campaignSummary>;

/**
 * The campaigns list. With `contracts=1` (or for an account that may read contracts but not campaigns, operations)
 * it lists the campaigns that have a contract the caller reaches (ownership rule `contract`), each with its
 * `contract`: the catalogue has no contract list, so the device mirrors contracts through this call (issue 17,
 * docs/contracts-billing.md "Reading contracts"); a campaign counts as changed when its contract does.
 */
export const campaigns = endpoint({
  name: 'campaigns.list',
  method: 'GET',
  path: '/client/campaigns',
  access: { permissions: ['campaigns.show', 'browse_contracts'] },
  spec: 'api-catalogue.md Campaigns',
  query: v.object({
    ...syncQuery,
    search: v.optional(text(120)),
    status: v.optional(text(40)),
    contracts: boolQuery,
  }),
  answer: syncPage(campaignSummary),
});

/** A media unit as lists show it (product.md §3 "Campaign unit"). `price` pesos per day, `print_price` pesos once. */
export const unitSummary = v.object({
  id: v.number(),
  title: v.string(),
  sku: v.string(),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  country_id: v.number(),
  state_id: v.number(),
  city_id: v.number(),
  provider_id: v.number(),
  media_type_id: v.number(),
  unit_type_id: v.nullable(v.number()),
  circuit_id: v.nullable(v.number()),
  side: v.string(),
  direction: v.string(),
  traffic_direction: v.string(),
  daily_traffic: v.number(),
  schedule: v.string(),
  price: v.number(),
  print_price: v.number(),
  min_price: v.number(),
  min_print_price: v.number(),
  spots: v.number(),
  status: v.string(),
  updated_at: v.string(),
});
export type UnitSummary = v.InferOutput<typeof unitSummary>;

export const providerUnits = endpoint({
  name: 'units.providerList',
  method: 'GET',
  path: '/provider/units',
  access: { permissions: ['units.*'] },
  spec: 'api-catalogue.md Units (provider), §3 unit list filters',
  // pulled 5,000 a page (common.ts UNITS_PER_PAGE_MAX); the other pullable lists stop at SYNC_PER_PAGE_MAX
  query: v.object({ ...syncQueryUpTo(UNITS_PER_PAGE_MAX), media_type: v.optional(id), name: v.optional(text(120)) }),
  answer: syncPage(unitSummary),
});

/** A technician's route (product.md §4 "Route: finish, assign technician"): its stops are order-job items, in visiting order. */
export const routeSummary = v.object({
  id: v.number(),
  order_job_id: v.number(),
  technician: v.nullable(v.object({ id: v.number(), name: v.string() })),
  date: v.string(),
  status: v.string(),
  finished_at: v.nullable(v.string()),
  stops_count: v.number(),
  /** Stops by `position` (1, 2, …): the order-job items to visit. */
  stops: v.array(v.object({ position: v.number(), order_job_item_id: v.number() })),
  updated_at: v.string(),
});
export type RouteSummary = v.InferOutput<typeof routeSummary>;

export const routes = endpoint({
  name: 'routes.list',
  method: 'GET',
  path: '/routes',
  access: { permissions: ['browse_routes'] },
  spec: 'api-catalogue.md Routes, print work orders, tasks',
  query: v.object({ ...syncQuery, date: v.optional(isoDate), status: v.optional(text(40)) }),
  answer: syncPage(routeSummary),
});

/** A unit as an order-job item carries it, so a technician without access to the unit list can render it offline. */
export const itemUnit = v.object({
  id: v.number(),
  title: v.string(),
  sku: v.string(),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  side: v.string(),
});

/**
 * A proof-of-posting photo of an item: `url` and `thumb_url` are /api/files
 * URLs; `taken_at` the capture time the device recorded, `lat`/`lng` and
 * `accuracy` (metres) where it was, when the technician allowed it.
 */
export const itemPhoto = v.object({
  id: v.number(),
  url: v.string(),
  thumb_url: v.string(),
  width: v.number(),
  height: v.number(),
  taken_at: v.nullable(v.string()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  accuracy: v.nullable(v.number()),
  created_at: v.string(),
});
export type ItemPhoto = v.InferOutput<typeof itemPhoto>;

/** One item of an order job: one unit, what to do on which side, and its photos (product.md §3 "order job with items, photos"). */
export const orderJobItem = v.object({
  id: v.number(),
  order_job_id: v.number(),
  unit_id: v.number(),
  side: v.string(),
  task: v.string(),
  status: v.string(),
  unit: itemUnit,
  photos: v.array(itemPhoto),
  updated_at: v.string(),
});
export type OrderJobItem = v.InferOutput<typeof orderJobItem>;

/** An installation, maintenance or uninstallation order job with its items (product.md §4 "Order job"). */
export const orderJobSummary = v.object({
  id: v.number(),
  campaign_id: v.nullable(v.number()),
  kind: v.string(),
  status: v.string(),
  technician: v.nullable(v.object({ id: v.number(), name: v.string() })),
  scheduled_date: v.string(),
  description: v.string(),
  reject_reason: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
  items: v.array(orderJobItem),
  updated_at: v.string(),
});
export type OrderJobSummary = v.InferOutput<typeof orderJobSummary>;

/**
 * The order-job list. The spec has no GET list for order jobs; its one list-like
 * call is `POST /order-jobs` (api-catalogue.md "Availability"), taken here as
 * the filtered list: the filter travels in the body. Technicians see the jobs
 * assigned to them; operations staff, managers and administrators see all.
 */
export const orderJobs = endpoint({
  name: 'orderJobs.list',
  method: 'POST',
  path: '/order-jobs',
  access: { permissions: ['browse_order_jobs'] },
  spec: 'api-catalogue.md Availability (POST /order-jobs), Order jobs',
  body: v.object({ ...syncQuery, status: v.optional(text(40)), technician_id: v.optional(id), id: v.optional(id) }),
  answer: syncPage(orderJobSummary),
});

/** A print work order: print tasks per unit with their process state and attached files (product.md §3, §4). */
export const printWorkOrderSummary = v.object({
  id: v.number(),
  campaign_id: v.nullable(v.number()),
  provider_id: v.nullable(v.number()),
  status: v.string(),
  finished_at: v.nullable(v.string()),
  tasks: v.array(
    v.object({ unit_id: v.number(), unit_title: v.string(), process: v.string(), file_ids: v.array(v.number()) }),
  ),
  updated_at: v.string(),
});
export type PrintWorkOrderSummary = v.InferOutput<typeof printWorkOrderSummary>;

export const printWorkOrders = endpoint({
  name: 'printWorkOrders.list',
  method: 'GET',
  path: '/print-work-orders',
  access: { permissions: ['print_work_orders.work'] },
  spec: 'api-catalogue.md Routes, print work orders, tasks',
  query: v.object({ ...syncQuery, status: v.optional(text(40)) }),
  answer: syncPage(printWorkOrderSummary),
});
