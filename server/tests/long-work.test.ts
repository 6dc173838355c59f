/**
 * Long work does not stall other users (SECURITY.md, "Long work"): while the
 * POI sync of every unit (PUT /units-sync-pois as the administrator, 5,200
 * units — the largest job on the demo data) or a CSV import runs, a
 * concurrent GET /auth/user answers before the job finishes. The assertions
 * are about order, not wall-clock time: before the jobs ran in chunks with
 * yields, the probe could not even start until the job was over. The probe
 * latencies are printed.
 *
 * Also: the chunked POI sync gives each unit exactly the POIs the read
 * endpoints compute, every chunk transaction stays short, and a CSV import
 * run again after a partial one (the state a crash mid-way leaves) creates
 * only the rows still missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { catalogueRest as cr, inventory as inv, session } from '#src/api/contract/index.ts';
import { units } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { startTestServer, type TestServer } from '../test-support.ts';
import { unitCsvSample, type CsvPlace } from '../unit-csv-sample.ts';

let s: TestServer;
let tokens: Record<string, string>;
/** Length of every transaction the server ran, ms (db.transaction wrapped). */
const holds: number[] = [];

beforeAll(async () => {
  s = await startTestServer();
  tokens = {};
  for (const role of ['administrator', 'provider'] as const) {
    const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
    tokens[role] = await s.login(a.email, a.password);
  }
  const db = s.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const original = db.transaction.bind(db);
  db.transaction = async (...args: unknown[]) => {
    const t = performance.now();
    try {
      return await original(...args);
    } finally {
      holds.push(performance.now() - t);
    }
  };
});
afterAll(async () => {
  await s.close();
});

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `job` and, from the next turn of the event loop until it settles,
 * GET /auth/user one call after another. Returns the job's answer, the probe
 * latencies (ms) and how many probes answered before the job did.
 */
async function whileRunning<T>(
  job: () => Promise<T>,
): Promise<{ answer: T; latencies: number[]; answeredBefore: number }> {
  const state = { finished: false };
  const running = job().finally(() => {
    state.finished = true;
  });
  const latencies: number[] = [];
  let answeredBefore = 0;
  await nextTurn();
  while (!state.finished) {
    const t = performance.now();
    const me = await s.client(tokens.administrator).call(session.currentUser);
    expect(me.data.email).toBe('admin@pauta.demo');
    latencies.push(performance.now() - t);
    if (!state.finished) answeredBefore++;
    await nextTurn();
  }
  return { answer: await running, latencies, answeredBefore };
}

const summary = (ms: number[]) => {
  const sorted = ms.toSorted((a, b) => a - b);
  return `median ${sorted[sorted.length >> 1]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms over ${ms.length}`;
};

describe('POI sync of every unit', () => {
  it('lets GET /auth/user answer while it runs, in short transactions', async () => {
    holds.length = 0;
    const { answer, latencies, answeredBefore } = await whileRunning(() =>
      s.client(tokens.administrator).call(cr.syncAllPois, { body: {} }),
    );
    const live = (await s.db.select({ n: count() }).from(units).where(isNull(units.deletedAt)))[0]!.n;
    expect(answer.data.units).toBe(live);
    expect(answer.data.added).toBeGreaterThan(live);
    expect(answeredBefore).toBeGreaterThan(0);
    console.info(
      `[long-work] POI sync of ${live} units: ${holds.length} transactions (${summary(holds)}); GET /auth/user meanwhile: ${summary(latencies)}, ${answeredBefore} answered before the sync`,
    );
    // a chunk per POI_SYNC_CHUNK units, not one transaction for all
    expect(holds.length).toBeGreaterThan(10);
  });

  it('gives each unit exactly the POIs the reads find near it; running it again changes nothing', async () => {
    const sample = await s.db
      .select({ id: units.id })
      .from(units)
      .where(isNull(units.deletedAt))
      .orderBy(asc(units.id));
    for (const { id } of sample.filter((_, i) => i % 400 === 0)) {
      const near = (await s.client(tokens.administrator).call(cr.unitPoiCategories, { params: { id } })).data.reduce(
        (n, c) => n + c.count,
        0,
      );
      const shown = (await s.client(tokens.administrator).call(cr.providerUnitPois, { params: { id } })).data.length;
      expect(shown, `unit ${id}`).toBe(near);
    }
    const again = (await s.client(tokens.administrator).call(cr.syncAllPois, { body: {} })).data;
    expect(again).toMatchObject({ added: 0, removed: 0 });
  });
});

const provider = () => s.client(tokens.provider, 'en');
const file = (csv: string) => new File([csv], 'unidades.csv', { type: 'text/csv' });
const providerUnits = async () =>
  (
    await s.db
      .select({ n: count() })
      .from(units)
      .where(and(eq(units.providerId, 1), isNull(units.deletedAt)))
  )[0]!.n;

describe('CSV import', () => {
  let place: CsvPlace;
  beforeAll(async () => {
    const [u] = await s.db.select().from(units).where(eq(units.providerId, 1)).limit(1);
    place = {
      countryId: u!.countryId,
      stateId: u!.stateId,
      cityId: u!.cityId,
      lat: u!.lat,
      lng: u!.lng,
      mediaTypeId: 2,
    };
  });

  it('lets GET /auth/user answer while it runs', async () => {
    holds.length = 0;
    const { csv } = unitCsvSample(2000, place, { skuPrefix: 'LW' });
    const { answer, latencies, answeredBefore } = await whileRunning(() =>
      provider().call(inv.importCsv, { body: { file: file(csv) } }),
    );
    expect(answer.data.created).toBe(2000);
    expect(answeredBefore).toBeGreaterThan(0);
    expect(holds.length).toBeGreaterThan(1);
    console.info(
      `[long-work] CSV import of 2,000 rows: ${holds.length} transactions (${summary(holds)}); GET /auth/user meanwhile: ${summary(latencies)}, ${answeredBefore} answered before the import`,
    );
  });

  it('run again after a partial run, creates only the rows still missing', async () => {
    const { csv } = unitCsvSample(500, { ...place, lat: place.lat + 0.5 });
    const lines = csv.trimEnd().split('\n');
    const partial = `${lines.slice(0, 1 + 300).join('\n')}\n`; // what a run that died after its first chunks left
    const before = await providerUnits();
    expect((await provider().call(inv.importCsv, { body: { file: file(partial) } })).data.created).toBe(300);
    const rerun = (await provider().call(inv.importCsv, { body: { file: file(csv) } })).data;
    expect(rerun.created).toBe(200);
    expect(rerun.refused.map((r) => r.row)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(rerun.refused[0]!.errors.sku![0]).toMatch(
      /^Unit U-\d{7} already has this title, address, media type, side and position/,
    );
    expect(await providerUnits()).toBe(before + 500);
    // with SKUs the rows already created are refused as taken
    const withSku = unitCsvSample(3, { ...place, lat: place.lat + 0.6 }, { skuPrefix: 'LW-RERUN' }).csv;
    expect((await provider().call(inv.importCsv, { body: { file: file(withSku) } })).data.created).toBe(3);
    const again = (await provider().call(inv.importCsv, { body: { file: file(withSku) } })).data;
    expect(again.created).toBe(0);
    expect(again.refused.map((r) => r.errors.sku![0])).toEqual([
      'SKU LW-RERUN-1 is already in use.',
      'SKU LW-RERUN-2 is already in use.',
      'SKU LW-RERUN-3 is already in use.',
    ]);
  });
});
