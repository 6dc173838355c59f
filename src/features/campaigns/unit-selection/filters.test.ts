/** The unit selection's filter model, on worked examples (spec §3 advanced filters, §5 dates first). */
import { describe, expect, it } from 'vitest';
import type { AvailableUnit } from '#src/api/contract/campaigns.ts';
import { makeUnit } from '../testing/fixtures.ts';
import {
  availabilityOf,
  datesLookup,
  facetsOf,
  filterUnits,
  filtersFromAdvanced,
  isEmptyFilter,
  overlapsBusy,
  searchTextOf,
} from './filters.ts';

const unit = makeUnit;

// México (10): media type 1 from 1 to 30 December, media type 3 without dates; Colombia (20): media type 1 in January.
const datesOf = datesLookup({
  countries: [
    {
      id: 10,
      name: 'México',
      budget: null,
      media_types: [
        { media_type_id: 1, start_date: '2026-12-01', end_date: '2026-12-30', periods: null, percent: null },
        { media_type_id: 3, start_date: null, end_date: null, periods: null, percent: null },
      ],
    },
    {
      id: 20,
      name: 'Colombia',
      budget: null,
      media_types: [
        { media_type_id: 1, start_date: '2027-01-01', end_date: '2027-01-31', periods: null, percent: null },
      ],
    },
  ],
});

const units = [
  unit(1, {
    title: 'Pantalla Reforma',
    address: 'Paseo de la Reforma 222',
    price: 150,
    daily_traffic: 40_000,
    side: 'A',
  }),
  unit(2, {
    title: 'Valla Insurgentes',
    busy: [{ start: '2026-12-20', end: '2027-01-05' }],
    price: 90,
    state_id: 101,
    city_id: 1010,
  }),
  unit(3, {
    title: 'Paradero Polanco',
    media_type_id: 3,
    price: 40,
    daily_traffic: 3_000,
    busy: [{ start: '2026-12-01', end: '2026-12-31' }],
  }),
  unit(4, {
    title: 'Valla Poblado — Medellín',
    country_id: 20,
    state_id: 200,
    city_id: 2000,
    busy: [{ start: '2026-12-20', end: '2026-12-31' }],
    price: 120,
  }),
];
const ids = (xs: readonly AvailableUnit[]) => xs.map((u) => u.id);

describe('datesLookup and availability', () => {
  it("reads each country's media type dates; a missing date means none", () => {
    expect(datesOf(10, 1)).toEqual({ start: '2026-12-01', end: '2026-12-30' });
    expect(datesOf(10, 3)).toBeNull();
    expect(datesOf(20, 3)).toBeNull();
    expect(datesOf(99, 1)).toBeNull();
  });

  it('a busy period overlapping the chosen dates by one day is enough; touching the day after is not', () => {
    expect(overlapsBusy([{ start: '2026-12-30', end: '2027-01-02' }], '2026-12-01', '2026-12-30')).toBe(true);
    expect(overlapsBusy([{ start: '2026-11-01', end: '2026-12-01' }], '2026-12-01', '2026-12-30')).toBe(true);
    expect(overlapsBusy([{ start: '2026-12-31', end: '2027-01-02' }], '2026-12-01', '2026-12-30')).toBe(false);
    expect(overlapsBusy([], '2026-12-01', '2026-12-30')).toBe(false);
  });

  it('unit 2 is busy in December, unit 4 is free in January, unit 3 has no dates to judge', () => {
    expect(units.map((u) => availabilityOf(u, datesOf))).toEqual(['available', 'busy', 'no-dates', 'available']);
  });
});

describe('filterUnits', () => {
  it('no filter keeps every unit in order', () => {
    expect(ids(filterUnits(units, {}, datesOf))).toEqual([1, 2, 3, 4]);
  });

  it('media type, country, state, city and side', () => {
    expect(ids(filterUnits(units, { mediaTypeId: 3 }, datesOf))).toEqual([3]);
    expect(ids(filterUnits(units, { countryId: 20 }, datesOf))).toEqual([4]);
    expect(ids(filterUnits(units, { stateId: 101 }, datesOf))).toEqual([2]);
    expect(ids(filterUnits(units, { cityId: 1000 }, datesOf))).toEqual([1, 3]);
    expect(ids(filterUnits(units, { side: 'A' }, datesOf))).toEqual([1]);
  });

  it('price per day and daily traffic bounds are inclusive', () => {
    expect(ids(filterUnits(units, { minPrice: 90, maxPrice: 120 }, datesOf))).toEqual([2, 4]);
    expect(ids(filterUnits(units, { maxPrice: 40 }, datesOf))).toEqual([3]);
    expect(ids(filterUnits(units, { minDailyTraffic: 10_000 }, datesOf))).toEqual([1, 2, 4]);
  });

  it('available only hides the busy unit but keeps the one whose media type has no dates', () => {
    expect(ids(filterUnits(units, { availableOnly: true }, datesOf))).toEqual([1, 3, 4]);
  });

  it('search ignores case and accents and reads title, SKU and address', () => {
    expect(ids(filterUnits(units, { search: 'medellin' }, datesOf))).toEqual([4]);
    expect(ids(filterUnits(units, { search: ' REFORMA 222 ' }, datesOf))).toEqual([1]);
    expect(ids(filterUnits(units, { search: 'sku-3' }, datesOf))).toEqual([3]);
    expect(ids(filterUnits(units, { search: '   ' }, datesOf))).toEqual([1, 2, 3, 4]);
  });

  it('several states or cities from the advanced filters; a single chosen one wins over them', () => {
    expect(ids(filterUnits(units, { stateIds: [101, 200] }, datesOf))).toEqual([2, 4]);
    expect(ids(filterUnits(units, { stateIds: [101, 200], stateId: 100 }, datesOf))).toEqual([1, 3]);
    expect(ids(filterUnits(units, { cityIds: [1010, 2000] }, datesOf))).toEqual([2, 4]);
  });

  it('filters combine', () => {
    expect(
      ids(filterUnits(units, { countryId: 10, mediaTypeId: 1, availableOnly: true, minPrice: 100 }, datesOf)),
    ).toEqual([1]);
  });

  it('folds the search text once per units array', () => {
    expect(searchTextOf(units)).toBe(searchTextOf(units));
    expect(searchTextOf(units)[3]).toBe('valla poblado — medellin sku-4 calle 4');
  });
});

describe('filtersFromAdvanced', () => {
  it('one state or city becomes a single choice; several stay a list; numbers and side carry over', () => {
    expect(
      filtersFromAdvanced({
        state_ids: [101],
        city_ids: [1010, 1011],
        min_price: 50,
        max_price: 200,
        min_daily_traffic: 5_000,
        side: 'A',
      }),
    ).toEqual({ stateId: 101, cityIds: [1010, 1011], minPrice: 50, maxPrice: 200, minDailyTraffic: 5_000, side: 'A' });
    expect(filtersFromAdvanced({ state_ids: [100, 101] })).toEqual({ stateIds: [100, 101] });
    expect(filtersFromAdvanced({})).toEqual({});
    expect(isEmptyFilter(filtersFromAdvanced({ state_ids: [], side: '' }))).toBe(true);
  });
});

describe('facetsOf', () => {
  it('lists what the units offer', () => {
    const f = facetsOf(units);
    expect(f.mediaTypeIds.toSorted()).toEqual([1, 3]);
    expect(f.countryIds.toSorted()).toEqual([10, 20]);
    expect(f.states.get(200)).toBe(20);
    expect(f.cities.get(1010)).toBe(101);
    expect(f.sides).toEqual(['A', 'B']);
    expect(f.price).toEqual({ min: 40, max: 150 });
    expect(f.maxDailyTraffic).toBe(40_000);
    expect(facetsOf([]).price).toEqual({ min: 0, max: 0 });
  });
});

describe('isEmptyFilter', () => {
  it('is true only when nothing narrows', () => {
    expect(isEmptyFilter({})).toBe(true);
    expect(isEmptyFilter({ search: '', availableOnly: false, stateIds: [] })).toBe(true);
    expect(isEmptyFilter({ minPrice: 0 })).toBe(false);
    expect(isEmptyFilter({ availableOnly: true })).toBe(false);
  });
});
