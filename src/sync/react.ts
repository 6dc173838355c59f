/**
 * React bindings of the sync engine, for features' `api/` hooks (screens do
 * not import dexie; they use these through their feature's hooks):
 * the engine in context, its status, live queries on the account's mirror,
 * and how fresh a mirrored collection is.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionName } from './collections.ts';
import type { OutboxEntry } from './db.ts';
import { namesOf, type AnyMutation, type EnqueueOptions, type MutationArgs, type MutationInput } from './mutations.ts';
import { toPendingAction, type PendingAction } from './pending.ts';
import { ReadProvider, useReadClient } from './reads.ts';
import type { PautaDb } from './db.ts';
import type { SyncEngine } from './engine.ts';
import type { StatusStore, SyncStatus } from './status.ts';

const EngineContext = createContext<SyncEngine | null>(null);

/** Provides the signed-in account's engine to the tree (remount with a new engine on account change). */
export function SyncEngineProvider(props: { engine: SyncEngine; children?: ReactNode }) {
  const readClient = useReadClient(props.engine);
  return createElement(
    EngineContext.Provider,
    { value: props.engine },
    createElement(ReadProvider, { readClient }, props.children),
  );
}

/** The engine of the signed-in account. @throws Error outside a SyncEngineProvider. */
export function useSyncEngine(): SyncEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useSyncEngine must be used inside a <SyncEngineProvider>');
  return engine;
}

/** The engine when one runs above (a signed-in dashboard screen), else null — for hooks usable outside it. */
export function useOptionalSyncEngine(): SyncEngine | null {
  return useContext(EngineContext);
}

/**
 * Subscribes to a status store, calling `listener` at most once per animation
 * frame (a drain changes the counts once per action: hundreds a second).
 */
function subscribePerFrame(store: StatusStore): (listener: () => void) => () => void {
  return (listener) => {
    let frame: number | null = null;
    const unsubscribe = store.subscribe(() => {
      if (frame === null)
        frame = requestAnimationFrame(() => {
          frame = null;
          listener();
        });
    });
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      unsubscribe();
    };
  };
}

/**
 * The engine's status (online, pulling, paused, counts, first-sync progress,
 * last error); re-renders on change, at most once per animation frame.
 * With `select`, re-renders only when the selected value changes (compared with `Object.is`: return a primitive
 * or a stable object). A screen that shows whether it is online should not re-render for every action a drain
 * sends: replaying 1,000 actions re-rendered the home at every frame (issue 21, replay).
 */
export function useSyncStatus(): SyncStatus;
export function useSyncStatus<T>(select: (status: SyncStatus) => T): T;
export function useSyncStatus<T>(select?: (status: SyncStatus) => T): SyncStatus | T {
  const { status } = useSyncEngine();
  const subscribe = useMemo(() => subscribePerFrame(status), [status]);
  const read: () => SyncStatus | T = select ? () => select(status.getSnapshot()) : status.getSnapshot;
  return useSyncExternalStore<SyncStatus | T>(subscribe, read, read);
}

/** Whether the device is online and the server answers (`online && reachable`), re-rendering only when that changes. */
export function useConnected(): boolean {
  return useSyncStatus((s) => s.online && s.reachable);
}

/**
 * A live query on the account's mirror: re-runs when the tables it read change
 * (pulls, optimistic changes, other tabs). `undefined` (or `defaultValue`) until the first result.
 * @param querier reads `db` with Dexie calls only (no fetch inside)
 * @param deps values the querier depends on (the db is added)
 */
export function useLiveRows<T>(querier: (db: PautaDb) => Promise<T> | T, deps: readonly unknown[]): T | undefined;
export function useLiveRows<T, D>(
  querier: (db: PautaDb) => Promise<T> | T,
  deps: readonly unknown[],
  defaultValue: D,
): T | D;
export function useLiveRows<T, D>(
  querier: (db: PautaDb) => Promise<T> | T,
  deps: readonly unknown[],
  defaultValue?: D,
): T | D | undefined {
  const { db } = useSyncEngine();
  return useLiveQuery(() => querier(db), [db, ...deps], defaultValue);
}

/** Data older than this (15 min: three missed 5-minute pulls) is shown as stale. */
export const STALE_AFTER_MS = 15 * 60_000;

/**
 * How fresh a mirrored collection is: end of its last complete pull (epoch
 * ms, null: never pulled on this device) and whether that is older than
 * `staleAfterMs`. Flips to stale on its own as time passes.
 */
export function useFreshness(
  collection: CollectionName,
  staleAfterMs = STALE_AFTER_MS,
): { lastPulledAt: number | null; stale: boolean } {
  const state = useLiveRows((db) => db.syncState.get(collection), [collection]);
  const lastPulledAt = state?.lastPulledAt ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (lastPulledAt === null) return undefined;
    const wait = lastPulledAt + staleAfterMs - Date.now();
    if (wait < 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), wait + 1);
    return () => clearTimeout(timer);
  }, [lastPulledAt, staleAfterMs]);
  return { lastPulledAt, stale: lastPulledAt === null || Math.max(now, lastPulledAt) - lastPulledAt > staleAfterMs };
}

/** The id of the outbox entry being sent right now (by this page or the service worker), null when none. */
export function useSendingEntry(): string | null {
  const engine = useSyncEngine();
  const [id, setId] = useState<string | null>(null);
  useEffect(() => engine.onSending(setId), [engine]);
  return id;
}

/**
 * A mutation as a function screens call: validates the args (the schema's
 * input), queues the action in the outbox with its optimistic change, and
 * starts sending (see `SyncEngine.enqueue`). Stable across renders.
 * @returns the stored entry; rejects with MutationArgsError or StorageFullError (nothing stored)
 */
export function useMutation<M extends AnyMutation>(
  mutation: M,
): (args: MutationInput<M>, options?: Pick<EnqueueOptions, 'blobs'>) => Promise<OutboxEntry> {
  const engine = useSyncEngine();
  return useCallback((args, options) => engine.enqueue(mutation, args, options), [engine, mutation]);
}

/**
 * The account's outbox entries of these mutations (current or former names),
 * oldest first across all of them, as typed pending actions
 * (src/sync/pending.ts; tell them apart with `isActionOf`); live. `[]` until first read.
 */
export function usePending<const Ms extends readonly AnyMutation[]>(
  ...mutations: Ms
): PendingAction<MutationArgs<Ms[number]>>[] {
  const names = mutations.flatMap(namesOf);
  const rows = useLiveRows(
    (db) =>
      db.outbox
        .orderBy('seq')
        .filter((e) => names.includes(e.name))
        .toArray(),
    [names.join('|')],
    [],
  );
  return useMemo(() => rows.map((e) => toPendingAction(e) as PendingAction<MutationArgs<Ms[number]>>), [rows]);
}

/** What a screen may do with one of its refused or queued entries: drop it (and its files), or send it again. */
export function useOutboxEntry(): {
  discard: (entryId: string) => Promise<boolean>;
  retry: (entryId: string) => Promise<boolean>;
} {
  const engine = useSyncEngine();
  return useMemo(
    () => ({ discard: (id: string) => engine.discard(id), retry: (id: string) => engine.retryFailed(id) }),
    [engine],
  );
}
