/**
 * The last answer of reads that are not mirrored (the art, art-request and
 * colour-proof screens of product.md §2, §4 inventory and creative approval), kept in the account's database so a
 * screen loaded once still shows it after a reload with no connection, and
 * says from when. The mirror stays the data cache (ARCHITECTURE.md, service worker: the service
 * worker never caches authenticated JSON); these rows go with the account's
 * database (sign-out, "Remove this device's data").
 *
 * At most SERVER_READS_KEPT rows per account: the oldest (by `at`) go first.
 */
import type { PautaDb, ServerReadRow } from './db.ts';

/** Rows kept per account. */
export const SERVER_READS_KEPT = 300;

/**
 * Stores `value` as the last answer of `key` at `now` (epoch ms), then drops
 * the oldest rows beyond SERVER_READS_KEPT. Never rejects (a full or closed
 * database only loses the copy).
 */
export async function rememberRead(db: PautaDb, key: string, value: unknown, now = Date.now()): Promise<void> {
  try {
    await db.serverReads.put({ key, value, at: now });
    const extra = (await db.serverReads.count()) - SERVER_READS_KEPT;
    if (extra > 0) await db.serverReads.bulkDelete(await db.serverReads.orderBy('at').limit(extra).primaryKeys());
  } catch {
    /* the copy is a convenience: the screen already has the answer */
  }
}

/** The last answer stored for `key`, if any. Never rejects (undefined). */
export async function recallRead(db: PautaDb, key: string): Promise<ServerReadRow | undefined> {
  try {
    return await db.serverReads.get(key);
  } catch {
    return undefined;
  }
}
