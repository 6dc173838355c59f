/**
 * The units × days grid behind every availability view (contract src/api/contract/availability-views.ts;
 * docs/dashboards-availability.md "The grid"). Invariants:
 * - one availability rule: the holds are the cart's and the bookings' (campaign-view/availability.ts `holdersOf`:
 *   held campaigns, proposals' bookings, the provider's reservations), and a day is taken when they take every spot
 *   (server/domain/campaign-rules.ts `busyPeriods`). A day is `b` busy when contracted campaigns alone take every
 *   spot, `h` held when all holds together do, else `f` free — exactly the days the cart refuses (`h`, `b`) or takes;
 * - only units with a hold row meeting the range are asked for their holders (`heldUnits`); every other unit in
 *   scope is free all along, so the views cost the held units, not the inventory;
 * - scope: a provider's account sees only its own units (administrators every provider's).
 * Refusals: 422 `errors.to` for a range ending before it starts or longer than VIEW_MAX_DAYS.
 */
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import { VIEW_DEFAULT_DAYS, VIEW_MAX_DAYS, type GridRow } from '#src/api/contract/availability-views.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { DAY_STATE, countDayStates, defaultRange, rangeProblem } from '#src/domain/dashboard-rules.ts';
import { inclusiveDays } from '#src/lib/dates.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { cities, countries, mediaTypes, providers, units } from '#server/db/schema.ts';
import { busyPeriods, dayNumber, type Period } from '#server/domain/campaign-rules.ts';
import { validationError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import { holdersOf, type Holder } from '../campaign-view/availability.ts';
import { escapeLike } from '../lookups.ts';

/** The filters of a view (contract `viewQuery`). */
export interface ViewQuery {
  from?: string | undefined;
  to?: string | undefined;
  media_type?: number | undefined;
  category?: string | undefined;
  country?: number | undefined;
  state?: number | undefined;
  city?: number | undefined;
  provider?: number | undefined;
  filter?: string | undefined;
  ids?: number[] | undefined;
}

/** A view's range and the conditions on `units` of its filters and the caller's scope. */
export interface ViewScope {
  from: string;
  to: string;
  days: number;
  where: SQL[];
  /** Staff see every customer; else the customers the caller may count (`customerIds`). */
  staff: boolean;
}

/** Every spot holder whose counts the caller sees: all (staff, providers on their own units) or a seller's customers. */
export const isViewStaff = (user: AuthUser) => isSuperuser(user.permissions) || hasRole(user, 'manager', 'operations');

/**
 * Resolves a view's query for `user` (module doc).
 * @param today the server's date, YYYY-MM-DD
 * @throws HttpError 422 for a bad range
 */
export function viewScope(user: AuthUser, query: ViewQuery, today: string, locale: Locale): ViewScope {
  const { from, to } = defaultRange(today, VIEW_DEFAULT_DAYS, query, 'future');
  const problem = rangeProblem(from, to, VIEW_MAX_DAYS);
  if (problem) {
    const text =
      problem === 'order'
        ? msg(locale, 'boards.range_order')
        : msg(locale, 'boards.range_too_long', { days: VIEW_MAX_DAYS });
    throw validationError(text, { to: [text] });
  }
  const where: SQL[] = [isNull(units.deletedAt)];
  if (user.providerId !== null && !isSuperuser(user.permissions)) where.push(eq(units.providerId, user.providerId));
  else if (query.provider) where.push(eq(units.providerId, query.provider));
  if (query.media_type) where.push(eq(units.mediaTypeId, query.media_type));
  if (query.category)
    where.push(sql`${units.mediaTypeId} in (select id from media_types where category = ${query.category})`);
  if (query.country) where.push(eq(units.countryId, query.country));
  if (query.state) where.push(eq(units.stateId, query.state));
  if (query.city) where.push(eq(units.cityId, query.city));
  if (query.ids?.length) where.push(inArray(units.id, query.ids));
  if (query.filter) {
    const like = escapeLike(query.filter);
    where.push(or(ilike(units.title, like), ilike(units.sku, like), ilike(units.address, like))!);
  }
  return { from, to, days: inclusiveDays(from, to), where, staff: isViewStaff(user) };
}

/** Marks `periods` (clipped to the range) with `letter` in `cells`. */
function mark(cells: string[], periods: readonly Period[], from: number, letter: string) {
  for (const p of periods) {
    const a = Math.max(0, dayNumber(p.start) - from);
    const b = Math.min(cells.length - 1, dayNumber(p.end) - from);
    for (let i = a; i <= b; i++) cells[i] = letter;
  }
}

/** A unit's day letters over `from`..`to` from its holders and its spots (module doc). */
export function dayStates(holders: readonly Holder[], capacity: number, from: string, to: string): string {
  const cells = Array<string>(inclusiveDays(from, to)).fill(DAY_STATE.free);
  const start = dayNumber(from);
  mark(cells, busyPeriods(holders, capacity), start, DAY_STATE.held);
  mark(
    cells,
    busyPeriods(
      holders.filter((h) => h.kind === 'contract'),
      capacity,
    ),
    start,
    DAY_STATE.busy,
  );
  return cells.join('');
}

/** SQL: the unit `units.id` has a hold row meeting the range (a superset of what `holdersOf` keeps). */
function hasHoldRow(from: string, to: string): SQL {
  return sql`(exists (select 1 from campaign_units cu join campaigns c on c.id = cu.campaign_id
      where cu.unit_id = ${units.id} and c.deleted_at is null and c.status in ('reserved', 'contracted')
        and cu.start_date <= ${to}::date and cu.end_date >= ${from}::date)
    or exists (select 1 from booking_units bu where bu.unit_id = ${units.id}
        and bu.start_date <= ${to}::date and bu.end_date >= ${from}::date)
    or exists (select 1 from unit_reservations ur where ur.unit_id = ${units.id}
        and ur.start_date <= ${to}::date and ur.end_date >= ${from}::date))`;
}

/** A unit in scope with a hold row in the range: its day letters and its holders meeting the range. */
export interface HeldUnit {
  id: number;
  mediaTypeId: number;
  providerId: number;
  days: string;
  holders: Holder[];
}

/** Holders per unit, asked in chunks of 1,000 units. */
async function holdersByChunks(db: Db, ids: readonly number[]): Promise<Map<number, Holder[]>> {
  const out = new Map<number, Holder[]>();
  for (let i = 0; i < ids.length; i += 1000)
    for (const [id, list] of await holdersOf(db, ids.slice(i, i + 1000))) out.set(id, list);
  return out;
}

/** The units in scope with a hold row meeting the range, with their day letters (module doc), by title. */
export async function heldUnits(db: Db, s: ViewScope): Promise<HeldUnit[]> {
  const rows = await db
    .select({ id: units.id, mediaTypeId: units.mediaTypeId, providerId: units.providerId, spots: units.spots })
    .from(units)
    .where(and(...s.where, hasHoldRow(s.from, s.to)))
    .orderBy(asc(units.title), asc(units.id));
  const holders = await holdersByChunks(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const mine = (holders.get(r.id) ?? []).filter((h) => h.start <= s.to && h.end >= s.from);
    return { ...r, days: dayStates(mine, r.spots, s.from, s.to), holders: mine };
  });
}

/** Units in scope per media type. */
export async function unitsPerMediaType(db: Db, s: ViewScope): Promise<Map<number, number>> {
  const rows = await db
    .select({ key: units.mediaTypeId, n: sql<number>`count(*)::int` })
    .from(units)
    .where(and(...s.where))
    .groupBy(units.mediaTypeId);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** Units in scope per provider, with the provider's name. */
export async function unitsPerProvider(db: Db, s: ViewScope): Promise<{ id: number; name: string; units: number }[]> {
  const rows = await db
    .select({ id: providers.id, name: providers.name, n: sql<number>`count(*)::int` })
    .from(units)
    .innerJoin(providers, eq(providers.id, units.providerId))
    .where(and(...s.where))
    .groupBy(providers.id, providers.name)
    .orderBy(asc(providers.name), asc(providers.id));
  return rows.map((r) => ({ id: r.id, name: r.name, units: Number(r.n) }));
}

const gridColumns = {
  u: units,
  typeName: mediaTypes.name,
  typeNameEn: mediaTypes.nameEn,
  providerName: providers.name,
  city: cities.name,
  currency: countries.currency,
};

/** The unit rows (with their names) matching `where`, by title then id, `limit` from `offset`. */
export async function unitRows(db: Db, where: SQL[], limit: number, offset = 0) {
  return db
    .select(gridColumns)
    .from(units)
    .innerJoin(mediaTypes, eq(mediaTypes.id, units.mediaTypeId))
    .innerJoin(providers, eq(providers.id, units.providerId))
    .innerJoin(cities, eq(cities.id, units.cityId))
    .innerJoin(countries, eq(countries.id, units.countryId))
    .where(and(...where))
    .orderBy(asc(units.title), asc(units.id))
    .limit(limit)
    .offset(offset);
}
export type UnitRow = Awaited<ReturnType<typeof unitRows>>[number];

/** Grid rows of `rows`: their day letters over the scope's range from their holders (`holdersOf`). */
export async function gridRows(db: Db, s: ViewScope, rows: readonly UnitRow[], locale: Locale): Promise<GridRow[]> {
  const holders = await holdersOf(
    db,
    rows.map((r) => r.u.id),
  );
  return rows.map(({ u, typeName, typeNameEn, providerName, city, currency }) => {
    const days = dayStates(
      (holders.get(u.id) ?? []).filter((h) => h.start <= s.to && h.end >= s.from),
      u.spots,
      s.from,
      s.to,
    );
    return {
      id: u.id,
      title: u.title,
      sku: u.sku,
      address: u.address,
      lat: u.lat,
      lng: u.lng,
      media_type: { id: u.mediaTypeId, name: locale === 'en' ? typeNameEn : typeName },
      provider: { id: u.providerId, name: providerName },
      country_id: u.countryId,
      city,
      spots: u.spots,
      price: u.price,
      currency,
      days,
      ...countDayStates(days),
    };
  });
}

/** `units.id` is one of `ids` (none when empty). */
export const unitIdIn = (ids: readonly number[]): SQL => (ids.length ? inArray(units.id, [...ids]) : sql`false`);
