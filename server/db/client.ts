/**
 * Opens the database: a real PostgreSQL when a URL is given (node-postgres),
 * otherwise the embedded PGlite (a folder on disk, or memory), and applies the
 * migrations in server/db/migrations. Both paths give the same Drizzle API.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import type { PgliteClient } from './pglite-statements.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw SQL query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Statements built once per database handle, at the first call for it: `preparedOnce(build)` returns `(db) =>` the
 * statements `build(db)` made for that handle (drizzle's `.prepare()`: their SQL and column mapping built once, not at
 * each call; issue 21). Lazy, so that an app made without a database (tests that read only its routes) never builds
 * them.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}

/**
 * The rows of a select, written as one JSON array by the database and parsed once: for selects of thousands of rows,
 * where PGlite's decoding of each field into a string of its own costs more than the query (issue 21: ~2 µs a field;
 * the contracts report's 3,300 rows × 11 columns took ~70 ms to decode, its JSON ~5 ms to parse). `fields` is the
 * select's field object: its keys name the answer's properties, in the select's column order. Values come as JSON
 * gives them: numbers for integers, bigints and numerics (`num` reads both), text for dates cast `::text`, null.
 * @param orderBy a key the array is ordered by (else the select's own order, which PostgreSQL keeps in practice)
 */
export async function rowsAsJson<T>(
  db: Db,
  fields: Record<string, unknown>,
  query: SQLWrapper,
  orderBy?: string,
): Promise<T[]> {
  return JSON.parse(await jsonArrayOf(db, query, { names: Object.keys(fields), orderBy })) as T[];
}

/**
 * The rows of `query` as the text of one JSON array written by the database (`[]` when none): each row an object of
 * its columns, named `names` in order when given (else the query's own column names), ordered by the column
 * `orderBy` when given. `rowsAsJson` parses it; a pull's answer is written around it (sync-page.ts).
 */
export async function jsonArrayOf(
  db: Db,
  query: SQLWrapper,
  { names, orderBy }: { names?: readonly string[]; orderBy?: string } = {},
): Promise<string> {
  const columns = names
    ? sql`(${sql.join(
        names.map((k) => sql.identifier(k)),
        sql`, `,
      )})`
    : sql``;
  const order = orderBy ? sql` order by r.${sql.identifier(orderBy)}` : sql``;
  const [row] = await rowsOf<{ data: string | null }>(
    db,
    sql`select json_agg(r${order})::text as data from (${query}) as r${columns}`,
  );
  return row?.data ?? '[]';
}

export interface OpenDb {
  db: Db;
  /** `pglite` or `postgres`. */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, for `loadDataDir`. */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The connection string and the run-time settings (libpq's `options`) every PostgreSQL connection of the server
 * starts with: ours first, then the connection string's own `options` parameter, which therefore wins (PostgreSQL
 * keeps the last `-c` of a setting). The parameter is taken out of the string, because node-postgres lets a
 * connection string's `options` replace the configured ones instead of adding to them.
 *
 * `jit=off`: PostgreSQL compiles a query with LLVM when its estimated cost passes `jit_above_cost`, and `generated_income`'s
 * month series (`generate_series`, estimated at 1,000 rows whatever its span) pushed its estimate past
 * it. On the 10× seed that compile took ~360 ms of a `generated_income` call whose query runs in ~50 ms (issue 21,
 * reports p95 ≤ 200 ms; docs/performance.md "Seventeenth session"). No query of the API runs long enough to repay it.
 * @param url a PostgreSQL connection string (`postgres://user:pass@host:port/db?…`)
 * @returns what `pg.Pool` takes: the string without `options`, and the settings
 */
export function connectionSettings(url: string): { connectionString: string; options: string } {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  return { connectionString: parsed.toString(), options: ['-c jit=off', own].filter(Boolean).join(' ') };
}

/** One turn of Node's event loop (its check phase, after polling sockets). */
const eventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes each of PGlite's top-level statements (`query`, `exec`; drizzle sends every statement outside a transaction
 * through them, and each takes PGlite's lock) wait one turn of the event loop first. PGlite answers a statement
 * without any I/O, so without the turn the statements that many requests queue behind its lock run one after the
 * other as a single chain of microtasks, and all that time the server reads no socket and writes no answer: under
 * 200 clients for a minute, 124–178 pulls and 319–322 outbox batches went unanswered for more than 30 s while most
 * answers took under 2 s (`scripts/bench-load.ts`, `LOAD_SECONDS=60`). With the turn: 0 pulls and 5–29 batches
 * (the batches' remaining tail is the queue itself: 200 clients at ~25 batches/s wait ~8 s on average), pulls
 * 166–167 → 183–188/s, batches ~25/s either way; a lone client's replay of 1,000 actions from Node measured
 * 115–184/s without and 117–171/s with it, alternating (issue 21, server under load; docs/performance.md,
 * eighteenth session). Statements inside a transaction run on its own handle and take no turn: the transaction
 * holds the lock.
 */
function takeTurns(client: {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
}) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = async (...args) => {
    await eventLoopTurn();
    return query(...args);
  };
  client.exec = async (...args) => {
    await eventLoopTurn();
    return exec(...args);
  };
}

/**
 * @param options.url PostgreSQL connection string; when set, PGlite is not used
 * @param options.dataDir PGlite folder (created if missing) or `memory`
 * @param options.loadDataDir a PGlite data directory dump (`dumpDataDir`, a tarball) to start a memory database from
 *   — the tests' seeded template (server/tests/seed-template.ts); the migrations still run (already applied: none).
 *   Bytes rather than a Blob: PGlite reads a Blob with `arrayBuffer()`, which Node 20 answers by streaming the Blob
 *   in 64 KiB chunks and concatenating them, ~600 ms of a ~2 s start for the 56 MB template. The bytes are handed
 *   over without a copy (a copy of 56 MB took ~220 ms on the CI machine, page faults mostly): PGlite's untar copies
 *   each file out of them and never writes into them (server/db/client.test.ts checks they are unchanged).
 * @param options.settings PGlite only: server settings given at its start (`-c name=value`, after PGlite's own), such
 *   as a smaller `shared_buffers` for the tests' short-lived databases (server/test-support.ts TEST_DATABASE_SETTINGS)
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | 'memory';
  loadDataDir?: Uint8Array;
  settings?: Readonly<Record<string, string>>;
}): Promise<OpenDb> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ ...connectionSettings(options.url), max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir !== 'memory') fs.mkdirSync(options.dataDir, { recursive: true });
  const settings = Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  // the dump's own buffer when the bytes fill it, else (a view into a larger buffer) a copy of them once
  const template =
    options.loadDataDir &&
    (options.loadDataDir.byteOffset === 0 && options.loadDataDir.byteLength === options.loadDataDir.buffer.byteLength
      ? (options.loadDataDir.buffer as ArrayBuffer)
      : options.loadDataDir.slice().buffer);
  const client = new PGlite({
    ...(options.dataDir === 'memory' ? {} : { dataDir: options.dataDir }),
    ...(settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
    // PGlite reads only `type` (a gzip type means a compressed dump) and `arrayBuffer()` of it
    ...(template && options.dataDir === 'memory'
      ? {
          loadDataDir: {
            type: 'application/x-tar',
            arrayBuffer: async () => template,
          } as unknown as Blob,
        }
      : {}),
  });
  // drizzle's statements prepared and run in one round trip, its parsers given once (pglite-statements.ts)
  const { leanStatements } = await import('./pglite-statements.ts');
  await leanStatements(client as unknown as PgliteClient);
  takeTurns(client);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}
