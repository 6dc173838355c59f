/**
 * `npm run bench`: figures for the reference server, measured on a fresh
 * embedded database in a temporary folder:
 * - migrate time and seed time (ms), rows seeded;
 * - database size after seeding: pg_database_size and the folder on disk (MiB);
 * - latency of sign-in and of GET /auth/user through the app's own client
 *   (median and p95 over 200 calls, ms, in-process: no sockets);
 * - scripts/bench-import.ts: CSV import of 10,000 units (server time, peak memory);
 * - scripts/bench-long-work.ts: GET /auth/user latency while the POI sync of
 *   every unit and a 10,000-row CSV import run, and their transactions;
 * - scripts/bench-proposals.ts: a 500-unit proposal read from the mirror and
 *   repriced, and the photographic PDF of 100 units (time, peak heap);
 * - scripts/bench-contract-sheet.ts: the technical sheet .xlsx of a 1,000-unit
 *   contract (server time median and p95, peak RSS and heap);
 * - scripts/bench-report-export.ts: a report export of 10,000 and 50,000 rows as a streamed .xlsx (time, peak
 *   RSS and heap, against gathering it in one buffer);
 * - scripts/bench-reports.ts: each report's server time p95 on the seed copied
 *   to about 50,000 contract lines, on PGlite, then on PostgreSQL when one is reachable;
 * - scripts/bench-clients-import.ts: a workgroup's 10,000-row clients .xlsx import (server time, peak RSS and heap);
 * - scripts/bench-pipeline-sync.ts: an integrations pipeline sync of a 100,000-row CSV (server time, peak RSS and heap);
 * - scripts/bench-load.ts: 200 clients pulling deltas and pushing outbox batches with autocannon, on PGlite and on
 *   PostgreSQL with one and two server processes (req/s, p50/p95/p99, errors, peak RSS per process);
 * - then scripts/bench-web.ts: first-load JavaScript of /login and /dashboard
 *   in Chromium, scripts/bench-sync.ts: the sync engine with 10,000 units
 *   in Chromium, scripts/bench-field.ts: 20 photos offline and 1,000
 *   order jobs, scripts/bench-selection.ts: the campaign unit selection
 *   (map + list) with 5,000 units, and scripts/bench-proposals-web.ts: the
 *   500-unit proposal and the 100-unit PDF on the device in Chromium (JS
 *   heap), scripts/bench-contracts-web.ts: a 1,000-unit contract opened and
 *   recalculated after a spots change on the device in Chromium,
 *   scripts/bench-availability-grid.ts, and scripts/bench-customers.ts: the customer search over 20,000 mirrored
 *   customers in Chromium (skip them with --server-only).
 * Figures measured against a floor in the same run print value, floor, ratio and bound (scripts/bench-figures.ts);
 * `--json [FILE]` writes them to FILE (default bench-figures.json) for tracking.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed/index.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { createApp } from '#server/app.ts';
import { configFromEnv } from '#server/config.ts';
import { createApiClient } from '#src/api/client.ts';
import { lookups, session } from '#src/api/contract/index.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-'));
const folderBytes = (p: string): number =>
  fs
    .readdirSync(p, { withFileTypes: true })
    .reduce(
      (n, e) => n + (e.isDirectory() ? folderBytes(path.join(p, e.name)) : fs.statSync(path.join(p, e.name)).size),
      0,
    );
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;

async function timed(n: number, fn: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(n / 2)]!.toFixed(2), p95: ms[Math.floor(n * 0.95)]!.toFixed(2) };
}

try {
  let t = performance.now();
  const { db, close } = await openDatabase({ dataDir: dir });
  const migrateMs = Math.round(performance.now() - t);
  t = performance.now();
  const result = await seed(db, { anchor: '2026-11-02' });
  const seedMs = Math.round(performance.now() - t);
  const size = await db.execute(sql`select pg_database_size(current_database()) as bytes`);
  const dbBytes = Number((size as unknown as { rows: { bytes: string | number }[] }).rows[0]?.bytes ?? 0);

  const app = createApp({ db, config: { ...configFromEnv({}), dataDir: dir, log: () => {} } });
  const client = (token?: string) =>
    createApiClient({
      baseUrl: 'http://bench',
      getToken: () => token,
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    });
  const a = DEMO_ACCOUNTS[0]!;
  const login = await timed(20, () => client().call(session.login, { body: { email: a.email, password: a.password } }));
  const token = (await client().call(session.login, { body: { email: a.email, password: a.password } })).access_token;
  const profile = await timed(200, () => client(token).call(session.currentUser));
  const countries = await timed(200, () => client(token).call(lookups.activeCountries));
  await close();

  console.log(`migrate (fresh PGlite): ${migrateMs} ms`);
  console.log(`seed: ${seedMs} ms — ${JSON.stringify(result.counts)}`);
  console.log(`database size after seeding: ${mib(dbBytes)} (pg_database_size), ${mib(folderBytes(dir))} on disk`);
  console.log(`POST /auth/login/web: median ${login.median} ms, p95 ${login.p95} ms (20 calls, argon2id)`);
  console.log(`GET /auth/user: median ${profile.median} ms, p95 ${profile.p95} ms (200 calls)`);
  console.log(`GET /countries/active: median ${countries.median} ms, p95 ${countries.p95} ms (200 calls)`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

const { benchImport } = await import('./bench-import.ts');
await benchImport();
const { benchLongWork } = await import('./bench-long-work.ts');
await benchLongWork();
const { benchProposals } = await import('./bench-proposals.ts');
await benchProposals();
const { benchContractSheet } = await import('./bench-contract-sheet.ts');
await benchContractSheet();
const { benchReports } = await import('./bench-reports.ts');
await benchReports(7);
// the same on PostgreSQL, the database a deployment runs on, when one is reachable (scripts/bench-postgres.ts)
const reportsDatabase = await (await import('./bench-postgres.ts')).freshPostgres('pauta_reports');
if (reportsDatabase) await benchReports(7, [], reportsDatabase);
const { benchReportExport } = await import('./bench-report-export.ts');
await benchReportExport();
await (await import('./bench-clients-import.ts')).benchClientsImport();
await (await import('./bench-pipeline-sync.ts')).benchPipelineSync();
await (await import('./bench-load.ts')).benchLoad();

if (!process.argv.includes('--server-only')) {
  const { benchWeb } = await import('./bench-web.ts');
  await benchWeb();
  const { benchSync } = await import('./bench-sync.ts');
  await benchSync();
  const { benchField } = await import('./bench-field.ts');
  await benchField();
  const { benchSelection } = await import('./bench-selection.ts');
  await benchSelection();
  const { benchProposalsWeb } = await import('./bench-proposals-web.ts');
  await benchProposalsWeb();
  const { benchContractsWeb } = await import('./bench-contracts-web.ts');
  await benchContractsWeb();
  await (await import('./bench-availability-grid.ts')).benchAvailabilityGrid();
  await (await import('./bench-customers.ts')).benchCustomers();
}

// `npm run bench -- --json [FILE]`: every figure measured against its floor, for tracking (scripts/bench-figures.ts)
const written = (await import('./bench-figures.ts')).benchJson();
if (written) console.log(`figures written to ${written}`);
