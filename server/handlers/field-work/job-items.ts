/**
 * Field work: an order job's items and thread — proof-of-posting photos (upload, delete), comments, the timeline
 * and the photo report PDF (api-catalogue.md "Order jobs", product.md §4 field operations).
 */
import path from 'node:path';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import * as fieldWork from '#src/api/contract/field-work.ts';
import {
  orderJobComments,
  orderJobEvents,
  orderJobItemPhotos,
  orderJobItems,
  orderJobs,
  routeStops,
  routes,
  users,
} from '#server/db/schema.ts';
import { jobStatusAfterPhoto, routeStatusAfterPhoto } from '#server/domain/field-work-rules.ts';
import { implement } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { assertUploadSize, filesDir } from '../file-store.ts';
import { jobSummaries } from '../field-view.ts';
import { renderPhotoReport } from '../photo-report.ts';
import { iso } from '../sync-page.ts';
import { fileResponse } from '../file-types.ts';
import { THUMB_PX, jobFor, readableJob, addEvent, answerJob, findItem, inspectImage, storeOnDisk } from './shared.ts';
export const jobItemHandlers = [
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
];
