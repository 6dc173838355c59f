/**
 * The outbox drains in order, once: order, restart, lost answers and
 * idempotent replay, backoff, Retry-After, 401 pause, 422 failure and
 * rollback, 409 (retried only while the same key runs), and one drainer
 * across tabs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PautaDb } from './db.ts';
import type { SyncEngine } from './engine.ts';
import { enqueue } from './mutations.ts';
import { acknowledgeAll } from './outbox-settle.ts';
import { createFakeApi, httpError, offline } from './testing/fake-api.ts';
import { createFakeLocks } from './testing/fake-locks.ts';
import { fakeClock, nextAccountId, routeRow, serveRoutes, testEngine } from './testing/fixtures.ts';
import { finishRoute } from './testing/sample-mutations.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

function setup(
  routes = [routeRow(1), routeRow(2), routeRow(3)],
  extra: { accountId?: string; locks?: ReturnType<typeof createFakeLocks> } = {},
) {
  const accountId = extra.accountId ?? nextAccountId();
  const api = createFakeApi();
  const clock = fakeClock();
  const server = serveRoutes(api, clock, routes);
  const { engine, scheduler } = testEngine({ accountId, api, clock, ...(extra.locks ? { locks: extra.locks } : {}) });
  engines.push(engine);
  return { accountId, api, clock, server, engine, scheduler, db: engine.db };
}

const finishArgs = (routeId: number) => ({ routeId, finishedAt: '2026-11-20T11:00:00.000Z' });
const sentRoutes = (api: ReturnType<typeof createFakeApi>) =>
  api.callsTo('test.routes.finish').map((c) => Number(c.input.params?.id));
const entries = (db: PautaDb) => db.outbox.orderBy('seq').toArray();

describe('outbox', () => {
  it('sends entries in creation order, and a waiting entry holds the later ones back', async () => {
    const { api, clock, engine, db } = setup();
    await db.routes.bulkPut([routeRow(1), routeRow(2), routeRow(3)]);
    api.script('test.routes.finish', offline());
    for (const id of [1, 2, 3]) await engine.enqueue('route.finish', finishArgs(id));
    await engine.drain();
    expect(sentRoutes(api)).toEqual([1]);
    expect((await entries(db)).map((e) => e.status)).toEqual(['pending', 'pending', 'pending']);
    expect(engine.status.getSnapshot().pendingCount).toBe(3);

    clock.advance(60_000);
    const result = await engine.drain();
    expect(result).toMatchObject({ outcome: 'drained', sent: 3 });
    expect(sentRoutes(api)).toEqual([1, 1, 2, 3]);
    expect(await db.outbox.count()).toBe(0);
    expect(engine.status.getSnapshot().pendingCount).toBe(0);
  });

  it('sends an entry written just before a crash after the restart, with its Idempotency-Key', async () => {
    const { accountId, api, clock, server, engine, db } = setup();
    await db.routes.put(routeRow(1));
    const entry = await enqueue(db, finishRoute, finishArgs(1), { now: clock.now() });
    db.close(); // the tab dies before any drain
    engine.stop();

    const { engine: restarted } = testEngine({ accountId, api, clock });
    engines.push(restarted);
    expect(await restarted.db.routes.get(1)).toMatchObject({ status: 'finished' });
    expect(await restarted.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(api.callsTo('test.routes.finish')[0]?.headers['Idempotency-Key']).toBe(entry.id);
    expect(server.finished.get(1)).toBe(1);
    expect(await restarted.db.outbox.count()).toBe(0);
  });

  it('when the server commits but the answer is lost, the replay with the same key is applied once', async () => {
    const { api, clock, server, engine, db } = setup();
    await db.routes.put(routeRow(1));
    api.script('test.routes.finish', 'lose-answer');
    const entry = await engine.enqueue('route.finish', finishArgs(1));
    await engine.drain();
    expect(server.finished.get(1)).toBe(1);
    expect(await db.outbox.get(entry.seq!)).toMatchObject({ status: 'pending', attempts: 1, error: { status: 0 } });

    clock.advance(60_000);
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
    const keys = api.callsTo('test.routes.finish').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toEqual([entry.id, entry.id]);
    expect(api.replays).toBe(1);
    expect(api.executions.get(entry.id)).toBe(1);
    expect(server.finished.get(1)).toBe(1);
    expect(await db.routes.get(1)).toMatchObject({ status: 'finished', updated_at: '2026-11-20T12:00:00.000Z' });
  });

  it('backs off with growing delays through a burst of 500s, then sends', async () => {
    const { api, clock, server, engine, db } = setup();
    await db.routes.put(routeRow(1));
    api.script('test.routes.finish', httpError(500), httpError(502), httpError(503), httpError(500));
    const entry = await engine.enqueue('route.finish', finishArgs(1));
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      await engine.drain();
      const stored = (await db.outbox.get(entry.seq!))!;
      expect(stored.attempts).toBe(i + 1);
      delays.push(stored.nextAttemptAt - clock.now());
      // Not due yet: nothing is sent.
      const before = api.calls.length;
      clock.advance(Math.max(0, stored.nextAttemptAt - clock.now() - 1));
      expect(await engine.drain()).toMatchObject({ outcome: 'waiting', sent: 0 });
      expect(api.calls.length).toBe(before);
      clock.advance(1);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000]);
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(server.finished.get(1)).toBe(1);
  });

  it('does not stall a waiting entry when the device clock is set back', async () => {
    const { api, clock, engine, db } = setup();
    await db.routes.put(routeRow(1));
    api.script('test.routes.finish', httpError(503));
    await engine.enqueue('route.finish', finishArgs(1));
    await engine.drain();
    clock.advance(-3_600_000);
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
  });

  it('honours Retry-After on a 429', async () => {
    const { api, clock, engine, db } = setup();
    await db.routes.put(routeRow(1));
    api.script('test.routes.finish', httpError(429, 'Too many requests', { retryAfterMs: 7000 }));
    const entry = await engine.enqueue('route.finish', finishArgs(1));
    await engine.drain();
    expect(await db.outbox.get(entry.seq!)).toMatchObject({
      attempts: 1,
      nextAttemptAt: clock.now() + 7000,
      error: { status: 429 },
    });
    clock.advance(6999);
    expect(await engine.drain()).toMatchObject({ outcome: 'waiting' });
    expect(api.callsTo('test.routes.finish')).toHaveLength(1);
    clock.advance(1);
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
  });

  it('pauses on 401 keeping every entry, and resumes after resume()', async () => {
    const { api, engine, db } = setup();
    await db.routes.bulkPut([routeRow(1), routeRow(2)]);
    api.script('test.routes.finish', httpError(401, 'Your session has expired.'));
    await engine.enqueue('route.finish', finishArgs(1));
    await engine.enqueue('route.finish', finishArgs(2));
    await engine.drain();
    expect(api.callsTo('test.routes.finish').map((c) => c.on401)).toEqual(['throw']);
    expect(engine.status.getSnapshot()).toMatchObject({
      paused: 'auth',
      pendingCount: 2,
      lastError: { status: 401, source: 'outbox' },
    });
    expect((await entries(db)).map((e) => [e.status, e.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(await engine.drain()).toMatchObject({ outcome: 'paused', sent: 0 });
    expect(await engine.pullAll()).toEqual([]);
    expect(api.calls).toHaveLength(1);

    engine.resume();
    await engine.drain();
    expect(sentRoutes(api)).toEqual([1, 1, 2]);
    expect(await db.outbox.count()).toBe(0);
    expect(engine.status.getSnapshot()).toMatchObject({ paused: null, pendingCount: 0 });
  });

  it('marks a 422 failed with the server message, rolls back by re-reading, and goes on with the next entry', async () => {
    const { api, server, engine, db } = setup([routeRow(1, { status: 'blocked' }), routeRow(2)]);
    await db.routes.bulkPut([routeRow(1, { status: 'blocked' }), routeRow(2)]);
    const refused = await enqueue(db, finishRoute, finishArgs(1));
    await enqueue(db, finishRoute, finishArgs(2));
    expect(await db.routes.get(1)).toMatchObject({ status: 'finished' });
    const result = await engine.drain();

    expect(result).toMatchObject({ outcome: 'drained', sent: 1, failed: 1 });
    expect(sentRoutes(api)).toEqual([1, 2]);
    const [failed] = await entries(db);
    expect(failed).toMatchObject({
      id: refused.id,
      status: 'failed',
      error: { status: 422, message: 'The route cannot be finished', description: 'It still has unfinished stops.' },
    });
    expect(api.callsTo('test.routes.show')).toHaveLength(1);
    expect(await db.routes.get(1)).toMatchObject({ status: 'blocked', finished_at: null });
    expect(await db.routes.get(2)).toMatchObject({ status: 'finished' });
    expect(server.finished.get(2)).toBe(1);
    expect(engine.status.getSnapshot()).toMatchObject({ pendingCount: 0, failedCount: 1 });

    // Retry puts it back in the queue (optimistic change re-applied); the server refuses again.
    expect(await engine.retryFailed(refused.id)).toBe(true);
    await engine.drain();
    expect((await entries(db))[0]).toMatchObject({ status: 'failed', attempts: 0 });
    // Discard removes it and re-reads the route.
    expect(await engine.discard(refused.id)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.routes.get(1)).toMatchObject({ status: 'blocked' });
    expect(engine.status.getSnapshot().failedCount).toBe(0);
  });

  it('retries a 409 only while the same key is still running; any other 409 is a refusal and the queue goes on', async () => {
    const { api, clock, engine, db } = setup();
    await db.routes.bulkPut([routeRow(1), routeRow(2)]);
    api.script(
      'test.routes.finish',
      httpError(409, 'Still running', { type: 'idempotency_in_progress', retryAfterMs: 1000 }),
      httpError(409, 'This route was already finished by someone else.'),
    );
    const first = await engine.enqueue('route.finish', finishArgs(1));
    await engine.enqueue('route.finish', finishArgs(2));
    expect(await engine.drain()).toMatchObject({ outcome: 'waiting' });
    expect(await db.outbox.get(first.seq!)).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(1000);
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1, failed: 1 });
    expect((await entries(db)).map((e) => [e.status, e.error?.status, e.error?.message])).toEqual([
      ['failed', 409, 'This route was already finished by someone else.'],
    ]);
    expect(sentRoutes(api)).toEqual([1, 1, 2]);
  });

  it('two drainers on one account (two tabs): only one sends', async () => {
    const locks = createFakeLocks();
    const accountId = nextAccountId();
    const a = setup(undefined, { accountId, locks });
    const api = a.api;
    const { engine: b } = testEngine({ accountId, api, clock: a.clock, locks });
    engines.push(b);
    await a.db.routes.bulkPut([routeRow(1), routeRow(2)]);
    await enqueue(a.db, finishRoute, finishArgs(1), { now: a.clock.now() });
    await enqueue(a.db, finishRoute, finishArgs(2), { now: a.clock.now() });
    let open!: () => void;
    api.script('test.routes.finish', {
      gate: new Promise<void>((resolve) => {
        open = resolve;
      }),
    });

    const first = a.engine.drain();
    // no fixed sleep: wait for the first drain to hold the lock, however busy the machine
    await vi.waitFor(() => expect(locks.isHeld(`pauta:${accountId}:outbox`)).toBe(true), {
      timeout: 60_000,
      interval: 5,
    });
    expect(await b.drain()).toMatchObject({ outcome: 'locked', sent: 0 });
    open();
    expect(await first).toMatchObject({ outcome: 'drained', sent: 2 });
    expect(await b.drain()).toMatchObject({ outcome: 'drained', sent: 0 });
    const keys = api.callsTo('test.routes.finish').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(a.server.finished).toEqual(
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );
  });
});

const ctxOf = (db: PautaDb) => ({
  db,
  transport: createFakeApi().transport,
  accountId: 'ack',
  registry: new Map(),
  locks: null,
  now: () => 0,
  random: () => 0.5,
});

describe('acknowledgeAll (the answers of one sync batch)', () => {
  it('folds and removes every entry of the run in one transaction, in order', async () => {
    const { engine, db } = setup();
    engine.pause();
    for (const id of [1, 2, 3]) await engine.enqueue('route.finish', finishArgs(id));
    const queued = await entries(db);
    const transactions = vi.spyOn(db, 'transaction');
    const folded: number[] = [];
    const def = {
      ...finishRoute,
      fold: async (_db: PautaDb, _answer: unknown, args: { routeId: number }) => void folded.push(args.routeId),
    };
    await acknowledgeAll(
      ctxOf(db),
      queued.map((entry) => ({ entry, def: def as never, answer: { data: null } })),
    );
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(folded).toEqual([1, 2, 3]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a fold that cannot write: nothing of the shared transaction stays, and each entry is acknowledged alone', async () => {
    const { engine, db } = setup();
    engine.pause();
    for (const id of [1, 2]) await engine.enqueue('route.finish', finishArgs(id));
    const [first, second] = await entries(db);
    const writes = {
      ...finishRoute,
      tables: ['routes'],
      fold: async (d: PautaDb) => void (await d.routes.put(routeRow(7))),
    };
    const broken = { ...finishRoute, tables: ['routes'], fold: async () => Promise.reject(new Error('quota')) };
    await acknowledgeAll(ctxOf(db), [
      { entry: first!, def: writes as never, answer: {} },
      { entry: second!, def: broken as never, answer: {} },
    ]);
    // the server applied both: both leave the queue; the first one's fold is written on its own
    expect(await db.outbox.count()).toBe(0);
    expect(await db.routes.get(7)).toBeDefined();
  });
});
