/**
 * Integration: the connector against a real PostgreSQL server (src/api/contract/integrations.ts). Runs when
 * TEST_DATABASE_URL is set (CI; locally `bash scripts/ci-postgres.sh` as root): it uses the database `pauta_source`
 * on the same server (made by scripts/ci-postgres.sh; server/tests/postgres.test.ts wipes `pauta_test`), while the
 * app itself runs on the seeded PGlite.
 * - a table source (password given apart from the connection string): 300 rows, every 7th refused, rows in =
 *   written + refused, the reasons per row; a query source with `limit`;
 * - the send to the dots: a `dots_units` pipeline writes the provider's live units into its table, upserting, and
 *   a second send removes the rows of units no longer live;
 * - wrong credentials fail the run with the server's reason, and nothing of the password reaches an answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { Client } from 'pg';
import * as ig from '#src/api/contract/integrations.ts';
import { units } from '../db/schema.ts';
import { settleRuns } from '../handlers/integrations-pipelines.ts';
import { startTestServer, type TestServer } from '../test-support.ts';

const base = process.env.TEST_DATABASE_URL;
/** The source database's URL without its password (given apart) and the password. */
const sourceDb = (() => {
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = '/pauta_source';
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password, full: (() => ((url.password = password), url.toString()))() };
})();

describe.skipIf(!sourceDb)('integrations with PostgreSQL', () => {
  let s: TestServer;
  let token: string;
  let admin: Client;
  const as = () => s.client(token, 'en');
  const live = async () =>
    (
      await s.db
        .select({ n: count() })
        .from(units)
        .where(and(eq(units.providerId, 1), isNull(units.deletedAt)))
    )[0]!.n;

  beforeAll(async () => {
    s = await startTestServer();
    const { tokens } = await s.loginAll();
    token = tokens.provider!;
    admin = new Client({ connectionString: sourceDb!.full });
    await admin.connect();
    const [u] = await s.db.select().from(units).where(eq(units.providerId, 1)).orderBy(asc(units.id)).limit(1);
    await admin.query('DROP TABLE IF EXISTS billboards, pauta_dots_units');
    await admin.query(`CREATE TABLE billboards (
      nombre text, tipo int, direccion text, lat double precision, lng double precision, pais int, estado int,
      ciudad int, cara text, precio numeric(14,2), codigo text)`);
    const rows = Array.from({ length: 300 }, (_, i) => [
      i % 7 === 6 ? '' : `Pantalla PG ${i + 1}`,
      u!.mediaTypeId,
      `Calle PG ${i + 1}`,
      u!.lat + i / 10_000,
      u!.lng,
      u!.countryId,
      u!.stateId,
      u!.cityId,
      i % 2 ? 'A' : 'B',
      1000 + i,
      `PGSRC-${i + 1}`,
    ]);
    for (const r of rows) await admin.query('INSERT INTO billboards VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)', r);
  }, 60_000);
  afterAll(async () => {
    await settleRuns();
    await admin?.end();
    await s?.close();
  });

  const spec = async () =>
    as().call(ig.storeDataSpecification, {
      body: {
        name: 'PG',
        target: 'units',
        fields: [
          ['nombre', 'title'],
          ['tipo', 'media_type_id'],
          ['direccion', 'address'],
          ['lat', 'lat'],
          ['lng', 'lng'],
          ['pais', 'country_id'],
          ['estado', 'state_id'],
          ['ciudad', 'city_id'],
          ['cara', 'side'],
          ['', 'direction', 'N'],
          ['', 'traffic_direction', 'ambos'],
          ['', 'daily_traffic', '5000'],
          ['', 'schedule', '24h'],
          ['precio', 'price'],
          ['', 'print_price', '100'],
          ['', 'min_price', '0'],
          ['', 'min_print_price', '0'],
          ['codigo', 'sku'],
        ].map(([column, target, constant]) => ({
          source: column!,
          target: target!,
          ...(constant ? { function: 'constant' as const, argument: constant } : {}),
        })),
      },
    });

  it('syncs a table: rows in = written + refused, with the reasons; a query with a limit', async () => {
    const before = await live();
    const conn = await as().call(ig.storeConnection, {
      body: {
        name: 'Fuente',
        type: 'postgresql',
        auth_method: 'password',
        connection_string: sourceDb!.url,
        password: sourceDb!.password,
        table: 'public.billboards',
      },
    });
    expect(JSON.stringify(conn)).not.toContain(`:${sourceDb!.password}@`);
    const sp = await spec();
    const pipe = await as().call(ig.storeConnectionPipeline, {
      body: { name: 'PG', type: 'import_units', connection_id: conn.data.id, data_specification_id: sp.data.id },
    });
    const run = await as().call(ig.syncPipeline, { params: { id: pipe.data.id }, query: { wait: true } });
    expect(run.data).toMatchObject({ status: 'finished', rows_read: 300, rows_written: 258, rows_refused: 42 });
    expect(run.data.refused.every((r) => r.row % 7 === 0 && Object.keys(r.errors).includes('title'))).toBe(true);
    expect(await live()).toBe(before + 258);
    expect((await as().call(ig.showConnection, { params: { id: conn.data.id } })).data.columns).toContain('codigo');

    const q = await as().call(ig.storeConnection, {
      body: {
        name: 'Consulta',
        type: 'postgresql',
        auth_method: 'password',
        connection_string: sourceDb!.url,
        password: sourceDb!.password,
        query: "select * from billboards where nombre <> '' order by codigo desc",
      },
    });
    const qp = await as().call(ig.storeConnectionPipeline, {
      body: { name: 'Q', type: 'import_units', connection_id: q.data.id, data_specification_id: sp.data.id },
    });
    const dry = await as().call(ig.syncPipeline, {
      params: { id: qp.data.id },
      query: { wait: true, dry_run: true, limit: 50 },
    });
    expect(dry.data).toMatchObject({ status: 'finished', rows_read: 50, rows_written: 0, rows_refused: 50 });
    expect(dry.data.refused[0]!.errors.sku?.[0]).toContain('PGSRC-');
  }, 60_000);

  it('fails a run with wrong credentials, saying why', async () => {
    const conn = await as().call(ig.storeConnection, {
      body: {
        name: 'Mala',
        type: 'postgresql',
        auth_method: 'password',
        connection_string: sourceDb!.url,
        password: 'not-the-password',
        table: 'billboards',
      },
    });
    const sp = await spec();
    const pipe = await as().call(ig.storeConnectionPipeline, {
      body: { name: 'Mala', type: 'import_units', connection_id: conn.data.id, data_specification_id: sp.data.id },
    });
    const run = await as().call(ig.syncPipeline, { params: { id: pipe.data.id }, query: { wait: true } });
    expect(run.data.status).toBe('failed');
    expect(run.data.log.at(-1)?.text).toMatch(/password authentication failed/);
    expect(JSON.stringify(run)).not.toContain('not-the-password');
  }, 30_000);

  it('sends the provider live units to the dots table, and a second send removes the gone ones', async () => {
    const conn = await as().call(ig.storeConnection, {
      body: { name: 'Pantallas', type: 'postgresql', connection_string: sourceDb!.full, table: 'pauta_dots_units' },
    });
    const pipe = await as().call(ig.storeConnectionPipeline, {
      body: { name: 'Pantallas', type: 'dots_units', connection_id: conn.data.id },
    });
    const sent = await as().call(ig.sendToDots, { params: { id: pipe.data.id }, body: { wait: true } });
    const n = await live();
    expect(sent.data).toMatchObject({ status: 'finished', rows_read: n, rows_written: n, rows_refused: 0 });
    const there = await admin.query('select count(*)::int as n, min(sku) as sku from pauta_dots_units');
    expect(there.rows[0].n).toBe(n);
    const [gone] = await s.db.select({ id: units.id }).from(units).where(eq(units.sku, 'PGSRC-1'));
    await s.db.update(units).set({ deletedAt: new Date() }).where(eq(units.id, gone!.id));
    const again = await as().call(ig.syncPipeline, { params: { id: pipe.data.id }, query: { wait: true } });
    expect(again.data.rows_written).toBe(n - 1);
    expect(again.data.log.at(-1)?.text).toContain('1 old rows removed');
    const after = await admin.query('select count(*)::int as n from pauta_dots_units where id = $1', [gone!.id]);
    expect(after.rows[0].n).toBe(0);
  }, 60_000);
});
