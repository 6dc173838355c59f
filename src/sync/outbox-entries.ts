/**
 * What the sync centre and the reconnect triggers do to outbox entries outside a drain (ARCHITECTURE "The outbox
 * drains in order, once"; product.md §4 offline work): make network-failed entries due at once, put a failed entry
 * back in the queue, discard an entry and restore the server's state.
 */
import type { OutboxEntry, PautaDb, TableName } from './db.ts';
import { blobIdsOf } from './mutations.ts';
import { rollBack, type DrainContext } from './outbox-settle.ts';

/**
 * How long after a reconnect made an entry due at once a new failure of it for want of a network counts as its own
 * (ms): within it, the next reconnect leaves the entry to its back-off.
 */
export const RECONNECT_REPEAT_MS = 30_000;

/**
 * Makes the pending entries that failed for want of a network due at once
 * (their back-off is moot when the network is back: the `online` event, the
 * first answer after an outage, a Background Sync wake-up). Never rejects.
 *
 * After a sign of life (`'answer'`: the first answer after an outage, reachability.ts), an entry whose send again got
 * no answer less than RECONNECT_REPEAT_MS after the last reconnect made it due keeps its back-off: the server answers
 * the probe but not this entry (a proxy cutting its upload, a request that kills the connection). Each of its
 * failures starts a new outage and each probe a new reconnect, so without this the engine resent it, and pulled
 * every collection, once a second for as long as it lasted. The browser's own `online` event and a Background Sync
 * (`'online'`) tell that the device's connection changed: every entry that failed for want of a network is due.
 * @param now epoch ms
 * @param why what told that the network is back
 */
export async function dueAfterReconnect(
  db: PautaDb,
  now = Date.now(),
  why: 'online' | 'answer' = 'online',
): Promise<void> {
  await db.outbox
    .where('status')
    .equals('pending')
    .modify((e) => {
      if (e.error?.status !== 0) return;
      const since =
        e.reconnectedAt === undefined || e.lastAttemptAt === undefined ? -1 : e.lastAttemptAt - e.reconnectedAt;
      if (why === 'answer' && since >= 0 && since < RECONNECT_REPEAT_MS) return;
      e.nextAttemptAt = 0;
      e.reconnectedAt = now;
    })
    .catch(() => undefined);
}

async function findEntry(db: PautaDb, id: string): Promise<OutboxEntry | undefined> {
  return db.outbox.where('id').equals(id).first();
}

/**
 * Puts a failed entry back in the queue (pending, 0 attempts, due now) at its
 * original place in the order, and re-applies its optimistic change.
 * @returns false when there is no failed entry with this id.
 */
export async function retryFailed(ctx: Pick<DrainContext, 'db' | 'registry'>, id: string): Promise<boolean> {
  const entry = await findEntry(ctx.db, id);
  if (!entry || entry.status !== 'failed') return false;
  const def = ctx.registry.get(entry.name);
  await ctx.db.transaction('rw', [...new Set<TableName>([...(def?.tables ?? []), 'outbox'])], async () => {
    const current = await ctx.db.outbox.get(entry.seq!);
    if (!current || current.status !== 'failed') return;
    await ctx.db.outbox.update(entry.seq!, {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastAttemptAt: undefined,
      error: undefined,
    });
    try {
      if (def)
        await def.optimistic(ctx.db, entry.args, { id: entry.id, now: entry.createdAt, blobIds: blobIdsOf(entry) });
    } catch {
      /* nothing to re-apply onto: the entry is queued all the same */
    }
  });
  return true;
}

/**
 * Deletes an entry and its Blobs, then re-reads its entity so the mirror
 * matches the server. A pending entry being sent at that moment cannot be
 * recalled: if the server acknowledges it, its answer is still folded.
 * @returns false when there is no entry with this id.
 */
export async function discard(ctx: Omit<DrainContext, 'locks' | 'random' | 'accountId'>, id: string): Promise<boolean> {
  const entry = await findEntry(ctx.db, id);
  if (!entry) return false;
  await ctx.db.transaction('rw', ['outbox', 'blobs'], async () => {
    await ctx.db.outbox.delete(entry.seq!);
    if (entry.blobIds.length) await ctx.db.blobs.bulkDelete(entry.blobIds);
  });
  await rollBack({ ...ctx, locks: null, random: Math.random, accountId: '' }, ctx.registry.get(entry.name), entry.args);
  return true;
}
