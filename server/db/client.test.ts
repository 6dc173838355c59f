/**
 * `openDatabase` on PGlite (server/db/client.ts): the settings it is given apply; a memory database started from a
 * dump's bytes holds the dump's data without writing into the caller's bytes (the dump is the run's seeded template,
 * server/tests/seed-template.ts); and a run of statements lets the event loop turn between them (`takeTurns`).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seededTemplateBytes } from '../test-support.ts';
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
});
