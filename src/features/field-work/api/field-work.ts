/**
 * Field work on the device (product.md §2, §4 field operations): the mirrored routes and order jobs the
 * screens render (live queries: offline, and updating as pulls and actions
 * land), and the actions, each queued as a named mutation (../mutations.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import type { BlobRow, OrderJobItemRow, OrderJobRow, PrintWorkOrderRow, RouteRow } from '#src/sync/index.ts';
import { useFreshness, useLiveRows, useSyncEngine } from '#src/sync/index.ts';
import {
  acceptJob,
  addJobComment,
  addJobUnits,
  assignJobTechnician,
  assignRouteTechnician,
  deleteJobItem,
  attachPrintFile,
  deleteJob,
  finishJob,
  finishPrintOrder,
  finishRoute,
  rejectJob,
  removeJobUnit,
  updateJob,
  updatePrintTask,
  uploadPhoto,
} from '../mutations.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import * as fieldWork from '#src/api/contract/field-work.ts';
import type { JobComment, JobEvent } from '#src/api/contract/field-work.ts';
import { api } from '#src/api/index.ts';
import { useServerRead } from '#src/api/use-server-read.ts';
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

/** The field actions of the signed-in account, each queued in the outbox. */
export function useFieldActions() {
  const engine = useSyncEngine();
  /**
   * Compresses a photo on the device, records when and where it was taken,
   * and queues it for the item.
   * @throws NotAnImageError (nothing queued); StorageFullError when the device refuses to store it
   */
  const addPhoto = useCallback(
    async (
      job: number,
      item: OrderJobItemRow,
      file: File,
      onProgress?: (percent: number) => void,
    ): Promise<PreparedPhoto> => {
      const position = await currentPosition();
      const photo = await preparePhoto(file, { position, onProgress });
      await engine.enqueue(
        uploadPhoto,
        {
          jobId: job,
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
    [engine],
  );
  const finish = useCallback(
    (routeId: number) => engine.enqueue(finishRoute, { routeId, finishedAt: new Date().toISOString() }),
    [engine],
  );
  const accept = useCallback((jobId: number) => engine.enqueue(acceptJob, { jobId }), [engine]);
  const reject = useCallback((jobId: number, reason: string) => engine.enqueue(rejectJob, { jobId, reason }), [engine]);
  const finishOrderJob = useCallback(
    (jobId: number) => engine.enqueue(finishJob, { jobId, finishedAt: new Date().toISOString() }),
    [engine],
  );
  const setTaskProcess = useCallback(
    (orderId: number, unitId: number, process: TaskProcess, unitTitle: string) =>
      engine.enqueue(updatePrintTask, { orderId, unitId, process, unitTitle }),
    [engine],
  );
  const attachFile = useCallback(
    (orderId: number, unitId: number, file: File, unitTitle: string) =>
      engine.enqueue(
        attachPrintFile,
        { orderId, unitId, file: 'file', fileName: file.name, unitTitle },
        { blobs: { file } },
      ),
    [engine],
  );
  const finishPrint = useCallback(
    (orderId: number) => engine.enqueue(finishPrintOrder, { orderId, finishedAt: new Date().toISOString() }),
    [engine],
  );
  const assign = useCallback(
    (jobId: number, technicianId: number, technicianName: string) =>
      engine.enqueue(assignJobTechnician, { jobId, technicianId, technicianName }),
    [engine],
  );
  const removeUnit = useCallback(
    (jobId: number, unitId: number, unitTitle: string) => engine.enqueue(removeJobUnit, { jobId, unitId, unitTitle }),
    [engine],
  );
  const edit = useCallback(
    (jobId: number, scheduledDate: string, description: string) =>
      engine.enqueue(updateJob, { jobId, scheduledDate, description }),
    [engine],
  );
  const remove = useCallback((jobId: number) => engine.enqueue(deleteJob, { jobId }), [engine]);
  const comment = useCallback(
    (jobId: number, body: string) => engine.enqueue(addJobComment, { jobId, body }),
    [engine],
  );
  const addUnits = useCallback(
    (jobId: number, unitIds: number[]) => engine.enqueue(addJobUnits, { jobId, unitIds }),
    [engine],
  );
  const deleteItem = useCallback(
    (jobId: number, itemId: number, unitTitle: string) => engine.enqueue(deleteJobItem, { jobId, itemId, unitTitle }),
    [engine],
  );
  const assignRoute = useCallback(
    (routeId: number, technicianId: number, technicianName: string) =>
      engine.enqueue(assignRouteTechnician, { routeId, technicianId, technicianName }),
    [engine],
  );
  return {
    addPhoto,
    finishRoute: finish,
    accept,
    reject,
    finishJob: finishOrderJob,
    setTaskProcess,
    attachFile,
    finishPrint,
    assign,
    removeUnit,
    edit,
    remove,
    comment,
    addUnits,
    deleteItem,
    assignRoute,
  };
}

/** The mirrored print work orders, newest first; undefined while loading. */
export function usePrintOrders(): PrintWorkOrderRow[] | undefined {
  return useLiveRows(async (db) => (await db.printWorkOrders.toArray()).toSorted((a, b) => b.id - a.id), []);
}

/** One print work order and its files waiting in the outbox per unit; null when not on this device. */
export function usePrintOrder(
  id: number,
): { order: PrintWorkOrderRow; pendingFiles: Map<number, string[]> } | null | undefined {
  return useLiveRows(
    async (db) => {
      const order = await db.printWorkOrders.get(id);
      if (!order) return null;
      const pendingFiles = new Map<number, string[]>();
      const waiting = await db.outbox
        .where('status')
        .equals('pending')
        .filter((e) => e.name === 'printWorkOrder.attachFile')
        .toArray();
      for (const e of waiting) {
        const args = e.args as { orderId: number; unitId: number; fileName: string };
        if (args.orderId === id)
          pendingFiles.set(args.unitId, [...(pendingFiles.get(args.unitId) ?? []), args.fileName]);
      }
      return { order, pendingFiles };
    },
    [id],
  );
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

/** Technicians the device knows (from mirrored jobs and routes), by name. */
export function useKnownTechnicians(): { id: number; name: string }[] {
  return useLiveRows(
    async (db) => {
      const people = new Map<number, string>();
      for (const j of await db.orderJobs.toArray()) if (j.technician) people.set(j.technician.id, j.technician.name);
      for (const r of await db.routes.toArray()) if (r.technician) people.set(r.technician.id, r.technician.name);
      return [...people].map(([id, name]) => ({ id, name })).toSorted((a, b) => a.name.localeCompare(b.name));
    },
    [],
    [],
  );
}

/** Comments waiting on this device for a job. */
export function usePendingComments(jobId: number): string[] {
  return useLiveRows(
    async (db) =>
      (
        await db.outbox
          .where('status')
          .equals('pending')
          .filter((e) => e.name === 'orderJob.comment')
          .toArray()
      )
        .map((e) => e.args as { jobId: number; body: string })
        .filter((a) => a.jobId === jobId)
        .map((a) => a.body),
    [jobId],
    [],
  );
}

/**
 * The job's comments and timeline, read from the server (not mirrored), and
 * the comments waiting on this device. Read again when asked (`retry`) and
 * whenever the waiting comments change (one was just sent). The last answer is
 * kept on the device: offline, it shows with `storedAt` (when it was loaded).
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
  const read = useServerRead(
    () =>
      Promise.all([
        api.call(fieldWork.comments, { params: { id: jobId } }),
        api.call(fieldWork.events, { params: { id: jobId } }),
      ]),
    `${jobId}:${pending.length}`,
    { persist: `job-thread:${jobId}` },
  );
  const [comments, events] = read.state === 'ready' ? [read.value[0].data, read.value[1].data] : [[], []];
  return {
    state: read.state,
    comments,
    events,
    pending,
    retry: read.retry,
    storedAt: read.state === 'ready' ? read.storedAt : undefined,
  };
}
