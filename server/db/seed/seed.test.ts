/**
 * The demo seed: deterministic (a database seeded here holds the same rows as the `server` project's seeded
 * template, seeded with the same anchor in another process: server/tests/seed-template.ts), big enough (units, countries, providers,
 * campaigns, order jobs, print work orders), consistent (jobs have items and
 * routes, print work orders tasks on their campaign's units, timestamps never
 * after the anchor's 09:00Z), idempotent, and its demo passwords verify. Its 18 months of history
 * (history.ts) belong to the generated clients, stay in anchor −548..−61 days, never over-sell a unit, carry one
 * contract each (billed inside the period) with the billing of the billed ones, and have a seasonal, growing shape.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/passwords.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { openDatabase, type Db, type OpenDb } from '../client.ts';
import { openSeededDatabase, TEST_DATABASE_SETTINGS } from '#server/test-support.ts';
import { TEST_ANCHOR } from '#server/test-anchor.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_FIRST_ACCESS,
  DEMO_MUST_CHANGE,
  GENERATED_PASSWORD,
  seed,
  type SeedResult,
} from './index.ts';

// the tests' anchor, so that the template (seeded once for the run) is the second seeding to compare with: one
// seeding fewer, ~20 s of a CI worker (issue 21, the suite's own time)
const ANCHOR = TEST_ANCHOR;
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
    first = await openDatabase({ dataDir: 'memory', settings: TEST_DATABASE_SETTINGS });
    result = await seed(first.db, { anchor: ANCHOR });
    second = await openSeededDatabase();
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
    expect(await one(db, sql`SELECT count(*) AS n FROM campaigns`)).toBe(50 + (result.counts.history_campaigns ?? 0));
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

  it('adds 18 months of history of the generated clients', async () => {
    const db = first.db;
    const n = result.counts.history_campaigns ?? 0;
    expect(n).toBeGreaterThanOrEqual(300);
    expect(n).toBeLessThanOrEqual(450);
    expect(await one(db, sql`SELECT nextval(pg_get_serial_sequence('campaigns', 'id')) AS n`)).toBe(51 + n);
    // generated clients only (never the demo accounts nor the invitee), in anchor −548..−61, 5–25 bought lines on
    // the campaign's dates, on units that existed when the campaign was created
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM campaigns c WHERE c.id > 50 AND (c.client_id <= 9
      OR c.start_date < ${ANCHOR}::date - 548 OR c.end_date > ${ANCHOR}::date - 61
      OR c.status NOT IN ('finished', 'cancelled')
      OR (SELECT count(*) FROM campaign_units cu JOIN units u ON u.id = cu.unit_id WHERE cu.campaign_id = c.id
          AND cu.start_date = c.start_date AND cu.end_date = c.end_date AND cu.bought_at IS NOT NULL
          AND u.created_at < c.created_at) NOT BETWEEN 5 AND 25
      OR (SELECT count(*) FROM campaign_units cu WHERE cu.campaign_id = c.id) NOT BETWEEN 5 AND 25)`,
      ),
    ).toBe(0);
    // one contract each, owned by the client's first seller; billed ⇔ billed_at, inside the campaign's period
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM campaigns c LEFT JOIN contracts k ON k.campaign_id = c.id WHERE c.id > 50 AND (
      k.id IS NULL OR k.owner_id IS DISTINCT FROM (SELECT min(seller_id) FROM client_sellers cs WHERE cs.client_id = c.client_id)
      OR (k.status = 'billed') <> (k.billed_at IS NOT NULL) OR (k.status = 'cancelled') <> (c.status = 'cancelled')
      OR (k.billed_at AT TIME ZONE 'UTC')::date NOT BETWEEN c.start_date AND c.end_date
      OR k.created_at < c.created_at OR k.updated_at > ${NOW}::timestamptz)`,
      ),
    ).toBe(0);
    const statuses = await rows<{ status: string; n: string }>(
      db,
      sql`SELECT k.status, count(*) AS n FROM contracts k WHERE k.campaign_id > 50 GROUP BY k.status`,
    );
    const of = (status: string) => Number(statuses.find((r) => r.status === status)?.n ?? 0);
    expect(of('billed')).toBeGreaterThan(0.8 * n);
    expect(of('approved')).toBeGreaterThan(0);
    expect(of('cancelled')).toBeGreaterThan(0);
    // never more spots sold on a unit-day than the unit has
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM (SELECT cu.unit_id, d FROM campaign_units cu
      JOIN campaigns c ON c.id = cu.campaign_id AND c.id > 50 AND c.status = 'finished'
      JOIN units u ON u.id = cu.unit_id, generate_series(cu.start_date, cu.end_date, interval '1 day') d
      GROUP BY cu.unit_id, d HAVING sum(cu.spots_used) > max(greatest(u.spots, 1))) x`,
      ),
    ).toBe(0);
    // the billed ones with one currency are billed and paid (fully or in part); no account post-dates its history
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM contracts k JOIN campaigns c ON c.id = k.campaign_id
      WHERE c.id > 50 AND k.status = 'billed'
        AND (SELECT count(DISTINCT co.currency) FROM campaign_countries cc JOIN countries co ON co.id = cc.country_id
             WHERE cc.campaign_id = c.id) = 1
        AND (NOT EXISTS (SELECT 1 FROM payments p WHERE p.campaign_id = c.id AND p.status = 'approved')
          OR NOT EXISTS (SELECT 1 FROM campaign_billing_countries b WHERE b.campaign_id = c.id)
          OR NOT EXISTS (SELECT 1 FROM orders o WHERE o.contract_id = k.id))`,
      ),
    ).toBe(0);
    expect(
      await one(
        db,
        sql`SELECT count(*) AS n FROM campaigns c JOIN contracts k ON k.campaign_id = c.id
      JOIN users cl ON cl.id = c.client_id JOIN users o ON o.id = k.owner_id
      WHERE c.id > 50 AND (cl.created_at > c.created_at OR o.created_at > k.created_at)`,
      ),
    ).toBe(0);
    // a shape: more billing in December than in February, and growth: more campaigns starting in the history's
    // last four months than in the same four months a year before (the same season, whatever the anchor)
    const billedIn = (month: number) =>
      one(
        db,
        sql`SELECT count(*) AS n FROM contracts k WHERE k.campaign_id > 50 AND k.status = 'billed'
        AND extract(month FROM k.billed_at AT TIME ZONE 'UTC') = ${month}`,
      );
    expect(await billedIn(12)).toBeGreaterThan(1.5 * (await billedIn(2)));
    const startingIn = (daysBefore: number) =>
      one(
        db,
        sql`SELECT count(*) AS n FROM campaigns WHERE id > 50 AND start_date >= ${ANCHOR}::date - ${daysBefore}::int
        AND start_date < ${ANCHOR}::date - ${daysBefore - 122}::int`,
      );
    expect(await startingIn(548 - 365)).toBeGreaterThan(1.25 * (await startingIn(548)));
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
