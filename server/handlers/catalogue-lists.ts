/**
 * Pullable lists of campaigns, media units and routes: paginated, scoped to
 * the caller, with deltas and tombstones (rules in sync-page.ts).
 * - campaigns: administrators and managers see all; sellers the campaigns of
 *   the clients assigned to them (client_sellers); everyone else their own.
 *   With `contracts=1` (and for operations, who read contracts but not
 *   campaigns) the campaigns with a contract, each with it
 *   (contracts/contract-list.ts).
 *   `investment` is the stored one (the cart's quote since its last change,
 *   server/handlers/campaign-view.ts); `current_step` the step check's next
 *   step minus one (spec §4).
 * - provider units: a provider account sees its provider's units; an
 *   administrator sees all.
 * - routes: technicians see the routes assigned to them; operations staff,
 *   managers and administrators see all.
 * Deleted rows are never listed, only reported in `deleted`. A row counts as
 * changed when its own `updated_at` moves: code that changes what a row shows
 * from another table (a campaign's cart, countries or client name; a route's
 * stops or technician name) must touch the row's `updated_at` too.
 */
import type { CampaignStatus } from '#src/domain/campaign-status.ts';
import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { catalogueLists } from '#src/api/contract/index.ts';
import { hasPermission, isSuperuser } from '#src/api/contract/permissions.ts';
import type { UnitSummary } from '#src/api/contract/catalogue-lists.ts';
import { UNITS_PER_PAGE_MAX } from '#src/api/contract/common.ts';
import { hasRole } from '../auth/session.ts';
import { campaigns, routes, units } from '../db/schema.ts';
import { campaignScope, campaignSummaries } from './campaign-view.ts';
import { routeSummaries } from './field-view.ts';
import { implement } from '../http/register.ts';
import {
  changedSince,
  iso,
  isoSql,
  syncAnswer,
  syncAnswerFromDb,
  syncOrder,
  syncWindow,
  tombstones,
} from './sync-page.ts';
import { escapeLike } from './lookups.ts';
import { contractCampaignsPage } from './contracts/contract-list.ts';

export { hasRole };

/** A media unit as lists answer it (contract `unitSummary`): prices in pesos, `price` per day. */
export function unitSummaryOf(u: typeof units.$inferSelect): UnitSummary {
  return {
    id: u.id,
    title: u.title,
    sku: u.sku,
    address: u.address,
    lat: u.lat,
    lng: u.lng,
    country_id: u.countryId,
    state_id: u.stateId,
    city_id: u.cityId,
    provider_id: u.providerId,
    media_type_id: u.mediaTypeId,
    unit_type_id: u.unitTypeId,
    circuit_id: u.circuitId,
    side: u.side,
    direction: u.direction,
    traffic_direction: u.trafficDirection,
    daily_traffic: u.dailyTraffic,
    schedule: u.schedule,
    price: u.price,
    print_price: u.printPrice,
    min_price: u.minPrice,
    min_print_price: u.minPrintPrice,
    spots: u.spots,
    status: u.status,
    updated_at: iso(u.updatedAt),
  };
}

/**
 * `unitSummaryOf` as the columns of a query, each under its answer's name: the same keys, in the same order, with the
 * same values once parsed (money comes as `1500.00` where JavaScript writes `1500`). The pull of GET /provider/units
 * answers with it (sync-page.ts `syncAnswerFromDb`); units-pull-fixture.ts compares the two, on PGlite and PostgreSQL.
 */
export const UNIT_SUMMARY_COLUMNS = {
  id: units.id,
  title: units.title,
  sku: units.sku,
  address: units.address,
  lat: units.lat,
  lng: units.lng,
  country_id: units.countryId,
  state_id: units.stateId,
  city_id: units.cityId,
  provider_id: units.providerId,
  media_type_id: units.mediaTypeId,
  unit_type_id: units.unitTypeId,
  circuit_id: units.circuitId,
  side: units.side,
  direction: units.direction,
  traffic_direction: units.trafficDirection,
  daily_traffic: units.dailyTraffic,
  schedule: units.schedule,
  price: units.price,
  print_price: units.printPrice,
  min_price: units.minPrice,
  min_print_price: units.minPrintPrice,
  spots: units.spots,
  status: units.status,
  updated_at: isoSql(units.updatedAt).as('updated_at'),
};

export const catalogueListHandlers = [
  implement(catalogueLists.campaigns, async ({ db, query, user, now, locale }) => {
    const w = syncWindow(query, now);
    // the contracts mode (contract-list.ts): asked for, or the only campaigns an account without campaigns.show reads
    if (query.contracts || !hasPermission(user.permissions, 'campaigns.show'))
      return contractCampaignsPage(db, user, w, query, locale);
    const scope = campaignScope(db, user);
    const where = [...scope, isNull(campaigns.deletedAt), changedSince(campaigns.updatedAt, w)];
    if (query.search) where.push(ilike(campaigns.name, escapeLike(query.search)));
    if (query.status) where.push(eq(campaigns.status, query.status as CampaignStatus));
    const [total] = await db
      .select({ n: count() })
      .from(campaigns)
      .where(and(...where));
    const rows = await db
      .select()
      .from(campaigns)
      .where(and(...where))
      .orderBy(...syncOrder(campaigns.updatedAt, campaigns.id, w))
      .limit(w.size)
      .offset(w.offset);
    const data = await campaignSummaries(db, rows, locale);
    const deleted = await tombstones(db, campaigns, campaigns, scope, w);
    return syncAnswer(data, w, total?.n ?? 0, deleted);
  }),

  implement(catalogueLists.providerUnits, async ({ db, query, user, now, c }) => {
    const w = syncWindow(query, now, UNITS_PER_PAGE_MAX);
    const scope: SQL[] = isSuperuser(user.permissions)
      ? []
      : [user.providerId ? eq(units.providerId, user.providerId) : sql`false`];
    const where = [...scope, isNull(units.deletedAt), changedSince(units.updatedAt, w)];
    if (query.media_type) where.push(eq(units.mediaTypeId, query.media_type));
    if (query.name) where.push(ilike(units.title, escapeLike(query.name)));
    const [total] = await db
      .select({ n: count() })
      .from(units)
      .where(and(...where));
    const page = db
      .select(UNIT_SUMMARY_COLUMNS)
      .from(units)
      .where(and(...where))
      .orderBy(...syncOrder(units.updatedAt, units.id, w))
      .limit(w.size)
      .offset(w.offset);
    const deleted = await tombstones(db, units, units, scope, w);
    // thousands of rows a page: the database writes them as JSON (sync-page.ts syncAnswerFromDb)
    return syncAnswerFromDb(db, c, page, w, total?.n ?? 0, deleted);
  }),

  implement(catalogueLists.routes, async ({ db, query, user, now }) => {
    const w = syncWindow(query, now);
    const seesAll = isSuperuser(user.permissions) || hasRole(user, 'operations', 'manager');
    const scope: SQL[] = seesAll ? [] : [eq(routes.technicianId, user.id)];
    const where = [...scope, isNull(routes.deletedAt), changedSince(routes.updatedAt, w)];
    if (query.date) where.push(eq(routes.date, query.date));
    if (query.status) where.push(eq(routes.status, query.status));
    const [total] = await db
      .select({ n: count() })
      .from(routes)
      .where(and(...where));
    const rows = await db
      .select()
      .from(routes)
      .where(and(...where))
      .orderBy(...syncOrder(routes.updatedAt, routes.id, w))
      .limit(w.size)
      .offset(w.offset);
    const data = await routeSummaries(db, rows);
    const deleted = await tombstones(db, routes, routes, scope, w);
    return syncAnswer(data, w, total?.n ?? 0, deleted);
  }),
];
