/**
 * Provider units (contract src/api/contract/inventory.ts): create,
 * show, update, delete, attributes, points of interest, the form's lists,
 * and the client unit reads of contracts and bookings.
 *
 * Invariants:
 * - every change of a unit stamps its `updated_at` (delete stamps
 *   `deleted_at` too), so GET /provider/units pulls it as a delta or a
 *   tombstone (catalogue-lists.ts);
 * - create and update answer 422 with an `errors` map for what the schema
 *   or the reference data refuse (domain/unit-csv.ts `unitRefProblems`), so
 *   the app can show the first message of the first field (spec §5, §8);
 * - a unit in a reserved or contracted campaign is not deleted (409).
 */
import { HOLDING_STATUSES } from '#src/domain/campaign-status.ts';
import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import * as inv from '#src/api/contract/inventory.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { hasRole, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  bookings,
  campaignUnits,
  campaigns,
  mediaTypes,
  pois,
  unitPois,
  unitTypes,
  units,
  users,
} from '../db/schema.ts';
import { boundingBox, distanceMetres } from '../domain/campaign-rules.ts';
import { unitRefProblems } from '../domain/unit-csv.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { campaignScope } from './campaign-view.ts';
import { enumList, escapeLike } from './lookups.ts';
import { iso } from './sync-page.ts';
import {
  findOwnUnit,
  generatedSku,
  loadUnitRefs,
  notFound,
  ownProvider,
  reserveUnitIds,
  setUnitImages,
  sizeNameIn,
  unitColumns,
  unitDetail,
} from './unit-view.ts';

/** Campaign statuses that hold a unit: it cannot be deleted while in one of their carts. */
const HOLDING = [...HOLDING_STATUSES];

async function assertUnitRefs(db: Db, input: inv.UnitInput, locale: Locale, exceptUnitId?: number): Promise<void> {
  const problems = unitRefProblems(input, await loadUnitRefs(db, [input], exceptUnitId), locale);
  const [first] = Object.values(problems);
  if (first) throw validationError(first[0]!, problems);
}

export const POI_NAMES: Record<string, { es: string; en: string }> = {
  mall: { es: 'Centros comerciales', en: 'Malls' },
  school: { es: 'Escuelas', en: 'Schools' },
  hospital: { es: 'Hospitales', en: 'Hospitals' },
  stadium: { es: 'Estadios', en: 'Stadiums' },
  university: { es: 'Universidades', en: 'Universities' },
};

const unitHandlers = [
  implement(inv.storeUnit, async ({ db, body, user, locale, now }) => {
    const providerId = ownProvider(user, locale);
    await assertUnitRefs(db, body, locale);
    const id = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [unitId] = await reserveUnitIds(tx, 1);
      await tx.insert(units).values({
        id: unitId!,
        providerId,
        sku: body.sku || generatedSku(unitId!),
        ...unitColumns(body),
        attributes: body.attributes ?? {},
        createdAt: now,
        updatedAt: now,
      });
      if (body.image_ids) await setUnitImages(tx, user, unitId!, body.image_ids, locale);
      return unitId!;
    });
    return { data: await unitDetail(db, id, locale), message: msg(locale, 'units.created') };
  }),

  implement(inv.showUnit, async ({ db, params, user, locale }) => {
    const unit = await findOwnUnit(db, user, params.id, locale);
    return { data: await unitDetail(db, unit.id, locale), message: msg(locale, 'units.updated') };
  }),

  implement(inv.updateUnit, async ({ db, params, body, user, locale, now }) => {
    const unit = await findOwnUnit(db, user, params.id, locale);
    await assertUnitRefs(db, body, locale, unit.id);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx
        .update(units)
        .set({
          ...unitColumns(body),
          sku: body.sku || unit.sku,
          ...(body.attributes ? { attributes: body.attributes } : {}),
          updatedAt: now,
        })
        .where(eq(units.id, unit.id));
      if (body.image_ids) await setUnitImages(tx, user, unit.id, body.image_ids, locale);
    });
    return { data: await unitDetail(db, unit.id, locale), message: msg(locale, 'units.updated') };
  }),

  implement(inv.deleteUnit, async ({ db, params, user, locale, now }) => {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const unit = await findOwnUnit(tx, user, params.id, locale, true);
      const [held] = await tx
        .select({ n: count() })
        .from(campaignUnits)
        .innerJoin(campaigns, eq(campaigns.id, campaignUnits.campaignId))
        .where(and(eq(campaignUnits.unitId, unit.id), inArray(campaigns.status, HOLDING), isNull(campaigns.deletedAt)));
      if ((held?.n ?? 0) > 0) throw new HttpError(409, 'conflict', msg(locale, 'units.in_use'));
      await tx.update(units).set({ deletedAt: now, updatedAt: now }).where(eq(units.id, unit.id));
    });
    return { message: msg(locale, 'units.deleted') };
  }),

  implement(inv.unitAttributes, async ({ db, params, body, user, locale, now }) => {
    const unit = await findOwnUnit(db, user, params.id, locale);
    await db.update(units).set({ attributes: body.attributes, updatedAt: now }).where(eq(units.id, unit.id));
    return { data: await unitDetail(db, unit.id, locale), message: msg(locale, 'units.updated') };
  }),
];

const poiHandlers = [
  implement(inv.searchPois, async ({ db, params, query, user, locale }) => {
    const unit = await findOwnUnit(db, user, params.id, locale);
    const radius = Math.min(50_000, Math.max(1, query.radius ?? 2000));
    const box = boundingBox(unit, radius);
    const where: SQL[] = [
      gte(pois.lat, box.minLat),
      lte(pois.lat, box.maxLat),
      gte(pois.lng, box.minLng),
      lte(pois.lng, box.maxLng),
    ];
    if (query.category && query.type !== 'all') where.push(eq(pois.category, query.category));
    if (query.search) where.push(ilike(pois.name, escapeLike(query.search)));
    const [rows, active] = await Promise.all([
      db
        .select()
        .from(pois)
        .where(and(...where)),
      db.select({ id: unitPois.poiId }).from(unitPois).where(eq(unitPois.unitId, unit.id)),
    ]);
    const on = new Set(active.map((a) => a.id));
    const near = rows
      .map((p) => ({ p, d: distanceMetres(unit, p) }))
      .filter((x) => x.d <= radius)
      .toSorted((a, b) => a.d - b.d || a.p.id - b.p.id)
      .slice(0, 200);
    return {
      data: near.map(({ p, d }) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        lat: p.lat,
        lng: p.lng,
        country_id: p.countryId,
        city_id: p.cityId,
        distance_m: Math.round(d),
        active: on.has(p.id),
      })),
    };
  }),

  implement(inv.poiCategories, async ({ db, locale }) => {
    const rows = await db
      .select({ key: pois.category, n: count() })
      .from(pois)
      .groupBy(pois.category)
      .orderBy(asc(pois.category));
    return { data: rows.map((r) => ({ key: r.key, name: POI_NAMES[r.key]?.[locale] ?? r.key, count: r.n })) };
  }),

  implement(inv.activatePois, async ({ db, body, user, locale }) => {
    const unit = await findOwnUnit(db, user, body.unit_id, locale);
    const ids = [...new Set(body.poi_ids)];
    const found = await db.select({ id: pois.id }).from(pois).where(inArray(pois.id, ids));
    if (found.length !== ids.length)
      throw validationError(msg(locale, 'validation.failed'), { poi_ids: [msg(locale, 'http.not_found')] });
    if (body.active)
      await db
        .insert(unitPois)
        .values(ids.map((poiId) => ({ unitId: unit.id, poiId })))
        .onConflictDoNothing();
    else await db.delete(unitPois).where(and(eq(unitPois.unitId, unit.id), inArray(unitPois.poiId, ids)));
    const rows = await db
      .select({ id: unitPois.poiId })
      .from(unitPois)
      .where(eq(unitPois.unitId, unit.id))
      .orderBy(asc(unitPois.poiId));
    return {
      data: { unit_id: unit.id, active_poi_ids: rows.map((r) => r.id) },
      message: msg(locale, 'units.pois_updated'),
    };
  }),
];

const KINDS = [
  ['static', 'Fija', 'Static'],
  ['mobile', 'Móvil', 'Mobile'],
  ['digital', 'Digital', 'Digital'],
] as const;
const TRAFFIC_NAMES: Record<string, [string, string]> = {
  ida: ['Ida', 'Inbound'],
  vuelta: ['Vuelta', 'Outbound'],
  ambos: ['Ambos sentidos', 'Both ways'],
};

const formListHandlers = [
  implement(inv.unitKinds, async ({ locale }) => ({
    data: KINDS.map(([key, es, en]) => ({ key, name: locale === 'en' ? en : es })),
  })),
  implement(inv.unitFormSizes, async ({ db, locale }) => ({
    data: (await db.select().from(unitTypes).orderBy(asc(unitTypes.name))).map((t) => ({
      id: t.id,
      name: sizeNameIn(locale, t),
      width: t.width,
      height: t.height,
      measure_unit: t.measureUnit,
    })),
  })),
  implement(inv.unitYodaTypes, ({ db, locale }) => enumList(db, 'yoda-type', locale)),
  implement(inv.unitMediaTypes, async ({ db, locale }) => ({
    data: (
      await db
        .select()
        .from(mediaTypes)
        .where(sql`${mediaTypes.category} <> 'materials-print'`)
        .orderBy(asc(mediaTypes.id))
    ).map((m) => ({ id: m.id, key: m.key, name: locale === 'en' ? m.nameEn : m.name, category: m.category })),
  })),
  implement(inv.trafficDirections, async ({ locale }) => ({
    data: inv.TRAFFIC_DIRECTIONS.map((key) => ({ key, name: TRAFFIC_NAMES[key]![locale === 'en' ? 1 : 0] })),
  })),
];

/**
 * Campaigns holding a unit (contract `unitHolding`): providers reach their
 * own units' (others 404); administrators, managers and operations all;
 * clients, agencies and sellers only the campaigns they may see.
 */
async function holdings(db: Db, user: AuthUser, unitId: number, locale: Locale, kind: 'contracts' | 'bookings') {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), isNull(units.deletedAt)));
  if (!unit) throw notFound(locale);
  const staff = isSuperuser(user.permissions) || hasRole(user, 'manager', 'operations');
  const where: (SQL | undefined)[] = [eq(campaignUnits.unitId, unit.id), isNull(campaigns.deletedAt)];
  if (user.providerId && !staff) {
    if (unit.providerId !== user.providerId) throw notFound(locale);
  } else if (!staff) {
    where.push(...campaignScope(db, user));
  }
  if (kind === 'contracts') where.push(eq(campaigns.status, 'contracted'));
  else
    where.push(
      eq(campaigns.status, 'reserved'),
      sql`exists (select 1 from ${bookings} where ${bookings.campaignId} = ${campaigns.id} and ${bookings.status} = 'open')`,
    );
  const rows = await db
    .select({ line: campaignUnits, c: campaigns, client: users.name })
    .from(campaignUnits)
    .innerJoin(campaigns, eq(campaigns.id, campaignUnits.campaignId))
    .innerJoin(users, eq(users.id, campaigns.clientId))
    .where(and(...where))
    .orderBy(asc(campaignUnits.startDate), asc(campaigns.id));
  return {
    data: rows.map(({ line, c, client }) => ({
      campaign_id: c.id,
      campaign_name: c.name,
      client,
      status: c.status,
      start_date: line.startDate,
      end_date: line.endDate,
      spots_used: line.spotsUsed,
      price: line.price,
      bought_at: line.boughtAt ? iso(line.boughtAt) : null,
    })),
  };
}

const holdingHandlers = [
  implement(inv.unitContracts, ({ db, params, user, locale }) => holdings(db, user, params.id, locale, 'contracts')),
  implement(inv.unitBookings, ({ db, params, user, locale }) => holdings(db, user, params.id, locale, 'bookings')),
];

export const inventoryHandlers = [...unitHandlers, ...poiHandlers, ...formListHandlers, ...holdingHandlers];
