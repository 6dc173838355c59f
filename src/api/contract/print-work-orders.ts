/**
 * Print work order calls (api-catalogue.md "Routes, print work
 * orders, tasks"): show one, move a unit's print task along its process
 * (pending → printing → printed → delivered), attach a file to a unit's task,
 * finish the order. Each answers the order as the mirrored list carries it.
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { envelope, fileField, id, isoTimestamp } from './common.ts';
import { printWorkOrderSummary } from './catalogue-lists.ts';

/**
 * Who may call (spec §6; SECURITY.md): technicians work on the orders whose units
 * one of their live jobs covers (`print_work_orders.work`, ownership rules
 * `printWorkOrder` / `task`); operations (`print_work_orders.*`) on all, and
 * only they accept or reject a task's artwork (`print_work_orders.manage`).
 */
const orderAccess = {
  permissions: ['print_work_orders.work'],
  owner: { resource: 'printWorkOrder', param: 'id' },
} as const;
const taskAccess = { permissions: ['print_work_orders.work'], owner: { resource: 'task', param: 'id' } } as const;
const taskDecision = { permissions: ['print_work_orders.manage'], owner: { resource: 'task', param: 'id' } } as const;
const spec = 'api-catalogue.md Routes, print work orders, tasks';
const answer = envelope(printWorkOrderSummary);
const taskParams = v.object({ id, unitId: id });

/** Where a unit's print stands, in order. */
export const TASK_PROCESSES = ['pending', 'printing', 'printed', 'delivered'] as const;
export type TaskProcess = (typeof TASK_PROCESSES)[number];

export const show = endpoint({
  name: 'printWorkOrders.show',
  method: 'GET',
  path: '/print-work-orders/{id}',
  access: orderAccess,
  spec,
  params: v.object({ id }),
  answer,
});

export const updateTaskProcess = endpoint({
  name: 'printWorkOrders.updateTaskProcess',
  method: 'PUT',
  path: '/print-work-orders/{id}/update-task-process/{unitId}',
  access: orderAccess,
  spec,
  params: taskParams,
  body: v.object({ process: v.picklist(TASK_PROCESSES) }),
  answer,
});

/**
 * Attaches a file to a unit's task: `file` is the id of a file already
 * uploaded (POST /files/upload, as the catalogue has it) or, from the
 * outbox, the file itself (multipart), stored and attached in one call.
 */
export const attachFile = endpoint({
  name: 'printWorkOrders.attachFile',
  method: 'POST',
  path: '/print-work-orders/{id}/attach-files/{unitId}',
  access: orderAccess,
  spec,
  params: taskParams,
  body: v.object({ file: v.union([fileField, id]) }),
  bodyKind: 'multipart',
  answer,
});

export const finish = endpoint({
  name: 'printWorkOrders.finish',
  method: 'PUT',
  path: '/print-work-orders/{id}/finish',
  access: orderAccess,
  spec,
  params: v.object({ id }),
  body: v.object({ finished_at: v.optional(isoTimestamp) }),
  answer,
});

/**
 * A task: one unit's print in a print work order, with the artwork
 * associated with it and the decision on that artwork (api-catalogue.md
 * "Tasks: GET /{id}; POST /{id}/associate-arts; PUT /{id}/accept-arts;
 * PUT /{id}/reject-arts"). `art_status`: none → pending (arts associated) →
 * accepted or rejected (with a comment); associating new arts makes it
 * pending again.
 */
export const task = v.object({
  id: v.number(),
  print_work_order_id: v.number(),
  unit: v.object({ id: v.number(), title: v.string() }),
  process: v.string(),
  art_file_ids: v.array(v.number()),
  art_status: v.picklist(['none', 'pending', 'accepted', 'rejected']),
  art_comment: v.nullable(v.string()),
  updated_at: v.string(),
});
export type Task = v.InferOutput<typeof task>;

const taskSpec = 'api-catalogue.md Routes, print work orders, tasks (Tasks)';

export const showTask = endpoint({
  name: 'tasks.show',
  method: 'GET',
  path: '/tasks/{id}',
  access: taskAccess,
  spec: taskSpec,
  params: v.object({ id }),
  answer: envelope(task),
});

export const associateArts = endpoint({
  name: 'tasks.associateArts',
  method: 'POST',
  path: '/tasks/{id}/associate-arts',
  access: taskAccess,
  spec: taskSpec,
  params: v.object({ id }),
  body: v.object({ file_ids: v.pipe(v.array(id), v.minLength(1, 'choose at least one file')) }),
  answer: envelope(task),
});

export const acceptArts = endpoint({
  name: 'tasks.acceptArts',
  method: 'PUT',
  path: '/tasks/{id}/accept-arts',
  access: taskDecision,
  spec: taskSpec,
  params: v.object({ id }),
  answer: envelope(task),
});

/** The catalogue does not show the rejection payload; here it is a required comment saying what to change. */
export const rejectArts = endpoint({
  name: 'tasks.rejectArts',
  method: 'PUT',
  path: '/tasks/{id}/reject-arts',
  access: taskDecision,
  spec: taskSpec,
  params: v.object({ id }),
  body: v.object({ comment: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(1000)) }),
  answer: envelope(task),
});
