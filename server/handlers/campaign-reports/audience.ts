/**
 * A campaign's audience and points of interest (contract src/api/contract/campaign-reports.ts
 * `demographicDistribution`, `poisMap`, `poisReport`; api-catalogue.md "Campaigns"; product.md §3 "Campaign … points
 * of interest"). Audience of a cart line = the unit's daily traffic × the line's days (people, spec §3 "daily
 * traffic"), split by vehicle with the fixed shares of server/domain/campaign-rules.ts `reachOf`. Distances in
 * metres on the sphere (`distanceMetres`); POIs near a unit are pre-filtered with a bounding box, the nearest ones
 * ordered in SQL by an equirectangular distance and then exactly.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Chart } from '#src/api/contract/dashboards.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { percentOf } from '#src/domain/dashboard-rules.ts';
import { inclusiveDays } from '#src/lib/dates.ts';
import type { Db } from '#server/db/client.ts';
import { cities, countries, mediaTypes, pois, states } from '#server/db/schema.ts';
import { boundingBox, distanceMetres, reachOf } from '#server/domain/campaign-rules.ts';
import { countryNameIn } from '#server/i18n.ts';
import { BOARD_WORDS } from '#server/i18n/boards.ts';
import { cartOf } from '../campaign-view/pricing.ts';
import type { CampaignRow, UnitRow } from '../campaign-view/scope.ts';
import { series } from '../dashboards/chart.ts';

export type DemographicType = 'vehicle' | 'media_type' | 'country' | 'state' | 'city';
const VEHICLES = ['cars', 'buses', 'bikes', 'trucks'] as const;

/** Names of the ids of one dimension, in `locale`. */
async function namesOf(db: Db, type: Exclude<DemographicType, 'vehicle'>, ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, string>();
  if (type === 'media_type') {
    const rows = await db.select().from(mediaTypes).where(inArray(mediaTypes.id, ids));
    return new Map(rows.map((m) => [m.id, locale === 'en' ? m.nameEn : m.name]));
  }
  if (type === 'country') {
    const rows = await db.select().from(countries).where(inArray(countries.id, ids));
    return new Map(rows.map((c) => [c.id, countryNameIn(locale, c)]));
  }
  const table = type === 'state' ? states : cities;
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** `{id}/get-demographic-distribution`: the campaign's audience by `type` (module doc), largest first. */
export async function demographicChart(
  db: Db,
  campaign: CampaignRow,
  type: DemographicType,
  locale: Locale,
): Promise<{ data: Chart }> {
  const cart = await cartOf(db, campaign.id);
  const w = BOARD_WORDS[locale];
  const totals = new Map<number, number>();
  const add = (key: number, people: number) => totals.set(key, (totals.get(key) ?? 0) + people);
  for (const { line, unit } of cart) {
    const days = inclusiveDays(line.startDate, line.endDate);
    if (type === 'vehicle') {
      const reach = reachOf(unit.dailyTraffic);
      VEHICLES.forEach((v, i) => add(i + 1, reach[v] * days));
    } else {
      const key = { media_type: unit.mediaTypeId, country: unit.countryId, state: unit.stateId, city: unit.cityId }[
        type
      ];
      add(key, unit.dailyTraffic * days);
    }
  }
  const names =
    type === 'vehicle'
      ? new Map(VEHICLES.map((v, i) => [i + 1, w[v]]))
      : await namesOf(db, type, [...totals.keys()], locale);
  const keys = type === 'vehicle' ? [1, 2, 3, 4] : [...totals.keys()];
  keys.sort((a, b) => (type === 'vehicle' ? a - b : (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a - b));
  const audience = keys.map((k) => totals.get(k) ?? 0);
  const all = audience.reduce((s, x) => s + x, 0);
  return {
    data: {
      title: w.demographicDistribution,
      keys,
      labels: keys.map((k) => names.get(k) ?? String(k)),
      series: [
        series(locale, 'audience', 'count', audience),
        series(
          locale,
          'share',
          'percent',
          audience.map((x) => percentOf(x, all)),
        ),
      ],
    },
  };
}

type PoiRow = typeof pois.$inferSelect;

/** The `n` POIs nearest to `unit` among the POIs of its country (or among `among` when given), with distances. */
export async function nearestPois(
  db: Db,
  unit: Pick<UnitRow, 'lat' | 'lng' | 'countryId'>,
  n: number,
  among?: readonly PoiRow[],
): Promise<(PoiRow & { distance_m: number })[]> {
  const scale = Math.cos((unit.lat * Math.PI) / 180);
  const candidates =
    among ??
    (await db
      .select()
      .from(pois)
      .where(eq(pois.countryId, unit.countryId))
      .orderBy(
        sql`power(${pois.lat} - ${unit.lat}, 2) + power((${pois.lng} - ${unit.lng}) * ${scale}, 2)`,
        asc(pois.id),
      )
      .limit(n * 2));
  return candidates
    .map((p) => ({ ...p, distance_m: Math.round(distanceMetres(unit, p)) }))
    .toSorted((a, b) => a.distance_m - b.distance_m || a.id - b.id)
    .slice(0, n);
}

/** The campaign's chosen POIs (`poi_ids`), by id. */
export async function chosenPois(db: Db, campaign: CampaignRow): Promise<PoiRow[]> {
  const ids = campaign.poiIds ?? [];
  if (!ids.length) return [];
  return db.select().from(pois).where(inArray(pois.id, ids)).orderBy(asc(pois.id));
}

/** Radius of the POIs shown around units when the campaign chose none, metres; and how many at most. */
const NEARBY_METRES = 1000;
const NEARBY_MAX = 500;

/** `{id}/pois-map` (contract doc). */
export async function poisMapData(db: Db, campaign: CampaignRow) {
  const cart = await cartOf(db, campaign.id);
  const unitList = [...new Map(cart.map(({ unit }) => [unit.id, unit])).values()];
  const chosen = await chosenPois(db, campaign);
  let found: PoiRow[] = chosen;
  if (!chosen.length) {
    const seen = new Map<number, PoiRow>();
    for (const u of unitList) {
      const box = boundingBox(u, NEARBY_METRES);
      const near = await db
        .select()
        .from(pois)
        .where(
          and(
            gte(pois.lat, box.minLat),
            lte(pois.lat, box.maxLat),
            gte(pois.lng, box.minLng),
            lte(pois.lng, box.maxLng),
          ),
        );
      for (const p of near) if (distanceMetres(u, p) <= NEARBY_METRES) seen.set(p.id, p);
    }
    found = [...seen.values()];
  }
  const placed = found.map((p) => {
    let best: { id: number; d: number } | null = null;
    for (const u of unitList) {
      const d = distanceMetres(u, p);
      if (!best || d < best.d || (d === best.d && u.id < best.id)) best = { id: u.id, d };
    }
    return {
      id: p.id,
      name: p.name,
      category: p.category,
      lat: p.lat,
      lng: p.lng,
      nearest_unit_id: best?.id ?? null,
      distance_m: best ? Math.round(best.d) : null,
    };
  });
  const poiList = chosen.length
    ? placed
    : placed.toSorted((a, b) => (a.distance_m ?? 0) - (b.distance_m ?? 0) || a.id - b.id).slice(0, NEARBY_MAX);
  const points = [...unitList, ...poiList];
  const bounds = points.length
    ? {
        min_lat: Math.min(...points.map((p) => p.lat)),
        max_lat: Math.max(...points.map((p) => p.lat)),
        min_lng: Math.min(...points.map((p) => p.lng)),
        max_lng: Math.max(...points.map((p) => p.lng)),
      }
    : null;
  return {
    data: {
      units: unitList.map((u) => ({ id: u.id, title: u.title, media_type_id: u.mediaTypeId, lat: u.lat, lng: u.lng })),
      pois: poiList,
      bounds,
      source: chosen.length ? ('chosen' as const) : ('nearby' as const),
    },
  };
}
