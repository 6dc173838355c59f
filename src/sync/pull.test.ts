/** Pulling mirrored collections: pages, deltas with tombstones, full refresh, single flight, progress. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaType } from '../api/contract/lookups.ts';
import { collectionByName, collectionsFor } from './collections.ts';
import { openAccountDb, type PautaDb } from './db.ts';
import { createRebaser, createRegistry, enqueue } from './mutations.ts';
import { countAck } from './fresh-writes.ts';
import { dueCollections, LOOKUP_REFRESH_MS, pullCollection, type PullContext } from './pull.ts';
import { createFakeApi, offline, serverTable, syncListHandler, type FakeApi } from './testing/fake-api.ts';
import { createFakeLocks } from './testing/fake-locks.ts';
import { fakeClock, itemRow, nextAccountId, orderJobRow, routeRow } from './testing/fixtures.ts';
import { finishRoute, sampleMutations } from './testing/sample-mutations.ts';

const dbs: PautaDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

function setup(extra: Partial<PullContext> = {}) {
  const accountId = nextAccountId();
  const db = openAccountDb(accountId);
  dbs.push(db);
  const api = createFakeApi();
  const clock = fakeClock();
  const ctx: PullContext = { db, transport: api.transport, accountId, locks: null, now: clock.now, ...extra };
  return { db, api, clock, ctx };
}

const listCalls = (api: FakeApi, name: string) =>
  api.callsTo(name).map((c) => ({ ...(c.input.query ?? c.input.body) }));

const city = (id: number) => ({ id, state_id: 1, country_id: 1, name: `City ${id}`, lat: 0, lng: 0 });
const names = (permissions: string[]) => collectionsFor(permissions).map((c) => c.name);

function mediaType(id: number): MediaType {
  return { id, key: `type-${id}`, name: `Type ${id}`, category: 'media-print', purchase_periods: [7], rules: [] };
}

describe('pullCollection', () => {
  it('writes every page with one bulkPut each and records progress, then the cursor', async () => {
    const { db, api, clock, ctx } = setup();
    const table = serverTable(Array.from({ length: 1200 }, (_, i) => routeRow(i + 1)));
    api.on(
      'routes.list',
      syncListHandler(table, () => '2026-11-20T12:00:00.000Z'),
    );
    let release!: () => void;
    api.script(
      'routes.list',
      { gate: Promise.resolve() },
      {
        gate: new Promise<void>((r) => {
          release = r;
        }),
      },
    );
    const bulkPut = vi.spyOn(
      Object.getPrototypeOf(db.routes) as { bulkPut: (...args: unknown[]) => unknown },
      'bulkPut',
    );
    clock.advance(5000);

    const running = pullCollection(ctx, collectionByName('routes'));
    await vi.waitFor(async () => expect((await db.syncState.get('routes'))?.rowsDone).toBe(500));
    expect(await db.syncState.get('routes')).toMatchObject({ rowsExpected: 1200, rowsDone: 500 });
    expect((await db.syncState.get('routes'))?.cursor).toBeUndefined();
    release();
    const result = await running;

    expect(result).toMatchObject({ status: 'done', mode: 'full', pages: 3, rows: 1200, deleted: 0 });
    expect(await db.routes.count()).toBe(1200);
    expect(bulkPut.mock.contexts.filter((target) => (target as { name: string }).name === 'routes')).toHaveLength(3);
    bulkPut.mockRestore();
    expect(listCalls(api, 'routes.list')).toEqual([
      { page: 1, per_page: 500 },
      { page: 2, per_page: 500 },
      { page: 3, per_page: 500 },
    ]);
    expect(await db.syncState.get('routes')).toMatchObject({
      cursor: '2026-11-20T12:00:00.000Z',
      lastPulledAt: clock.now(),
      rowsExpected: 1200,
      rowsDone: 1200,
    });
    expect(performance.getEntriesByName('pull:routes', 'measure').length).toBeGreaterThan(0);
  });

  it('asks for the next page before writing this one, and never past the last page', async () => {
    const { db, api, ctx } = setup();
    const table = serverTable(Array.from({ length: 1200 }, (_, i) => routeRow(i + 1)));
    api.on(
      'routes.list',
      syncListHandler(table, () => '2026-11-20T12:00:00.000Z'),
    );
    const asked: number[] = [];
    const proto = Object.getPrototypeOf(db.routes) as { bulkPut: (...args: unknown[]) => unknown };
    const original = proto.bulkPut;
    const bulkPut = vi.spyOn(proto, 'bulkPut').mockImplementation(function (this: unknown, ...args: unknown[]) {
      if ((this as { name: string }).name === 'routes') asked.push(api.callsTo('routes.list').length);
      return original.apply(this, args);
    });
    try {
      expect(await pullCollection(ctx, collectionByName('routes'))).toMatchObject({ status: 'done', rows: 1200 });
    } finally {
      bulkPut.mockRestore();
    }
    // when page 1 is written, page 2 has been asked for; when page 3 (the last) is written, nothing more
    expect(asked).toEqual([2, 3, 3]);
    expect(await db.routes.count()).toBe(1200);
  });

  it('reads a page again when an outbox entry was acknowledged while it was read (it may predate the entry)', async () => {
    const { db, api, ctx } = setup();
    const table = serverTable([routeRow(1), routeRow(2)]);
    const list = syncListHandler(table, () => '2026-11-20T12:00:00.000Z');
    let reads = 0;
    api.on('routes.list', async (input, call) => {
      const answer = await list(input, call);
      if (++reads === 1) {
        // the service worker acknowledges "finish route 2" while this page is on its way: the answer is stale
        table.rows.set(2, routeRow(2, { status: 'finished', updated_at: '2026-11-20T12:05:00.000Z' }));
        await db.transaction('rw', ['syncState'], () => countAck(db));
      }
      return answer;
    });
    const result = await pullCollection(ctx, collectionByName('routes'));
    expect(result).toMatchObject({ status: 'done', pages: 1, rows: 2 });
    expect(reads).toBe(2);
    expect((await db.routes.get(2))?.status).toBe('finished');
  });

  it('sends the cursor as updated_since and applies tombstones', async () => {
    const { db, api, ctx } = setup();
    const table = serverTable([routeRow(1), routeRow(2), routeRow(3)]);
    let serverTime = '2026-11-20T12:00:00.000Z';
    api.on(
      'routes.list',
      syncListHandler(table, () => serverTime),
    );
    await pullCollection(ctx, collectionByName('routes'));
    expect(await db.routes.count()).toBe(3);

    table.rows.set(2, routeRow(2, { status: 'in_progress', updated_at: '2026-11-20T12:10:00.000Z' }));
    table.rows.set(4, routeRow(4, { updated_at: '2026-11-20T12:11:00.000Z' }));
    table.rows.delete(3);
    table.deleted.push({ id: 3, at: '2026-11-20T12:12:00.000Z' });
    serverTime = '2026-11-20T12:30:00.000Z';
    const result = await pullCollection(ctx, collectionByName('routes'));

    expect(result).toMatchObject({ status: 'done', mode: 'delta', rows: 2, deleted: 1 });
    expect(listCalls(api, 'routes.list').at(-1)).toEqual({
      page: 1,
      per_page: 500,
      updated_since: '2026-11-20T12:00:00.000Z',
    });
    expect((await db.routes.toArray()).map((r) => [r.id, r.status])).toEqual([
      [1, 'pending'],
      [2, 'in_progress'],
      [4, 'pending'],
    ]);
    expect((await db.syncState.get('routes'))?.cursor).toBe('2026-11-20T12:30:00.000Z');
  });

  it('pulls in full again when the rows were stored in another language, then goes back to deltas', async () => {
    const { db, api, ctx } = setup({ locale: 'en' });
    const table = serverTable([routeRow(1), routeRow(2)]);
    api.on(
      'routes.list',
      syncListHandler(table, () => '2026-11-20T12:00:00.000Z'),
    );
    await pullCollection(ctx, collectionByName('routes'));
    expect(await db.syncState.get('routes')).toMatchObject({ locale: 'en', cursor: '2026-11-20T12:00:00.000Z' });

    const spanish = await pullCollection({ ...ctx, locale: 'es' }, collectionByName('routes'));
    expect(spanish.mode).toBe('full');
    expect(listCalls(api, 'routes.list').at(-1)).not.toHaveProperty('updated_since');
    expect((await db.syncState.get('routes'))?.locale).toBe('es');

    const again = await pullCollection({ ...ctx, locale: 'es' }, collectionByName('routes'));
    expect(again.mode).toBe('delta');
    expect(listCalls(api, 'routes.list').at(-1)).toHaveProperty('updated_since', '2026-11-20T12:00:00.000Z');
  });

  it('keeps the old cursor when a page fails, and records the error', async () => {
    const { db, api, ctx } = setup({ perPage: 2 });
    const table = serverTable([routeRow(1), routeRow(2), routeRow(3)]);
    api.on(
      'routes.list',
      syncListHandler(table, () => '2026-11-20T12:00:00.000Z'),
    );
    api.script('routes.list', { gate: Promise.resolve() }, offline());
    const result = await pullCollection(ctx, collectionByName('routes'));
    expect(result).toMatchObject({ status: 'error', pages: 1, rows: 2, error: { status: 0 } });
    const state = await db.syncState.get('routes');
    expect(state?.cursor).toBeUndefined();
    expect(state?.lastPulledAt).toBeUndefined();
    expect(state?.lastError).toMatchObject({ status: 0, message: 'Failed to fetch' });

    const again = await pullCollection(ctx, collectionByName('routes'));
    expect(again.status).toBe('done');
    expect(await db.syncState.get('routes')).toMatchObject({
      cursor: '2026-11-20T12:00:00.000Z',
      lastError: undefined,
    });
  });

  it('full refresh of a look-up deletes the rows the server no longer returns', async () => {
    const { db, api, ctx } = setup();
    await db.mediaTypes.bulkPut([mediaType(1), mediaType(2), mediaType(3)]);
    api.on('mediaTypes.list', () => ({ data: [mediaType(1), mediaType(3), mediaType(4)] }));
    const result = await pullCollection(ctx, collectionByName('mediaTypes'));
    expect(result).toMatchObject({ status: 'done', mode: 'full', rows: 3, deleted: 1 });
    expect(await db.mediaTypes.toCollection().primaryKeys()).toEqual([1, 3, 4]);
    expect((await db.syncState.get('mediaTypes'))?.cursor).toBeUndefined();
  });

  it('full refresh over pages (cities) prunes only after the last page', async () => {
    const { db, api, ctx } = setup({ perPage: 2 });
    await db.cities.bulkPut([city(1), city(9)]);
    const all = [city(1), city(2), city(3)];
    api.on('lookups.cities', ({ query }) => {
      const page = Number(query?.page);
      return {
        data: all.slice((page - 1) * 2, page * 2),
        meta: { current_page: page, last_page: 2, per_page: 2, total: 3 },
      };
    });
    const result = await pullCollection(ctx, collectionByName('cities'));
    expect(result).toMatchObject({ status: 'done', pages: 2, rows: 3, deleted: 1 });
    expect(await db.cities.toCollection().primaryKeys()).toEqual([1, 2, 3]);
  });

  it('does not prune when the total moves between pages, and starts over next time', async () => {
    const { db, api, ctx } = setup({ perPage: 2 });
    const table = serverTable([routeRow(1), routeRow(2), routeRow(3), routeRow(4)]);
    await db.routes.put(routeRow(99));
    const handler = syncListHandler(table, () => '2026-11-20T12:00:00.000Z');
    api.on('routes.list', (input, call) => {
      if (Number(input.query?.page) === 2) {
        table.rows.delete(1);
      }
      return handler(input, call);
    });
    const result = await pullCollection(ctx, collectionByName('routes'));
    expect(result.status).toBe('done');
    expect(await db.routes.get(99)).toBeDefined();
    expect((await db.syncState.get('routes'))?.cursor).toBeUndefined();
  });

  it('runs one pull per collection at a time (single flight) and skips when another tab holds the lock', async () => {
    const { db, api, ctx } = setup();
    const table = serverTable([routeRow(1)]);
    api.on(
      'routes.list',
      syncListHandler(table, () => '2026-11-20T12:00:00.000Z'),
    );
    const a = pullCollection(ctx, collectionByName('routes'));
    const b = pullCollection(ctx, collectionByName('routes'));
    expect(b).toBe(a);
    await Promise.all([a, b]);
    expect(api.callsTo('routes.list')).toHaveLength(1);
    expect(await db.routes.count()).toBe(1);

    const locks = createFakeLocks();
    let release!: () => void;
    const held = locks.request(
      `pauta:${ctx.accountId}:pull:routes`,
      {},
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const skipped = await pullCollection({ ...ctx, locks }, collectionByName('routes'));
    expect(skipped.status).toBe('skipped');
    expect(api.callsTo('routes.list')).toHaveLength(1);
    release();
    await held;
  });

  it('order jobs: POST body filter, items in their own table, removed items and tombstoned jobs deleted', async () => {
    const { db, api, ctx } = setup();
    const table = serverTable([orderJobRow(1, [itemRow(11, 1), itemRow(12, 1)]), orderJobRow(2, [itemRow(21, 2)])]);
    let serverTime = '2026-11-20T12:00:00.000Z';
    api.on(
      'orderJobs.list',
      syncListHandler(table, () => serverTime),
    );
    await pullCollection(ctx, collectionByName('orderJobs'));
    expect(api.callsTo('orderJobs.list')[0]?.input).toEqual({ body: { page: 1, per_page: 500 } });
    expect(await db.orderJobs.toCollection().primaryKeys()).toEqual([1, 2]);
    expect(await db.orderJobs.get(1)).not.toHaveProperty('items');
    expect(await db.orderJobItems.toCollection().primaryKeys()).toEqual([11, 12, 21]);

    table.rows.set(1, orderJobRow(1, [itemRow(11, 1, { status: 'done' })], { updated_at: '2026-11-20T12:10:00.000Z' }));
    table.rows.delete(2);
    table.deleted.push({ id: 2, at: '2026-11-20T12:11:00.000Z' });
    serverTime = '2026-11-20T12:30:00.000Z';
    await pullCollection(ctx, collectionByName('orderJobs'));
    expect(await db.orderJobs.toCollection().primaryKeys()).toEqual([1]);
    expect((await db.orderJobItems.toArray()).map((i) => [i.id, i.status])).toEqual([[11, 'done']]);
  });

  it('re-applies pending optimistic changes over pulled rows', async () => {
    const registry = createRegistry(sampleMutations);
    const { db, api, ctx } = setup({ rebase: createRebaser(registry) });
    await db.routes.put(routeRow(1));
    await enqueue(db, finishRoute, { routeId: 1, finishedAt: '2026-11-20T11:00:00.000Z' });
    const table = serverTable([routeRow(1, { status: 'in_progress' }), routeRow(2)]);
    api.on(
      'routes.list',
      syncListHandler(table, () => '2026-11-20T12:00:00.000Z'),
    );
    await pullCollection(ctx, collectionByName('routes'));
    expect(await db.routes.get(1)).toMatchObject({
      status: 'finished',
      finished_at: '2026-11-20T11:00:00.000Z',
      stops_count: 3,
    });
    expect(await db.routes.get(2)).toMatchObject({ status: 'pending' });
  });
});

describe('collectionsFor', () => {
  it('picks collections by permission; look-ups for everyone', () => {
    const lookups = ['mediaTypes', 'countries', 'states', 'settings', 'cities'];
    expect(names([])).toEqual(lookups);
    expect(names(['browse_routes', 'browse_order_jobs'])).toEqual(['routes', 'orderJobs', ...lookups]);
    expect(names(['units.*', 'campaigns.*', 'print_work_orders.work'])).toEqual([
      'printWorkOrders',
      'campaigns',
      'proposals',
      'units',
      ...lookups,
    ]);
    // a manager reads campaigns with campaigns.show alone; a narrower permission never opens a wider gate (SECURITY.md)
    expect(names(['campaigns.show'])).toEqual(['campaigns', 'proposals', ...lookups]);
    expect(names(['units.show', 'print_work_orders.index'])).toEqual(lookups);
    expect(names(['browse_bookings'])).toEqual(['bookings', ...lookups]);
    // operations reads contracts without campaigns: the contracts mode of the campaigns list (issue 17)
    expect(names(['browse_contracts', 'browse_order_jobs'])).toEqual(['orderJobs', 'contracts', ...lookups]);
    expect(names(['*'])).toEqual([
      'routes',
      'orderJobs',
      'printWorkOrders',
      'campaigns',
      'bookings',
      'proposals',
      'contracts',
      'customers',
      'units',
      ...lookups,
    ]);
    // a seller's customers (issue 19); a client holding workgroup.* alone mirrors none
    expect(names(['clientsAgency.*'])).toEqual(['customers', ...lookups]);
    expect(names(['workgroup.*'])).toEqual(lookups);
  });

  it('pulls look-ups every 6 hours, but the settings (the side-A percent) at every pull', async () => {
    const { db, clock } = setup();
    const all = collectionsFor([]);
    const due = async () => (await dueCollections(db, all, { manual: false, now: clock.now() })).map((c) => c.name);
    expect(await due()).toEqual(['mediaTypes', 'countries', 'states', 'settings', 'cities']);
    await db.syncState.bulkPut(all.map((c) => ({ collection: c.name, lastPulledAt: clock.now() })));
    clock.advance(60_000);
    expect(await due()).toEqual(['settings']);
    clock.advance(LOOKUP_REFRESH_MS);
    expect(await due()).toEqual(['mediaTypes', 'countries', 'states', 'settings', 'cities']);
  });

  it('pulls a collection with fullEveryMs in full again once that long has passed, pruning rows out of reach', async () => {
    const { db, api, clock, ctx } = setup();
    const table = serverTable([routeRow(1), routeRow(2)]);
    api.on(
      'routes.list',
      syncListHandler(table, () => '2026-11-20T12:00:00.000Z'),
    );
    const def = { ...collectionByName('routes'), fullEveryMs: 3600_000 };
    expect((await pullCollection(ctx, def)).mode).toBe('full');
    table.rows.delete(2); // gone from the caller's reach, with no tombstone
    clock.advance(60_000);
    expect((await pullCollection(ctx, def)).mode).toBe('delta');
    expect(await db.routes.count()).toBe(2);
    clock.advance(3600_000);
    expect(await pullCollection(ctx, def)).toMatchObject({ mode: 'full', deleted: 1 });
    expect(await db.routes.toCollection().primaryKeys()).toEqual([1]);
    expect((await db.syncState.get('routes'))?.lastFullAt).toBe(clock.now());
  });
});
