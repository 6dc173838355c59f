/**
 * Report rules (issue 18 "Unit: each aggregation rule (occupancy, average price, rankings) on small hand-computed
 * data"): percentages, occupancy, average price per day, busy days, rankings, shares, totals in centavos, months,
 * income earned in a period.
 */
import { describe, expect, it } from 'vitest';
import {
  averagePerDayMinor,
  busyDays,
  earnedMinor,
  monthBounds,
  monthsOf,
  occupancy,
  overlapDays,
  percentOf,
  ranked,
  shares,
  tableTotals,
} from './report-rules.ts';

describe('occupancy', () => {
  it('is busy unit-days over available unit-days, in percent with 2 decimals', () => {
    // 3 units over 10 days = 30 available unit-days; busy 4 + 10 + 0 = 14 → 46.67 %
    expect(occupancy(14, 30)).toBe(46.67);
    expect(occupancy(30, 30)).toBe(100);
    expect(occupancy(0, 30)).toBe(0);
    expect(occupancy(0, 0)).toBe(0);
    // 1 of 3: 33.333… → 33.33; 2 of 3: 66.666… → 66.67
    expect([occupancy(1, 3), occupancy(2, 3)]).toEqual([33.33, 66.67]);
  });

  it('refuses more busy days than available ones', () => {
    expect(() => occupancy(31, 30)).toThrow(RangeError);
    expect(() => occupancy(-1, 30)).toThrow(RangeError);
  });

  it('counts a day held twice once (busy days of a unit)', () => {
    const periods = [
      { start: '2026-11-01', end: '2026-11-05' },
      { start: '2026-11-04', end: '2026-11-08' }, // overlaps 4 and 5
      { start: '2026-11-20', end: '2026-12-10' }, // clipped at the end of the window
      { start: '2026-10-01', end: '2026-10-31' }, // outside
    ];
    // 1..8 = 8 days, 20..30 = 11 days
    expect(busyDays(periods, '2026-11-01', '2026-11-30')).toBe(19);
    expect(busyDays([{ start: '2026-11-03', end: '2026-11-03' }], '2026-11-01', '2026-11-30')).toBe(1);
    // a period inside another adds nothing
    expect(
      busyDays(
        [
          { start: '2026-11-01', end: '2026-11-30' },
          { start: '2026-11-10', end: '2026-11-12' },
        ],
        '2026-11-01',
        '2026-11-30',
      ),
    ).toBe(30);
  });

  it('clips a period to the window (inclusive days, spec §9)', () => {
    expect(overlapDays('2026-10-25', '2026-11-05', '2026-11-01', '2026-11-30')).toBe(5);
    expect(overlapDays('2026-11-10', '2026-11-10', '2026-11-01', '2026-11-30')).toBe(1);
    expect(overlapDays('2026-12-01', '2026-12-05', '2026-11-01', '2026-11-30')).toBe(0);
  });
});

describe('average price per day', () => {
  it('weighs each line by its unit-days and leaves print prices out', () => {
    // line A: 100.00/day × 10 days × 1 spot = 1,000.00; line B: 250.50/day × 4 days × 2 spots = 2,004.00
    // 300,400 centavos over 18 unit-days = 16,688.89 → 16,689 centavos (166.89 pesos a day)
    const amount = 10_000 * 10 * 1 + 25_050 * 4 * 2;
    expect(averagePerDayMinor(amount, 10 + 4 * 2)).toBe(16_689);
    expect(averagePerDayMinor(0, 0)).toBe(0);
    // half a centavo rounds up
    expect(averagePerDayMinor(3, 2)).toBe(2);
  });
});

describe('rankings and shares', () => {
  it('ranks largest first; ties share a rank and the next one skips', () => {
    const rows = [
      { name: 'a', total: 50 },
      { name: 'b', total: 90 },
      { name: 'c', total: 50 },
      { name: 'd', total: 10 },
    ];
    expect(ranked(rows, (r) => r.total).map((r) => `${r.rank}${r.name}`)).toEqual(['1b', '2a', '2c', '4d']);
    expect(ranked([], (r: { total: number }) => r.total)).toEqual([]);
  });

  it('gives each amount its share of the whole, 2 decimals', () => {
    expect(shares([1, 1, 1])).toEqual([33.33, 33.33, 33.33]);
    expect(shares([300, 100])).toEqual([75, 25]);
    expect(shares([0, 0])).toEqual([0, 0]);
    expect(percentOf(1, 8)).toBe(12.5);
  });
});

describe('table totals', () => {
  const columns = [
    { key: 'name', type: 'text', summed: false },
    { key: 'rank', type: 'number', summed: false },
    { key: 'units', type: 'number', summed: true },
    { key: 'total', type: 'money', summed: true },
    { key: 'average', type: 'money', summed: false },
    { key: 'share', type: 'percent', summed: false },
  ] as const;

  it('adds counts, adds money in centavos, takes the others from the overall figures', () => {
    const rows = [
      { name: 'a', rank: 1, units: 2, total: 0.1, average: 5, share: 33.33 },
      { name: 'b', rank: 2, units: 3, total: 0.2, average: 7, share: 66.67 },
      { name: 'c', rank: 3, units: null, total: null, average: null, share: 0 },
    ];
    // 0.1 + 0.2 in floats is 0.30000000000000004; in centavos it is 30
    expect(tableTotals(columns, rows, { share: 100, average: 6.2 })).toEqual({
      rank: null,
      units: 5,
      total: 0.3,
      average: 6.2,
      share: 100,
    });
  });

  it('adds 10,000 lines of 0.01 to exactly 100', () => {
    const rows = Array.from({ length: 10_000 }, () => ({ total: 0.01 }));
    expect(tableTotals([{ key: 'total', type: 'money', summed: true }], rows).total).toBe(100);
  });
});

describe('months and earned income', () => {
  it('lists the months of a period and their bounds (leap years included)', () => {
    expect(monthsOf('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf('2026-11-15', '2026-11-20')).toEqual(['2026-11']);
    expect(monthBounds('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('earns each day in the period and the print price in the month the line starts', () => {
    // 27 Nov – 12 Dec 2026 at 90.26 a day with 301.96 of print, 2 spots
    const line = { start: '2026-11-27', end: '2026-12-12', priceMinor: 9_026, printMinor: 30_196, spots: 2 };
    const nov = earnedMinor(line, '2026-11-01', '2026-11-30'); // 4 days + print
    const dec = earnedMinor(line, '2026-12-01', '2026-12-31'); // 12 days
    expect(nov).toBe(9_026 * 4 * 2 + 30_196 * 2);
    expect(dec).toBe(9_026 * 12 * 2);
    // the months add up to the whole line (contract-rules.ts contractLineMinor)
    expect(nov + dec).toBe(9_026 * 16 * 2 + 30_196 * 2);
    expect(earnedMinor(line, '2027-01-01', '2027-01-31')).toBe(0);
  });
});
