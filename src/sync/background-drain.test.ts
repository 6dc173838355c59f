/**
 * The service worker's drain (background-drain.ts): same outbox, same lock,
 * entries that failed for want of a network are due at once on a wake-up.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainAccountOutbox } from './background-drain.ts';
import type { SyncEngine } from './engine.ts';
import { enqueue } from './mutations.ts';
import { offline } from './testing/fake-api.ts';
import { createFakeLocks } from './testing/fake-locks.ts';
import { createFakeApi, fakeClock, nextAccountId, routeRow, serveRoutes, testEngine } from './testing/fixtures.ts';
import { finishRoute, sampleMutations } from './testing/sample-mutations.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

function setup() {
  const accountId = nextAccountId();
  const api = createFakeApi();
  const clock = fakeClock();
  const server = serveRoutes(api, clock, [routeRow(1), routeRow(2)]);
  const locks = createFakeLocks();
  const { engine } = testEngine({ accountId, api, clock, locks });
  engines.push(engine);
  const background = (reconnected: boolean) =>
    drainAccountOutbox({
      accountId,
      transport: api.transport,
      mutations: sampleMutations,
      locks,
      now: clock.now,
      reconnected,
    });
  return { accountId, api, clock, server, locks, engine, db: engine.db, background };
}

const args = (routeId: number) => ({ routeId, finishedAt: '2026-11-20T11:00:00.000Z' });

describe('drain from the service worker', () => {
  it('sends what a page queued and that failed offline, once, when woken by the network', async () => {
    const { api, clock, server, engine, db, background } = setup();
    await db.routes.bulkPut([routeRow(1), routeRow(2)]);
    api.script('test.routes.finish', offline());
    await engine.enqueue('route.finish', args(1));
    await engine.drain(); // the attempt the enqueue started: no answer
    await enqueue(db, finishRoute, args(2), { now: clock.now() });
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, error: { status: 0 } });
    engine.stop(); // the tab is closed

    expect(await background(false)).toMatchObject({ outcome: 'waiting', sent: 0 }); // still in its back-off
    expect(await background(true)).toMatchObject({ outcome: 'drained', sent: 2 });
    expect(server.finished).toEqual(
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );
    expect(await db.outbox.count()).toBe(0);
    expect(await background(true)).toMatchObject({ outcome: 'drained', sent: 0 });
  });

  it('stands aside while a page holds the outbox lock', async () => {
    const { accountId, api, db, locks, engine, background } = setup();
    await db.routes.put(routeRow(1));
    let open!: () => void;
    api.script('test.routes.finish', {
      gate: new Promise<void>((resolve) => {
        open = resolve;
      }),
    });
    const page = engine.enqueue('route.finish', args(1)).then(() => engine.drain());
    // wait for the page's drain to be on the wire (no fixed sleep: a busy machine may take long)
    await vi.waitFor(() => expect(locks.isHeld(`pauta:${accountId}:outbox`)).toBe(true), {
      timeout: 60_000,
      interval: 5,
    });
    expect(await background(true)).toMatchObject({ outcome: 'locked', sent: 0 });
    open();
    await page;
    expect(api.callsTo('test.routes.finish')).toHaveLength(1);
  });
});
