/**
 * Several server processes on one PostgreSQL (SECURITY.md, "how users outgrow one
 * machine"): two real `server/main.ts` processes on two ports share a database.
 * - The same Idempotency-Key with the same mutation sent to both at once has
 *   exactly one effect (the `running` row's unique constraint and
 *   ON CONFLICT DO NOTHING decide the race on real PostgreSQL); every other
 *   answer is the stored one or 409 in progress.
 * - The sign-in limit holds across both: failures sent alternately, or all at
 *   once, to both processes are limited as if sent to one.
 *
 * Runs when TEST_DATABASE_URL is set (`.ci/run`, scripts/ci-postgres.sh), on
 * its own database `pauta_multi` on the same server (postgres.test.ts wipes
 * the other, and test files run in parallel). The first process migrates and
 * seeds it if empty; the second starts after it. Counters and keys of earlier
 * runs are cleared first.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_PER_ACCOUNT } from '../http/rate-limit.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from '#scripts/server-process.ts';

const base = process.env.TEST_DATABASE_URL;
/** TEST_DATABASE_URL with its database replaced by `pauta_multi`. */
const url = base ? Object.assign(new URL(base), { pathname: '/pauta_multi' }).toString() : undefined;
/** First start migrates and seeds the demo data on PostgreSQL: minutes on a busy 2-core machine. */
const START_TIMEOUT_MS = 300_000;

type Server = ServerProcess;

/** Starts a server process on the shared database, behind a trusted proxy. */
const startServer = (name: string) =>
  startServerProcess(
    name,
    // behind a trusted proxy, so a request may name its client (the idempotency race below); requests without
    // X-Forwarded-For count by the socket's address as before (the sign-in limits)
    { DATABASE_URL: url, PAUTA_TRUST_PROXY: '1' },
    START_TIMEOUT_MS,
  );
const stop = stopServerProcess;

const post = (server: Server, apiPath: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
  });

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  let a: Server | undefined;
  let b: Server | undefined;
  let pg: Client;

  beforeAll(async () => {
    a = await startServer('first server');
    b = await startServer('second server');
    pg = new Client({ connectionString: url });
    await pg.connect();
    await pg.query('delete from rate_limit_hits');
  }, 2 * START_TIMEOUT_MS);
  afterAll(async () => {
    await pg?.end();
    await Promise.all([stop(a), stop(b)]);
  }, 30_000);

  it('the same Idempotency-Key sent to both at once has exactly one effect', async () => {
    const message = `multi-process ${randomUUID()}`;
    const body = { name: 'Ana Pérez', email: 'ana@example.com', country: 1, client_type: 1, message };
    const headers = { 'Idempotency-Key': `multi-${randomUUID()}` };
    // open the connections first, so the 40 requests arrive together rather than one per new socket
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${(i % 2 ? b! : a!).origin}/api/countries/1/states`).then((r) => r.arrayBuffer()),
      ),
    );
    const answers = await Promise.all(
      // 40 clients (the contact form's limit counts per address: server/http/rate-limit.ts), one key
      Array.from({ length: 40 }, (_, i) =>
        post(i % 2 ? b! : a!, '/contact', body, { ...headers, 'x-forwarded-for': `198.51.100.${i + 1}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((st) => st === 200 || st === 409),
      statuses.join(),
    ).toBe(true);
    // one request ran the call; the others got its stored answer or were told it is still running
    expect(answers.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const { rows } = await pg.query<{ n: string }>('select count(*) as n from contact_messages where message = $1', [
      message,
    ]);
    expect(Number(rows[0]!.n)).toBe(1);
    // afterwards both replay the one stored answer
    const [first, second] = await Promise.all([
      post(a!, '/contact', body, headers),
      post(b!, '/contact', body, headers),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('idempotent-replayed')).toBe('true');
    expect(await first.json()).toEqual(await second.json());
  });

  it('sign-in failures sent alternately to both are limited as if sent to one', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_ACCOUNT.limit; i++) {
      statuses.push(
        (await post(i % 2 ? b! : a!, '/auth/login/web', { email, password: `wrong-password-${i}` })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_PER_ACCOUNT.limit).fill(422), 429]);
    const refused = await post(a!, '/auth/login/web', { email, password: 'wrong-password' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('failures sent to both at once: exactly the limit is tried, the rest refused', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const n = SIGN_IN_PER_ACCOUNT.limit * 2;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        post(i % 2 ? b! : a!, '/auth/login/web', { email, password: `wrong-password-${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 422)).toHaveLength(SIGN_IN_PER_ACCOUNT.limit);
    expect(statuses.filter((st) => st === 429)).toHaveLength(n - SIGN_IN_PER_ACCOUNT.limit);
  });
});
