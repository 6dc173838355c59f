/**
 * The filter model of the campaign editor's unit selection (spec
 * product.md §3 "advanced filters", §5 "units need their media type's dates
 * first"): pure, no React and no I/O, so the map, the list and the benchmark
 * share it.
 *
 * A unit is "available in the chosen dates" when none of its `busy` periods
 * (days every spot is taken by other campaigns) overlaps the dates chosen for
 * its country's media type. A unit whose media type has no dates yet cannot
 * be judged: it stays listed, flagged `no-dates`, even with `availableOnly`
 * (the screen tells the person to choose those dates first).
 *
 * Dates are ISO `YYYY-MM-DD` strings, compared as strings (which orders them
 * correctly); prices are pesos per day. Built for 5,000 units per keystroke:
 * the searchable text is folded once per units array (cached), and a filter
 * pass allocates only its result.
 */
import type { AdvancedFilters, AvailableUnit, CampaignDetail, Period } from '#src/api/contract/campaigns.ts';
import { foldText } from '#src/lib/text.ts';

/** What the unit selection filters on. Every field is optional; undefined matches everything. */
export interface UnitFilters {
  mediaTypeId?: number | undefined;
  countryId?: number | undefined;
  stateId?: number | undefined;
  /** Several states chosen at the advanced-filters step; ignored while `stateId` is set. */
  stateIds?: readonly number[] | undefined;
  cityId?: number | undefined;
  /** Several cities chosen at the advanced-filters step; ignored while `cityId` is set. */
  cityIds?: readonly number[] | undefined;
  /** Pesos per day, inclusive. */
  minPrice?: number | undefined;
  /** Pesos per day, inclusive. */
  maxPrice?: number | undefined;
  /** People per day, inclusive. */
  minDailyTraffic?: number | undefined;
  /** 'A', 'B', … as the units carry it. */
  side?: string | undefined;
  /** Hide units that are busy on their media type's chosen dates (units without dates stay). */
  availableOnly?: boolean | undefined;
  /** Free text matched against title, SKU and address, ignoring case and accents. */
  search?: string | undefined;
}

/** The chosen dates of a country's media type, or null when it has none yet. */
export type DatesOf = (countryId: number, mediaTypeId: number) => Period | null;

/** How a unit stands on its media type's chosen dates. */
export type Availability = 'available' | 'busy' | 'no-dates';

/** The fields of a unit the filters read. */
export type FilterableUnit = Pick<
  AvailableUnit,
  | 'title'
  | 'sku'
  | 'address'
  | 'country_id'
  | 'state_id'
  | 'city_id'
  | 'media_type_id'
  | 'price'
  | 'daily_traffic'
  | 'side'
  | 'busy'
>;

/**
 * The chosen dates of each country's media types in a campaign
 * (`countries[].media_types[].start_date/end_date`), as a lookup.
 * @returns `datesOf(countryId, mediaTypeId)`: the period, or null when either date is missing
 */
export function datesLookup(campaign: Pick<CampaignDetail, 'countries'>): DatesOf {
  const byCountry = new Map<number, Map<number, Period>>();
  for (const c of campaign.countries) {
    const types = new Map<number, Period>();
    for (const m of c.media_types)
      if (m.start_date && m.end_date) types.set(m.media_type_id, { start: m.start_date, end: m.end_date });
    byCountry.set(c.id, types);
  }
  return (countryId, mediaTypeId) => byCountry.get(countryId)?.get(mediaTypeId) ?? null;
}

/** True when one of `busy` shares at least one day with `start`..`end` (both ends included). */
export function overlapsBusy(busy: readonly Period[], start: string, end: string): boolean {
  for (let i = 0; i < busy.length; i++) {
    const b = busy[i]!;
    if (b.start <= end && b.end >= start) return true;
  }
  return false;
}

/** `available`, `busy` (a busy period overlaps the chosen dates) or `no-dates` (its media type has none yet). */
export function availabilityOf(
  unit: Pick<FilterableUnit, 'busy' | 'country_id' | 'media_type_id'>,
  datesOf: DatesOf,
): Availability {
  const dates = datesOf(unit.country_id, unit.media_type_id);
  if (!dates) return 'no-dates';
  return overlapsBusy(unit.busy, dates.start, dates.end) ? 'busy' : 'available';
}

const searchCache = new WeakMap<readonly FilterableUnit[], string[]>();

/** Folded `title sku address` of each unit, aligned with `units`; computed once per array (cached by identity). */
export function searchTextOf(units: readonly FilterableUnit[]): string[] {
  let text = searchCache.get(units);
  if (!text) {
    text = units.map((u) => foldText(`${u.title} ${u.sku} ${u.address}`));
    searchCache.set(units, text);
  }
  return text;
}

/**
 * The units that pass `filters`, in their original order.
 * @param units the campaign's available units (keep the same array between calls: its search text is cached)
 * @param datesOf the chosen dates per country and media type (see datesLookup)
 * @returns a new array (the only allocation of a pass, besides the search text the first time a search runs on `units`)
 */
export function filterUnits<T extends FilterableUnit>(
  units: readonly T[],
  filters: UnitFilters,
  datesOf: DatesOf,
): T[] {
  const { mediaTypeId, countryId, stateId, cityId, minPrice, maxPrice, minDailyTraffic, side, availableOnly } = filters;
  const stateIds = stateId === undefined && filters.stateIds?.length ? filters.stateIds : undefined;
  const cityIds = cityId === undefined && filters.cityIds?.length ? filters.cityIds : undefined;
  const term = foldText(filters.search?.trim() ?? '');
  const text = term ? searchTextOf(units) : undefined;
  const out: T[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (mediaTypeId !== undefined && u.media_type_id !== mediaTypeId) continue;
    if (countryId !== undefined && u.country_id !== countryId) continue;
    if (stateId !== undefined && u.state_id !== stateId) continue;
    if (stateIds && !stateIds.includes(u.state_id)) continue;
    if (cityId !== undefined && u.city_id !== cityId) continue;
    if (cityIds && !cityIds.includes(u.city_id)) continue;
    if (minPrice !== undefined && u.price < minPrice) continue;
    if (maxPrice !== undefined && u.price > maxPrice) continue;
    if (minDailyTraffic !== undefined && u.daily_traffic < minDailyTraffic) continue;
    if (side !== undefined && u.side !== side) continue;
    if (text && !text[i]!.includes(term)) continue;
    if (availableOnly && availabilityOf(u, datesOf) === 'busy') continue;
    out.push(u);
  }
  return out;
}

/**
 * The unit selection's starting filters from the campaign's advanced-filters
 * step: one chosen state or city becomes `stateId`/`cityId` (a choice the
 * screen's selects can show), several stay as `stateIds`/`cityIds`.
 */
export function filtersFromAdvanced(advanced: AdvancedFilters): UnitFilters {
  const states = advanced.state_ids ?? [];
  const cities = advanced.city_ids ?? [];
  const filters: UnitFilters = {};
  if (states.length === 1) filters.stateId = states[0];
  else if (states.length > 1) filters.stateIds = states;
  if (cities.length === 1) filters.cityId = cities[0];
  else if (cities.length > 1) filters.cityIds = cities;
  if (advanced.min_price !== undefined) filters.minPrice = advanced.min_price;
  if (advanced.max_price !== undefined) filters.maxPrice = advanced.max_price;
  if (advanced.min_daily_traffic !== undefined) filters.minDailyTraffic = advanced.min_daily_traffic;
  if (advanced.side) filters.side = advanced.side;
  return filters;
}

/** The values the units offer for each filter: what the selects list and the number inputs allow. */
export interface Facets {
  mediaTypeIds: number[];
  countryIds: number[];
  /** State id → its country id. */
  states: Map<number, number>;
  /** City id → its state id. */
  cities: Map<number, number>;
  /** Sorted. */
  sides: string[];
  /** Lowest and highest price per day (0, 0 when no units). */
  price: { min: number; max: number };
  /** Highest daily traffic (0 when no units). */
  maxDailyTraffic: number;
}

/** The facets of a set of units, in one pass. */
export function facetsOf(units: readonly FilterableUnit[]): Facets {
  const mediaTypes = new Set<number>();
  const countries = new Set<number>();
  const states = new Map<number, number>();
  const cities = new Map<number, number>();
  const sides = new Set<string>();
  let min = Infinity;
  let max = -Infinity;
  let traffic = 0;
  for (const u of units) {
    mediaTypes.add(u.media_type_id);
    countries.add(u.country_id);
    states.set(u.state_id, u.country_id);
    cities.set(u.city_id, u.state_id);
    if (u.side) sides.add(u.side);
    if (u.price < min) min = u.price;
    if (u.price > max) max = u.price;
    if (u.daily_traffic > traffic) traffic = u.daily_traffic;
  }
  return {
    mediaTypeIds: [...mediaTypes],
    countryIds: [...countries],
    states,
    cities,
    sides: [...sides].toSorted(),
    price: units.length ? { min, max } : { min: 0, max: 0 },
    maxDailyTraffic: traffic,
  };
}

/** True when no filter narrows anything (the "clear filters" button is then hidden). */
export function isEmptyFilter(filters: UnitFilters): boolean {
  return Object.entries(filters).every(
    ([key, value]) =>
      value === undefined ||
      value === '' ||
      value === false ||
      (key.endsWith('Ids') && Array.isArray(value) && value.length === 0),
  );
}
