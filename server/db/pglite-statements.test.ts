/**
 * `leanStatements` (server/db/pglite-statements.ts): a PGlite whose statements run named and in one round trip
 * answers what PGlite's own `query` answers — the same rows and fields, the same errors (code, query), the same
 * transactions (a rolled-back write is gone, an error aborts the transaction) — and a statement is named from its
 * second run only.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanStatements, type PgliteClient } from './pglite-statements.ts';

/** The parsers drizzle gives every query (drizzle-orm/pglite/session.js): these types read as text. */
const DRIZZLE_PARSERS = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

const SCHEMA = `create table t (id serial primary key, name text not null unique, at timestamptz not null default '2026-03-04 05:06:07.891999+00',
  day date, amount numeric(14,2), tags text[], data jsonb);
  insert into t (name, day, amount, tags, data) values ('a', '2026-01-02', 12.5, '{x,y}', '{"k":1}'), ('b', null, null, null, null);`;

/** How many statements `leanStatements` has named. */
const named = async (db: PGlite) =>
  (await db.query<{ name: string }>(`select name from pg_prepared_statements where name like 'pauta_s%'`)).rows.length;

/** What a query rejects with (code, message, query), or null. */
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: Error & { code?: string; query?: string }) => ({ code: e.code, message: e.message, query: e.query }),
  );

describe('leanStatements (PGlite)', () => {
  let own: PGlite;
  let lean: PGlite;
  beforeAll(async () => {
    own = new PGlite();
    lean = new PGlite();
    await leanStatements(lean as unknown as PgliteClient);
    await own.exec(SCHEMA);
    await lean.exec(SCHEMA);
  });
  afterAll(async () => {
    await own?.close();
    await lean?.close();
  });

  it('answers the same rows and fields as PGlite, named from the second run on', async () => {
    const text = 'select id, name, at, day, amount, tags, data from t where id >= $1 order by id';
    const before = await named(lean);
    for (let run = 0; run < 3; run++) {
      for (const rowMode of ['object', 'array'] as const) {
        const a = await own.query(text, [1], { rowMode, parsers: DRIZZLE_PARSERS });
        const b = await lean.query(text, [1], { rowMode, parsers: DRIZZLE_PARSERS });
        expect({ rows: b.rows, fields: b.fields }).toEqual({ rows: a.rows, fields: a.fields });
      }
    }
    // the first run was unnamed, the second named it; the rest reused it
    expect((await named(lean)) - before).toBe(1);
    // writes answer their affected rows
    const insert = `insert into t (name, amount) values ($1, $2) returning id, name, amount`;
    for (const name of ['c', 'd']) {
      const a = await own.query(insert, [name, 1.25], { parsers: DRIZZLE_PARSERS });
      const b = await lean.query(insert, [name, 1.25], { parsers: DRIZZLE_PARSERS });
      expect({ rows: b.rows, affectedRows: b.affectedRows }).toEqual({ rows: a.rows, affectedRows: a.affectedRows });
    }
  });

  it('throws the same errors, and keeps working after one', async () => {
    const insert = 'insert into t (name) values ($1)';
    await lean.query(insert, ['e']);
    await own.query(insert, ['e']);
    // named by now: the same unique violation as PGlite's, naming the query
    expect(await errorOf(lean.query(insert, ['e']))).toEqual(await errorOf(own.query(insert, ['e'])));
    expect((await errorOf(lean.query(insert, ['e'])))?.code).toBe('23505');
    expect((await lean.query<{ n: number }>('select count(*)::int as n from t where name = $1', ['e'])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('runs inside transactions: a rolled-back write is gone, an error aborts the transaction', async () => {
    const insert = 'insert into t (name) values ($1)';
    const count = 'select count(*)::int as n from t where name like $1';
    await lean.query(count, ['tx%']);
    await lean.query(count, ['tx%']);
    await expect(
      lean.transaction(async (tx) => {
        await tx.query(insert, ['tx-1']);
        await tx.query(insert, ['tx-2']);
        expect((await tx.query<{ n: number }>(count, ['tx%'])).rows[0]!.n).toBe(2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await lean.query<{ n: number }>(count, ['tx%'])).rows[0]!.n).toBe(0);
    await expect(
      lean.transaction(async (tx) => {
        await tx.query(insert, ['tx-3']);
        await tx.query(insert, ['tx-3']).catch(() => undefined);
        await tx.query(count, ['tx%']);
      }),
    ).rejects.toThrow(/aborted/);
    await lean.transaction(async (tx) => {
      await tx.query(insert, ['tx-4']);
    });
    expect((await lean.query<{ n: number }>(count, ['tx%'])).rows[0]!.n).toBe(1);
  });

  it('runs a named statement again after a migration changed the table it reads', async () => {
    const text = 'select * from t where id = $1';
    await lean.query(text, [1]);
    await lean.query(text, [1]);
    await lean.exec('alter table t add column extra text');
    const after = await lean.query<Record<string, unknown>>(text, [1]);
    expect(Object.keys(after.rows[0]!)).toContain('extra');
  });
});
