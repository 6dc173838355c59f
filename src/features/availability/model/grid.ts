/**
 * The units × days grid as the device draws it (product.md §2 availability list; contract
 * src/api/contract/availability-views.ts `unitPrint`; docs/dashboards-availability.md "The units × days grid"): pure,
 * no React and no I/O, shared by the grid, the map, the temporary-holds list, the tests and the benchmark.
 *
 * - A grid row carries `days`: one letter per day from the range's `from` (src/domain/dashboard-rules.ts
 *   `DAY_STATE`: `f` free, `h` held, `b` busy), decoded here (`dayStateAt`); an unknown letter or a day past the
 *   string reads free, as `countDayStates` counts it.
 * - Columns are the range's days (`gridColumns`), grouped into months for the headers (`monthSpans`).
 * - The server answers the grid in pages (`page`, `per_page` ≤ 500); the screen reads the page(s) holding the rows
 *   in view (`pagesInView`), so 5,000 units cost two pages in memory at a time.
 */
import { DAY_STATE, countDayStates, rangeState, type DayState } from '#src/domain/dashboard-rules.ts';
import { addDays, toPlainDate } from '#src/lib/dates.ts';

export { countDayStates, rangeState, type DayState };

/** Rows the grid asks the server for at a time (the contract's maximum `per_page`). */
export const GRID_PAGE_SIZE = 500;

const STATE_OF_LETTER: Readonly<Record<string, DayState>> = {
  [DAY_STATE.free]: 'free',
  [DAY_STATE.held]: 'held',
  [DAY_STATE.busy]: 'busy',
};

/** The state of day `index` (0-based from the range's `from`) of a row's `days`. */
export function dayStateAt(days: string, index: number): DayState {
  return STATE_OF_LETTER[days.charAt(index)] ?? 'free';
}

/** One day column: its ISO date, day of the month and ISO weekday (1 Monday … 7 Sunday). */
export interface DayColumn {
  date: string;
  day: number;
  weekday: number;
}

/**
 * The day columns of a range of `count` days starting on `from` (ISO).
 * @throws RangeError when `from` is not a real ISO date
 */
export function gridColumns(from: string, count: number): DayColumn[] {
  const start = toPlainDate(from);
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const d = start.add({ days: i });
    return { date: d.toString(), day: d.day, weekday: d.dayOfWeek };
  });
}

/** A month over the columns: `first` column index and how many columns it covers. */
export interface MonthSpan {
  /** `YYYY-MM`. */
  key: string;
  year: number;
  month: number;
  first: number;
  count: number;
}

/** The months the columns cover, in order (a range of 90 days from 15 March: March, April, May, June). */
export function monthSpans(columns: readonly DayColumn[]): MonthSpan[] {
  const spans: MonthSpan[] = [];
  columns.forEach((c, i) => {
    const key = c.date.slice(0, 7);
    const last = spans.at(-1);
    if (last?.key === key) last.count += 1;
    else spans.push({ key, year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), first: i, count: 1 });
  });
  return spans;
}

/** The 1-based page holding row `index` (0-based) for pages of `size` rows. */
export const pageOfRow = (index: number, size = GRID_PAGE_SIZE): number => Math.floor(Math.max(0, index) / size) + 1;

/** The pages holding rows `first`..`last` (0-based, both included): one or two (a window never spans more). */
export function pagesInView(first: number, last: number, size = GRID_PAGE_SIZE): [number, number] {
  const a = pageOfRow(first, size);
  return [a, Math.max(a, pageOfRow(last, size))];
}

/** A run of consecutive days of one state: ISO `start` and `end`, both included, and its length in days. */
export interface DayRun {
  start: string;
  end: string;
  days: number;
}

/**
 * The runs of consecutive days in `state` of a row (temporary holds: each held period), in order.
 * @param from ISO date of the row's first day
 */
export function runsOf(days: string, from: string, state: DayState): DayRun[] {
  const letter = DAY_STATE[state];
  const runs: DayRun[] = [];
  let start = -1;
  for (let i = 0; i <= days.length; i++) {
    const inRun =
      i < days.length && (days.charAt(i) === letter || (state === 'free' && !STATE_OF_LETTER[days.charAt(i)]));
    if (inRun && start < 0) start = i;
    if (!inRun && start >= 0) {
      runs.push({ start: addDays(from, start), end: addDays(from, i - 1), days: i - start });
      start = -1;
    }
  }
  return runs;
}
