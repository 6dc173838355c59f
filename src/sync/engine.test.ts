/** The engine: what it pulls, its status, and its triggers (events, timers, service worker), all gone after stop(). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineSetup, stopEngines, trackEngine } from './testing/engine-setup.ts';
import { createFakeApi, httpError, offline } from './testing/fake-api.ts';
import { finishRoute } from './testing/sample-mutations.ts';
import { fakeClock, nextAccountId, routeRow, serveRoutes, testEngine } from './testing/fixtures.ts';

afterEach(stopEngines);
const setup = engineSetup;

const finishArgs = (routeId: number) => ({ routeId, finishedAt: '2026-11-20T11:00:00.000Z' });

describe('sync engine', () => {
  it('start() pulls what the account may see, reporting first-sync progress, and drains', async () => {
    const { api, engine, db } = setup();
    let open!: () => void;
    api.script('routes.list', {
      gate: new Promise<void>((r) => {
        open = r;
      }),
    });
    engine.start();
    await vi.waitFor(() =>
      expect(engine.status.getSnapshot()).toMatchObject({
        pulling: true,
        firstSync: { routes: { done: 0, expected: null } },
      }),
    );
    open();
    await engine.pullAll();
    await engine.drain();

    const names = new Set(api.calls.map((c) => c.endpoint));
    expect([...names].toSorted()).toEqual([
      'lookups.cities',
      'lookups.countriesAll',
      'lookups.settings',
      'lookups.states',
      'mediaTypes.list',
      'orderJobs.list',
      'routes.list',
    ]);
    expect(await db.routes.count()).toBe(2);
    expect(await db.orderJobItems.count()).toBe(1);
    expect(await db.settings.get('iva')).toMatchObject({ value: '19' });
    await vi.waitFor(() =>
      expect(engine.status.getSnapshot()).toMatchObject({
        pulling: false,
        firstSync: null,
        lastSyncAt: Date.parse('2026-11-20T12:00:00.000Z'),
        lastError: null,
      }),
    );
  });

  it('refreshes look-ups at most every 6 hours unless asked, while deltas are pulled every time', async () => {
    const { api, clock, engine } = setup();
    await engine.pullAll('start');
    const count = (name: string) => api.callsTo(name).length;
    expect(count('lookups.cities')).toBe(1);
    await engine.pullAll('timer');
    expect(count('lookups.cities')).toBe(1);
    expect(count('routes.list')).toBe(2);
    await engine.pullAll('manual');
    expect(count('lookups.cities')).toBe(2);
    clock.advance(6 * 3600_000);
    await engine.pullAll('online');
    expect(count('lookups.cities')).toBe(3);
  });

  it('pulls look-ups again at once, and deltas in full, after a language switch', async () => {
    let locale = 'en';
    const { api, engine } = setup(undefined, () => locale);
    await engine.pullAll('start');
    const count = (name: string) => api.callsTo(name).length;
    expect(count('lookups.cities')).toBe(1);
    locale = 'es';
    const results = await engine.pullAll('language');
    expect(count('lookups.cities')).toBe(2);
    expect(results.find((r) => r.collection === 'routes')?.mode).toBe('full');
    await engine.pullAll('timer');
    expect(count('lookups.cities')).toBe(2);
  });

  it('stops a pull round at the first network error and reports it', async () => {
    const { api, engine } = setup();
    api.script('routes.list', offline());
    api.script('orderJobs.list', offline());
    const results = await engine.pullAll();
    expect(results.filter((r) => r.status === 'error').length).toBeGreaterThan(0);
    expect(api.calls.length).toBeLessThan(7);
    expect(engine.status.getSnapshot().lastError).toMatchObject({ source: 'pull', status: 0 });
    expect(engine.status.getSnapshot().firstSync).not.toBeNull();
  });

  it('pauses when a pull answers 401', async () => {
    const { api, engine } = setup();
    api.script('routes.list', httpError(401));
    await engine.pullAll();
    expect(engine.status.getSnapshot().paused).toBe('auth');
    expect(api.callsTo('routes.list')[0]?.on401).toBe('throw');
  });

  it('holds the queue while the browser is offline, and sends at once when it comes back despite earlier back-off', async () => {
    const win = new EventTarget();
    let online = true;
    const { api, engine, db } = setup({ window: win, onLine: () => online });
    await db.routes.bulkPut([routeRow(1)]);
    engine.start();
    await engine.pullAll();
    api.script('test.routes.finish', offline());
    await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));
    const backedOff = (await db.outbox.toArray())[0]!;
    expect(backedOff.nextAttemptAt).toBeGreaterThan(0);
    online = false;
    win.dispatchEvent(new Event('offline'));
    await engine.drain('manual');
    expect((await db.outbox.toArray())[0]?.attempts).toBe(1);
    online = true;
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(api.callsTo('test.routes.finish')).toHaveLength(2);
  });

  it('hands the drain to the service worker controlling the page, and sends itself when there is none', async () => {
    const asked: unknown[] = [];
    const controller = {
      postMessage(message: unknown, transfer: Transferable[]) {
        asked.push(message);
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- MessagePort and BroadcastChannel have no target origin
        (transfer[0] as MessagePort).postMessage({ result: { outcome: 'drained', sent: 2, failed: 0 } });
      },
    };
    const sw = Object.assign(new EventTarget(), { ready: new Promise<never>(() => {}), controller });
    const { api, engine, db } = setup({ serviceWorker: sw });
    await db.routes.bulkPut([routeRow(1)]);
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 2 });
    expect(asked).toEqual([{ type: 'outbox:drain', accountId: engine.accountId }]);
    expect(api.callsTo('test.routes.finish')).toHaveLength(0);

    const alone = setup();
    await alone.db.routes.put(routeRow(1));
    await alone.engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(() => expect(alone.api.callsTo('test.routes.finish')).toHaveLength(1));
  });

  it('sends itself, without waking the worker, once a page chose an update (src/lib/update-handover.ts)', async () => {
    const asked: unknown[] = [];
    const controller = { postMessage: (message: unknown) => asked.push(message) };
    const sw = Object.assign(new EventTarget(), { ready: new Promise<never>(() => {}), controller });
    let chosen = false;
    const { api, engine, db } = setup({ serviceWorker: sw, handingOver: () => chosen });
    await db.routes.put(routeRow(1));
    chosen = true;
    await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(() => expect(api.callsTo('test.routes.finish')).toHaveLength(1));
    expect(asked).toEqual([]);
  });

  it("runs a mutation's page effect once it is acknowledged, here or in another context", async () => {
    const seen: unknown[] = [];
    const withEffect = {
      ...finishRoute,
      effect: (answer: unknown, args: unknown) => {
        seen.push({ answer, args });
      },
    };
    const accountId = nextAccountId();
    const api = createFakeApi();
    const clock = fakeClock();
    serveRoutes(api, clock, [routeRow(1)]);
    const { engine } = testEngine({ accountId, api, clock, mutations: [withEffect] });
    trackEngine(engine);
    engine.start();
    await engine.db.routes.put(routeRow(1));
    await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ args: finishArgs(1), answer: { data: { id: 1, status: 'finished' } } });

    // the service worker (or another tab) sent one: its announcement runs the effect here
    const other = new BroadcastChannel('pauta-outbox');
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- MessagePort and BroadcastChannel have no target origin
    other.postMessage({
      type: 'acked',
      accountId: 'someone-else',
      name: 'route.finish',
      args: finishArgs(2),
      answer: {},
    });
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- MessagePort and BroadcastChannel have no target origin
    other.postMessage({
      type: 'acked',
      accountId,
      name: 'route.finish',
      args: finishArgs(3),
      answer: { data: { id: 3 } },
    });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toMatchObject({ args: finishArgs(3) });
    other.close();
  });

  it('says which entry is being sent, then none', async () => {
    const { api, engine, db } = setup();
    await db.routes.put(routeRow(1));
    const seen: (string | null)[] = [];
    const stop = engine.onSending((id) => seen.push(id));
    let open!: () => void;
    api.script('test.routes.finish', {
      gate: new Promise<void>((resolve) => {
        open = resolve;
      }),
    });
    const entry = await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(() => expect(seen).toEqual([entry.id]));
    open();
    await vi.waitFor(() => expect(seen).toEqual([entry.id, null]));
    stop();
  });

  it('asks for Background Sync only when entries are left: not for an action sent at once, but when the page hides with one pending', async () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const register = vi.fn(async (_tag: string) => {});
    const sw = Object.assign(new EventTarget(), { ready: Promise.resolve({ sync: { register } }) });
    const { api, engine, db } = setup({ document: doc, serviceWorker: sw, backgroundSync: true });
    await db.routes.bulkPut([routeRow(1), routeRow(2)]);
    engine.start();
    await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(() => expect(engine.status.getSnapshot().pendingCount).toBe(0));
    await new Promise((r) => setTimeout(r, 10));
    expect(register).not.toHaveBeenCalled();

    engine.pause();
    await engine.enqueue('route.finish', finishArgs(2));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('pauta-outbox'));
    expect(api.callsTo('test.routes.finish')).toHaveLength(1);
  });

  it('drains on the online event, on a service-worker message and on its timers; registers Background Sync while pending', async () => {
    const win = new EventTarget();
    const register = vi.fn(async (_tag: string) => {});
    const sw = Object.assign(new EventTarget(), { ready: Promise.resolve({ sync: { register } }) });
    const { api, clock, engine, scheduler, db } = setup({ window: win, serviceWorker: sw, backgroundSync: true });
    await db.routes.bulkPut([routeRow(1), routeRow(2)]);
    engine.start();
    await engine.pullAll();
    await engine.drain();
    expect(scheduler.intervals.map((t) => t.ms).toSorted((a, b) => a - b)).toEqual([100, 1000]);

    // A send with no answer waits: a wake-up is set for its backoff, Background Sync is asked for.
    api.script('test.routes.finish', offline());
    await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(() => expect(api.callsTo('test.routes.finish')).toHaveLength(1));
    await engine.drain();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('pauta-outbox'));
    expect(scheduler.timeouts.map((t) => t.ms)).toEqual([500]);
    clock.advance(500);
    scheduler.fireTimeouts();
    await vi.waitFor(() => expect(api.callsTo('test.routes.finish')).toHaveLength(2));
    await engine.drain();

    // While the browser is offline nothing is attempted (Background Sync is asked for); the online event drains and pulls.
    register.mockClear();
    win.dispatchEvent(new Event('offline'));
    expect(engine.status.getSnapshot().online).toBe(false);
    await engine.enqueue('route.finish', finishArgs(2));
    await engine.drain();
    expect(api.callsTo('test.routes.finish')).toHaveLength(2);
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('pauta-outbox'));
    clock.advance(60_000);
    const pullsBefore = api.callsTo('routes.list').length;
    win.dispatchEvent(new Event('online'));
    expect(engine.status.getSnapshot().online).toBe(true);
    await vi.waitFor(() => expect(api.callsTo('test.routes.finish')).toHaveLength(3));
    await vi.waitFor(() => expect(api.callsTo('routes.list').length).toBe(pullsBefore + 1));
    await vi.waitFor(() => expect(engine.status.getSnapshot().pulling).toBe(false));

    // A service-worker message drains.
    api.script('test.routes.finish', offline());
    await db.routes.put(routeRow(3));
    await engine.enqueue('route.finish', finishArgs(3));
    await engine.drain();
    clock.advance(60_000);
    sw.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'outbox:drain' } }));
    await vi.waitFor(() => expect(engine.status.getSnapshot().pendingCount).toBe(0));

    // The drain timer drains while entries are pending.
    api.script('test.routes.finish', offline());
    await engine.enqueue('route.finish', finishArgs(1));
    await engine.drain();
    clock.advance(60_000);
    scheduler.tickEvery(100);
    await vi.waitFor(() => expect(engine.status.getSnapshot().pendingCount).toBe(0));

    // After stop(): no listener, no timer.
    engine.stop();
    expect(scheduler.intervals).toHaveLength(0);
    expect(scheduler.timeouts).toHaveLength(0);
    const calls = api.calls.length;
    win.dispatchEvent(new Event('online'));
    sw.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'outbox:drain' } }));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls.length).toBe(calls);
  });

  it('pulls and drains when the page becomes visible again (a pull at most every 30 s)', async () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const { api, clock, engine, db } = setup({ document: doc });
    engine.start();
    await engine.pullAll();
    await engine.drain();
    const pulls = () => api.callsTo('routes.list').length;
    expect(pulls()).toBe(1);
    doc.dispatchEvent(new Event('visibilitychange'));
    await engine.drain();
    expect(pulls()).toBe(1);

    await db.routes.put(routeRow(1));
    api.script('test.routes.finish', offline());
    await engine.enqueue('route.finish', finishArgs(1));
    await engine.drain();
    clock.advance(31_000);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(pulls()).toBe(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(pulls()).toBe(2));
    await vi.waitFor(() => expect(engine.status.getSnapshot().pendingCount).toBe(0));
    expect(engine.describe({ name: 'route.finish', args: finishArgs(1) })).toEqual({
      es: 'Finalizar la ruta 1',
      en: 'Finish route 1',
    });
    expect(engine.describe({ name: 'route.gone', args: {} })).toEqual({ es: 'route.gone', en: 'route.gone' });
  });

  it('pause() holds pulls and sends until resume()', async () => {
    const { api, engine, db } = setup();
    await db.routes.put(routeRow(1));
    engine.pause();
    await engine.enqueue('route.finish', finishArgs(1));
    expect(await engine.drain()).toMatchObject({ outcome: 'paused' });
    expect(await engine.pullAll()).toEqual([]);
    expect(api.calls).toHaveLength(0);
    expect(engine.status.getSnapshot()).toMatchObject({ paused: 'user', pendingCount: 1 });
    engine.resume();
    await vi.waitFor(() => expect(engine.status.getSnapshot().pendingCount).toBe(0));
    await engine.pullAll();
    expect(api.callsTo('test.routes.finish')).toHaveLength(1);
  });
});
