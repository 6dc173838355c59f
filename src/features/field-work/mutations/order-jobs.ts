/**
 * Order-job mutations (product.md §2, §4 field operations; api-catalogue.md "Order jobs"): what a
 * technician or operations does to an order job, queued in the outbox so it works offline and reaches
 * the server once (src/sync). Each is named after its endpoint (`orderJobs.accept`…); the names earlier
 * versions stored (`orderJob.accept`…) are its `formerNames`.
 *
 * Optimistic changes are idempotent "set" changes (the engine re-applies them over pulled rows while
 * pending). Every answer is the whole job as the mirror carries it, so `fold` replaces the job and
 * exactly its items; a refusal (e.g. the job was reassigned meanwhile) rolls back by re-reading the job,
 * and the sync centre shows the server's message.
 * - `uploadPhoto`: the item shows the photo at once as pending (its Blob is in the outbox) and counts as
 *   photographed; an accepted job turns in progress;
 * - `accept`, `reject`, `finish`, `update`, `assignTechnician`: the new fields at once;
 * - `removeUnits`, `deleteItem`, `remove`: the rows leave at once; `addUnits` waits for the answer;
 * - `addComment`: nothing mirrored (the thread is read from the server and read again once it lands).
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import * as v from 'valibot';
import * as fieldWork from '#src/api/contract/field-work.ts';
import { orderJobs as orderJobList, type OrderJobSummary } from '#src/api/contract/catalogue-lists.ts';
import { isoTimestamp } from '#src/api/contract/common.ts';
import type { PautaDb } from '#src/sync/db.ts';
import { collectionByName } from '#src/sync/collections.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';

export const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const jobTables = ['orderJobs', 'orderJobItems'] as const;

/** Writes a job as the server answered it: the job row and exactly its items (the pull's own writer). */
export function writeJob(tx: PautaDb, job: OrderJobSummary): Promise<void> {
  return collectionByName('orderJobs').write(tx, [job as unknown as Record<string, unknown>]);
}

/** `fold` of every job action: the answer is the whole job. */
async function foldJob(tx: PautaDb, answer: { data: OrderJobSummary }): Promise<void> {
  await writeJob(tx, answer.data);
}

/** Re-reads a job from the server into the mirror (rollback after a refusal); gone from the server → gone here. */
async function rereadJob(transport: Transport, db: PautaDb, args: { jobId: number }): Promise<void> {
  const page = await transport.call(orderJobList, { body: { id: args.jobId } }, { on401: 'throw' });
  const job = page.data[0];
  await db.transaction('rw', ['orderJobs', 'orderJobItems'], async () => {
    if (job) await writeJob(db, job);
    else await collectionByName('orderJobs').remove(db, [args.jobId]);
  });
}

export const uploadPhoto = defineMutation({
  endpoint: fieldWork.uploadPhoto,
  formerNames: ['orderJob.uploadPhoto'],
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
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({ es: `Foto de ${args.unitTitle}`, en: `Photo of ${args.unitTitle}` }),
});

export const accept = defineMutation({
  endpoint: fieldWork.accept,
  formerNames: ['orderJob.accept'],
  args: v.object({ jobId: positive }),
  tables: jobTables,
  invalidates: [fieldWork.events],
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { status: 'accepted' });
  },
  request: (args) => ({ endpoint: fieldWork.accept, input: { params: { id: args.jobId } } }),
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({ es: `Aceptar la orden de trabajo ${args.jobId}`, en: `Accept order job ${args.jobId}` }),
});

export const reject = defineMutation({
  endpoint: fieldWork.reject,
  formerNames: ['orderJob.reject'],
  args: v.object({ jobId: positive, reason: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(500)) }),
  tables: jobTables,
  invalidates: [fieldWork.events],
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { status: 'rejected', reject_reason: args.reason });
  },
  request: (args) => ({
    endpoint: fieldWork.reject,
    input: { params: { id: args.jobId }, body: { reason: args.reason } },
  }),
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({ es: `Rechazar la orden de trabajo ${args.jobId}`, en: `Reject order job ${args.jobId}` }),
});

export const finish = defineMutation({
  endpoint: fieldWork.finish,
  formerNames: ['orderJob.finish'],
  args: v.object({ jobId: positive, finishedAt: isoTimestamp }),
  tables: jobTables,
  invalidates: [fieldWork.events],
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { status: 'finished', finished_at: args.finishedAt });
  },
  request: (args) => ({
    endpoint: fieldWork.finish,
    input: { params: { id: args.jobId }, body: { finished_at: args.finishedAt } },
  }),
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({ es: `Finalizar la orden de trabajo ${args.jobId}`, en: `Finish order job ${args.jobId}` }),
});

export const assignTechnician = defineMutation({
  endpoint: fieldWork.assignTechnician,
  formerNames: ['orderJob.assignTechnician'],
  args: v.object({ jobId: positive, technicianId: positive, technicianName: v.string() }),
  tables: jobTables,
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { technician: { id: args.technicianId, name: args.technicianName } });
  },
  request: (args) => ({
    endpoint: fieldWork.assignTechnician,
    input: { params: { id: args.jobId }, body: { technician_id: args.technicianId } },
  }),
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({
    es: `Asignar la orden ${args.jobId} a ${args.technicianName}`,
    en: `Assign order job ${args.jobId} to ${args.technicianName}`,
  }),
});

/** Takes one unit off the job (the endpoint takes a list; the screen removes one at a time). */
export const removeUnits = defineMutation({
  endpoint: fieldWork.removeUnits,
  formerNames: ['orderJob.removeUnit'],
  args: v.object({ jobId: positive, unitId: positive, unitTitle: v.string() }),
  tables: jobTables,
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
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({
    es: `Quitar ${args.unitTitle} de la orden ${args.jobId}`,
    en: `Remove ${args.unitTitle} from order job ${args.jobId}`,
  }),
});

export const update = defineMutation({
  endpoint: fieldWork.update,
  formerNames: ['orderJob.update'],
  args: v.object({
    jobId: positive,
    scheduledDate: v.pipe(v.string(), v.isoDate()),
    description: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)),
  }),
  tables: jobTables,
  async optimistic(tx, args) {
    await tx.orderJobs.update(args.jobId, { scheduled_date: args.scheduledDate, description: args.description });
  },
  request: (args) => ({
    endpoint: fieldWork.update,
    input: { params: { id: args.jobId }, body: { scheduled_date: args.scheduledDate, description: args.description } },
  }),
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({ es: `Editar la orden de trabajo ${args.jobId}`, en: `Edit order job ${args.jobId}` }),
});

export const remove = defineMutation({
  endpoint: fieldWork.remove,
  formerNames: ['orderJob.delete'],
  args: v.object({ jobId: positive }),
  tables: [...jobTables, 'routes'],
  async optimistic(tx, args) {
    await collectionByName('orderJobs').remove(tx, [args.jobId]);
    await tx.routes.where('order_job_id').equals(args.jobId).delete();
  },
  request: (args) => ({ endpoint: fieldWork.remove, input: { params: { id: args.jobId } } }),
  reread: rereadJob,
  describe: (args) => ({ es: `Eliminar la orden de trabajo ${args.jobId}`, en: `Delete order job ${args.jobId}` }),
});

/** A comment queued on the device; the thread is read from the server (comments are not mirrored). */
export const addComment = defineMutation({
  endpoint: fieldWork.addComment,
  formerNames: ['orderJob.comment'],
  args: v.object({ jobId: positive, body: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)) }),
  tables: [],
  invalidates: [fieldWork.comments, fieldWork.events],
  optimistic: async () => {},
  request: (args) => ({
    endpoint: fieldWork.addComment,
    input: { params: { id: args.jobId }, body: { body: args.body } },
  }),
  describe: (args) => ({ es: `Comentario en la orden ${args.jobId}`, en: `Comment on order job ${args.jobId}` }),
});

export const addUnits = defineMutation({
  endpoint: fieldWork.addUnits,
  formerNames: ['orderJob.addUnits'],
  args: v.object({ jobId: positive, unitIds: v.pipe(v.array(positive), v.minLength(1), v.maxLength(500)) }),
  tables: jobTables,
  optimistic: async () => {},
  request: (args) => ({
    endpoint: fieldWork.addUnits,
    input: { params: { id: args.jobId }, body: { unit_ids: args.unitIds } },
  }),
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({
    es: `Agregar ${args.unitIds.length} ${args.unitIds.length === 1 ? 'unidad' : 'unidades'} a la orden ${args.jobId}`,
    en: `Add ${args.unitIds.length} ${args.unitIds.length === 1 ? 'unit' : 'units'} to order job ${args.jobId}`,
  }),
});

export const deleteItem = defineMutation({
  endpoint: fieldWork.deleteItem,
  formerNames: ['orderJob.deleteItem'],
  args: v.object({ jobId: positive, itemId: positive, unitTitle: v.string() }),
  tables: jobTables,
  async optimistic(tx, args) {
    await tx.orderJobItems.delete(args.itemId);
  },
  request: (args) => ({ endpoint: fieldWork.deleteItem, input: { params: { id: args.jobId, itemId: args.itemId } } }),
  fold: foldJob,
  reread: rereadJob,
  describe: (args) => ({
    es: `Eliminar ${args.unitTitle} de la orden ${args.jobId}`,
    en: `Delete ${args.unitTitle} from order job ${args.jobId}`,
  }),
});
