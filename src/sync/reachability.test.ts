/** Noticing the server back after an outage in the network path (issue 15 "Reconnect fast"): probe, any answer, 5xx kept. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBE_MS } from './reachability.ts';
import { engineSetup as setup, stopEngines } from './testing/engine-setup.ts';
import { httpError, offline } from './testing/fake-api.ts';
import { routeRow } from './testing/fixtures.ts';

afterEach(stopEngines);

const finishArgs = (routeId: number) => ({ routeId, finishedAt: '2026-11-20T11:00:00.000Z' });

describe('reconnecting', () => {
  it('notices the server back within 2 s after a 60 s outage in the network path (no online event), whatever the back-off', async () => {
    let outageEnds = Infinity;
    let probes = 0;
    const { api, clock, engine, db, scheduler } = setup(undefined, undefined, {
      intervals: { pullMs: 300_000, drainMs: 30_000 },
      probe: async () => {
        probes++;
        return clock.now() >= outageEnds ? 'reachable' : 'unreachable';
      },
    });
    await db.routes.bulkPut([routeRow(1)]);
    engine.start();
    await engine.pullAll();
    expect(scheduler.intervals.map((t) => t.ms)).not.toContain(PROBE_MS);
    outageEnds = clock.now() + 60_000;
    api.script('test.routes.finish', offline());
    await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));
    await vi.waitFor(() => expect(engine.status.getSnapshot().reachable).toBe(false));
    // the back-off wake-up is never fired here: only the probe can notice the server
    let sentAt: number | undefined;
    while (sentAt === undefined && clock.now() < outageEnds + 10_000) {
      clock.advance(PROBE_MS);
      const before = probes;
      scheduler.tickEvery(PROBE_MS);
      await vi.waitFor(() => expect(probes).toBe(before + 1));
      await new Promise((settled) => setTimeout(settled, 0)); // the probe's answer is handled
      if (clock.now() >= outageEnds) {
        await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
        sentAt = clock.now();
      } else {
        expect(api.callsTo('test.routes.finish')).toHaveLength(1);
      }
    }
    expect(sentAt! - outageEnds).toBeLessThanOrEqual(2_000);
    expect(api.callsTo('test.routes.finish')).toHaveLength(2);
    expect(engine.status.getSnapshot().reachable).toBe(true);
    // probing stops once the server is back
    expect(scheduler.intervals.map((t) => t.ms)).not.toContain(PROBE_MS);
  });

  it('ends an outage at the first answer the app gets; a server answering 503 keeps its back-off and is not probed', async () => {
    const { api, engine, db, scheduler } = setup(undefined, undefined, {
      intervals: { pullMs: 300_000, drainMs: 30_000 },
      probe: async () => 'unreachable',
    });
    await db.routes.bulkPut([routeRow(1), routeRow(2)]);
    engine.start();
    await engine.pullAll();
    api.script('test.routes.finish', offline());
    await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(() => expect(engine.status.getSnapshot().reachable).toBe(false));
    engine.serverAnswered(503);
    expect(engine.status.getSnapshot().reachable).toBe(false);
    engine.serverAnswered(200);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(engine.status.getSnapshot().reachable).toBe(true);

    api.script('test.routes.finish', httpError(503));
    await engine.enqueue('route.finish', finishArgs(2));
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));
    const waiting = (await db.outbox.toArray())[0]!;
    expect(waiting.nextAttemptAt).toBeGreaterThan(0);
    expect(engine.status.getSnapshot().reachable).toBe(true);
    expect(scheduler.intervals.map((t) => t.ms)).not.toContain(PROBE_MS);
  });
  it('does not resend at every probe an entry whose own send gets no answer while the server answers', async () => {
    let probes = 0;
    const { api, clock, engine, db, scheduler } = setup(undefined, undefined, {
      intervals: { pullMs: 300_000, drainMs: 30_000 },
      probe: async () => {
        probes++;
        return 'reachable';
      },
    });
    await db.routes.bulkPut([routeRow(1)]);
    engine.start();
    await engine.pullAll();
    // a proxy cuts this one request: it never gets an answer, the probe always does
    api.script('test.routes.finish', ...Array.from({ length: 50 }, () => offline()));
    await engine.enqueue('route.finish', finishArgs(1));
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));
    // the first probe's answer ends the outage: the entry is resent at once (issue 15), and fails again
    const tick = async () => {
      clock.advance(PROBE_MS);
      const before = probes;
      scheduler.tickEvery(PROBE_MS);
      await vi.waitFor(() => expect(probes).toBe(before + 1));
      await new Promise((settled) => setTimeout(settled, 0));
    };
    await tick();
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(2));
    // a minute more of probes answered: the entry goes out as its back-off allows (1, 2, 4, 8… s ceilings, full
    // jitter: at most 7 sends in 60 s), not at each probe (some 60)
    for (let i = 0; i < 60; i++) {
      if (scheduler.intervals.some((t) => t.ms === PROBE_MS)) await tick();
      else clock.advance(PROBE_MS);
      await new Promise((settled) => setTimeout(settled, 50)); // what a probe's answer starts has run
    }
    expect(api.callsTo('test.routes.finish').length).toBeLessThanOrEqual(2 + 7);
    expect(await db.outbox.count()).toBe(1);
  });
});
