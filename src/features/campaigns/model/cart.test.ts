/** The cart: dates first, no duplicates, grouping by country then media type, totals. */
import { describe, expect, it } from 'vitest';
import { addUnit, groupCart, removeUnit, RECALC_DELAY_MS, type Cart, type CartUnit } from './cart.ts';

const unit = (unitId: number, countryId: number, mediaTypeId: number, patch: Partial<CartUnit> = {}): CartUnit => ({
  unitId, countryId, mediaTypeId, pricePerDay: 100, printPrice: 0, spots: 1, extraDays: 0, sideA: false, ...patch,
});

describe('cart', () => {
  const empty: Cart = { units: [], dates: { 1: { start: '2026-11-01', end: '2026-11-10' } } };

  it('refuses a unit whose media type has no dates yet, and skips one already in the cart', () => {
    expect(addUnit(empty, unit(5, 1, 2))).toEqual({ ok: false, reason: 'dates_first', cart: empty });
    const one = addUnit(empty, unit(5, 1, 1));
    expect(one.ok).toBe(true);
    const again = addUnit(one.cart, unit(5, 1, 1));
    expect(again).toEqual({ ok: false, reason: 'duplicate', cart: one.cart });
    expect(removeUnit(one.cart, 5).units).toEqual([]);
    expect(RECALC_DELAY_MS).toBe(300);
  });

  it('groups by country then media type, in first-added order, with totals', () => {
    const cart: Cart = { units: [unit(1, 10, 1), unit(2, 20, 1, { pricePerDay: 50 }), unit(3, 10, 2, { printPrice: 300 }), unit(4, 10, 1, { spots: 2 })], dates: { 1: { start: '2026-11-01', end: '2026-11-10' }, 2: { start: '2026-11-01', end: '2026-11-01' } } };
    const groups = groupCart(cart);
    expect(groups.map((g) => g.countryId)).toEqual([10, 20]);
    expect(groups[0]!.mediaTypes.map((m) => [m.mediaTypeId, m.units.map((u) => u.unitId), m.total])).toEqual([[1, [1, 4], 3000], [2, [3], 400]]);
    expect(groups[0]!.total).toBe(3400);
    expect(groups[1]!.total).toBe(500);
  });
});
