/**
 * The sync engine's shapes (engine.ts): its options and what it offers the app (ARCHITECTURE "The outbox drains in
 * order, once"; product.md §4 offline work). Times in ms, clocks epoch ms.
 */
import type { OutboxEntry, PautaDb, TableName } from './db.ts';
import type { LockManagerLike } from './locks.ts';
import type { AnyMutation, EnqueueOptions, MutationDescription, MutationInput } from './mutations.ts';
import type { DrainResult } from './outbox.ts';
import type { PullResult } from './pull.ts';
import type { StatusStore } from './status.ts';
import type { Scheduler, SyncEnvironment } from './triggers.ts';
import type { Transport } from './transport.ts';
import type { ProbeAnswer } from './reachability.ts';

/** Why a pull or drain runs (logs and tests). */
export type SyncReason =
  | 'start'
  | 'online'
  | 'visible'
  | 'timer'
  | 'enqueue'
  | 'sw'
  | 'retry'
  | 'resume'
  | 'manual'
  | 'language';

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
  /**
   * One cheap request to the server (src/sync/reachability.ts `probeServer`),
   * asked every second while the server cannot be reached. Undefined: no
   * probing (the `online` event and the back-off alone).
   */
  probe?: (() => Promise<ProbeAnswer>) | undefined;
  /**
   * The language the server answers in (the `locals` cookie the transport
   * sends, 'es' | 'en'). A mirror pulled in another language is pulled again
   * in full, look-ups included, so names and labels follow a language switch
   * (issue 15). Undefined: languages are not tracked.
   */
  locale?: (() => string) | undefined;
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
  /**
   * The server answered one of the app's requests with this HTTP status: a
   * live answer ends an outage at once (waiting entries due, drain).
   */
  serverAnswered(status: number): void;
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
   * read never hides an action the server has not acknowledged yet. With `since` (the acknowledgement count noted
   * before the read, fresh-writes.ts), nothing is written when an entry was acknowledged meanwhile.
   * @returns whether it wrote
   */
  writeFresh(tables: readonly TableName[], write: (db: PautaDb) => Promise<void>, since?: number): Promise<boolean>;
  /**
   * Reads from the server with `read` and writes the value with `write` as writeFresh does, unless an outbox entry
   * was acknowledged while it read (the answer may predate it): then reads again, at most 3 times in all, and
   * otherwise leaves the mirror as it is. @returns the last value read @throws what `read` throws
   */
  readFresh<T>(
    tables: readonly TableName[],
    read: () => Promise<T>,
    write: (db: PautaDb, value: T) => Promise<void>,
  ): Promise<T>;
  /** Plain words for an outbox entry (sync centre); the mutation name when it cannot say. */
  describe(entry: Pick<OutboxEntry, 'name' | 'args'>): MutationDescription;
}
