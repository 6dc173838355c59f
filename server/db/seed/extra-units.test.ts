/**
 * Extra benchmark units: added after the seed with fresh SKUs, the same rows
 * for the same anchor, idempotent (raising the count adds only the missing
 * ones), and `SEED_EXTRA_UNITS` leaves a database that has them alone.
 */
import { asc, count, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDb } from '../client.ts';
import { units } from '../schema.ts';
import { addExtraUnits, ensureExtraUnits } from './extra-units.ts';
import { TEST_ANCHOR as ANCHOR, openSeededDatabase } from '#server/test-support.ts';

const total = async (db: OpenDb['db']) => (await db.select({ n: count() }).from(units))[0]?.n;
const extras = (db: OpenDb['db']) => db.select().from(units).where(gt(units.id, 5200)).orderBy(asc(units.id));

describe('extra units', () => {
  let first: OpenDb;
  let second: OpenDb;

  beforeAll(async () => {
    [first, second] = [await openSeededDatabase(), await openSeededDatabase()];
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('adds units with new SKUs after the seeded ones, like the seeded ones', async () => {
    expect(await addExtraUnits(first.db, 120, ANCHOR)).toBe(120);
    const rows = await extras(first.db);
    expect(rows.map((u) => u.id)).toEqual(Array.from({ length: 120 }, (_, i) => 5201 + i));
    expect(rows[0]!.sku).toMatch(/^[A-Z]{2}-[A-Z]+-X000001$/);
    expect(new Set(rows.map((u) => u.sku)).size).toBe(120);
    expect(
      rows.every((u) => u.price > 0 && u.updatedAt <= new Date(`${ANCHOR}T09:00:00Z`) && u.deletedAt === null),
    ).toBe(true);
    expect(
      await first.db
        .execute(sql`SELECT count(*) AS n FROM units GROUP BY sku HAVING count(*) > 1`)
        .then((r) => (r as unknown as { rows: unknown[] }).rows.length),
    ).toBe(0);
  });

  it('is deterministic and idempotent: 50 then 120 gives the same rows as 120 at once', async () => {
    expect(await addExtraUnits(second.db, 50, ANCHOR)).toBe(50);
    expect(await addExtraUnits(second.db, 120, ANCHOR)).toBe(70);
    expect(await addExtraUnits(second.db, 120, ANCHOR)).toBe(0);
    expect(await extras(second.db)).toEqual(await extras(first.db));
  });

  it('SEED_EXTRA_UNITS adds only what a database lacks and refuses a bad value', async () => {
    const lines: string[] = [];
    expect(await ensureExtraUnits(first.db, '120', ANCHOR, (l) => lines.push(l))).toBe(0);
    expect(await ensureExtraUnits(first.db, undefined, ANCHOR, (l) => lines.push(l))).toBe(0);
    expect(await ensureExtraUnits(first.db, '150', ANCHOR, (l) => lines.push(l))).toBe(30);
    expect(await total(first.db)).toBe(5350);
    expect(lines).toHaveLength(1);
    await expect(ensureExtraUnits(first.db, 'many', ANCHOR, () => {})).rejects.toThrow(/SEED_EXTRA_UNITS/);
  });
});
