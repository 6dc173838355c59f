/**
 * The boards of teams and inventory (contract src/api/contract/dashboards.ts): active customers by team,
 * workgroups, and average prices and occupancy. Teams are sellers' workgroups (scope.ts); occupancy counts busy
 * unit-days with the one availability rule (server/domain/campaign-rules.ts `busyPeriods`: the days holds take
 * every spot) over the sold lines of the range (queries.ts), against the live active units × days of the range.
 */
import { sql } from 'drizzle-orm';
import type { BoardAnswer } from '#src/api/contract/dashboards.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { averagePricePerDay, occupancyPercent, overlapDays, percentOf } from '#src/domain/dashboard-rules.ts';
import { inclusiveDays } from '#src/lib/dates.ts';
import type { Db } from '#server/db/client.ts';
import { busyPeriods } from '#server/domain/campaign-rules.ts';
import { BOARD_WORDS } from '#server/i18n/boards.ts';
import { aligned, mediaTypeNames, num, pesos, series, sqlRows } from './chart.ts';
import { activeBy, billedBy, inventoryByMediaType, soldByMediaType, soldLines, type SoldLine } from './queries.ts';
import { pickCurrency, type BoardScope } from './scope.ts';
import { boardAnswer } from './sales-boards.ts';

/** Customer accounts (clients and agencies) assigned to no seller, in the board's scope. */
async function customersWithoutTeam(db: Db, s: BoardScope): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(
    db,
    sql`select count(distinct u.id)::int as n from users u
        join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        where r.value in ('client', 'agency')
          and not exists (select 1 from client_sellers cs where cs.client_id = u.id)
          ${s.clients ? sql`and ${s.clients(sql`u.id`)}` : sql``}`,
  );
  return num(row?.n);
}

/** The teams shown and, when the board covers every team, key 0 "no team" last. */
async function teamCategories(db: Db, s: BoardScope, locale: Locale) {
  const keys = s.teams.map((t) => t.id);
  const labels = s.teams.map((t) => t.name);
  const assigned = s.teams.map((t) => t.clientIds.length);
  if (s.team === null) {
    keys.push(0);
    labels.push(BOARD_WORDS[locale].noTeam);
    assigned.push(await customersWithoutTeam(db, s));
  }
  return { keys, labels, assigned };
}

/** Active customers by team: active and assigned customers per team. */
export async function activeCustomersByTeams(db: Db, s: BoardScope, locale: Locale): Promise<BoardAnswer> {
  const { keys, labels, assigned } = await teamCategories(db, s, locale);
  const active = await activeBy(db, s, 'team');
  return boardAnswer(
    s,
    locale,
    'activeCustomersByTeams',
    keys,
    labels,
    [
      series(
        locale,
        'active_customers',
        'count',
        aligned(keys, active, (r) => r.customers),
      ),
      series(locale, 'customers', 'count', assigned),
    ],
    null,
    [],
  );
}

/** Workgroups: per team its customers, active customers, running campaigns, contracts billed and billing. */
export async function workgroups(db: Db, s: BoardScope, locale: Locale): Promise<BoardAnswer> {
  const { keys, labels, assigned } = await teamCategories(db, s, locale);
  const active = await activeBy(db, s, 'team');
  const billed = await billedBy(db, s, 'team');
  const { currency, currencies } = pickCurrency(billed, s.currency);
  const inCurrency = billed.filter((r) => r.currency === currency);
  return boardAnswer(
    s,
    locale,
    'workgroups',
    keys,
    labels,
    [
      series(locale, 'customers', 'count', assigned),
      series(
        locale,
        'active_customers',
        'count',
        aligned(keys, active, (r) => r.customers),
      ),
      series(
        locale,
        'campaigns',
        'count',
        aligned(keys, active, (r) => r.campaigns),
      ),
      series(
        locale,
        'contracts',
        'count',
        aligned(keys, inCurrency, (r) => r.contracts),
      ),
      series(
        locale,
        'billing',
        'money',
        aligned(keys, inCurrency, (r) => pesos(r.amount)),
        currency,
      ),
    ],
    currency,
    currencies,
  );
}

/** Busy unit-days of each media type in `from`..`to`: per unit the days its sold lines take every spot. */
export function busyUnitDays(lines: readonly SoldLine[], from: string, to: string): Map<number, number> {
  const byUnit = new Map<number, SoldLine[]>();
  for (const l of lines) byUnit.set(l.unit_id, [...(byUnit.get(l.unit_id) ?? []), l]);
  const out = new Map<number, number>();
  for (const holds of byUnit.values()) {
    const first = holds[0]!;
    const days = busyPeriods(holds, first.capacity).reduce((n, p) => n + overlapDays(p.start, p.end, from, to), 0);
    out.set(first.media_type_id, (out.get(first.media_type_id) ?? 0) + days);
  }
  return out;
}

/** Average prices and occupancy per media type (contract doc). */
export async function avgPricesAndOccupancy(db: Db, s: BoardScope, locale: Locale): Promise<BoardAnswer> {
  const types = (await mediaTypeNames(db, locale)).filter((m) => s.mediaType === null || m.id === s.mediaType);
  const keys = types.map((t) => t.id);
  const rangeDays = inclusiveDays(s.from, s.to);
  const inventory = await inventoryByMediaType(db, s);
  const sold = await soldByMediaType(db, s);
  const busy = busyUnitDays(await soldLines(db, s), s.from, s.to);
  const { currency, currencies } = pickCurrency(sold, s.currency);
  const units = aligned(keys, inventory, (r) => r.units) as number[];
  const available = units.map((n) => n * rangeDays);
  const busyDays = keys.map((k) => busy.get(k) ?? 0);
  const spotDays = keys.map((k) => sold.filter((r) => r.key === k).reduce((n, r) => n + r.spot_days, 0));
  const spotsAvailable = aligned(keys, inventory, (r) => r.spots * rangeDays) as number[];
  return boardAnswer(
    s,
    locale,
    'avgPricesAndOccupancy',
    keys,
    types.map((t) => t.name),
    [
      series(locale, 'units', 'count', units),
      series(locale, 'available_days', 'days', available),
      series(locale, 'busy_days', 'days', busyDays),
      series(
        locale,
        'occupancy',
        'percent',
        busyDays.map((b, i) => occupancyPercent(b, available[i]!)),
      ),
      series(
        locale,
        'spot_occupancy',
        'percent',
        spotDays.map((d, i) => percentOf(Math.min(d, spotsAvailable[i]!), spotsAvailable[i]!)),
      ),
      series(
        locale,
        'average_price',
        'money_per_day',
        keys.map((k) => {
          const row = sold.find((r) => r.key === k && r.currency === currency);
          return row ? averagePricePerDay(row.amount, row.spot_days) : null;
        }),
        currency,
      ),
    ],
    currency,
    currencies,
  );
}
