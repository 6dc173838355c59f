/**
 * Field work: a route's actions — show, finish, assign a technician (api-catalogue.md "Routes, print work orders,
 * tasks", product.md §4 field operations).
 */
import { eq } from 'drizzle-orm';
import * as fieldWork from '#src/api/contract/field-work.ts';
import { routes } from '#server/db/schema.ts';
import { checkRouteAction } from '#server/domain/field-work-rules.ts';
import { implement } from '#server/http/register.ts';
import { seesAllOrderJobs } from '../order-jobs.ts';
import {
  actorOf,
  enforce,
  notFound,
  addEvent,
  answerRoute,
  unphotographedStops,
  assertTechnician,
  findRoute,
  routeTechnician,
} from './shared.ts';
export const routeActionHandlers = [
  implement(fieldWork.showRoute, async ({ db, params, user, locale }) => {
    const route = await findRoute(db, params.id, locale);
    if (!seesAllOrderJobs(user) && routeTechnician(route) !== user.id) throw notFound(locale);
    return answerRoute(db, route.id, locale, 'field.route_updated');
  }),

  implement(fieldWork.finishRoute, async ({ db, params, body, user, locale, now }) => {
    const route = await findRoute(db, params.id, locale);
    enforce(
      checkRouteAction(
        'finish',
        { status: route.status, technicianId: routeTechnician(route), jobStatus: route.jobStatus },
        actorOf(user, 'routes.manage'),
        { unphotographed: await unphotographedStops(db, route.id) },
      ),
      locale,
    );
    const finishedAt = body.finished_at ? new Date(body.finished_at) : now;
    await db.update(routes).set({ status: 'finished', finishedAt, updatedAt: now }).where(eq(routes.id, route.id));
    await addEvent(db, route.orderJobId, user.id, 'route_finished', now, {
      route_id: route.id,
      finished_at: finishedAt.toISOString(),
    });
    return answerRoute(db, route.id, locale, 'field.route_updated');
  }),

  implement(fieldWork.assignRouteTechnician, async ({ db, params, body, user, locale, now }) => {
    const route = await findRoute(db, params.id, locale);
    enforce(
      checkRouteAction(
        'assign_technician',
        { status: route.status, technicianId: routeTechnician(route), jobStatus: route.jobStatus },
        actorOf(user, 'routes.manage'),
      ),
      locale,
    );
    await assertTechnician(db, body.technician_id, locale);
    await db.update(routes).set({ technicianId: body.technician_id, updatedAt: now }).where(eq(routes.id, route.id));
    await addEvent(db, route.orderJobId, user.id, 'route_technician_assigned', now, {
      route_id: route.id,
      technician_id: body.technician_id,
    });
    return answerRoute(db, route.id, locale, 'field.route_updated');
  }),
];
