/** Rules of the boards and availability views on small hand-computed data (issue 18 "Tests: Unit"). */
import { describe, expect, it } from 'vitest';
import {
  averagePricePerDay,
  countDayStates,
  defaultRange,
  gridDate,
  occupancyPercent,
  overlapDays,
  percentOf,
  rangeProblem,
  rangeState,
  rankRows,
  sumMoney,
} from './dashboard-rules.ts';

describe('ranges', () => {
  it('refuses a range that ends before it starts or is too long, both ends counted', () => {
    expect(rangeProblem('2026-11-01', '2026-11-30', 30)).toBeNull();
    expect(rangeProblem('2026-11-01', '2026-12-01', 30)).toBe('too_long');
    expect(rangeProblem('2026-11-02', '2026-11-01', 30)).toBe('order');
    expect(rangeProblem('2026-11-02', '2026-11-02', 1)).toBeNull();
  });

  it('fills a missing end: past boards end today, future views start today', () => {
    expect(defaultRange('2026-11-30', 30, {})).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(defaultRange('2026-11-02', 30, {}, 'future')).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(defaultRange('2026-11-02', 10, { from: '2026-01-01' })).toEqual({ from: '2026-01-01', to: '2026-01-10' });
    expect(defaultRange('2026-11-02', 10, { to: '2026-01-10' })).toEqual({ from: '2026-01-01', to: '2026-01-10' });
    expect(defaultRange('2026-11-02', 10, { from: '2025-01-01', to: '2025-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('counts the days a line shares with a range', () => {
    // line 28/10–05/11 and November: 1..5 → 5 days
    expect(overlapDays('2026-10-28', '2026-11-05', '2026-11-01', '2026-11-30')).toBe(5);
    expect(overlapDays('2026-11-10', '2026-11-12', '2026-11-01', '2026-11-30')).toBe(3);
    expect(overlapDays('2026-10-01', '2026-10-31', '2026-11-01', '2026-11-30')).toBe(0);
    expect(overlapDays('2026-10-01', '2026-12-31', '2026-11-01', '2026-11-30')).toBe(30);
  });
});

describe('occupancy and prices', () => {
  it('occupancy is busy unit-days over available unit-days, in percent', () => {
    // 3 units × 10 days = 30 unit-days; busy: 10 + 5 + 0 = 15 → 50 %
    expect(occupancyPercent(15, 30)).toBe(50);
    // 1 of 3 → 33.33 %
    expect(occupancyPercent(10, 30)).toBe(33.33);
    expect(occupancyPercent(0, 0)).toBe(0);
    // never above 100 %
    expect(occupancyPercent(31, 30)).toBe(100);
    expect(percentOf(2, 3)).toBe(66.67);
  });

  it('average price per day is the sold amount over sold spot-days, to the centavo', () => {
    // line A: 100.00/day × 10 days × 1 spot = 1,000.00; line B: 250.50/day × 4 days × 2 spots = 2,004.00
    // Σ amount 3,004.00 (300,400 centavos) over 10 + 8 = 18 spot-days → 166.888… → 166.89
    expect(averagePricePerDay(300_400, 18)).toBe(166.89);
    expect(averagePricePerDay(100_000, 10)).toBe(100);
    expect(averagePricePerDay(0, 0)).toBeNull();
  });

  it('adds money on its centavos', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([1234.56, null, 0.44])).toBe(1235);
  });
});

describe('rankings', () => {
  const rows = [
    { name: 'Valla', billing: 300 },
    { name: 'Bus', billing: 500 },
    { name: 'Mupi', billing: 300 },
    { name: 'Taxi', billing: 0 },
  ];

  it('ranks highest first, ties share a rank ordered by label, the next rank skips', () => {
    const ranked = rankRows(
      rows,
      (r) => r.billing,
      (r) => r.name,
    );
    expect(ranked.map((r) => [r.row.name, r.rank, r.share])).toEqual([
      ['Bus', 1, 45.45],
      ['Mupi', 2, 27.27],
      ['Valla', 2, 27.27],
      ['Taxi', 4, 0],
    ]);
  });

  it('keeps rank and share when a limit cuts the list', () => {
    const top = rankRows(
      rows,
      (r) => r.billing,
      (r) => r.name,
      2,
    );
    expect(top.map((r) => [r.row.name, r.rank, r.share])).toEqual([
      ['Bus', 1, 45.45],
      ['Mupi', 2, 27.27],
    ]);
    expect(
      rankRows(
        [],
        (r: { v: number }) => r.v,
        () => '',
      ),
    ).toEqual([]);
  });
});

describe('the units × days grid', () => {
  it('counts free, held and busy days and names the range state', () => {
    expect(countDayStates('ffhhbbbf')).toEqual({ free: 3, held: 2, busy: 3 });
    expect(rangeState('ffhhbbbf')).toBe('busy');
    expect(rangeState('ffhh')).toBe('held');
    expect(rangeState('ffff')).toBe('free');
    expect(gridDate('2026-11-30', 2)).toBe('2026-12-02');
  });
});
