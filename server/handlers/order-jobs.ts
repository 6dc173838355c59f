/**
 * The order-job list, `POST /order-jobs` with the filter in the body
 * (contract `catalogueLists.orderJobs`), pullable like the other lists
 * (sync-page.ts): page, per_page, updated_since, plus `status` and
 * `technician_id` filters.
 *
 * Scope: administrators, managers and operations staff see every job;
 * anyone else (technicians) the jobs assigned to them.
 *
 * Each job carries its live items, each with a small `unit` (id, title, sku,
 * address, lat, lng, side) so a technician, who cannot list units, renders the
 * job offline. A job counts as changed when the job, one of its items (also a
 * soft-deleted one: its `deleted_at` counts) or one of those items' units
 * changed: its change time is the greatest of those `updated_at`/`deleted_at`
 * values, computed at read time, so writers of items and units need not touch
 * the job. That change time is what the answer reports as the job's
 * `updated_at`; items report their own.
 */
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { catalogueLists } from '#src/api/contract/index.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { orderJobItems, orderJobs, units } from '../db/schema.ts';
import { implement } from '../http/register.ts';
import { hasRole } from './catalogue-lists.ts';
import { changedSince, syncAnswer, syncOrder, syncWindow, tombstones } from './sync-page.ts';
import { jobSummaries } from './field-view.ts';

/** True when the caller sees every order job (module doc). */
export const seesAllOrderJobs = (user: AuthUser) =>
  isSuperuser(user.permissions) || hasRole(user, 'operations', 'manager');

/** Per job: the latest change of its items (live or soft-deleted) and of their units. */
function itemsChangedAt(db: Db) {
  return db
    .select({
      jobId: orderJobItems.orderJobId,
      at: sql<Date>`max(greatest(${orderJobItems.updatedAt}, ${orderJobItems.deletedAt}, ${units.updatedAt}))`.as(
        'items_changed_at',
      ),
    })
    .from(orderJobItems)
    .innerJoin(units, eq(units.id, orderJobItems.unitId))
    .groupBy(orderJobItems.orderJobId)
    .as('items_changed');
}

export const orderJobHandlers = [
  implement(catalogueLists.orderJobs, async ({ db, body, user, now }) => {
    const w = syncWindow(body, now);
    const scope: SQL[] = seesAllOrderJobs(user) ? [] : [eq(orderJobs.technicianId, user.id)];
    const items = itemsChangedAt(db);
    const changedAt = sql<Date>`greatest(${orderJobs.updatedAt}, ${items.at})`.mapWith(orderJobs.updatedAt);
    const where = [...scope, isNull(orderJobs.deletedAt), changedSince(changedAt, w)];
    if (body.status) where.push(eq(orderJobs.status, body.status));
    if (body.technician_id) where.push(eq(orderJobs.technicianId, body.technician_id));
    if (body.id) where.push(eq(orderJobs.id, body.id));

    const [total] = await db
      .select({ n: count() })
      .from(orderJobs)
      .leftJoin(items, eq(items.jobId, orderJobs.id))
      .where(and(...where));
    const rows = await db
      .select({ j: orderJobs, changedAt })
      .from(orderJobs)
      .leftJoin(items, eq(items.jobId, orderJobs.id))
      .where(and(...where))
      .orderBy(...syncOrder(changedAt, orderJobs.id, w))
      .limit(w.size)
      .offset(w.offset);
    const data = await jobSummaries(
      db,
      rows.map((r) => r.j),
      new Map(rows.map((r) => [r.j.id, r.changedAt])),
    );
    const deleted = await tombstones(db, orderJobs, orderJobs, scope, w);
    return syncAnswer(data, w, total?.n ?? 0, deleted);
  }),
];
