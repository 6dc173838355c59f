/**
 * Field work calls (product.md §2, §4 field operations): the order-job actions of api-catalogue.md
 * "Order jobs" and the route actions of "Routes, print work orders, tasks".
 * The state rules they obey are server/domain/field-work-rules.ts.
 *
 * Every action answers the whole job (or route) as the mirrored list carries
 * it, so the outbox folds the server's word straight into the mirror.
 * Access: the permission gate here (spec §6); who may act on which job is
 * decided per job by the server (assigned technician or staff).
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { envelope, fileField, id, isoDate, isoTimestamp, messageAnswer, requiredText } from './common.ts';
import { orderJobItem, orderJobSummary, routeSummary } from './catalogue-lists.ts';

/**
 * Who may call (spec §6; SECURITY.md finding 3): reading a job or route needs
 * `browse_order_jobs` / `browse_routes` (managers read every one); the
 * assigned technician's work (accept, reject, finish, photos, comments,
 * finish a route) needs `order_jobs.work` / `routes.work`; planning (edit,
 * delete, units, items, routes, assigning technicians) needs
 * `order_jobs.manage` / `routes.manage` (operations, administrators). A job or
 * route in the path must be reachable (ownership rules `orderJob`, `route`).
 */
const jobAccess = { permissions: ['browse_order_jobs'], owner: { resource: 'orderJob', param: 'id' } } as const;
const jobWork = { permissions: ['order_jobs.work'], owner: { resource: 'orderJob', param: 'id' } } as const;
const jobManage = { permissions: ['order_jobs.manage'], owner: { resource: 'orderJob', param: 'id' } } as const;
const routeAccess = { permissions: ['browse_routes'], owner: { resource: 'route', param: 'id' } } as const;
const routeWork = { permissions: ['routes.work'], owner: { resource: 'route', param: 'id' } } as const;
const routeManage = { permissions: ['routes.manage'], owner: { resource: 'route', param: 'id' } } as const;
const jobParams = v.object({ id });
const itemParams = v.object({ id, itemId: id });
const spec = 'api-catalogue.md Order jobs';
const jobAnswer = envelope(orderJobSummary);
const unitIds = v.pipe(v.array(id), v.minLength(1, 'choose at least one unit'), v.maxLength(500));

export const update = endpoint({
  name: 'orderJobs.update',
  method: 'PUT',
  path: '/order-jobs/{id}',
  access: jobManage,
  spec,
  params: jobParams,
  body: v.object({ scheduled_date: v.optional(isoDate), description: v.optional(requiredText(2000)) }),
  answer: jobAnswer,
});

export const remove = endpoint({
  name: 'orderJobs.delete',
  method: 'DELETE',
  path: '/order-jobs/{id}',
  access: jobManage,
  spec,
  params: jobParams,
  answer: messageAnswer,
});

export const accept = endpoint({
  name: 'orderJobs.accept',
  method: 'PUT',
  path: '/order-jobs/{id}/accept',
  access: jobWork,
  spec,
  params: jobParams,
  answer: jobAnswer,
});

export const reject = endpoint({
  name: 'orderJobs.reject',
  method: 'PUT',
  path: '/order-jobs/{id}/reject',
  access: jobWork,
  spec,
  params: jobParams,
  body: v.object({ reason: requiredText(500) }),
  answer: jobAnswer,
});

/** `finished_at`: when the technician finished it on the device (default: when the server receives it). */
export const finish = endpoint({
  name: 'orderJobs.finish',
  method: 'PUT',
  path: '/order-jobs/{id}/finish',
  access: jobWork,
  spec,
  params: jobParams,
  body: v.object({ finished_at: v.optional(isoTimestamp) }),
  answer: jobAnswer,
});

export const assignTechnician = endpoint({
  name: 'orderJobs.assignTechnician',
  method: 'PUT',
  path: '/order-jobs/{id}/assign-technician',
  access: jobManage,
  spec,
  params: jobParams,
  body: v.object({ technician_id: id }),
  answer: jobAnswer,
});

/** Adds one item per unit (units already in the job are skipped); `task`: what to do (default: the job's kind). */
export const addUnits = endpoint({
  name: 'orderJobs.addUnits',
  method: 'POST',
  path: '/order-jobs/{id}/add-units',
  access: jobManage,
  spec,
  params: jobParams,
  body: v.object({ unit_ids: unitIds, task: v.optional(requiredText(200)) }),
  answer: jobAnswer,
});

export const removeUnits = endpoint({
  name: 'orderJobs.removeUnits',
  method: 'POST',
  path: '/order-jobs/{id}/remove-units',
  access: jobManage,
  spec,
  params: jobParams,
  body: v.object({ unit_ids: unitIds }),
  answer: jobAnswer,
});

export const routesOfJob = endpoint({
  name: 'orderJobs.routes',
  method: 'GET',
  path: '/order-jobs/{id}/routes',
  access: jobAccess,
  spec,
  params: jobParams,
  answer: v.object({ data: v.array(routeSummary) }),
});

/** A route for a day: its stops are the given items, visited in that order. */
export const createRoute = endpoint({
  name: 'orderJobs.createRoute',
  method: 'POST',
  path: '/order-jobs/{id}/routes',
  access: jobManage,
  spec,
  params: jobParams,
  body: v.object({
    date: isoDate,
    technician_id: v.optional(id),
    item_ids: v.pipe(v.array(id), v.minLength(1, 'choose at least one stop')),
  }),
  answer: envelope(routeSummary),
});

export const items = endpoint({
  name: 'orderJobs.items',
  method: 'GET',
  path: '/order-jobs/{id}/items',
  access: jobAccess,
  spec,
  params: jobParams,
  query: v.object({ status: v.optional(v.string()) }),
  answer: v.object({ data: v.array(orderJobItem) }),
});

/**
 * A proof-of-posting photo of an item (multipart): the image (JPEG, PNG, WebP
 * or HEIC, compressed on the device), when it was taken, and where (degrees;
 * `accuracy` in metres) when the technician allowed the position.
 */
export const uploadPhoto = endpoint({
  name: 'orderJobs.uploadPhoto',
  method: 'POST',
  path: '/order-jobs/{id}/items/{itemId}/upload-photo',
  access: jobWork,
  spec,
  params: itemParams,
  body: v.object({
    photo: fileField,
    taken_at: v.optional(isoTimestamp),
    lat: v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.minValue(-90), v.maxValue(90))),
    lng: v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.minValue(-180), v.maxValue(180))),
    accuracy: v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.finite(), v.minValue(0))),
  }),
  bodyKind: 'multipart',
  answer: jobAnswer,
});

export const deleteItem = endpoint({
  name: 'orderJobs.deleteItem',
  method: 'DELETE',
  path: '/order-jobs/{id}/items/{itemId}/delete',
  access: jobManage,
  spec,
  params: itemParams,
  answer: jobAnswer,
});

export const jobComment = v.object({
  id: v.number(),
  body: v.string(),
  author: v.nullable(v.object({ id: v.number(), name: v.string() })),
  created_at: v.string(),
});
export type JobComment = v.InferOutput<typeof jobComment>;

export const addComment = endpoint({
  name: 'orderJobs.addComment',
  method: 'POST',
  path: '/order-jobs/{id}/comments',
  access: jobWork,
  spec,
  params: jobParams,
  body: v.object({ body: requiredText(2000) }),
  answer: envelope(jobComment),
});

export const comments = endpoint({
  name: 'orderJobs.comments',
  method: 'GET',
  path: '/order-jobs/{id}/comments',
  access: jobAccess,
  spec,
  params: jobParams,
  answer: v.object({ data: v.array(jobComment) }),
});

/** One entry of a job's timeline: `type` is the action (created, accepted, photo_uploaded, …), `data` its details. */
export const jobEvent = v.object({
  id: v.number(),
  type: v.string(),
  data: v.record(v.string(), v.unknown()),
  actor: v.nullable(v.object({ id: v.number(), name: v.string() })),
  created_at: v.string(),
});
export type JobEvent = v.InferOutput<typeof jobEvent>;

export const events = endpoint({
  name: 'orderJobs.events',
  method: 'GET',
  path: '/order-jobs/{id}/all-events',
  access: jobAccess,
  spec,
  params: jobParams,
  answer: v.object({ data: v.array(jobEvent) }),
});

/** The route with its stops (the mirrored row). */
export const showRoute = endpoint({
  name: 'routes.show',
  method: 'GET',
  path: '/routes/{id}',
  access: routeAccess,
  spec: 'api-catalogue.md Routes, print work orders, tasks',
  params: jobParams,
  answer: envelope(routeSummary),
});

export const finishRoute = endpoint({
  name: 'routes.finish',
  method: 'PUT',
  path: '/routes/{id}/finish',
  access: routeWork,
  spec: 'api-catalogue.md Routes, print work orders, tasks',
  params: jobParams,
  body: v.object({ finished_at: v.optional(isoTimestamp) }),
  answer: envelope(routeSummary),
});

export const assignRouteTechnician = endpoint({
  name: 'routes.assignTechnician',
  method: 'PUT',
  path: '/routes/{id}/assign-technician',
  access: routeManage,
  spec: 'api-catalogue.md Routes, print work orders, tasks',
  params: jobParams,
  body: v.object({ technician_id: id }),
  answer: envelope(routeSummary),
});

/**
 * The job's photo report: a PDF the server makes with every item's photos,
 * each with its capture time and position (`locale`: language of the
 * document, default the caller's).
 */
export const photoReport = endpoint({
  name: 'orderJobs.photoReport',
  method: 'GET',
  path: '/order-jobs/{id}/photo-report',
  access: jobAccess,
  spec,
  params: jobParams,
  query: v.object({ locale: v.optional(v.picklist(['es', 'en'])) }),
  answer: v.unknown(),
  answerKind: 'file',
});
