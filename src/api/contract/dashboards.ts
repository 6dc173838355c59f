/**
 * The boards of managers and administrators (product.md §1 "see dashboards (active customers by team, tickets by
 * customers, billing by media type, billing by members, average prices and occupancy, rankings by media type and
 * by customer)"; api-catalogue.md "Dashboards": GET with query, base /dashboards/common; api-calls.tsv area
 * `dashboards`, "query; empty on failure"; issue 18; docs/dashboards-availability.md).
 *
 * Every board answers one chart-ready shape (`boardAnswer`): category `keys` and `labels` (in the caller's
 * language), and `series` of values aligned with them, each with its unit (count, money in pesos of `currency`,
 * percent, days) and, for additive series, its `total` (Σ of its values). The device draws the chart and the same
 * numbers as a table. Filters: `from`..`to` (YYYY-MM-DD, both included; default the 365 days ending today, at
 * most 731), `team` (a workgroup: a seller and the customers assigned to it), `media_type`, `currency` (ISO 4217;
 * money is never summed across currencies: default the currency with the most billing in the range, the others
 * listed in `currencies`), `limit` (rankings and customer lists).
 *
 * Who: `dashboards.browse` (managers and administrators hold `dashboards.*`); a seller given it would see only
 * its own workgroup (another `team`: 403).
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { id, int, isoDate } from './common.ts';

/** What a series counts: customers, contracts… (`count`), pesos (`money`, `money_per_day`), `percent`, `days`, `rank`. */
export const seriesUnit = v.picklist(['count', 'money', 'money_per_day', 'percent', 'days', 'rank']);
export type SeriesUnit = v.InferOutput<typeof seriesUnit>;

/** One series of a chart: a value per category (null: nothing to show, e.g. an average of nothing). */
export const chartSeries = v.object({
  /** Stable key, e.g. `billing`, `active_customers`, `occupancy`. */
  key: v.string(),
  /** Name in the caller's language. */
  name: v.string(),
  unit: seriesUnit,
  /** ISO 4217 code of money series; null otherwise. */
  currency: v.nullable(v.string()),
  values: v.array(v.nullable(v.number())),
  /** Σ values for counts, money and days (money summed on centavos); null for percents, averages and ranks. */
  total: v.nullable(v.number()),
});
export type ChartSeries = v.InferOutput<typeof chartSeries>;

/** A chart and its table: one category per key (team, media type, customer, member…). */
export const chart = v.object({
  /** Title in the caller's language. */
  title: v.string(),
  /** Ids of the categories (0: "no team" / "no owner"), aligned with `labels`. */
  keys: v.array(v.number()),
  labels: v.array(v.string()),
  series: v.array(chartSeries),
});
export type Chart = v.InferOutput<typeof chart>;

/** The filters a board was computed with (defaults filled in). */
export const boardFilters = v.object({
  from: v.string(),
  to: v.string(),
  team: v.nullable(v.number()),
  media_type: v.nullable(v.number()),
  currency: v.nullable(v.string()),
});

/** A board: its chart, the filters used and the currencies money was found in over the range. */
export const boardAnswer = v.object({
  data: v.object({
    ...chart.entries,
    filters: boardFilters,
    /** Currencies with billing or sales in the range (the `currency` filter's choices), by amount. */
    currencies: v.array(v.string()),
  }),
});
export type BoardAnswer = v.InferOutput<typeof boardAnswer>;

/** Longest range a board reads, days (two years). */
export const BOARD_MAX_DAYS = 731;
/** Days a board reads when no range is given (the year ending today). */
export const BOARD_DEFAULT_DAYS = 365;

/** The filters every board takes (module doc). */
export const boardQuery = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  team: v.optional(id),
  media_type: v.optional(id),
  /** ISO 4217 code, 3 letters (case ignored). */
  currency: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.length(3))),
  /** Rows of a ranking or customer list: 1..100 (default 10 for rankings, 20 for tickets by customers). */
  limit: v.optional(int(1, 100)),
});
export type BoardQuery = v.InferOutput<typeof boardQuery>;

const access = { permissions: ['dashboards.browse'] };
const spec = 'api-catalogue.md Dashboards; product.md §1';
const base = '/dashboards/common';

const board = (name: string, path: string) =>
  endpoint({
    name: `dashboards.${name}`,
    method: 'GET',
    path: `${base}/${path}`,
    access,
    spec,
    query: boardQuery,
    answer: boardAnswer,
  });

/**
 * Active customers by team: per workgroup, the customers with a campaign running in the range (reserved,
 * contracted or finished campaigns whose cart lines meet the range) and the customers assigned; key 0 "no team"
 * for customers without a seller. Series `active_customers`, `customers`.
 */
export const activeCustomersByTeams = board('activeCustomersByTeams', 'active-customers-by-teams');

/**
 * Tickets by customers: per customer, the invoices (contracts billed in the range, with lines in `currency`), the
 * billing and the average ticket (billing / tickets), highest billing first, `limit` rows (default 20). Series
 * `tickets`, `billing`, `average_ticket`.
 */
export const ticketsByCustomers = board('ticketsByCustomers', 'tickets-by-customers');

/**
 * Billing by media type: per media type (all of them, or `media_type`), the billing of contracts billed in the
 * range (their lines' price × days × spots + print price × spots, in `currency`) and how many contracts. Series
 * `billing`, `contracts`.
 */
export const billingByMediaType = board('billingByMediaType', 'billing-by-media-type');

/** Billing by members: per seller in charge of the contracts (key 0 "no owner"), billing and contracts. */
export const billingByMembers = board('billingByMembers', 'billing-by-members');

/**
 * Workgroups: per workgroup, its customers (assigned), active customers, running campaigns, contracts billed and
 * billing in the range. Series `customers`, `active_customers`, `campaigns`, `contracts`, `billing`.
 */
export const workgroups = board('workgroups', 'workgroups');

/**
 * Average prices and occupancy: per media type, its live units, available unit-days (units × days), busy
 * unit-days (sold lines — contracted or finished campaigns — take every spot), occupancy (busy / available, %),
 * spot occupancy (sold spot-days / available spot-days, %) and the average price per day and spot of what was sold
 * (money_per_day in `currency`). Series `units`, `available_days`, `busy_days`, `occupancy`, `spot_occupancy`,
 * `average_price`.
 */
export const avgPricesAndOccupancy = board('avgPricesAndOccupancy', 'avg-prices-and-occupancy');

/** Ranking by media type: media types by billing, highest first (`limit`, default 10). Series `rank`, `billing`, `share`, `contracts`. */
export const rankingByMediaType = board('rankingByMediaType', 'ranking-by-media-type');

/** Ranking by customer: customers by billing, highest first (`limit`, default 10). Series `rank`, `billing`, `share`, `tickets`. */
export const rankingByCustomer = board('rankingByCustomer', 'ranking-by-customer');
