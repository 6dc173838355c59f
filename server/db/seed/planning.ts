/**
 * Campaign-planning look-ups (product.md §2–§5 campaigns): packages of units and points of
 * interest.
 *
 * - Packages: up to 3 per active country, each of one media type with at
 *   least 6 active units there: 4–8 of those units, a duration taken from the
 *   media type's purchase periods (14 days when it has none) and a value of
 *   80–90 % of what the units cost at their daily prices over those days
 *   (pesos; spec §9: value / units / days is each unit's daily price).
 * - Points of interest: POIS_PER_CITY in every city with units, within
 *   ±0.03° of the city centre (units lie within ±0.02°, so most have some a
 *   couple of kilometres away), in the categories of POI_CATEGORIES.
 *
 * Draws come from their own streams (`packages`, `pois`), so the other seed
 * modules' data does not move. Ids are explicit, in generation order.
 */
import type { packages, pois } from '../schema.ts';
import { MEDIA_TYPES, mediaTypeId } from './catalogue.ts';
import { ACTIVE_ISO2 } from './geography-data.ts';
import type { Geography, SeedCity } from './geography.ts';
import { round2, round6 } from './helpers.ts';
import type { Inventory, SeedUnit } from './inventory.ts';
import { rngFor, type Rng } from './rng.ts';

export const POIS_PER_CITY = 10;
const PACKAGES_PER_COUNTRY = 3;

/** Categories with their weight and the words their names are made of: [prefixes, names]. */
export const POI_CATEGORIES: Record<string, { weight: number; prefixes: readonly string[]; names: readonly string[] }> =
  {
    mall: {
      weight: 2,
      prefixes: ['Plaza', 'Centro Comercial', 'Galerías', 'Mall'],
      names: ['del Valle', 'Las Américas', 'Central', 'del Sol', 'Norte', 'Andares', 'Real', 'Mayor'],
    },
    school: {
      weight: 3,
      prefixes: ['Colegio', 'Escuela', 'Instituto', 'Liceo'],
      names: [
        'San José',
        'Benito Juárez',
        'Simón Bolívar',
        'Santa María',
        'Gabriela Mistral',
        'José Martí',
        'La Salle',
      ],
    },
    hospital: {
      weight: 2,
      prefixes: ['Hospital', 'Clínica', 'Centro Médico'],
      names: ['San Rafael', 'Santa Fe', 'del Carmen', 'General', 'Universitario', 'Metropolitano'],
    },
    stadium: {
      weight: 1,
      prefixes: ['Estadio', 'Arena', 'Coliseo'],
      names: ['Municipal', 'Nacional', 'Olímpico', 'Centenario', 'Metropolitano'],
    },
    university: {
      weight: 1,
      prefixes: ['Universidad', 'Universidad Autónoma', 'Tecnológico'],
      names: ['Nacional', 'Central', 'del Pacífico', 'Católica', 'Regional'],
    },
    supermarket: {
      weight: 3,
      prefixes: ['Supermercado', 'Hipermercado', 'Mercado'],
      names: ['La Canasta', 'El Ahorro', 'Familiar', 'Central', 'La Económica', 'Don Pepe'],
    },
  };
const CATEGORY_KEYS = Object.keys(POI_CATEGORIES);

export interface Planning {
  packages: (typeof packages.$inferInsert)[];
  pois: (typeof pois.$inferInsert)[];
}

function buildPackages(geo: Geography, inv: Inventory, rng: Rng): (typeof packages.$inferInsert)[] {
  const out: (typeof packages.$inferInsert)[] = [];
  const countryName = new Map(geo.countries.map((c) => [c.iso2, c.name]));
  for (const iso2 of ACTIVE_ISO2) {
    const live = inv.seedUnits.filter((u) => u.active && u.iso2 === iso2);
    const byType = new Map<string, SeedUnit[]>();
    for (const u of live) byType.set(u.mediaKey, [...(byType.get(u.mediaKey) ?? []), u]);
    const eligible = MEDIA_TYPES.filter(
      (m) => m.category !== 'materials-print' && (byType.get(m.key)?.length ?? 0) >= 6,
    );
    for (const media of rng.sample(eligible, PACKAGES_PER_COUNTRY)) {
      const chosen = rng.sample(byType.get(media.key) ?? [], rng.int(4, 8)).toSorted((a, b) => a.id - b.id);
      const periods: readonly number[] = media.purchasePeriods;
      const duration = periods.length ? rng.pick(periods) : 14;
      const listValue = chosen.reduce((n, u) => n + u.price * duration, 0);
      out.push({
        id: out.length + 1,
        name: `Paquete ${media.name} ${countryName.get(iso2) ?? iso2} ${duration} días`,
        countryId: geo.countryId.get(iso2) as number,
        mediaTypeId: mediaTypeId(media.key),
        value: round2(listValue * rng.float(0.8, 0.9)),
        duration,
        unitIds: chosen.map((u) => u.id),
      });
    }
  }
  return out;
}

function buildPois(geo: Geography, inv: Inventory, rng: Rng): (typeof pois.$inferInsert)[] {
  const withUnits = new Set(inv.seedUnits.map((u) => u.cityId));
  const cities: SeedCity[] = ACTIVE_ISO2.flatMap((iso2) => geo.citiesOf.get(iso2) ?? []).filter((c) =>
    withUnits.has(c.id),
  );
  const out: (typeof pois.$inferInsert)[] = [];
  for (const city of cities) {
    for (let k = 0; k < POIS_PER_CITY; k++) {
      const category = rng.weighted(
        CATEGORY_KEYS,
        CATEGORY_KEYS.map((c) => POI_CATEGORIES[c]!.weight),
      );
      const words = POI_CATEGORIES[category]!;
      out.push({
        id: out.length + 1,
        name: `${rng.pick(words.prefixes)} ${rng.pick(words.names)} — ${city.name}`,
        category,
        lat: round6(city.lat + rng.float(-0.03, 0.03)),
        lng: round6(city.lng + rng.float(-0.03, 0.03)),
        countryId: city.countryId,
        cityId: city.id,
      });
    }
  }
  return out;
}

/** Builds the packages and points of interest. */
export function buildPlanning(geo: Geography, inv: Inventory): Planning {
  return { packages: buildPackages(geo, inv, rngFor('packages')), pois: buildPois(geo, inv, rngFor('pois')) };
}
