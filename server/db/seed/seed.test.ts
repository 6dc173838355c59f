/**
 * The demo seed: deterministic (two fresh databases seeded with the same
 * anchor hold identical rows), big enough (units, countries, providers,
 * campaigns, order jobs), consistent (jobs have items and routes, timestamps
 * never after the anchor's 09:00Z), idempotent, and its demo passwords verify.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/tokens.ts';
import { openDatabase, type Db, type OpenDb } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_FIRST_ACCESS, DEMO_MUST_CHANGE, GENERATED_PASSWORD, seed, type SeedResult } from './index.ts';

const ANCHOR = '2026-03-15';
const NOW = `${ANCHOR}T09:00:00Z`;

async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row?.n);
}

/** Every public table as JSON, rows ordered by primary key. */
async function dump(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(db, sql`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const pk = await rows<{ col: string }>(db, sql`SELECT a.attname AS col FROM pg_index i
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = ${name}::regclass AND i.indisprimary ORDER BY a.attnum`);
    const order = pk.length > 0 ? sql.join(pk.map((p) => sql.identifier(p.col)), sql`, `) : sql`1`;
    out[name] = JSON.stringify(await rows(db, sql`SELECT * FROM ${sql.identifier(name)} ORDER BY ${order}`));
  }
  return out;
}

describe('demo seed', () => {
  let first: OpenDb;
  let second: OpenDb;
  let result: SeedResult;

  beforeAll(async () => {
    first = await openDatabase({ dataDir: 'memory' });
    second = await openDatabase({ dataDir: 'memory' });
    result = await seed(first.db, { anchor: ANCHOR });
    await seed(second.db, { anchor: ANCHOR });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('writes identical rows for the same anchor', async () => {
    expect(result.seeded).toBe(true);
    const [a, b] = [await dump(first.db), await dump(second.db)];
    expect(Object.keys(a).length).toBeGreaterThan(20);
    for (const table of Object.keys(a)) expect(b[table], table).toBe(a[table]);
  });

  it('has the minimum volume', async () => {
    const db = first.db;
    expect(result.counts.units).toBe(5200);
    expect(await one(db, sql`SELECT count(*) AS n FROM units`)).toBeGreaterThanOrEqual(5000);
    expect(await one(db, sql`SELECT count(DISTINCT u.country_id) AS n FROM units u
      JOIN countries c ON c.id = u.country_id WHERE c.active`)).toBeGreaterThanOrEqual(8);
    expect(await one(db, sql`SELECT count(*) AS n FROM countries WHERE active AND NOT EXISTS
      (SELECT 1 FROM providers p JOIN units u ON u.provider_id = p.id WHERE p.country_id = countries.id)`)).toBe(0);
    expect(await one(db, sql`SELECT count(*) AS n FROM providers`)).toBeGreaterThanOrEqual(20);
    expect(await one(db, sql`SELECT count(*) AS n FROM campaigns`)).toBe(50);
    expect(await one(db, sql`SELECT count(*) AS n FROM order_jobs`)).toBe(200);
    expect(await one(db, sql`SELECT count(*) AS n FROM order_jobs j
      WHERE NOT EXISTS (SELECT 1 FROM order_job_items i WHERE i.order_job_id = j.id)
         OR NOT EXISTS (SELECT 1 FROM routes r WHERE r.order_job_id = j.id)`)).toBe(0);
  });

  it('keeps the demo data consistent', async () => {
    const db = first.db;
    // every item is a stop of exactly one route of its own job
    expect(await one(db, sql`SELECT count(*) AS n FROM order_job_items i WHERE
      (SELECT count(*) FROM route_stops s JOIN routes r ON r.id = s.route_id
       WHERE s.order_job_item_id = i.id AND r.order_job_id = i.order_job_id) <> 1`)).toBe(0);
    expect(await one(db, sql`SELECT count(*) AS n FROM campaigns c WHERE c.investment <>
      (SELECT coalesce(sum(total_price), 0) FROM campaign_units cu WHERE cu.campaign_id = c.id)`)).toBe(0);
    const demoTech = await one(db, sql`SELECT count(*) AS n FROM order_jobs j JOIN users u ON u.id = j.technician_id
      WHERE u.email = 'technician@pauta.demo'`);
    expect(demoTech).toBeGreaterThanOrEqual(25);
    expect(await one(db, sql`SELECT count(*) AS n FROM order_jobs j JOIN users u ON u.id = j.technician_id
      WHERE u.email = 'technician@pauta.demo' AND j.scheduled_date = ${ANCHOR}`)).toBeGreaterThanOrEqual(3);
    expect(await one(db, sql`SELECT count(*) AS n FROM campaigns c JOIN users u ON u.id = c.client_id
      WHERE u.email = 'client@pauta.demo'`)).toBeGreaterThanOrEqual(5);
    const late = await one(db, sql`SELECT count(*) AS n FROM (
      SELECT updated_at AS t FROM units UNION ALL SELECT updated_at FROM campaigns
      UNION ALL SELECT updated_at FROM order_jobs UNION ALL SELECT finished_at FROM routes
      UNION ALL SELECT bought_at FROM campaign_units UNION ALL SELECT created_at FROM users) x
      WHERE t > ${NOW}::timestamptz`);
    expect(late).toBe(0);
    // sequences were moved past the explicit ids
    expect(await one(db, sql`SELECT nextval(pg_get_serial_sequence('units', 'id')) AS n`)).toBe(5201);
  });

  it('does nothing when seeded again', async () => {
    const before = await dump(first.db);
    const again = await seed(first.db, { anchor: '2027-01-01' });
    expect(again.seeded).toBe(false);
    expect(await dump(first.db)).toEqual(before);
  });

  it('stores verifiable demo credentials', async () => {
    const users = await rows<{ email: string; password_hash: string; change_password: boolean; first_access_code_hash: string | null }>(
      first.db, sql`SELECT email, password_hash, change_password, first_access_code_hash FROM users ORDER BY id`);
    const byEmail = new Map(users.map((u) => [u.email, u]));
    for (const account of DEMO_ACCOUNTS) {
      const user = byEmail.get(account.email);
      expect(user, account.email).toBeDefined();
      expect(await verifyPassword(user?.password_hash ?? '', account.password), account.email).toBe(true);
    }
    const invited = byEmail.get(DEMO_FIRST_ACCESS.email);
    expect(invited?.change_password).toBe(true);
    expect(invited?.first_access_code_hash).toBe(hashToken(DEMO_FIRST_ACCESS.code));
    const mustChange = byEmail.get(DEMO_MUST_CHANGE.email);
    expect(mustChange?.change_password).toBe(true);
    expect(await verifyPassword(mustChange?.password_hash ?? '', DEMO_MUST_CHANGE.password)).toBe(true);
    const extra = users.filter((u) => !DEMO_ACCOUNTS.some((a) => a.email === u.email) && u.email !== DEMO_FIRST_ACCESS.email && u.email !== DEMO_MUST_CHANGE.email);
    expect(extra.length).toBe(18);
    expect(await verifyPassword(extra[0]?.password_hash ?? '', GENERATED_PASSWORD)).toBe(true);
  });
});
