/**
 * The send to the dots (POST /send-to-dots/{id}; src/api/contract/integrations.ts module doc): a `dots_units`
 * pipeline writes its provider's live units into its PostgreSQL connection's `table`, the table the screens
 * downstream (the "dots" of the digital signage network) read the inventory from.
 *
 * Invariants:
 * - the destination table is created when missing (DOTS_COLUMNS, `id` its primary key) and written in ONE
 *   transaction of the destination: rows upserted by id in chunks of DOTS_CHUNK, then the rows of units no longer
 *   live (deleted, or another provider's) removed — the screens see the old table or the new one, never half;
 * - the provider's units are read by id in pages of DOTS_CHUNK (keyset), yielding between pages, so neither the
 *   event loop nor Pauta's database is held long; each page is recorded as progress of the run;
 * - the table name is a validated identifier, quoted; values travel as parameters.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { yieldToEventLoop } from '../db/chunked.ts';
import { connectionPipelines, connections, units } from '../db/schema.ts';
import type { RefusedRow } from '../domain/unit-csv.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n.ts';
import type { ConnectionSecret } from './secrets.ts';
import { connectSource, quoteTable } from './sources.ts';
import type { RunContext } from './sync.ts';

/** Units per page read and per upsert. */
export const DOTS_CHUNK = 500;

/** The destination table's columns. */
export const DOTS_COLUMNS = [
  'id integer PRIMARY KEY',
  'sku text NOT NULL',
  'title text NOT NULL',
  'address text NOT NULL',
  'lat double precision NOT NULL',
  'lng double precision NOT NULL',
  'media_type_id integer NOT NULL',
  'side text NOT NULL',
  'status text NOT NULL',
  'price numeric(14,2) NOT NULL',
  'updated_at timestamptz NOT NULL',
] as const;
const NAMES = DOTS_COLUMNS.map((c) => c.split(' ')[0]!);

type Step = { read: number; written: number; refused: readonly RefusedRow[]; lines: string[] };

/**
 * Sends the provider's live units (module doc).
 * @returns the run's closing log lines
 * @throws HttpError 422 without a provider or a table; the driver's errors (the run fails with them)
 */
export async function sendUnitsToDots(
  x: RunContext,
  pipeline: typeof connectionPipelines.$inferSelect,
  connection: typeof connections.$inferSelect,
  secret: ConnectionSecret,
  progress: (step: Step) => Promise<void>,
): Promise<string[]> {
  if (pipeline.providerId === null)
    throw new HttpError(422, 'validation', msg(x.locale, 'integrations.provider_required'));
  if (connection.type !== 'postgresql' || !connection.tableName)
    throw new HttpError(422, 'validation', msg(x.locale, 'integrations.dots_needs_table'));
  const table = quoteTable(connection.tableName);
  const client = await connectSource(secret);
  let sent = 0;
  try {
    await client.query('BEGIN');
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (${DOTS_COLUMNS.join(', ')})`);
    await client.query(`CREATE TEMP TABLE pauta_sent (id integer PRIMARY KEY) ON COMMIT DROP`);
    let after = 0;
    for (;;) {
      const page = await x.db
        .select({
          id: units.id,
          sku: units.sku,
          title: units.title,
          address: units.address,
          lat: units.lat,
          lng: units.lng,
          mediaTypeId: units.mediaTypeId,
          side: units.side,
          status: units.status,
          price: units.price,
          updatedAt: units.updatedAt,
        })
        .from(units)
        .where(and(eq(units.providerId, pipeline.providerId), isNull(units.deletedAt), gt(units.id, after)))
        .orderBy(asc(units.id))
        .limit(DOTS_CHUNK);
      if (!page.length) break;
      const values: unknown[] = [];
      const tuples = page.map((u, i) => {
        values.push(
          u.id,
          u.sku,
          u.title,
          u.address,
          u.lat,
          u.lng,
          u.mediaTypeId,
          u.side,
          u.status,
          u.price,
          u.updatedAt,
        );
        return `(${NAMES.map((_, j) => `$${i * NAMES.length + j + 1}`).join(', ')})`;
      });
      const updates = NAMES.slice(1)
        .map((n) => `${n} = excluded.${n}`)
        .join(', ');
      await client.query(
        `INSERT INTO ${table} (${NAMES.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (id) DO UPDATE SET ${updates}`,
        values,
      );
      await client.query('INSERT INTO pauta_sent (id) SELECT unnest($1::int[])', [page.map((u) => u.id)]);
      sent += page.length;
      after = page.at(-1)!.id;
      await progress({
        read: page.length,
        written: page.length,
        refused: [],
        lines: [msg(x.locale, 'integrations.log_sent', { sent })],
      });
      await yieldToEventLoop();
    }
    const removed = await client.query(
      `DELETE FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM pauta_sent s WHERE s.id = t.id)`,
    );
    await client.query('COMMIT');
    return [
      msg(x.locale, 'integrations.log_dots_done', {
        sent,
        removed: removed.rowCount ?? 0,
        table: connection.tableName,
      }),
    ];
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await client.end().catch(() => undefined);
  }
}
