/**
 * The inventory's catalogues (contract inventory.ts): unit sizes
 * (/admin/unit-sizes and /client/unit_types, one table), media types,
 * provider materials (their handlers in materials.ts) and unit reservations.
 *
 * Rules (ours where the spec is silent):
 * - a size, media type or material in use is not deleted (409);
 * - media type keys are unique (422 under `key`); create and update errors
 *   come as 422 with an `errors` map (spec §5, §8);
 * - materials and unit reservations belong to a provider: a provider
 *   reaches its own (others 404), administrators all;
 * - a unit reservation's end is not before its start, and its days do not
 *   overlap another reservation of the unit (422 under `start_date`).
 */
import { and, asc, count, eq, gte, ilike, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import * as inv from '#src/api/contract/inventory.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { campaignMediaTypes, mediaTypes, packages, unitReservations, unitTypes, units } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg, type MessageKey } from '../i18n.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';
import { findOwnUnit, notFound, providerWhere } from './unit-view.ts';
import { materialHandlers } from './materials.ts';

export { findMaterial } from './materials.ts';

const conflict = (locale: Locale, key: MessageKey) => new HttpError(409, 'conflict', msg(locale, key));
const invalid = (field: string, text: string) => validationError(text, { [field]: [text] });

// ── Unit sizes ──────────────────────────────────────────────────────────────

async function sizeAnswer(db: Db, id: number, locale: Locale): Promise<inv.UnitSize> {
  const [row] = await db
    .select({
      t: unitTypes,
      n: sql<number>`(select count(*)::int from ${units} where ${units.unitTypeId} = ${unitTypes.id} and ${units.deletedAt} is null)`,
    })
    .from(unitTypes)
    .where(eq(unitTypes.id, id));
  if (!row) throw notFound(locale);
  return {
    id: row.t.id,
    name: row.t.name,
    width: row.t.width,
    height: row.t.height,
    measure_unit: row.t.measureUnit,
    units_count: Number(row.n),
  };
}

const sizeColumns = (b: { name: string; width: number; height: number; measure_unit: string }) => ({
  name: b.name,
  width: b.width,
  height: b.height,
  measureUnit: b.measure_unit,
});

/** The same handlers serve /admin/unit-sizes and /client/unit_types. */
function sizeHandlers(e: {
  list: typeof inv.unitSizes;
  store: typeof inv.storeUnitSize;
  update: typeof inv.updateUnitSize;
  remove: typeof inv.deleteUnitSize;
}) {
  return [
    implement(e.list, async ({ db, query }) => {
      const term = query.name ?? query.search;
      const where = term ? ilike(unitTypes.name, escapeLike(term)) : undefined;
      const { size, current, offset } = pageOf(query.page, query.per_page);
      const [total] = await db.select({ n: count() }).from(unitTypes).where(where);
      const rows = await db
        .select({ id: unitTypes.id })
        .from(unitTypes)
        .where(where)
        .orderBy(asc(unitTypes.name), asc(unitTypes.id))
        .limit(size)
        .offset(offset);
      const data = await Promise.all(rows.map((r) => sizeAnswer(db, r.id, 'es')));
      return { data, meta: meta(current, size, total?.n ?? 0) };
    }),
    implement(e.store, async ({ db, body, locale }) => {
      const [row] = await db.insert(unitTypes).values(sizeColumns(body)).returning({ id: unitTypes.id });
      return { data: await sizeAnswer(db, row!.id, locale), message: msg(locale, 'sizes.saved') };
    }),
    implement(e.update, async ({ db, params, body, locale }) => {
      const [row] = await db
        .update(unitTypes)
        .set(sizeColumns(body))
        .where(eq(unitTypes.id, params.id))
        .returning({ id: unitTypes.id });
      if (!row) throw notFound(locale);
      return { data: await sizeAnswer(db, row.id, locale), message: msg(locale, 'sizes.saved') };
    }),
    implement(e.remove, async ({ db, params, locale }) => {
      const size = await sizeAnswer(db, params.id, locale);
      const [used] = await db.select({ n: count() }).from(units).where(eq(units.unitTypeId, size.id));
      if ((used?.n ?? 0) > 0) throw conflict(locale, 'sizes.in_use');
      await db.delete(unitTypes).where(eq(unitTypes.id, size.id));
      return { message: msg(locale, 'sizes.deleted') };
    }),
  ];
}

const measureNames: Record<string, [string, string]> = {
  m: ['Metros', 'Metres'],
  cm: ['Centímetros', 'Centimetres'],
  in: ['Pulgadas', 'Inches'],
  ft: ['Pies', 'Feet'],
  px: ['Píxeles', 'Pixels'],
};

const unitSizeHandlers = [
  ...sizeHandlers({
    list: inv.unitSizes,
    store: inv.storeUnitSize,
    update: inv.updateUnitSize,
    remove: inv.deleteUnitSize,
  }),
  ...sizeHandlers({
    list: inv.unitTypes,
    store: inv.storeUnitType,
    update: inv.updateUnitType,
    remove: inv.deleteUnitType,
  }),
  implement(inv.showUnitType, async ({ db, params, locale }) => ({ data: await sizeAnswer(db, params.id, locale) })),
  implement(inv.measureUnits, async ({ locale }) => ({
    data: inv.MEASURE_UNITS.map((key) => ({ key, name: measureNames[key]![locale === 'en' ? 1 : 0] })),
  })),
];

// ── Media types ─────────────────────────────────────────────────────────────

async function mediaTypeAnswer(db: Db, id: number, locale: Locale) {
  const [m] = await db.select().from(mediaTypes).where(eq(mediaTypes.id, id));
  if (!m) throw notFound(locale);
  const [n] = await db
    .select({ n: count() })
    .from(units)
    .where(and(eq(units.mediaTypeId, id), isNull(units.deletedAt)));
  return {
    id: m.id,
    key: m.key,
    name: locale === 'en' ? m.nameEn : m.name,
    name_es: m.name,
    name_en: m.nameEn,
    category: m.category as 'media-print' | 'media-digital' | 'materials-print',
    purchase_periods: m.purchasePeriods,
    rules: m.rules as { type: string | { key: string } }[],
    units_count: n?.n ?? 0,
  };
}

async function assertKeyFree(db: Db, key: string, exceptId: number | null, locale: Locale): Promise<void> {
  const [row] = await db
    .select({ id: mediaTypes.id })
    .from(mediaTypes)
    .where(and(eq(mediaTypes.key, key), exceptId ? ne(mediaTypes.id, exceptId) : undefined));
  if (row) throw invalid('key', msg(locale, 'media_types.key_taken'));
}

const mediaColumns = (
  b: {
    key: string;
    name: string;
    name_en: string;
    category: string;
    purchase_periods?: number[] | undefined;
    rules?: Record<string, unknown>[] | undefined;
  },
  now: Date,
) => ({
  key: b.key,
  name: b.name,
  nameEn: b.name_en,
  category: b.category,
  purchasePeriods: [...new Set(b.purchase_periods ?? [])].toSorted((x, y) => x - y),
  rules: b.rules ?? [],
  updatedAt: now,
});

const mediaTypeHandlers = [
  implement(inv.storeMediaType, async ({ db, body, locale, now }) => {
    await assertKeyFree(db, body.key, null, locale);
    const [row] = await db.insert(mediaTypes).values(mediaColumns(body, now)).returning({ id: mediaTypes.id });
    return { data: await mediaTypeAnswer(db, row!.id, locale), message: msg(locale, 'media_types.saved') };
  }),
  implement(inv.showMediaType, async ({ db, params, locale }) => ({
    data: await mediaTypeAnswer(db, params.id, locale),
  })),
  implement(inv.updateMediaType, async ({ db, params, body, locale, now }) => {
    await mediaTypeAnswer(db, params.id, locale);
    await assertKeyFree(db, body.key, params.id, locale);
    await db.update(mediaTypes).set(mediaColumns(body, now)).where(eq(mediaTypes.id, params.id));
    return { data: await mediaTypeAnswer(db, params.id, locale), message: msg(locale, 'media_types.saved') };
  }),
  implement(inv.deleteMediaType, async ({ db, params, locale }) => {
    const type = await mediaTypeAnswer(db, params.id, locale);
    const used = await Promise.all([
      db.select({ n: count() }).from(units).where(eq(units.mediaTypeId, type.id)),
      db.select({ n: count() }).from(campaignMediaTypes).where(eq(campaignMediaTypes.mediaTypeId, type.id)),
      db.select({ n: count() }).from(packages).where(eq(packages.mediaTypeId, type.id)),
    ]);
    if (used.some(([r]) => (r?.n ?? 0) > 0)) throw conflict(locale, 'media_types.in_use');
    await db.delete(mediaTypes).where(eq(mediaTypes.id, type.id));
    return { message: msg(locale, 'media_types.deleted') };
  }),
];

// ── Unit reservations ───────────────────────────────────────────────────────

async function reservationAnswers(
  db: Db,
  where: SQL | undefined,
  page?: { size: number; offset: number },
): Promise<inv.UnitReservation[]> {
  const q = db
    .select({ r: unitReservations, title: units.title })
    .from(unitReservations)
    .innerJoin(units, eq(units.id, unitReservations.unitId))
    .where(where)
    .orderBy(asc(unitReservations.startDate), asc(unitReservations.id));
  const rows = page ? await q.limit(page.size).offset(page.offset) : await q;
  return rows.map(({ r, title }) => ({
    id: r.id,
    unit_id: r.unitId,
    unit_title: title,
    start_date: r.startDate,
    end_date: r.endDate,
    spots: r.spots,
    note: r.note,
    created_at: iso(r.createdAt),
  }));
}

/** A reservation of one of the caller's units. @throws HttpError 404 */
export async function findReservation(db: Db, user: AuthUser, id: number, locale: Locale) {
  const [row] = await db
    .select({ r: unitReservations })
    .from(unitReservations)
    .innerJoin(units, eq(units.id, unitReservations.unitId))
    .where(and(eq(unitReservations.id, id), ...providerWhere(user, units.providerId)));
  if (!row) throw notFound(locale);
  return row.r;
}

async function assertReservation(
  db: Db,
  b: { unit_id: number; start_date: string; end_date: string },
  exceptId: number | null,
  locale: Locale,
): Promise<void> {
  if (b.end_date < b.start_date) throw invalid('end_date', msg(locale, 'campaign.end_before_start'));
  const [overlap] = await db
    .select({ id: unitReservations.id })
    .from(unitReservations)
    .where(
      and(
        eq(unitReservations.unitId, b.unit_id),
        lte(unitReservations.startDate, b.end_date),
        gte(unitReservations.endDate, b.start_date),
        exceptId ? ne(unitReservations.id, exceptId) : undefined,
      ),
    );
  if (overlap) throw invalid('start_date', msg(locale, 'reservations.overlap'));
}

const reservationHandlers = [
  implement(inv.unitReservations, async ({ db, query, user }) => {
    const where = and(
      ...providerWhere(user, units.providerId),
      query.unit_id ? eq(unitReservations.unitId, query.unit_id) : undefined,
      query.from ? gte(unitReservations.endDate, query.from) : undefined,
      query.to ? lte(unitReservations.startDate, query.to) : undefined,
    );
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(unitReservations)
      .innerJoin(units, eq(units.id, unitReservations.unitId))
      .where(where);
    return { data: await reservationAnswers(db, where, { size, offset }), meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(inv.storeUnitReservation, async ({ db, body, user, locale, now }) => {
    await findOwnUnit(db, user, body.unit_id, locale);
    await assertReservation(db, body, null, locale);
    const [row] = await db
      .insert(unitReservations)
      .values({
        unitId: body.unit_id,
        startDate: body.start_date,
        endDate: body.end_date,
        spots: body.spots ?? 1,
        note: body.note ?? '',
        createdById: user.id,
        createdAt: now,
      })
      .returning({ id: unitReservations.id });
    return {
      data: (await reservationAnswers(db, eq(unitReservations.id, row!.id)))[0]!,
      message: msg(locale, 'reservations.saved'),
    };
  }),
  implement(inv.updateUnitReservation, async ({ db, params, body, user, locale }) => {
    const found = await findReservation(db, user, params.id, locale);
    await findOwnUnit(db, user, body.unit_id, locale);
    await assertReservation(db, body, found.id, locale);
    await db
      .update(unitReservations)
      .set({
        unitId: body.unit_id,
        startDate: body.start_date,
        endDate: body.end_date,
        spots: body.spots ?? found.spots,
        note: body.note ?? found.note,
      })
      .where(eq(unitReservations.id, found.id));
    return {
      data: (await reservationAnswers(db, eq(unitReservations.id, found.id)))[0]!,
      message: msg(locale, 'reservations.saved'),
    };
  }),
  implement(inv.deleteUnitReservation, async ({ db, params, user, locale }) => {
    const found = await findReservation(db, user, params.id, locale);
    await db.delete(unitReservations).where(eq(unitReservations.id, found.id));
    return { message: msg(locale, 'reservations.deleted') };
  }),
];

export const unitCatalogueHandlers = [
  ...unitSizeHandlers,
  ...mediaTypeHandlers,
  ...materialHandlers,
  ...reservationHandlers,
];
