/**
 * Availability views (product.md §2 availability list, availability/dashboard, availability/{id}/bookings and
 * /contracts, availability/temporary, media-availability; §3 "Dashboard data: unused summary, unused units,
 * customers by media type, units by media type, availability media types"; §9 "unused-units always sends
 * unused=1"; api-catalogue.md "Availability"; api-calls.tsv area `availability`; issue 18;
 * docs/dashboards-availability.md). `GET /ad-media` is in availability.ts.
 *
 * One availability rule (server/handlers/campaign-view/availability.ts `holdersOf`, the cart's and the bookings'):
 * on each day of `from`..`to` a unit is
 * - `b` busy: contracted campaigns alone take every spot;
 * - `h` held: every spot is taken, counting reserved campaigns, bookings and the provider's reservations;
 * - `f` free: a spot is left — the cart would take it.
 * The units × days grid is `GET /availability/unit-print`: per unit (a page of them) its `days`, one letter per day
 * from `from` (src/domain/dashboard-rules.ts `DAY_STATE`), and the count of each. The charts answer the chart shape
 * of dashboards.ts. Dates YYYY-MM-DD; prices pesos per day in the unit's country `currency`.
 *
 * Filters (`viewQuery`): range (default the 30 days from today, at most 366), media type, category, country,
 * state, city, provider, text (title, SKU or address), unit ids. A provider always sees only its own units; customer counts
 * of a seller only its customers; staff (operations, managers, administrators) everything.
 * Who: `browse_availability` (providers, sellers, operations, managers, administrators); the busy units of a role
 * (`/{rol}/busy-unit-print`) also `campaigns.show` (clients and agencies: the units their campaigns hold).
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { boolQuery, id, idListQuery, idParams, isoDate, paginationMeta, paginationQuery, text } from './common.ts';
import { chart } from './dashboards.ts';

const access = { permissions: ['browse_availability'] };
const spec = 'api-catalogue.md Availability; product.md §2, §3';

/** Longest range a view reads, days. */
export const VIEW_MAX_DAYS = 366;
/** Days a view reads when no range is given (from today). */
export const VIEW_DEFAULT_DAYS = 30;

/** Filters of every view (module doc). */
export const viewQuery = {
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  media_type: v.optional(id),
  category: v.optional(v.picklist(['media-print', 'media-digital', 'materials-print'])),
  country: v.optional(id),
  state: v.optional(id),
  city: v.optional(id),
  /** A provider (media owner); a provider's own account is always limited to itself. */
  provider: v.optional(id),
  /** Part of the title, SKU or address (case ignored). */
  filter: v.optional(text(120)),
  /** These units only ("4,9,12"; e.g. a campaign's cart). */
  ids: idListQuery,
};

/** The range a view was computed on. */
export const viewRange = v.object({ from: v.string(), to: v.string(), days: v.number() });

/** A unit's row of the grid. */
export const gridRow = v.object({
  id: v.number(),
  title: v.string(),
  sku: v.string(),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  media_type: v.object({ id: v.number(), name: v.string() }),
  provider: v.object({ id: v.number(), name: v.string() }),
  country_id: v.number(),
  city: v.string(),
  spots: v.number(),
  /** Pesos per day, list price. */
  price: v.number(),
  currency: v.string(),
  /** One letter per day of the range: f free, h held, b busy. */
  days: v.string(),
  free: v.number(),
  held: v.number(),
  busy: v.number(),
});
export type GridRow = v.InferOutput<typeof gridRow>;

const gridAnswer = v.object({ data: v.array(gridRow), meta: paginationMeta, range: viewRange });
const chartAnswer = v.object({ data: v.object({ ...chart.entries, range: viewRange }) });

/**
 * The units × days grid: units matching the filters (by title, then id), each with its day states over the range.
 * `per_page` ≤ 500 (default 100).
 */
export const unitPrint = endpoint({
  name: 'availabilityViews.unitPrint',
  method: 'GET',
  path: '/availability/unit-print',
  access,
  spec,
  query: v.object({ ...viewQuery, ...paginationQuery }),
  answer: gridAnswer,
});

/** A contract line on a unit: the contract, its campaign and customer, the line's period, spots and amounts. */
export const unitContractLine = v.object({
  contract_id: v.number(),
  status: v.string(),
  reference: v.string(),
  campaign_id: v.number(),
  campaign_name: v.string(),
  client_id: v.number(),
  client_name: v.string(),
  owner_name: v.nullable(v.string()),
  start_date: v.string(),
  end_date: v.string(),
  days: v.number(),
  spots: v.number(),
  /** Pesos per day. */
  price: v.number(),
  /** Pesos, once per spot. */
  print_price: v.number(),
  /** price × days × spots + print price × spots, pesos. */
  total: v.number(),
  currency: v.string(),
  /** The line makes the unit busy now (its campaign is contracted). */
  holds: v.boolean(),
});

/**
 * The contracts with unit `{id}` (ownership rule `unit`: a provider only its own units), newest line first;
 * `from`/`to` keep the lines meeting that range. A seller sees its customers' contracts.
 */
export const unitContracts = endpoint({
  name: 'availabilityViews.unitContracts',
  method: 'GET',
  path: '/availability/unit/{id}/contracts',
  access: { ...access, owner: { resource: 'unit', param: 'id' } },
  spec,
  params: idParams,
  query: v.object({ from: v.optional(isoDate), to: v.optional(isoDate) }),
  answer: v.object({ data: v.array(unitContractLine) }),
});

/**
 * Availability by media type: per media type, its units and their free, held and busy unit-days, and the
 * occupancy (busy / all unit-days, %). Series `units`, `free`, `held`, `busy`, `occupancy`.
 */
export const byMediaType = endpoint({
  name: 'availabilityViews.byMediaType',
  method: 'GET',
  path: '/availability-by-media-type',
  access,
  spec,
  query: v.object(viewQuery),
  answer: chartAnswer,
});

/**
 * Unused summary: per media type, its units and the unused ones (free every day of the range) and their share.
 * Series `units`, `unused`, `unused_share`.
 */
export const unusedMediaTypes = endpoint({
  name: 'availabilityViews.unusedMediaTypes',
  method: 'GET',
  path: '/unused-media-types',
  access,
  spec,
  query: v.object(viewQuery),
  answer: chartAnswer,
});

/**
 * Unused units: with `unused=1` (what the app always sends, spec §9) the units free every day of the range; with
 * `unused=0` the others. Grid rows, `per_page` ≤ 500 (default 100).
 */
export const adMediaUnused = endpoint({
  name: 'availabilityViews.adMediaUnused',
  method: 'GET',
  path: '/ad-media-unused',
  access,
  spec,
  query: v.object({ ...viewQuery, ...paginationQuery, unused: boolQuery }),
  answer: gridAnswer,
});

/**
 * Customers by media type: per media type, the customers whose campaigns or bookings hold its units in the range,
 * and the units they hold. Series `customers`, `units`.
 */
export const customersByMediaType = endpoint({
  name: 'availabilityViews.customersByMediaType',
  method: 'GET',
  path: '/availability/customers-by-media-type',
  access,
  spec,
  query: v.object(viewQuery),
  answer: chartAnswer,
});

/**
 * Units by media type: per media type, its units by their state over the range — free every day, held (some day
 * held, none busy), busy (some day busy). Series `free`, `held`, `busy` (Σ = units).
 */
export const unitsByMediaType = endpoint({
  name: 'availabilityViews.unitsByMediaType',
  method: 'GET',
  path: '/availability/units-by-media-type',
  access,
  spec,
  query: v.object(viewQuery),
  answer: chartAnswer,
});

/**
 * The units report: every unit of the grid's filters as a genuine .xlsx, streamed (one sheet; header row in the
 * caller's language; typed cells: numbers, dates shown dd/mm/yyyy, price in a format naming the currency,
 * occupancy as a percent), the same numbers `unit-print` answers. `locale`: the document's language.
 */
export const exportUnitsReport = endpoint({
  name: 'availabilityViews.exportUnitsReport',
  method: 'GET',
  path: '/availability/export-units-report',
  access,
  spec,
  query: v.object({ ...viewQuery, locale: v.optional(v.picklist(['es', 'en'])) }),
  answer: v.unknown(),
  answerKind: 'file',
});

/**
 * Customers by operator: per provider (media owner), the customers whose campaigns or bookings hold its units in
 * the range, and the units held. Series `customers`, `units`.
 */
export const customersByOperator = endpoint({
  name: 'availabilityViews.customersByOperator',
  method: 'GET',
  path: '/availability/customers-by-operator',
  access,
  spec,
  query: v.object(viewQuery),
  answer: chartAnswer,
});

/**
 * Busy units of a role (`{rol}`: a role value of permissions.ts `ROLE_VALUES` the caller holds, else 403): the units with a held or busy day in
 * the range — a provider its own; a client or agency those its campaigns hold; a seller those its customers'
 * campaigns hold; operations, managers and administrators all. Grid rows, `per_page` ≤ 500.
 */
export const busyUnitPrint = endpoint({
  name: 'availabilityViews.busyUnitPrint',
  method: 'GET',
  path: '/{rol}/busy-unit-print',
  access: { permissions: ['browse_availability', 'campaigns.show'] },
  spec,
  /** A role value (`ROLE_VALUES`); one the caller does not hold, or no role at all, answers 403. */
  params: v.object({ rol: text(40) }),
  query: v.object({ ...viewQuery, ...paginationQuery }),
  answer: gridAnswer,
});
