/**
 * The availability charts and the busy units of a role (contract src/api/contract/availability-views.ts), all
 * from the grid (grid.ts `heldUnits`: the units with holds in the range and their day letters; every other unit
 * in scope free all along). Customer counts: a hold's customer is its campaign's client (reserved or contracted
 * campaigns) or its booking's client (proposals' bookings); the provider's own reservations have none. Staff and
 * providers count every customer (a provider only on its own units); a seller only its assigned customers.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { Chart } from '#src/api/contract/dashboards.ts';
import { countDayStates, occupancyPercent, percentOf, rangeState } from '#src/domain/dashboard-rules.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { bookings, campaigns, clientSellers } from '#server/db/schema.ts';
import { BOARD_WORDS, type BoardWords } from '#server/i18n/boards.ts';
import { mediaTypeNames, series } from '../dashboards/chart.ts';
import { heldUnits, unitsPerMediaType, unitsPerProvider, type HeldUnit, type ViewScope } from './grid.ts';

/** A view's chart answer: the chart and its range. */
export interface ViewChart {
  data: Chart & { range: { from: string; to: string; days: number } };
}

const answer = (s: ViewScope, locale: Locale, title: keyof BoardWords, chart: Omit<Chart, 'title'>): ViewChart => ({
  data: { title: BOARD_WORDS[locale][title], ...chart, range: { from: s.from, to: s.to, days: s.days } },
});

/** The media types of the scope (all, or the filtered one), named, with their units. */
async function typeCategories(db: Db, s: ViewScope, locale: Locale, mediaType: number | undefined) {
  const counts = await unitsPerMediaType(db, s);
  const types = (await mediaTypeNames(db, locale)).filter((m) => mediaType === undefined || m.id === mediaType);
  return { keys: types.map((t) => t.id), labels: types.map((t) => t.name), counts };
}

/** Σ of `f(unit)` over the held units of each key. */
function perKey(held: readonly HeldUnit[], key: (u: HeldUnit) => number, f: (u: HeldUnit) => number) {
  const out = new Map<number, number>();
  for (const u of held) out.set(key(u), (out.get(key(u)) ?? 0) + f(u));
  return out;
}

/** Availability by media type: units, free/held/busy unit-days and occupancy. */
export async function availabilityByMediaType(db: Db, s: ViewScope, locale: Locale, mediaType?: number) {
  const { keys, labels, counts } = await typeCategories(db, s, locale, mediaType);
  const held = await heldUnits(db, s);
  const heldDays = perKey(
    held,
    (u) => u.mediaTypeId,
    (u) => countDayStates(u.days).held,
  );
  const busyDays = perKey(
    held,
    (u) => u.mediaTypeId,
    (u) => countDayStates(u.days).busy,
  );
  const unitCounts = keys.map((k) => counts.get(k) ?? 0);
  const h = keys.map((k) => heldDays.get(k) ?? 0);
  const b = keys.map((k) => busyDays.get(k) ?? 0);
  return answer(s, locale, 'availabilityByMediaType', {
    keys,
    labels,
    series: [
      series(locale, 'units', 'count', unitCounts),
      series(
        locale,
        'free',
        'days',
        unitCounts.map((n, i) => n * s.days - h[i]! - b[i]!),
      ),
      series(locale, 'held', 'days', h),
      series(locale, 'busy', 'days', b),
      series(
        locale,
        'occupancy',
        'percent',
        unitCounts.map((n, i) => occupancyPercent(b[i]!, n * s.days)),
      ),
    ],
  });
}

/** State counts of units per media type over the range: free, held, busy (grid.ts `rangeState`). */
async function statesPerType(db: Db, s: ViewScope, locale: Locale, mediaType?: number) {
  const { keys, labels, counts } = await typeCategories(db, s, locale, mediaType);
  const held = await heldUnits(db, s);
  const count = (state: 'held' | 'busy') =>
    perKey(
      held,
      (u) => u.mediaTypeId,
      (u) => (rangeState(u.days) === state ? 1 : 0),
    );
  const [h, b] = [count('held'), count('busy')];
  const units = keys.map((k) => counts.get(k) ?? 0);
  const heldCounts = keys.map((k) => h.get(k) ?? 0);
  const busyUnits = keys.map((k) => b.get(k) ?? 0);
  const free = units.map((n, i) => n - heldCounts[i]! - busyUnits[i]!);
  return { keys, labels, units, free, held: heldCounts, busy: busyUnits };
}

/** Unused summary: units and the unused ones (free every day) per media type, and their share. */
export async function unusedByMediaType(db: Db, s: ViewScope, locale: Locale, mediaType?: number) {
  const x = await statesPerType(db, s, locale, mediaType);
  return answer(s, locale, 'unusedMediaTypes', {
    keys: x.keys,
    labels: x.labels,
    series: [
      series(locale, 'units', 'count', x.units),
      series(locale, 'unused', 'count', x.free),
      series(
        locale,
        'unused_share',
        'percent',
        x.free.map((n, i) => percentOf(n, x.units[i]!)),
      ),
    ],
  });
}

/** Units by media type: units free, held and busy over the range (Σ = units). */
export async function unitsByMediaType(db: Db, s: ViewScope, locale: Locale, mediaType?: number) {
  const x = await statesPerType(db, s, locale, mediaType);
  return answer(s, locale, 'unitsByMediaType', {
    keys: x.keys,
    labels: x.labels,
    series: [
      series(locale, 'free', 'count', x.free),
      series(locale, 'held', 'count', x.held),
      series(locale, 'busy', 'count', x.busy),
    ],
  });
}

/** The customer of each holder of `held` (`kind:id` → client id); reservations and client-less bookings have none. */
export async function holderClients(db: Db, held: readonly HeldUnit[]): Promise<Map<string, number>> {
  const ids = (kinds: string[]) => [
    ...new Set(held.flatMap((u) => u.holders.filter((h) => kinds.includes(h.kind)).map((h) => h.id))),
  ];
  const out = new Map<string, number>();
  const campaignIds = ids(['campaign', 'contract']);
  if (campaignIds.length)
    for (const r of await db
      .select({ id: campaigns.id, client: campaigns.clientId })
      .from(campaigns)
      .where(inArray(campaigns.id, campaignIds))) {
      out.set(`campaign:${r.id}`, r.client);
      out.set(`contract:${r.id}`, r.client);
    }
  const bookingIds = ids(['booking']);
  if (bookingIds.length)
    for (const r of await db
      .select({ id: bookings.id, client: bookings.clientId })
      .from(bookings)
      .where(inArray(bookings.id, bookingIds)))
      if (r.client !== null) out.set(`booking:${r.id}`, r.client);
  return out;
}

/** The customers whose holds `user` may count: null for all (staff, providers), else a seller's or its own. */
export async function countableCustomers(db: Db, user: AuthUser, s: ViewScope): Promise<Set<number> | null> {
  if (s.staff || user.providerId !== null) return null;
  if (!hasRole(user, 'seller')) return new Set([user.id]);
  const rows = await db
    .select({ id: clientSellers.clientId })
    .from(clientSellers)
    .where(eq(clientSellers.sellerId, user.id));
  return new Set(rows.map((r) => r.id));
}

/** Per key (media type or provider): distinct customers holding its units, and units they hold. */
async function customersPer(db: Db, user: AuthUser, s: ViewScope, key: (u: HeldUnit) => number) {
  const held = await heldUnits(db, s);
  const clients = await holderClients(db, held);
  const allowed = await countableCustomers(db, user, s);
  const customers = new Map<number, Set<number>>();
  const unitsHeld = new Map<number, number>();
  for (const u of held) {
    const mine = u.holders
      .map((h) => clients.get(`${h.kind}:${h.id}`))
      .filter((c): c is number => c !== undefined && (allowed === null || allowed.has(c)));
    if (!mine.length) continue;
    const set = customers.get(key(u)) ?? new Set<number>();
    for (const c of mine) set.add(c);
    customers.set(key(u), set);
    unitsHeld.set(key(u), (unitsHeld.get(key(u)) ?? 0) + 1);
  }
  return { customers, unitsHeld };
}

/** Customers by media type: customers holding units of each media type in the range, and the units held. */
export async function customersByMediaType(db: Db, user: AuthUser, s: ViewScope, locale: Locale, mediaType?: number) {
  const { keys, labels } = await typeCategories(db, s, locale, mediaType);
  const { customers, unitsHeld } = await customersPer(db, user, s, (u) => u.mediaTypeId);
  return answer(s, locale, 'customersByMediaType', {
    keys,
    labels,
    series: [
      series(
        locale,
        'customers',
        'count',
        keys.map((k) => customers.get(k)?.size ?? 0),
      ),
      series(
        locale,
        'units',
        'count',
        keys.map((k) => unitsHeld.get(k) ?? 0),
      ),
    ],
  });
}

/** Customers by operator: per provider with units in scope, customers holding its units and the units held. */
export async function customersByOperator(db: Db, user: AuthUser, s: ViewScope, locale: Locale) {
  const operators = await unitsPerProvider(db, s);
  const keys = operators.map((o) => o.id);
  const { customers, unitsHeld } = await customersPer(db, user, s, (u) => u.providerId);
  return answer(s, locale, 'customersByOperator', {
    keys,
    labels: operators.map((o) => o.name),
    series: [
      series(
        locale,
        'customers',
        'count',
        keys.map((k) => customers.get(k)?.size ?? 0),
      ),
      series(
        locale,
        'units',
        'count',
        keys.map((k) => unitsHeld.get(k) ?? 0),
      ),
    ],
  });
}

/**
 * The held units a role sees (contract `busyUnitPrint`): providers, operations, managers and administrators every
 * unit in scope with a held or busy day; clients and agencies the units their own holds take; sellers those their
 * customers' holds take. Ids in title order.
 */
export async function busyUnitIdsForRole(db: Db, user: AuthUser, s: ViewScope, role: string): Promise<number[]> {
  const held = await heldUnits(db, s);
  if (['provider', 'operations', 'manager', 'administrator'].includes(role))
    return held.filter((u) => rangeState(u.days) !== 'free').map((u) => u.id);
  const clients = await holderClients(db, held);
  let allowed: Set<number>;
  if (role === 'seller') {
    const rows = await db
      .select({ id: clientSellers.clientId })
      .from(clientSellers)
      .where(eq(clientSellers.sellerId, user.id));
    allowed = new Set(rows.map((r) => r.id));
  } else allowed = new Set([user.id]);
  return held
    .filter((u) =>
      u.holders.some((h) => {
        const c = clients.get(`${h.kind}:${h.id}`);
        return c !== undefined && allowed.has(c);
      }),
    )
    .map((u) => u.id);
}
