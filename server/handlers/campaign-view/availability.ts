/**
 * How campaigns are answered: availability (product.md §4). Other campaigns (not deleted) that are reserved or
 * contracted hold their cart units over their lines' dates with `spots_used` spots (`holdsOf`); a unit is busy on
 * the days those holds take all its spots (server/domain/campaign-rules.ts `busyPeriods`).
 */
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { fileUrl } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignUnits,
  campaigns,
  orderJobItemPhotos,
  orderJobItems,
  units,
  unitReservations,
} from '#server/db/schema.ts';
import { HOLDING, busyPeriods, type Hold, type Period } from '#server/domain/campaign-rules.ts';
// ── Availability ────────────────────────────────────────────────────────────

/** What other campaigns that are reserved or contracted, and the provider's unit reservations, hold of each unit (module doc). */
export async function holdsOf(
  db: Db,
  unitIds: readonly number[],
  exceptCampaignId: number,
): Promise<Map<number, Hold[]>> {
  const out = new Map<number, Hold[]>();
  if (!unitIds.length) return out;
  const rows = await db
    .select({
      unitId: campaignUnits.unitId,
      start: campaignUnits.startDate,
      end: campaignUnits.endDate,
      spots: campaignUnits.spotsUsed,
    })
    .from(campaignUnits)
    .innerJoin(campaigns, eq(campaigns.id, campaignUnits.campaignId))
    .where(
      and(
        inArray(campaignUnits.unitId, [...unitIds]),
        ne(campaigns.id, exceptCampaignId),
        isNull(campaigns.deletedAt),
        inArray(campaigns.status, [...HOLDING]),
      ),
    );
  for (const r of rows)
    out.set(r.unitId, [...(out.get(r.unitId) ?? []), { start: r.start, end: r.end, spots: r.spots }]);
  // the provider's own reservations of its units (api-catalogue.md "Unit reservations") hold spots too
  const reserved = await db
    .select({
      unitId: unitReservations.unitId,
      start: unitReservations.startDate,
      end: unitReservations.endDate,
      spots: unitReservations.spots,
    })
    .from(unitReservations)
    .where(inArray(unitReservations.unitId, [...unitIds]));
  for (const r of reserved)
    out.set(r.unitId, [...(out.get(r.unitId) ?? []), { start: r.start, end: r.end, spots: r.spots }]);
  return out;
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
