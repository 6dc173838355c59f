/**
 * Reports benchmark (issue 18 "Benchmark: each report's server time (p95)"; docs/reports.md): every report call of
 * area `reports` on a fresh seeded PGlite in memory, through the Hono app in process (no sockets) as the demo
 * administrator (the widest reach): the 15 report kinds (empty filter: every line), the 3 GET boards (a 30-day
 * window), the 8 exports and the contracts and routes reports (.xlsx). Each is timed from the request to the last
 * byte of its answer: median, p95 and slowest of RUNS runs after 2 warm-up runs, in ms, with the rows of the answer.
 *
 * `--copies N` first copies every seeded campaign N times (its lines, countries and contract), each copy moved by
 * a month more, so the reports run over about 6,160 × (N + 1) lines (the seed holds 18 months of history,
 * server/db/seed/history.ts) — `--copies 7` gives some 50,000 lines (the seed ×8); then `analyze`, as PostgreSQL's autovacuum would after a bulk load (PGlite has none; without
 * statistics the planner picks nested loops and the sold-only reports take seconds). `--only a,b` times only the calls whose names start with one of these. `--postgres` runs on
 * a fresh PostgreSQL database instead (scripts/bench-postgres.ts: `BENCH_DATABASE_URL`, else `pauta_reports` on
 * 127.0.0.1), the database a deployment runs on; `npm run bench` runs both. Run alone with
 * `node --import tsx scripts/bench-reports.ts [--copies N] [--only campaigns,media_occupation] [--postgres]`.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '#server/db/client.ts';
import { seed } from '#server/db/seed/index.ts';
import { demoAccount } from '#server/db/seed/accounts.ts';
import { createApp } from '#server/app.ts';
import { configFromEnv } from '#server/config.ts';
import { EXPORT_KINDS, REPORT_KINDS } from '#src/domain/report-rules.ts';
import { freshPostgres } from './bench-postgres.ts';

/**
 * Calls per report: 40, so that the p95 is the 39th of 40 (with 15, as before the seventeenth session, the "p95" was
 * the slowest call: one pause of a shared machine decided it). The slowest is printed beside it.
 */
const RUNS = 40;
const pct = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Copies every campaign `copies` times with its lines, countries and contract, copy k moved by k × 30 days. */
async function copyCampaigns(db: Db, copies: number): Promise<void> {
  const originals = (
    (await db.execute(sql`select id from campaigns order by id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  for (let k = 1; k <= copies; k++) {
    const shift = (k % 18) * 30;
    for (const { id } of originals) {
      const made =
        (await db.execute(sql`insert into campaigns (client_id, name, status, campaign_type, budget_campaign_type,
          units_category, region_type, investment, start_date, end_date, steps_done, booking, reservable, package_id,
          add_taxes, credit, price_accepted, created_at, updated_at)
        select client_id, name || ' (' || ${k} || ')', status, campaign_type, budget_campaign_type, units_category,
          region_type, investment, start_date + ${shift}::int, end_date + ${shift}::int, steps_done, booking, reservable,
          package_id, add_taxes, credit, price_accepted, created_at, updated_at
        from campaigns where id = ${id} returning id`)) as unknown as { rows: { id: number }[] };
      const copy = made.rows[0]!.id;
      await db.execute(sql`insert into campaign_countries (campaign_id, country_id, budget)
        select ${copy}, country_id, budget from campaign_countries where campaign_id = ${id}`);
      await db.execute(sql`insert into campaign_units (campaign_id, unit_id, price, print_price, total_price, start_date,
          end_date, spots_used, extra_days, bought_at)
        select ${copy}, unit_id, price, print_price, total_price, start_date + ${shift}::int, end_date + ${shift}::int,
          spots_used, extra_days, bought_at from campaign_units where campaign_id = ${id}`);
      await db.execute(sql`insert into contracts (campaign_id, status, owner_id, reference, units_type, reason, created_at, updated_at)
        select ${copy}, status, owner_id, reference, units_type, reason, created_at, updated_at from contracts where campaign_id = ${id}`);
    }
  }
}

/**
 * Times the reports (module doc) and prints one line per call.
 * @param copies how many times every seeded campaign is copied
 * @param only the calls to time, by the start of their names (all when empty)
 * @param url a PostgreSQL database to seed and run on (scripts/bench-postgres.ts); PGlite in memory when undefined
 */
export async function benchReports(copies = 0, only: string[] = [], url?: string): Promise<void> {
  const { db, close } = await openDatabase(url ? { url, dataDir: 'memory' } : { dataDir: 'memory' });
  try {
    await seed(db, { anchor: '2026-11-02' });
    if (copies > 0) await copyCampaigns(db, copies);
    await db.execute(sql`analyze`);
    const [lines] = (
      (await db.execute(sql`select count(*) as n from campaign_units`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows;
    const app = createApp({ db, config: { ...configFromEnv({}), dataDir: 'memory', log: () => {} } });
    const a = demoAccount('administrator');
    const login = await app.request('/api/auth/login/web', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.email, password: a.password }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const t0 = performance.now();
      const res = await app.request(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const bytes = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${Buffer.from(bytes).toString()}`);
      const rows = res.headers.get('content-type')?.includes('json')
        ? (JSON.parse(Buffer.from(bytes).toString()) as { data: { rows: unknown[] } }).data.rows.length
        : null;
      return { time: performance.now() - t0, rows, size: bytes.byteLength };
    };
    const window = '?from=2026-11-01&to=2026-11-30';
    const cases: [string, 'GET' | 'POST', string, unknown?][] = [
      ...REPORT_KINDS.map((k) => [k, 'POST', `/reports/${k}`, {}] as [string, 'POST', string, unknown]),
      ...['campaigns_by_executive', 'media_occupation', 'ad_occupation'].map(
        (k) => [k, 'GET', `/reports/${k}${window}`] as [string, 'GET', string],
      ),
      ...Object.keys(EXPORT_KINDS).map(
        (k) => [`${k} (xlsx)`, 'POST', `/reports/${k}/export`, {}] as [string, 'POST', string, unknown],
      ),
      ['contracts report (xlsx)', 'GET', '/contracts/export-report-xlxs'],
      ['routes report (xlsx)', 'GET', '/routes/export-route-report-xlxs'],
    ];
    console.log(
      `reports on ${url ? 'PostgreSQL' : 'PGlite'} over ${Number(lines!.n).toLocaleString('en')} campaign lines ` +
        `(${copies} copies of the seed):`,
    );
    for (const [name, method, path, body] of cases) {
      if (only.length && !only.some((o) => name.startsWith(o))) continue;
      for (let i = 0; i < 2; i++) await call(method, path, body);
      const times: number[] = [];
      let last = { rows: null as number | null, size: 0 };
      for (let i = 0; i < RUNS; i++) {
        const r = await call(method, path, body);
        times.push(r.time);
        last = r;
      }
      const what = last.rows === null ? `${(last.size / 1024).toFixed(0)} KiB` : `${last.rows} rows`;
      console.log(
        `  ${name}: median ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, slowest ${ms(Math.max(...times))} (${what})`,
      );
    }
  } finally {
    await close();
  }
}

/** The value after `--name` on the command line. */
function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv.includes('--postgres') ? await freshPostgres('pauta_reports') : undefined;
  if (!process.argv.includes('--postgres') || url)
    await benchReports(Number(arg('--copies') ?? 0), arg('--only')?.split(',') ?? [], url);
}
