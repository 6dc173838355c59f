/**
 * The sync engine of one signed-in account: owns its database, pulls the
 * mirrored collections the account may see, drains its outbox, and keeps a
 * status store for the UI (badge, sync centre, first-sync progress).
 *
 * Triggers (all removed by `stop()`):
 * - `start()`: pull everything and drain;
 * - the window's `online` event, and the document becoming visible: pull + drain
 *   (a visibility pull at most every 30 s);
 * - timers: pull every 5 min; drain every 30 s while entries are pending; and a
 *   one-shot wake-up when the first pending entry's backoff ends;
 * - `enqueue()`: drain at once;
 * - while the server cannot be reached (a send or pull got no answer), a probe
 *   every second and any answer the app gets (`serverAnswered`): the first
 *   live answer makes the entries waiting for a network due and drains
 *   (reachability.ts; a server answering 5xx/429 keeps its back-off);
 * - a drain is handed to the service worker controlling the page when there is
 *   one (`askServiceWorkerToDrain`: same outbox code and lock, off the page's
 *   main thread); the page sends itself when there is none or it cannot;
 * - acknowledged entries run their mutation's `effect` in every open page of
 *   the account (announced on the `pauta-outbox` BroadcastChannel);
 * - a service-worker message `{ type: 'outbox:drain' }`;
 * - where Background Sync exists, the tag `pauta-outbox` is registered when
 *   entries are left waiting (offline, or a retryable failure) and when the
 *   page is hidden with entries pending (best effort), so the service worker
 *   sends them when the network returns even if the page is gone.
 *
 * Invariants: `pullAll` and `drain` never reject and never run twice at once in
 * this engine (a drain asked for while one runs makes it go round once more);
 * while paused (`'auth'` after a 401, `'user'` by `pause()`) neither pulls nor
 * sends; every listener and timer set by `start()` is gone after `stop()`.
 */
import { liveQuery } from 'dexie';
import { collectionsFor, type CollectionDef } from './collections.ts';
import { openAccountDb, type OutboxEntry } from './db.ts';
import { UnknownMutationError } from './errors.ts';
import { browserLocks } from './locks.ts';
import {
  createRebaser,
  createRegistry,
  enqueue as enqueueMutation,
  type AnyMutation,
  type EnqueueOptions,
  type MutationDescription,
} from './mutations.ts';
import {
  discard as discardEntry,
  drain as drainOutbox,
  dueAfterReconnect,
  retryFailed as retryEntry,
  type DrainContext,
  type DrainResult,
} from './outbox.ts';
import { dueCollections, pullCollection, type PullContext, type PullResult } from './pull.ts';
import { createStatusStore, readStoredStatus } from './status.ts';
import {
  askServiceWorkerToDrain,
  attachTriggers,
  browserEnvironment,
  browserScheduler,
  OUTBOX_CHANNEL,
  registerBackgroundSync,
  type SyncEnvironment,
} from './triggers.ts';
import { createAckRelay } from './ack-relay.ts';
import { createFreshWrites } from './fresh-writes.ts';
import { createReachabilityWatch } from './reachability.ts';
import type { SyncEngine, SyncEngineOptions, SyncReason } from './engine-types.ts';

export type { SyncEngine, SyncEngineOptions, SyncReason } from './engine-types.ts';

const PULL_MS = 300_000;
const DRAIN_MS = 30_000;
export { EFFECT_BATCH_MS } from './ack-relay.ts';
const VISIBLE_PULL_GAP_MS = 30_000;
export { LOOKUP_REFRESH_MS } from './pull.ts';

/** Creates the engine of one account (see module doc). Nothing runs until `start()` or a call. */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { accountId, transport } = options;
  const db = options.db ?? openAccountDb(accountId);
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const scheduler = options.scheduler ?? browserScheduler;
  const env: SyncEnvironment = { ...browserEnvironment(), ...options.environment };
  const registry = createRegistry(options.mutations);
  const rebase = createRebaser(registry);
  const fresh = createFreshWrites(db, rebase);
  const collections: CollectionDef[] = collectionsFor(options.permissions);
  const status = createStatusStore({ online: env.onLine?.() ?? true });
  // an outage in the network path fires no `online` event: probe until the server answers (reachability.ts)
  const reach = options.probe
    ? createReachabilityWatch({
        scheduler,
        probe: options.probe,
        onChange: (unreachable) => status.set({ reachable: !unreachable }),
        onBack: () => void dueAfterReconnect(db, now(), 'answer').finally(() => both('online')),
      })
    : null;

  let abort = new AbortController();
  let started = false;
  let cleanups: (() => void)[] = [];
  let cancelWake: (() => void) | null = null;
  let pullRun: Promise<PullResult[]> | null = null;
  let drainRun: Promise<DrainResult> | null = null;
  let drainAgain = false;
  let lastPullStart = -Infinity;

  /** Open between start() and stop(). */
  let channel: BroadcastChannel | null = null;

  const relay = createAckRelay({ registry, accountId, channel: () => channel });

  const pullBase = { db, transport, accountId, locks, now, rebase };
  const pullCtx = (): PullContext => ({ ...pullBase, signal: abort.signal, locale: options.locale?.() });
  const drainCtx = (): DrainContext => ({
    db,
    transport,
    accountId,
    registry,
    locks,
    now,
    random,
    signal: abort.signal,
    rebase,
    onAcked: relay.onAcked,
    onSending: relay.onSending,
    batchSize: options.batchSize,
  });
  const delegate =
    options.delegateToServiceWorker === false ? null : () => askServiceWorkerToDrain<DrainResult>(env, accountId);

  const readStatus = () =>
    readStoredStatus(
      db,
      collections.map((c) => c.name),
    );

  async function refreshStatus(): Promise<void> {
    try {
      status.set(await readStatus());
    } catch {
      /* database closed: keep the last status */
    }
  }

  function wakeAt(at: number): void {
    cancelWake?.();
    cancelWake = null;
    if (!started) return;
    cancelWake = scheduler.after(Math.max(0, at - now()), () => {
      cancelWake = null;
      void drain('retry');
    });
  }

  function pullAll(reason: SyncReason = 'manual'): Promise<PullResult[]> {
    if (status.getSnapshot().paused) return Promise.resolve([]);
    if (pullRun) return pullRun;
    lastPullStart = now();
    status.set({ pulling: true });
    pullRun = (async () => {
      // a database closed under us (sign-out, device data removed) pulls nothing: pullAll never rejects
      const queue = await dueCollections(db, collections, {
        manual: reason === 'manual',
        now: now(),
        locale: options.locale?.(),
      }).catch(() => [] as CollectionDef[]);
      const results: PullResult[] = [];
      let halt = false;
      const worker = async () => {
        while (queue.length && !halt && !abort.signal.aborted) {
          const result = await pullCollection(pullCtx(), queue.shift()!);
          results.push(result);
          if (result.status === 'error' && (result.error?.status === 0 || result.error?.status === 401)) halt = true;
          if (result.status === 'error' && result.error?.status === 0 && started) reach?.lost();
        }
      };
      await Promise.all(
        Array.from({ length: Math.max(1, Math.min(options.pullConcurrency ?? 3, queue.length)) }, worker),
      );
      results.sort(
        (a, b) =>
          collections.findIndex((c) => c.name === a.collection) - collections.findIndex((c) => c.name === b.collection),
      );
      const failure = results.find((r) => r.status === 'error');
      if (failure?.error) {
        status.set({ lastError: { ...failure.error, source: 'pull', collection: failure.collection, at: now() } });
        if (failure.error.status === 401) status.set({ paused: 'auth' });
      } else if (status.getSnapshot().lastError?.source === 'pull' && results.every((r) => r.status === 'done')) {
        status.set({ lastError: null });
      }
      return results;
    })().finally(() => {
      pullRun = null;
      status.set({ pulling: false });
    });
    return pullRun.then(async (results) => {
      await refreshStatus();
      return results;
    });
  }

  function drain(_reason: SyncReason = 'manual'): Promise<DrainResult> {
    if (status.getSnapshot().paused) return Promise.resolve({ outcome: 'paused', sent: 0, failed: 0 });
    // the browser said it went offline: keep the entries as they are (no attempt counted); the `online` event drains.
    // (The status, kept by the online/offline events, not navigator.onLine, which can lag behind them.)
    if (!status.getSnapshot().online) {
      // where the browser has Background Sync, the service worker is woken when the network returns
      if (status.getSnapshot().pendingCount > 0) registerBackgroundSync(env);
      return Promise.resolve({ outcome: 'waiting', sent: 0, failed: 0 });
    }
    if (drainRun) {
      drainAgain = true;
      return drainRun;
    }
    status.set({ draining: true });
    drainRun = (async () => {
      let result: DrainResult;
      let sent = 0;
      let failed = 0;
      do {
        drainAgain = false;
        // the service worker sends when it controls the page (same code and lock); otherwise this page does
        result = (await delegate?.()) ?? (await drainOutbox(drainCtx()));
        sent += result.sent;
        failed += result.failed;
      } while (drainAgain && result.outcome === 'drained');
      if (result.outcome === 'paused') {
        status.set({ paused: 'auth', lastError: { ...result.error!, source: 'outbox', at: now() } });
      } else if (result.outcome === 'waiting' || result.outcome === 'error') {
        if (result.error) status.set({ lastError: { ...result.error, source: 'outbox', at: now() } });
        if (result.outcome === 'waiting' && result.error?.status === 0 && started) reach?.lost();
        if (result.outcome === 'waiting' && result.nextAttemptAt !== undefined) {
          wakeAt(result.nextAttemptAt);
          registerBackgroundSync(env);
        }
      } else if (result.outcome === 'drained' && status.getSnapshot().lastError?.source === 'outbox') {
        status.set({ lastError: null });
      }
      await refreshStatus();
      relay.doneSending();
      relay.flush();
      return { ...result, sent, failed };
    })().finally(() => {
      drainRun = null;
      status.set({ draining: false });
    });
    return drainRun;
  }

  function both(reason: SyncReason): void {
    void pullAll(reason);
    void drain(reason);
  }

  function start(): void {
    if (started) return;
    started = true;
    const detach = attachTriggers(
      env,
      scheduler,
      { pullMs: options.intervals?.pullMs ?? PULL_MS, drainMs: options.intervals?.drainMs ?? DRAIN_MS },
      {
        online: () => {
          status.set({ online: true });
          // the back-off of entries that failed for want of a network is moot now that there is one
          void dueAfterReconnect(db, now()).finally(() => both('online'));
        },
        offline: () => status.set({ online: false }),
        hidden: () => {
          if (status.getSnapshot().pendingCount > 0) registerBackgroundSync(env);
        },
        visible: () => {
          if (now() - lastPullStart >= VISIBLE_PULL_GAP_MS) void pullAll('visible');
          void drain('visible');
        },
        serviceWorkerDrain: () => void drain('sw'),
        pullTimer: () => void pullAll('timer'),
        drainTimer: () => {
          if (status.getSnapshot().pendingCount > 0) void drain('timer');
        },
      },
    );
    const subscription = liveQuery(readStatus).subscribe({
      next: (parts) => status.set(parts),
      error: () => {
        /* closed */
      },
    });
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    channel?.addEventListener('message', relay.onMessage as EventListener);
    cleanups.push(
      detach,
      () => subscription.unsubscribe(),
      () => {
        channel?.close();
        channel = null;
      },
    );
    status.set({ online: env.onLine?.() ?? true });
    void refreshStatus();
    both('start');
  }

  function stop(): void {
    started = false;
    relay.flush();
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
    cancelWake?.();
    cancelWake = null;
    reach?.stop();
    status.set({ reachable: true });
    abort.abort();
    abort = new AbortController();
  }

  async function enqueue(
    mutation: string | AnyMutation,
    args: unknown,
    enqueueOptions: Pick<EnqueueOptions, 'blobs'> = {},
  ): Promise<OutboxEntry> {
    const name = typeof mutation === 'string' ? mutation : mutation.name;
    const def = registry.get(name);
    if (!def) throw new UnknownMutationError(name);
    const entry = await enqueueMutation(db, def, args as never, { ...enqueueOptions, now: now() });
    await refreshStatus();
    // no Background Sync here: online, the page sends it now (a sync registered while online fires at once, and the
    // worker would send it instead, without this page's folds); it is asked for when entries are left waiting
    void drain('enqueue');
    return entry;
  }

  async function retryFailed(id: string): Promise<boolean> {
    const done = await retryEntry({ db, registry }, id);
    await refreshStatus();
    if (done) void drain('retry');
    return done;
  }

  async function discard(id: string): Promise<boolean> {
    const done = await discardEntry({ db, transport, registry, now, signal: abort.signal, rebase }, id);
    await refreshStatus();
    return done;
  }

  function resume(): void {
    if (!status.getSnapshot().paused) return;
    status.set({ paused: null, lastError: null });
    both('resume');
  }

  function pause(): void {
    if (!status.getSnapshot().paused) status.set({ paused: 'user' });
  }

  function describe(entry: Pick<OutboxEntry, 'name' | 'args'>): MutationDescription {
    try {
      const words = registry.get(entry.name)?.describe(entry.args);
      if (words) return words;
    } catch {
      /* args from another app version */
    }
    return { es: entry.name, en: entry.name };
  }

  return {
    db,
    transport,
    accountId,
    permissions: options.permissions,
    status,
    start,
    stop,
    pullAll,
    drain,
    enqueue: enqueue as SyncEngine['enqueue'],
    retryFailed,
    discard,
    resume,
    pause,
    ...fresh,
    describe,
    serverAnswered: (answer: number) => reach?.answered(answer),
    onSending: relay.subscribeSending,
    onAcknowledged: relay.subscribeAcknowledged,
  };
}
