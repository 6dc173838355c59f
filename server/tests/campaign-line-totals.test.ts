/**
 * Each campaign's lines summed up by the database (server/db/schema.ts campaignLineTotals, migration 0024's
 * triggers), on PGlite: after the seed and each kind of write (campaign-line-totals-fixture.ts), and after the lines
 * are truncated. The same on a real PostgreSQL, with two writers at once: postgres.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenDb } from '../db/client.ts';
import { openSeededDatabase } from '../test-support.ts';
import { expectTotalsFollowEachWrite, expectTotalsFollowLines, storedTotals } from './campaign-line-totals-fixture.ts';

let opened: OpenDb;
beforeAll(async () => {
  opened = await openSeededDatabase();
}, 120_000);
afterAll(async () => {
  await opened?.close();
});

it("keeps each campaign's line totals as its lines change", async () => {
  const deleted = await expectTotalsFollowEachWrite(opened.db);
  expect((await storedTotals(opened.db)).some((t) => t.campaign_id === deleted)).toBe(false);
});

it('empties the totals when the lines are truncated', async () => {
  expect((await storedTotals(opened.db)).length).toBeGreaterThan(0);
  await opened.db.execute(sql`truncate campaign_units cascade`);
  await expectTotalsFollowLines(opened.db, 'after truncate');
  expect(await storedTotals(opened.db)).toEqual([]);
});
