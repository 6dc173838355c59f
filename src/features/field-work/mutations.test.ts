/**
 * Field-work mutations through the real engine (fake transport, fake-indexeddb):
 * a photo shows at once as pending and counts for the stop, the server's
 * answer replaces the job; a refusal (job reassigned) rolls back by
 * re-reading and keeps the server's message; a finished route stays finished
 * over a pull while its entry waits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderJobSummary } from '#src/api/contract/catalogue-lists.ts';
import type { SyncEngine } from '#src/sync/index.ts';
import { createFakeApi, httpError, offline } from '#src/sync/testing/fake-api.ts';
import { fakeClock, itemRow, nextAccountId, orderJobRow, routeRow, testEngine } from '#src/sync/testing/fixtures.ts';
import { fieldWorkMutations, orderJobs, printWorkOrders, routes } from './mutations.ts';
import { photoCount } from './model/routes.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'p.jpg', { type: 'image/jpeg' });
const photoArgs = {
  jobId: 5,
  itemId: 51,
  photo: 'photo',
  takenAt: '2026-11-02T08:10:00.000Z',
  lat: 19.4,
  lng: -99.1,
  accuracy: 10,
  unitTitle: 'Valla Reforma',
};

function setup() {
  const api = createFakeApi();
  const clock = fakeClock();
  const { engine } = testEngine({ accountId: nextAccountId(), api, clock, mutations: fieldWorkMutations });
  engines.push(engine);
  return { api, engine, db: engine.db };
}

async function seedJob(engine: SyncEngine) {
  const job = orderJobRow(5, [itemRow(51, 5), itemRow(52, 5)], { status: 'accepted' });
  const { items, ...row } = job;
  await engine.db.orderJobs.put(row);
  await engine.db.orderJobItems.bulkPut(items);
  return job;
}

describe('field-work mutations', () => {
  it("a photo is pending at once, then replaced by the server's job", async () => {
    const { api, engine, db } = setup();
    const job = await seedJob(engine);
    api.script('orderJobs.uploadPhoto', offline());
    await engine.enqueue(orderJobs.uploadPhoto, photoArgs, { blobs: { photo: jpeg() } });
    await engine.drain(); // the attempt the enqueue started: no answer
    const item = (await db.orderJobItems.get(51))!;
    expect(item.pending_photos).toHaveLength(1);
    expect(item.pending_photos![0]).toMatchObject({
      taken_at: photoArgs.takenAt,
      lat: 19.4,
      blob_id: expect.stringMatching(/\/photo$/),
    });
    expect(photoCount(item)).toBe(1);
    expect((await db.orderJobs.get(5))!.status).toBe('in_progress');
    expect(await db.blobs.get(item.pending_photos![0]!.blob_id)).toBeTruthy();

    const served: OrderJobSummary = {
      ...job,
      status: 'in_progress',
      items: [
        itemRow(51, 5, {
          status: 'finished',
          photos: [
            {
              id: 9,
              url: '/api/files/get/90',
              thumb_url: '/api/files/get/91',
              width: 10,
              height: 10,
              taken_at: photoArgs.takenAt,
              lat: 19.4,
              lng: -99.1,
              accuracy: 10,
              created_at: '2026-11-02T09:00:00.000Z',
            },
          ],
        }),
        job.items[1]!,
      ],
    };
    api.on('orderJobs.uploadPhoto', (input) => {
      expect(input.body).toMatchObject({ taken_at: photoArgs.takenAt, lat: 19.4, lng: -99.1, accuracy: 10 });
      expect(input.body?.photo).toBeInstanceOf(Blob);
      return { data: served, message: 'ok' };
    });
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
    const after = (await db.orderJobItems.get(51))!;
    expect(after.pending_photos ?? []).toEqual([]);
    expect(after.photos).toHaveLength(1);
    expect(await db.blobs.count()).toBe(0);
  });

  it("a refused photo (the job was reassigned) rolls back and keeps the server's message", async () => {
    const { api, engine, db } = setup();
    const job = await seedJob(engine);
    api.on('orderJobs.list', () => ({
      data: [{ ...job, status: 'accepted', technician: { id: 8, name: 'Otra persona' } }],
      meta: { current_page: 1, last_page: 1, per_page: 500, total: 1, server_time: '2026-11-02T10:00:00.000Z' },
    }));
    api.script('orderJobs.uploadPhoto', httpError(403, 'This job is no longer assigned to you.'));
    await engine.enqueue(orderJobs.uploadPhoto, photoArgs, { blobs: { photo: jpeg() } });
    await engine.drain();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      status: 'failed',
      error: { status: 403, message: 'This job is no longer assigned to you.' },
    });
    const item = (await db.orderJobItems.get(51))!;
    expect(item.pending_photos ?? []).toEqual([]);
    expect((await db.orderJobs.get(5))!.technician?.id).toBe(8);
  });

  it('a finished route stays finished over a pull while it waits', async () => {
    const { api, engine, db } = setup();
    await db.routes.put(routeRow(3, { status: 'in_progress' }));
    api.script('routes.finish', offline());
    await engine.enqueue(routes.finish, { routeId: 3, finishedAt: '2026-11-02T17:00:00.000Z' });
    api.on('routes.list', () => ({
      data: [routeRow(3, { status: 'in_progress' })],
      meta: { current_page: 1, last_page: 1, per_page: 500, total: 1, server_time: '2026-11-02T10:00:00.000Z' },
    }));
    await engine.pullAll();
    expect((await db.routes.get(3))!).toMatchObject({ status: 'finished', finished_at: '2026-11-02T17:00:00.000Z' });
  });

  it('a print task moves at once, and a file attached offline goes out as multipart with the answer folded', async () => {
    const { api, engine, db } = setup();
    const order = {
      id: 4,
      campaign_id: null,
      provider_id: 1,
      status: 'pending',
      finished_at: null,
      tasks: [{ unit_id: 9, unit_title: 'Mupi 9', process: 'pending', file_ids: [] }],
      updated_at: '2026-11-02T10:00:00.000Z',
    };
    await db.printWorkOrders.put(order);
    api.script('printWorkOrders.updateTaskProcess', offline());
    await engine.enqueue(printWorkOrders.updateTaskProcess, {
      orderId: 4,
      unitId: 9,
      process: 'printing',
      unitTitle: 'Mupi 9',
    });
    expect((await db.printWorkOrders.get(4))!).toMatchObject({
      status: 'in_progress',
      tasks: [{ process: 'printing' }],
    });
    await engine.drain();
    api.on('printWorkOrders.updateTaskProcess', () => ({
      data: { ...order, status: 'in_progress', tasks: [{ ...order.tasks[0]!, process: 'printing' }] },
    }));
    api.on('printWorkOrders.attachFile', (input) => {
      expect(input.body?.file).toBeInstanceOf(Blob);
      return {
        data: { ...order, status: 'in_progress', tasks: [{ ...order.tasks[0]!, process: 'printing', file_ids: [55] }] },
      };
    });
    await engine.enqueue(
      printWorkOrders.attachFile,
      { orderId: 4, unitId: 9, file: 'file', fileName: 'prueba.pdf', unitTitle: 'Mupi 9' },
      { blobs: { file: new File(['%PDF'], 'prueba.pdf') } },
    );
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 2 });
    expect((await db.printWorkOrders.get(4))!.tasks[0]).toMatchObject({ process: 'printing', file_ids: [55] });
  });

  it('an entry queued under an earlier name (orderJob.accept) is still sent, as orderJobs.accept', async () => {
    const { api, engine, db } = setup();
    const job = await seedJob(engine);
    await db.orderJobs.update(5, { status: 'pending' });
    await db.outbox.add({
      id: 'queued-before-update',
      name: 'orderJob.accept',
      args: { jobId: 5 },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
      blobIds: [],
    });
    const { items: _items, ...row } = job;
    api.on('orderJobs.accept', (input) => {
      expect(input.params).toEqual({ id: 5 });
      return { data: { ...job, status: 'accepted' } };
    });
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
    expect((await db.orderJobs.get(5))!).toMatchObject({ ...row, status: 'accepted' });
  });
});
