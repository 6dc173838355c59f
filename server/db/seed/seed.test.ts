/**
 * The demo seed: deterministic (two fresh databases seeded with the same
 * anchor hold identical rows), big enough (units, countries, providers,
 * campaigns, order jobs, print work orders), consistent (jobs have items and
 * routes, print work orders tasks on their campaign's units, timestamps never
 * after the anchor's 09:00Z), idempotent, and its demo passwords verify.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/passwords.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { openDatabase, type Db, type OpenDb } from '../client.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_FIRST_ACCESS,
  DEMO_MUST_CHANGE,
  GENERATED_PASSWORD,
  seed,
  type SeedResult,
} from './index.ts';

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
  const tables = await rows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const pk = await rows<{ col: string }>(
      db,
      sql`SELECT a.attname AS col FROM pg_index i
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = ${name}::regclass AND i.indisprimary ORDER BY a.attnum`,
    );
    const order =
      pk.length > 0
        ? sql.join(
            pk.map((p) => sql.identifier(p.col)),
            sql`, `,
          )
        : sql`1`;
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
    expect(
      await one(
        db,
        sql`SELECT count(DISTINCT u.country_id) AS n FROM units u
      JOIN countries c ON c.id = u.country_id WHERE c.active`,
      ),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM countries WHERE active AND NOT EXISTS
      (SELECT 1 FROM providers p JOIN units u ON u.provider_id = p.id WHERE p.country_id = countries.id)`,
      ),
    ).toBe(0);
    expect(await one(db, sql`SELECT count(*) AS n FROM providers`)).toBeGreaterThanOrEqual(20);
    expect(await one(db, sql`SELECT count(*) AS n FROM campaigns`)).toBe(50);
    expect(await one(db, sql`SELECT count(*) AS n FROM order_jobs`)).toBe(200);
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM order_jobs j
      WHERE NOT EXISTS (SELECT 1 FROM order_job_items i WHERE i.order_job_id = j.id)
         OR NOT EXISTS (SELECT 1 FROM routes r WHERE r.order_job_id = j.id)`,
      ),
    ).toBe(0);
    expect(result.counts.print_work_orders).toBe(40);
    expect(await one(db, sql`SELECT count(*) AS n FROM print_work_orders`)).toBe(40);
    expect(await one(db, sql`SELECT count(*) AS n FROM print_work_order_tasks`)).toBeGreaterThanOrEqual(40);
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM print_work_orders o
      WHERE NOT EXISTS (SELECT 1 FROM print_work_order_tasks t WHERE t.print_work_order_id = o.id)`,
      ),
    ).toBe(0);
  });

  it('keeps print work orders consistent with their campaigns and tasks', async () => {
    const db = first.db;
    // contracted or reserved print campaigns only; tasks on that campaign's units of the order's provider
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM print_work_orders o JOIN campaigns c ON c.id = o.campaign_id
      WHERE c.units_category <> 'print' OR c.status NOT IN ('contracted', 'reserved')`,
      ),
    ).toBe(0);
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM print_work_order_tasks t JOIN print_work_orders o ON o.id = t.print_work_order_id
      JOIN units u ON u.id = t.unit_id
      WHERE u.provider_id <> o.provider_id
         OR NOT EXISTS (SELECT 1 FROM campaign_units cu WHERE cu.campaign_id = o.campaign_id AND cu.unit_id = t.unit_id)`,
      ),
    ).toBe(0);
    // states agree: finished ⇔ finished_at, finished ⇒ all delivered, pending ⇒ all pending, reserved never finished
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM print_work_orders o JOIN campaigns c ON c.id = o.campaign_id
      WHERE (o.status = 'finished') <> (o.finished_at IS NOT NULL)
         OR (o.status = 'finished' AND c.status = 'reserved')
         OR EXISTS (SELECT 1 FROM print_work_order_tasks t WHERE t.print_work_order_id = o.id AND (
              (o.status = 'finished' AND t.process <> 'delivered') OR (o.status = 'pending' AND t.process <> 'pending')
              OR t.updated_at > o.updated_at OR t.updated_at < o.created_at))
         OR o.created_at < c.created_at`,
      ),
    ).toBe(0);
    expect(await one(db, sql`SELECT count(DISTINCT status) AS n FROM print_work_orders`)).toBe(3);
  });

  it('keeps the demo data consistent', async () => {
    const db = first.db;
    // every item is a stop of exactly one route of its own job
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM order_job_items i WHERE
      (SELECT count(*) FROM route_stops s JOIN routes r ON r.id = s.route_id
       WHERE s.order_job_item_id = i.id AND r.order_job_id = i.order_job_id) <> 1`,
      ),
    ).toBe(0);
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM campaigns c WHERE c.investment <>
      (SELECT coalesce(sum(total_price), 0) FROM campaign_units cu WHERE cu.campaign_id = c.id)`,
      ),
    ).toBe(0);
    const demoTech = await one(
      db,
      sql`SELECT count(*) AS n FROM order_jobs j JOIN users u ON u.id = j.technician_id
      WHERE u.email = 'technician@pauta.demo'`,
    );
    expect(demoTech).toBeGreaterThanOrEqual(25);
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM order_jobs j JOIN users u ON u.id = j.technician_id
      WHERE u.email = 'technician@pauta.demo' AND j.scheduled_date = ${ANCHOR}`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM campaigns c JOIN users u ON u.id = c.client_id
      WHERE u.email = 'client@pauta.demo'`,
      ),
    ).toBeGreaterThanOrEqual(5);
    const late = await one(
      db,
      sql`SELECT count(*) AS n FROM (
      SELECT updated_at AS t FROM units UNION ALL SELECT updated_at FROM campaigns
      UNION ALL SELECT updated_at FROM order_jobs UNION ALL SELECT finished_at FROM routes
      UNION ALL SELECT bought_at FROM campaign_units UNION ALL SELECT created_at FROM users
      UNION ALL SELECT updated_at FROM print_work_orders UNION ALL SELECT updated_at FROM print_work_order_tasks) x
      WHERE t > ${NOW}::timestamptz`,
    );
    expect(late).toBe(0);
    // sequences were moved past the explicit ids
    expect(await one(db, sql`SELECT nextval(pg_get_serial_sequence('units', 'id')) AS n`)).toBe(5201);
    expect(await one(db, sql`SELECT nextval(pg_get_serial_sequence('print_work_orders', 'id')) AS n`)).toBe(41);
  });

  it('does nothing when seeded again', async () => {
    const before = await dump(first.db);
    const again = await seed(first.db, { anchor: '2027-01-01' });
    expect(again.seeded).toBe(false);
    expect(await dump(first.db)).toEqual(before);
  });

  it('stores verifiable demo credentials', async () => {
    const users = await rows<{
      email: string;
      password_hash: string;
      change_password: boolean;
      first_access_code_hash: string | null;
    }>(first.db, sql`SELECT email, password_hash, change_password, first_access_code_hash FROM users ORDER BY id`);
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
    const extra = users.filter(
      (u) =>
        !DEMO_ACCOUNTS.some((a) => a.email === u.email) &&
        u.email !== DEMO_FIRST_ACCESS.email &&
        u.email !== DEMO_MUST_CHANGE.email,
    );
    expect(extra.length).toBe(18);
    expect(await verifyPassword(extra[0]?.password_hash ?? '', GENERATED_PASSWORD)).toBe(true);
  });
});
