/**
 * One drain of an account's outbox outside any page: what the service worker
 * runs on a Background Sync wake-up (sw/outbox-sync.ts). It is the
 * engine's own drainer (outbox.ts) on the account's database, under the same
 * cross-tab lock `pauta:<account>:outbox`, so a page that is draining at the
 * same moment makes this one return `locked` (and vice versa): an entry is
 * never sent by two contexts at once.
 *
 * It is also how a page's engine sends when a service worker controls it
 * (the page asks, `askServiceWorkerToDrain`): off the page's main thread.
 *
 * No listeners, timers or status store: the open pages see the outbox change
 * through Dexie's cross-context notifications, and each acknowledgement on
 * the `pauta-outbox` BroadcastChannel (they run the mutation's `effect`).
 * Imports nothing that needs a window (the service worker bundles it).
 */
import { openAccountDb } from './db.ts';
import { browserLocks, type LockManagerLike } from './locks.ts';
import { createRebaser, createRegistry, type AnyMutation } from './mutations.ts';
import { drain, dueAfterReconnect, type DrainResult } from './outbox.ts';
import type { Transport } from './transport.ts';
import { OUTBOX_CHANNEL, outboxAnnouncer } from './triggers.ts';

export interface BackgroundDrainOptions {
  accountId: string | number;
  /** An API client sending the account's token. */
  transport: Transport;
  /** Every mutation the app may have queued (the same list the pages use). */
  mutations: readonly AnyMutation[];
  /** Outbox entries per request (default 1; see DrainContext.batchSize). */
  batchSize?: number | undefined;
  /** Default navigator.locks; null: none (tests). */
  locks?: LockManagerLike | null | undefined;
  /** Clock, epoch ms (default Date.now). */
  now?: (() => number) | undefined;
  /** The network is back (a Background Sync wake-up): entries that failed for want of it are due now. */
  reconnected?: boolean | undefined;
}

/**
 * Sends the account's pending entries, in order, once each (see outbox.ts).
 * @returns the drain's result; never rejects (a database that cannot open gives `error`)
 */
export async function drainAccountOutbox(options: BackgroundDrainOptions): Promise<DrainResult> {
  const db = openAccountDb(options.accountId);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  const announce = outboxAnnouncer(() => channel, options.accountId);
  try {
    const registry = createRegistry(options.mutations);
    if (options.reconnected) await dueAfterReconnect(db);
    return await drain({
      db,
      transport: options.transport,
      accountId: options.accountId,
      registry,
      locks: options.locks === undefined ? browserLocks() : options.locks,
      now: options.now ?? Date.now,
      random: Math.random,
      rebase: createRebaser(registry),
      onAcked: announce.acked,
      onSending: announce.sending,
      batchSize: options.batchSize,
    });
  } finally {
    channel?.close();
    db.close();
  }
}
