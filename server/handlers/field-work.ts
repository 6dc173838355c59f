/**
 * Field-work actions (product.md §2, §4 field operations): order jobs (api-catalogue.md "Order jobs")
 * and routes ("Routes, print work orders, tasks"), under the state rules of
 * server/domain/field-work-rules.ts. Every action:
 * - finds the job (404 when missing or deleted; a technician asking about a
 *   job assigned to someone else gets the rules' 403 "no longer assigned");
 * - checks the rules (403 / 409 with the message in the caller's language);
 * - writes its change, touches `updated_at` of what the mirror shows (job,
 *   item, route) so the next pull carries it, and adds a timeline event;
 * - answers the whole job (or route) exactly as the list does (field-view.ts).
 * Each runs under the Idempotency-Key middleware like every non-GET call.
 *
 * Proof-of-posting photos are kept on disk (`files.path` under the server's
 * files folder) with a 320 px JPEG thumbnail made by sharp (which also
 * refuses what is not an image: 422 on `photo`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as fieldWork from '#src/api/contract/field-work.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  files,
  orderJobComments,
  orderJobEvents,
  orderJobItemPhotos,
  orderJobItems,
  orderJobs,
  roles,
  routeStops,
  routes,
  units,
  userRoles,
  users,
} from '../db/schema.ts';
import {
  checkJobAction,
  checkRouteAction,
  jobStatusAfterPhoto,
  routeStatusAfterPhoto,
  type JobAction,
  type Verdict,
} from '../domain/field-work-rules.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg, type MessageKey } from '../i18n.ts';
import { assertUploadSize, filesDir } from './file-store.ts';
import { jobSummaries, routeSummaries } from './field-view.ts';
import { renderPhotoReport } from './photo-report.ts';
import { seesAllOrderJobs } from './order-jobs.ts';
import { iso } from './sync-page.ts';
import { fileResponse } from './file-types.ts';

type JobRow = typeof orderJobs.$inferSelect;
type RouteRow = typeof routes.$inferSelect;

/** Thumbnails fit in this square, px. */
export const THUMB_PX = 320;
/** Image formats a proof-of-posting photo may have (as sharp names them). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * The caller as the field rules see it: "staff" acts on any job or route —
 * holders of `order_jobs.manage` (jobs) or `routes.manage` (routes):
 * operations and administrators. Managers read every job but act on none
 * (spec §6; SECURITY.md finding 3).
 */
const actorOf = (user: AuthUser, manage: 'order_jobs.manage' | 'routes.manage' = 'order_jobs.manage') => ({
  id: user.id,
  staff: hasPermission(user.permissions, manage),
});

function enforce(verdict: Verdict, locale: Locale): void {
  if (!verdict.ok)
    throw new HttpError(verdict.status, verdict.status === 403 ? 'forbidden' : 'conflict', msg(locale, verdict.key));
}

const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/** A live job. @throws HttpError 404 */
async function findJob(db: Db, id: number, locale: Locale): Promise<JobRow> {
  const [job] = await db
    .select()
    .from(orderJobs)
    .where(and(eq(orderJobs.id, id), isNull(orderJobs.deletedAt)));
  if (!job) throw notFound(locale);
  return job;
}

/** A live job the caller may act on with `action` (rules checked). @throws HttpError 404, 403, 409 */
async function jobFor(
  db: Db,
  id: number,
  user: AuthUser,
  locale: Locale,
  action: JobAction,
  extra: { unphotographed?: number } = {},
): Promise<JobRow> {
  const job = await findJob(db, id, locale);
  enforce(checkJobAction(action, job, actorOf(user), extra), locale);
  return job;
}

/**
 * A live job the caller may read: whoever sees every job (administrators,
 * operations, managers), or its technician; another technician gets the
 * rules' 403 "no longer assigned" (what the outbox shows for a job taken
 * away). Also the ownership rule `orderJob` (server/auth/ownership.ts).
 * @throws HttpError 404, 403
 */
export async function readableJob(db: Db, id: number, user: AuthUser, locale: Locale): Promise<JobRow> {
  const job = await findJob(db, id, locale);
  if (!seesAllOrderJobs(user) && job.technicianId !== user.id) {
    throw new HttpError(
      403,
      'forbidden',
      msg(locale, job.technicianId !== null ? 'field.not_assigned' : 'auth.forbidden'),
    );
  }
  return job;
}

async function addEvent(
  db: Db,
  jobId: number,
  userId: number,
  type: string,
  now: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(orderJobEvents).values({ orderJobId: jobId, userId, type, data, createdAt: now });
}

async function answerJob(db: Db, id: number, locale: Locale, key: MessageKey) {
  const [job] = await db.select().from(orderJobs).where(eq(orderJobs.id, id));
  return { data: (await jobSummaries(db, [job!]))[0]!, message: msg(locale, key) };
}

async function answerRoute(db: Db, id: number, locale: Locale, key: MessageKey) {
  const [route] = await db.select().from(routes).where(eq(routes.id, id));
  return { data: (await routeSummaries(db, [route!]))[0]!, message: msg(locale, key) };
}

/** Live items of a job without any photo. */
async function unphotographedItems(db: Db, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderJobItems)
    .where(
      and(
        eq(orderJobItems.orderJobId, jobId),
        isNull(orderJobItems.deletedAt),
        notExists(
          db
            .select({ x: sql`1` })
            .from(orderJobItemPhotos)
            .where(eq(orderJobItemPhotos.orderJobItemId, orderJobItems.id)),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Stops of a route whose item has no photo. */
async function unphotographedStops(db: Db, routeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(routeStops)
    .where(
      and(
        eq(routeStops.routeId, routeId),
        notExists(
          db
            .select({ x: sql`1` })
            .from(orderJobItemPhotos)
            .where(eq(orderJobItemPhotos.orderJobItemId, routeStops.orderJobItemId)),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** An active account with the technician role. @throws HttpError 422 on `technician_id` */
async function assertTechnician(db: Db, technicianId: number, locale: Locale): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, technicianId), eq(users.active, true), eq(roles.value, 'technician')));
  if (!row)
    throw validationError(msg(locale, 'validation.failed'), { technician_id: [msg(locale, 'field.not_technician')] });
}

/** A live item of the job. @throws HttpError 404 */
async function findItem(db: Db, jobId: number, itemId: number, locale: Locale) {
  const [item] = await db
    .select()
    .from(orderJobItems)
    .where(and(eq(orderJobItems.id, itemId), eq(orderJobItems.orderJobId, jobId), isNull(orderJobItems.deletedAt)));
  if (!item) throw notFound(locale);
  return item;
}

/** Reads an upload as an image: its format and upright size. @throws HttpError 422 on `photo` */
async function inspectImage(bytes: Buffer, locale: Locale): Promise<{ format: string; width: number; height: number }> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error('not an image');
    const turned = (meta.orientation ?? 1) >= 5; // EXIF orientations 5–8 swap width and height
    return { format: meta.format, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  } catch {
    throw validationError(msg(locale, 'field.not_image'), { photo: [msg(locale, 'field.not_image')] });
  }
}

/** Writes bytes under the files folder and records them. @returns the file id */
async function storeOnDisk(
  db: Db,
  config: ServerConfig,
  input: { bytes: Buffer; name: string; mime: string; ownerId: number; now: Date },
): Promise<number> {
  const dir = filesDir(config);
  const relative = path.join(
    input.now.toISOString().slice(0, 7),
    `${randomUUID()}${path.extname(input.name) || '.bin'}`,
  );
  await fs.mkdir(path.join(dir, path.dirname(relative)), { recursive: true });
  await fs.writeFile(path.join(dir, relative), input.bytes);
  const [row] = await db
    .insert(files)
    .values({
      ownerId: input.ownerId,
      name: input.name,
      mime: input.mime,
      size: input.bytes.byteLength,
      shared: false,
      path: relative,
      createdAt: input.now,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** True when `user` may read a file that is a proof-of-posting photo (or its thumbnail) of a job they can see. */
export async function canReadJobPhoto(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ technicianId: orderJobs.technicianId })
    .from(orderJobItemPhotos)
    .innerJoin(orderJobItems, eq(orderJobItems.id, orderJobItemPhotos.orderJobItemId))
    .innerJoin(orderJobs, eq(orderJobs.id, orderJobItems.orderJobId))
    .where(sql`${orderJobItemPhotos.fileId} = ${fileId} or ${orderJobItemPhotos.thumbFileId} = ${fileId}`);
  return !!row && (seesAllOrderJobs(user) || row.technicianId === user.id);
}

/** A live route and its job's status; technicians reach only their own. @throws HttpError 404 */
export async function findRoute(
  db: Db,
  id: number,
  locale: Locale,
): Promise<RouteRow & { jobStatus: string; jobTechnicianId: number | null }> {
  const [row] = await db
    .select({ r: routes, jobStatus: orderJobs.status, jobTechnicianId: orderJobs.technicianId })
    .from(routes)
    .innerJoin(orderJobs, eq(orderJobs.id, routes.orderJobId))
    .where(and(eq(routes.id, id), isNull(routes.deletedAt), isNull(orderJobs.deletedAt)));
  if (!row) throw notFound(locale);
  return { ...row.r, jobStatus: row.jobStatus, jobTechnicianId: row.jobTechnicianId };
}

export const routeTechnician = (r: { technicianId: number | null; jobTechnicianId: number | null }) =>
  r.technicianId ?? r.jobTechnicianId;

export const fieldWorkHandlers = [
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

  implement(fieldWork.items, async ({ db, params, query, user, locale }) => {
    const job = await readableJob(db, params.id, user, locale);
    const [summary] = await jobSummaries(db, [job]);
    return { data: summary!.items.filter((i) => !query.status || i.status === query.status) };
  }),

  implement(fieldWork.uploadPhoto, async ({ db, config, params, body, user, locale, now }) => {
    const job = await jobFor(db, params.id, user, locale, 'upload_photo');
    const item = await findItem(db, job.id, params.itemId, locale);
    assertUploadSize(body.photo, locale);
    const bytes = Buffer.from(await body.photo.arrayBuffer());
    const image = await inspectImage(bytes, locale);
    const name =
      body.photo instanceof File && body.photo.name
        ? body.photo.name
        : `photo.${image.format === 'jpeg' ? 'jpg' : image.format}`;
    const thumb = await sharp(bytes)
      .rotate()
      .resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72 })
      .toBuffer();
    const fileId = await storeOnDisk(db, config, { bytes, name, mime: `image/${image.format}`, ownerId: user.id, now });
    const thumbFileId = await storeOnDisk(db, config, {
      bytes: thumb,
      name: `thumb-${path.parse(name).name}.jpg`,
      mime: 'image/jpeg',
      ownerId: user.id,
      now,
    });
    const takenAt = body.taken_at ? new Date(body.taken_at) : null;
    const [photo] = await db
      .insert(orderJobItemPhotos)
      .values({
        orderJobItemId: item.id,
        fileId,
        thumbFileId,
        width: image.width,
        height: image.height,
        takenAt,
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        accuracy: body.accuracy ?? null,
        uploadedById: user.id,
        createdAt: now,
      })
      .returning({ id: orderJobItemPhotos.id });
    await db.update(orderJobItems).set({ status: 'finished', updatedAt: now }).where(eq(orderJobItems.id, item.id));
    await db
      .update(orderJobs)
      .set({ status: jobStatusAfterPhoto(job.status), updatedAt: now })
      .where(eq(orderJobs.id, job.id));
    const onRoutes = await db
      .select({ id: routes.id, status: routes.status })
      .from(routes)
      .innerJoin(routeStops, eq(routeStops.routeId, routes.id))
      .where(and(eq(routeStops.orderJobItemId, item.id), isNull(routes.deletedAt)));
    for (const r of onRoutes)
      await db
        .update(routes)
        .set({ status: routeStatusAfterPhoto(r.status), updatedAt: now })
        .where(eq(routes.id, r.id));
    await addEvent(db, job.id, user.id, 'photo_uploaded', now, {
      item_id: item.id,
      photo_id: photo!.id,
      taken_at: takenAt?.toISOString() ?? null,
      lat: body.lat ?? null,
      lng: body.lng ?? null,
    });
    return answerJob(db, job.id, locale, 'field.photo_saved');
  }),

  implement(fieldWork.deleteItem, async ({ db, params, user, locale, now }) => {
    const job = await jobFor(db, params.id, user, locale, 'delete_item');
    const item = await findItem(db, job.id, params.itemId, locale);
    await db.update(orderJobItems).set({ deletedAt: now, updatedAt: now }).where(eq(orderJobItems.id, item.id));
    await db.delete(routeStops).where(eq(routeStops.orderJobItemId, item.id));
    await db.update(routes).set({ updatedAt: now }).where(eq(routes.orderJobId, job.id));
    await db.update(orderJobs).set({ updatedAt: now }).where(eq(orderJobs.id, job.id));
    await addEvent(db, job.id, user.id, 'item_deleted', now, { item_id: item.id, unit_id: item.unitId });
    return answerJob(db, job.id, locale, 'field.job_updated');
  }),

  implement(fieldWork.addComment, async ({ db, params, body, user, locale, now }) => {
    await jobFor(db, params.id, user, locale, 'comment');
    const [row] = await db
      .insert(orderJobComments)
      .values({ orderJobId: params.id, userId: user.id, body: body.body, createdAt: now })
      .returning();
    await addEvent(db, params.id, user.id, 'comment_added', now, { comment_id: row!.id });
    return {
      data: { id: row!.id, body: row!.body, author: { id: user.id, name: user.name }, created_at: iso(row!.createdAt) },
      message: msg(locale, 'field.comment_saved'),
    };
  }),

  implement(fieldWork.comments, async ({ db, params, user, locale }) => {
    await readableJob(db, params.id, user, locale);
    const rows = await db
      .select({ c: orderJobComments, name: users.name })
      .from(orderJobComments)
      .leftJoin(users, eq(users.id, orderJobComments.userId))
      .where(eq(orderJobComments.orderJobId, params.id))
      .orderBy(asc(orderJobComments.createdAt), asc(orderJobComments.id));
    return {
      data: rows.map(({ c, name }) => ({
        id: c.id,
        body: c.body,
        author: c.userId && name ? { id: c.userId, name } : null,
        created_at: iso(c.createdAt),
      })),
    };
  }),

  implement(fieldWork.events, async ({ db, params, user, locale }) => {
    await readableJob(db, params.id, user, locale);
    const rows = await db
      .select({ e: orderJobEvents, name: users.name })
      .from(orderJobEvents)
      .leftJoin(users, eq(users.id, orderJobEvents.userId))
      .where(eq(orderJobEvents.orderJobId, params.id))
      .orderBy(desc(orderJobEvents.createdAt), desc(orderJobEvents.id));
    return {
      data: rows.map(({ e, name }) => ({
        id: e.id,
        type: e.type,
        data: e.data,
        actor: e.userId && name ? { id: e.userId, name } : null,
        created_at: iso(e.createdAt),
      })),
    };
  }),

  implement(fieldWork.photoReport, async ({ db, config, params, query, user, locale }) => {
    const job = await readableJob(db, params.id, user, locale);
    const [summary] = await jobSummaries(db, [job]);
    const pdf = await renderPhotoReport(db, config, filesDir(config), summary!, query.locale ?? locale);
    // the app fetches it and shows it in its own PDF viewer; opened on its own it downloads (file-types.ts)
    return fileResponse(new Uint8Array(pdf), `photo-report-${job.id}.pdf`, 'private, no-store');
  }),

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
