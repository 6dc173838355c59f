/** The cart's changes (spec §2, §5, §9): dates first, no duplicates, dates moves, line updates, repricing. */
import { describe, expect, it } from 'vitest';
import { makeDetail, makeUnit } from '../testing/fixtures.ts';
import {
  attachLine,
  cartSections,
  datesOf,
  detachLine,
  RECALC_DELAY_MS,
  reprice,
  setMediaTypeDates,
  updateLines,
} from './cart.ts';

const TYPES = [
  { id: 1, rules: [] },
  { id: 3, rules: [{ type: 'buy_time', rule: 'periods', duration: 7 }] },
];

describe('cart', () => {
  it('refuses a unit whose media type has no dates yet, and skips one already in the cart', () => {
    const d = makeDetail();
    expect(attachLine(d, makeUnit(1, { media_type_id: 3 }))).toMatchObject({ ok: false, reason: 'dates_first' });
    const added = attachLine(d, makeUnit(1));
    expect(added.ok).toBe(true);
    expect(added.detail.units[0]).toMatchObject({
      id: 1,
      start_date: '2026-12-01',
      end_date: '2026-12-30',
      duration: 30,
      spots_used: 1,
      print_price: 0,
    });
    expect(attachLine(added.detail, makeUnit(1))).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(d.units).toEqual([]);
  });

  it('charges the print price only in print campaigns', () => {
    const print = attachLine(makeDetail({ units_category: { key: 'print' } }), makeUnit(2));
    expect(print.detail.units[0]!.print_price).toBe(500);
  });

  it('reprices like the server: 30 days × 100 + 30 days × 120 at 16 % taxes', () => {
    let d = attachLine(makeDetail(), makeUnit(1)).detail;
    d = attachLine(d, makeUnit(2, { price: 120 })).detail;
    d = reprice(d, TYPES, 20);
    expect(d.units.map((u) => u.total_price)).toEqual([3000, 3600]);
    expect(d.investment).toBe(6600);
    expect(d.taxes).toBe(1056);
    expect(d.total).toBe(7656);
    expect(d.units_count).toBe(2);
    d = reprice(detachLine(d, 1), TYPES, 20);
    expect(d.investment).toBe(3600);
    expect(detachLine(d, 99)).toBe(d);
  });

  it('moves the lines of a media type to its new dates; buy-time periods set the end', () => {
    let d = attachLine(makeDetail(), makeUnit(1)).detail;
    d = setMediaTypeDates(d, { countryId: 10, mediaTypeId: 1, start: '2026-12-05', end: '2026-12-14' });
    expect(d.units[0]).toMatchObject({ start_date: '2026-12-05', end_date: '2026-12-14', duration: 10 });
    d = setMediaTypeDates(
      d,
      { countryId: 10, mediaTypeId: 3, start: '2026-12-01', end: '2026-12-01', periods: 2 },
      TYPES[1],
    );
    expect(datesOf(d, 10, 3)).toEqual({ start: '2026-12-01', end: '2026-12-14' });
  });

  it('updates price, print price, spots and extra days of a line', () => {
    let d = attachLine(makeDetail(), makeUnit(1)).detail;
    d = reprice(updateLines(d, [{ unit_id: 1, price: 50, spots_used: 2, extra_days: 5 }]), TYPES, 20);
    expect(d.units[0]).toMatchObject({ price: 50, spots_used: 2, extra_days: 5, total_price: 3500 });
    expect(RECALC_DELAY_MS).toBe(300);
  });

  it('sections list every campaign media type, with or without units', () => {
    const d = reprice(attachLine(makeDetail(), makeUnit(1)).detail, TYPES, 20);
    const [mx] = cartSections(d);
    expect(mx!.mediaTypes.map((m) => [m.mediaTypeId, m.units.length, m.subtotal, m.dates?.start ?? null])).toEqual([
      [1, 1, 3000, '2026-12-01'],
      [3, 0, 0, null],
    ]);
    expect(mx!.subtotal).toBe(3000);
  });
});
