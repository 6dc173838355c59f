/**
 * Field work on the reference server, what the actions share (product.md §2, §4 field operations;
 * api-catalogue.md "Order jobs", "Routes, print work orders, tasks"), under the state rules of
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
import { and, count, eq, isNull, notExists, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Locale } from '#src/api/contract/common.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { ServerConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  files,
  orderJobEvents,
  orderJobItemPhotos,
  orderJobItems,
  orderJobs,
  roles,
  routeStops,
  routes,
  userRoles,
  users,
} from '#server/db/schema.ts';
import { checkJobAction, type JobAction, type Verdict } from '#server/domain/field-work-rules.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { filesDir } from '../file-store.ts';
import { jobSummaries, routeSummaries } from '../field-view.ts';
import { seesAllOrderJobs } from '../order-jobs.ts';
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
export const actorOf = (user: AuthUser, manage: 'order_jobs.manage' | 'routes.manage' = 'order_jobs.manage') => ({
  id: user.id,
  staff: hasPermission(user.permissions, manage),
});

export function enforce(verdict: Verdict, locale: Locale): void {
  if (!verdict.ok)
    throw new HttpError(verdict.status, verdict.status === 403 ? 'forbidden' : 'conflict', msg(locale, verdict.key));
}

export const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

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
export async function jobFor(
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

export async function addEvent(
  db: Db,
  jobId: number,
  userId: number,
  type: string,
  now: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(orderJobEvents).values({ orderJobId: jobId, userId, type, data, createdAt: now });
}

export async function answerJob(db: Db, id: number, locale: Locale, key: MessageKey) {
  const [job] = await db.select().from(orderJobs).where(eq(orderJobs.id, id));
  return { data: (await jobSummaries(db, [job!]))[0]!, message: msg(locale, key) };
}

export async function answerRoute(db: Db, id: number, locale: Locale, key: MessageKey) {
  const [route] = await db.select().from(routes).where(eq(routes.id, id));
  return { data: (await routeSummaries(db, [route!]))[0]!, message: msg(locale, key) };
}

/** Live items of a job without any photo. */
export async function unphotographedItems(db: Db, jobId: number): Promise<number> {
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
export async function unphotographedStops(db: Db, routeId: number): Promise<number> {
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
export async function assertTechnician(db: Db, technicianId: number, locale: Locale): Promise<void> {
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
export async function findItem(db: Db, jobId: number, itemId: number, locale: Locale) {
  const [item] = await db
    .select()
    .from(orderJobItems)
    .where(and(eq(orderJobItems.id, itemId), eq(orderJobItems.orderJobId, jobId), isNull(orderJobItems.deletedAt)));
  if (!item) throw notFound(locale);
  return item;
}

/** Reads an upload as an image: its format and upright size. @throws HttpError 422 on `photo` */
export async function inspectImage(
  bytes: Buffer,
  locale: Locale,
): Promise<{ format: string; width: number; height: number }> {
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
export async function storeOnDisk(
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
