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
import { openAccountDb, type MirrorTableName, type OutboxEntry, type PautaDb, type TableName } from './db.ts';
import { UnknownMutationError } from './errors.ts';
import { browserLocks, type LockManagerLike } from './locks.ts';
import {
  createRebaser,
  createRegistry,
  enqueue as enqueueMutation,
  type AnyMutation,
  type EnqueueOptions,
  type MutationDescription,
  type MutationInput,
} from './mutations.ts';
import {
  discard as discardEntry,
  drain as drainOutbox,
  dueAfterReconnect,
  retryFailed as retryEntry,
  type DrainContext,
  type DrainResult,
} from './outbox.ts';
import { pullCollection, type PullContext, type PullResult } from './pull.ts';
import { createStatusStore, readStoredStatus, type StatusStore } from './status.ts';
import {
  askServiceWorkerToDrain,
  attachTriggers,
  outboxAnnouncer,
  browserEnvironment,
  browserScheduler,
  OUTBOX_CHANNEL,
  registerBackgroundSync,
  type Scheduler,
  type SyncEnvironment,
} from './triggers.ts';
import type { Transport } from './transport.ts';

/** Why a pull or drain runs (logs and tests). */
export type SyncReason = 'start' | 'online' | 'visible' | 'timer' | 'enqueue' | 'sw' | 'retry' | 'resume' | 'manual';

export interface SyncEngineOptions {
  accountId: string | number;
  /** The account's permission names (spec §6): decide which collections are pulled. */
  permissions: readonly string[];
  /** The API client (or a fake with its `call`). */
  transport: Transport;
  /** Every mutation the app may enqueue (names must be unique). */
  mutations: readonly AnyMutation[];
  /** Default: openAccountDb(accountId). */
  db?: PautaDb | undefined;
  /** Clock, epoch ms (default Date.now). */
  now?: (() => number) | undefined;
  /** Jitter in [0, 1) (default Math.random). */
  random?: (() => number) | undefined;
  /** Cross-tab locks; default navigator.locks; null: none. */
  locks?: LockManagerLike | null | undefined;
  scheduler?: Scheduler | undefined;
  /** ms: pull every `pullMs` (5 min), drain every `drainMs` (30 s) while pending. */
  intervals?: { pullMs?: number; drainMs?: number } | undefined;
  /** Parallel collection pulls (default 3). */
  pullConcurrency?: number | undefined;
  environment?: SyncEnvironment | undefined;
  /** Let the controlling service worker send the outbox when there is one (default true). */
  delegateToServiceWorker?: boolean | undefined;
  /** Outbox entries per request (default 1; the app sends sync batches of DEFAULT_BATCH_SIZE, see outbox.ts). */
  batchSize?: number | undefined;
}

export interface SyncEngine {
  readonly db: PautaDb;
  /** The API client the engine calls (features' reads outside pulls use it too, so tests can fake one place). */
  readonly transport: Transport;
  readonly accountId: string | number;
  /** The account's permission names (spec §6), as given: what screens may offer. */
  readonly permissions: readonly string[];
  /** The status store (useSyncStatus reads it). */
  readonly status: StatusStore;
  /** Adds the triggers, then pulls and drains. Idempotent. */
  start(): void;
  /** Removes every listener and timer and aborts requests in flight (entries stay queued). */
  stop(): void;
  /** Pulls every collection the account may see. Never rejects; [] while paused. */
  pullAll(reason?: SyncReason): Promise<PullResult[]>;
  /** Sends the pending entries. Never rejects. */
  drain(reason?: SyncReason): Promise<DrainResult>;
  /**
   * Queues an action (see mutations.ts `enqueue`), then drains at once.
   * @throws UnknownMutationError, MutationArgsError, StorageFullError — nothing stored.
   */
  enqueue<M extends AnyMutation>(
    mutation: M,
    args: MutationInput<M>,
    options?: Pick<EnqueueOptions, 'blobs'>,
  ): Promise<OutboxEntry>;
  /** The same, by the mutation's name (args checked only by its schema). */
  enqueue(mutation: string, args: unknown, options?: Pick<EnqueueOptions, 'blobs'>): Promise<OutboxEntry>;
  /**
   * Follows acknowledged entries of this account, whichever context sent them
   * (this page, another tab, the service worker): `mutation` is the registry's
   * definition. Runs with the page effects, batched. @returns unsubscribe
   */
  onAcknowledged(listener: (mutation: AnyMutation, args: unknown, answer: unknown) => void): () => void;
  /** A failed entry back to pending (attempts 0), then drain. False if no such failed entry. */
  retryFailed(id: string): Promise<boolean>;
  /** Deletes an entry and its files, then re-reads its entity. False if no such entry. */
  discard(id: string): Promise<boolean>;
  /** Ends a pause (call after the same account signed in again), then pulls and drains. */
  resume(): void;
  /** Pauses pulls and sends until `resume()` (paused: 'user'). */
  pause(): void;
  /**
   * Follows which outbox entry is being sent right now (by this page or by the
   * service worker; null when none). @returns unsubscribe
   */
  onSending(listener: (entryId: string | null) => void): () => void;
  /**
   * Writes rows the app read from the server outside a pull (e.g. a campaign's
   * detail when its editor opens): runs `write` in one rw transaction over
   * `tables` (plus what the pending mutations touching them need), then
   * re-applies those pending mutations' optimistic changes on top, so a fresh
   * read never hides an action the server has not acknowledged yet.
   */
  writeFresh(tables: readonly TableName[], write: (db: PautaDb) => Promise<void>): Promise<void>;
  /** Plain words for an outbox entry (sync centre); the mutation name when it cannot say. */
  describe(entry: Pick<OutboxEntry, 'name' | 'args'>): MutationDescription;
}

const PULL_MS = 300_000;
const DRAIN_MS = 30_000;
/** Page effects of acknowledged entries are run at most this often, in order (ms). */
export const EFFECT_BATCH_MS = 100;
const VISIBLE_PULL_GAP_MS = 30_000;
/** Look-ups (media types, countries, states, cities, settings) are refreshed at most this often unless asked: 6 h, ms. */
export const LOOKUP_REFRESH_MS = 6 * 3600_000;

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
  const collections: CollectionDef[] = collectionsFor(options.permissions);
  const status = createStatusStore({ online: env.onLine?.() ?? true });

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

  const ackListeners = new Set<(mutation: AnyMutation, args: unknown, answer: unknown) => void>();
  /** Runs a mutation's page effect and the acknowledgement listeners for an acknowledged entry; never throws. */
  function runEffect(name: string, args: unknown, answer: unknown): void {
    const def = registry.get(name);
    if (!def) return;
    try {
      def.effect?.(answer, args);
    } catch {
      /* an effect never breaks the engine */
    }
    for (const listener of ackListeners) {
      try {
        listener(def, args, answer);
      } catch {
        /* nor does a listener */
      }
    }
  }
  // Page effects of acknowledged entries run in batches, in order, at most every EFFECT_BATCH_MS (and at the end of
  // each drain): a long replay then re-renders the open screens a few times a second, not once per entry, and the
  // CPU goes to sending. Effects are "set" changes (the profile = the answer), so batching changes no outcome.
  let effects: [name: string, args: unknown, answer: unknown][] = [];
  let effectTimer: ReturnType<typeof setTimeout> | null = null;
  function flushEffects(): void {
    if (effectTimer !== null) {
      clearTimeout(effectTimer);
      effectTimer = null;
    }
    const batch = effects;
    effects = [];
    for (const [name, args, answer] of batch) runEffect(name, args, answer);
  }
  function queueEffect(name: string, args: unknown, answer: unknown): void {
    const def = registry.get(name);
    if (!def?.effect && !def?.invalidates?.length && !ackListeners.size) return;
    effects.push([name, args, answer]);
    effectTimer ??= setTimeout(flushEffects, EFFECT_BATCH_MS);
  }
  const announce = outboxAnnouncer(() => channel, accountId);
  const onAcked = (entry: OutboxEntry, answer: unknown) => {
    queueEffect(entry.name, entry.args, answer);
    announce.acked(entry, answer);
  };

  /** Another context (the service worker, another tab) acknowledged an entry of this account. */
  const onMessage = (
    event: MessageEvent<{
      type?: string;
      accountId?: string;
      name?: string;
      args?: unknown;
      answer?: unknown;
      entryId?: unknown;
    } | null>,
  ) => {
    const m = event.data;
    if (m?.type === 'acked' && m.accountId === String(accountId) && typeof m.name === 'string')
      queueEffect(m.name, m.args, m.answer);
    if (m?.type === 'sending' && m.accountId === String(accountId))
      announceSending(typeof m.entryId === 'string' ? m.entryId : null);
  };

  const pullCtx = (): PullContext => ({ db, transport, accountId, locks, now, signal: abort.signal, rebase });
  const sendingListeners = new Set<(entryId: string | null) => void>();
  const announceSending = (entryId: string | null) => {
    for (const l of sendingListeners) l(entryId);
  };
  const onSending = (entry: OutboxEntry) => {
    announceSending(entry.id);
    announce.sending(entry);
  };
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
    onAcked,
    onSending,
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

  /**
   * Collections to pull now: every collection with deltas (a delta is cheap),
   * and look-ups (full refreshes: thousands of cities) only when never pulled,
   * older than LOOKUP_REFRESH_MS, or when the person asked (`manual`).
   */
  async function due(reason: SyncReason): Promise<CollectionDef[]> {
    if (reason === 'manual') return [...collections];
    const states = new Map(
      (await db.syncState.bulkGet(collections.map((c) => c.name))).filter(Boolean).map((st) => [st!.collection, st!]),
    );
    return collections.filter((c) => {
      if (c.deltas) return true;
      const last = states.get(c.name)?.lastPulledAt;
      return last === undefined || now() - last >= LOOKUP_REFRESH_MS;
    });
  }

  function pullAll(reason: SyncReason = 'manual'): Promise<PullResult[]> {
    if (status.getSnapshot().paused) return Promise.resolve([]);
    if (pullRun) return pullRun;
    lastPullStart = now();
    status.set({ pulling: true });
    pullRun = (async () => {
      // a database closed under us (sign-out, device data removed) pulls nothing: pullAll never rejects
      const queue = await due(reason).catch(() => [] as CollectionDef[]);
      const results: PullResult[] = [];
      let halt = false;
      const worker = async () => {
        while (queue.length && !halt && !abort.signal.aborted) {
          const result = await pullCollection(pullCtx(), queue.shift()!);
          results.push(result);
          if (result.status === 'error' && (result.error?.status === 0 || result.error?.status === 401)) halt = true;
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
        if (result.outcome === 'waiting' && result.nextAttemptAt !== undefined) {
          wakeAt(result.nextAttemptAt);
          registerBackgroundSync(env);
        }
      } else if (result.outcome === 'drained' && status.getSnapshot().lastError?.source === 'outbox') {
        status.set({ lastError: null });
      }
      await refreshStatus();
      announceSending(null);
      flushEffects();
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
          void dueAfterReconnect(db).finally(() => both('online'));
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
    channel?.addEventListener('message', onMessage as EventListener);
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
    flushEffects();
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
    cancelWake?.();
    cancelWake = null;
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

  async function writeFresh(tables: readonly TableName[], write: (db: PautaDb) => Promise<void>): Promise<void> {
    const mirror = tables.filter((t): t is MirrorTableName => t !== 'outbox' && t !== 'blobs' && t !== 'syncState');
    const scope = [...new Set<TableName>([...tables, ...rebase.scope(mirror)])];
    await db.transaction('rw', scope, async () => {
      await write(db);
      await rebase.apply(db, mirror);
    });
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

  const subscribeSending = (listener: (entryId: string | null) => void) => {
    sendingListeners.add(listener);
    return () => {
      sendingListeners.delete(listener);
    };
  };
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
    writeFresh,
    describe,
    onSending: subscribeSending,
    onAcknowledged(listener) {
      ackListeners.add(listener);
      return () => ackListeners.delete(listener);
    },
  };
}
