/**
 * When the engine syncs without being asked: browser events (online/offline,
 * the page becoming visible), a service-worker message `{ type: 'outbox:drain' }`,
 * and repeating timers. Also asks for Background Sync (tag `pauta-outbox`)
 * where the browser has it. Everything is injectable (tests pass event
 * targets and a manual scheduler); `attachTriggers` returns the one function
 * that removes every listener and timer it added.
 */
import { BACKGROUND_SYNC_TAG, OUTBOX_DRAIN } from '../lib/worker-messages.ts';
import { isHandingOver } from '../lib/update-handover.ts';

/** Timers the engine uses; tests pass a manual one. Each returns its cancel function. */
export interface Scheduler {
  every(ms: number, fn: () => void): () => void;
  after(ms: number, fn: () => void): () => void;
}

/** setInterval / setTimeout. */
export const browserScheduler: Scheduler = {
  every(ms, fn) {
    const h = setInterval(fn, ms);
    return () => clearInterval(h);
  },
  after(ms, fn) {
    const h = setTimeout(fn, ms);
    return () => clearTimeout(h);
  },
};

/** The part of `navigator.serviceWorker` the engine uses. */
export interface ServiceWorkerLike extends EventTarget {
  ready: Promise<{ sync?: { register(tag: string): Promise<void> } }>;
  /** The worker controlling the page, if any (it drains the outbox for the page). */
  controller?: { postMessage(message: unknown, transfer: Transferable[]): void } | null;
}

/** Where the engine listens; defaults to the browser's globals (absent ones are skipped). */
export interface SyncEnvironment {
  /** Receives `online` / `offline`. */
  window?: EventTarget | null;
  /** Receives `visibilitychange`; `visibilityState` read then. */
  document?: (EventTarget & { visibilityState?: string }) | null;
  /** `navigator.onLine`. */
  onLine?: () => boolean;
  serviceWorker?: ServiceWorkerLike | null;
  /** Whether Background Sync exists (`'sync' in ServiceWorkerRegistration.prototype`). */
  backgroundSync?: boolean;
  /**
   * Whether a page chose a waiting update (src/lib/update-handover.ts): the worker controlling this one is being
   * replaced, so the page sends its outbox itself instead of waking that worker.
   */
  handingOver?: () => boolean;
}

/**
 * BroadcastChannel on which the context that sent an entry (a page's engine
 * or the service worker) announces its acknowledgement to the other pages:
 * `{ type: 'acked', accountId, name, args, answer }` (they run the mutation's `effect`).
 */
export const OUTBOX_CHANNEL = 'pauta-outbox';

/** The messages of the `pauta-outbox` channel. */
export type OutboxMessage =
  | { type: 'acked'; accountId: string; name: string; args: unknown; answer: unknown }
  | { type: 'sending'; accountId: string; entryId: string };

/**
 * Posts an account's outbox news on a channel (the engine's, or the service
 * worker's own): an entry being sent, an entry acknowledged. Never throws (a
 * closed channel or an answer that cannot be cloned is skipped: other pages
 * catch up on their next pull).
 */
export function outboxAnnouncer(
  channel: () => Pick<BroadcastChannel, 'postMessage'> | null,
  accountId: string | number,
) {
  const post = (message: OutboxMessage) => {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
    try {
      channel()?.postMessage(message);
    } catch {
      /* closed or not cloneable */
    }
  };
  return {
    sending: (entry: { id: string }) => post({ type: 'sending', accountId: String(accountId), entryId: entry.id }),
    acked: (entry: { name: string; args: unknown }, answer: unknown) =>
      post({ type: 'acked', accountId: String(accountId), name: entry.name, args: entry.args, answer }),
  };
}

/** How long a page waits for the service worker's drain before sending itself (the lock keeps it to one sender), ms. */
export const WORKER_DRAIN_TIMEOUT_MS = 60_000;

/**
 * Asks the service worker controlling the page to drain the account's outbox
 * (`{ type: 'outbox:drain', accountId }` with a reply port): a worker sends
 * without competing with the page's rendering — about five times the page's
 * rate on the benchmark machine (`npm run bench`).
 * @returns the worker's DrainResult; null when no worker controls the page, a page chose an update (the worker is
 *   being replaced: a message would keep it, src/lib/update-handover.ts), it cannot send (no token) or it does not
 *   answer within `timeoutMs`
 */
export function askServiceWorkerToDrain<R>(
  env: SyncEnvironment,
  accountId: string | number,
  timeoutMs = WORKER_DRAIN_TIMEOUT_MS,
): Promise<R | null> {
  const controller = env.serviceWorker?.controller;
  if (!controller || env.handingOver?.() || typeof MessageChannel === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = (result: R | null) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(result);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    channel.port1.addEventListener('message', (event: MessageEvent<{ result?: R | null } | null>) =>
      done(event.data?.result ?? null),
    );
    channel.port1.start();
    try {
      controller.postMessage({ type: OUTBOX_DRAIN, accountId }, [channel.port2]);
    } catch {
      done(null);
    }
  });
}

/** The browser's globals, where they exist. */
export function browserEnvironment(): SyncEnvironment {
  const g = globalThis as {
    window?: EventTarget;
    document?: EventTarget & { visibilityState?: string };
    navigator?: { onLine?: boolean; serviceWorker?: ServiceWorkerLike };
    ServiceWorkerRegistration?: { prototype: object };
  };
  return {
    window: g.window ?? null,
    document: g.document ?? null,
    onLine: () => g.navigator?.onLine ?? true,
    serviceWorker: g.navigator?.serviceWorker ?? null,
    backgroundSync: !!g.ServiceWorkerRegistration && 'sync' in g.ServiceWorkerRegistration.prototype,
    handingOver: () => isHandingOver(),
  };
}

export interface TriggerHandlers {
  online(): void;
  offline(): void;
  visible(): void;
  /** The page was hidden (switched away, closed on a phone). */
  hidden(): void;
  serviceWorkerDrain(): void;
  pullTimer(): void;
  drainTimer(): void;
}

/**
 * Adds the listeners and timers.
 * @param intervals ms between `pullTimer` and between `drainTimer` calls
 * @returns detach: removes all of them
 */
export function attachTriggers(
  env: SyncEnvironment,
  scheduler: Scheduler,
  intervals: { pullMs: number; drainMs: number },
  on: TriggerHandlers,
): () => void {
  const cleanups: (() => void)[] = [];
  const listen = (target: EventTarget | null | undefined, type: string, handler: (event: Event) => void) => {
    if (!target) return;
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };
  listen(env.window, 'online', () => on.online());
  listen(env.window, 'offline', () => on.offline());
  listen(env.document, 'visibilitychange', () => {
    if (env.document?.visibilityState === 'visible') on.visible();
    else on.hidden();
  });
  listen(env.serviceWorker, 'message', (event) => {
    if ((event as MessageEvent).data?.type === OUTBOX_DRAIN) on.serviceWorkerDrain();
  });
  cleanups.push(scheduler.every(intervals.pullMs, () => on.pullTimer()));
  cleanups.push(scheduler.every(intervals.drainMs, () => on.drainTimer()));
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}

/** Registers the Background Sync tag; best effort, never throws. */
export function registerBackgroundSync(env: SyncEnvironment): void {
  if (!env.backgroundSync || !env.serviceWorker) return;
  env.serviceWorker.ready
    .then((reg) => reg.sync?.register(BACKGROUND_SYNC_TAG))
    .catch(() => {
      /* best effort */
    });
}
