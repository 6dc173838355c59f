/**
 * Benchmark (integrations; part of `npm run bench`): a pipeline sync of 100,000 rows through the real server handler
 * (GET /api/connection_pipelines/{id}/sync on the Hono app, in process, then GET /api/connection_pipelines/{id} every
 * 250 ms until its last run is over, as the screen does) on a fresh seeded PGlite in memory, as the demo provider.
 * The source is a `file` connection holding a 100,000-row unit CSV (server/unit-csv-sample.ts, every 10th row broken
 * in one of five ways) uploaded through POST /api/connections, mapped by an identity data specification to the unit
 * import's columns. Reports the upload time, the sync's time (start to the run's end, ms), the rows read, written and
 * refused, the units created, and the peak RSS and JS heap during the sync over the baseline before it
 * (scripts/bench-memory.ts).
 * Run alone with `node --expose-gc --import tsx scripts/bench-pipeline-sync.ts`.
 */
import { pathToFileURL } from 'node:url';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed/index.ts';
import { demoAccount } from '#server/db/seed/accounts.ts';
import { units } from '#server/db/schema.ts';
import { createApp } from '#server/app.ts';
import { configFromEnv } from '#server/config.ts';
import { unitCsvSample } from '#server/unit-csv-sample.ts';
import { UNIT_CSV_REQUIRED } from '#src/api/contract/inventory.ts';
import { createApiClient } from '#src/api/client.ts';
import { integrations as ig, session } from '#src/api/contract/index.ts';
import { peakMemory } from './bench-memory.ts';

const ROWS = 100_000;
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;

/** Runs the benchmark and prints its figures. */
export async function benchPipelineSync(): Promise<void> {
  const { db, close } = await openDatabase({ dataDir: 'memory' });
  try {
    await seed(db, { anchor: '2026-11-02' });
    const app = createApp({ db, config: { ...configFromEnv({}), dataDir: 'memory', log: () => {} } });
    const client = (token?: string) =>
      createApiClient({
        baseUrl: 'http://bench',
        getToken: () => token,
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      });
    const a = demoAccount('provider');
    const token = (await client().call(session.login, { body: { email: a.email, password: a.password } })).access_token;
    const api = client(token);
    const [u] = await db.select().from(units).where(eq(units.providerId, 1)).orderBy(asc(units.id)).limit(1);
    const { csv, bad } = unitCsvSample(
      ROWS,
      {
        countryId: u!.countryId,
        stateId: u!.stateId,
        cityId: u!.cityId,
        lat: u!.lat,
        lng: u!.lng,
        mediaTypeId: u!.mediaTypeId,
      },
      { badEvery: 10, skuPrefix: 'BENCH-PIPE' },
    );
    const file = new File([csv], 'bench-100k.csv', { type: 'text/csv' });
    let t = performance.now();
    const conn = await api.call(ig.storeConnection, { body: { name: 'Bench', type: 'file', file } });
    const uploadMs = performance.now() - t;
    const fields = [...UNIT_CSV_REQUIRED, 'sku', 'spots'].map((f) => ({ source: f, target: f }));
    const spec = await api.call(ig.storeDataSpecification, { body: { name: 'Bench', target: 'units', fields } });
    const pipe = await api.call(ig.storeConnectionPipeline, {
      body: { name: 'Bench', type: 'import_units', connection_id: conn.data.id, data_specification_id: spec.data.id },
    });
    const live = async () =>
      (
        await db
          .select({ n: count() })
          .from(units)
          .where(and(eq(units.providerId, 1), isNull(units.deletedAt)))
      )[0]!.n;
    const before = await live();

    t = performance.now();
    let polls = 0;
    const measured = await peakMemory(async () => {
      // as the screen does: start the run, then read the pipeline (its last run) until the run is over
      let run = (await api.call(ig.syncPipeline, { params: { id: pipe.data.id } })).data;
      while (run.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        run = (await api.call(ig.showConnectionPipeline, { params: { id: pipe.data.id } })).data.last_run!;
        polls += 1;
      }
      return run;
    });
    const ms = performance.now() - t;
    const run = measured.result;
    const after = await live();
    console.log(
      `Pipeline sync of ${ROWS.toLocaleString('en')} rows (CSV file connection, ${mib(file.size)}, upload ${Math.round(uploadMs)} ms): ${Math.round(ms)} ms server time, status ${run.status}, ${run.rows_read} read, ${run.rows_written} written, ${run.rows_refused} refused (expected ${bad.size}), units ${before} → ${after}, ${run.log.length} log lines, progress read ${polls} times`,
    );
    console.log(
      `  peak RSS ${mib(measured.rss)} (+${mib(measured.rss - measured.base.rss)} over the ${mib(measured.base.rss)} before), peak JS heap ${mib(measured.heap)} (+${mib(measured.heap - measured.base.heapUsed)})`,
    );
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchPipelineSync();
