/**
 * The reference server under load (issue 21 "Server under load"): 200 simulated clients, with autocannon, over
 * 127.0.0.1 only, bounded in time (`LOAD_SECONDS` per family, default 10 s). Two endpoint families, run one after
 * the other:
 * - **pull**: delta pulls as a device's sync does after its first pull (`GET` a mirrored list with `updated_since`
 *   and `per_page=100`): a provider's units, a client's campaigns, a technician's routes and operations' print work orders, in turn;
 * - **push**: outbox batches (`POST /api/sync/batch`) of 5 profile updates each, every entry with its own
 *   idempotency key, sent by 8 demo accounts in turn.
 *
 * Setups: PGlite in one server process (its database is embedded, so one process is all it can have); PostgreSQL
 * with one server process, then two processes on the same database (two ports, 100 clients each). PostgreSQL comes
 * from `BENCH_DATABASE_URL` (default `postgres://pauta:pauta@127.0.0.1:5432/pauta_load`, whose database is dropped
 * and created again: scripts/ci-postgres.sh makes the `pauta` user); without a reachable PostgreSQL, only PGlite
 * runs.
 *
 * Printed per setup and family: requests per second, latency p50 / p95 / p99 (ms), non-2xx answers, socket errors
 * and timeouts; each server process's resident memory once its accounts are signed in, and its peak during each
 * family (MiB, sampled every 250 ms from /proc); then how
 * throughput grows from one PostgreSQL process to two. Run: `node --import tsx scripts/bench-load.ts` (part of
 * `npm run bench`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { pct } from './bench-harness.ts';
import { freshPostgres } from './bench-postgres.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';

/** Simulated clients in all (split evenly between the processes of a setup). */
export const LOAD_CLIENTS = 200;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
/** Profile updates per outbox batch. */
const BATCH_SIZE = 5;

interface Server extends ServerProcess {
  name: string;
  /** resident memory once signed in, before the first family (MiB) */
  startRssMiB: number;
  /** the highest resident memory sampled since the current family started (MiB) */
  peakRssMiB: number;
  sampler?: ReturnType<typeof setInterval>;
}

async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  return { ...(await startServerProcess(name, env)), name, startRssMiB: 0, peakRssMiB: 0 };
}

function stopServer(server: Server): Promise<void> {
  if (server.sampler) clearInterval(server.sampler);
  return stopServerProcess(server);
}

/** Resident memory of a process (MiB), from /proc; 0 where /proc is missing. */
function rssMiB(pid: number | undefined): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a server's resident memory every 250 ms from now on (replacing an earlier sampler of it). */
function sampleMemory(server: Server): void {
  if (server.sampler) clearInterval(server.sampler);
  server.peakRssMiB = rssMiB(server.process.pid);
  server.sampler = setInterval(() => {
    server.peakRssMiB = Math.max(server.peakRssMiB, rssMiB(server.process.pid));
  }, 250);
}

/** Signs a demo account in. @returns its bearer token @throws Error on any answer but 200 */
async function signIn(origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data?: { token?: string }; token?: string; access_token?: string };
  const token = body.data?.token ?? body.token ?? body.access_token;
  if (!token) throw new Error(`sign-in of ${email} gave no token: ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}

interface Actor {
  email: string;
  name: string;
  token: string;
}

/** The delta pulls of the `pull` family: a path with its query and the token that reads it. */
async function pullRequests(origin: string, actors: Map<string, Actor>) {
  const lists: [role: string, path: string][] = [
    ['provider', '/provider/units'],
    ['client', '/client/campaigns'],
    ['technician', '/routes'],
    ['operations', '/print-work-orders'],
  ];
  const out: { method: 'GET'; path: string; headers: Record<string, string> }[] = [];
  for (const [role, list] of lists) {
    const token = actors.get(role)!.token;
    // the delta a device asks for after its first pull: everything changed since the server time it was given
    const first = await fetch(`${origin}/api${list}?page=1&per_page=1`, { headers: bearer(token) });
    if (!first.ok) throw new Error(`${list} as ${role} answered ${first.status}`);
    const since = ((await first.json()) as { meta?: { server_time?: string } }).meta?.server_time;
    if (!since) throw new Error(`${list} gave no meta.server_time to pull deltas from`);
    out.push({
      method: 'GET',
      path: `/api${list}?page=1&per_page=100&updated_since=${encodeURIComponent(since)}`,
      headers: bearer(token),
    });
  }
  return out;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

/** One family's figures on one setup. */
export interface LoadFigures {
  family: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: number;
  /** each server process's peak resident memory during the family (MiB), in the setup's order */
  peakRssMiB: number[];
}

/** Runs `connections` clients against `origin` for SECONDS. @returns autocannon's result and every response time (ms) */
function fire(
  origin: string,
  connections: number,
  requests: autocannon.Request[],
): Promise<{ result: autocannon.Result; times: number[] }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url: origin, connections, duration: SECONDS, requests, timeout: 30 },
      (error, result) => (error ? reject(error) : resolve({ result, times })),
    );
    // autocannon's own percentiles skip p95 (…, 90, 97.5, 99): every response's time gives exact ones
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** Runs one family on every server of a setup at once (clients split evenly) and sums their figures. */
async function family(
  name: string,
  servers: Server[],
  requestsFor: (server: Server) => Promise<autocannon.Request[]>,
): Promise<LoadFigures> {
  const prepared = await Promise.all(servers.map(async (s) => [s, await requestsFor(s)] as const));
  for (const s of servers) sampleMemory(s);
  const runs = await Promise.all(
    prepared.map(([s, requests]) => fire(s.origin, Math.round(LOAD_CLIENTS / servers.length), requests)),
  );
  const results = runs.map((r) => r.result);
  // percentiles over every response of the setup, whichever process answered it
  const times = runs.flatMap((r) => r.times);
  const sum = (f: (r: autocannon.Result) => number) => results.reduce((n, r) => n + f(r), 0);
  return {
    family: name,
    requestsPerSecond: sum((r) => r.requests.average),
    p50: pct(times, 0.5),
    p95: pct(times, 0.95),
    p99: pct(times, 0.99),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    requests: sum((r) => r.requests.total),
    peakRssMiB: servers.map((s) => Math.max(s.peakRssMiB, rssMiB(s.process.pid))),
  };
}

/** Batches of the `push` family: each call a new batch with fresh idempotency keys, the accounts in turn. */
function batchMaker(actors: Actor[]): () => { headers: Record<string, string>; body: string } {
  let n = 0;
  const stamp = Date.now();
  return () => {
    const actor = actors[n % actors.length]!;
    const batch = n++;
    const requests = Array.from({ length: BATCH_SIZE }, (_, i) => ({
      key: `load-${stamp}-${batch}-${i}`,
      method: 'PUT',
      path: '/profile',
      body: { name: `${actor.name} ${(batch + i) % 7}`, email: actor.email },
    }));
    return {
      headers: { ...bearer(actor.token), 'content-type': 'application/json' },
      body: JSON.stringify({ requests }),
    };
  };
}

function pushRequests(actors: Actor[]): autocannon.Request[] {
  const next = batchMaker(actors);
  return [{ method: 'POST', path: '/api/sync/batch', setupRequest: (req) => ({ ...req, ...next() }) }];
}

/** Sends one batch and checks every entry was applied (autocannon sees only the batch's own status). @throws Error */
async function probeBatch(server: Server, actor: Actor): Promise<void> {
  const { body, headers } = batchMaker([actor])();
  const res = await fetch(`${server.origin}/api/sync/batch`, { method: 'POST', headers, body });
  const answer = (await res.json()) as { results?: { status: number }[] };
  const statuses = answer.results?.map((r) => r.status) ?? [];
  if (!res.ok || statuses.length !== BATCH_SIZE || statuses.some((st) => st >= 300))
    throw new Error(`a probe batch answered ${res.status} with ${JSON.stringify(answer).slice(0, 300)}`);
}

const mib = (x: number) => `${x.toFixed(0)} MiB`;

/** A latency for the summary: "— (no answer in time)" when no request of the family completed within the run. */
const msOrNone = (x: number) => (Number.isNaN(x) ? '— (no answer in time)' : `${x.toFixed(0)} ms`);

/** Both families on one setup. */
async function runSetup(label: string, servers: Server[]): Promise<LoadFigures[]> {
  const actorsOf = new Map<Server, Map<string, Actor>>();
  for (const s of servers) {
    const byRole = new Map<string, Actor>();
    for (const a of DEMO_ACCOUNTS)
      byRole.set(a.role, { email: a.email, name: a.name, token: await signIn(s.origin, a.email, a.password) });
    actorsOf.set(s, byRole);
  }
  await probeBatch(servers[0]!, [...actorsOf.get(servers[0]!)!.values()][0]!);
  for (const s of servers) s.startRssMiB = rssMiB(s.process.pid);
  const figures: LoadFigures[] = [];
  figures.push(await family('pull', servers, (s) => pullRequests(s.origin, actorsOf.get(s)!)));
  figures.push(await family('push', servers, async (s) => pushRequests([...actorsOf.get(s)!.values()])));
  console.log(`\n${label}: ${LOAD_CLIENTS} clients, ${SECONDS} s per family`);
  for (const f of figures)
    console.log(
      `  ${f.family.padEnd(5)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s (${f.requests} requests` +
        `${f.family === 'push' ? `, ${f.requests * BATCH_SIZE} mutations` : ''}), p50 ${msOrNone(f.p50)}, p95 ` +
        `${msOrNone(f.p95)}, p99 ${msOrNone(f.p99)}; non-2xx ${f.non2xx}, errors ${f.errors}, timeouts ${f.timeouts}`,
    );
  for (const [i, s] of servers.entries())
    console.log(
      `  RSS of ${s.name}: ${mib(s.startRssMiB)} before the load; peak ` +
        figures.map((f) => `${mib(f.peakRssMiB[i]!)} in ${f.family}`).join(', '),
    );
  return figures;
}

/** Runs every setup. @returns the figures by setup label */
export async function benchLoad(): Promise<Record<string, LoadFigures[]>> {
  const out: Record<string, LoadFigures[]> = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-load-'));
  const pglite = await startServer('PGlite', { PAUTA_DATA_DIR: dataDir });
  try {
    out['PGlite, 1 process'] = await runSetup('PGlite, 1 process', [pglite]);
  } finally {
    await stopServer(pglite);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const url = await freshPostgres('pauta_load');
  if (url) {
    // the first process migrates and seeds; the second starts on the seeded database
    const first = await startServer('PostgreSQL process 1', { DATABASE_URL: url });
    try {
      out['PostgreSQL, 1 process'] = await runSetup('PostgreSQL, 1 process', [first]);
      const second = await startServer('PostgreSQL process 2', { DATABASE_URL: url });
      try {
        out['PostgreSQL, 2 processes'] = await runSetup('PostgreSQL, 2 processes', [first, second]);
      } finally {
        await stopServer(second);
      }
    } finally {
      await stopServer(first);
    }
    const one = out['PostgreSQL, 1 process']!;
    const two = out['PostgreSQL, 2 processes']!;
    console.log('\nFrom one PostgreSQL process to two (same 200 clients, same 2 cores as the clients):');
    for (const f of one) {
      const g = two.find((x) => x.family === f.family)!;
      console.log(
        `  ${f.family}: ${f.requestsPerSecond.toFixed(0)} → ${g.requestsPerSecond.toFixed(0)} req/s ` +
          `(× ${f.requestsPerSecond > 0 ? (g.requestsPerSecond / f.requestsPerSecond).toFixed(2) : '—'}), p95 ${msOrNone(f.p95)} → ${msOrNone(g.p95)}`,
      );
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLoad();
