/**
 * Small helpers shared by the seed modules: calendar arithmetic around the
 * anchor date ("today" of the demo data, YYYY-MM-DD), timestamps derived from
 * it (never from the clock), money rounding and chunked batch inserts.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** The transaction handle the seed writes through. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

/** Validates an anchor date string and returns its UTC midnight in ms. */
export function parseAnchor(anchor: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchor)) throw new Error(`seed: anchor must be YYYY-MM-DD, got ${anchor}`);
  const ms = Date.parse(`${anchor}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== anchor) {
    throw new Error(`seed: invalid anchor date ${anchor}`);
  }
  return ms;
}

/** The calendar date `days` after (negative: before) `date`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(parseAnchor(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseAnchor(to) - parseAnchor(from)) / DAY_MS);
}

/** Days from `start` to `end` counting both ends (spec: durations are inclusive). */
export function inclusiveDays(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}

/**
 * A timestamp on the day `dayOffset` days from the anchor, at `hour:minute` UTC.
 * The demo's "now" is the anchor at 09:00Z, so past records use offsets ≤ 0.
 */
export function at(anchor: string, dayOffset: number, hour = 9, minute = 0): Date {
  return new Date(parseAnchor(anchor) + dayOffset * DAY_MS + (hour * 60 + minute) * 60_000);
}

/** Rounds to cents (money columns are numeric(14,2)). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rounds a coordinate to 6 decimals (~0.1 m). */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Inserts rows in chunks (`size` rows per statement, kept under the 65 535 bind-parameter limit). */
export async function insertChunked<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  size = 1000,
): Promise<number> {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size) as T['$inferInsert'][]);
  }
  return rows.length;
}

/** Moves a serial column's sequence past the explicit ids the seed inserted. */
export async function syncSequence(tx: Tx, table: string, column = 'id'): Promise<void> {
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
    (SELECT coalesce(max(${sql.identifier(column)}), 0) + 1 FROM ${sql.identifier(table)}), false)`);
}
