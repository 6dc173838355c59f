/**
 * How order jobs and routes are answered (the mirrored row shapes of
 * src/api/contract/catalogue-lists.ts): one place for the list handlers and the
 * field-work actions, so an action's answer is exactly what the next pull
 * would bring.
 */
import { asc, eq, inArray, isNull, and } from 'drizzle-orm';
import type { ItemPhoto, OrderJobSummary, RouteSummary } from '#src/api/contract/catalogue-lists.ts';
import { fileUrl } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { orderJobItemPhotos, orderJobItems, orderJobs, routeStops, routes, units, users } from '../db/schema.ts';
import { iso } from './sync-page.ts';

type JobRow = typeof orderJobs.$inferSelect;
type RouteRow = typeof routes.$inferSelect;
type PhotoRow = typeof orderJobItemPhotos.$inferSelect;

/** A proof-of-posting photo as answers carry it: file URLs, size (px), capture time and position. */
export function photoAnswer(p: PhotoRow): ItemPhoto {
  return {
    id: p.id,
    url: fileUrl(p.fileId),
    thumb_url: fileUrl(p.thumbFileId),
    width: p.width,
    height: p.height,
    taken_at: p.takenAt ? iso(p.takenAt) : null,
    lat: p.lat,
    lng: p.lng,
    accuracy: p.accuracy,
    created_at: iso(p.createdAt),
  };
}

async function namesOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The jobs as the list answers them: live items (by id) with their unit and
 * photos (by upload time). `changedAt` overrides a job's `updated_at` (the list
 * reports the latest change of the job or its items).
 */
export async function jobSummaries(db: Db, jobs: JobRow[], changedAt?: Map<number, Date>): Promise<OrderJobSummary[]> {
  const ids = jobs.map((j) => j.id);
  const itemRows = ids.length
    ? await db
        .select({
          i: orderJobItems,
          u: {
            id: units.id,
            title: units.title,
            sku: units.sku,
            address: units.address,
            lat: units.lat,
            lng: units.lng,
            side: units.side,
          },
        })
        .from(orderJobItems)
        .innerJoin(units, eq(units.id, orderJobItems.unitId))
        .where(and(inArray(orderJobItems.orderJobId, ids), isNull(orderJobItems.deletedAt)))
        .orderBy(asc(orderJobItems.orderJobId), asc(orderJobItems.id))
    : [];
  const itemIds = itemRows.map((r) => r.i.id);
  const photoRows = itemIds.length
    ? await db
        .select()
        .from(orderJobItemPhotos)
        .where(inArray(orderJobItemPhotos.orderJobItemId, itemIds))
        .orderBy(asc(orderJobItemPhotos.id))
    : [];
  const photosOf = new Map<number, ItemPhoto[]>();
  for (const p of photoRows)
    photosOf.set(p.orderJobItemId, [...(photosOf.get(p.orderJobItemId) ?? []), photoAnswer(p)]);
  const itemsOf = new Map<number, OrderJobSummary['items']>();
  for (const { i, u } of itemRows) {
    itemsOf.set(i.orderJobId, [
      ...(itemsOf.get(i.orderJobId) ?? []),
      {
        id: i.id,
        order_job_id: i.orderJobId,
        unit_id: i.unitId,
        side: i.side,
        task: i.task,
        status: i.status,
        unit: u,
        photos: photosOf.get(i.id) ?? [],
        updated_at: iso(i.updatedAt),
      },
    ]);
  }
  const names = await namesOf(
    db,
    jobs.map((j) => j.technicianId),
  );
  return jobs.map((j) => ({
    id: j.id,
    campaign_id: j.campaignId,
    kind: j.kind,
    status: j.status,
    technician:
      j.technicianId && names.has(j.technicianId) ? { id: j.technicianId, name: names.get(j.technicianId)! } : null,
    scheduled_date: j.scheduledDate,
    description: j.description,
    reject_reason: j.rejectReason,
    finished_at: j.finishedAt ? iso(j.finishedAt) : null,
    items: itemsOf.get(j.id) ?? [],
    updated_at: iso(changedAt?.get(j.id) ?? j.updatedAt),
  }));
}

/** The routes as the list answers them: technician name and stops in position order. */
export async function routeSummaries(db: Db, rows: RouteRow[]): Promise<RouteSummary[]> {
  const ids = rows.map((r) => r.id);
  const stopRows = ids.length
    ? await db
        .select()
        .from(routeStops)
        .where(inArray(routeStops.routeId, ids))
        .orderBy(asc(routeStops.routeId), asc(routeStops.position))
    : [];
  const stopsOf = new Map<number, RouteSummary['stops']>();
  for (const s of stopRows)
    stopsOf.set(s.routeId, [
      ...(stopsOf.get(s.routeId) ?? []),
      { position: s.position, order_job_item_id: s.orderJobItemId },
    ]);
  const names = await namesOf(
    db,
    rows.map((r) => r.technicianId),
  );
  return rows.map((r) => {
    const stops = stopsOf.get(r.id) ?? [];
    return {
      id: r.id,
      order_job_id: r.orderJobId,
      technician:
        r.technicianId && names.has(r.technicianId) ? { id: r.technicianId, name: names.get(r.technicianId)! } : null,
      date: r.date,
      status: r.status,
      finished_at: r.finishedAt ? iso(r.finishedAt) : null,
      stops_count: stops.length,
      stops,
      updated_at: iso(r.updatedAt),
    };
  });
}
