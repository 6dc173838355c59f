/**
 * The pull of GET /provider/units (server/handlers/catalogue-lists.ts), written as JSON by the database
 * (`UNIT_SUMMARY_COLUMNS`, sync-page.ts `syncAnswerFromDb`), against what `unitSummaryOf` gives for the same rows: every
 * page of a full pull, then a delta with its tombstones. It first gives a few units the values the SQL must write as
 * JavaScript does (a timestamp with microseconds, cents, no unit type or circuit, quotes and a backslash). Used on
 * PGlite (catalogue-lists.test.ts) and on a real PostgreSQL (postgres.test.ts).
 */
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from '../test-support.ts';
import { units } from '../db/schema.ts';
import { unitSummaryOf } from '../handlers/catalogue-lists.ts';

/** @param token an administrator's (who pulls every unit) */
export async function expectUnitsPullAsSummaries(s: TestServer, token: string): Promise<void> {
  // values the SQL must write as JavaScript does: a timestamp with microseconds, cents, no unit type or circuit
  const [first, second, third] = (await s.db.select({ id: units.id }).from(units).orderBy(asc(units.id)).limit(3)).map(
    (u) => u.id,
  );
  await s.db.execute(
    sql`update units set updated_at = '2026-03-04 05:06:07.891999+00', price = 1234.5, min_price = 0.07 where id = ${first}`,
  );
  await s.db.execute(
    sql`update units set unit_type_id = null, circuit_id = null, title = 'Valla "Sur" \\ ñ' where id = ${second}`,
  );
  const get = async (query: string) => {
    const res = await s.app.fetch(
      new Request(`http://pauta.test/api/provider/units?${query}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return (await res.json()) as { data: unknown[]; meta: { last_page: number; total: number }; deleted?: number[] };
  };
  const expected = async (since?: string) =>
    (
      await s.db
        .select()
        .from(units)
        .where(and(isNull(units.deletedAt), since ? gt(units.updatedAt, new Date(since)) : undefined))
        .orderBy(asc(units.id))
    ).map(unitSummaryOf);

  const full: unknown[] = [];
  for (let page = 1, last = 1; page <= last; page++) {
    const answer = await get(`page=${page}&per_page=2000`);
    last = answer.meta.last_page;
    expect(answer.deleted).toBeUndefined();
    full.push(...answer.data);
  }
  expect(full).toEqual(await expected());
  expect(full[0]).toMatchObject({
    id: first,
    updated_at: '2026-03-04T05:06:07.891Z',
    price: 1234.5,
    min_price: 0.07,
  });
  expect(full[1]).toMatchObject({ id: second, unit_type_id: null, circuit_id: null, title: 'Valla "Sur" \\ ñ' });

  // a delta: what changed after the cursor, and on page 1 the units deleted after it
  const since = new Date(Date.now() - 1000).toISOString();
  await s.db.execute(sql`update units set updated_at = now() where id = ${first}`);
  await s.db.execute(sql`update units set deleted_at = now() where id = ${third}`);
  const delta = await get(`page=1&per_page=2000&updated_since=${encodeURIComponent(since)}`);
  expect(delta.data).toEqual(await expected(since));
  expect(delta.data.map((u) => (u as { id: number }).id)).toContain(first);
  expect(delta.deleted).toContain(third);
  await s.db.execute(sql`update units set deleted_at = null where id = ${third}`);
}
