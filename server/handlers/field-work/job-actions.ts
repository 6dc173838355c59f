/**
 * Field work: an order job's actions — update, remove, accept, reject, finish, assign a technician, add and remove
 * units, its routes (api-catalogue.md "Order jobs", product.md §4 field operations; what they share: shared.ts).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as fieldWork from '#src/api/contract/field-work.ts';
import { orderJobItems, orderJobs, routeStops, routes, units } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { implement } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { routeSummaries } from '../field-view.ts';
import {
  jobFor,
  readableJob,
  addEvent,
  answerJob,
  answerRoute,
  unphotographedItems,
  assertTechnician,
} from './shared.ts';
export const jobActionHandlers = [
  implement(fieldWork.update, async ({ db, params, body, user, locale, now }) => {
    await jobFor(db, params.id, user, locale, 'update');
    await db
      .update(orderJobs)
      .set({
        ...(body.scheduled_date ? { scheduledDate: body.scheduled_date } : {}),
        ...(body.description ? { description: body.description } : {}),
        updatedAt: now,
      })
      .where(eq(orderJobs.id, params.id));
    await addEvent(db, params.id, user.id, 'updated', now, { ...body });
    return answerJob(db, params.id, locale, 'field.job_updated');
  }),

  implement(fieldWork.remove, async ({ db, params, user, locale, now }) => {
    await jobFor(db, params.id, user, locale, 'delete');
    await db.update(orderJobs).set({ deletedAt: now, updatedAt: now }).where(eq(orderJobs.id, params.id));
    await db
      .update(routes)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(routes.orderJobId, params.id), isNull(routes.deletedAt)));
    await addEvent(db, params.id, user.id, 'deleted', now);
    return { message: msg(locale, 'field.job_deleted') };
  }),

  implement(fieldWork.accept, async ({ db, params, user, locale, now }) => {
    await jobFor(db, params.id, user, locale, 'accept');
    await db.update(orderJobs).set({ status: 'accepted', updatedAt: now }).where(eq(orderJobs.id, params.id));
    await addEvent(db, params.id, user.id, 'accepted', now);
    return answerJob(db, params.id, locale, 'field.job_updated');
  }),

  implement(fieldWork.reject, async ({ db, params, body, user, locale, now }) => {
    await jobFor(db, params.id, user, locale, 'reject');
    await db
      .update(orderJobs)
      .set({ status: 'rejected', rejectReason: body.reason, updatedAt: now })
      .where(eq(orderJobs.id, params.id));
    await addEvent(db, params.id, user.id, 'rejected', now, { reason: body.reason });
    return answerJob(db, params.id, locale, 'field.job_updated');
  }),

  implement(fieldWork.finish, async ({ db, params, body, user, locale, now }) => {
    await jobFor(db, params.id, user, locale, 'finish', { unphotographed: await unphotographedItems(db, params.id) });
    const finishedAt = body.finished_at ? new Date(body.finished_at) : now;
    await db
      .update(orderJobs)
      .set({ status: 'finished', finishedAt, updatedAt: now })
      .where(eq(orderJobs.id, params.id));
    await addEvent(db, params.id, user.id, 'finished', now, { finished_at: finishedAt.toISOString() });
    return answerJob(db, params.id, locale, 'field.job_updated');
  }),

  implement(fieldWork.assignTechnician, async ({ db, params, body, user, locale, now }) => {
    await jobFor(db, params.id, user, locale, 'assign_technician');
    await assertTechnician(db, body.technician_id, locale);
    await db
      .update(orderJobs)
      .set({ technicianId: body.technician_id, updatedAt: now })
      .where(eq(orderJobs.id, params.id));
    // the job's open routes go with it
    await db
      .update(routes)
      .set({ technicianId: body.technician_id, updatedAt: now })
      .where(and(eq(routes.orderJobId, params.id), isNull(routes.deletedAt), sql`${routes.status} <> 'finished'`));
    await addEvent(db, params.id, user.id, 'technician_assigned', now, { technician_id: body.technician_id });
    return answerJob(db, params.id, locale, 'field.job_updated');
  }),

  implement(fieldWork.addUnits, async ({ db, params, body, user, locale, now }) => {
    const job = await jobFor(db, params.id, user, locale, 'add_units');
    const present = new Set(
      (
        await db
          .select({ unitId: orderJobItems.unitId })
          .from(orderJobItems)
          .where(and(eq(orderJobItems.orderJobId, job.id), isNull(orderJobItems.deletedAt)))
      ).map((r) => r.unitId),
    );
    const wanted = [...new Set(body.unit_ids)].filter((u) => !present.has(u));
    const found = wanted.length
      ? await db
          .select({ id: units.id, side: units.side })
          .from(units)
          .where(and(inArray(units.id, wanted), isNull(units.deletedAt)))
      : [];
    if (found.length !== wanted.length) {
      throw validationError(msg(locale, 'validation.failed'), { unit_ids: [msg(locale, 'http.not_found')] });
    }
    if (found.length) {
      await db.insert(orderJobItems).values(
        found.map((u) => ({
          orderJobId: job.id,
          unitId: u.id,
          side: u.side,
          task: body.task ?? job.kind,
          status: 'pending',
          updatedAt: now,
        })),
      );
      await db.update(orderJobs).set({ updatedAt: now }).where(eq(orderJobs.id, job.id));
      await addEvent(db, job.id, user.id, 'units_added', now, { unit_ids: found.map((u) => u.id) });
    }
    return answerJob(db, job.id, locale, 'field.job_updated');
  }),

  implement(fieldWork.removeUnits, async ({ db, params, body, user, locale, now }) => {
    const job = await jobFor(db, params.id, user, locale, 'remove_units');
    const removed = await db
      .update(orderJobItems)
      .set({ deletedAt: now, updatedAt: now })
      .where(
        and(
          eq(orderJobItems.orderJobId, job.id),
          inArray(orderJobItems.unitId, body.unit_ids),
          isNull(orderJobItems.deletedAt),
        ),
      )
      .returning({ id: orderJobItems.id });
    if (removed.length) {
      await db.delete(routeStops).where(
        inArray(
          routeStops.orderJobItemId,
          removed.map((r) => r.id),
        ),
      );
      await db.update(routes).set({ updatedAt: now }).where(eq(routes.orderJobId, job.id));
      await db.update(orderJobs).set({ updatedAt: now }).where(eq(orderJobs.id, job.id));
      await addEvent(db, job.id, user.id, 'units_removed', now, { unit_ids: body.unit_ids });
    }
    return answerJob(db, job.id, locale, 'field.job_updated');
  }),

  implement(fieldWork.routesOfJob, async ({ db, params, user, locale }) => {
    await readableJob(db, params.id, user, locale);
    const rows = await db
      .select()
      .from(routes)
      .where(and(eq(routes.orderJobId, params.id), isNull(routes.deletedAt)))
      .orderBy(asc(routes.date), asc(routes.id));
    return { data: await routeSummaries(db, rows) };
  }),

  implement(fieldWork.createRoute, async ({ db, params, body, user, locale, now }) => {
    const job = await jobFor(db, params.id, user, locale, 'create_route');
    const itemIds = [...new Set(body.item_ids)];
    const live = await db
      .select({ id: orderJobItems.id })
      .from(orderJobItems)
      .where(
        and(eq(orderJobItems.orderJobId, job.id), inArray(orderJobItems.id, itemIds), isNull(orderJobItems.deletedAt)),
      );
    if (live.length !== itemIds.length)
      throw validationError(msg(locale, 'validation.failed'), { item_ids: [msg(locale, 'http.not_found')] });
    const technicianId = body.technician_id ?? job.technicianId;
    if (body.technician_id) await assertTechnician(db, body.technician_id, locale);
    const [route] = await db
      .insert(routes)
      .values({ orderJobId: job.id, technicianId, date: body.date, status: 'pending', createdAt: now, updatedAt: now })
      .returning({ id: routes.id });
    await db
      .insert(routeStops)
      .values(itemIds.map((itemId, i) => ({ routeId: route!.id, orderJobItemId: itemId, position: i + 1 })));
    await addEvent(db, job.id, user.id, 'route_created', now, { route_id: route!.id, date: body.date });
    return answerRoute(db, route!.id, locale, 'field.route_updated');
  }),
];
