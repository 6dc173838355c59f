/**
 * The rest of the catalogue: a unit's rules and nearby points of interest for clients, and POI and audience sync
 * (contract catalogue-rest.ts, whose doc gives the sync rules; api-catalogue.md "Units", "POIs").
 *
 * POI sync (SECURITY.md, "Long work"): `syncPoisOf` syncs a slice of units with
 * one query for their nearby POIs and one short transaction that reads their
 * shown POIs and writes the difference, so a slice is all or nothing. Syncing
 * every unit (PUT /units-sync-pois) walks slices of POI_SYNC_CHUNK units with
 * a yield to the event loop between them (server/db/chunked.ts): other
 * requests run in between, none waits for the whole walk. If the process dies
 * mid-way, the slices committed are synced and the rest keep their old POIs;
 * running it again is safe (a synced unit adds and removes nothing) and
 * finishes the job.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import * as cr from '#src/api/contract/catalogue-rest.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '#server/db/client.ts';
import { inChunks } from '#server/db/chunked.ts';
import { mediaTypes, pois, unitAudiences, unitPois, unitRules, units } from '#server/db/schema.ts';
import { boundingBox, distanceMetres, reachOf } from '#server/domain/campaign-rules.ts';
import { implement } from '#server/http/register.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { findCampaign } from '../campaign-view.ts';
import { POI_NAMES } from '../inventory.ts';
import { iso } from '../sync-page.ts';
import { findOwnUnit, notFound, providerWhere, type UnitRow } from '../unit-view.ts';
type PoiRow = typeof pois.$inferSelect;
const nearAnswer = (p: PoiRow, d: number): cr.NearPoi => ({
  id: p.id,
  name: p.name,
  category: p.category,
  lat: p.lat,
  lng: p.lng,
  country_id: p.countryId,
  city_id: p.cityId,
  distance_m: Math.round(d),
});

/** A live unit (any provider's). @throws HttpError 404 */
async function liveUnit(db: Db, id: number, locale: Locale): Promise<UnitRow> {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, id), isNull(units.deletedAt)));
  if (!unit) throw notFound(locale);
  return unit;
}

/** POIs within `radius` metres of the unit (optionally of one category), nearest first. */
async function poisNear(db: Db, unit: UnitRow, radius = cr.POI_SYNC_RADIUS_M, category?: string) {
  const box = boundingBox(unit, radius);
  const where: SQL[] = [
    gte(pois.lat, box.minLat),
    lte(pois.lat, box.maxLat),
    gte(pois.lng, box.minLng),
    lte(pois.lng, box.maxLng),
  ];
  if (category) where.push(eq(pois.category, category));
  const rows = await db
    .select()
    .from(pois)
    .where(and(...where));
  return rows
    .map((p) => ({ p, d: distanceMetres(unit, p) }))
    .filter((x) => x.d <= radius)
    .toSorted((a, b) => a.d - b.d || a.p.id - b.p.id);
}

/** The POIs a unit shows (unit_pois), nearest first; `only` narrows to those ids. */
async function shownPois(db: Db, unit: UnitRow, only?: readonly number[]): Promise<cr.NearPoi[]> {
  const rows = await db
    .select({ p: pois })
    .from(unitPois)
    .innerJoin(pois, eq(pois.id, unitPois.poiId))
    .where(
      and(
        eq(unitPois.unitId, unit.id),
        only ? (only.length ? inArray(pois.id, [...only]) : eq(pois.id, -1)) : undefined,
      ),
    );
  return rows
    .map(({ p }) => ({ p, d: distanceMetres(unit, p) }))
    .toSorted((a, b) => a.d - b.d || a.p.id - b.p.id)
    .map(({ p, d }) => nearAnswer(p, d));
}

/** Units per POI-sync transaction: 10–60 ms each on a busy 2-core machine (module doc). */
export const POI_SYNC_CHUNK = 200;
/** Rows per INSERT or DELETE of unit_pois (2 bind parameters each). */
const PAIR_BATCH = 10_000;

type Place = Pick<UnitRow, 'id' | 'lat' | 'lng'>;
type SyncResult = { unit_id: number; poi_ids: number[]; added: number; removed: number };

/**
 * Ids of the POIs within POI_SYNC_RADIUS_M of each unit, by unit: one query
 * over the units' bounding boxes, then the same haversine check as `poisNear`.
 */
async function nearPoiIds(db: Db, places: readonly Place[]): Promise<Map<number, number[]>> {
  const byId = new Map(places.map((u) => [u.id, u]));
  const boxes = sql.join(
    places.map((u) => {
      const b = boundingBox(u, cr.POI_SYNC_RADIUS_M);
      return sql`(${u.id}::int, ${b.minLat}::float8, ${b.maxLat}::float8, ${b.minLng}::float8, ${b.maxLng}::float8)`;
    }),
    sql`, `,
  );
  const res = await db.execute(sql`select b.unit_id, p.id, p.lat, p.lng
    from (values ${boxes}) as b(unit_id, min_lat, max_lat, min_lng, max_lng)
    join ${pois} p on p.lat >= b.min_lat and p.lat <= b.max_lat and p.lng >= b.min_lng and p.lng <= b.max_lng`);
  const near = new Map<number, number[]>(places.map((u) => [u.id, []]));
  for (const r of (res as unknown as { rows: { unit_id: number; id: number; lat: number; lng: number }[] }).rows) {
    const unit = byId.get(Number(r.unit_id))!;
    if (distanceMetres(unit, { lat: Number(r.lat), lng: Number(r.lng) }) <= cr.POI_SYNC_RADIUS_M)
      near.get(unit.id)!.push(Number(r.id));
  }
  return near;
}

/**
 * Makes each unit's shown POIs exactly those within POI_SYNC_RADIUS_M
 * (contract doc): the nearby POIs are read first, then one transaction reads
 * the shown ones and writes the difference (module doc). Results in `places` order.
 */
async function syncPoisOf(db: Db, places: readonly Place[]): Promise<SyncResult[]> {
  if (!places.length) return [];
  const near = await nearPoiIds(db, places);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const shown = new Map<number, Set<number>>(places.map((u) => [u.id, new Set()]));
    const rows = await tx
      .select({ unitId: unitPois.unitId, poiId: unitPois.poiId })
      .from(unitPois)
      .where(
        inArray(
          unitPois.unitId,
          places.map((u) => u.id),
        ),
      );
    for (const r of rows) shown.get(r.unitId)?.add(r.poiId);
    const adds: { unitId: number; poiId: number }[] = [];
    const removes: [number, number][] = [];
    const results = places.map((u) => {
      const wanted = near.get(u.id)!;
      const before = shown.get(u.id)!;
      const keep = new Set(wanted);
      const add = wanted.filter((p) => !before.has(p));
      const remove = [...before].filter((p) => !keep.has(p));
      for (const poiId of add) adds.push({ unitId: u.id, poiId });
      for (const poiId of remove) removes.push([u.id, poiId]);
      return { unit_id: u.id, poi_ids: wanted.toSorted((a, b) => a - b), added: add.length, removed: remove.length };
    });
    for (let i = 0; i < adds.length; i += PAIR_BATCH)
      await tx
        .insert(unitPois)
        .values(adds.slice(i, i + PAIR_BATCH))
        .onConflictDoNothing();
    for (let i = 0; i < removes.length; i += PAIR_BATCH) {
      const pairs = sql.join(
        removes.slice(i, i + PAIR_BATCH).map(([u, p]) => sql`(${u}::int, ${p}::int)`),
        sql`, `,
      );
      await tx.delete(unitPois).where(sql`(${unitPois.unitId}, ${unitPois.poiId}) in (${pairs})`);
    }
    return results;
  });
}

/** Syncs one unit's POIs (contract doc). */
const syncPois = async (db: Db, unit: UnitRow): Promise<SyncResult> => (await syncPoisOf(db, [unit]))[0]!;

const RULE_NAMES: Record<string, MessageKey> = {
  side_a: 'rule.side_a',
  buy_time: 'rule.buy_time',
  min_buy_time: 'rule.min_buy_time',
};
const ruleName = (key: string, locale: Locale) => (RULE_NAMES[key] ? msg(locale, RULE_NAMES[key]) : key);
type LooseRule = { type: string | { key: string }; duration?: number | null; value?: number | null };

export const unitReadHandlers = [
  implement(cr.allUnitRules, async ({ db, params, locale }) => {
    const unit = await liveUnit(db, params.id, locale);
    const [[type], own] = await Promise.all([
      db.select().from(mediaTypes).where(eq(mediaTypes.id, unit.mediaTypeId)),
      db
        .select()
        .from(unitRules)
        .where(
          and(
            eq(unitRules.providerId, unit.providerId),
            eq(unitRules.mediaTypeId, unit.mediaTypeId),
            eq(unitRules.active, true),
          ),
        )
        .orderBy(asc(unitRules.id)),
    ]);
    const fromType = ((type?.rules ?? []) as LooseRule[]).map((r) => {
      const key = typeof r.type === 'string' ? r.type : r.type.key;
      return {
        source: 'media_type' as const,
        rule_id: null,
        key,
        name: ruleName(key, locale),
        duration: r.duration ?? null,
        value: r.value ?? null,
        periods: key === 'buy_time' ? [...(type?.purchasePeriods ?? [])] : [],
      };
    });
    const fromProvider = own
      .filter(
        (r) =>
          (r.countryId === null || r.countryId === unit.countryId) &&
          (r.unitIds.length === 0 || r.unitIds.includes(unit.id)),
      )
      .map((r) => ({
        source: 'unit_rule' as const,
        rule_id: r.id,
        key: r.type,
        name: r.name,
        duration: r.duration,
        value: r.value,
        periods: r.type === 'buy_time' && r.duration ? [r.duration] : [],
      }));
    return { data: [...fromType, ...fromProvider] };
  }),

  implement(cr.unitPoiCategories, async ({ db, params, locale }) => {
    const near = await poisNear(db, await liveUnit(db, params.id, locale));
    const counts = new Map<string, number>();
    for (const { p } of near) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
    return {
      data: [...counts]
        .toSorted(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => ({ key, name: POI_NAMES[key]?.[locale] ?? key, count: n })),
    };
  }),

  implement(cr.unitPoisByCategory, async ({ db, params, locale }) => {
    const near = await poisNear(db, await liveUnit(db, params.id, locale), cr.POI_SYNC_RADIUS_M, params.cat);
    return { data: near.map(({ p, d }) => nearAnswer(p, d)) };
  }),

  implement(cr.clientUnitPois, async ({ db, params, query, user, locale }) => {
    const unit = await liveUnit(db, params.id, locale);
    const only = query.campaign ? (await findCampaign(db, user, query.campaign, locale)).poiIds : undefined;
    return { data: await shownPois(db, unit, only) };
  }),
];

export const syncHandlers = [
  implement(cr.clientSyncPois, async ({ db, params, user, locale }) => ({
    data: await syncPois(db, await findOwnUnit(db, user, params.id, locale)),
    message: msg(locale, 'units.pois_synced'),
  })),
  implement(cr.providerSyncPois, async ({ db, params, user, locale }) => ({
    data: await syncPois(db, await findOwnUnit(db, user, params.id, locale)),
    message: msg(locale, 'units.pois_synced'),
  })),
  implement(cr.providerUnitPois, async ({ db, params, user, locale }) => ({
    data: await shownPois(db, await findOwnUnit(db, user, params.id, locale)),
  })),

  implement(cr.syncAllPois, async ({ db, user, locale }) => {
    const rows = await db
      .select({ id: units.id, lat: units.lat, lng: units.lng })
      .from(units)
      .where(and(isNull(units.deletedAt), ...providerWhere(user, units.providerId)))
      .orderBy(asc(units.id));
    let added = 0;
    let removed = 0;
    // slices of short transactions with a yield between them (module doc): other requests run meanwhile
    await inChunks(rows, POI_SYNC_CHUNK, async (chunk) => {
      for (const r of await syncPoisOf(db, chunk)) {
        added += r.added;
        removed += r.removed;
      }
    });
    return { data: { units: rows.length, added, removed }, message: msg(locale, 'units.pois_synced') };
  }),

  implement(cr.syncAudience, async ({ db, params, user, locale, now }) => {
    const unit = await findOwnUnit(db, user, params.id, locale);
    const r = reachOf(unit.dailyTraffic);
    const row = { unitId: unit.id, daily: r.daily_traffic, weekly: r.weekly, monthly: r.monthly, computedAt: now };
    await db
      .insert(unitAudiences)
      .values(row)
      .onConflictDoUpdate({
        target: unitAudiences.unitId,
        set: { daily: row.daily, weekly: row.weekly, monthly: row.monthly, computedAt: now },
      });
    return {
      data: { unit_id: unit.id, daily: row.daily, weekly: row.weekly, monthly: row.monthly, computed_at: iso(now) },
      message: msg(locale, 'units.audience_synced'),
    };
  }),
];
