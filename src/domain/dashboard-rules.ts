/**
 * Rules of the boards and availability views, shared by the device and the reference server (product.md §1
 * dashboards, §2 availability and media-availability, §3 "Dashboard data"; api-catalogue.md "Dashboards",
 * "Availability"; issue 18; docs/dashboards-availability.md). No DOM, no database: plain functions over numbers
 * and ISO dates (YYYY-MM-DD, both ends of a range included).
 *
 * - Date ranges of a board or view: `from`..`to`, at most a given number of days (`rangeProblem`).
 * - Occupancy = busy unit-days / available unit-days (`occupancyPercent`), a percent with 2 decimals; spot
 *   occupancy = sold spot-days / available spot-days, the same rule over spots.
 * - Average price per day = Σ (price × days × spots) / Σ (days × spots), in pesos per day and spot, computed on
 *   centavos and rounded half up to the centavo (`averagePricePerDay`).
 * - Rankings: by value, highest first; equal values share a rank and the next rank skips ("1, 2, 2, 4"), ties
 *   ordered by label; each row's share of the total in percent (`rankRows`).
 * - The units × days grid: one letter per day, `f` free, `h` held (reservations, bookings), `b` busy
 *   (contracts) (`DAY_STATE`, `countDayStates`).
 */
import { addDays, inclusiveDays } from '#src/lib/dates.ts';

/** Letters of the units × days grid: free (a spot is left), held (reservations take every spot), busy (contracts do). */
export const DAY_STATE = { free: 'f', held: 'h', busy: 'b' } as const;
export type DayState = keyof typeof DAY_STATE;

/** Why a range is refused: `order` (to before from) or `too_long` (more than the allowed days); null when it is fine. */
export type RangeProblem = 'order' | 'too_long' | null;

/**
 * Checks a date range (both ends included).
 * @param maxDays the longest range allowed, days
 */
export function rangeProblem(from: string, to: string, maxDays: number): RangeProblem {
  if (to < from) return 'order';
  return inclusiveDays(from, to) > maxDays ? 'too_long' : null;
}

/**
 * The range a board reads when the caller gives none or one end: `days` days ending on `to` (default `today`), or
 * starting on `from` when only `from` is given.
 */
export function defaultRange(
  today: string,
  days: number,
  given: { from?: string | undefined; to?: string | undefined },
  anchor: 'past' | 'future' = 'past',
): { from: string; to: string } {
  if (given.from && given.to) return { from: given.from, to: given.to };
  if (given.from) return { from: given.from, to: addDays(given.from, days - 1) };
  if (given.to) return { from: addDays(given.to, -(days - 1)), to: given.to };
  return anchor === 'past'
    ? { from: addDays(today, -(days - 1)), to: today }
    : { from: today, to: addDays(today, days - 1) };
}

/**
 * Days `start`..`end` shares with `from`..`to`, both ends included (0 when they do not meet).
 * Dates are ISO strings, compared as text.
 */
export function overlapDays(start: string, end: string, from: string, to: string): number {
  const a = start > from ? start : from;
  const b = end < to ? end : to;
  return b < a ? 0 : inclusiveDays(a, b);
}

/** `part` of `whole` in percent with 2 decimals (0 when `whole` is 0). */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.round((part / whole) * 10_000) / 100;
}

/** Occupancy in percent with 2 decimals: busy unit-days / available unit-days (0 with nothing available). */
export function occupancyPercent(busyUnitDays: number, availableUnitDays: number): number {
  return percentOf(Math.min(busyUnitDays, availableUnitDays), availableUnitDays);
}

/**
 * Average price per day and spot, pesos with 2 decimals, from the sold amount in centavos and the sold spot-days:
 * amount / spot-days rounded half up to the centavo; null when nothing was sold (no spot-days).
 */
export function averagePricePerDay(amountMinor: number, spotDays: number): number | null {
  if (!(spotDays > 0)) return null;
  return Math.round(amountMinor / spotDays) / 100;
}

/** Adds amounts in pesos on their centavos, so a column of 0.1 + 0.2 totals 0.3. */
export function sumMoney(values: readonly (number | null)[]): number {
  return values.reduce<number>((sum, x) => sum + Math.round((x ?? 0) * 100), 0) / 100;
}

/** A row of a ranking: its value, 1-based rank (shared by ties) and share of the total (percent, 2 decimals). */
export interface Ranked<T> {
  row: T;
  rank: number;
  share: number;
}

/**
 * Ranks rows by `value`, highest first (module doc): ties share a rank and the next rank skips, ties are ordered
 * by `label` (then kept in input order); each row's share of the Σ of values. `limit` keeps the first rows (after
 * ranking, so a row's rank and share do not depend on it).
 */
export function rankRows<T>(
  rows: readonly T[],
  value: (row: T) => number,
  label: (row: T) => string,
  limit = Infinity,
): Ranked<T>[] {
  const total = rows.reduce((sum, r) => sum + value(r), 0);
  const sorted = rows
    .map((row, i) => ({ row, i }))
    .toSorted((a, b) => value(b.row) - value(a.row) || label(a.row).localeCompare(label(b.row)) || a.i - b.i);
  const out: Ranked<T>[] = [];
  sorted.forEach(({ row }, i) => {
    const prev = out[i - 1];
    const rank = prev && value(prev.row) === value(row) ? prev.rank : i + 1;
    out.push({ row, rank, share: percentOf(value(row), total) });
  });
  return out.slice(0, limit);
}

/** Days of each state in a grid row (`days`: one DAY_STATE letter per day). */
export function countDayStates(days: string): Record<DayState, number> {
  const out = { free: 0, held: 0, busy: 0 };
  for (const ch of days) {
    if (ch === DAY_STATE.busy) out.busy += 1;
    else if (ch === DAY_STATE.held) out.held += 1;
    else out.free += 1;
  }
  return out;
}

/**
 * The state of one unit over a range, from its grid row: `busy` with at least one busy day, `held` with a held day
 * and no busy one, else `free` (units by media type).
 */
export function rangeState(days: string): DayState {
  if (days.includes(DAY_STATE.busy)) return 'busy';
  return days.includes(DAY_STATE.held) ? 'held' : 'free';
}

/** The ISO date of day `index` (0-based) of a range starting on `from` (grid columns). */
export const gridDate = (from: string, index: number): string => addDays(from, index);
