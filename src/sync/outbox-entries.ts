/**
 * What the sync centre and the reconnect triggers do to outbox entries outside a drain (ARCHITECTURE "The outbox
 * drains in order, once"; product.md §4 offline work): make network-failed entries due at once, put a failed entry
 * back in the queue, discard an entry and restore the server's state.
 */
import type { OutboxEntry, PautaDb, TableName } from './db.ts';
import { blobIdsOf } from './mutations.ts';
import { rollBack, type DrainContext } from './outbox-settle.ts';

/**
 * Makes the pending entries that failed for want of a network due at once
 * (their back-off is moot when the network is back: the `online` event, a
 * Background Sync wake-up). Never rejects.
 */
export async function dueAfterReconnect(db: PautaDb): Promise<void> {
  await db.outbox
    .where('status')
    .equals('pending')
    .modify((e) => {
      if (e.error?.status === 0) e.nextAttemptAt = 0;
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
