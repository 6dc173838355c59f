/**
 * Geography rows from the `country-state-city` package: the 21 Latin American
 * countries (Spanish names, 12 active), all their states, and up to 30 cities
 * per state (evenly spaced over the package's alphabetical list, always
 * keeping the state's main cities and a city named like the state; cities
 * without coordinates skipped). Ids are explicit, in insertion order.
 */
import { City, Country, State, type ICity } from 'country-state-city';
import type { cities, countries, states } from '../schema.ts';
import {
  ACTIVE_ISO2,
  CITIES_PER_STATE,
  COUNTRY_NAMES_ES,
  ISO3,
  LATAM_ISO2,
  MAIN_CITIES,
  cleanPhoneCode,
  cleanStateName,
} from './geography-data.ts';

/** A seeded city with what later modules need to place units in it. */
export interface SeedCity {
  id: number;
  stateId: number;
  countryId: number;
  iso2: string;
  name: string;
  stateName: string;
  lat: number;
  lng: number;
  /** Relative weight among the country's main cities; 0 for other cities. */
  mainWeight: number;
}

export interface Geography {
  countries: (typeof countries.$inferInsert)[];
  states: (typeof states.$inferInsert)[];
  cities: (typeof cities.$inferInsert)[];
  countryId: Map<string, number>;
  /** Seeded cities of each country, in id order. */
  citiesOf: Map<string, SeedCity[]>;
}

const coord = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
};

/** Chooses the cities kept for one state, in the package's order. */
function chooseCities(list: ICity[], forced: ReadonlySet<string>, stateName: string): ICity[] {
  const keep = new Set<number>();
  list.forEach((c, i) => {
    if (forced.has(c.name)) keep.add(i);
  });
  const wanted = stateName.toLocaleLowerCase('es');
  let named = list.findIndex((c) => c.name.toLocaleLowerCase('es') === wanted);
  if (named < 0) {
    list.forEach((c, i) => {
      const hit = c.name.toLocaleLowerCase('es').includes(wanted);
      if (hit && (named < 0 || c.name.length < (list[named]?.name.length ?? Infinity))) named = i;
    });
  }
  if (named >= 0) keep.add(named);
  const rest = list.map((_, i) => i).filter((i) => !keep.has(i));
  const room = Math.min(rest.length, Math.max(0, CITIES_PER_STATE - keep.size));
  for (let k = 0; k < room; k++) keep.add(rest[Math.floor((k * rest.length) / room)] as number);
  return [...keep].toSorted((a, b) => a - b).map((i) => list[i] as ICity);
}

/** Builds every geography row; throws if a main city is missing from the package. */
export function buildGeography(): Geography {
  const geo: Geography = { countries: [], states: [], cities: [], countryId: new Map(), citiesOf: new Map() };
  const active = new Set(ACTIVE_ISO2);
  for (const iso2 of LATAM_ISO2) {
    const country = Country.getCountryByCode(iso2);
    if (!country) throw new Error(`seed: country ${iso2} missing from country-state-city`);
    const countryId = geo.countries.length + 1;
    geo.countryId.set(iso2, countryId);
    geo.countries.push({
      id: countryId,
      name: COUNTRY_NAMES_ES[iso2] ?? country.name,
      iso2,
      iso3: ISO3[iso2] ?? iso2,
      phoneCode: cleanPhoneCode(country.phonecode),
      currency: country.currency,
      lat: coord(country.latitude) ?? 0,
      lng: coord(country.longitude) ?? 0,
      active: active.has(iso2),
      yodaRepresentation: active.has(iso2),
    });

    const byState = new Map<string, ICity[]>();
    for (const city of City.getCitiesOfCountry(iso2) ?? []) {
      if (coord(city.latitude) === null || coord(city.longitude) === null) continue;
      const list = byState.get(city.stateCode) ?? [];
      list.push(city);
      byState.set(city.stateCode, list);
    }
    const mains = MAIN_CITIES[iso2] ?? [];
    const seeded: SeedCity[] = [];
    for (const s of State.getStatesOfCountry(iso2)) {
      const stateId = geo.states.length + 1;
      const stateName = cleanStateName(s.name);
      geo.states.push({
        id: stateId,
        countryId,
        name: stateName,
        code: s.isoCode,
        lat: coord(s.latitude),
        lng: coord(s.longitude),
      });
      const forced = new Set(mains.filter(([code]) => code === s.isoCode).map(([, name]) => name));
      for (const city of chooseCities(byState.get(s.isoCode) ?? [], forced, stateName)) {
        const id = geo.cities.length + 1;
        const lat = coord(city.latitude) as number;
        const lng = coord(city.longitude) as number;
        geo.cities.push({ id, stateId, countryId, name: city.name, lat, lng });
        const main = mains.find(([code, name]) => code === s.isoCode && name === city.name);
        seeded.push({
          id,
          stateId,
          countryId,
          iso2,
          name: city.name,
          stateName,
          lat,
          lng,
          mainWeight: main ? main[2] : 0,
        });
      }
    }
    for (const [code, name] of mains) {
      if (!seeded.some((c) => c.name === name && c.mainWeight > 0)) {
        throw new Error(`seed: main city ${name} (${iso2}-${code}) not found in country-state-city`);
      }
    }
    geo.citiesOf.set(iso2, seeded);
  }
  return geo;
}
