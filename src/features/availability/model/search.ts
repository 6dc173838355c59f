/**
 * The availability views' filters as the URL carries them (product.md §2 availability, availability/dashboard,
 * availability/temporary, media-availability; contract `viewQuery` names): what the route files' `validateSearch`
 * runs. Deliberately free of imports — route definitions load with the app's first chunk (only their components
 * are split off), so this must not pull the contract's schemas or the date library into the sign-in page.
 *
 * Keys: `from`, `to` (ISO `YYYY-MM-DD`, a real calendar date), `media_type`, `country`, `state`, `city`,
 * `provider` (ids 1 … 2³¹ − 1), `category` (media-print, media-digital, materials-print), `filter` (text, trimmed,
 * ≤ 120 characters). A value that does not parse is dropped (never a 404).
 */

/** Unit categories the views filter on (contract `viewQuery.category`). */
export const VIEW_CATEGORIES = ['media-print', 'media-digital', 'materials-print'] as const;
export type ViewCategory = (typeof VIEW_CATEGORIES)[number];

/** What the views filter on; every field optional (undefined: any). Ids are whole numbers ≥ 1. */
export interface ViewFilters {
  /** First day, ISO. */
  from?: string | undefined;
  /** Last day, ISO (included). */
  to?: string | undefined;
  media_type?: number | undefined;
  category?: ViewCategory | undefined;
  country?: number | undefined;
  state?: number | undefined;
  city?: number | undefined;
  /** A provider (media owner); a provider's own account always sees only its units. */
  provider?: number | undefined;
  /** Part of the title, SKU or address (≤ 120 characters). */
  filter?: string | undefined;
}

const ID_KEYS = ['media_type', 'country', 'state', 'city', 'provider'] as const;

/** A whole number 1 … 2³¹ − 1 from a URL value (string or number), else undefined. */
function idOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** True for a real calendar date written `YYYY-MM-DD` ('2027-02-30' is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The filters in a URL search object (a route's `validateSearch`): known keys that parse, the rest dropped.
 * @example parseViewFilters({ media_type: '3', from: '2027-03-01', x: 1 }) → { media_type: 3, from: '2027-03-01' }
 */
export function parseViewFilters(search: Record<string, unknown>): ViewFilters {
  const out: ViewFilters = {};
  if (isCalendarDate(search.from)) out.from = search.from;
  if (isCalendarDate(search.to)) out.to = search.to;
  for (const key of ID_KEYS) {
    const id = idOf(search[key]);
    if (id !== undefined) out[key] = id;
  }
  if ((VIEW_CATEGORIES as readonly unknown[]).includes(search.category)) out.category = search.category as ViewCategory;
  if (typeof search.filter === 'string' && search.filter.trim()) out.filter = search.filter.trim().slice(0, 120);
  return out;
}

/** `filters` with the undefined and empty values left out (what goes in the URL). */
export function compactFilters(filters: ViewFilters): ViewFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as ViewFilters;
}
