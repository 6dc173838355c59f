/**
 * Field work on the device (product.md §2, §4 field operations): the mirrored routes and order jobs the
 * screens render (live queries: offline, and updating as pulls and actions
 * land), what waits in the outbox for them, the server reads that are not mirrored (comments, timeline),
 * and the one action that does more than queue its mutation (a photo: compressed and located first).
 * Screens queue the rest with `useMutation(def)` on ../mutations.ts.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BlobRow, OrderJobItemRow, OrderJobRow, PrintWorkOrderRow, RouteRow } from '#src/sync/index.ts';
import { useFreshness, useLiveRows, useMutation, usePending, useRead, useSyncEngine } from '#src/sync/index.ts';
import { orderJobs, printWorkOrders } from '../mutations.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import * as fieldWork from '#src/api/contract/field-work.ts';
import type { JobComment, JobEvent } from '#src/api/contract/field-work.ts';
import type { TaskProcess } from '#src/api/contract/print-work-orders.ts';
import { sortRoutes } from '../model/routes.ts';
import { currentPosition, preparePhoto, type DevicePosition, type PreparedPhoto } from './photo-pipeline.ts';

export type { JobComment, JobEvent, OrderJobItemRow, OrderJobRow, PrintWorkOrderRow, RouteRow, TaskProcess };

/** A route with its job and its stops' items, in visiting order (missing items skipped). */
export interface RouteDetail {
  route: RouteRow;
  job: OrderJobRow | undefined;
  stops: { position: number; item: OrderJobItemRow }[];
}

/** Every mirrored route, today's first (model/routes.ts); undefined while loading. */
export function useRoutes(today: string): RouteRow[] | undefined {
  return useLiveRows(async (db) => sortRoutes(await db.routes.toArray(), today), [today]);
}

/** One route with its job and stops; null when it is not on this device; undefined while loading. */
export function useRoute(id: number): RouteDetail | null | undefined {
  return useLiveRows(
    async (db) => {
      const route = await db.routes.get(id);
      if (!route) return null;
      const job = await db.orderJobs.get(route.order_job_id);
      const items = new Map(
        (await db.orderJobItems.where('order_job_id').equals(route.order_job_id).toArray()).map((i) => [i.id, i]),
      );
      const stops = route.stops
        .toSorted((a, b) => a.position - b.position)
        .flatMap((s) => {
          const item = items.get(s.order_job_item_id);
          return item ? [{ position: s.position, item }] : [];
        });
      return { route, job, stops };
    },
    [id],
  );
}

/** The mirrored order jobs with their items; undefined while loading. */
export function useOrderJobs(): { job: OrderJobRow; items: OrderJobItemRow[] }[] | undefined {
  return useLiveRows(async (db) => {
    const [jobs, items] = await Promise.all([db.orderJobs.toArray(), db.orderJobItems.toArray()]);
    const byJob = new Map<number, OrderJobItemRow[]>();
    for (const i of items) byJob.set(i.order_job_id, [...(byJob.get(i.order_job_id) ?? []), i]);
    return jobs.map((job) => ({ job, items: byJob.get(job.id) ?? [] }));
  }, []);
}

/** One order job with its items and routes; null when not on this device. */
export function useOrderJob(
  id: number,
): { job: OrderJobRow; items: OrderJobItemRow[]; routes: RouteRow[] } | null | undefined {
  return useLiveRows(
    async (db) => {
      const job = await db.orderJobs.get(id);
      if (!job) return null;
      const [items, routes] = await Promise.all([
        db.orderJobItems.where('order_job_id').equals(id).sortBy('id'),
        db.routes.where('order_job_id').equals(id).sortBy('date'),
      ]);
      return { job, items, routes };
    },
    [id],
  );
}

/** The Blob of a pending photo (to show its thumbnail offline). */
export function usePendingBlob(blobId: string): BlobRow | null | undefined {
  return useLiveRows(async (db) => (await db.blobs.get(blobId)) ?? null, [blobId]);
}

/** How fresh the mirrored routes and order jobs are. */
export function useFieldFreshness(): number | null {
  return useFreshness('routes').lastPulledAt;
}

/**
 * Queues a photo of a stop the way the field needs it: compressed on the device (photo-pipeline.ts),
 * with when and where it was taken, as an `orderJobs.uploadPhoto` mutation carrying the Blob.
 * @returns a function taking the job id, the item, the chosen file and an optional progress callback
 *   (percent 0–100); it resolves to the prepared photo once queued.
 * @throws NotAnImageError (nothing queued); StorageFullError when the device refuses to store it
 */
export function usePreparedPhotoUpload(): (
  jobId: number,
  item: OrderJobItemRow,
  file: File,
  onProgress?: (percent: number) => void,
) => Promise<PreparedPhoto> {
  const upload = useMutation(orderJobs.uploadPhoto);
  return useCallback(
    async (jobId, item, file, onProgress) => {
      const position = await currentPosition();
      const photo = await preparePhoto(file, { position, onProgress });
      await upload(
        {
          jobId,
          itemId: item.id,
          photo: 'photo',
          takenAt: photo.takenAt,
          lat: photo.position?.lat ?? null,
          lng: photo.position?.lng ?? null,
          accuracy: photo.position?.accuracy ?? null,
          unitTitle: item.unit.title,
        },
        { blobs: { photo: photo.file } },
      );
      return photo;
    },
    [upload],
  );
}

/** The mirrored print work orders, newest first; undefined while loading. */
export function usePrintOrders(): PrintWorkOrderRow[] | undefined {
  return useLiveRows(async (db) => (await db.printWorkOrders.toArray()).toSorted((a, b) => b.id - a.id), []);
}

/**
 * One print work order and the files waiting in the outbox for it, by unit id (file names; refused
 * ones are left to the sync centre); null when not on this device; undefined while loading.
 */
export function usePrintOrder(
  id: number,
): { order: PrintWorkOrderRow; pendingFiles: Map<number, string[]> } | null | undefined {
  const order = useLiveRows(async (db) => (await db.printWorkOrders.get(id)) ?? null, [id]);
  const waiting = usePending(printWorkOrders.attachFile);
  return useMemo(() => {
    if (!order) return order;
    const pendingFiles = new Map<number, string[]>();
    for (const { args, state } of waiting) {
      if (state === 'waiting' && args.orderId === id)
        pendingFiles.set(args.unitId, [...(pendingFiles.get(args.unitId) ?? []), args.fileName]);
    }
    return { order, pendingFiles };
  }, [order, waiting, id]);
}

/**
 * The device's position while the screen is open (watchPosition), when the
 * person allows it; null otherwise. Never asks on its own: the browser asks
 * once, the first time a screen with a map opens.
 */
export function useDevicePosition(): DevicePosition | null {
  const [position, setPosition] = useState<DevicePosition | null>(null);
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return undefined;
    const watch = navigator.geolocation.watchPosition(
      (p) => setPosition({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy }),
      () => setPosition(null),
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return position;
}

/** True when the account may manage order jobs (operations staff, administrators: `order_jobs.*`), not only work on them. */
export function useCanManageJobs(): boolean {
  const { permissions } = useSyncEngine();
  return hasPermission(permissions, 'order_jobs.manage');
}

/**
 * True when the account does the field work itself (technicians; operations
 * and administrators too): accept, reject, finish, photos, comments
 * (`order_jobs.work`). Managers read jobs and routes without acting (spec §6; SECURITY.md).
 */
export function useCanWorkJobs(): boolean {
  const { permissions } = useSyncEngine();
  return hasPermission(permissions, 'order_jobs.work');
}

/** True when the account may photograph stops and finish routes (`routes.work`). */
export function useCanWorkRoutes(): boolean {
  const { permissions } = useSyncEngine();
  return hasPermission(permissions, 'routes.work');
}

export { useKnownTechnicians } from '#src/resource/use-known-technicians.ts';

/** Comments waiting on this device for a job (refused ones are left to the sync centre). */
export function usePendingComments(jobId: number): string[] {
  const queued = usePending(orderJobs.addComment);
  return useMemo(
    () => queued.filter((p) => p.state === 'waiting' && p.args.jobId === jobId).map((p) => p.args.body),
    [queued, jobId],
  );
}

/**
 * The job's comments and timeline, read from the server (not mirrored; read again once a comment or a
 * status change of the job reaches the server: the mutations' `invalidates`), and the comments waiting
 * on this device. The last answers are kept on the device: with no connection they show with
 * `storedAt` (when they were loaded).
 */
export function useJobThread(jobId: number): {
  state: 'loading' | 'ready' | 'offline' | 'error';
  comments: JobComment[];
  events: JobEvent[];
  pending: string[];
  retry: () => void;
  storedAt?: number | undefined;
} {
  const pending = usePendingComments(jobId);
  const input = { params: { id: jobId } };
  const comments = useRead(fieldWork.comments, input, { keep: true });
  const events = useRead(fieldWork.events, input, { keep: true });
  const retry = () => {
    comments.retry();
    events.retry();
  };
  const reads = [comments, events];
  const state = reads.find((r) => r.state !== 'ready')?.state ?? 'ready';
  if (state !== 'ready' || comments.state !== 'ready' || events.state !== 'ready')
    return { state, comments: [], events: [], pending, retry };
  const kept = reads.some((r) => r.kept && !r.refreshing);
  return {
    state,
    comments: comments.value.data,
    events: events.value.data,
    pending,
    retry,
    storedAt: kept ? Math.min(...reads.flatMap((r) => r.at ?? [])) : undefined,
  };
}
