/**
 * How campaigns are answered: availability (product.md §4). Other campaigns (not deleted) that are contracted, or
 * reserved with a booking that still holds, hold their cart units over their lines' dates with `spots_used` spots;
 * proposals' bookings hold their units; the provider's reservations hold theirs (`holdersOf`). A unit is busy on
 * the days those holds take all its spots (server/domain/campaign-rules.ts `busyPeriods`).
 */
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { fileUrl } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  bookingUnits,
  bookings,
  campaignUnits,
  campaigns,
  orderJobItemPhotos,
  orderJobItems,
  units,
  unitReservations,
} from '#server/db/schema.ts';
import { HOLDING, busyPeriods, type Hold, type Period } from '#server/domain/campaign-rules.ts';
// ── Availability ────────────────────────────────────────────────────────────

/** A hold with who holds: a campaign (`campaign` reserved, `contract` contracted), a proposal's booking, or the provider's reservation. */
export interface Holder extends Hold {
  kind: 'campaign' | 'contract' | 'booking' | 'reservation';
  /** Campaign id, booking id or unit reservation id. */
  id: number;
  name: string;
}

/** What a hold is compared with: the campaign and booking to leave out (the one asking). */
export interface HoldExclusion {
  campaignId?: number | undefined;
  bookingId?: number | undefined;
}

/**
 * SQL: a booking row `b` holds now (src/domain/booking-rules.ts `holds`, on the database's clock): applied, or open
 * and not expired.
 */
export const bookingHolds = sql`(${bookings.status} = 'applied' or (${bookings.status} = 'open' and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now())))`;

/**
 * Every hold on each unit (docs/sales-pipeline.md "One hold, one availability"):
 * - cart lines of contracted campaigns, and of reserved campaigns whose booking still holds (open and not expired,
 *   or applied; a reserved campaign with no booking row at all, from before bookings had an expiry, holds too);
 * - the units of proposals' bookings that still hold;
 * - the provider's own reservations of its units (api-catalogue.md "Unit reservations").
 * `except` leaves out the asking campaign or booking.
 */
export async function holdersOf(
  db: Db,
  unitIds: readonly number[],
  except: HoldExclusion = {},
): Promise<Map<number, Holder[]>> {
  const out = new Map<number, Holder[]>();
  if (!unitIds.length) return out;
  const add = (unitId: number, h: Holder) => out.set(unitId, [...(out.get(unitId) ?? []), h]);
  const campaignHolds = sql`(${campaigns.status} = 'contracted' or (${campaigns.status} = 'reserved' and (
    not exists (select 1 from ${bookings} where ${bookings.campaignId} = ${campaigns.id})
    or exists (select 1 from ${bookings} where ${bookings.campaignId} = ${campaigns.id} and ${bookingHolds}))))`;
  const rows = await db
    .select({
      unitId: campaignUnits.unitId,
      start: campaignUnits.startDate,
      end: campaignUnits.endDate,
      spots: campaignUnits.spotsUsed,
      id: campaigns.id,
      name: campaigns.name,
      status: campaigns.status,
    })
    .from(campaignUnits)
    .innerJoin(campaigns, eq(campaigns.id, campaignUnits.campaignId))
    .where(
      and(
        inArray(campaignUnits.unitId, [...unitIds]),
        except.campaignId === undefined ? undefined : ne(campaigns.id, except.campaignId),
        isNull(campaigns.deletedAt),
        inArray(campaigns.status, [...HOLDING]),
        campaignHolds,
      ),
    );
  for (const r of rows)
    add(r.unitId, {
      start: r.start,
      end: r.end,
      spots: r.spots,
      kind: r.status === 'contracted' ? 'contract' : 'campaign',
      id: r.id,
      name: r.name,
    });
  const booked = await db
    .select({
      unitId: bookingUnits.unitId,
      start: bookingUnits.startDate,
      end: bookingUnits.endDate,
      spots: bookingUnits.spots,
      id: bookings.id,
      name: bookings.name,
    })
    .from(bookingUnits)
    .innerJoin(bookings, eq(bookings.id, bookingUnits.bookingId))
    .where(
      and(
        inArray(bookingUnits.unitId, [...unitIds]),
        isNull(bookings.campaignId),
        except.bookingId === undefined ? undefined : ne(bookings.id, except.bookingId),
        bookingHolds,
      ),
    );
  for (const r of booked) add(r.unitId, { ...r, kind: 'booking' });
  const reserved = await db
    .select({
      unitId: unitReservations.unitId,
      start: unitReservations.startDate,
      end: unitReservations.endDate,
      spots: unitReservations.spots,
      id: unitReservations.id,
      name: unitReservations.note,
    })
    .from(unitReservations)
    .where(inArray(unitReservations.unitId, [...unitIds]));
  for (const r of reserved) add(r.unitId, { ...r, kind: 'reservation' });
  return out;
}

/** What other campaigns and bookings that hold, and the provider's unit reservations, hold of each unit (`holdersOf`). */
export async function holdsOf(
  db: Db,
  unitIds: readonly number[],
  exceptCampaignId: number,
): Promise<Map<number, Hold[]>> {
  return holdersOf(db, unitIds, { campaignId: exceptCampaignId });
}

/** Busy periods of each unit for campaign `campaignId` (others' holds that take all its spots). */
export async function busyOf(
  db: Db,
  unitList: readonly { id: number; spots: number }[],
  campaignId: number,
): Promise<Map<number, Period[]>> {
  const holds = await holdsOf(
    db,
    unitList.map((u) => u.id),
    campaignId,
  );
  return new Map(unitList.map((u) => [u.id, busyPeriods(holds.get(u.id) ?? [], u.spots)]));
}

/**
 * Locks the unit rows until the transaction ends, so two campaigns checking
 * and taking the same unit run one after the other (a reservation and a
 * contract never both pass the check on PostgreSQL).
 */
export async function lockUnits(tx: Db, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length)
    await tx
      .select({ id: units.id })
      .from(units)
      .where(inArray(units.id, [...unitIds]))
      .orderBy(asc(units.id))
      .for('update');
}

/** Thumbnail URL of the latest proof-of-posting photo of each unit that has one. */
export async function latestImages(db: Db, unitIds: readonly number[]): Promise<Map<number, string>> {
  if (!unitIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([orderJobItems.unitId], { unitId: orderJobItems.unitId, thumb: orderJobItemPhotos.thumbFileId })
    .from(orderJobItemPhotos)
    .innerJoin(orderJobItems, eq(orderJobItems.id, orderJobItemPhotos.orderJobItemId))
    .where(inArray(orderJobItems.unitId, [...unitIds]))
    .orderBy(orderJobItems.unitId, desc(orderJobItemPhotos.createdAt), desc(orderJobItemPhotos.id));
  return new Map(rows.map((r) => [r.unitId, fileUrl(r.thumb)]));
}
