/**
 * The one read primitive for data that is not mirrored (ARCHITECTURE
 * "Growing it: Reads"): `useRead(endpoint, input)` reads a contract endpoint
 * through the engine's transport, keyed by the endpoint's name and its input,
 * on TanStack Query (deduplication, caching per account, refetch on
 * reconnect, invalidation).
 *
 * - **Kept on the device** (opt-in, `keep: true`): the answer is persisted
 *   per query in the account's Dexie database (`serverReads`, at most
 *   SERVER_READS_KEPT rows) by TanStack Query's own query persister. A later
 *   visit shows the kept answer at once (`kept: true`, `at` = when it was
 *   read) and reads again; with no connection it stays on screen, saying
 *   from when. A refusal (`error`) is never hidden behind a kept value.
 *   Forms that edit what they read do not keep it (an edit needs the
 *   server's current row).
 * - **Invalidation** is declared, not counted: a mutation lists the endpoints
 *   it changes (`invalidates`); when the server acknowledges it — in this page,
 *   another tab or the service worker — every open read of those endpoints is
 *   read again. Online actions (saves of the resource screens) invalidate
 *   through `useInvalidate()`.
 * - Mirrored collections stay live queries on Dexie (`useLiveRows`): this is
 *   for the rest.
 *
 * Invariants: one QueryClient per sync engine (per signed-in account; a new
 * account gets a new one, so answers never cross accounts); no automatic
 * retries (the screen offers "Try again", and a reconnection reads again);
 * queries run whatever `navigator.onLine` says (the transport decides).
 */
import { createContext, createElement, useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  QueryClient,
  QueryClientProvider,
  hashKey,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import type { AnswerOf, AnyEndpoint, CallInput } from '#src/api/contract/define.ts';
import { ApiError } from '#src/api/errors.ts';
import type { PautaDb } from './db.ts';
import type { SyncEngine } from './engine.ts';
import { rememberRead } from './server-reads.ts';
import type { Transport } from './transport.ts';

/** Prefix of persisted reads in `serverReads` (other rows there are not ours). */
export const READ_KEY_PREFIX = 'read';
/** A kept answer older than this is dropped instead of shown (ms: 30 days). */
export const READ_KEPT_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/**
 * A read as screens see it.
 * - `loading`: nothing to show yet;
 * - `ready`: `value` to show; `kept` when it is an earlier answer (restored from
 *   the device while a fresh read runs, or because the latest read got no answer), `at` when it was read;
 * - `offline`: no answer and nothing kept;
 * - `error`: refused (`message`, `status`, `notFound` on 404); `value` may still hold the last answer.
 */
interface ReadBase {
  kept: boolean;
  /** When `value` was read (epoch ms). */
  at: number | undefined;
  /** True while a read is in flight (also behind a shown value). */
  refreshing: boolean;
  message: string | undefined;
  /** HTTP status of a refusal (0 when there was no answer). */
  status: number | undefined;
  notFound: boolean;
  /** Reads again now. */
  retry: () => void;
}
export type Read<T> = ReadBase &
  (
    | { state: 'ready'; value: T }
    | { state: 'loading' | 'offline'; value: undefined }
    | { state: 'error'; value: T | undefined }
  );

export interface ReadOptions<A, T> {
  /** Keep the answer on the device (see module doc). Default false. */
  keep?: boolean;
  /** False: do not read (yet); the read stays `loading`. Default true. */
  enabled?: boolean;
  /** What the screen wants from the answer (runs on every answer, kept or fresh). */
  select?: (answer: A) => T;
}

/** The per-account read machinery the provider holds. */
export interface ReadClient {
  client: QueryClient;
  /** TanStack Query's per-query persister on the account's database. */
  persister: ReturnType<typeof experimental_createQueryPersister<PersistedQuery>>;
  /** Storage keys restored from the device in this session → the `dataUpdatedAt` they were restored with. */
  restored: Map<string, number>;
  transport: Transport;
  dispose(): void;
}

/** Copy of a persisted query safe to store (no error objects; data as answered). */
function storable(q: PersistedQuery): PersistedQuery {
  return { ...q, state: { ...q.state, error: null, fetchFailureReason: null, fetchMeta: null } };
}

/** `AsyncStorage` over the account's `serverReads` table. Never rejects on write (a full disk only loses the copy). */
export function serverReadsStorage(db: PautaDb, restored: Map<string, number>): AsyncStorage<PersistedQuery> {
  return {
    async getItem(key) {
      const row = await db.serverReads.get(key);
      const value = row?.value as PersistedQuery | undefined;
      if (value) restored.set(key, value.state.dataUpdatedAt);
      return value;
    },
    setItem: (key, value) => rememberRead(db, key, value, value.state.dataUpdatedAt || Date.now()),
    async removeItem(key) {
      await db.serverReads.delete(key).catch(() => undefined);
    },
    entries: async () =>
      (await db.serverReads.where('key').startsWith(`${READ_KEY_PREFIX}-`).toArray()).map(
        (r) => [r.key, r.value as PersistedQuery] as [string, PersistedQuery],
      ),
  };
}

/**
 * Creates the read machinery of one engine: a QueryClient and a persister on
 * its database, invalidating the endpoints each acknowledged mutation names.
 */
export function createReadClient(
  engine: Pick<SyncEngine, 'db' | 'transport'> & Partial<Pick<SyncEngine, 'onAcknowledged'>>,
): ReadClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  const restored = new Map<string, number>();
  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage: serverReadsStorage(engine.db, restored),
    prefix: READ_KEY_PREFIX,
    maxAge: READ_KEPT_MAX_AGE_MS,
    serialize: storable,
    deserialize: (q) => q,
    // the hook reads again after a restore itself: the persister's own refetch leaves its rejection unhandled
    refetchOnRestore: false,
  });
  const stop = engine.onAcknowledged?.((mutation) => {
    for (const endpoint of mutation.invalidates ?? []) void client.invalidateQueries({ queryKey: [endpoint.name] });
  });
  return {
    client,
    persister,
    restored,
    transport: engine.transport,
    dispose() {
      stop?.();
      client.clear();
    },
  };
}

const ReadContext = createContext<ReadClient | null>(null);

/** Provides one engine's read machinery (SyncEngineProvider mounts it). */
export function ReadProvider(props: { readClient: ReadClient; children?: ReactNode }) {
  return createElement(
    ReadContext.Provider,
    { value: props.readClient },
    createElement(QueryClientProvider, { client: props.readClient.client }, props.children),
  );
}

/** Creates (once per engine) the engine's ReadClient and disposes it on unmount. */
export function useReadClient(engine: SyncEngine): ReadClient {
  const readClient = useMemo(() => createReadClient(engine), [engine]);
  useEffect(() => () => readClient.dispose(), [readClient]);
  return readClient;
}

function useReadContext(): ReadClient {
  const rc = useContext(ReadContext);
  if (!rc) throw new Error('useRead must be used inside a <SyncEngineProvider>');
  return rc;
}

/** The query key of a read: the endpoint's name, then its input (undefined parts dropped). */
export function readKey(endpoint: Pick<AnyEndpoint, 'name'>, input?: unknown): QueryKey {
  return input === undefined ? [endpoint.name] : [endpoint.name, JSON.parse(JSON.stringify(input)) as unknown];
}

/**
 * Reads `endpoint` with `input` (see module doc for states, keeping and invalidation).
 * @param input the call's params and query, as `transport.call` takes them
 */
export function useRead<E extends AnyEndpoint, T = AnswerOf<E>>(
  endpoint: E,
  input: CallInput<E>,
  options: ReadOptions<AnswerOf<E>, T> = {},
): Read<T> {
  return useReadWith(
    readKey(endpoint, input),
    (transport, signal) => transport.call(endpoint, input, { signal }),
    options,
  );
}

/**
 * The same for a read that needs more than one call (e.g. a record and its
 * layout): `key` must start with the name of the endpoint whose invalidation
 * should read it again; `load` makes the calls.
 */
export function useReadWith<A, T = A>(
  key: QueryKey,
  load: (transport: Transport, signal: AbortSignal) => Promise<A>,
  options: ReadOptions<A, T> = {},
): Read<T> {
  const rc = useReadContext();
  const { keep = false, enabled = true, select } = options;
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(rc.transport, signal),
    enabled,
    ...(keep ? { persister: rc.persister.persisterFn as never } : {}),
    ...(select ? { select } : {}),
  });
  const error = q.error as unknown;
  const network = error instanceof ApiError ? error.isNetwork : error != null && !(error instanceof ApiError);
  const status = error instanceof ApiError ? error.status : undefined;
  const message = error instanceof Error ? error.message : undefined;
  const restoredAt = keep ? rc.restored.get(`${READ_KEY_PREFIX}-${hashKey(key)}`) : undefined;
  const hasValue = q.data !== undefined;
  const fromDevice = hasValue && restoredAt !== undefined && restoredAt === q.dataUpdatedAt;
  // a value restored from the device is shown at once, then read again (once per restore)
  const refetch = q.refetch;
  useEffect(() => {
    if (fromDevice && !q.isFetching && q.error == null) void refetch();
  }, [fromDevice, restoredAt, refetch]); // oxlint-disable-line react-hooks/exhaustive-deps
  const value = q.data as T | undefined;
  const base = {
    at: hasValue ? q.dataUpdatedAt : undefined,
    refreshing: q.isFetching,
    message,
    status,
    notFound: status === 404,
    retry: () => void q.refetch(),
  };
  if (error && !network) return { ...base, state: 'error', value, kept: hasValue };
  if (value !== undefined) return { ...base, state: 'ready', value, kept: fromDevice || error != null };
  if (error) return { ...base, state: 'offline', value: undefined, kept: false };
  return { ...base, state: 'loading', value: undefined, kept: false };
}

/**
 * Reads again every open read of these endpoints (after an online action the
 * outbox does not carry, e.g. a resource screen's save).
 */
export function useInvalidate(): (...endpoints: readonly Pick<AnyEndpoint, 'name'>[]) => Promise<void> {
  const client = useQueryClient();
  return async (...endpoints) => {
    await Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: [e.name] })));
  };
}
