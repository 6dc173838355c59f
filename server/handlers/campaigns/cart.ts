/**
 * Campaign planning: the cart and what ends it — attach, detach, reserve, make contract, cancel
 * (api-catalogue.md "Campaigns", product.md §4).
 */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import { packageDailyPrice } from '#src/domain/pricing.ts';
import { expiryOf } from '#src/domain/booking-rules.ts';
import type { Db } from '#server/db/client.ts';
import { bookings, campaignUnits, packages, units } from '#server/db/schema.ts';
import { conflicts } from '#server/domain/campaign-rules.ts';
import { msg } from '#server/i18n.ts';
import { busyOf, lockUnits, type CampaignRow } from '../campaign-view.ts';
import { invalid, assertCartNotEmpty, linesWhere, busyReason, assertFree, type Outcome } from './shared.ts';
import { campaignMediaType } from './steps.ts';
import { ensureContract } from '../contracts/contract-view.ts';
// ── The cart ────────────────────────────────────────────────────────────────

/** Adds a unit to the cart (see the contract's `attachUnit`; 422 under `unit` naming why not). */
export async function applyAttach(tx: Db, campaign: CampaignRow, unitId: number, locale: Locale): Promise<Outcome> {
  const [present] = await tx
    .select({ id: campaignUnits.id })
    .from(campaignUnits)
    .where(and(eq(campaignUnits.campaignId, campaign.id), eq(campaignUnits.unitId, unitId)));
  if (present) return { unchanged: 'campaign.unit_already' };
  const [unit] = await tx.select().from(units).where(eq(units.id, unitId));
  if (!unit || unit.deletedAt || unit.status !== 'active')
    throw invalid('unit', msg(locale, 'campaign.unit_unavailable', { title: unit?.title ?? `#${unitId}` }));
  const type = await campaignMediaType(tx, campaign.id, unit.countryId, unit.mediaTypeId);
  if (!type?.startDate || !type.endDate) throw invalid('unit', msg(locale, 'campaign.dates_first'));
  let price = unit.price;
  if (campaign.campaignType === 'package' && campaign.packageId) {
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, campaign.packageId));
    if (!pkg?.unitIds.includes(unit.id))
      throw invalid('unit', msg(locale, 'campaign.unit_not_in_package', { title: unit.title }));
    price = packageDailyPrice(pkg.value, pkg.unitIds.length, pkg.duration);
  }
  const [start, end] = [type.startDate, type.endDate];
  await lockUnits(tx, [unit.id]);
  const hit = conflicts((await busyOf(tx, [unit], campaign.id)).get(unit.id) ?? [], start, end)[0];
  if (hit) throw invalid('unit', busyReason(locale, unit.title, hit));
  await tx.insert(campaignUnits).values({
    campaignId: campaign.id,
    unitId: unit.id,
    price,
    printPrice: campaign.unitsCategory === 'print' ? unit.printPrice : 0,
    totalPrice: 0,
    startDate: start,
    endDate: end,
    spotsUsed: 1,
    extraDays: 0,
  });
  return {};
}

/** Takes a unit out of the cart; a unit not in it changes nothing. */
export async function applyDetach(tx: Db, campaign: CampaignRow, unitId: number): Promise<Outcome> {
  const removed = await tx
    .delete(campaignUnits)
    .where(and(eq(campaignUnits.campaignId, campaign.id), eq(campaignUnits.unitId, unitId)))
    .returning({ id: campaignUnits.id });
  return removed.length ? {} : { unchanged: 'campaign.unit_removed' };
}

/** Reserve (spec §4): every cart unit still free; an open booking that expires `BOOKING_HOLD_DAYS` from now. */
export async function applyReserve(tx: Db, campaign: CampaignRow, locale: Locale, now: Date): Promise<Outcome> {
  await assertCartNotEmpty(tx, campaign.id, locale);
  const lines = await linesWhere(tx, campaign.id, undefined);
  await assertFree(
    tx,
    campaign.id,
    lines.map((l) => ({ unit: l.unit, start: l.line.startDate, end: l.line.endDate })),
    locale,
  );
  await tx.insert(bookings).values({
    campaignId: campaign.id,
    clientId: campaign.clientId,
    name: campaign.name,
    status: 'open',
    expiresAt: expiryOf(now),
    createdAt: now,
    updatedAt: now,
  });
  return { patch: { status: 'reserved', booking: true } };
}

/** Make contract (spec §4): lines bought now; units re-checked unless they were reserved. */
export async function applyContract(tx: Db, campaign: CampaignRow, locale: Locale, now: Date): Promise<Outcome> {
  await assertCartNotEmpty(tx, campaign.id, locale);
  if (campaign.status !== 'reserved') {
    const lines = await linesWhere(tx, campaign.id, undefined);
    await assertFree(
      tx,
      campaign.id,
      lines.map((l) => ({ unit: l.unit, start: l.line.startDate, end: l.line.endDate })),
      locale,
    );
  }
  await tx.update(campaignUnits).set({ boughtAt: now }).where(eq(campaignUnits.campaignId, campaign.id));
  // the contract of the campaign (docs/contracts-billing.md "One contract, one hold"), pending until applied
  await ensureContract(tx, campaign.id, now);
  return { patch: { status: 'contracted' } };
}

/** Cancel campaign: its open bookings end too; a cancelled campaign stays as it is. */
export async function applyCancel(tx: Db, campaign: CampaignRow, now: Date): Promise<Outcome> {
  if (campaign.status === 'cancelled') return { unchanged: 'campaign.cancelled' };
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(bookings.campaignId, campaign.id), eq(bookings.status, 'open')));
  return { patch: { status: 'cancelled', booking: false } };
}
