/** The cart quote shared by the server and the app (spec product.md §9), with worked examples. */
import { describe, expect, it } from 'vitest';
import {
  buyTimePeriodDays,
  hasSideARule,
  minimumBuyDays,
  priceLine,
  quoteCart,
  type QuoteLine,
  type QuoteMediaType,
} from './quote.ts';

const BILLBOARD: QuoteMediaType = {
  id: 1,
  rules: [{ type: { key: 'side_a' } }, { type: 'min_buy_time', rule: 'days', duration: 14 }],
};
const SCREEN: QuoteMediaType = { id: 3, rules: [{ type: 'buy_time', rule: 'periods', duration: 7 }] };
const line = (over: Partial<QuoteLine>): QuoteLine => ({
  unit_id: 1,
  country_id: 10,
  media_type_id: 1,
  price: 100,
  print_price: 0,
  spots_used: 1,
  extra_days: 0,
  side: 'B',
  start_date: '2026-12-01',
  end_date: '2026-12-30',
  ...over,
});

describe('media type rules', () => {
  it('reads side A, minimum buy days and the buy-time period from the rules', () => {
    expect(hasSideARule(BILLBOARD)).toBe(true);
    expect(hasSideARule(SCREEN)).toBe(false);
    expect(minimumBuyDays(BILLBOARD)).toBe(14);
    expect(buyTimePeriodDays(SCREEN)).toBe(7);
    expect(buyTimePeriodDays(undefined)).toBe(0);
  });
});

describe('priceLine', () => {
  it('charges price × (days + extra days) × spots + print price over inclusive days', () => {
    // 30 days + 2 extra = 32 days × 100 × 2 spots + 500 print = 6,900
    expect(priceLine(line({ extra_days: 2, spots_used: 2, print_price: 500 }), SCREEN)).toEqual({
      duration: 30,
      total_price: 6900,
    });
  });
  it('charges at least the minimum-buy-time days', () => {
    // 7 days under a 14-day minimum: 14 × 100 = 1,400
    expect(priceLine(line({ end_date: '2026-12-07' }), BILLBOARD)).toEqual({ duration: 7, total_price: 1400 });
  });
});

describe('quoteCart', () => {
  it('groups by country then media type, with subtotals, taxes, credit and total', () => {
    const q = quoteCart(
      [
        line({ unit_id: 1 }),
        line({ unit_id: 2, media_type_id: 3, price: 50.5 }),
        line({ unit_id: 3, country_id: 20, price: 10, end_date: '2026-12-20' }),
      ],
      [BILLBOARD, SCREEN],
      { sideAPercent: 20, taxPercent: 16, credit: 100 },
    );
    expect(q.groups.map((g) => [g.country_id, g.units_count, g.subtotal])).toEqual([
      [10, 2, 4515],
      [20, 1, 200],
    ]);
    expect(q.groups[0]!.media_types.map((m) => [m.media_type_id, m.subtotal])).toEqual([
      [1, 3000],
      [3, 1515],
    ]);
    expect(q.investment).toBe(4715);
    expect(q.taxes).toBe(754.4);
    expect(q.total).toBe(5369.4);
  });

  it('applies the side-A rules per country × media type (20 %)', () => {
    // Two side-A lines of 3,000 and one side-B line of 3,000: side A outnumbers → group surcharge 20 % × 6,000 = 1,200;
    // cart rule: 2/3 = 67 % > 20 % → 1,200 shared equally, 600 each.
    const q = quoteCart(
      [line({ unit_id: 1, side: 'A' }), line({ unit_id: 2, side: 'A' }), line({ unit_id: 3 })],
      [BILLBOARD],
      { sideAPercent: 20, taxPercent: 0 },
    );
    expect(q.groups[0]!.side_a_surcharge).toBe(1200);
    expect(q.lines.map((l) => l.extra_by_side)).toEqual([600, 600, 0]);
    expect(q.investment).toBe(10_200);
  });

  it('no surcharge when side A does not outnumber the others; the cart share still shows above the percent', () => {
    // 1 side A of 3: 33 % > 20 % → 20 % × 3,000 = 600 to the one side-A line; the group rule needs a majority → 0.
    const q = quoteCart([line({ unit_id: 1, side: 'A' }), line({ unit_id: 2 }), line({ unit_id: 3 })], [BILLBOARD], {
      sideAPercent: 20,
      taxPercent: 0,
    });
    expect(q.groups[0]!.side_a_surcharge).toBe(0);
    expect(q.lines.map((l) => l.extra_by_side)).toEqual([600, 0, 0]);
    // 1 side A of 6 (17 % ≤ 20 %) → no share.
    const six = quoteCart(
      [1, 2, 3, 4, 5, 6].map((id) => line({ unit_id: id, side: id === 1 ? 'A' : 'B' })),
      [BILLBOARD],
      { sideAPercent: 20, taxPercent: 0 },
    );
    expect(six.lines.every((l) => l.extra_by_side === 0)).toBe(true);
  });

  it('never totals below zero and prices an empty cart at 0', () => {
    expect(quoteCart([], [], { sideAPercent: 20, taxPercent: 16, credit: 50 }).total).toBe(0);
  });
});
