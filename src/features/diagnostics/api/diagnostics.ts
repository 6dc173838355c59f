/**
 * What the diagnostics page reads and does (issue 20: "versions, service worker state, storage used, sync state,
 * a button to send a test mutation"). Everything is about THIS device and the signed-in account only.
 *
 * - build: the app's version and build from the bundle (`VITE_APP_VERSION` when the build sets it; else the
 *   hashed name of the entry script, which changes with every build) and Vite's mode;
 * - server: one GET /languages (public, cheap, not cached by the service worker), timed; online only — offline it
 *   is not tried and says so;
 * - service worker: the registration's installing / waiting / active workers and whether one controls this page;
 * - storage: `navigator.storage.estimate()` and `persisted()` (null when the browser cannot tell);
 * - device data: per mirrored collection the rows stored and the last complete pull, the outbox counts from the
 *   engine's status and the files waiting in it (live queries on the account's database);
 * - test send: queues `languages.switch` with the current language through the outbox (../mutations.ts) and
 *   follows that one entry: waiting (with its attempts and last problem), refused (the server's message), sent
 *   (acknowledged by the server, whichever context sent it), or removed (discarded in the sync centre).
 * Never throws: a browser without an API gives "unknown".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { languages } from '#src/api/contract/translations.ts';
import { ApiError } from '#src/api/errors.ts';
import {
  collectionsFor,
  estimate,
  useLiveRows,
  useMutation,
  useSyncEngine,
  useSyncStatus,
  type OutboxEntry,
  type SyncErrorInfo,
  type SyncStateRow,
} from '#src/sync/index.ts';
import { sendTestMutation } from '../mutations.ts';

// ── build ───────────────────────────────────────────────────────────────────

export interface BuildInfo {
  /** `VITE_APP_VERSION`, or null when the build does not set it. */
  version: string | null;
  /** The entry script's file name without extension (`index-B3x9kQ`), or null when not found. */
  build: string | null;
  /** Vite's mode (`production`, `development`, `test`). */
  mode: string;
}

export function buildInfo(): BuildInfo {
  const env = import.meta.env as Record<string, unknown>;
  const version = typeof env.VITE_APP_VERSION === 'string' && env.VITE_APP_VERSION ? env.VITE_APP_VERSION : null;
  let build: string | null = null;
  if (typeof document !== 'undefined') {
    const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src');
    build = src
      ? (src
          .split('/')
          .pop()
          ?.replace(/\.[a-z]+$/, '') ?? null)
      : null;
  }
  return { version, build, mode: String(env.MODE ?? '') };
}

// ── server ──────────────────────────────────────────────────────────────────

export type ServerCheck =
  | { state: 'checking' | 'offline' }
  | { state: 'ok'; ms: number; at: number }
  /** `failing`: the server answered with an error (status); `unreachable`: no answer at all. */
  | { state: 'failing' | 'unreachable'; status: number; message: string; at: number };

/** Times GET /languages; checks again when the connection comes back and on `check()`. */
export function useServerCheck(): { result: ServerCheck; check: () => void } {
  const { transport } = useSyncEngine();
  const { online } = useSyncStatus();
  // each check has a number; an answer counts only for the check it belongs to
  const [run, setRun] = useState(0);
  const [answer, setAnswer] = useState<{ run: number; value: ServerCheck } | null>(null);
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    // the connection changed: what was learnt before no longer holds (checked again below when back)
    setWasOnline(online);
    setRun((r) => r + 1);
  }
  useEffect(() => {
    if (!online) return undefined;
    let live = true;
    const start = performance.now();
    transport.call(languages, {}).then(
      () => {
        if (live) setAnswer({ run, value: { state: 'ok', ms: performance.now() - start, at: Date.now() } });
      },
      (e: unknown) => {
        if (!live) return;
        const status = e instanceof ApiError ? e.status : 0;
        const message = e instanceof Error ? e.message : String(e);
        setAnswer({
          run,
          value: { state: status === 0 ? 'unreachable' : 'failing', status, message, at: Date.now() },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [transport, online, run]);
  const result: ServerCheck = !online
    ? { state: 'offline' }
    : answer?.run === run
      ? answer.value
      : { state: 'checking' };
  return { result, check: useCallback(() => setRun((r) => r + 1), []) };
}

// ── service worker and storage ──────────────────────────────────────────────

export interface ServiceWorkerInfo {
  supported: boolean;
  registered: boolean;
  /** State of each worker of the registration (`activated`, `installed`…), null when there is none. */
  installing: string | null;
  waiting: string | null;
  active: string | null;
  /** A service worker controls this page (it answers its requests). */
  controlled: boolean;
  scope: string | null;
}

export interface StorageInfo {
  /** Bytes used and available to this origin; null when the browser cannot tell. */
  usage: number | null;
  quota: number | null;
  /** The browser keeps this origin's data under storage pressure; null when unknown. */
  persisted: boolean | null;
}

async function readServiceWorker(): Promise<ServiceWorkerInfo> {
  const none = { installing: null, waiting: null, active: null, scope: null };
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!sw) return { supported: false, registered: false, controlled: false, ...none };
  try {
    const reg = await sw.getRegistration();
    return {
      supported: true,
      registered: !!reg,
      installing: reg?.installing?.state ?? null,
      waiting: reg?.waiting?.state ?? null,
      active: reg?.active?.state ?? null,
      controlled: !!sw.controller,
      scope: reg?.scope ?? null,
    };
  } catch {
    return { supported: true, registered: false, controlled: !!sw.controller, ...none };
  }
}

async function readStorage(): Promise<StorageInfo> {
  const used = await estimate();
  let persisted: boolean | null = null;
  try {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    if (storage?.persisted) persisted = await storage.persisted();
  } catch {
    persisted = null;
  }
  return { usage: used?.usage ?? null, quota: used?.quota ?? null, persisted };
}

/** The service worker and storage as the browser tells them; undefined while reading; `refresh()` reads again. */
export function useBrowserState(): {
  serviceWorker: ServiceWorkerInfo | undefined;
  storage: StorageInfo | undefined;
  refresh: () => void;
} {
  const [serviceWorker, setServiceWorker] = useState<ServiceWorkerInfo>();
  const [storage, setStorage] = useState<StorageInfo>();
  const live = useRef(true);
  const refresh = useCallback(() => {
    void readServiceWorker().then((s) => live.current && setServiceWorker(s));
    void readStorage().then((s) => live.current && setStorage(s));
  }, []);
  useEffect(() => {
    live.current = true;
    refresh();
    const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    sw?.addEventListener?.('controllerchange', refresh);
    return () => {
      live.current = false;
      sw?.removeEventListener?.('controllerchange', refresh);
    };
  }, [refresh]);
  return { serviceWorker, storage, refresh };
}

// ── data on this device ─────────────────────────────────────────────────────

export interface CollectionState {
  /** The engine's collection name (`orderJobs`…): an identifier, shown as it is. */
  name: string;
  stored: number;
  lastPulledAt: number | null;
  lastError: SyncErrorInfo | null;
}

const NO_COLLECTIONS: CollectionState[] = [];

/** The account, its mirrored collections, the outbox and the engine's status (live). */
export function useDeviceData() {
  const engine = useSyncEngine();
  const status = useSyncStatus();
  const collections = useLiveRows(
    (db) =>
      Promise.all(
        collectionsFor(engine.permissions).map(async (c) => {
          const state: SyncStateRow | undefined = await db.syncState.get(c.name);
          return {
            name: c.name,
            stored: await db.table(c.tables[0]!).count(),
            lastPulledAt: state?.lastPulledAt ?? null,
            lastError: state?.lastError ?? null,
          };
        }),
      ),
    [engine.permissions.join(',')],
    NO_COLLECTIONS,
  );
  const files = useLiveRows((db) => db.blobs.count(), [], 0);
  return { accountId: engine.accountId, permissions: engine.permissions, status, collections, files };
}

// ── the test send ───────────────────────────────────────────────────────────

export type TestSend =
  | { state: 'idle' }
  | { state: 'queueing' }
  /** Could not be queued (storage full…): nothing was stored. */
  | { state: 'not-queued'; message: string }
  | { state: 'waiting'; attempts: number; error: OutboxEntry['error'] }
  | { state: 'refused'; error: OutboxEntry['error'] }
  | { state: 'sent'; at: number }
  /** Left the outbox without an acknowledgement this page saw (discarded in the sync centre). */
  | { state: 'removed' };

/** Queues the test mutation (../mutations.ts) and follows its entry (see module doc). */
export function useTestSend(): { test: TestSend; send: (locale: 'es' | 'en') => void } {
  const engine = useSyncEngine();
  const enqueue = useMutation(sendTestMutation);
  const [queued, setQueued] = useState<{ id: string | null; requestedAt: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [acked, setAcked] = useState<ReadonlyMap<number, number>>(new Map());
  useEffect(
    () =>
      engine.onAcknowledged((mutation, args) => {
        if (mutation.name !== sendTestMutation.name) return;
        const at = (args as { requested_at?: unknown }).requested_at;
        if (typeof at === 'number') setAcked((m) => new Map(m).set(at, Date.now()));
      }),
    [engine],
  );
  const entryId = queued?.id ?? null;
  // undefined: not read yet; null: not in the outbox
  const entry = useLiveRows(
    async (db) => (entryId ? ((await db.outbox.where('id').equals(entryId).first()) ?? null) : undefined),
    [entryId],
    undefined,
  );
  const send = useCallback(
    (locale: 'es' | 'en') => {
      const requestedAt = Date.now();
      setFailure(null);
      setQueued({ id: null, requestedAt });
      enqueue({ locale, requested_at: requestedAt }).then(
        (stored) => setQueued({ id: stored.id, requestedAt }),
        (e: unknown) => {
          setQueued(null);
          setFailure(e instanceof Error ? e.message : String(e));
        },
      );
    },
    [enqueue],
  );
  let test: TestSend = { state: 'idle' };
  if (failure !== null) test = { state: 'not-queued', message: failure };
  else if (queued) {
    const sentAt = acked.get(queued.requestedAt);
    if (sentAt !== undefined) test = { state: 'sent', at: sentAt };
    else if (!queued.id || entry === undefined) test = { state: 'queueing' };
    else if (entry === null) test = { state: 'removed' };
    else if (entry.status === 'failed') test = { state: 'refused', error: entry.error };
    else test = { state: 'waiting', attempts: entry.attempts, error: entry.error };
  }
  return { test, send };
}

/** Writes `text` to the clipboard. @returns false when the browser refuses or has no clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
