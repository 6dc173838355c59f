/**
 * Movement units (api-catalogue.md "Movement units"). Rules (ours;
 * the spec shows none):
 * - reading: anyone with `browse_movement_units`; writing: `movement_units.*`
 *   (operations staff) or a superuser;
 * - the campaign must be contracted or reserved (a contract to move units of);
 * - a move needs `from` in the campaign's cart and `to` a live unit not in
 *   it; the cart row keeps its dates and prices and changes unit (the cart is
 *   the campaign's `updated_at`: touched so mirrors pull it again);
 * - `/multiple` applies every move or none (one transaction, checked in order,
 *   a unit moved earlier in the batch counts as moved);
 * - `/remove-contract-unit` takes the unit off the cart; the campaign keeps at
 *   least one unit;
 * - `moved_on` defaults to the server's date.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import * as mu from '#src/api/contract/movement-units.ts';
import type { Movement } from '#src/api/contract/movement-units.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { campaignUnits, campaigns, movementUnits, units, users } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { iso } from './sync-page.ts';
import { meta, pageOf } from './lookups.ts';

type Row = typeof movementUnits.$inferSelect;

async function toAnswers(db: Db, rows: Row[]): Promise<Movement[]> {
  if (!rows.length) return [];
  const unitIds = [...new Set(rows.flatMap((r) => [r.fromUnitId, ...(r.toUnitId ? [r.toUnitId] : [])]))];
  const unitRows = await db
    .select({ id: units.id, title: units.title, sku: units.sku })
    .from(units)
    .where(inArray(units.id, unitIds));
  const unitOf = new Map(unitRows.map((u) => [u.id, u]));
  const campaignRows = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(inArray(campaigns.id, [...new Set(rows.map((r) => r.campaignId))]));
  const campaignOf = new Map(campaignRows.map((c) => [c.id, c]));
  const userIds = [...new Set(rows.map((r) => r.createdById).filter((x): x is number => x !== null))];
  const userRows = userIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  const userOf = new Map(userRows.map((u) => [u.id, u]));
  return rows.map((r) => ({
    id: r.id,
    campaign: campaignOf.get(r.campaignId)!,
    from_unit: unitOf.get(r.fromUnitId)!,
    to_unit: r.toUnitId ? unitOf.get(r.toUnitId)! : null,
    reason: r.reason,
    moved_on: r.movedOn,
    created_by: r.createdById ? (userOf.get(r.createdById) ?? null) : null,
    created_at: iso(r.createdAt),
  }));
}

function assertWriter(user: AuthUser, locale: Locale): void {
  if (!hasPermission(user.permissions, 'movement_units.write'))
    throw new HttpError(403, 'forbidden', msg(locale, 'auth.forbidden'));
}

async function contractFor(db: Db, campaignId: number, locale: Locale) {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign)
    throw validationError(msg(locale, 'validation.failed'), { campaign_id: [msg(locale, 'http.not_found')] });
  if (campaign.status !== 'contracted' && campaign.status !== 'reserved')
    throw new HttpError(409, 'conflict', msg(locale, 'movement.not_contracted'));
  return campaign;
}

/** Applies moves to the cart in order inside `tx`. @throws HttpError 422 naming the failing field */
async function applyMoves(
  tx: Db,
  campaignId: number,
  moves: { from_unit_id: number; to_unit_id: number }[],
  locale: Locale,
): Promise<void> {
  for (const [k, m] of moves.entries()) {
    const field = moves.length > 1 ? `moves.${k}` : 'from_unit_id';
    const [row] = await tx
      .select({ id: campaignUnits.id })
      .from(campaignUnits)
      .where(and(eq(campaignUnits.campaignId, campaignId), eq(campaignUnits.unitId, m.from_unit_id)));
    if (!row)
      throw validationError(msg(locale, 'validation.failed'), { [field]: [msg(locale, 'movement.not_in_campaign')] });
    const [target] = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.id, m.to_unit_id), isNull(units.deletedAt)));
    const [taken] = await tx
      .select({ id: campaignUnits.id })
      .from(campaignUnits)
      .where(and(eq(campaignUnits.campaignId, campaignId), eq(campaignUnits.unitId, m.to_unit_id)));
    if (!target || taken)
      throw validationError(msg(locale, 'validation.failed'), {
        [moves.length > 1 ? `moves.${k}` : 'to_unit_id']: [msg(locale, 'movement.target_unavailable')],
      });
    await tx.update(campaignUnits).set({ unitId: m.to_unit_id }).where(eq(campaignUnits.id, row.id));
  }
}

export const movementUnitHandlers = [
  implement(mu.list, async ({ db, query }) => {
    const { size, current, offset } = pageOf(query.page, Math.min(query.per_page ?? 20, 100));
    const where = query.campaign_id ? eq(movementUnits.campaignId, query.campaign_id) : undefined;
    const [total] = await db.select({ n: count() }).from(movementUnits).where(where);
    const rows = await db
      .select()
      .from(movementUnits)
      .where(where)
      .orderBy(desc(movementUnits.createdAt), desc(movementUnits.id))
      .limit(size)
      .offset(offset);
    return { data: await toAnswers(db, rows), meta: meta(current, size, total?.n ?? 0) };
  }),

  implement(mu.show, async ({ db, params, locale }) => {
    const [row] = await db.select().from(movementUnits).where(eq(movementUnits.id, params.id));
    if (!row) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
    return { data: (await toAnswers(db, [row]))[0]! };
  }),

  implement(mu.store, async ({ db, body, user, locale, now }) => {
    assertWriter(user, locale);
    await contractFor(db, body.campaign_id, locale);
    const row = await db.transaction(async (tx) => {
      await applyMoves(tx as unknown as Db, body.campaign_id, [body], locale);
      await tx.update(campaigns).set({ updatedAt: now }).where(eq(campaigns.id, body.campaign_id));
      const [r] = await tx
        .insert(movementUnits)
        .values({
          campaignId: body.campaign_id,
          fromUnitId: body.from_unit_id,
          toUnitId: body.to_unit_id,
          reason: body.reason,
          movedOn: body.moved_on ?? now.toISOString().slice(0, 10),
          createdById: user.id,
          createdAt: now,
        })
        .returning();
      return r!;
    });
    return { data: (await toAnswers(db, [row]))[0]!, message: msg(locale, 'movement.saved') };
  }),

  implement(mu.multiple, async ({ db, body, user, locale, now }) => {
    assertWriter(user, locale);
    await contractFor(db, body.campaign_id, locale);
    const rows = await db.transaction(async (tx) => {
      await applyMoves(tx as unknown as Db, body.campaign_id, body.moves, locale);
      await tx.update(campaigns).set({ updatedAt: now }).where(eq(campaigns.id, body.campaign_id));
      return tx
        .insert(movementUnits)
        .values(
          body.moves.map((m) => ({
            campaignId: body.campaign_id,
            fromUnitId: m.from_unit_id,
            toUnitId: m.to_unit_id,
            reason: body.reason,
            movedOn: body.moved_on ?? now.toISOString().slice(0, 10),
            createdById: user.id,
            createdAt: now,
          })),
        )
        .returning();
    });
    return { data: await toAnswers(db, rows), message: msg(locale, 'movement.saved') };
  }),

  implement(mu.removeContractUnit, async ({ db, body, user, locale, now }) => {
    assertWriter(user, locale);
    await contractFor(db, body.campaign_id, locale);
    const row = await db.transaction(async (tx) => {
      const [left] = await tx
        .select({ n: count() })
        .from(campaignUnits)
        .where(eq(campaignUnits.campaignId, body.campaign_id));
      const removed = await tx
        .delete(campaignUnits)
        .where(and(eq(campaignUnits.campaignId, body.campaign_id), eq(campaignUnits.unitId, body.unit_id)))
        .returning({ id: campaignUnits.id });
      if (!removed.length)
        throw validationError(msg(locale, 'validation.failed'), { unit_id: [msg(locale, 'movement.not_in_campaign')] });
      if ((left?.n ?? 0) <= 1) throw new HttpError(409, 'conflict', msg(locale, 'movement.last_unit'));
      await tx.update(campaigns).set({ updatedAt: now }).where(eq(campaigns.id, body.campaign_id));
      const [r] = await tx
        .insert(movementUnits)
        .values({
          campaignId: body.campaign_id,
          fromUnitId: body.unit_id,
          toUnitId: null,
          reason: body.reason,
          movedOn: body.moved_on ?? now.toISOString().slice(0, 10),
          createdById: user.id,
          createdAt: now,
        })
        .returning();
      return r!;
    });
    return { data: (await toAnswers(db, [row]))[0]!, message: msg(locale, 'movement.removed') };
  }),
];
