/**
 * One drain of an account's outbox outside any page: what the service worker
 * runs on a Background Sync wake-up (issue 5, sw/outbox-sync.ts). It is the
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
import { openAccountDb, type OutboxEntry } from './db.ts';
import { browserLocks, type LockManagerLike } from './locks.ts';
import { createRebaser, createRegistry, type AnyMutation } from './mutations.ts';
import { drain, dueAfterReconnect, type DrainResult } from './outbox.ts';
import type { Transport } from './transport.ts';
import { OUTBOX_CHANNEL } from './triggers.ts';

export interface BackgroundDrainOptions {
  accountId: string | number;
  /** An API client sending the account's token. */
  transport: Transport;
  /** Every mutation the app may have queued (the same list the pages use). */
  mutations: readonly AnyMutation[];
  /** Default navigator.locks; null: none (tests). */
  locks?: LockManagerLike | null | undefined;
  /** Clock, epoch ms (default Date.now). */
  now?: (() => number) | undefined;
  /** The network is back (a Background Sync wake-up): entries that failed for want of it are due now. */
  reconnected?: boolean | undefined;
}

/** Tells the open pages of the account that an entry was acknowledged (they run its `effect`). */
function announce(accountId: string | number): ((entry: OutboxEntry, answer: unknown) => void) & { close(): void; sending(entry: OutboxEntry): void } {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  const sending = (entry: OutboxEntry) => {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- MessagePort and BroadcastChannel have no target origin
    try { channel?.postMessage({ type: 'sending', accountId: String(accountId), entryId: entry.id }); } catch { /* closed */ }
  };
  const post = (entry: OutboxEntry, answer: unknown) => {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- MessagePort and BroadcastChannel have no target origin
    try { channel?.postMessage({ type: 'acked', accountId: String(accountId), name: entry.name, args: entry.args, answer }); } catch { /* not cloneable */ }
  };
  return Object.assign(post, { close: () => channel?.close(), sending });
}

/**
 * Sends the account's pending entries, in order, once each (see outbox.ts).
 * @returns the drain's result; never rejects (a database that cannot open gives `error`)
 */
export async function drainAccountOutbox(options: BackgroundDrainOptions): Promise<DrainResult> {
  const db = openAccountDb(options.accountId);
  const onAcked = announce(options.accountId);
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
      onAcked,
      onSending: onAcked.sending,
    });
  } finally {
    onAcked.close();
    db.close();
  }
}
