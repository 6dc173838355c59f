/**
 * Writing what the app read from the server outside a pull (a campaign's detail when its editor opens, an online
 * action's answer) into the mirror without hiding or undoing the user's actions (ARCHITECTURE "Reads are local",
 * "The outbox drains in order, once"):
 * - pending outbox entries touching the tables are re-applied on top of the fresh rows (the rebase);
 * - a read that began before an entry was acknowledged may show the server as it was before that entry, while the
 *   entry is no longer pending to be re-applied. `readFresh` notes the device's count of acknowledged entries
 *   (SyncStateRow.acks, counted in the acknowledgement's own transaction, by pages and the service worker alike)
 *   before reading, and writes only if it has not moved; otherwise it reads again, up to FRESH_READ_ATTEMPTS times,
 *   then leaves the mirror as it is (it already holds the acknowledged changes).
 */
import { ACKS_ROW, type MirrorTableName, type PautaDb, type TableName } from './db.ts';
import type { Rebaser } from './pull.ts';

/** Reads tried by `readFresh` while acknowledgements keep arriving. */
export const FRESH_READ_ATTEMPTS = 3;

/** How many outbox entries this device has seen acknowledged (0 before the first). */
export async function ackCount(db: PautaDb): Promise<number> {
  return (await db.syncState.get(ACKS_ROW))?.acks ?? 0;
}

/** Adds one to the device's count of acknowledged entries; inside the caller's rw transaction over syncState. */
export async function countAck(db: PautaDb): Promise<void> {
  await db.syncState.put({ collection: ACKS_ROW, acks: (await ackCount(db)) + 1 });
}

/** The engine's `writeFresh` and `readFresh` (see engine-types.ts) over one account database. */
export function createFreshWrites(db: PautaDb, rebase: Rebaser) {
  /** @returns false (nothing written) when `since` is given and an entry was acknowledged after it was noted */
  async function writeFresh(
    tables: readonly TableName[],
    write: (db: PautaDb) => Promise<void>,
    since?: number,
  ): Promise<boolean> {
    const mirror = tables.filter((t): t is MirrorTableName => t !== 'outbox' && t !== 'blobs' && t !== 'syncState');
    const scope = [...new Set<TableName>([...tables, 'syncState', ...rebase.scope(mirror)])];
    return db.transaction('rw', scope, async () => {
      if (since !== undefined && (await ackCount(db)) !== since) return false;
      await write(db);
      await rebase.apply(db, mirror);
      return true;
    });
  }

  /** Reads with `read` (HTTP, outside any transaction) and writes the value unless it may predate an ack. */
  async function readFresh<T>(
    tables: readonly TableName[],
    read: () => Promise<T>,
    write: (db: PautaDb, value: T) => Promise<void>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const since = await ackCount(db);
      const value = await read();
      if ((await writeFresh(tables, (tx) => write(tx, value), since)) || attempt === FRESH_READ_ATTEMPTS) return value;
    }
  }

  return { writeFresh, readFresh };
}
