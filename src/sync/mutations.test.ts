/**
 * Entering the outbox: arguments refused before anything is stored, a full
 * disk leaves nothing half-written, and Blob arguments survive a restart and
 * go out as multipart.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

// Node's Blob survives structuredClone (fake-indexeddb); happy-dom's does not. Must run before the contract captures Blob.
await vi.hoisted(async () => (await import('./testing/node-blobs.ts')).installNodeBlobs());

import * as v from 'valibot';
import type { SyncEngine } from './engine.ts';
import { MutationArgsError, StorageFullError, UnknownMutationError, isStorageFull } from './errors.ts';
import { defineMutation, enqueue } from './mutations.ts';
import { createFakeApi, offline } from './testing/fake-api.ts';
import { fakeClock, itemRow, nextAccountId, routeRow, serveRoutes, testEngine } from './testing/fixtures.ts';
import { finishRoute, finishRouteEndpoint, uploadPhotoEndpoint } from './testing/sample-mutations.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

function setup(accountId = nextAccountId(), api = createFakeApi()) {
  const clock = fakeClock();
  const server = serveRoutes(api, clock, [routeRow(1)]);
  const { engine } = testEngine({ accountId, api, clock });
  engines.push(engine);
  return { accountId, api, clock, server, engine, db: engine.db };
}

describe('enqueue', () => {
  it('refuses arguments that fail the schema before anything is stored', async () => {
    const { api, engine, db } = setup();
    await db.routes.put(routeRow(1));
    const error = await engine
      .enqueue('route.finish', { routeId: -1, finishedAt: 'yesterday' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MutationArgsError);
    expect((error as MutationArgsError).mutation).toBe('route.finish');
    expect(Object.keys(v.flatten((error as MutationArgsError).issues).nested ?? {}).toSorted()).toEqual([
      'finishedAt',
      'routeId',
    ]);
    await expect(
      engine.enqueue(
        'route.finish',
        { routeId: 1, finishedAt: '2026-11-20T11:00:00.000Z' },
        { blobs: { photo: 'not a blob' as unknown as Blob } },
      ),
    ).rejects.toBeInstanceOf(MutationArgsError);
    await expect(engine.enqueue('route.explode', {})).rejects.toBeInstanceOf(UnknownMutationError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
    expect(await db.routes.get(1)).toMatchObject({ status: 'pending' });
    expect(api.calls).toHaveLength(0);
  });

  it('turns a full disk into StorageFullError with nothing half-written', async () => {
    const { db } = setup();
    await db.routes.put(routeRow(1));
    const greedy = defineMutation({
      ...finishRoute,
      name: 'route.greedy',
      async optimistic(tx, args) {
        await tx.routes.update(args.routeId, { status: 'finished' });
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    const photo = new Blob(['x'.repeat(1000)], { type: 'image/jpeg' });
    const error = await enqueue(
      db,
      greedy,
      { routeId: 1, finishedAt: '2026-11-20T11:00:00.000Z' },
      { blobs: { photo } },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
    expect(await db.routes.get(1)).toMatchObject({ status: 'pending' });
  });

  it('recognises full-disk errors and nothing else', () => {
    expect(isStorageFull(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(
      isStorageFull({ name: 'DatabaseClosedError', message: 'UnknownError', inner: { name: 'UnknownError' } }),
    ).toBe(true);
    expect(isStorageFull({ name: 'DatabaseClosedError', message: 'Database has been closed' })).toBe(false);
    expect(isStorageFull(new Error('boom'))).toBe(false);
  });

  it('keeps a Blob argument across a restart and sends it as multipart', async () => {
    const accountId = nextAccountId();
    const api = createFakeApi();
    const first = setup(accountId, api);
    await first.db.orderJobItems.put(itemRow(11, 1));
    api.script('test.orderJobItems.photo', offline());
    const received: { photo: unknown; note: unknown }[] = [];
    api.on('test.orderJobItems.photo', ({ body }) => {
      received.push({ photo: body?.photo, note: body?.note });
      return { message: 'Photo saved.' };
    });
    const photo = new File(['jpeg-bytes-here'], 'pole-11.jpg', { type: 'image/jpeg' });
    const entry = await first.engine.enqueue(
      'orderJob.uploadPhoto',
      { itemId: 11, photo: 'photo', note: 'north side' },
      { blobs: { photo } },
    );
    await first.engine.drain();
    expect(received).toHaveLength(0);
    expect(entry.blobIds).toEqual([`${entry.id}/photo`]);
    expect(await first.db.blobs.get(`${entry.id}/photo`)).toMatchObject({
      name: 'pole-11.jpg',
      type: 'image/jpeg',
      size: 15,
    });
    expect(await first.db.orderJobItems.get(11)).toMatchObject({ status: 'photo_pending' });
    first.engine.stop();
    first.db.close();

    const second = setup(accountId, api);
    second.clock.advance(60_000);
    expect(await second.engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(uploadPhotoEndpoint.bodyKind).toBe('multipart');
    expect(received).toHaveLength(1);
    const sent = received[0]!.photo as File;
    expect(sent).toBeInstanceOf(Blob);
    expect(sent.name).toBe('pole-11.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(await sent.text()).toBe('jpeg-bytes-here');
    expect(received[0]!.note).toBe('north side');
    expect(await second.db.blobs.count()).toBe(0);
    expect(await second.db.outbox.count()).toBe(0);
    expect(finishRouteEndpoint.bodyKind).toBe('json');
  });
});
