/**
 * `openDatabase` on PGlite (server/db/client.ts): the settings it is given apply; a memory database started from a
 * dump's bytes holds the dump's data without writing into the caller's bytes (the dump is the run's seeded template,
 * server/tests/seed-template.ts); a run of statements lets the event loop turn between them (`takeTurns`); and the
 * types drizzle reads as text read the same without drizzle's per-query parsers (`leanStatements`).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seededTemplateBytes } from '../test-support.ts';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { campaigns } from './schema.ts';
import { openDatabase, rowsOf, type OpenDb } from './client.ts';

describe('openDatabase (PGlite)', () => {
  const opened: OpenDb[] = [];
  afterAll(async () => {
    for (const o of opened) await o.close();
  });

  it('applies its settings, and starts a memory database from the bytes of a dump, leaving them as they were', async () => {
    const bytes = (await seededTemplateBytes())!;
    const digest = () => createHash('sha256').update(bytes).digest('hex');
    const before = digest();
    const renamed = sql`select count(*)::int as n from campaigns where name = 'renamed by the first database'`;

    const first = await openDatabase({
      dataDir: 'memory',
      loadDataDir: bytes,
      settings: { shared_buffers: '16MB', wal_recycle: 'off' },
    });
    opened.push(first);
    const [settings] = await rowsOf<{ buffers: string; recycle: string }>(
      first.db,
      sql`select current_setting('shared_buffers') as buffers, current_setting('wal_recycle') as recycle`,
    );
    expect(settings).toEqual({ buffers: '16MB', recycle: 'off' });
    await first.db.execute(sql`update campaigns set name = 'renamed by the first database'`);
    const [changed] = await rowsOf<{ n: number }>(first.db, renamed);
    expect(changed!.n).toBeGreaterThan(0);

    // a second database from the same bytes: the first one's change is not in them; PGlite's own settings apply
    const second = await openDatabase({ dataDir: 'memory', loadDataDir: bytes });
    opened.push(second);
    expect(await rowsOf(second.db, renamed)).toEqual([{ n: 0 }]);
    expect(await rowsOf(second.db, sql`select current_setting('shared_buffers') as buffers`)).toEqual([
      { buffers: '128MB' },
    ]);
    expect(digest()).toBe(before);
  });

  it('lets the event loop turn between statements, as sockets need under load', async () => {
    const database = await openDatabase({ dataDir: 'memory', loadDataDir: (await seededTemplateBytes())! });
    opened.push(database);
    const { db } = database;
    let done = 0;
    let doneWhenTurned = -1;
    // one request's statements, one after the other; PGlite answers each without I/O, so without a turn between
    // them the whole run is one chain of microtasks and a callback of the next turn runs only after all of them
    const run = (async () => {
      for (let i = 0; i < 20; i++) {
        await db.execute(sql`select ${i}`);
        done++;
      }
    })();
    setImmediate(() => (doneWhenTurned = done));
    await run;
    expect(doneWhenTurned).toBeGreaterThanOrEqual(0);
    expect(doneWhenTurned).toBeLessThan(20);
  });

  it("reads every type drizzle takes as text the same as drizzle's own per-query parsers, in and out of a transaction", async () => {
    const database = await openDatabase({ dataDir: 'memory', loadDataDir: (await seededTemplateBytes())! });
    opened.push(database);
    const bare = new PGlite();
    const plain = drizzle(bare);
    try {
      // the types of RAW_TEXT_TYPES, and some others PGlite parses (numeric, bigint, boolean, json) for contrast
      const values = sql`select '2026-03-04 05:06:07.891999'::timestamp as ts,
        '2026-03-04 05:06:07.891999+00'::timestamptz as tstz, '1 day 02:03:04'::interval as iv,
        '2026-03-04'::date as d, array[1.5, 2.25]::numeric[] as nums,
        array['2026-03-04 05:06:07'::timestamp] as tss, array['2026-03-04 05:06:07+00'::timestamptz] as tstzs,
        array['1 hour'::interval] as ivs, array['2026-03-04'::date] as ds,
        12.34::numeric(14,2) as n, 9007199254740::bigint as big, true as yes, '{"a":[1]}'::json as j`;
      const expected = (await plain.execute(values)).rows;
      expect(expected[0]!.ts, 'drizzle reads a timestamp as its text').toBe('2026-03-04 05:06:07.891999');
      expect((await database.db.execute(values)) as unknown as { rows: unknown[] }).toMatchObject({ rows: expected });
      const inTransaction = await database.db.transaction(
        async (tx) => ((await tx.execute(values)) as unknown as { rows: unknown[] }).rows,
      );
      expect(inTransaction).toEqual(expected);
      // and through a typed select, which reads rows as arrays
      const [campaign] = await database.db
        .select({ at: campaigns.createdAt, start: campaigns.startDate })
        .from(campaigns)
        .limit(1);
      // the timestamp's microseconds and zone, the date's day: as PostgreSQL wrote them
      const [same] = await rowsOf<{ at: string; start: string }>(
        database.db,
        sql`select created_at::text as at, start_date::text as start from campaigns order by id limit 1`,
      );
      expect(new Date(campaign!.at).getTime()).toBe(new Date(same!.at).getTime());
      expect(campaign!.start).toBe(same!.start);
    } finally {
      await bare.close();
    }
  });
});
