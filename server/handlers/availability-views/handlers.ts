/**
 * The availability views on the reference server (contract src/api/contract/availability-views.ts; api-catalogue.md
 * "Availability"; product.md §2, §3, §9; issue 18; docs/dashboards-availability.md): the grid (unit-print, unused
 * units, busy units of a role), its charts (views.ts), the units report (units-report.ts) and the contracts on a
 * unit. Read-only; a provider sees only its own units (grid.ts `viewScope`); a bad range answers 422.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as av from '#src/api/contract/availability-views.ts';
import { contractLineMinor, fromMinor } from '#src/domain/contract-rules.ts';
import { rangeState } from '#src/domain/dashboard-rules.ts';
import { inclusiveDays } from '#src/lib/dates.ts';
import { campaignUnits, campaigns, contracts, countries, units, users } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { campaignScope } from '../campaign-view/scope.ts';
import { meta } from '../lookups.ts';
import { gridRows, heldUnits, isViewStaff, unitIdIn, unitRows, viewScope } from './grid.ts';
import { unitsReportResponse } from './units-report.ts';
import {
  availabilityByMediaType,
  busyUnitIdsForRole,
  customersByMediaType,
  customersByOperator,
  unitsByMediaType,
  unusedByMediaType,
} from './views.ts';

const today = (now: Date) => now.toISOString().slice(0, 10);
/** Grid page size: default 100, at most 500. */
const pageSize = (perPage: number | undefined) => Math.min(500, Math.max(1, perPage ?? 100));

/** A page of grid rows for the unit ids in `ids` (already in title order), with its meta and range. */
async function pageOfIds(
  x: { db: Parameters<typeof gridRows>[0]; locale: 'es' | 'en' },
  s: ReturnType<typeof viewScope>,
  ids: number[],
  page: number | undefined,
  perPage: number | undefined,
) {
  const size = pageSize(perPage);
  const current = Math.max(1, page ?? 1);
  const slice = ids.slice((current - 1) * size, current * size);
  const rows = slice.length ? await unitRows(x.db, [...s.where, unitIdIn(slice)], size) : [];
  return {
    data: await gridRows(x.db, s, rows, x.locale),
    meta: meta(current, size, ids.length),
    range: { from: s.from, to: s.to, days: s.days },
  };
}

/** The availability views, paired with their contract endpoints. */
export const availabilityViewHandlers: Implementation[] = [
  implement(av.unitPrint, async (x) => {
    const s = viewScope(x.user, x.query, today(x.now), x.locale);
    const size = pageSize(x.query.per_page);
    const current = Math.max(1, x.query.page ?? 1);
    const [total] = await x.db
      .select({ n: sql<number>`count(*)::int` })
      .from(units)
      .where(and(...s.where));
    const rows = await unitRows(x.db, s.where, size, (current - 1) * size);
    return {
      data: await gridRows(x.db, s, rows, x.locale),
      meta: meta(current, size, Number(total?.n ?? 0)),
      range: { from: s.from, to: s.to, days: s.days },
    };
  }),

  implement(av.adMediaUnused, async (x) => {
    const s = viewScope(x.user, x.query, today(x.now), x.locale);
    const held = await heldUnits(x.db, s);
    const used = held.filter((u) => rangeState(u.days) !== 'free').map((u) => u.id);
    if (x.query.unused === false) return pageOfIds(x, s, used, x.query.page, x.query.per_page);
    // unused: every unit in scope but the used ones, by title (a page read from the database, not from memory)
    const where = used.length ? [...s.where, sql`not ${unitIdIn(used)}`] : s.where;
    const size = pageSize(x.query.per_page);
    const current = Math.max(1, x.query.page ?? 1);
    const [total] = await x.db
      .select({ n: sql<number>`count(*)::int` })
      .from(units)
      .where(and(...where));
    const rows = await unitRows(x.db, where, size, (current - 1) * size);
    return {
      data: await gridRows(x.db, s, rows, x.locale),
      meta: meta(current, size, Number(total?.n ?? 0)),
      range: { from: s.from, to: s.to, days: s.days },
    };
  }),

  implement(av.busyUnitPrint, async (x) => {
    if (!x.user.roles.includes(x.params.rol))
      throw new HttpError(403, 'forbidden', msg(x.locale, 'boards.role_not_held', { role: x.params.rol }));
    const s = viewScope(x.user, x.query, today(x.now), x.locale);
    const ids = await busyUnitIdsForRole(x.db, x.user, s, x.params.rol);
    return pageOfIds(x, s, ids, x.query.page, x.query.per_page);
  }),

  implement(av.byMediaType, async (x) =>
    availabilityByMediaType(x.db, viewScope(x.user, x.query, today(x.now), x.locale), x.locale, x.query.media_type),
  ),
  implement(av.unusedMediaTypes, async (x) =>
    unusedByMediaType(x.db, viewScope(x.user, x.query, today(x.now), x.locale), x.locale, x.query.media_type),
  ),
  implement(av.unitsByMediaType, async (x) =>
    unitsByMediaType(x.db, viewScope(x.user, x.query, today(x.now), x.locale), x.locale, x.query.media_type),
  ),
  implement(av.customersByMediaType, async (x) =>
    customersByMediaType(
      x.db,
      x.user,
      viewScope(x.user, x.query, today(x.now), x.locale),
      x.locale,
      x.query.media_type,
    ),
  ),
  implement(av.customersByOperator, async (x) =>
    customersByOperator(x.db, x.user, viewScope(x.user, x.query, today(x.now), x.locale), x.locale),
  ),

  implement(av.exportUnitsReport, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const s = viewScope(x.user, x.query, today(x.now), locale);
    return unitsReportResponse(x.db, s, locale, x.now, x.config.log);
  }),

  implement(av.unitContracts, async (x) => {
    // the ownership rule `unit` found the unit (a provider: its own); staff and providers see every contract on it,
    // anyone else the contracts of the campaigns it may see (its own, a seller its customers')
    const wide = isViewStaff(x.user) || x.user.providerId !== null;
    const where = [eq(campaignUnits.unitId, x.params.id), ...(wide ? [] : campaignScope(x.db, x.user))];
    if (x.query.from) where.push(sql`${campaignUnits.endDate} >= ${x.query.from}::date`);
    if (x.query.to) where.push(sql`${campaignUnits.startDate} <= ${x.query.to}::date`);
    const owner = sql<string | null>`(select name from users o where o.id = ${contracts.ownerId})`;
    const rows = await x.db
      .select({
        line: campaignUnits,
        k: contracts,
        c: campaigns,
        client: users.name,
        owner,
        currency: countries.currency,
      })
      .from(campaignUnits)
      .innerJoin(campaigns, eq(campaigns.id, campaignUnits.campaignId))
      .innerJoin(contracts, eq(contracts.campaignId, campaigns.id))
      .innerJoin(users, eq(users.id, campaigns.clientId))
      .innerJoin(units, eq(units.id, campaignUnits.unitId))
      .innerJoin(countries, eq(countries.id, units.countryId))
      .where(and(...where))
      .orderBy(desc(campaignUnits.startDate), asc(contracts.id));
    return {
      data: rows.map(({ line, k, c, client, owner: ownerName, currency }) => {
        const priced = { start_date: line.startDate, end_date: line.endDate, price: line.price };
        const total = contractLineMinor({ ...priced, print_price: line.printPrice, spots: line.spotsUsed });
        return {
          contract_id: k.id,
          status: k.status,
          reference: k.reference,
          campaign_id: c.id,
          campaign_name: c.name,
          client_id: c.clientId,
          client_name: client,
          owner_name: ownerName,
          start_date: line.startDate,
          end_date: line.endDate,
          days: inclusiveDays(line.startDate, line.endDate),
          spots: line.spotsUsed,
          price: line.price,
          print_price: line.printPrice,
          total: fromMinor(total),
          currency,
          holds: c.status === 'contracted' && c.deletedAt === null,
        };
      }),
    };
  }),
];
