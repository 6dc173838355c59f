/**
 * Pure month-grid and range-selection logic of the date-range picker
 * (spec product.md §2 "date-range picker (blocked, in-range, start and end
 * cells)", §9 "calendar 7 columns"). Weeks start on Monday. Dates are ISO
 * 'YYYY-MM-DD' strings; no React, no I/O.
 */
import { Temporal } from 'temporal-polyfill';
import { compareDates, toPlainDate } from './dates.ts';

/** A range being chosen: ISO dates, either end may be missing. */
export interface DateRange {
  start?: string;
  end?: string;
}

/** Which days cannot be chosen: a list of ISO dates or a predicate. */
export type BlockedDays = readonly string[] | ((date: string) => boolean);

/** One cell of the month grid. */
export interface DayCell {
  /** ISO date of the cell. */
  date: string;
  /** Day of the month, 1–31. */
  day: number;
  /** False for the leading/trailing days of the neighbouring months. */
  inMonth: boolean;
}

/** Columns of the grid (spec §9): Monday … Sunday. */
export const WEEK_LENGTH = 7;
/** Rows of the grid: always 6 weeks, so the popup does not change height. */
export const GRID_WEEKS = 6;

/**
 * The 6 × 7 grid of the month `month` (1–12) of `year`, Monday first,
 * padded with the neighbouring months' days.
 */
export function monthGrid(year: number, month: number): DayCell[][] {
  const first = Temporal.PlainDate.from({ year, month, day: 1 });
  let cursor = first.subtract({ days: first.dayOfWeek - 1 }); // dayOfWeek: Monday = 1
  const weeks: DayCell[][] = [];
  for (let w = 0; w < GRID_WEEKS; w++) {
    const week: DayCell[] = [];
    for (let d = 0; d < WEEK_LENGTH; d++) {
      week.push({ date: cursor.toString(), day: cursor.day, inMonth: cursor.month === month && cursor.year === year });
      cursor = cursor.add({ days: 1 });
    }
    weeks.push(week);
  }
  return weeks;
}

/** A predicate telling whether a day is blocked, from either form of {@link BlockedDays}. */
export function blockedPredicate(blocked: BlockedDays | undefined): (date: string) => boolean {
  if (!blocked) return () => false;
  if (typeof blocked === 'function') return blocked;
  const set = new Set(blocked);
  return (date) => set.has(date);
}

/** True when `date` cannot be chosen: blocked, before `min` or after `max`. */
export function isUnavailable(date: string, isBlocked: (date: string) => boolean, min?: string, max?: string): boolean {
  return (
    isBlocked(date) ||
    (min !== undefined && compareDates(date, min) < 0) ||
    (max !== undefined && compareDates(date, max) > 0)
  );
}

/** True when some day from `start` to `end` (both included) is unavailable. */
export function rangeHasUnavailable(start: string, end: string, isUnavailableDay: (date: string) => boolean): boolean {
  let cursor = toPlainDate(start);
  const last = toPlainDate(end);
  while (Temporal.PlainDate.compare(cursor, last) <= 0) {
    if (isUnavailableDay(cursor.toString())) return true;
    cursor = cursor.add({ days: 1 });
  }
  return false;
}

/** How a day relates to the chosen range. */
export interface RangeMarks {
  start: boolean;
  end: boolean;
  /** Strictly between start and end. */
  inRange: boolean;
}

/** Marks of `date` against `range` (a lone start marks only itself). */
export function rangeMarks(date: string, range: DateRange): RangeMarks {
  const start = range.start !== undefined && date === range.start;
  const end = range.end !== undefined && date === range.end;
  const inRange =
    range.start !== undefined &&
    range.end !== undefined &&
    compareDates(date, range.start) > 0 &&
    compareDates(date, range.end) < 0;
  return { start, end, inRange };
}

/** Result of a click on a day: the new range, or a refusal. */
export type SelectResult = { ok: true; range: DateRange } | { ok: false; reason: 'unavailable' | 'blocked-in-range' };

/**
 * Next range after the user picks `date`:
 * - an unavailable day is refused;
 * - with no start, or a complete range, the day starts a new range;
 * - a day before the start moves the start;
 * - otherwise it ends the range, unless an unavailable day lies inside (refused).
 */
export function selectDay(range: DateRange, date: string, isUnavailableDay: (date: string) => boolean): SelectResult {
  if (isUnavailableDay(date)) return { ok: false, reason: 'unavailable' };
  if (range.start === undefined || range.end !== undefined) return { ok: true, range: { start: date } };
  if (compareDates(date, range.start) < 0) return { ok: true, range: { start: date } };
  if (rangeHasUnavailable(range.start, date, isUnavailableDay)) return { ok: false, reason: 'blocked-in-range' };
  return { ok: true, range: { start: range.start, end: date } };
}

/** Keys that move the focused day, and by how much. */
const MOVES: Record<string, { days?: number; weeks?: number; months?: number }> = {
  ArrowLeft: { days: -1 },
  ArrowRight: { days: 1 },
  ArrowUp: { weeks: -1 },
  ArrowDown: { weeks: 1 },
  PageUp: { months: -1 },
  PageDown: { months: 1 },
};

/**
 * The day focus moves to when `key` is pressed on `date` (arrows: ±1 day /
 * ±1 week; PageUp/PageDown: ±1 month; Home/End: Monday/Sunday of the week),
 * or undefined for other keys.
 */
export function moveFocus(date: string, key: string): string | undefined {
  const from = toPlainDate(date);
  if (key === 'Home') return from.subtract({ days: from.dayOfWeek - 1 }).toString();
  if (key === 'End') return from.add({ days: WEEK_LENGTH - from.dayOfWeek }).toString();
  const move = MOVES[key];
  return move ? from.add(move).toString() : undefined;
}
