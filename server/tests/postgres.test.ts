/**
 * The same schema, migrations, seed and session calls on a real PostgreSQL
 * server (`DATABASE_URL` path). Runs when TEST_DATABASE_URL points at an
 * empty database it may wipe; `.ci/run` installs and starts Debian's
 * PostgreSQL and sets it (see scripts/ci-postgres.sh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { lookups, session } from '../../src/api/contract/index.ts';
import { units } from '../db/schema.ts';
import { count } from 'drizzle-orm';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('on a real PostgreSQL (DATABASE_URL)', () => {
  let s: TestServer;
  beforeAll(async () => {
    const wipe = new Client({ connectionString: url });
    await wipe.connect();
    await wipe.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
    await wipe.end();
    s = await startTestServer({ url: url! });
  }, 180_000);
  afterAll(async () => { await s?.close(); });

  it('migrates, seeds the demo volume, and serves sign-in and look-ups', async () => {
    const [n] = await s.db.select({ n: count() }).from(units);
    expect(n!.n).toBeGreaterThanOrEqual(5000);
    const a = DEMO_ACCOUNTS.find((x) => x.role === 'provider')!;
    const token = await s.login(a.email, a.password);
    const me = await s.client(token).call(session.currentUser);
    expect(me.data.type.value).toBe('provider');
    const countries = await s.client().call(lookups.activeCountries);
    expect(countries.data.length).toBeGreaterThanOrEqual(8);
  });
});
