/**
 * Rules shared by the pullable lists (contract `syncPage`/`syncQuery` in
 * src/api/contract/common.ts; ARCHITECTURE.md "Reads are local"):
 *
 * - Without `updated_since`: every live row in the caller's scope, ordered by
 *   id (immutable, so an update during a multi-page pull moves nothing).
 * - With `updated_since`: rows whose change time is strictly after it, ordered
 *   by (change time, id) ascending; on page 1 also `deleted`, the ids of rows in
 *   the caller's scope whose `deleted_at` is after it (filters other than the
 *   scope do not apply to tombstones; an unknown id is harmless to the mirror).
 * - `meta.server_time` is the cursor for the next pull: the request's clock
 *   (taken just before the handler queries) minus SYNC_MARGIN_MS. A writer
 *   stamps `updated_at` a moment before its transaction commits, so a pull
 *   running in between would not see the row yet; the margin makes the next
 *   pull ask again for everything changed in those seconds. Rows may therefore
 *   arrive twice (upserts make that harmless); none is missed as long as
 *   writers commit within SYNC_MARGIN_MS of stamping `updated_at`.
 * - A pull spanning several pages should keep page 1's `server_time`.
 */
import { and, asc, gt, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { jsonArrayOf, type Db } from '../db/client.ts';
import { meta, pageOf } from './lookups.ts';
import { SYNC_PER_PAGE_MAX } from '#src/api/contract/common.ts';

/** Milliseconds `meta.server_time` lags the request clock (see module doc). */
export const SYNC_MARGIN_MS = 5_000;

/** A pull request as the handlers see it. */
export interface SyncWindow {
  /** The delta cursor, or null for a full pull. */
  since: Date | null;
  /** `meta.server_time` of the answer (ISO 8601). */
  serverTime: string;
  size: number;
  current: number;
  offset: number;
  /** true when the answer carries `deleted` (a delta pull's first page). */
  tombstones: boolean;
}

/**
 * Reads page, size (at most `max` rows) and cursor of a pull.
 * @param now the request's clock (HandlerContext.now)
 * @param max the largest page served: SYNC_PER_PAGE_MAX, or the list's own (the media units: UNITS_PER_PAGE_MAX)
 */
export function syncWindow(
  query: { page?: number | undefined; per_page?: number | undefined; updated_since?: string | undefined },
  now: Date,
  max = SYNC_PER_PAGE_MAX,
): SyncWindow {
  const { size, current, offset } = pageOf(query.page, query.per_page, max);
  const since = query.updated_since ? new Date(query.updated_since) : null;
  return {
    since,
    serverTime: new Date(now.getTime() - SYNC_MARGIN_MS).toISOString(),
    size,
    current,
    offset,
    tombstones: since !== null && current === 1,
  };
}

/** `changed > since` for a delta pull (undefined for a full pull). Works on columns and computed timestamps. */
export function changedSince(changed: SQL | Column, w: SyncWindow): SQL | undefined {
  return w.since ? sql`${changed} > ${w.since.toISOString()}::timestamptz` : undefined;
}

/**
 * The order of a pull: id ascending, for deltas too. A row updated while a
 * multi-page pull runs keeps its place (ordering by change time would move it
 * to the end and push an unchanged row past the page being read, where the
 * next cursor would never see it); its new state arrives with the next delta.
 * `_changed` and `_w` stay in the signature so callers read the same.
 */
export function syncOrder(_changed: SQL | Column, id: Column, _w: SyncWindow): SQL[] {
  return [asc(id)];
}

/**
 * Ids of the rows of `table` in `scope` deleted after the cursor, for page 1 of
 * a delta pull; undefined otherwise (the answer then has no `deleted`).
 */
export async function tombstones(
  db: Db,
  table: PgTable,
  columns: { id: PgColumn; deletedAt: PgColumn },
  scope: (SQL | undefined)[],
  w: SyncWindow,
): Promise<number[] | undefined> {
  if (!w.tombstones || !w.since) return undefined;
  const rows = await db
    .select({ id: columns.id })
    .from(table)
    .where(and(...scope, gt(columns.deletedAt, w.since)))
    .orderBy(asc(columns.id));
  return rows.map((r) => Number(r.id));
}

/** The answer of a pull: `{ data, meta: { …pagination, server_time }, deleted? }`. */
export function syncAnswer<T>(data: T[], w: SyncWindow, total: number, deleted: number[] | undefined) {
  return {
    data,
    meta: { ...meta(w.current, w.size, total), server_time: w.serverTime },
    ...(deleted ? { deleted } : {}),
  };
}

/** An ISO 8601 string of a timestamp read from the database (Date or string). */
export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/**
 * The answer of a pull as `syncAnswer` gives it, with the page's rows written as JSON by the database (issue 21:
 * the pull of 10,000 units against a bare bulkPut). `page` is the page's query, selecting exactly the answer's
 * fields, each under its answer's name (`{ country_id: units.countryId, … }`, computed ones with `.as(name)`), with
 * an `id`; the database writes each row as an object of those columns, joins them into one JSON array in `id`
 * order, and the body is written around that text without parsing it.
 *
 * Why: PGlite decodes every field of a result into a string of its own. A page of 2,000 units is 50,000 fields,
 * about half the server's time for the page; as one text field, reading a page of 2,000 units went from ~170 to
 * ~55 ms on PGlite, and the server is what the pull waits on. The columns must give what the row's mapping in
 * JavaScript gives, key for key and value for value (the handler's test compares the two over the seed).
 * @returns a 200 `application/json` response `{ data, meta: { …pagination, server_time }, deleted? }`
 */
export async function syncAnswerFromDb(
  db: Db,
  c: Context,
  page: SQLWrapper,
  w: SyncWindow,
  total: number,
  deleted: number[] | undefined,
): Promise<Response> {
  const data = await jsonArrayOf(db, page, { orderBy: 'id' });
  const { data: _none, ...rest } = syncAnswer([], w, total, deleted);
  return c.body(`{"data":${data},${JSON.stringify(rest).slice(1)}`, 200, { 'Content-Type': 'application/json' });
}

/** A timestamp column as `iso` writes it (UTC, milliseconds, `Z`), in SQL. */
export const isoSql = (column: Column | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
