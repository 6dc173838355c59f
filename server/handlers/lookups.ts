/**
 * Look-ups (api-catalogue.md "Lookups", "Media types"): geography, settings,
 * enumerations, user types and media types. Lists are small and answered
 * whole, except /countries and /cities, which paginate (default 50 a page,
 * at most 500).
 */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { lookups } from '#src/api/contract/index.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '../db/client.ts';
import { cities, circuits, countries, enumValues, mediaTypes, roles, settings, states, units } from '../db/schema.ts';
import { implement } from '../http/register.ts';
import { byName, countryNameIn } from '../i18n.ts';

const countryColumns = {
  id: countries.id,
  name: countries.name,
  iso2: countries.iso2,
  iso3: countries.iso3,
  phone_code: countries.phoneCode,
  currency: countries.currency,
  lat: countries.lat,
  lng: countries.lng,
  active: countries.active,
  yoda_representation: countries.yodaRepresentation,
};
type CountryRow = { name: string; iso2: string };
/** Countries named in the caller's language and sorted by that name (within the page for /countries). */
const named = <T extends CountryRow>(locale: Locale, rows: T[]): T[] =>
  byName(
    locale,
    rows.map((c) => ({ ...c, name: countryNameIn(locale, c) })),
  );

const stateColumns = {
  id: states.id,
  country_id: states.countryId,
  name: states.name,
  code: states.code,
  lat: states.lat,
  lng: states.lng,
};
const cityColumns = {
  id: cities.id,
  state_id: cities.stateId,
  country_id: cities.countryId,
  name: cities.name,
  lat: cities.lat,
  lng: cities.lng,
};

/**
 * Page bounds from query values: page ≥ 1, 1 ≤ per_page ≤ `max` (default 50).
 * @param max the largest page served: 500 rows, SYNC_PER_PAGE_MAX for a pull (sync-page.ts `syncWindow`)
 */
export function pageOf(page: number | undefined, perPage: number | undefined, max = 500) {
  const size = Math.min(max, Math.max(1, perPage ?? 50));
  const current = Math.max(1, page ?? 1);
  return { size, current, offset: (current - 1) * size };
}

export const meta = (current: number, size: number, total: number) => ({
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / size)),
  per_page: size,
  total,
});

/** An ILIKE pattern matching `s` anywhere, with %, _ and \\ taken literally. */
export const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The values of one server enumeration (`enum_values.kind`) in the caller's language, by position: `{ data: [{ key, name }] }`. */
export async function enumList(db: Db, kind: string, locale: Locale) {
  const rows = await db.select().from(enumValues).where(eq(enumValues.kind, kind)).orderBy(asc(enumValues.position));
  return { data: rows.map((r) => ({ key: r.key, name: locale === 'en' ? r.nameEn : r.nameEs })) };
}

export const lookupHandlers = [
  implement(lookups.activeCountries, async ({ db, locale }) => ({
    data: named(
      locale,
      await db.select(countryColumns).from(countries).where(eq(countries.active, true)).orderBy(asc(countries.name)),
    ),
  })),
  implement(lookups.allCountries, async ({ db, locale }) => ({
    data: named(locale, await db.select(countryColumns).from(countries).orderBy(asc(countries.name))),
  })),
  implement(lookups.proposalCountries, async ({ db, locale }) => {
    const withUnits = db.selectDistinct({ id: units.countryId }).from(units);
    return {
      data: named(
        locale,
        await db
          .select(countryColumns)
          .from(countries)
          .where(and(eq(countries.active, true), inArray(countries.id, withUnits)))
          .orderBy(asc(countries.name)),
      ),
    };
  }),
  implement(lookups.countries, async ({ db, query, locale }) => {
    const where: SQL[] = [];
    const term = query.search ?? query.name;
    if (term) where.push(ilike(countries.name, escapeLike(term)));
    if (query.yoda_representation !== undefined)
      where.push(eq(countries.yodaRepresentation, query.yoda_representation));
    const { size, current, offset } = pageOf(query.pag ?? query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(countries)
      .where(and(...where));
    const data = await db
      .select(countryColumns)
      .from(countries)
      .where(and(...where))
      .orderBy(asc(countries.name))
      .limit(size)
      .offset(offset);
    return { data: named(locale, data), meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(lookups.countryStates, async ({ db, params }) => ({
    data: await db.select(stateColumns).from(states).where(eq(states.countryId, params.id)).orderBy(asc(states.name)),
  })),
  implement(lookups.states, async ({ db, query }) => {
    const where: SQL[] = [];
    if (query.country_id) where.push(eq(states.countryId, query.country_id));
    if (query.search) where.push(ilike(states.name, escapeLike(query.search)));
    return {
      data: await db
        .select(stateColumns)
        .from(states)
        .where(and(...where))
        .orderBy(asc(states.name)),
    };
  }),
  implement(lookups.stateCities, async ({ db, params }) => ({
    data: await db.select(cityColumns).from(cities).where(eq(cities.stateId, params.id)).orderBy(asc(cities.name)),
  })),
  implement(lookups.cities, async ({ db, query }) => {
    const where: SQL[] = [];
    if (query.state_id) where.push(eq(cities.stateId, query.state_id));
    if (query.country_id) where.push(eq(cities.countryId, query.country_id));
    if (query.search) where.push(ilike(cities.name, escapeLike(query.search)));
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(cities)
      .where(and(...where));
    const data = await db
      .select(cityColumns)
      .from(cities)
      .where(and(...where))
      .orderBy(asc(cities.name), asc(cities.id))
      .limit(size)
      .offset(offset);
    return { data, meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(lookups.cityCircuits, async ({ db, params }) => ({
    data: await db
      .select({ id: circuits.id, city_id: circuits.cityId, name: circuits.name })
      .from(circuits)
      .where(eq(circuits.cityId, params.id))
      .orderBy(asc(circuits.name)),
  })),
  implement(lookups.settingsAll, async ({ db }) => ({
    data: await db
      .select({ key: settings.key, value: settings.value, type: settings.type })
      .from(settings)
      .orderBy(asc(settings.key)),
  })),
  implement(lookups.yodaTypes, ({ db, locale }) => enumList(db, 'yoda-type', locale)),
  implement(lookups.contractStatuses, ({ db, locale }) => enumList(db, 'contract-statuses', locale)),
  implement(lookups.proposalStatuses, ({ db, locale }) => enumList(db, 'proposal-statuses', locale)),
  implement(lookups.userTypes, async ({ db }) => ({
    data: await db.select({ id: roles.id, name: roles.name, value: roles.value }).from(roles).orderBy(asc(roles.id)),
  })),
  implement(lookups.mediaTypes, async ({ db, locale }) => {
    const rows = await db.select().from(mediaTypes).orderBy(asc(mediaTypes.id));
    return {
      data: rows.map((m) => ({
        id: m.id,
        key: m.key,
        name: locale === 'en' ? m.nameEn : m.name,
        category: m.category as 'media-print' | 'media-digital' | 'materials-print',
        purchase_periods: m.purchasePeriods,
        rules: m.rules as { type: string | { key: string } }[],
      })),
    };
  }),
];
