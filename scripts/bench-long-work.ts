/**
 * `npm run bench` (SECURITY.md, "Long work"): how other users fare while the
 * largest jobs of the demo data run, on a fresh seeded PGlite in memory,
 * through the Hono app in process:
 * - PUT /api/units-sync-pois as the administrator (every one of the 5,200
 *   units), then a CSV import of 10,000 units as the demo provider;
 * - during each, GET /api/auth/user one call after another (each on the next
 *   turn of the event loop): median and max latency, ms, and how many
 *   answered before the job did;
 * - the job's length and its transactions (count, median, longest, ms),
 *   measured by wrapping `db.transaction`.
 * Run alone with `node --import tsx scripts/bench-long-work.ts`.
 */
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed/index.ts';
import { demoAccount } from '#server/db/seed/accounts.ts';
import { units } from '#server/db/schema.ts';
import { createApp } from '#server/app.ts';
import { configFromEnv } from '#server/config.ts';
import { unitCsvSample } from '#server/unit-csv-sample.ts';
import { createApiClient } from '#src/api/client.ts';
import { catalogueRest, inventory, session } from '#src/api/contract/index.ts';

const ROWS = 10_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const stats = (ms: number[]) => {
  const s = ms.toSorted((a, b) => a - b);
  return `median ${(s[s.length >> 1] ?? 0).toFixed(1)} ms, max ${(s.at(-1) ?? 0).toFixed(1)} ms`;
};

export async function benchLongWork(): Promise<void> {
  const { db, close } = await openDatabase({ dataDir: 'memory' });
  try {
    await seed(db, { anchor: '2026-11-02' });
    const holds: number[] = [];
    const wrapped = db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
    const original = wrapped.transaction.bind(db);
    wrapped.transaction = async (...args: unknown[]) => {
      const t = performance.now();
      try {
        return await original(...args);
      } finally {
        holds.push(performance.now() - t);
      }
    };
    const app = createApp({ db, config: { ...configFromEnv({}), dataDir: 'memory', log: () => {} } });
    // no client timeout: the figures are the point, not the 30 s the app allows
    const client = (token?: string) =>
      createApiClient({
        baseUrl: 'http://bench',
        getToken: () => token,
        timeoutMs: 600_000,
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      });
    const login = async (role: 'administrator' | 'provider') => {
      const a = demoAccount(role);
      return (await client().call(session.login, { body: { email: a.email, password: a.password } })).access_token;
    };
    const admin = await login('administrator');
    const provider = await login('provider');

    const measure = async (label: string, job: () => Promise<unknown>) => {
      holds.length = 0;
      const state = { finished: false };
      const t = performance.now();
      const running = job().finally(() => {
        state.finished = true;
      });
      const latencies: number[] = [];
      let before = 0;
      await nextTurn();
      while (!state.finished) {
        const t0 = performance.now();
        await client(admin).call(session.currentUser);
        latencies.push(performance.now() - t0);
        if (!state.finished) before++;
        await nextTurn();
      }
      await running;
      const total = performance.now() - t;
      console.log(`${label}: ${Math.round(total)} ms, ${holds.length} transactions (${stats(holds)})`);
      console.log(
        `  GET /auth/user meanwhile: ${latencies.length} calls, ${before} answered before the job, ${stats(latencies)}`,
      );
    };

    await measure('PUT /units-sync-pois (5,200 units, administrator)', () =>
      client(admin).call(catalogueRest.syncAllPois, { body: {} }),
    );
    const [u] = await db.select().from(units).where(eq(units.providerId, 1)).limit(1);
    const { csv } = unitCsvSample(
      ROWS,
      { countryId: u!.countryId, stateId: u!.stateId, cityId: u!.cityId, lat: u!.lat, lng: u!.lng, mediaTypeId: 2 },
      { skuPrefix: 'BENCH-LW' },
    );
    const file = new File([csv], 'units.csv', { type: 'text/csv' });
    await measure(`POST /provider/units/import-csv (${ROWS.toLocaleString('en')} rows)`, () =>
      client(provider).call(inventory.importCsv, { body: { file } }),
    );
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchLongWork();
