/**
 * Pulls one mirrored collection from the server into the account's database,
 * page by page (ARCHITECTURE "Reads are local").
 *
 * Invariants:
 * - each page is written in ONE rw transaction (one bulkPut/bulkDelete per
 *   table, the progress in syncState, and the re-applied pending optimistic
 *   changes); no transaction ever awaits an HTTP call;
 * - the next page is asked for as soon as a page is read, so the server
 *   prepares it while this one is written (at most one page ahead; issue 21,
 *   pull against a bare bulkPut); it is dropped when this page is read again;
 * - deltas: the stored cursor goes out as `updated_since`, tombstones are
 *   deleted, and `meta.server_time` of page 1 becomes the new cursor only after
 *   the last page was written (an interrupted pull repeats from the old cursor);
 * - full refresh (no cursor, rows stored in another language than
 *   `ctx.locale`, a look-up, `fullEveryMs` passed since the last full one, or a server that sent no
 *   `server_time`): after the last page, local rows the server did not return
 *   are deleted. If `meta.total` changed between pages (rows moved under the
 *   pagination) nothing is pruned and the cursor is not advanced, so the next
 *   pull starts over instead of losing rows;
 * - a page read while an outbox entry was acknowledged (by this page or the
 *   service worker) is read again before it is written, at most
 *   FRESH_READ_ATTEMPTS times in all, so it cannot put back the state before
 *   that entry (fresh-writes.ts);
 * - at most one pull per collection at a time: in this tab (single-flight
 *   promise per database and collection) and across tabs
 *   (`pauta:<account>:pull:<collection>` Web Lock, skipped when held);
 * - never rejects: errors are recorded in syncState.lastError and returned.
 *
 * Timing: `performance.measure('pull:<collection>', { detail: { rows, pages, mode, status } })`.
 */
import type { CollectionDef, CollectionName, PageData, RowKey } from './collections.ts';
import { PER_PAGE } from './collections.ts';
import type { PautaDb, SyncStateRow, TableName } from './db.ts';
import { errorInfo, type SyncErrorInfo } from './errors.ts';
import { ackCount, FRESH_READ_ATTEMPTS } from './fresh-writes.ts';
import { lockNames, withLockIfAvailable, type LockManagerLike } from './locks.ts';
import { startTiming } from './perf.ts';
import { callLoose, type Transport } from './transport.ts';

/** Re-applies pending optimistic changes over rows just written from the server (see mutations.ts). */
export interface Rebaser {
  /** Extra tables the transaction needs to re-apply changes touching `tables`. */
  scope(tables: readonly TableName[]): TableName[];
  /** Runs inside the caller's transaction. */
  apply(db: PautaDb, tables: readonly TableName[]): Promise<void>;
}

export interface PullContext {
  db: PautaDb;
  transport: Transport;
  accountId: string | number;
  /** Cross-tab locks; null: none. */
  locks: LockManagerLike | null;
  /** Clock (epoch ms). */
  now: () => number;
  signal?: AbortSignal | undefined;
  rebase?: Rebaser | undefined;
  /** Rows per page (default: the collection's `perPage`, else PER_PAGE). */
  perPage?: number | undefined;
  /**
   * The language the transport asks answers in. When it differs from the
   * language of the stored rows (syncState.locale), the pull is a full one:
   * a delta would leave unchanged rows in the old language.
   */
  locale?: string | undefined;
}

export interface PullResult {
  collection: CollectionName;
  /** done; skipped (another tab holds the pull lock); error; aborted (engine stopped). */
  status: 'done' | 'skipped' | 'error' | 'aborted';
  mode: 'delta' | 'full';
  pages: number;
  /** Rows written. */
  rows: number;
  /** Rows deleted (tombstones and full-refresh pruning). */
  deleted: number;
  error?: SyncErrorInfo | undefined;
}

/** Look-ups (media types, countries, states, cities, settings) are refreshed at most this often unless asked: 6 h, ms. */
export const LOOKUP_REFRESH_MS = 6 * 3600_000;

/**
 * Collections to pull now: every collection with deltas (a delta is cheap),
 * and look-ups (full refreshes: thousands of cities) only when never pulled,
 * older than LOOKUP_REFRESH_MS (or their own `refreshEveryMs`: the settings, at every pull), pulled in another language than `locale`, or
 * when the person asked (`manual`).
 * @param at.now epoch ms
 */
export async function dueCollections(
  db: PautaDb,
  collections: readonly CollectionDef[],
  at: { manual: boolean; now: number; locale?: string | undefined },
): Promise<CollectionDef[]> {
  if (at.manual) return [...collections];
  const states = new Map(
    (await db.syncState.bulkGet(collections.map((c) => c.name))).filter(Boolean).map((st) => [st!.collection, st!]),
  );
  return collections.filter((c) => {
    if (c.deltas) return true;
    const state = states.get(c.name);
    if (at.locale !== undefined && state?.locale !== at.locale) return true;
    const last = state?.lastPulledAt;
    return last === undefined || at.now - last >= (c.refreshEveryMs ?? LOOKUP_REFRESH_MS);
  });
}

/** Safety stop for a server whose last_page never ends. */
const MAX_PAGES = 10_000;

const inflight = new WeakMap<PautaDb, Map<CollectionName, Promise<PullResult>>>();

async function patchState(db: PautaDb, collection: string, patch: Partial<SyncStateRow>): Promise<void> {
  const previous = await db.syncState.get(collection);
  await db.syncState.put({ ...previous, ...patch, collection });
}

async function run(ctx: PullContext, def: CollectionDef): Promise<PullResult> {
  const { db } = ctx;
  const finish = startTiming(`pull:${def.name}`);
  const scope: TableName[] = [
    ...new Set<TableName>([...def.tables, 'syncState', ...(ctx.rebase?.scope(def.tables) ?? [])]),
  ];
  const perPage = ctx.perPage ?? def.perPage ?? PER_PAGE;
  const result: PullResult = { collection: def.name, status: 'done', mode: 'full', pages: 0, rows: 0, deleted: 0 };
  try {
    const previous = await db.syncState.get(def.name);
    const sameLocale = ctx.locale === undefined || previous?.locale === ctx.locale;
    const fullDue = def.fullEveryMs !== undefined && ctx.now() - (previous?.lastFullAt ?? -Infinity) >= def.fullEveryMs;
    const oldCursor = def.deltas && sameLocale && !fullDue ? previous?.cursor : undefined;
    let cursor = oldCursor;
    result.mode = cursor ? 'delta' : 'full';
    const seen = new Set<RowKey>();
    let first: PageData | undefined;
    let unstable = false;
    let lastPage = 1;
    /** Reads page `n`; `since` is the acknowledgement count taken before it was asked for (fresh-writes.ts). */
    const request = (n: number, since: number) =>
      callLoose(ctx.transport, def.endpoint, def.input({ page: n, perPage, updatedSince: cursor }), {
        on401: 'throw',
        signal: ctx.signal,
      }).then((answer) => ({ answer, since }));
    // the next page, asked for while this one is written (never awaited inside a transaction)
    let next: { since: number; page: ReturnType<typeof request> } | undefined;
    for (let page = 1, tries = 1; page <= lastPage && page <= MAX_PAGES; page++, tries = 1) {
      let data: PageData;
      let tombstones: RowKey[];
      for (;;) {
        const asked = next ?? { since: await ackCount(db), page: undefined };
        const current = asked.page ?? request(page, asked.since);
        next = undefined;
        // once the first page told how many there are, the page after this one is asked for at once: the server
        // works on it while this one travels, is parsed and checked, and is written. Its `since` is this page's:
        // older than needed, so an acknowledgement in between only makes it read again, never missed
        let early: ReturnType<typeof request> | undefined;
        if (first && page + 1 <= Math.min(lastPage, MAX_PAGES)) {
          early = request(page + 1, asked.since);
          early.catch(() => undefined); // a failure surfaces when it is awaited, as a sequential read's would
        }
        const { answer, since } = await current;
        data = def.read(answer);
        if (!first && result.mode === 'delta' && !data.serverTime) {
          result.mode = 'full';
          cursor = undefined;
        }
        const rows = data.rows;
        tombstones = result.mode === 'delta' ? data.deleted : [];
        const expected = (first ?? data).total;
        const removed = tombstones;
        // the following page (asked for above, or now that this one tells there is one), read while this one is written
        const following =
          page + 1 <= Math.min(Math.max(1, data.lastPage), MAX_PAGES) ? (early ?? request(page + 1, since)) : undefined;
        following?.catch(() => undefined); // a failure surfaces when it is awaited, as a sequential read's would
        // a page read while an outbox entry was acknowledged may predate it: read it again (fresh-writes.ts)
        const written = await db.transaction('rw', scope, async () => {
          if (tries++ < FRESH_READ_ATTEMPTS && (await ackCount(db)) !== since) return false;
          if (removed.length) await def.remove(db, removed);
          if (rows.length) await def.write(db, rows);
          if (ctx.rebase && (removed.length || rows.length)) await ctx.rebase.apply(db, def.tables);
          await patchState(db, def.name, { rowsExpected: expected, rowsDone: result.rows + rows.length });
          return true;
        });
        if (written) {
          next = following && { since, page: following };
          break;
        }
      }
      if (!first) first = data;
      else if (data.total !== first.total) unstable = true;
      lastPage = Math.max(1, data.lastPage);
      if (result.mode === 'full') for (const row of data.rows) seen.add(def.keyOf(row));
      const rowsDone = result.rows + data.rows.length;
      result.pages++;
      result.rows = rowsDone;
      result.deleted += tombstones.length;
    }
    await db.transaction('rw', scope, async () => {
      if (result.mode === 'full' && !unstable) {
        const local = (await db.table(def.tables[0]!).toCollection().primaryKeys()) as RowKey[];
        const missing = local.filter((key) => !seen.has(key));
        if (missing.length) {
          await def.remove(db, missing);
          if (ctx.rebase) await ctx.rebase.apply(db, def.tables);
          result.deleted += missing.length;
        }
      }
      const serverTime = first?.serverTime;
      const cursorAfter = !def.deltas || !serverTime ? undefined : unstable ? oldCursor : serverTime;
      await patchState(db, def.name, {
        cursor: cursorAfter,
        lastPulledAt: ctx.now(),
        ...(result.mode === 'full' && !unstable ? { lastFullAt: ctx.now() } : {}),
        lastError: undefined,
        ...(ctx.locale === undefined ? {} : { locale: ctx.locale }),
      });
    });
  } catch (error) {
    if (ctx.signal?.aborted) {
      result.status = 'aborted';
    } else {
      result.status = 'error';
      result.error = errorInfo(error);
      try {
        await patchState(db, def.name, { lastError: { ...result.error, at: ctx.now() } });
      } catch {
        /* the database itself failed: the result still carries the error */
      }
    }
  }
  finish({ rows: result.rows, pages: result.pages, deleted: result.deleted, mode: result.mode, status: result.status });
  return result;
}

/**
 * Pulls one collection (see module doc). Concurrent calls for the same
 * database and collection share one run.
 * @returns never rejects; `status: 'skipped'` when another tab holds the collection's pull lock.
 */
export function pullCollection(ctx: PullContext, def: CollectionDef): Promise<PullResult> {
  let running = inflight.get(ctx.db);
  if (!running) inflight.set(ctx.db, (running = new Map()));
  const existing = running.get(def.name);
  if (existing) return existing;
  const map = running;
  const promise = (async (): Promise<PullResult> => {
    try {
      const outcome = await withLockIfAvailable(ctx.locks, lockNames.pull(ctx.accountId, def.name), () =>
        run(ctx, def),
      );
      return outcome.acquired
        ? outcome.value
        : { collection: def.name, status: 'skipped', mode: 'full', pages: 0, rows: 0, deleted: 0 };
    } catch (error) {
      return {
        collection: def.name,
        status: 'error',
        mode: 'full',
        pages: 0,
        rows: 0,
        deleted: 0,
        error: errorInfo(error),
      };
    } finally {
      map.delete(def.name);
    }
  })();
  map.set(def.name, promise);
  return promise;
}
