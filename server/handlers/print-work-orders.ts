/**
 * The print-work-order list, `GET /print-work-orders` (contract
 * `catalogueLists.printWorkOrders`, access `print_work_orders.*`), pullable
 * like the other lists (sync-page.ts), with a `status` filter.
 *
 * Scope: administrators and operations staff see every order. Anyone else
 * with access (technicians, `print_work_orders.work`) sees the orders with a
 * task on a unit that is an item of a live order job assigned to them — the
 * prints they will install — with all of that order's tasks.
 *
 * Change time: the greatest of the order's `updated_at`, its tasks'
 * `updated_at` and their units' `updated_at` (unit titles are embedded), and
 * for a technician also of the related jobs' `updated_at`, so an order that
 * enters a technician's scope because a job was assigned to them arrives with
 * the next delta. It is reported as the order's `updated_at`.
 */
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { catalogueLists } from '#src/api/contract/index.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { orderJobItems, orderJobs, printWorkOrderTasks, printWorkOrders, units } from '../db/schema.ts';
import type { PrintWorkOrderSummary } from '#src/api/contract/catalogue-lists.ts';
import { implement } from '../http/register.ts';
import { hasRole } from './catalogue-lists.ts';
import { changedSince, iso, syncAnswer, syncOrder, syncWindow } from './sync-page.ts';

/** True when the caller sees every print work order (module doc). */
export const seesAllPrintWorkOrders = (user: AuthUser) => isSuperuser(user.permissions) || hasRole(user, 'operations');

/** Per order: the latest change of its tasks and of their units. */
function tasksChangedAt(db: Db) {
  return db
    .select({
      orderId: printWorkOrderTasks.printWorkOrderId,
      at: sql<Date>`max(greatest(${printWorkOrderTasks.updatedAt}, ${units.updatedAt}))`.as('tasks_changed_at'),
    })
    .from(printWorkOrderTasks)
    .innerJoin(units, eq(units.id, printWorkOrderTasks.unitId))
    .groupBy(printWorkOrderTasks.printWorkOrderId)
    .as('tasks_changed');
}

/** Per order: the latest change of the technician's live jobs that work on one of its units (the technician scope). */
function technicianJobs(db: Db, technicianId: number) {
  return db
    .select({
      orderId: printWorkOrderTasks.printWorkOrderId,
      at: sql<Date>`max(${orderJobs.updatedAt})`.as('jobs_changed_at'),
    })
    .from(printWorkOrderTasks)
    .innerJoin(
      orderJobItems,
      and(eq(orderJobItems.unitId, printWorkOrderTasks.unitId), isNull(orderJobItems.deletedAt)),
    )
    .innerJoin(
      orderJobs,
      and(
        eq(orderJobs.id, orderJobItems.orderJobId),
        isNull(orderJobs.deletedAt),
        eq(orderJobs.technicianId, technicianId),
      ),
    )
    .groupBy(printWorkOrderTasks.printWorkOrderId)
    .as('technician_jobs');
}

type OrderRow = typeof printWorkOrders.$inferSelect;

/** Orders as the list answers them: tasks by id with their unit title. `changedAt` overrides `updated_at`. */
export async function printOrderSummaries(
  db: Db,
  orders: OrderRow[],
  changedAt?: Map<number, Date>,
): Promise<PrintWorkOrderSummary[]> {
  const ids = orders.map((o) => o.id);
  const taskRows = ids.length
    ? await db
        .select({ t: printWorkOrderTasks, title: units.title })
        .from(printWorkOrderTasks)
        .innerJoin(units, eq(units.id, printWorkOrderTasks.unitId))
        .where(inArray(printWorkOrderTasks.printWorkOrderId, ids))
        .orderBy(asc(printWorkOrderTasks.printWorkOrderId), asc(printWorkOrderTasks.id))
    : [];
  const tasksOf = new Map<number, typeof taskRows>();
  for (const row of taskRows)
    tasksOf.set(row.t.printWorkOrderId, [...(tasksOf.get(row.t.printWorkOrderId) ?? []), row]);
  return orders.map((o) => ({
    id: o.id,
    campaign_id: o.campaignId,
    provider_id: o.providerId,
    status: o.status,
    finished_at: o.finishedAt ? iso(o.finishedAt) : null,
    tasks: (tasksOf.get(o.id) ?? []).map(({ t, title }) => ({
      unit_id: t.unitId,
      unit_title: title,
      process: t.process,
      file_ids: t.fileIds,
    })),
    updated_at: iso(changedAt?.get(o.id) ?? o.updatedAt),
  }));
}

/** True when the caller may see (and work on) this order: staff, or a technician with a live job on one of its units. */
export async function canWorkOnPrintOrder(db: Db, user: AuthUser, orderId: number): Promise<boolean> {
  if (seesAllPrintWorkOrders(user)) return true;
  const [row] = await db
    .select({ id: printWorkOrderTasks.id })
    .from(printWorkOrderTasks)
    .innerJoin(
      orderJobItems,
      and(eq(orderJobItems.unitId, printWorkOrderTasks.unitId), isNull(orderJobItems.deletedAt)),
    )
    .innerJoin(
      orderJobs,
      and(eq(orderJobs.id, orderJobItems.orderJobId), isNull(orderJobs.deletedAt), eq(orderJobs.technicianId, user.id)),
    )
    .where(eq(printWorkOrderTasks.printWorkOrderId, orderId))
    .limit(1);
  return !!row;
}

export const printWorkOrderHandlers = [
  implement(catalogueLists.printWorkOrders, async ({ db, query, user, now }) => {
    const w = syncWindow(query, now);
    const tasks = tasksChangedAt(db);
    const jobs = seesAllPrintWorkOrders(user) ? null : technicianJobs(db, user.id);
    const changedAt = (
      jobs
        ? sql<Date>`greatest(${printWorkOrders.updatedAt}, ${tasks.at}, ${jobs.at})`
        : sql<Date>`greatest(${printWorkOrders.updatedAt}, ${tasks.at})`
    ).mapWith(printWorkOrders.updatedAt);
    const where: (SQL | undefined)[] = [isNull(printWorkOrders.deletedAt), changedSince(changedAt, w)];
    if (query.status) where.push(sql`${printWorkOrders.status} = ${query.status}`);

    const base = () => {
      const q = db
        .select({ o: printWorkOrders, changedAt })
        .from(printWorkOrders)
        .leftJoin(tasks, eq(tasks.orderId, printWorkOrders.id));
      return jobs ? q.innerJoin(jobs, eq(jobs.orderId, printWorkOrders.id)) : q;
    };
    const counted = db
      .select({ n: count() })
      .from(printWorkOrders)
      .leftJoin(tasks, eq(tasks.orderId, printWorkOrders.id));
    const [total] = await (jobs ? counted.innerJoin(jobs, eq(jobs.orderId, printWorkOrders.id)) : counted).where(
      and(...where),
    );
    const rows = await base()
      .where(and(...where))
      .orderBy(...syncOrder(changedAt, printWorkOrders.id, w))
      .limit(w.size)
      .offset(w.offset);

    const data = await printOrderSummaries(
      db,
      rows.map((r) => r.o),
      new Map(rows.map((r) => [r.o.id, r.changedAt])),
    );

    let deleted: number[] | undefined;
    if (w.tombstones && w.since) {
      const gone = and(sql`${printWorkOrders.deletedAt} > ${w.since.toISOString()}::timestamptz`);
      const q = db.select({ id: printWorkOrders.id }).from(printWorkOrders);
      const found = await (jobs ? q.innerJoin(jobs, eq(jobs.orderId, printWorkOrders.id)) : q)
        .where(gone)
        .orderBy(asc(printWorkOrders.id));
      deleted = found.map((r) => r.id);
    }
    return syncAnswer(data, w, total?.n ?? 0, deleted);
  }),
];

/** True when `user` may read a file attached to a print task of an order they can work on. */
export async function canReadPrintFile(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const rows = await db
    .select({ orderId: printWorkOrderTasks.printWorkOrderId })
    .from(printWorkOrderTasks)
    .where(sql`${printWorkOrderTasks.fileIds} @> ${JSON.stringify([fileId])}::jsonb`);
  for (const row of rows) if (await canWorkOnPrintOrder(db, user, row.orderId)) return true;
  return false;
}
