/**
 * How bookings are answered (contract src/api/contract/sales/bookings.ts): each booking with its units — a
 * campaign booking's are its campaign's cart lines, a proposal booking's its `booking_units` rows — and, per unit,
 * the other holds over overlapping days (`holdersOf`) with `full` when they take every spot on one of those days.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Booking, BookingBlocker, BookingUnit } from '#src/api/contract/sales.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { bookingUnits, bookings, campaignUnits, countries, units, users } from '#server/db/schema.ts';
import { busyPeriods, conflicts } from '#server/domain/campaign-rules.ts';
import { HttpError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import { durationDays, holdersOf, type Holder } from '../campaign-view.ts';
import { iso } from '../sync-page.ts';
import { clientScope } from './scope.ts';

export type BookingRow = typeof bookings.$inferSelect;

interface Line {
  bookingId: number;
  unitId: number;
  start: string;
  end: string;
  spots: number;
  price: number;
}

/** The unit lines of each booking: campaign bookings from their cart, proposal bookings from `booking_units`. */
export async function linesOf(db: Db, rows: readonly BookingRow[]): Promise<Map<number, Line[]>> {
  const out = new Map<number, Line[]>(rows.map((b) => [b.id, []]));
  const byCampaign = new Map<number, number[]>();
  for (const b of rows)
    if (b.campaignId !== null) byCampaign.set(b.campaignId, [...(byCampaign.get(b.campaignId) ?? []), b.id]);
  if (byCampaign.size) {
    const cart = await db
      .select()
      .from(campaignUnits)
      .where(inArray(campaignUnits.campaignId, [...byCampaign.keys()]))
      .orderBy(asc(campaignUnits.id));
    for (const l of cart)
      for (const bookingId of byCampaign.get(l.campaignId) ?? [])
        out.get(bookingId)!.push({
          bookingId,
          unitId: l.unitId,
          start: l.startDate,
          end: l.endDate,
          spots: l.spotsUsed,
          price: l.price,
        });
  }
  const own = rows.filter((b) => b.campaignId === null).map((b) => b.id);
  if (own.length) {
    const held = await db
      .select()
      .from(bookingUnits)
      .where(inArray(bookingUnits.bookingId, own))
      .orderBy(asc(bookingUnits.id));
    for (const l of held)
      out.get(l.bookingId)!.push({
        bookingId: l.bookingId,
        unitId: l.unitId,
        start: l.startDate,
        end: l.endDate,
        spots: l.spots,
        price: l.price,
      });
  }
  return out;
}

const isOwnHold = (b: BookingRow, h: Holder) =>
  (h.kind === 'booking' && h.id === b.id) ||
  (b.campaignId !== null && (h.kind === 'campaign' || h.kind === 'contract') && h.id === b.campaignId);

/** The contract's answers for `rows`, in their order; `now` is the server's clock sent as `server_time`. */
export async function bookingAnswers(db: Db, rows: readonly BookingRow[], now: Date): Promise<Booking[]> {
  if (!rows.length) return [];
  const lines = await linesOf(db, rows);
  const unitIds = [...new Set([...lines.values()].flat().map((l) => l.unitId))];
  const people = [...new Set(rows.flatMap((b) => [b.clientId, b.createdById]).filter((x): x is number => x !== null))];
  const [unitRows, names, holders] = await Promise.all([
    unitIds.length
      ? db
          .select({
            id: units.id,
            title: units.title,
            sku: units.sku,
            address: units.address,
            spots: units.spots,
            currency: countries.currency,
          })
          .from(units)
          .innerJoin(countries, eq(countries.id, units.countryId))
          .where(inArray(units.id, unitIds))
      : [],
    people.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people)) : [],
    holdersOf(db, unitIds),
  ]);
  const unitOf = new Map(unitRows.map((u) => [u.id, u]));
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  return rows.map((b) => {
    const mine = lines.get(b.id) ?? [];
    const answered: BookingUnit[] = mine.map((l) => {
      const u = unitOf.get(l.unitId);
      const others = (holders.get(l.unitId) ?? []).filter(
        (h) => !isOwnHold(b, h) && h.start <= l.end && h.end >= l.start,
      );
      const capacity = Math.max(1, u?.spots ?? 1);
      const blockedBy: BookingBlocker[] = others.map((h) => ({
        kind: h.kind,
        id: h.id,
        name: h.name,
        start_date: h.start,
        end_date: h.end,
        spots: h.spots,
      }));
      return {
        unit_id: l.unitId,
        title: u?.title ?? '',
        sku: u?.sku ?? '',
        address: u?.address ?? '',
        start_date: l.start,
        end_date: l.end,
        spots: l.spots,
        capacity,
        price: l.price,
        blocked_by: blockedBy,
        full: conflicts(busyPeriods(others, capacity), l.start, l.end).length > 0,
      };
    });
    const currencies = new Set(mine.map((l) => unitOf.get(l.unitId)?.currency ?? null));
    const total = mine.reduce((sum, l) => sum + l.price * (durationDays(l.start, l.end) ?? 0) * l.spots, 0);
    return {
      id: b.id,
      name: b.name,
      campaign_id: b.campaignId,
      proposal_id: b.proposalId,
      client_id: b.clientId,
      client_name: b.clientId === null ? '' : (nameOf.get(b.clientId) ?? ''),
      created_by_name: b.createdById === null ? null : (nameOf.get(b.createdById) ?? null),
      status: b.status,
      expires_at: b.expiresAt ? iso(b.expiresAt) : null,
      server_time: now.toISOString(),
      decided_at: b.decidedAt ? iso(b.decidedAt) : null,
      reason: b.reason,
      total: Math.round(total * 100) / 100,
      currency: currencies.size === 1 ? [...currencies][0]! : null,
      units: answered,
      created_at: iso(b.createdAt),
      updated_at: iso(b.updatedAt),
    };
  });
}

/**
 * A booking the caller reaches (ownership rule `booking`); inside a transaction `lock` holds its row until commit.
 * @throws HttpError 404 when missing or out of the caller's scope
 */
export async function findBooking(
  db: Db,
  user: AuthUser,
  id: number,
  locale: Locale,
  lock = false,
): Promise<BookingRow> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), ...clientScope(db, user, bookings.clientId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return row;
}
