/**
 * The outbox drainer's shapes and how an answered entry is settled (ARCHITECTURE "The outbox drains in order,
 * once"): acknowledged — its `fold`, its deletion and the deletion of its Blobs in ONE transaction, then pending
 * changes re-applied on top; refused — `failed` with the server's message and its optimistic change rolled back by
 * `reread`. Used by outbox.ts (the drain) and outbox-entries.ts (the sync centre's actions).
 */
import type { OutboxEntry, PautaDb, TableName } from './db.ts';
import { countAck } from './fresh-writes.ts';
import type { SyncErrorInfo } from './errors.ts';
import type { LockManagerLike } from './locks.ts';
import { blobIdsOf, type AnyMutation } from './mutations.ts';
import type { Rebaser } from './pull.ts';
import type { Transport } from './transport.ts';

export interface DrainContext {
  db: PautaDb;
  transport: Transport;
  accountId: string | number;
  registry: ReadonlyMap<string, AnyMutation>;
  /** Cross-tab locks; null: none. */
  locks: LockManagerLike | null;
  /** Clock (epoch ms). */
  now: () => number;
  /** Jitter source in [0, 1). */
  random: () => number;
  signal?: AbortSignal | undefined;
  rebase?: Rebaser | undefined;
  /** Called once per acknowledged entry with the server's (valid) answer, after its fold is written. */
  onAcked?: ((entry: OutboxEntry, answer: unknown) => void) | undefined;
  /** Called just before an entry's request goes out (screens show which one is uploading). */
  onSending?: ((entry: OutboxEntry) => void) | undefined;
  /**
   * Entries per request (default 1: one request each). Above 1, runs of JSON
   * entries go as one sync batch (batch.ts), falling back to one request each
   * when the server has no batch; at most MAX_BATCH_REQUESTS.
   */
  batchSize?: number | undefined;
}

/**
 * - drained: nothing pending is left;
 * - waiting: the first pending entry waits until `nextAttemptAt` (epoch ms);
 * - paused: the server answered 401 (sign in again, then resume);
 * - locked: another tab or the service worker is draining;
 * - aborted: the engine stopped; - error: the local database failed (`error`).
 */
export interface DrainResult {
  outcome: 'drained' | 'waiting' | 'paused' | 'locked' | 'aborted' | 'error';
  /** Entries the server acknowledged in this run. */
  sent: number;
  /** Entries marked failed in this run. */
  failed: number;
  nextAttemptAt?: number | undefined;
  /** The error that stopped the run (retryable, 401, or local). */
  error?: SyncErrorInfo | undefined;
}

export type Step =
  | { kind: 'sent'; ack?: Promise<void> }
  | { kind: 'failed' }
  | { kind: 'stop'; result: Omit<DrainResult, 'sent' | 'failed'> };

/** A transport whose 401s never redirect (the queue pauses instead) and that stops with the engine. */
export function quietTransport(ctx: DrainContext): Transport {
  return {
    call: (endpoint, input, options) =>
      ctx.transport.call(endpoint, input, { ...options, on401: 'throw', signal: options?.signal ?? ctx.signal }),
  };
}

export async function rebaseAfter(ctx: DrainContext, def: AnyMutation): Promise<void> {
  const scope = ctx.rebase?.scope(def.tables) ?? [];
  if (!ctx.rebase || !scope.length) return;
  await ctx.db.transaction('rw', scope, () => ctx.rebase!.apply(ctx.db, def.tables));
}

/** Re-reads the entity of a refused/discarded entry and re-applies pending changes; best effort. */
export async function rollBack(ctx: DrainContext, def: AnyMutation | undefined, args: unknown): Promise<void> {
  if (!def) return;
  try {
    if (def.reread) await def.reread(quietTransport(ctx), ctx.db, args);
    await rebaseAfter(ctx, def);
  } catch {
    /* offline or refused: the next pull restores the server's state */
  }
}

export async function markFailed(
  ctx: DrainContext,
  entry: OutboxEntry,
  def: AnyMutation | undefined,
  error: SyncErrorInfo,
): Promise<Step> {
  await ctx.db.outbox.update(entry.seq!, { status: 'failed', error });
  await rollBack(ctx, def, entry.args);
  return { kind: 'failed' };
}

/** Removes an acknowledged entry and its Blobs, and counts the acknowledgement (inside the caller's transaction). */
async function removeAcknowledged(db: PautaDb, entry: OutboxEntry): Promise<void> {
  await db.outbox.delete(entry.seq!);
  if (entry.blobIds.length) await db.blobs.bulkDelete(entry.blobIds);
  await countAck(db);
}

export async function acknowledge(
  ctx: DrainContext,
  entry: OutboxEntry,
  def: AnyMutation,
  answer: unknown,
  fold: boolean,
): Promise<void> {
  const { db } = ctx;
  const scope = [
    ...new Set<TableName>([...def.tables, 'outbox', 'blobs', 'syncState', ...(ctx.rebase?.scope(def.tables) ?? [])]),
  ];
  const remove = () => removeAcknowledged(db, entry);
  try {
    await db.transaction('rw', scope, async () => {
      if (fold && def.fold) await def.fold(db, answer, entry.args);
      await remove();
      if (ctx.rebase) await ctx.rebase.apply(db, def.tables);
    });
  } catch (error) {
    if (!fold || !def.fold) throw error;
    // The server applied it: a fold that cannot write its answer must not resend it forever.
    await db.transaction('rw', ['outbox', 'blobs', 'syncState'], remove);
    await rollBack(ctx, def, entry.args);
  }
}

/** One acknowledged entry of a sync batch and the server's answer to it. */
export interface Acknowledged {
  entry: OutboxEntry;
  def: AnyMutation;
  answer: unknown;
}

/**
 * Acknowledges a run of entries one sync batch sent, in ONE transaction: each entry's fold, its deletion and its
 * Blobs' deletion, in queue order, then the re-application of the pending optimistic changes once (issue 21:
 * replaying 1,000 actions wrote 1,000 transactions, one at a time, and the replay ran at half the speed of the
 * bare requests). When that transaction fails (a fold that cannot write), nothing of it was written and each entry
 * is acknowledged on its own, as `acknowledge` does.
 */
export async function acknowledgeAll(ctx: DrainContext, items: readonly Acknowledged[]): Promise<void> {
  if (items.length === 1) return acknowledge(ctx, items[0]!.entry, items[0]!.def, items[0]!.answer, true);
  const { db } = ctx;
  const tables = [...new Set<TableName>(items.flatMap(({ def }) => def.tables))];
  const scope = [
    ...new Set<TableName>([...tables, 'outbox', 'blobs', 'syncState', ...(ctx.rebase?.scope(tables) ?? [])]),
  ];
  try {
    await db.transaction('rw', scope, async () => {
      for (const { entry, def, answer } of items) {
        if (def.fold) await def.fold(db, answer, entry.args);
        await removeAcknowledged(db, entry);
      }
      if (ctx.rebase) await ctx.rebase.apply(db, tables);
    });
  } catch {
    for (const { entry, def, answer } of items) await acknowledge(ctx, entry, def, answer, true);
  }
}

export async function loadFiles(db: PautaDb, entry: OutboxEntry): Promise<Record<string, File> | undefined> {
  if (entry.blobIds.length === 0) return {};
  const rows = await db.blobs.bulkGet(entry.blobIds);
  const keyOf = new Map(Object.entries(blobIdsOf(entry)).map(([key, blobId]) => [blobId, key]));
  const files: Record<string, File> = {};
  for (const row of rows) {
    if (!row) return undefined;
    files[keyOf.get(row.id)!] = new File([row.blob], row.name, { type: row.type });
  }
  return files;
}
