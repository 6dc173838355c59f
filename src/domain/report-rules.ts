/**
 * Report rules, shared by the device and the reference server (issue 18 "Reports"; api-catalogue.md "Reports";
 * product.md §1 "average prices and occupancy, rankings", §2 reports list, reports/excel, reports/{id}, §9 money with
 * 2 decimals, dates DD/MM/YYYY; docs/reports.md). No DOM, no database: the server sums in SQL (centavos, unit-days)
 * and these functions turn the sums into what a report shows — percentages, averages, rankings, totals — so the
 * device re-reading a kept answer computes the same figures.
 *
 * Units: money in integer centavos (minor units, `toMinor`/`fromMinor` of src/domain/contract-rules.ts) until it is
 * written as pesos with 2 decimals; days are whole calendar days inclusive of both ends (spec §9); percentages are
 * 0..100 with 2 decimals. Dates `YYYY-MM-DD`, months `YYYY-MM`.
 */
import { addDays, inclusiveDays } from '#src/lib/dates.ts';
import { fromMinor, toMinor } from './contract-rules.ts';

/** The 15 report kinds answered by `POST /reports/<kind>` with a filter body (api-catalogue.md "Reports"). */
export const REPORT_KINDS = [
  'campaigns',
  'sales_by_executive',
  'sales_by_client',
  'ordered-campaigns',
  'products-campaigns',
  'sold-product-campaigns',
  'campaigns-by-status',
  'sales-by-product-campaigns',
  'generated_income',
  'package_revenue',
  'average_price',
  'client_sales',
  'agency_sales',
  'investment_by_campaign',
  'campaigns_by_type',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The reports read with `GET /reports/<board>` and a query (api-catalogue.md "Reports": GET rows). */
export const BOARD_KINDS = ['campaigns_by_executive', 'media_occupation', 'ad_occupation'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/**
 * The spreadsheet exports (`POST /reports/<path>/export`) and the report kind each writes; the provider's average
 * price export writes the `average_price` report (its rows are per provider and media type).
 */
export const EXPORT_KINDS = {
  campaigns: 'campaigns',
  sales_by_executive: 'sales_by_executive',
  sales_by_client: 'sales_by_client',
  generated_income: 'generated_income',
  package_revenue: 'package_revenue',
  average_price_provider: 'average_price',
  client_sales: 'client_sales',
  investment_by_campaign: 'investment_by_campaign',
} as const satisfies Record<string, ReportKind>;
export type ExportPath = keyof typeof EXPORT_KINDS;

/**
 * How a column's values are typed: `text` strings; `number` whole counts (units, days); `money` pesos with 2
 * decimals in the report's currency; `date` `YYYY-MM-DD`; `month` `YYYY-MM`; `percent` 0..100 with 2 decimals.
 */
export const COLUMN_TYPES = ['text', 'number', 'money', 'date', 'month', 'percent'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** A contract in one of these statuses sold its campaign's units (pending ones are ordered, not sold). */
export const SOLD_CONTRACT_STATUSES = ['approved', 'billed', 'renewed'] as const;

/** Widest date range a report takes, days (bounds the server's work; a longer one is a 422). */
export const MAX_RANGE_DAYS = 1096;
/** Widest range of the occupation boards, days (they expand every unit over every day). */
export const MAX_OCCUPATION_DAYS = 366;
/** Days of the occupation boards' default window, from today (spec §9: a 30-day period). */
export const DEFAULT_OCCUPATION_DAYS = 30;

/** A cell value: text, a number, or null when there is none. */
export type Cell = string | number | null;
/** A row of a report: a value per column key. */
export type Row = Record<string, Cell>;

/** `part` as a percentage of `whole`, 2 decimals; 0 when `whole` is 0 (nothing to share). */
export function percentOf(part: number, whole: number): number {
  if (!whole) return 0;
  return Math.round((part / whole) * 10_000) / 100;
}

/**
 * Occupancy (product.md §1 "average prices and occupancy"): busy unit-days over available unit-days, as a
 * percentage with 2 decimals; 0 when nothing was available. Spot occupancy uses the same rule with spot-days.
 * @throws RangeError when busy exceeds available or either is negative (a unit is busy at most once a day)
 */
export function occupancy(busyUnitDays: number, availableUnitDays: number): number {
  if (busyUnitDays < 0 || availableUnitDays < 0 || busyUnitDays > availableUnitDays)
    throw new RangeError(`occupancy: ${busyUnitDays} busy of ${availableUnitDays} available unit-days`);
  return percentOf(busyUnitDays, availableUnitDays);
}

/**
 * Average price per day: what was charged for days of media (centavos of price × days × spots) over the
 * unit-days (days × spots) sold, in centavos rounded half up; 0 when no day was sold. Print prices are not days of
 * media and stay out of the numerator.
 */
export function averagePerDayMinor(dayAmountMinor: number, unitDays: number): number {
  if (unitDays <= 0) return 0;
  return Math.round(dayAmountMinor / unitDays);
}

/** Inclusive days of `[start, end]` inside `[from, to]`; 0 when they do not overlap. */
export function overlapDays(start: string, end: string, from: string, to: string): number {
  const a = start > from ? start : from;
  const b = end < to ? end : to;
  return a > b ? 0 : inclusiveDays(a, b);
}

/**
 * Distinct days of `[from, to]` covered by at least one of `periods` (a unit held twice on a day is busy once).
 * Periods are `YYYY-MM-DD` pairs inclusive of both ends, in any order.
 */
export function busyDays(periods: readonly { start: string; end: string }[], from: string, to: string): number {
  const clipped = periods
    .map((p) => ({ start: p.start > from ? p.start : from, end: p.end < to ? p.end : to }))
    .filter((p) => p.start <= p.end)
    .toSorted((x, y) => (x.start < y.start ? -1 : x.start > y.start ? 1 : 0));
  let days = 0;
  let reached: string | null = null; // last day counted
  for (const p of clipped) {
    const start = reached !== null && p.start <= reached ? addDays(reached, 1) : p.start;
    if (start > p.end) continue;
    days += inclusiveDays(start, p.end);
    reached = p.end;
  }
  return days;
}

/**
 * Rows ranked by `value`, largest first; ties share a rank and the next rank skips (1, 2, 2, 4 — "standard
 * competition" ranking, as a league table shows it). Rows of equal value keep their input order.
 */
export function ranked<T>(rows: readonly T[], value: (row: T) => number): (T & { rank: number })[] {
  const sorted = rows.map((row, i) => ({ row, i, v: value(row) })).toSorted((a, b) => b.v - a.v || a.i - b.i);
  let rank = 0;
  return sorted.map((x, position) => {
    if (position === 0 || x.v !== sorted[position - 1]!.v) rank = position + 1;
    return { ...x.row, rank };
  });
}

/**
 * Each row's share of the whole, in percent with 2 decimals (the shares of rounded rows may add up to 99.99 or
 * 100.01; the totals row always says 100 when there is anything).
 */
export function shares(amounts: readonly number[]): number[] {
  const whole = amounts.reduce((s, a) => s + a, 0);
  return amounts.map((a) => percentOf(a, whole));
}

/**
 * The totals of a table: each summed `number` column added up, each summed `money` column added up in centavos and
 * written as pesos (so the total equals the sum of the rows exactly); every other number, money or percent column
 * takes its value from `overall` (an overall average or percentage — a sum of those means nothing), else null.
 * Text, date and month columns have no total. Null cells count as 0.
 */
export function tableTotals(
  columns: readonly { key: string; type: ColumnType; summed: boolean }[],
  rows: readonly Row[],
  overall: Record<string, number | null> = {},
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const c of columns) {
    if (c.type !== 'number' && c.type !== 'money' && c.type !== 'percent') continue;
    if (!c.summed || c.type === 'percent') out[c.key] = overall[c.key] ?? null;
    else if (c.type === 'number') out[c.key] = rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0);
    else out[c.key] = fromMinor(rows.reduce((s, r) => s + toMinor(Number(r[c.key] ?? 0)), 0));
  }
  return out;
}

/** The months `YYYY-MM` from the month of `from` to the month of `to`, in order. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return out;
    out.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/** The first and last day of month `YYYY-MM`. */
export function monthBounds(month: string): { start: string; end: string } {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { start: `${month}-01`, end: addDays(next, -1) };
}

/**
 * What a line earns inside `[from, to]` (generated income): its price per day × spots for each of its days in the
 * range, plus its print price × spots when its first day is in the range (printing is charged once, at the start).
 * Centavos.
 */
export function earnedMinor(
  line: { start: string; end: string; priceMinor: number; printMinor: number; spots: number },
  from: string,
  to: string,
): number {
  const spots = Math.max(1, Math.trunc(line.spots));
  const days = overlapDays(line.start, line.end, from, to);
  const print = line.start >= from && line.start <= to ? line.printMinor * spots : 0;
  return line.priceMinor * days * spots + print;
}
