/**
 * `npm run bench` (product.md §2, §4 inventory and creative approval): CSV import of 10,000 units through the real
 * server handler (POST /api/provider/units/import-csv on the Hono app, in
 * process, as the demo provider) on a fresh seeded PGlite in memory.
 * Reports the server time (request to answer, ms), the file size, the peak
 * RSS and JS heap during the import over the baseline before it
 * (scripts/bench-memory.ts). Run alone with `node --import tsx scripts/bench-import.ts`.
 */
import { pathToFileURL } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed/index.ts';
import { demoAccount } from '#server/db/seed/accounts.ts';
import { units } from '#server/db/schema.ts';
import { createApp } from '#server/app.ts';
import { configFromEnv } from '#server/config.ts';
import { unitCsvSample } from '#server/unit-csv-sample.ts';
import { createApiClient } from '#src/api/client.ts';
import { inventory, session } from '#src/api/contract/index.ts';
import { peakMemory } from './bench-memory.ts';

const ROWS = 10_000;
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;

export async function benchImport(): Promise<void> {
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
    const [u] = await db.select().from(units).where(eq(units.providerId, 1)).limit(1);
    const { csv } = unitCsvSample(
      ROWS,
      { countryId: u!.countryId, stateId: u!.stateId, cityId: u!.cityId, lat: u!.lat, lng: u!.lng, mediaTypeId: 2 },
      { skuPrefix: 'BENCH' },
    );
    const file = new File([csv], 'units.csv', { type: 'text/csv' });
    const before = (await db.select({ n: count() }).from(units))[0]!.n;

    const t = performance.now();
    const measured = await peakMemory(() => client(token).call(inventory.importCsv, { body: { file } }));
    const ms = performance.now() - t;
    const answer = measured.result;
    const base = measured.base;
    const peak = { rss: measured.rss, heap: measured.heap };
    const after = (await db.select({ n: count() }).from(units))[0]!.n;

    console.log(
      `CSV import of ${ROWS.toLocaleString('en')} units (${mib(file.size)}): ${Math.round(ms)} ms server time, ${answer.data.created} created, ${answer.data.refused.length} refused (units ${before} → ${after})`,
    );
    console.log(
      `  peak RSS ${mib(peak.rss)} (+${mib(peak.rss - base.rss)} over the ${mib(base.rss)} before), peak JS heap ${mib(peak.heap)} (+${mib(peak.heap - base.heapUsed)})`,
    );
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchImport();
