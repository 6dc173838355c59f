/**
 * Pullable lists of campaigns, media units and routes: paginated, scoped to
 * the caller, with deltas and tombstones (rules in sync-page.ts).
 * - campaigns: administrators and managers see all; sellers the campaigns of
 *   the clients assigned to them (client_sellers); everyone else their own.
 * - provider units: a provider account sees its provider's units; an
 *   administrator sees all.
 * - routes: technicians see the routes assigned to them; operations staff,
 *   managers and administrators see all.
 * Deleted rows are never listed, only reported in `deleted`. A row counts as
 * changed when its own `updated_at` moves: code that changes what a row shows
 * from another table (a campaign's cart, countries or client name; a route's
 * stops or technician name) must touch the row's `updated_at` too.
 */
import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { catalogLists } from '../../src/api/contract/index.ts';
import { isSuperuser } from '../../src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import { campaignCountries, campaignUnits, campaigns, clientSellers, countries, routes, units, users } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { routeSummaries } from './field-view.ts';
import { implement } from '../http/register.ts';
import { changedSince, iso, syncAnswer, syncOrder, syncWindow, tombstones } from './sync-page.ts';
import { escapeLike } from './lookups.ts';

/** True when the user holds one of the role values. */
export const hasRole = (user: AuthUser, ...values: string[]) => user.roles.some((r) => values.includes(r));

/** Inclusive whole days between two YYYY-MM-DD dates (product.md §9), or null when either is missing. */
function durationDays(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Which campaigns the caller may see (module doc). */
function campaignScope(db: Db, user: AuthUser): SQL[] {
  if (isSuperuser(user.permissions) || hasRole(user, 'manager')) return [];
  if (hasRole(user, 'seller')) {
    return [inArray(campaigns.clientId, db.select({ id: clientSellers.clientId }).from(clientSellers).where(eq(clientSellers.sellerId, user.id)))];
  }
  return [eq(campaigns.clientId, user.id)];
}

export const catalogListHandlers = [
  implement(catalogLists.campaigns, async ({ db, query, user, now }) => {
    const w = syncWindow(query, now);
    const scope = campaignScope(db, user);
    const where = [...scope, isNull(campaigns.deletedAt), changedSince(campaigns.updatedAt, w)];
    if (query.search) where.push(ilike(campaigns.name, escapeLike(query.search)));
    if (query.status) where.push(eq(campaigns.status, query.status));
    const [total] = await db.select({ n: count() }).from(campaigns).where(and(...where));
    const rows = await db.select({ c: campaigns, clientName: users.name }).from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.clientId))
      .where(and(...where)).orderBy(...syncOrder(campaigns.updatedAt, campaigns.id, w)).limit(w.size).offset(w.offset);
    const ids = rows.map((r) => r.c.id);
    const places = ids.length
      ? await db.select({ id: campaignCountries.campaignId, name: countries.name }).from(campaignCountries)
        .innerJoin(countries, eq(countries.id, campaignCountries.countryId)).where(inArray(campaignCountries.campaignId, ids)).orderBy(asc(countries.name))
      : [];
    const unitCounts = ids.length
      ? await db.select({ id: campaignUnits.campaignId, n: count() }).from(campaignUnits).where(inArray(campaignUnits.campaignId, ids)).groupBy(campaignUnits.campaignId)
      : [];
    const data = rows.map(({ c, clientName }) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      investment: c.investment,
      duration: durationDays(c.startDate, c.endDate),
      client: { id: c.clientId, name: clientName },
      place: places.filter((p) => p.id === c.id).map((p) => p.name).join(', '),
      booking: c.booking,
      reservable: c.reservable,
      campaign_type: { key: c.campaignType },
      budget_campaign_type: c.budgetCampaignType ? { key: c.budgetCampaignType } : null,
      units_category: { key: c.unitsCategory },
      region_type: { key: c.regionType },
      start_date: c.startDate,
      end_date: c.endDate,
      current_step: c.currentStep,
      units_count: unitCounts.find((u) => u.id === c.id)?.n ?? 0,
      updated_at: iso(c.updatedAt),
    }));
    const deleted = await tombstones(db, campaigns, campaigns, scope, w);
    return syncAnswer(data, w, total?.n ?? 0, deleted);
  }),

  implement(catalogLists.providerUnits, async ({ db, query, user, now }) => {
    const w = syncWindow(query, now);
    const scope: SQL[] = isSuperuser(user.permissions) ? [] : [user.providerId ? eq(units.providerId, user.providerId) : sql`false`];
    const where = [...scope, isNull(units.deletedAt), changedSince(units.updatedAt, w)];
    if (query.media_type) where.push(eq(units.mediaTypeId, query.media_type));
    if (query.name) where.push(ilike(units.title, escapeLike(query.name)));
    const [total] = await db.select({ n: count() }).from(units).where(and(...where));
    const rows = await db.select().from(units).where(and(...where)).orderBy(...syncOrder(units.updatedAt, units.id, w)).limit(w.size).offset(w.offset);
    const data = rows.map((u) => ({
      id: u.id, title: u.title, sku: u.sku, address: u.address, lat: u.lat, lng: u.lng,
      country_id: u.countryId, state_id: u.stateId, city_id: u.cityId, provider_id: u.providerId,
      media_type_id: u.mediaTypeId, unit_type_id: u.unitTypeId, circuit_id: u.circuitId,
      side: u.side, direction: u.direction, traffic_direction: u.trafficDirection, daily_traffic: u.dailyTraffic, schedule: u.schedule,
      price: u.price, print_price: u.printPrice, min_price: u.minPrice, min_print_price: u.minPrintPrice, spots: u.spots,
      status: u.status, updated_at: iso(u.updatedAt),
    }));
    const deleted = await tombstones(db, units, units, scope, w);
    return syncAnswer(data, w, total?.n ?? 0, deleted);
  }),

  implement(catalogLists.routes, async ({ db, query, user, now }) => {
    const w = syncWindow(query, now);
    const seesAll = isSuperuser(user.permissions) || hasRole(user, 'operations', 'manager');
    const scope: SQL[] = seesAll ? [] : [eq(routes.technicianId, user.id)];
    const where = [...scope, isNull(routes.deletedAt), changedSince(routes.updatedAt, w)];
    if (query.date) where.push(eq(routes.date, query.date));
    if (query.status) where.push(eq(routes.status, query.status));
    const [total] = await db.select({ n: count() }).from(routes).where(and(...where));
    const rows = await db.select().from(routes).where(and(...where)).orderBy(...syncOrder(routes.updatedAt, routes.id, w)).limit(w.size).offset(w.offset);
    const data = await routeSummaries(db, rows);
    const deleted = await tombstones(db, routes, routes, scope, w);
    return syncAnswer(data, w, total?.n ?? 0, deleted);
  }),
];
