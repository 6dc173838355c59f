/**
 * Named mutations of field work (product.md §2, §4 field operations): what a technician or operations
 * does to order jobs and routes, queued in the outbox so it works offline and
 * reaches the server once (src/sync). Optimistic changes are idempotent
 * "set" changes (the engine re-applies them over pulled rows while pending):
 * - `orderJob.uploadPhoto`: the item shows the photo at once as pending (its
 *   Blob is in the outbox) and counts as photographed; the server's answer
 *   (the whole job) replaces the job and its items;
 * - `route.finish`, `orderJob.accept`, `orderJob.reject`, `orderJob.finish`:
 *   the new status at once; the answer replaces the row.
 * A refusal (e.g. the job was reassigned meanwhile) rolls back by re-reading
 * the job or route, and the sync centre shows the server's message.
 *
 * Bundled into the service worker too: imports only the sync engine's
 * mutations module and the contract.
 */
import * as v from 'valibot';
import * as fieldWork from '#src/api/contract/field-work.ts';
import { orderJobs as orderJobList, type OrderJobSummary } from '#src/api/contract/catalog-lists.ts';
import * as printWork from '#src/api/contract/print-work-orders.ts';
import { isoTimestamp } from '#src/api/contract/common.ts';
import type { PautaDb } from '#src/sync/db.ts';
import { collectionByName } from '#src/sync/collections.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Writes a job as the server answered it: the job row and exactly its items (the pull's own writer). */
export function writeJob(tx: PautaDb, job: OrderJobSummary): Promise<void> {
  return collectionByName('orderJobs').write(tx, [job as unknown as Record<string, unknown>]);
}

/** Re-reads a job from the server into the mirror (rollback after a refusal). */
async function rereadJob(transport: Transport, db: PautaDb, jobId: number): Promise<void> {
  const page = await transport.call(orderJobList, { body: { id: jobId } }, { on401: 'throw' });
  const job = page.data[0];
  await db.transaction('rw', ['orderJobs', 'orderJobItems'], async () => {
    if (job) await writeJob(db, job);
    else await collectionByName('orderJobs').remove(db, [jobId]);
  });
}

export const uploadPhoto = defineMutation({
  name: 'orderJob.uploadPhoto',
  args: v.object({
    jobId: positive,
    itemId: positive,
    /** Key of the Blob given to enqueue. */
    photo: v.pipe(v.string(), v.nonEmpty()),
    takenAt: isoTimestamp,
    lat: v.nullable(v.number()),
    lng: v.nullable(v.number()),
    accuracy: v.nullable(v.number()),
    /** Unit title, for the sync centre. */
    unitTitle: v.string(),
  }),
  tables: ['orderJobItems', 'orderJobs', 'routes'],
  async optimistic(tx, args, ctx) {
    const item = await tx.orderJobItems.get(args.itemId);
    if (!item) return;
    const pending = (item.pending_photos ?? []).filter((p) => p.entry_id !== ctx.id);
    pending.push({
      entry_id: ctx.id,
      blob_id: ctx.blobIds[args.photo] ?? `${ctx.id}/${args.photo}`,
      taken_at: args.takenAt,
      lat: args.lat,
      lng: args.lng,
      accuracy: args.accuracy,
    });
    await tx.orderJobItems.update(args.itemId, { pending_photos: pending, status: 'finished' });
    const job = await tx.orderJobs.get(args.jobId);
    if (job?.status === 'accepted') await tx.orderJobs.update(args.jobId, { status: 'in_progress' });
  },
  request: (args, blobs) => ({
    endpoint: fieldWork.uploadPhoto,
    input: {
      params: { id: args.jobId, itemId: args.itemId },
      body: {
        photo: blobs[args.photo]!,
        taken_at: args.takenAt,
        ...(args.lat !== null && args.lng !== null ? { lat: args.lat, lng: args.lng } : {}),
        ...(args.accuracy !== null ? { accuracy: args.accuracy } : {}),
      },
    },
  }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({ es: `Foto de ${args.unitTitle}`, en: `Photo of ${args.unitTitle}` }),
});

async function rereadRoute(transport: Transport, db: PautaDb, routeId: number): Promise<void> {
  const answer = await transport.call(fieldWork.showRoute, { params: { id: routeId } }, { on401: 'throw' });
  await db.routes.put(answer.data);
}

export const finishRoute = defineMutation({
  name: 'route.finish',
  args: v.object({ routeId: positive, finishedAt: isoTimestamp }),
  tables: ['routes'],
  async optimistic(tx, args) {
    await tx.routes.update(args.routeId, { status: 'finished', finished_at: args.finishedAt });
  },
  request: (args) => ({
    endpoint: fieldWork.finishRoute,
    input: { params: { id: args.routeId }, body: { finished_at: args.finishedAt } },
  }),
  async fold(tx, answer) {
    await tx.routes.put(answer.data);
  },
  reread: (transport, db, args) => rereadRoute(transport, db, args.routeId),
  describe: (args) => ({ es: `Finalizar la ruta ${args.routeId}`, en: `Finish route ${args.routeId}` }),
});

const jobArgs = v.object({ jobId: positive });

export const acceptJob = defineMutation({
  name: 'orderJob.accept',
  args: jobArgs,
  tables: ['orderJobs', 'orderJobItems'],
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { status: 'accepted' });
  },
  request: (args) => ({ endpoint: fieldWork.accept, input: { params: { id: args.jobId } } }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({ es: `Aceptar la orden de trabajo ${args.jobId}`, en: `Accept order job ${args.jobId}` }),
});

export const rejectJob = defineMutation({
  name: 'orderJob.reject',
  args: v.object({ jobId: positive, reason: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(500)) }),
  tables: ['orderJobs', 'orderJobItems'],
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { status: 'rejected', reject_reason: args.reason });
  },
  request: (args) => ({
    endpoint: fieldWork.reject,
    input: { params: { id: args.jobId }, body: { reason: args.reason } },
  }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({ es: `Rechazar la orden de trabajo ${args.jobId}`, en: `Reject order job ${args.jobId}` }),
});

export const finishJob = defineMutation({
  name: 'orderJob.finish',
  args: v.object({ jobId: positive, finishedAt: isoTimestamp }),
  tables: ['orderJobs', 'orderJobItems'],
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { status: 'finished', finished_at: args.finishedAt });
  },
  request: (args) => ({
    endpoint: fieldWork.finish,
    input: { params: { id: args.jobId }, body: { finished_at: args.finishedAt } },
  }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({ es: `Finalizar la orden de trabajo ${args.jobId}`, en: `Finish order job ${args.jobId}` }),
});

async function rereadPrintOrder(transport: Transport, db: PautaDb, orderId: number): Promise<void> {
  const answer = await transport.call(printWork.show, { params: { id: orderId } }, { on401: 'throw' });
  await db.printWorkOrders.put(answer.data);
}

export const updatePrintTask = defineMutation({
  name: 'printWorkOrder.updateTask',
  args: v.object({
    orderId: positive,
    unitId: positive,
    process: v.picklist(printWork.TASK_PROCESSES),
    unitTitle: v.string(),
  }),
  tables: ['printWorkOrders'],
  async optimistic(tx, args) {
    const order = await tx.printWorkOrders.get(args.orderId);
    if (!order) return;
    await tx.printWorkOrders.put({
      ...order,
      status: order.status === 'pending' ? 'in_progress' : order.status,
      tasks: order.tasks.map((t) => (t.unit_id === args.unitId ? { ...t, process: args.process } : t)),
    });
  },
  request: (args) => ({
    endpoint: printWork.updateTaskProcess,
    input: { params: { id: args.orderId, unitId: args.unitId }, body: { process: args.process } },
  }),
  async fold(tx, answer) {
    await tx.printWorkOrders.put(answer.data);
  },
  reread: (transport, db, args) => rereadPrintOrder(transport, db, args.orderId),
  describe: (args) => ({
    es: `Impresión de ${args.unitTitle}: ${args.process}`,
    en: `Print of ${args.unitTitle}: ${args.process}`,
  }),
});

export const attachPrintFile = defineMutation({
  name: 'printWorkOrder.attachFile',
  args: v.object({
    orderId: positive,
    unitId: positive,
    file: v.pipe(v.string(), v.nonEmpty()),
    fileName: v.string(),
    unitTitle: v.string(),
  }),
  tables: ['printWorkOrders'],
  optimistic: async () => {},
  request: (args, blobs) => ({
    endpoint: printWork.attachFile,
    input: { params: { id: args.orderId, unitId: args.unitId }, body: { file: blobs[args.file]! } },
  }),
  async fold(tx, answer) {
    await tx.printWorkOrders.put(answer.data);
  },
  describe: (args) => ({
    es: `Adjuntar ${args.fileName} a ${args.unitTitle}`,
    en: `Attach ${args.fileName} to ${args.unitTitle}`,
  }),
});

export const finishPrintOrder = defineMutation({
  name: 'printWorkOrder.finish',
  args: v.object({ orderId: positive, finishedAt: isoTimestamp }),
  tables: ['printWorkOrders'],
  async optimistic(tx, args) {
    await tx.printWorkOrders.update(args.orderId, { status: 'finished', finished_at: args.finishedAt });
  },
  request: (args) => ({
    endpoint: printWork.finish,
    input: { params: { id: args.orderId }, body: { finished_at: args.finishedAt } },
  }),
  async fold(tx, answer) {
    await tx.printWorkOrders.put(answer.data);
  },
  reread: (transport, db, args) => rereadPrintOrder(transport, db, args.orderId),
  describe: (args) => ({
    es: `Finalizar la orden de impresión ${args.orderId}`,
    en: `Finish print work order ${args.orderId}`,
  }),
});

export const printWorkMutations = [updatePrintTask, attachPrintFile, finishPrintOrder];

export const assignJobTechnician = defineMutation({
  name: 'orderJob.assignTechnician',
  args: v.object({ jobId: positive, technicianId: positive, technicianName: v.string() }),
  tables: ['orderJobs', 'orderJobItems'],
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { technician: { id: args.technicianId, name: args.technicianName } });
  },
  request: (args) => ({
    endpoint: fieldWork.assignTechnician,
    input: { params: { id: args.jobId }, body: { technician_id: args.technicianId } },
  }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({
    es: `Asignar la orden ${args.jobId} a ${args.technicianName}`,
    en: `Assign order job ${args.jobId} to ${args.technicianName}`,
  }),
});

export const removeJobUnit = defineMutation({
  name: 'orderJob.removeUnit',
  args: v.object({ jobId: positive, unitId: positive, unitTitle: v.string() }),
  tables: ['orderJobs', 'orderJobItems'],
  async optimistic(tx, args) {
    const gone = await tx.orderJobItems
      .where('order_job_id')
      .equals(args.jobId)
      .filter((i) => i.unit_id === args.unitId)
      .primaryKeys();
    if (gone.length) await tx.orderJobItems.bulkDelete(gone);
  },
  request: (args) => ({
    endpoint: fieldWork.removeUnits,
    input: { params: { id: args.jobId }, body: { unit_ids: [args.unitId] } },
  }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({
    es: `Quitar ${args.unitTitle} de la orden ${args.jobId}`,
    en: `Remove ${args.unitTitle} from order job ${args.jobId}`,
  }),
});

export const updateJob = defineMutation({
  name: 'orderJob.update',
  args: v.object({
    jobId: positive,
    scheduledDate: v.pipe(v.string(), v.isoDate()),
    description: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)),
  }),
  tables: ['orderJobs', 'orderJobItems'],
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { scheduled_date: args.scheduledDate, description: args.description });
  },
  request: (args) => ({
    endpoint: fieldWork.update,
    input: { params: { id: args.jobId }, body: { scheduled_date: args.scheduledDate, description: args.description } },
  }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({ es: `Editar la orden de trabajo ${args.jobId}`, en: `Edit order job ${args.jobId}` }),
});

export const deleteJob = defineMutation({
  name: 'orderJob.delete',
  args: v.object({ jobId: positive }),
  tables: ['orderJobs', 'orderJobItems', 'routes'],
  async optimistic(tx, args) {
    await collectionByName('orderJobs').remove(tx, [args.jobId]);
    await tx.routes.where('order_job_id').equals(args.jobId).delete();
  },
  request: (args) => ({ endpoint: fieldWork.remove, input: { params: { id: args.jobId } } }),
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({ es: `Eliminar la orden de trabajo ${args.jobId}`, en: `Delete order job ${args.jobId}` }),
});

/** A comment queued on the device; the thread is read from the server (comments are not mirrored). */
export const addJobComment = defineMutation({
  name: 'orderJob.comment',
  args: v.object({ jobId: positive, body: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)) }),
  tables: [],
  optimistic: async () => {},
  request: (args) => ({
    endpoint: fieldWork.addComment,
    input: { params: { id: args.jobId }, body: { body: args.body } },
  }),
  describe: (args) => ({ es: `Comentario en la orden ${args.jobId}`, en: `Comment on order job ${args.jobId}` }),
});

export const jobAdminMutations = [assignJobTechnician, removeJobUnit, updateJob, deleteJob, addJobComment];

export const addJobUnits = defineMutation({
  name: 'orderJob.addUnits',
  args: v.object({ jobId: positive, unitIds: v.pipe(v.array(positive), v.minLength(1), v.maxLength(500)) }),
  tables: ['orderJobs', 'orderJobItems'],
  optimistic: async () => {},
  request: (args) => ({
    endpoint: fieldWork.addUnits,
    input: { params: { id: args.jobId }, body: { unit_ids: args.unitIds } },
  }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({
    es: `Agregar ${args.unitIds.length} unidad(es) a la orden ${args.jobId}`,
    en: `Add ${args.unitIds.length} unit(s) to order job ${args.jobId}`,
  }),
});

export const deleteJobItem = defineMutation({
  name: 'orderJob.deleteItem',
  args: v.object({ jobId: positive, itemId: positive, unitTitle: v.string() }),
  tables: ['orderJobs', 'orderJobItems'],
  async optimistic(tx, args) {
    await tx.orderJobItems.delete(args.itemId);
  },
  request: (args) => ({ endpoint: fieldWork.deleteItem, input: { params: { id: args.jobId, itemId: args.itemId } } }),
  async fold(tx, answer) {
    await writeJob(tx, answer.data);
  },
  reread: (transport, db, args) => rereadJob(transport, db, args.jobId),
  describe: (args) => ({
    es: `Eliminar ${args.unitTitle} de la orden ${args.jobId}`,
    en: `Delete ${args.unitTitle} from order job ${args.jobId}`,
  }),
});

export const assignRouteTechnician = defineMutation({
  name: 'route.assignTechnician',
  args: v.object({ routeId: positive, technicianId: positive, technicianName: v.string() }),
  tables: ['routes'],
  async optimistic(tx, args) {
    await tx.routes.update(args.routeId, { technician: { id: args.technicianId, name: args.technicianName } });
  },
  request: (args) => ({
    endpoint: fieldWork.assignRouteTechnician,
    input: { params: { id: args.routeId }, body: { technician_id: args.technicianId } },
  }),
  async fold(tx, answer) {
    await tx.routes.put(answer.data);
  },
  reread: (transport, db, args) => rereadRoute(transport, db, args.routeId),
  describe: (args) => ({
    es: `Asignar la ruta ${args.routeId} a ${args.technicianName}`,
    en: `Assign route ${args.routeId} to ${args.technicianName}`,
  }),
});

export const moreJobMutations = [addJobUnits, deleteJobItem, assignRouteTechnician];

export const fieldWorkMutations = [
  uploadPhoto,
  finishRoute,
  acceptJob,
  rejectJob,
  finishJob,
  ...printWorkMutations,
  ...jobAdminMutations,
  ...moreJobMutations,
];
