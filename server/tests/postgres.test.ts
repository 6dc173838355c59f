/**
 * The same schema, migrations, seed, session calls, pullable lists and
 * idempotency keys on a real PostgreSQL server (`DATABASE_URL` path). Runs when TEST_DATABASE_URL points at an
 * empty database it may wipe; `.ci/run` installs and starts Debian's
 * PostgreSQL and sets it (see scripts/ci-postgres.sh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { startTestServer, type TestServer } from '../test-support.ts';
import { connectionSettings, openDatabase, rowsOf } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { catalogueLists, lookups, session, translations } from '#src/api/contract/index.ts';
import { contractsReached, expectLinesFromCarts } from './contract-fixture.ts';
import { expectUnitsPullAsSummaries } from './units-pull-fixture.ts';
import { expectTotalsFollowEachWrite, expectTotalsFollowLines } from './campaign-line-totals-fixture.ts';
import { contactMessages, orderJobItems, units } from '../db/schema.ts';
import { count, eq, sql } from 'drizzle-orm';

const url = process.env.TEST_DATABASE_URL;

describe('connectionSettings', () => {
  it("turns JIT off first, and takes the URL's own options out to come after it (so they win)", () => {
    expect(connectionSettings('postgres://a:b@h:5432/db')).toEqual({
      connectionString: 'postgres://a:b@h:5432/db',
      options: '-c jit=off',
    });
    expect(
      connectionSettings('postgres://a:b@h:5432/db?sslmode=disable&options=-c%20jit%3Don%20-c%20work_mem%3D64MB'),
    ).toEqual({
      connectionString: 'postgres://a:b@h:5432/db?sslmode=disable',
      options: '-c jit=off -c jit=on -c work_mem=64MB',
    });
  });
});

describe.skipIf(!url)('on a real PostgreSQL (DATABASE_URL)', () => {
  let s: TestServer;
  beforeAll(async () => {
    const wipe = new Client({ connectionString: url });
    await wipe.connect();
    await wipe.query(
      'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
    );
    await wipe.end();
    s = await startTestServer({ url: url! });
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  it('migrates, seeds the demo volume, and serves sign-in and look-ups', async () => {
    const [n] = await s.db.select({ n: count() }).from(units);
    expect(n!.n).toBeGreaterThanOrEqual(5000);
    const a = DEMO_ACCOUNTS.find((x) => x.role === 'provider')!;
    const token = await s.login(a.email, a.password);
    const me = await s.client(token).call(session.currentUser);
    expect(me.data.type.value).toBe('provider');
    const countries = await s.client().call(lookups.activeCountries);
    expect(countries.data.length).toBeGreaterThanOrEqual(8);
  });

  it("reads each contract's lines from its campaign's cart (one JSON array per campaign)", async () => {
    const admin = DEMO_ACCOUNTS.find((x) => x.role === 'administrator')!;
    const all = await contractsReached(s, await s.login(admin.email, admin.password));
    expect(all.length).toBeGreaterThan(100);
    await expectLinesFromCarts(s, all);
  });

  it("runs its connections without PostgreSQL's JIT compiler, and keeps the URL's own settings (db/client.ts connectionSettings)", async () => {
    const shown = (await s.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
    expect(shown.rows[0]!.jit).toBe('off');
    const own = new URL(url!);
    own.searchParams.set('options', '-c work_mem=5MB');
    const other = await openDatabase({ url: own.toString(), dataDir: 'memory' });
    try {
      const settings = (await other.db.execute(
        sql`select current_setting('jit') as jit, current_setting('work_mem') as work_mem`,
      )) as unknown as { rows: { jit: string; work_mem: string }[] };
      expect(settings.rows[0]).toEqual({ jit: 'off', work_mem: '5MB' });
    } finally {
      await other.close();
    }
  });

  it('writes the pull of units and the contracts report as JSON in the database', async () => {
    const admin = DEMO_ACCOUNTS.find((x) => x.role === 'administrator')!;
    const token = await s.login(admin.email, admin.password);
    await expectUnitsPullAsSummaries(s, token);
    // the contracts report reads its rows the same way (db/client.ts rowsAsJson)
    const report = await s.app.fetch(
      new Request('http://pauta.test/api/contracts/export-report-xlxs?locale=en', {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(report.status).toBe(200);
    expect((await report.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('serves the pullable lists with deltas, and replays an idempotent call', async () => {
    const ops = DEMO_ACCOUNTS.find((x) => x.role === 'operations')!;
    const api = s.client(await s.login(ops.email, ops.password));
    const jobs = await api.call(catalogueLists.orderJobs, { body: { per_page: 500 } });
    expect(jobs.meta.total).toBe(200);
    const prints = await api.call(catalogueLists.printWorkOrders, { query: { per_page: 500 } });
    expect(prints.meta.total).toBe(40);
    const itemAt = new Date(s.config.now().getTime() + 1000);
    await s.db.update(orderJobItems).set({ updatedAt: itemAt }).where(eq(orderJobItems.id, jobs.data[0]!.items[0]!.id));
    const delta = await api.call(catalogueLists.orderJobs, { body: { updated_since: jobs.meta.server_time } });
    expect(delta.data.map((j) => [j.id, j.updated_at])).toEqual([[jobs.data[0]!.id, itemAt.toISOString()]]);
    expect(delta.deleted).toEqual([]);
    const body = {
      name: 'Ana',
      email: 'ana@example.com',
      country: 1,
      client_type: 1 as const,
      message: 'PostgreSQL idempotente',
    };
    const headers = { 'Idempotency-Key': 'pg-contact' };
    expect(await s.client().call(translations.contact, { body }, { headers })).toEqual(
      await s.client().call(translations.contact, { body }, { headers }),
    );
    const [sent] = await s.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.message, body.message));
    expect(sent!.n).toBe(1);
  });

  // last: it deletes lines and a campaign
  it("keeps each campaign's line totals as its lines change, with two writers of one campaign at once", async () => {
    await expectTotalsFollowEachWrite(s.db);
    const [line] = await rowsOf<{ campaign_id: number }>(
      s.db,
      sql`select campaign_id from campaign_units order by campaign_id limit 1`,
    );
    const campaign = line!.campaign_id;
    const free = await rowsOf<{ id: number }>(
      s.db,
      sql`select id from units where id not in (select unit_id from campaign_units where campaign_id = ${campaign})
        order by id limit 2`,
    );
    const writers = [new Client({ connectionString: url }), new Client({ connectionString: url })] as const;
    await Promise.all(writers.map((w) => w.connect()));
    try {
      const add = (w: Client, unit: number, start: string) =>
        w.query(
          `insert into campaign_units (campaign_id, unit_id, price, print_price, total_price, start_date, end_date)
            values ($1, $2, 10, 0, 0, $3::date, '2035-01-01')`,
          [campaign, unit, start],
        );
      await writers[0].query('begin');
      await add(writers[0], free[0]!.id, '2019-05-01');
      await writers[1].query('begin');
      const second = add(writers[1], free[1]!.id, '2019-05-02');
      // the second writer waits for the first (a lock it may not take yet)
      await expect
        .poll(
          async () =>
            (await rowsOf<{ n: number }>(s.db, sql`select count(*)::int as n from pg_locks where not granted`))[0]!.n,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      await writers[0].query('commit');
      await second;
      await writers[1].query('commit');
    } finally {
      await Promise.all(writers.map((w) => w.end()));
    }
    await expectTotalsFollowLines(s.db, 'after two transactions added lines to one campaign at once');
    const [after] = await rowsOf<{ units: number }>(
      s.db,
      sql`select units from campaign_line_totals where campaign_id = ${campaign}`,
    );
    const [lines] = await rowsOf<{ n: number }>(
      s.db,
      sql`select count(*)::int as n from campaign_units where campaign_id = ${campaign}`,
    );
    expect(after!.units).toBe(lines!.n);
  });
});
