/**
 * The engine's status as a tiny external store (`subscribe`/`getSnapshot`,
 * what React's useSyncExternalStore expects). Snapshots are immutable: every
 * change makes a new object, and a change that alters nothing notifies no one.
 */
import type { PautaDb } from './db.ts';
import type { SyncErrorInfo } from './errors.ts';

/** Progress of one collection during the first sync: rows written / `meta.total` (null until page 1 arrives). */
export interface FirstSyncProgress {
  done: number;
  expected: number | null;
}

export interface SyncStatus {
  /** navigator.onLine, kept by the online/offline events. */
  online: boolean;
  /**
   * False while the server cannot be reached although the browser says it is
   * online (an outage in the network path: requests get no answer); true again
   * at the first answer (src/sync/reachability.ts).
   */
  reachable: boolean;
  /** A pull of any collection is running. */
  pulling: boolean;
  /** The outbox is being sent by this tab. */
  draining: boolean;
  /** null: running; 'auth': the server answered 401, waiting for the same account to sign in; 'user': paused by the app. */
  paused: null | 'auth' | 'user';
  /** Outbox entries waiting to be sent (all tabs: read from the database). */
  pendingCount: number;
  /** Outbox entries the server refused, waiting for retry or discard. */
  failedCount: number;
  /** End of the most recent complete pull of any collection (epoch ms), null: never. */
  lastSyncAt: number | null;
  /** While some collection has never been pulled completely: progress per collection; then null. */
  firstSync: Record<string, FirstSyncProgress> | null;
  /** The last pull or send error, cleared by the next success of the same kind. */
  lastError: (SyncErrorInfo & { source: 'pull' | 'outbox'; collection?: string | undefined; at: number }) | null;
}

export interface StatusStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SyncStatus;
}

/** The writable store the engine holds; it exposes only `StatusStore` to others. */
export interface WritableStatusStore extends StatusStore {
  set(patch: Partial<SyncStatus>): void;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify((b as Record<string, unknown>)[k]),
    )
  );
}

export const INITIAL_STATUS: SyncStatus = {
  online: true,
  reachable: true,
  pulling: false,
  draining: false,
  paused: null,
  pendingCount: 0,
  failedCount: 0,
  lastSyncAt: null,
  firstSync: null,
  lastError: null,
};

/** A store starting at `initial`. Listeners are called synchronously after each effective change. */
export function createStatusStore(initial: Partial<SyncStatus> = {}): WritableStatusStore {
  let snapshot: SyncStatus = { ...INITIAL_STATUS, ...initial };
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    set(patch) {
      const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some((k) => !sameValue(snapshot[k], patch[k]));
      if (!changed) return;
      snapshot = { ...snapshot, ...patch };
      for (const listener of Array.from(listeners)) listener();
    },
  };
}

/**
 * The database part of the status: outbox counts and pull progress of the
 * given collections (Dexie reads only, so it can run inside liveQuery and
 * follows other tabs' changes).
 */
export async function readStoredStatus(
  db: PautaDb,
  collections: readonly string[],
): Promise<Pick<SyncStatus, 'pendingCount' | 'failedCount' | 'lastSyncAt' | 'firstSync'>> {
  const pendingCount = await db.outbox.where('status').equals('pending').count();
  const failedCount = await db.outbox.where('status').equals('failed').count();
  const states = new Map((await db.syncState.toArray()).map((s) => [s.collection, s]));
  const times = [...states.values()].map((s) => s.lastPulledAt ?? 0).filter((t) => t > 0);
  const incomplete = collections.some((name) => !states.get(name)?.lastPulledAt);
  const firstSync = incomplete
    ? Object.fromEntries(
        collections.map((name) => {
          const s = states.get(name);
          return [
            name,
            s?.lastPulledAt
              ? { done: s.rowsDone ?? 0, expected: s.rowsDone ?? 0 }
              : { done: s?.rowsDone ?? 0, expected: s?.rowsExpected ?? null },
          ];
        }),
      )
    : null;
  return { pendingCount, failedCount, lastSyncAt: times.length ? Math.max(...times) : null, firstSync };
}
