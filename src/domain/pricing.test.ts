/** Campaign prices and rules with worked examples from spec product.md §9. */
import { describe, expect, it } from 'vitest';
import { defaultPrintPeriod, inclusiveDays } from '#src/lib/dates.ts';
import {
  buyTimeDays,
  cartSideAShares,
  cents,
  groupSideASurcharge,
  groupTotals,
  lineTotal,
  minimumBuyTimeTotal,
  packageDailyPrice,
} from './pricing.ts';

describe('duration', () => {
  it('counts whole days inclusive of both ends; a print campaign with no units runs 30 days', () => {
    expect(inclusiveDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(inclusiveDays('2026-11-02', '2026-11-02')).toBe(1);
    expect(defaultPrintPeriod('2026-11-02')).toEqual({ start: '2026-11-02', end: '2026-12-01' });
    expect(inclusiveDays(defaultPrintPeriod('2026-11-02').start, defaultPrintPeriod('2026-11-02').end)).toBe(30);
  });
});

describe('package price', () => {
  it('divides the package value by the units, then by the duration', () => {
    // 90,000 pesos for 3 units over 30 days → 1,000 pesos per unit per day
    expect(packageDailyPrice(90_000, 3, 30)).toBe(1000);
    expect(packageDailyPrice(100_000, 3, 30)).toBe(1111.11);
    expect(() => packageDailyPrice(1, 0, 30)).toThrow(RangeError);
  });
});

describe('buy-time rules', () => {
  it('buy-time: duration × chosen periods; minimum buy time: price × the rule days', () => {
    expect(buyTimeDays(14, 2)).toBe(28);
    expect(minimumBuyTimeTotal(250.5, 30)).toBe(7515);
  });
});

describe('lines and side-A surcharge', () => {
  const a = { pricePerDay: 100, days: 10, sideA: true };
  const b = { pricePerDay: 200, days: 10 };
  it('prices a line: per day × (days + extra) × spots + print', () => {
    expect(lineTotal({ pricePerDay: 100, days: 10, extraDays: 2, spots: 3, printPrice: 500 })).toBe(4100);
    expect(cents(0.1 + 0.2)).toBe(0.3);
  });
  it('country group: the percent of the side-A total only when side-A units outnumber the others', () => {
    expect(groupSideASurcharge([a, a, b], 10)).toBe(200); // side-A total 2,000 → 10 %
    expect(groupSideASurcharge([a, b], 10)).toBe(0); // a tie is not outnumbering
  });
  it('cart: shared equally among side-A units when they exceed the percent share, else 0', () => {
    expect(cartSideAShares([a, a, b, b], 40)).toEqual([400, 400, 0, 0]); // 50 % side A > 40 %: 40 % of 2,000 = 800, 400 each
    expect(cartSideAShares([a, a, b, b], 10)).toEqual([100, 100, 0, 0]); // 50 % > 10 %: 10 % of 2,000 = 200, 100 each
    expect(cartSideAShares([a, b, b, b], 40)).toEqual([0, 0, 0, 0]); // 25 % ≤ 40 %
  });
  it('totals a group with its surcharge and taxes', () => {
    expect(groupTotals([a, a, b], { sideAPercent: 10, taxPercent: 16 })).toEqual({
      lines: 4000,
      surcharge: 200,
      subtotal: 4200,
      tax: 672,
      total: 4872,
    });
  });
});
