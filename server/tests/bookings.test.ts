/**
 * Bookings (api-catalogue.md "Bookings"; product.md §4; issue 16): one hold, one availability — a booking holds its
 * units until it expires on the server's clock, is applied, rejected or removed; decisions are taken once (409
 * with what was decided); a campaign's booking follows its campaign; scope by client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { campaigns as c, sales } from '#src/api/contract/index.ts';
import { isCloseToExpiry } from '#src/domain/booking-rules.ts';
import { bookings, campaigns } from '../db/schema.ts';
import { holdersOf } from '../handlers/campaign-view.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);

/** The seeded proposal bookings of the demo client, by state (server/db/seed/sales.ts). */
async function proposalBookings() {
  const all = (await as('seller').call(sales.bookingsList, { query: { per_page: 500 } })).data;
  return all.filter((b) => b.proposal_id !== null);
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('bookings', () => {
  it('lists what the caller reaches: a seller its customers, a client its own, each with units, total and currency', async () => {
    const seller = await proposalBookings();
    expect(seller.length).toBeGreaterThanOrEqual(5);
    expect(new Set(seller.map((b) => b.status))).toEqual(new Set(['open', 'applied', 'rejected']));
    for (const b of seller) {
      expect(b.units.length).toBeGreaterThan(0);
      expect(b.currency).toBe('MXN');
      expect(b.total).toBeGreaterThan(0);
    }
    const mine = (await as('client').call(sales.bookingsList, { query: { per_page: 500 } })).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b) => b.client_id === ids.client)).toBe(true);
    const expired = (await as('seller').call(sales.bookingsList, { query: { status: 'expired' } })).data;
    expect(expired.length).toBeGreaterThan(0);
    const now = new Date();
    expect(expired.every((b) => b.status === 'open' && Date.parse(b.expires_at!) <= now.getTime())).toBe(true);
    const open = (await as('seller').call(sales.bookingsList, { query: { status: 'open', per_page: 500 } })).data;
    expect(open.some((b) => isCloseToExpiry({ status: b.status, expiresAt: b.expires_at }, now))).toBe(true);
  });

  it('a booking that holds takes its units; expired, rejected and removed ones hold nothing (server clock)', async () => {
    const [held] = (await proposalBookings()).filter((b) => b.status === 'applied');
    const unit = held!.units[0]!;
    const holders = async () => (await holdersOf(s.db, [unit.unit_id])).get(unit.unit_id) ?? [];
    expect((await holders()).some((h) => h.kind === 'booking' && h.id === held!.id)).toBe(true);
    const [open] = (await proposalBookings()).filter(
      (b) => b.status === 'open' && Date.parse(b.expires_at!) > Date.now(),
    );
    const openUnit = open!.units[0]!.unit_id;
    expect(((await holdersOf(s.db, [openUnit])).get(openUnit) ?? []).some((h) => h.id === open!.id)).toBe(true);
    // the server's clock passes the expiry: the hold ends without any job running
    await s.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, open!.id));
    expect(((await holdersOf(s.db, [openUnit])).get(openUnit) ?? []).some((h) => h.id === open!.id)).toBe(false);
    const refused = await failure(as('seller', 'en').call(sales.applyBooking, { params: { id: open!.id }, body: {} }));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/^This booking expired on .+ It can only be removed\.$/);
    const removed = await as('seller', 'en').call(sales.removeBooking, { params: { id: open!.id }, body: {} });
    expect(removed.data.status).toBe('removed');
    expect(removed.message).toBe('Booking removed: its units are free again.');
  });

  it('applies once, rejects once with a reason, answering 409 with what was decided', async () => {
    const open = (await proposalBookings()).filter(
      (b) => b.status === 'open' && Date.parse(b.expires_at!) > Date.now(),
    );
    const [first, second] = open;
    expect(second).toBeDefined();
    expect((await failure(as('client').call(sales.applyBooking, { params: { id: first!.id }, body: {} }))).status).toBe(
      403,
    );
    const applied = await as('seller').call(sales.applyBooking, { params: { id: first!.id }, body: {} });
    expect(applied.data).toMatchObject({ status: 'applied', id: first!.id });
    expect(applied.message).toBe('Reserva confirmada.');
    const again = await failure(as('seller').call(sales.applyBooking, { params: { id: first!.id }, body: {} }));
    expect([again.status, again.message]).toEqual([409, expect.stringMatching(/^Esta reserva ya fue confirmada el /)]);

    const rejected = await as('manager', 'en').call(sales.rejectBooking, {
      params: { id: second!.id },
      body: { reason: 'Budget moved' },
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Budget moved' });
    const unit = second!.units[0]!.unit_id;
    expect(((await holdersOf(s.db, [unit])).get(unit) ?? []).some((h) => h.id === second!.id)).toBe(false);
    const late = await failure(as('seller', 'en').call(sales.removeBooking, { params: { id: second!.id }, body: {} }));
    expect([late.status, late.message]).toEqual([409, 'This booking was already rejected: it takes no more changes.']);
  });

  it('removes a unit, but not one it does not hold nor the last one (422)', async () => {
    const [b] = (await proposalBookings()).filter((x) => x.status === 'applied' && x.units.length > 1);
    const first = b!.units[0]!.unit_id;
    const left = await as('seller', 'en').call(sales.removeBookingUnit, {
      params: { id: b!.id, unit: first },
      body: {},
    });
    expect(left.data.units.map((u) => u.unit_id)).not.toContain(first);
    expect(left.message).toBe('Unit removed from the booking.');
    const notHeld = await failure(
      as('seller', 'en').call(sales.removeBookingUnit, { params: { id: b!.id, unit: first }, body: {} }),
    );
    expect([notHeld.status, notHeld.errors]).toEqual([422, { unit: ['The booking does not hold that unit.'] }]);
    let units = left.data.units;
    while (units.length > 1)
      units = (
        await as('seller').call(sales.removeBookingUnit, { params: { id: b!.id, unit: units[0]!.unit_id }, body: {} })
      ).data.units;
    const last = await failure(
      as('seller').call(sales.removeBookingUnit, { params: { id: b!.id, unit: units[0]!.unit_id }, body: {} }),
    );
    expect([last.status, last.message]).toEqual([422, 'Es la última unidad de la reserva: elimine la reserva.']);
  });

  it("a campaign's booking expires a week after reserving; rejecting it ends the campaign's reservation", async () => {
    const [reserved] = await s.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.clientId, ids.client!), eq(campaigns.status, 'reserved'), isNull(campaigns.deletedAt)));
    expect(reserved).toBeDefined();
    const [booking] = (await as('client').call(sales.campaignBookings, { params: { id: reserved!.id } })).data;
    expect(booking).toMatchObject({ campaign_id: reserved!.id, status: 'open', client_id: ids.client });
    const cart = (await as('client').call(c.view, { params: { id: reserved!.id } })).data.units;
    expect(booking!.units.map((u) => u.unit_id).toSorted()).toEqual(cart.map((u) => u.id).toSorted());
    const rejected = await as('seller').call(sales.rejectBooking, { params: { id: booking!.id }, body: {} });
    expect(rejected.data.status).toBe('rejected');
    const after = (await as('client').call(c.view, { params: { id: reserved!.id } })).data;
    expect(after).toMatchObject({ status: 'in_progress', booking: false });
    // reserving again makes a new booking that expires 7 days later, on the server's clock
    const again = await as('client').call(c.reserve, { params: { id: reserved!.id }, body: {} });
    expect(again.data.status).toBe('reserved');
    const [fresh] = await s.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.campaignId, reserved!.id), eq(bookings.status, 'open'), isNotNull(bookings.expiresAt)));
    const days = (fresh!.expiresAt!.getTime() - fresh!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
  });

  it('pulls deltas: a decided booking comes back after the cursor, with no tombstones', async () => {
    const page = await as('seller').call(sales.bookingsList, { query: { per_page: 500 } });
    const since = page.meta.server_time;
    const quiet = await as('seller').call(sales.bookingsList, { query: { updated_since: since } });
    const [b] = (await proposalBookings()).filter((x) => x.status === 'applied');
    await s.db
      .update(bookings)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(bookings.id, b!.id));
    const delta = await as('seller').call(sales.bookingsList, { query: { updated_since: since } });
    expect(delta.data.map((x) => x.id)).toContain(b!.id);
    expect(delta.deleted).toEqual([]);
    expect(quiet.data.length).toBeLessThanOrEqual(delta.data.length);
  });
});
