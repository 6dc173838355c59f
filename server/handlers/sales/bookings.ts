/**
 * Bookings (contract src/api/contract/sales/bookings.ts; rules src/domain/booking-rules.ts).
 *
 * - The list is pullable (`updated_since`): rows in the caller's scope (by client, `clientScope`), id order.
 *   `status=open` lists open bookings not yet expired, `status=expired` the open ones past expiry.
 * - A decision runs in a transaction holding the booking's row: refused with 409 and a message naming what was
 *   decided (`refusalOf`); the answer is the booking as it now is, with the message (§4: "the result replaces the
 *   booking").
 * - A campaign's booking follows its campaign: rejecting or removing it ends the campaign's reservation (the
 *   campaign goes back to in progress, as cancelling a reservation does), removing a unit takes the unit out of
 *   the campaign's cart (repriced), both through the campaign's own `change`. A proposal's booking keeps its own
 *   units (`booking_units`).
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import * as sales from '#src/api/contract/sales.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { refusalOf, statusAfter, type BookingAction } from '#src/domain/booking-rules.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { bookingUnits, bookings, users } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { implement } from '#server/http/register.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { findCampaign } from '../campaign-view.ts';
import { applyDetach } from '../campaigns/cart.ts';
import { change } from '../campaigns/shared.ts';
import { escapeLike } from '../lookups.ts';
import { changedSince, syncAnswer, syncOrder, syncWindow } from '../sync-page.ts';
import { bookingAnswers, findBooking, type BookingRow } from './booking-view.ts';
import { clientScope } from './scope.ts';

const expired = sql`(${bookings.status} = 'open' and ${bookings.expiresAt} is not null and ${bookings.expiresAt} <= now())`;

function statusFilter(status: string | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'expired') return expired;
  if (status === 'open') return and(eq(bookings.status, 'open'), sql`not ${expired}`);
  return eq(bookings.status, status as BookingRow['status']);
}

const dateOf = (d: Date | null, locale: Locale) =>
  d
    ? new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(d)
    : '';

/** @throws HttpError 409 (decided, applied, expired) or 422 (last unit) when `action` is refused on `b` */
function assertAllowed(action: BookingAction, b: BookingRow, now: Date, locale: Locale, unitsLeft = 2): void {
  const refusal = refusalOf(action, { status: b.status, expiresAt: b.expiresAt }, now, unitsLeft);
  if (refusal === null) return;
  if (refusal === 'last_unit') {
    const text = msg(locale, 'bookings.last_unit');
    throw validationError(text, { unit: [text] });
  }
  const text =
    refusal === 'decided'
      ? msg(locale, 'bookings.decided', { status: msg(locale, `bookings.status.${b.status}` as MessageKey) })
      : refusal === 'already_applied'
        ? msg(locale, 'bookings.already_applied', { date: dateOf(b.decidedAt, locale) })
        : msg(locale, 'bookings.expired', { date: dateOf(b.expiresAt, locale) });
  throw new HttpError(409, 'conflict', text);
}

interface Caller {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
}

async function answerOne(x: Caller, id: number, message: MessageKey) {
  const [row] = await x.db.select().from(bookings).where(eq(bookings.id, id));
  return { data: (await bookingAnswers(x.db, [row!], x.now))[0]!, message: msg(x.locale, message) };
}

/** Apply, reject or remove booking `id` (module doc). */
async function decide(x: Caller, id: number, action: 'apply' | 'reject' | 'remove', reason = '') {
  const found = await findBooking(x.db, x.user, id, x.locale);
  assertAllowed(action, found, x.now, x.locale);
  const set = {
    status: statusAfter(action, found.status),
    decidedById: x.user.id,
    decidedAt: x.now,
    updatedAt: x.now,
    ...(action === 'reject' ? { reason } : {}),
  };
  const endsReservation = action !== 'apply' && found.campaignId !== null;
  if (endsReservation) {
    // the campaign's reservation ends with it, in the campaign's own transaction and state rules
    await change(
      x,
      found.campaignId!,
      { action: 'cancel_reservation', message: 'campaign.reservation_cancelled' },
      async (tx) => {
        const b = await findBooking(tx, x.user, id, x.locale, true);
        assertAllowed(action, b, x.now, x.locale);
        await tx.update(bookings).set(set).where(eq(bookings.id, id));
        return { patch: { status: 'in_progress', booking: false } };
      },
    );
  } else {
    await x.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const b = await findBooking(tx, x.user, id, x.locale, true);
      assertAllowed(action, b, x.now, x.locale);
      await tx.update(bookings).set(set).where(eq(bookings.id, id));
    });
  }
  return answerOne(
    x,
    id,
    action === 'apply' ? 'bookings.applied' : action === 'reject' ? 'bookings.rejected' : 'bookings.removed',
  );
}

/** Frees unit `unitId` of booking `id`. @throws HttpError 404, 409, 422 (last unit, or a unit it does not hold) */
async function removeUnit(x: Caller, id: number, unitId: number) {
  const found = await findBooking(x.db, x.user, id, x.locale);
  const held = async (db: Db, b: BookingRow) => (await bookingAnswers(db, [b], x.now))[0]!.units.map((u) => u.unit_id);
  const unitsHeld = await held(x.db, found);
  if (!unitsHeld.includes(unitId)) {
    const text = msg(x.locale, 'bookings.unit_not_held');
    throw validationError(text, { unit: [text] });
  }
  assertAllowed('removeUnit', found, x.now, x.locale, unitsHeld.length);
  if (found.campaignId !== null) {
    await change(x, found.campaignId, { reprice: true, message: 'campaign.unit_removed' }, async (tx, campaign) => {
      await tx.update(bookings).set({ updatedAt: x.now }).where(eq(bookings.id, id));
      return applyDetach(tx, campaign, unitId);
    });
  } else {
    await x.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const b = await findBooking(tx, x.user, id, x.locale, true);
      const [left] = await tx.select({ n: count() }).from(bookingUnits).where(eq(bookingUnits.bookingId, id));
      assertAllowed('removeUnit', b, x.now, x.locale, left?.n ?? 0);
      await tx.delete(bookingUnits).where(and(eq(bookingUnits.bookingId, id), eq(bookingUnits.unitId, unitId)));
      await tx.update(bookings).set({ updatedAt: x.now }).where(eq(bookings.id, id));
    });
  }
  return answerOne(x, id, 'bookings.unit_removed');
}

export const bookingHandlers = [
  implement(sales.bookingsList, async ({ db, user, query, now }) => {
    const w = syncWindow(query, now);
    const where = and(
      ...clientScope(db, user, bookings.clientId),
      statusFilter(query.status),
      query.client_id === undefined ? undefined : eq(bookings.clientId, query.client_id),
      query.campaign_id === undefined ? undefined : eq(bookings.campaignId, query.campaign_id),
      query.proposal_id === undefined ? undefined : eq(bookings.proposalId, query.proposal_id),
      query.ids?.length ? inArray(bookings.id, query.ids) : undefined,
      query.search
        ? or(ilike(bookings.name, escapeLike(query.search)), ilike(users.name, escapeLike(query.search)))
        : undefined,
      changedSince(bookings.updatedAt, w),
    );
    const [total] = await db
      .select({ n: count() })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.clientId))
      .where(where);
    const rows = await db
      .select({ b: bookings })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.clientId))
      .where(where)
      .orderBy(...syncOrder(bookings.updatedAt, bookings.id, w))
      .limit(w.size)
      .offset(w.offset);
    const data = await bookingAnswers(
      db,
      rows.map((r) => r.b),
      now,
    );
    // bookings end with a status and are never deleted: a delta pull's tombstones are always empty
    return syncAnswer(data, w, total?.n ?? 0, w.tombstones ? [] : undefined);
  }),

  implement(sales.showBooking, async ({ db, user, params, locale, now }) => ({
    data: (await bookingAnswers(db, [await findBooking(db, user, params.id, locale)], now))[0]!,
  })),

  implement(sales.applyBooking, (x) => decide(x, x.params.id, 'apply')),
  implement(sales.rejectBooking, (x) => decide(x, x.params.id, 'reject', x.body.reason ?? '')),
  implement(sales.removeBooking, (x) => decide(x, x.params.id, 'remove')),
  implement(sales.removeBookingUnit, (x) => removeUnit(x, x.params.id, x.params.unit)),

  implement(sales.campaignBookings, async ({ db, user, params, locale, now }) => {
    const campaign = await findCampaign(db, user, params.id, locale);
    const rows = await db
      .select()
      .from(bookings)
      .where(eq(bookings.campaignId, campaign.id))
      .orderBy(desc(bookings.id));
    return { data: await bookingAnswers(db, rows, now) };
  }),
];
