/**
 * Integration: the connector (src/api/contract/integrations.ts; server/handlers/integrations*.ts,
 * server/integrations/*) against a seeded PGlite through the app's own client: the five option lists in es and en;
 * connections, specifications and pipelines (list, show, store, update, delete); refusals (401, 403, another
 * provider's 404, 409 in use, 415, 422 with an `errors` map); credentials never answered and never in plain text in
 * the table; a 10,000-row file synced (rows in = written + refused, each refused row's reason), a run polled while it
 * goes on, a dry run that writes nothing, a customers import through the clients import's own rules.
 * The PostgreSQL source and the send to the dots are in integrations-postgres.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import * as ig from '#src/api/contract/integrations.ts';
import { connections, units } from '../db/schema.ts';
import { settleRuns } from '../handlers/integrations-pipelines.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { unitCsvSample, type CsvPlace } from '../unit-csv-sample.ts';

let s: TestServer;
let tokens: Record<string, string>;
let stranger: string;
let place: CsvPlace;
const as = (role: string, locale = 'en') => s.client(tokens[role] ?? role, locale);
const csvFile = (text: string, name = 'source.csv') => new File([text], name, { type: 'text/csv' });
const liveUnits = async (providerId: number) =>
  (
    await s.db
      .select({ n: count() })
      .from(units)
      .where(and(eq(units.providerId, providerId), isNull(units.deletedAt)))
  )[0]!.n;
const SECRET = 'S3cr3t-Integration-Pass';
/** Every answer of the file, to check that no credential ever travels. */
const answers: unknown[] = [];
const keep = <T>(answer: T): T => {
  answers.push(answer);
  return answer;
};
/** An identity specification of every unit CSV column. */
const unitFields = [
  'title',
  'media_type_id',
  'address',
  'lat',
  'lng',
  'country_id',
  'state_id',
  'city_id',
  'side',
  'direction',
  'traffic_direction',
  'daily_traffic',
  'schedule',
  'price',
  'print_price',
  'min_price',
  'min_print_price',
  'sku',
  'spots',
].map((f) => ({ source: f, target: f }));

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
  stranger = (await registerAccount(s, { client_type: 3 })).token;
  const [u] = await s.db.select().from(units).where(eq(units.providerId, 1)).orderBy(asc(units.id)).limit(1);
  place = {
    countryId: u!.countryId,
    stateId: u!.stateId,
    cityId: u!.cityId,
    lat: u!.lat,
    lng: u!.lng,
    mediaTypeId: u!.mediaTypeId,
  };
});
afterAll(async () => {
  await settleRuns();
  await s.close();
});

describe('option lists', () => {
  it('answer id/name pairs in the caller language', async () => {
    for (const [call, ids] of [
      [ig.connectionTypes, ig.CONNECTION_TYPES],
      [ig.authMethods, ig.AUTH_METHODS],
      [ig.fieldFunctions, ig.FUNCTIONS],
      [ig.pipelineTypes, ig.PIPELINE_TYPES],
    ] as const) {
      const en = await as('provider', 'en').call(call);
      const es = await as('provider', 'es').call(call);
      expect(en.data.map((o) => o.id)).toEqual([...ids]);
      expect(es.data.map((o) => o.name)).not.toEqual(en.data.map((o) => o.name));
    }
    const cols = await as('administrator', 'es').call(ig.columnsAvailable, { query: { target: 'customers' } });
    expect(cols.data).toEqual([
      { id: 'email', name: 'Correo del cliente', required: true },
      { id: 'member_email', name: 'Correo del miembro asignado', required: false },
    ]);
    const unitCols = await as('provider').call(ig.columnsAvailable);
    expect(unitCols.data.find((c) => c.id === 'title')).toEqual({ id: 'title', name: 'Title', required: true });
  });
  it('refuse the signed-out (401) and roles that do not manage inventory (403)', async () => {
    expect((await failure(s.client().call(ig.connectionTypes))).status).toBe(401);
    expect((await failure(as('client').call(ig.connectionList))).status).toBe(403);
    expect((await failure(as('seller').call(ig.pipelineTypes))).status).toBe(403);
  });
});

describe('connections', () => {
  let fileId: number;
  let pgId: number;
  it('takes an uploaded CSV typed by its bytes, keeps its header', async () => {
    const made = keep(
      await as('provider').call(ig.storeConnection, {
        body: { name: 'Archivo', type: 'file', file: csvFile('Nombre;Precio\n"Uno";"1,5"\n') },
      }),
    );
    fileId = made.data.id;
    expect(made.data).toMatchObject({
      type: 'file',
      auth_method: 'file',
      columns: ['Nombre', 'Precio'],
      has_credentials: false,
    });
    expect(made.data.file).toMatchObject({ name: 'source.csv', format: 'csv' });
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])],
      'x.csv',
    );
    const refused = await failure(
      as('provider').call(ig.storeConnection, { body: { name: 'X', type: 'file', file: png } }),
    );
    expect(refused.status).toBe(415);
    expect(Object.keys(refused.errors ?? {})).toEqual(['file']);
    const missing = await failure(as('provider', 'es').call(ig.storeConnection, { body: { name: 'X', type: 'file' } }));
    expect(missing.status).toBe(422);
    expect(missing.errors?.file?.[0]).toBe('Sube el archivo.');
  });
  it('seals a PostgreSQL connection string and password, answers only a masked host', async () => {
    const made = keep(
      await as('provider').call(ig.storeConnection, {
        body: {
          name: 'ERP',
          type: 'postgresql',
          auth_method: 'password',
          connection_string: 'postgres://erp_reader@erp.example.com:5433/inventario',
          password: SECRET,
          table: 'public.billboards',
        },
      }),
    );
    pgId = made.data.id;
    expect(made.data).toMatchObject({
      has_credentials: true,
      host: 'er•••••••••.com:5433/inventario',
      table: 'public.billboards',
    });
    const [row] = await s.db.select().from(connections).where(eq(connections.id, pgId));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(SECRET);
    expect(row!.secret).not.toContain('erp.example.com');
    const bad = await failure(
      as('provider').call(ig.storeConnection, {
        body: { name: 'ERP', type: 'postgresql', connection_string: 'mysql://x@y/z', table: 't' },
      }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors ?? {})).toEqual(['connection_string']);
    const both = await failure(
      as('provider').call(ig.storeConnection, {
        body: { name: 'ERP', type: 'postgresql', connection_string: 'postgres://a@b/c', table: 't', query: 'select 1' },
      }),
    );
    expect(Object.keys(both.errors ?? {})).toEqual(['table']);
    const injected = await failure(
      as('provider').call(ig.storeConnection, {
        body: {
          name: 'ERP',
          type: 'postgresql',
          connection_string: 'postgres://a@b/c',
          query: 'select 1; drop table x',
        },
      }),
    );
    expect(Object.keys(injected.errors ?? {})).toEqual(['query']);
  });
  it('updates keeping the sealed credentials, lists, shows; another provider gets 404', async () => {
    const changed = keep(
      await as('provider').call(ig.updateConnection, { params: { id: pgId }, body: { name: 'ERP ventas' } }),
    );
    expect(changed.data).toMatchObject({ name: 'ERP ventas', has_credentials: true });
    const list = keep(await as('provider').call(ig.connectionList, { query: { name: 'erp' } }));
    expect(list.data.map((c) => c.id)).toEqual([pgId]);
    keep(await as('provider').call(ig.showConnection, { params: { id: pgId } }));
    keep(await as('administrator').call(ig.connectionList, { query: { per_page: 100 } }));
    expect((await failure(s.client(stranger).call(ig.showConnection, { params: { id: pgId } }))).status).toBe(404);
    expect((await failure(s.client(stranger).call(ig.deleteConnection, { params: { id: pgId } }))).status).toBe(404);
    expect((await s.client(stranger).call(ig.connectionList)).data).toEqual([]);
    const gone = await as('provider').call(ig.deleteConnection, { params: { id: fileId } });
    expect(gone.message).toBe('Connection deleted.');
    expect((await failure(as('provider').call(ig.showConnection, { params: { id: fileId } }))).status).toBe(404);
  });
});

describe('specifications and pipelines', () => {
  it('refuse a specification without the required fields (422 under fields)', async () => {
    const e = await failure(
      as('provider', 'es').call(ig.storeDataSpecification, {
        body: {
          name: 'Mal',
          target: 'units',
          fields: [
            { source: 'a', target: 'title' },
            { source: 'b', target: 'nope' },
          ],
        },
      }),
    );
    expect(e.status).toBe(422);
    expect(e.errors?.fields?.join(' ')).toContain('Faltan campos obligatorios');
    expect(e.errors?.fields?.join(' ')).toContain('nope');
  });

  it('sync a 10,000-row file: rows in = written + refused, refused rows with their reasons', async () => {
    const before = await liveUnits(1);
    const { csv, bad } = unitCsvSample(10_000, place, { badEvery: 10, skuPrefix: 'INT10K' });
    const conn = keep(
      await as('provider').call(ig.storeConnection, { body: { name: '10k', type: 'file', file: csvFile(csv) } }),
    );
    const spec = keep(
      await as('provider').call(ig.storeDataSpecification, {
        body: { name: 'Identidad', target: 'units', fields: unitFields },
      }),
    );
    keep(await as('provider').call(ig.showDataSpecification, { params: { id: spec.data.id } }));
    const made = keep(
      await as('provider').call(ig.storeConnectionPipeline, {
        body: { name: '10k', type: 'import_units', connection_id: conn.data.id, data_specification_id: spec.data.id },
      }),
    );
    expect(made.data.last_run).toBeNull();
    const run = keep(
      await as('provider').call(ig.syncPipeline, { params: { id: made.data.id }, query: { wait: true } }),
    );
    expect(run.data.status).toBe('finished');
    expect(run.data.rows_read).toBe(10_000);
    expect(run.data.rows_read).toBe(run.data.rows_written + run.data.rows_refused);
    expect(run.data.rows_refused).toBe(bad.size);
    expect(new Map(run.data.refused.map((r) => [r.row, Object.keys(r.errors)[0]]))).toEqual(bad);
    expect(run.data.refused.find((r) => r.row === 10)?.errors.side?.[0]).toBeTruthy();
    expect(run.data.log.length).toBeGreaterThan(5);
    expect(run.data.log.at(-1)?.text).toContain('10000 rows read');
    expect(await liveUnits(1)).toBe(before + run.data.rows_written);
    const shown = keep(await as('provider').call(ig.showConnectionPipeline, { params: { id: made.data.id } }));
    expect(shown.data.last_run?.id).toBe(run.data.id);
    // a dry run of the same file refuses every row now (SKUs taken) and writes nothing
    const dry = keep(
      await as('provider').call(ig.syncPipeline, {
        params: { id: made.data.id },
        query: { dry_run: true, limit: 600, wait: true },
      }),
    );
    expect(dry.data).toMatchObject({
      status: 'finished',
      dry_run: true,
      rows_read: 600,
      rows_written: 0,
      rows_refused: 600,
    });
    expect(await liveUnits(1)).toBe(before + run.data.rows_written);
    // in use: neither the connection nor the specification can go
    expect((await failure(as('provider').call(ig.deleteConnection, { params: { id: conn.data.id } }))).status).toBe(
      409,
    );
    expect(
      (await failure(as('provider').call(ig.deleteDataSpecification, { params: { id: spec.data.id } }))).status,
    ).toBe(409);
    expect((await failure(s.client(stranger).call(ig.syncPipeline, { params: { id: made.data.id } }))).status).toBe(
      404,
    );
    keep(
      await as('provider').call(ig.updateConnectionPipeline, {
        params: { id: made.data.id },
        body: {
          name: '10k bis',
          type: 'import_units',
          connection_id: conn.data.id,
          data_specification_id: spec.data.id,
        },
      }),
    );
    expect((await as('provider').call(ig.deleteConnectionPipeline, { params: { id: made.data.id } })).message).toBe(
      'Pipeline deleted.',
    );
    expect((await as('provider').call(ig.deleteDataSpecification, { params: { id: spec.data.id } })).message).toBe(
      'Specification deleted.',
    );
  }, 120_000);

  it('runs the seeded pipeline in the background; its show carries progress and the final counts', async () => {
    const before = await liveUnits(1);
    const list = keep(await as('provider').call(ig.connectionPipelineList));
    const demo = list.data.find((p) => p.name === 'Importar espectaculares')!;
    const started = keep(await as('provider', 'es').call(ig.syncPipeline, { params: { id: demo.id } }));
    expect(started.data.status).toBe('running');
    expect(started.message).toBe('Sincronización iniciada.');
    expect((await failure(as('provider').call(ig.syncPipeline, { params: { id: demo.id } }))).status).toBe(409);
    let last = started.data;
    for (let i = 0; i < 200 && last.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      last = (await as('provider').call(ig.showConnectionPipeline, { params: { id: demo.id } })).data.last_run!;
    }
    expect(last).toMatchObject({ status: 'finished', rows_read: 5, rows_written: 5, rows_refused: 0 });
    expect(await liveUnits(1)).toBe(before + 5);
    const [made] = await s.db.select().from(units).where(eq(units.title, 'Espectacular Integración 2'));
    expect(made).toMatchObject({
      side: 'B',
      direction: 'N',
      trafficDirection: 'ambos',
      dailyTraffic: 22_000,
      price: 1520,
    });
  });

  it('never answered a credential', () => {
    const all = JSON.stringify(answers);
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain('erp_reader');
    expect(all).not.toContain('erp.example.com');
    expect(all).not.toContain('"secret"');
  });
});
