/**
 * How the reference server's embedded PostgreSQL (PGlite) runs drizzle's statements faster than PGlite's own
 * `query` does, with the same results (issue 21: the server's cost per replayed action; docs/performance.md
 * "Nineteenth session"). `leanStatements(client)` changes the client's `query`, in and out of transactions:
 *
 * 1. **Drizzle's text parsers given once.** Drizzle gives every query the same parsers (the types it reads as
 *    PostgreSQL's text, RAW_TEXT_TYPES), and PGlite merges a query's parsers with its own into a new object at every
 *    query: 150–270 µs a statement, about what a one-row select costs. The client gets them once, and queries go
 *    without them.
 * 2. **Named statements, one round trip.** PGlite's `query` parses and plans each statement again (an unnamed
 *    statement) and crosses into its WebAssembly six times (parse, describe, bind, describe, execute, sync). A
 *    statement text seen a second time is prepared under a name (parsed and planned once, with its parameter
 *    types); each later run is bind, describe, execute and sync in one message: the bearer token's check
 *    1,052 → 341 µs, a one-column select 493 → 170 µs (`.tmp`-style micro-benchmark, same rows and fields).
 *    Only select, insert, update, delete and with statements; at most MAX_NAMED of them (later texts run as
 *    before). A named statement whose plan no longer fits its table (`cached plan must not change result type`,
 *    after a migration changed a table it reads) is closed and the query runs as before.
 *
 * Locking, errors and results are PGlite's own: a query outside a transaction takes its transaction lock and its
 * query lock (`_runExclusiveTransaction`, `runExclusive`), one inside a transaction the query lock; an error answer
 * throws PGlite's `DatabaseError` with the query and its parameters, as `query` does; rows are read by PGlite's
 * `parseResults`. Options this does not handle (a blob, parameter types, serializers) go through `query` unchanged.
 * server/db/pglite-statements.test.ts compares results, errors and transactions with PGlite's own `query`.
 */
import { parse as pgliteParse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** The types drizzle reads as text: timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp,
 * timestamptz, interval and date (drizzle-orm/pglite/session.js gives each query these parsers, `(value) => value`). */
const RAW_TEXT_TYPES = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);
const RAW_TEXT_PARSERS = Object.fromEntries([...RAW_TEXT_TYPES].map((oid) => [oid, (value: string) => value]));

/** Named statements kept at most (PostgreSQL keeps each one's plan); later texts run unnamed. */
const MAX_NAMED = 500;

const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

type QueryOptions = { parsers?: Record<number, unknown>; rowMode?: 'array' | 'object' } & Record<string, unknown>;
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
interface Transaction {
  query: Query;
}
/** The parts of a PGlite instance this uses (its public ones, and the two locks its own `query` takes). */
export interface PgliteClient {
  waitReady: Promise<void>;
  parsers: Record<number, unknown>;
  serializers: Record<number, ((value: unknown) => string) | undefined>;
  query: Query;
  transaction: <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;
  execProtocol: (message: Uint8Array, options?: { syncToFs?: boolean }) => Promise<{ messages: { name: string }[] }>;
  runExclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  _runExclusiveTransaction: <T>(fn: () => Promise<T>) => Promise<T>;
  syncToFs: () => Promise<void>;
}

/** `options` without its parsers when each is one of RAW_TEXT_TYPES (the client has them already). */
function withoutRawTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((oid) => RAW_TEXT_TYPES.has(Number(oid))))
    return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

/** Whether a query may run as a named statement (module doc): a select or write, with only options handled here. */
const nameable = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined) =>
  NAMEABLE.test(text) &&
  Array.isArray(params) &&
  !options?.blob &&
  !options?.paramTypes &&
  !options?.serializers &&
  !options?.parsers;

const joined = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * Makes `client`'s queries lean (module doc). Call once, right after creating the client.
 * @throws whatever PGlite's start throws (it waits until the client is ready)
 */
export async function leanStatements(client: PgliteClient): Promise<void> {
  await client.waitReady;
  // after the start: PGlite sets a parser for every array type as it starts, over any given to its constructor
  Object.assign(client.parsers, RAW_TEXT_PARSERS);

  /** statement name and parameter types by text */
  const named = new Map<string, { name: string; types: number[] }>();
  const seenOnce = new Set<string>();
  let count = 0;

  /** Runs a named statement (preparing it first when new) under the query lock; the caller holds the rest. */
  const runNamed = async (text: string, params: unknown[], options: QueryOptions | undefined) =>
    client.runExclusive(async () => {
      let statement = named.get(text);
      if (!statement) {
        const name = `pauta_s${++count}`;
        const described = await client.execProtocol(
          joined(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
          { syncToFs: false },
        );
        statement = {
          name,
          types: pgliteParse.parseDescribeStatementResults(described.messages as never) as number[],
        };
        named.set(text, statement);
      }
      const types = statement.types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const answer = await client.execProtocol(
        joined(
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
        { syncToFs: false },
      );
      return pgliteParse.parseResults(answer.messages as never, client.parsers as never, options as never)[0];
    });

  /** Forgets a named statement PostgreSQL no longer runs (module doc), under the query lock. */
  const close = (text: string) =>
    client.runExclusive(async () => {
      const statement = named.get(text);
      named.delete(text);
      if (statement)
        await client.execProtocol(joined(serialize.close({ type: 'S', name: statement.name }), serialize.sync()), {
          syncToFs: false,
        });
    });

  /** `plain` unless the statement is (or now becomes) named; `outer` takes the locks a top-level query takes. */
  const lean =
    (plain: Query, outer: <T>(fn: () => Promise<T>) => Promise<T>): Query =>
    async (text, params, options) => {
      const lighter = withoutRawTextParsers(options);
      if (!nameable(text, params, lighter)) return plain(text, params, lighter);
      if (!named.has(text)) {
        if (!seenOnce.has(text) || named.size >= MAX_NAMED) {
          if (seenOnce.size > 5 * MAX_NAMED) seenOnce.clear();
          seenOnce.add(text);
          return plain(text, params, lighter);
        }
        seenOnce.delete(text);
      }
      try {
        return await outer(() => runNamed(text, params!, lighter));
      } catch (error) {
        const e = error as Error & { code?: string; query?: string; params?: unknown };
        if (e.code === '0A000' && /cached plan must not change result type/.test(e.message)) {
          await outer(() => close(text));
          return plain(text, params, lighter);
        }
        // as PGlite's own query does: the error names its query and parameters
        if (e.code !== undefined && e.query === undefined) Object.assign(e, { query: text, params });
        throw error;
      }
    };

  const query = client.query.bind(client);
  client.query = lean(query, async (fn) =>
    // oxlint-disable-next-line no-underscore-dangle -- the transaction lock PGlite's own query takes (module doc)
    client._runExclusiveTransaction(async () => {
      const result = await fn();
      await client.syncToFs();
      return result;
    }),
  );
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction((tx) => {
      tx.query = lean(tx.query.bind(tx), (inner) => inner());
      return fn(tx);
    });
}
