/**
 * The filters of the availability views (product.md §2 availability, availability/dashboard, media-availability;
 * api-catalogue.md "Availability"; contract src/api/contract/availability-views.ts `viewQuery`): pure, no React and
 * no I/O, shared by the screens, their route files (`validateSearch`) and the tests.
 *
 * - The filters live in the URL search string (parsed by search.ts, kept light for the route files) under the contract's own names (`from`, `to`, `media_type`,
 *   `category`, `country`, `state`, `city`, `provider`, `filter`), so a filtered view can be bookmarked or shared
 *   and survives going to a unit's contracts and back. A value that does not parse is dropped (never a 404).
 * - Range: ISO dates `YYYY-MM-DD`, both ends included. Without one the views read the VIEW_DEFAULT_DAYS (30) days
 *   from today (the device's date, sent explicitly so the server and the device agree on "today"); at most
 *   VIEW_MAX_DAYS (366) days — a longer or reversed range is not sent (the screen says why).
 */
import { VIEW_DEFAULT_DAYS, VIEW_MAX_DAYS } from '#src/api/contract/availability-views.ts';
import { rangeProblem, type RangeProblem } from '#src/domain/dashboard-rules.ts';
import { addDays } from '#src/lib/dates.ts';
import { compactFilters, type ViewFilters } from './search.ts';

export { VIEW_DEFAULT_DAYS, VIEW_MAX_DAYS };

export { VIEW_CATEGORIES, compactFilters, parseViewFilters, type ViewCategory, type ViewFilters } from './search.ts';

/** The query every view endpoint takes (the range always filled in). */
export interface ViewQuery extends Omit<ViewFilters, 'from' | 'to'> {
  from: string;
  to: string;
}

/** How many filters besides the range are set (the "Clear filters" button shows it). */
export function activeFilterCount(filters: ViewFilters): number {
  return Object.entries(compactFilters(filters)).filter(([key]) => key !== 'from' && key !== 'to').length;
}

/**
 * The range the views read: the one given, else the default (VIEW_DEFAULT_DAYS from `today`); with only `from`,
 * VIEW_DEFAULT_DAYS from it.
 * @param today ISO date of the device
 */
export function viewRange(filters: Pick<ViewFilters, 'from' | 'to'>, today: string): { from: string; to: string } {
  if (filters.from && filters.to) return { from: filters.from, to: filters.to };
  const from = filters.from ?? today;
  return { from, to: addDays(from, VIEW_DEFAULT_DAYS - 1) };
}

/** Why the range cannot be read (`order`: ends before it starts; `too_long`: over VIEW_MAX_DAYS), or null. */
export function viewRangeProblem(range: { from: string; to: string }): RangeProblem {
  return rangeProblem(range.from, range.to, VIEW_MAX_DAYS);
}

/**
 * The query of the view endpoints for `filters` (range filled in, empty values left out), or null when the range
 * is refused (see viewRangeProblem).
 */
export function viewQueryOf(filters: ViewFilters, today: string): ViewQuery | null {
  const range = viewRange(filters, today);
  if (viewRangeProblem(range)) return null;
  return { ...compactFilters(filters), ...range };
}
