/**
 * Providers, media units and circuits.
 *
 * 5,200 units over the 12 active countries (ACTIVE_UNITS), 65 % in each
 * country's main cities, the rest spread over its other seeded cities; lat/lng
 * is the city's coordinate plus up to ±0.02° of jitter. `price` is pesos per
 * day, `print_price` a one-off print cost in pesos (0 for digital media),
 * minimums are 80 % of each. Cities with ≥ 15 units get two circuits (Centro,
 * Norte) and about half of their units join one, by position against the
 * city centre. Ids are explicit, in generation order.
 */
import type { circuits, providers, units } from '../schema.ts';
import { MEDIA_TYPES, UNIT_TYPE_OF, mediaTypeId, type MediaKey } from './catalogue.ts';
import { ACTIVE_ISO2, ACTIVE_UNITS, MAIN_CITY_SHARE } from './geography-data.ts';
import type { Geography, SeedCity } from './geography.ts';
import { at, round2, round6 } from './helpers.ts';
import {
  CLASS_WEIGHT,
  DIRECTIONS,
  FOREIGN_PROVIDER_SHARE,
  MEDIA_MIX_MAIN,
  MEDIA_MIX_OTHER,
  MOBILE_MEDIA,
  PRICE_RANGE,
  PRINT_PRICE_RANGE,
  PROVIDERS,
  SIDES,
  STREETS,
  TRAFFIC_DIRECTIONS,
  UNIT_TOTAL,
} from './inventory-data.ts';
import { rngFor, type Rng } from './rng.ts';

/** What campaigns and field work need to know about a unit. */
export interface SeedUnit {
  id: number;
  iso2: string;
  cityId: number;
  mediaKey: MediaKey;
  digital: boolean;
  side: string;
  lat: number;
  lng: number;
  price: number;
  printPrice: number;
  active: boolean;
}

export interface Inventory {
  providers: (typeof providers.$inferInsert)[];
  units: (typeof units.$inferInsert)[];
  circuits: (typeof circuits.$inferInsert)[];
  seedUnits: SeedUnit[];
}

const CIRCUIT_MIN_UNITS = 15;

function providerRows(anchor: string, geo: Geography, rng: Rng): (typeof providers.$inferInsert)[] {
  return PROVIDERS.map((p, i) => ({
    id: i + 1,
    name: p.name,
    countryId: geo.countryId.get(p.iso2) as number,
    classification: p.classification,
    createdAt: at(anchor, -rng.int(400, 900), rng.int(8, 18), rng.int(0, 59)),
  }));
}

/** Chooses the owner of a unit in `iso2`: mostly a local provider, sometimes a foreign premium one. */
function chooseProvider(iso2: string, rng: Rng): number {
  const ids = PROVIDERS.map((_, i) => i + 1);
  const local = ids.filter((id) => PROVIDERS[id - 1]?.iso2 === iso2);
  const foreign = ids.filter(
    (id) => PROVIDERS[id - 1]?.iso2 !== iso2 && PROVIDERS[id - 1]?.classification === 'premium',
  );
  const pool = local.length === 0 || rng.chance(FOREIGN_PROVIDER_SHARE) ? foreign : local;
  return rng.weighted(
    pool,
    pool.map((id) => CLASS_WEIGHT[PROVIDERS[id - 1]?.classification ?? 'local']),
  );
}

/**
 * Where the next unit of a country goes: one of its main cities (weighted) with
 * probability MAIN_CITY_SHARE, else any of its other seeded cities.
 */
export function chooseCity(mains: readonly SeedCity[], others: readonly SeedCity[], rng: Rng): SeedCity {
  return others.length === 0 || rng.chance(MAIN_CITY_SHARE)
    ? rng.weighted(
        mains,
        mains.map((c) => c.mainWeight),
      )
    : rng.pick(others);
}

/**
 * One media unit in `city` with id `id` (the SKU ends in the id, 6 digits), and
 * what the other seed modules need to know about it. Draws from `rng` only.
 */
export function buildUnit(anchor: string, id: number, city: SeedCity, rng: Rng): [typeof units.$inferInsert, SeedUnit] {
  const mix = city.mainWeight > 0 ? MEDIA_MIX_MAIN : MEDIA_MIX_OTHER;
  const mediaKey = rng.weighted(
    mix.map(([k]) => k),
    mix.map(([, w]) => w),
  );
  const media = MEDIA_TYPES.find((m) => m.key === mediaKey) ?? MEDIA_TYPES[0];
  const digital = media.category === 'media-digital';
  const street = rng.pick(STREETS);
  const number = rng.int(100, 9999);
  const route = rng.int(1, 120);
  const title = MOBILE_MEDIA.has(mediaKey)
    ? `${media.name} Ruta ${route} — ${city.name}`
    : `${media.name} ${street} ${number} — ${city.name}`;
  const address = MOBILE_MEDIA.has(mediaKey)
    ? `Ruta ${route}, base ${street} ${number}, ${city.name}, ${city.stateName}`
    : `${street} ${number}, ${city.name}, ${city.stateName}`;
  const [lo, hi] = PRICE_RANGE[mediaKey];
  const price = round2(rng.float(lo, hi));
  const printPrice = digital ? 0 : round2(rng.float(PRINT_PRICE_RANGE[0], PRINT_PRICE_RANGE[1]));
  const side = rng.chance(0.6) ? SIDES[0] : SIDES[1];
  const lat = round6(city.lat + rng.float(-0.02, 0.02));
  const lng = round6(city.lng + rng.float(-0.02, 0.02));
  const age = rng.int(20, 720);
  const hour = rng.int(8, 18);
  const active = !rng.chance(0.02);
  const row: typeof units.$inferInsert = {
    id,
    providerId: chooseProvider(city.iso2, rng),
    mediaTypeId: mediaTypeId(mediaKey),
    unitTypeId: UNIT_TYPE_OF[mediaKey],
    circuitId: null,
    title,
    sku: `${city.iso2}-${media.sku}-${String(id).padStart(6, '0')}`,
    address,
    lat,
    lng,
    countryId: city.countryId,
    stateId: city.stateId,
    cityId: city.id,
    side,
    direction: rng.pick(DIRECTIONS),
    trafficDirection: rng.pick(TRAFFIC_DIRECTIONS),
    dailyTraffic: 10 * (city.mainWeight > 0 ? rng.int(1000, 12000) : rng.int(200, 4000)),
    schedule: digital ? '06:00-24:00' : '24h',
    price,
    printPrice,
    minPrice: round2(price * 0.8),
    minPrintPrice: round2(printPrice * 0.8),
    spots: digital ? rng.int(6, 12) : 1,
    status: active ? 'active' : 'inactive',
    createdAt: at(anchor, -age, hour, rng.int(0, 59)),
    updatedAt: at(anchor, -age + rng.int(0, Math.min(age - 1, 90)), hour, 30),
  };
  return [row, { id, iso2: city.iso2, cityId: city.id, mediaKey, digital, side, lat, lng, price, printPrice, active }];
}

/** Groups half of the units of busy cities into "Centro" and "Norte" circuits. */
function buildCircuits(
  geo: Geography,
  rows: (typeof units.$inferInsert)[],
  rng: Rng,
): (typeof circuits.$inferInsert)[] {
  const perCity = new Map<number, (typeof units.$inferInsert)[]>();
  for (const u of rows) {
    const list = perCity.get(u.cityId) ?? [];
    list.push(u);
    perCity.set(u.cityId, list);
  }
  const cityById = new Map<number, SeedCity>();
  for (const list of geo.citiesOf.values()) for (const c of list) cityById.set(c.id, c);
  const out: (typeof circuits.$inferInsert)[] = [];
  for (const cityId of [...perCity.keys()].toSorted((a, b) => a - b)) {
    const list = perCity.get(cityId) ?? [];
    const city = cityById.get(cityId);
    if (!city || list.length < CIRCUIT_MIN_UNITS) continue;
    const centro = out.length + 1;
    out.push(
      { id: centro, cityId, name: `Circuito Centro ${city.name}` },
      { id: centro + 1, cityId, name: `Circuito Norte ${city.name}` },
    );
    for (const u of list) if (rng.chance(0.5)) u.circuitId = u.lat > city.lat ? centro + 1 : centro;
  }
  return out;
}

/** Builds providers, units and circuits from the seeded geography. */
export function buildInventory(anchor: string, geo: Geography): Inventory {
  const rng = rngFor('inventory');
  const inv: Inventory = { providers: providerRows(anchor, geo, rng), units: [], circuits: [], seedUnits: [] };
  for (const iso2 of ACTIVE_ISO2) {
    const all = geo.citiesOf.get(iso2) ?? [];
    const mains = all.filter((c) => c.mainWeight > 0);
    const others = all.filter((c) => c.mainWeight === 0);
    for (let k = 0; k < (ACTIVE_UNITS[iso2] ?? 0); k++) {
      const city = chooseCity(mains, others, rng);
      const [row, seedUnit] = buildUnit(anchor, inv.units.length + 1, city, rng);
      inv.units.push(row);
      inv.seedUnits.push(seedUnit);
    }
  }
  if (inv.units.length !== UNIT_TOTAL) throw new Error(`seed: expected ${UNIT_TOTAL} units, built ${inv.units.length}`);
  inv.circuits = buildCircuits(geo, inv.units, rngFor('circuits'));
  return inv;
}
