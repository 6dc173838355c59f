/**
 * Print work order actions (api-catalogue.md "Routes, print work
 * orders, tasks"). Rules (the spec shows none; ours):
 * - who: staff (administrators, operations) or a technician with a live job
 *   on one of the order's units — the same people who see it in the list;
 *   anyone else 404 (they do not see it);
 * - a unit's task moves forward along pending → printing → printed →
 *   delivered; only staff may move it back (a reprint); the first move of
 *   any task puts a pending order in progress;
 * - files attach to a task in any state but a finished order's: a new upload
 *   (typed by its bytes, files.ts) or the id of a file the caller may read
 *   already (files.ts `canReadFile`; anything else 422 under `file`);
 * - finishing needs every task delivered; a finished order is closed (409).
 * Each writes `updated_at` of the order so the next pull carries the change,
 * and answers the order as the list does.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import * as printWork from '#src/api/contract/print-work-orders.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '../db/client.ts';
import { files, printWorkOrderTasks, printWorkOrders, units } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg, type MessageKey } from '../i18n.ts';
import type { AuthUser } from '../auth/session.ts';
import { canReadFile, readableFileId, storeFile } from './files.ts';
import { canWorkOnPrintOrder, printOrderSummaries, seesAllPrintWorkOrders } from './print-work-orders.ts';

const ORDER = printWork.TASK_PROCESSES;

async function orderFor(db: Db, id: number, user: AuthUser, locale: Locale) {
  const [order] = await db
    .select()
    .from(printWorkOrders)
    .where(and(eq(printWorkOrders.id, id), isNull(printWorkOrders.deletedAt)));
  if (!order || !(await canWorkOnPrintOrder(db, user, id)))
    throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  if (order.status === 'finished') throw new HttpError(409, 'conflict', msg(locale, 'print.closed'));
  return order;
}

async function taskFor(db: Db, orderId: number, unitId: number, locale: Locale) {
  const [task] = await db
    .select()
    .from(printWorkOrderTasks)
    .where(and(eq(printWorkOrderTasks.printWorkOrderId, orderId), eq(printWorkOrderTasks.unitId, unitId)));
  if (!task) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return task;
}

async function answer(db: Db, id: number, locale: Locale, key: MessageKey) {
  const [order] = await db.select().from(printWorkOrders).where(eq(printWorkOrders.id, id));
  return { data: (await printOrderSummaries(db, [order!]))[0]!, message: msg(locale, key) };
}

export const printWorkHandlers = [
  implement(printWork.show, async ({ db, params, user, locale }) => {
    const [order] = await db
      .select()
      .from(printWorkOrders)
      .where(and(eq(printWorkOrders.id, params.id), isNull(printWorkOrders.deletedAt)));
    if (!order || !(await canWorkOnPrintOrder(db, user, order.id)))
      throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
    return answer(db, order.id, locale, 'print.updated');
  }),

  implement(printWork.updateTaskProcess, async ({ db, params, body, user, locale, now }) => {
    const order = await orderFor(db, params.id, user, locale);
    const task = await taskFor(db, order.id, params.unitId, locale);
    if (ORDER.indexOf(body.process) < ORDER.indexOf(task.process) && !seesAllPrintWorkOrders(user)) {
      throw new HttpError(409, 'conflict', msg(locale, 'print.no_going_back'));
    }
    await db
      .update(printWorkOrderTasks)
      .set({ process: body.process, updatedAt: now })
      .where(eq(printWorkOrderTasks.id, task.id));
    await db
      .update(printWorkOrders)
      .set({ status: order.status === 'pending' ? 'in_progress' : order.status, updatedAt: now })
      .where(eq(printWorkOrders.id, order.id));
    return answer(db, order.id, locale, 'print.updated');
  }),

  implement(printWork.attachFile, async ({ db, params, body, user, locale, now }) => {
    const order = await orderFor(db, params.id, user, locale);
    const task = await taskFor(db, order.id, params.unitId, locale);
    // a new upload is typed by its bytes; an id must name a file the caller may read already (files.ts
    // `canReadFile`), else attaching it would make it readable through this order (SECURITY.md finding 1)
    const fileId =
      body.file instanceof Blob
        ? (await storeFile(db, { blob: body.file, ownerId: user.id, shared: false, now, kind: 'artwork', locale })).id
        : await readableFileId(db, user, body.file, 'file', locale);
    if (!task.fileIds.includes(fileId)) {
      await db
        .update(printWorkOrderTasks)
        .set({ fileIds: [...task.fileIds, fileId], updatedAt: now })
        .where(eq(printWorkOrderTasks.id, task.id));
    }
    await db.update(printWorkOrders).set({ updatedAt: now }).where(eq(printWorkOrders.id, order.id));
    return answer(db, order.id, locale, 'print.file_attached');
  }),

  implement(printWork.finish, async ({ db, params, body, user, locale, now }) => {
    const order = await orderFor(db, params.id, user, locale);
    const tasks = await db.select().from(printWorkOrderTasks).where(eq(printWorkOrderTasks.printWorkOrderId, order.id));
    if (tasks.some((t) => t.process !== 'delivered'))
      throw new HttpError(409, 'conflict', msg(locale, 'print.needs_delivery'));
    await db
      .update(printWorkOrders)
      .set({ status: 'finished', finishedAt: body.finished_at ? new Date(body.finished_at) : now, updatedAt: now })
      .where(eq(printWorkOrders.id, order.id));
    return answer(db, order.id, locale, 'print.updated');
  }),
];

/** A task as the catalogue's Tasks calls answer it. */
async function taskAnswer(db: Db, taskId: number, locale: Locale, key: MessageKey) {
  const [row] = await db
    .select({ t: printWorkOrderTasks, title: units.title })
    .from(printWorkOrderTasks)
    .innerJoin(units, eq(units.id, printWorkOrderTasks.unitId))
    .where(eq(printWorkOrderTasks.id, taskId));
  const { t, title } = row!;
  return {
    data: {
      id: t.id,
      print_work_order_id: t.printWorkOrderId,
      unit: { id: t.unitId, title },
      process: t.process,
      art_file_ids: t.artFileIds,
      art_status: t.artStatus,
      art_comment: t.artComment,
      updated_at: t.updatedAt.toISOString(),
    },
    message: msg(locale, key),
  };
}

/** A task of an order the caller may work on. @throws HttpError 404 */
async function taskOf(db: Db, id: number, user: AuthUser, locale: Locale) {
  const [task] = await db.select().from(printWorkOrderTasks).where(eq(printWorkOrderTasks.id, id));
  if (!task || !(await canWorkOnPrintOrder(db, user, task.printWorkOrderId)))
    throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return task;
}

/**
 * Tasks (task arts): anyone who may work on the order sees a task and
 * associates artwork (files they uploaded, or that they may read); only
 * staff accept or reject it, and only while it is pending. Each decision
 * touches the order's `updated_at`.
 */
export const taskHandlers = [
  implement(printWork.showTask, async ({ db, params, user, locale }) => {
    const task = await taskOf(db, params.id, user, locale);
    return taskAnswer(db, task.id, locale, 'print.updated');
  }),

  implement(printWork.associateArts, async ({ db, params, body, user, locale, now }) => {
    const task = await taskOf(db, params.id, user, locale);
    // your own uploads; staff also files they may read (files.ts `canReadFile`) — never an id they cannot read
    const found = await db
      .select({ id: files.id, ownerId: files.ownerId })
      .from(files)
      .where(inArray(files.id, body.file_ids));
    const usable = async (f: { id: number; ownerId: number | null }) =>
      f.ownerId === user.id || (seesAllPrintWorkOrders(user) && (await canReadFile(db, user, f.id)));
    if (found.length !== new Set(body.file_ids).size || !(await Promise.all(found.map(usable))).every(Boolean)) {
      throw validationError(msg(locale, 'validation.failed'), { file_ids: [msg(locale, 'files.not_readable')] });
    }
    const arts = [...new Set([...task.artFileIds, ...body.file_ids])];
    await db
      .update(printWorkOrderTasks)
      .set({ artFileIds: arts, artStatus: 'pending', artComment: null, updatedAt: now })
      .where(eq(printWorkOrderTasks.id, task.id));
    await db.update(printWorkOrders).set({ updatedAt: now }).where(eq(printWorkOrders.id, task.printWorkOrderId));
    return taskAnswer(db, task.id, locale, 'print.arts_associated');
  }),

  implement(printWork.acceptArts, async ({ db, params, user, locale, now }) => {
    const task = await taskOf(db, params.id, user, locale);
    if (!seesAllPrintWorkOrders(user)) throw new HttpError(403, 'forbidden', msg(locale, 'auth.forbidden'));
    if (task.artStatus !== 'pending') throw new HttpError(409, 'conflict', msg(locale, 'print.no_arts_pending'));
    await db
      .update(printWorkOrderTasks)
      .set({ artStatus: 'accepted', artComment: null, updatedAt: now })
      .where(eq(printWorkOrderTasks.id, task.id));
    await db.update(printWorkOrders).set({ updatedAt: now }).where(eq(printWorkOrders.id, task.printWorkOrderId));
    return taskAnswer(db, task.id, locale, 'print.arts_accepted');
  }),

  implement(printWork.rejectArts, async ({ db, params, body, user, locale, now }) => {
    const task = await taskOf(db, params.id, user, locale);
    if (!seesAllPrintWorkOrders(user)) throw new HttpError(403, 'forbidden', msg(locale, 'auth.forbidden'));
    if (task.artStatus !== 'pending') throw new HttpError(409, 'conflict', msg(locale, 'print.no_arts_pending'));
    await db
      .update(printWorkOrderTasks)
      .set({ artStatus: 'rejected', artComment: body.comment, updatedAt: now })
      .where(eq(printWorkOrderTasks.id, task.id));
    await db.update(printWorkOrders).set({ updatedAt: now }).where(eq(printWorkOrders.id, task.printWorkOrderId));
    return taskAnswer(db, task.id, locale, 'print.arts_rejected');
  }),
];
