/**
 * `campaign_line_totals` (server/db/schema.ts campaignLineTotals, kept by the triggers of migration 0024) against
 * each campaign's lines priced by the domain's own rule (`contractLineMinor`, src/domain/contract-rules.ts) in
 * JavaScript, after the seed and after each kind of write to `campaign_units`: lines added (several campaigns in one
 * statement), prices, dates and spots changed, a line moved to another campaign, a campaign's last line deleted, a
 * campaign deleted with its lines. Used on PGlite (campaign-line-totals.test.ts) and on a real PostgreSQL
 * (postgres.test.ts), which also writes one campaign's lines from two transactions at once.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { contractLineMinor } from '#src/domain/contract-rules.ts';

/** One campaign's totals: earliest start, latest end (ISO dates), lines, centavos. */
export interface LineTotals {
  campaign_id: number;
  start_date: string;
  end_date: string;
  units: number;
  lines_minor: number;
}

/** Every campaign's totals computed here from its lines, by campaign id. */
export async function totalsFromLines(db: Db): Promise<LineTotals[]> {
  const lines = await rowsOf<{
    campaign_id: number;
    start_date: string;
    end_date: string;
    price: string;
    print_price: string;
    spots_used: number;
  }>(
    db,
    sql`select campaign_id, start_date::text, end_date::text, price::text, print_price::text, spots_used
      from campaign_units`,
  );
  const by = new Map<number, LineTotals>();
  for (const l of lines) {
    const minor = contractLineMinor({
      start_date: l.start_date,
      end_date: l.end_date,
      price: Number(l.price),
      print_price: Number(l.print_price),
      spots: l.spots_used,
    });
    const t = by.get(l.campaign_id);
    if (!t)
      by.set(l.campaign_id, {
        campaign_id: l.campaign_id,
        start_date: l.start_date,
        end_date: l.end_date,
        units: 1,
        lines_minor: minor,
      });
    else {
      if (l.start_date < t.start_date) t.start_date = l.start_date;
      if (l.end_date > t.end_date) t.end_date = l.end_date;
      t.units += 1;
      t.lines_minor += minor;
    }
  }
  return [...by.values()].toSorted((a, b) => a.campaign_id - b.campaign_id);
}

/** The table as the database keeps it, by campaign id. */
export async function storedTotals(db: Db): Promise<LineTotals[]> {
  const rows = await rowsOf<LineTotals & { lines_minor: string | number }>(
    db,
    sql`select campaign_id, start_date::text, end_date::text, units, lines_minor
      from campaign_line_totals order by campaign_id`,
  );
  return rows.map((r) => ({ ...r, lines_minor: Number(r.lines_minor) }));
}

/** Fails unless the stored totals are the lines' totals. */
export async function expectTotalsFollowLines(db: Db, when: string): Promise<void> {
  expect(await storedTotals(db), when).toEqual(await totalsFromLines(db));
}

/** Three campaigns with lines, and a unit none of them has (for new lines). */
async function pickCampaigns(db: Db): Promise<{ a: number; b: number; c: number; unit: number }> {
  // c is deleted at the end: one nothing refers to without a cascade (order jobs, print work orders, contracts,
  // payments)
  const ids = await rowsOf<{ campaign_id: number; kept: boolean }>(
    db,
    sql`select campaign_id, (exists (select 1 from order_jobs x where x.campaign_id = l.campaign_id)
        or exists (select 1 from print_work_orders x where x.campaign_id = l.campaign_id)
        or exists (select 1 from contracts x where x.campaign_id = l.campaign_id)
        or exists (select 1 from payments x where x.campaign_id = l.campaign_id)) as kept
      from campaign_units l group by campaign_id having count(*) >= 2 order by campaign_id`,
  );
  const [a, b] = ids.map((r) => r.campaign_id);
  const c = ids.find((r) => !r.kept && r.campaign_id !== a && r.campaign_id !== b)?.campaign_id;
  expect([a, b, c].every(Boolean), 'three seeded campaigns with two lines or more, one of them free to delete').toBe(
    true,
  );
  if (!a || !b || !c) throw new Error('unreachable');
  const [unit] = await rowsOf<{ id: number }>(
    db,
    sql`select id from units where id not in (select unit_id from campaign_units where campaign_id in (${a}, ${b}, ${c}))
      order by id limit 1`,
  );
  return { a, b, c, unit: unit!.id };
}

/**
 * Writes lines each way (module doc) and checks the totals after each write.
 * @returns the campaign deleted last (gone from the totals)
 */
export async function expectTotalsFollowEachWrite(db: Db): Promise<number> {
  await expectTotalsFollowLines(db, 'after the seed');
  const { a, b, c, unit } = await pickCampaigns(db);

  // one statement adding lines to two campaigns, one with a price in centavos, several spots and a print price
  await db.execute(sql`insert into campaign_units (campaign_id, unit_id, price, print_price, total_price, start_date,
      end_date, spots_used)
    values (${a}, ${unit}, 1234.56, 99.99, 0, '2020-01-01', '2020-01-31', 3),
      (${b}, ${unit}, 0.07, 0, 0, '2031-02-01', '2031-02-01', 1)`);
  await expectTotalsFollowLines(db, 'after lines were added to two campaigns in one statement');
  const [added] = await rowsOf<{ start_date: string; end_date: string }>(
    db,
    sql`select start_date::text, end_date::text from campaign_line_totals where campaign_id = ${a}`,
  );
  expect(added!.start_date, "the new line's earlier start").toBe('2020-01-01');

  await db.execute(sql`update campaign_units set price = price + 10.01, spots_used = 0,
      end_date = start_date + 6 where campaign_id = ${a} and unit_id <> ${unit}`);
  await expectTotalsFollowLines(db, 'after prices, spots and dates changed');

  // the line that set campaign a's earliest start moves to campaign c: a's start comes back, c's goes back to 2020
  await db.execute(sql`update campaign_units set campaign_id = ${c} where campaign_id = ${a} and unit_id = ${unit}`);
  await expectTotalsFollowLines(db, 'after a line moved to another campaign');

  await db.execute(sql`delete from campaign_units where campaign_id = ${b}`);
  await expectTotalsFollowLines(db, "after a campaign's lines were all deleted");
  expect((await storedTotals(db)).some((t) => t.campaign_id === b)).toBe(false);

  await db.execute(sql`delete from campaigns where id = ${c}`);
  await expectTotalsFollowLines(db, 'after a campaign was deleted with its lines');
  return c;
}
