/**
 * The report kinds and boards on the reference server (api-catalogue.md "Reports"; issue 18; docs/reports.md):
 * every call answers a typed table whose totals are the sums of its rows; the figures agree with the seeded lines
 * recomputed here from the database (contract-rules.ts pricing) and across kinds; each caller sees its reach only
 * (spec §6: a seller its clients' and owned contracts' figures, a client its own); refusals (401, 403, 422).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reports as r } from '#src/api/contract/index.ts';
import type { ReportFilterInput, ReportTable } from '#src/api/contract/reports/shapes.ts';
import { busyDays, occupancy } from '#src/domain/report-rules.ts';
import { addDays } from '#src/lib/dates.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { columnMinor, expectTotalsAreSums, isSold, lineMinor, query, type LineRow } from './report-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let lines: LineRow[];
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
/** The 14 kinds answered as `{ data }` with the plain filter body (agency_sales has its own endpoint shape). */
const KINDS = [
  r.campaignsReport,
  r.salesByExecutive,
  r.salesByClient,
  r.orderedCampaigns,
  r.productsCampaigns,
  r.soldProductCampaigns,
  r.campaignsByStatus,
  r.salesByProductCampaigns,
  r.generatedIncome,
  r.packageRevenue,
  r.averagePrice,
  r.clientSales,
  r.investmentByCampaign,
  r.campaignsByType,
] as const;
const run = async (role: string, e: (typeof KINDS)[number], body: ReportFilterInput = {}, locale?: 'es' | 'en') =>
  (await as(role, locale).call(e, { body })).data;
const sum = (xs: LineRow[]) => xs.reduce((t, l) => t + lineMinor(l), 0);
const mxn = () => lines.filter((l) => l.currency === 'MXN');
/** An ISO date as a day number (days since 1970-01-01). */
const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  lines = await query<LineRow>(
    s,
    sql`select cu.campaign_id, c.client_id, c.status, k.status as contract_status, k.owner_id, co.currency,
      u.media_type_id, u.provider_id, cu.start_date::text as start_date, cu.end_date::text as end_date, cu.price,
      cu.print_price, cu.spots_used
    from campaign_units cu join campaigns c on c.id = cu.campaign_id and c.deleted_at is null
    join units u on u.id = cu.unit_id join countries co on co.id = u.country_id
    left join contracts k on k.campaign_id = c.id`,
  );
});
afterAll(async () => {
  await s.close();
});

describe('report kinds', () => {
  it('answers every kind as a typed table whose totals are the sums of its rows', async () => {
    const tables: ReportTable[] = [];
    for (const e of KINDS) tables.push(await run('administrator', e));
    tables.push((await as('administrator').call(r.agencySales, { body: {} })).data);
    for (const t of tables) {
      expect(t.currency, t.kind).toBe('MXN'); // the administrator's country, where the seed sells most
      expect(t.currencies).toContain('COP');
      expect(t.columns.length).toBeGreaterThan(2);
      for (const row of t.rows) expect(Object.keys(row).toSorted()).toEqual(t.columns.map((c) => c.key).toSorted());
      expectTotalsAreSums(t);
    }
    expect(tables.map((t) => t.kind)).toEqual([
      'campaigns',
      'sales_by_executive',
      'sales_by_client',
      'ordered-campaigns',
      'products-campaigns',
      'sold-product-campaigns',
      'campaigns-by-status',
      'sales-by-product-campaigns',
      'generated_income',
      'package_revenue',
      'average_price',
      'client_sales',
      'investment_by_campaign',
      'campaigns_by_type',
      'agency_sales',
    ]);
  });

  it('agrees with the seeded lines: every line, the sold ones, and across kinds', async () => {
    const all = sum(mxn());
    const sold = sum(mxn().filter(isSold));
    expect(sold).toBeGreaterThan(0);
    for (const [e, key] of [
      [r.campaignsReport, 'total'],
      [r.productsCampaigns, 'total'],
      [r.campaignsByStatus, 'total'],
      [r.campaignsByType, 'total'],
      [r.investmentByCampaign, 'media'],
    ] as const)
      expect(columnMinor(await run('administrator', e), key), e.name).toBe(all);
    for (const [e, key] of [
      [r.salesByExecutive, 'total'],
      [r.salesByClient, 'total'],
      [r.soldProductCampaigns, 'total'],
      [r.salesByProductCampaigns, 'total'],
      [r.clientSales, 'total'],
      [r.generatedIncome, 'total'], // every month of the sold lines' span: the whole income
    ] as const)
      expect(columnMinor(await run('administrator', e), key), e.name).toBe(sold);
    // campaigns per status: distinct campaigns with MXN lines
    const byStatus = await run('administrator', r.campaignsByStatus, {}, 'en');
    const contracted = new Set(
      mxn()
        .filter((l) => l.status === 'contracted')
        .map((l) => l.campaign_id),
    );
    expect(byStatus.rows.find((x) => x.status === 'Contracted')?.campaigns).toBe(contracted.size);
    expect(byStatus.totals.share).toBe(100);
    // the campaigns report has one row per campaign
    expect((await run('administrator', r.campaignsReport)).rows).toHaveLength(
      new Set(mxn().map((l) => l.campaign_id)).size,
    );
  });

  it('ranks sales largest first with shares, and averages prices over unit-days', async () => {
    const byExec = await run('administrator', r.salesByExecutive);
    expect(byExec.rows.map((x) => x.rank)).toEqual(byExec.rows.map((_, i) => i + 1));
    const totals = byExec.rows.map((x) => Number(x.total));
    expect(totals).toEqual(totals.toSorted((a, b) => b - a));
    expect(byExec.rows.reduce((t, x) => t + Number(x.share), 0)).toBeCloseTo(100, 1);
    // one provider × media type recomputed: price × days × spots over days × spots
    const avg = await run('administrator', r.averagePrice);
    const sold = mxn().filter(isSold);
    const [first] = sold;
    const mine = sold.filter((l) => l.provider_id === first!.provider_id && l.media_type_id === first!.media_type_id);
    const unitDays = mine.reduce((t, l) => t + days(l) * Math.max(1, l.spots_used), 0);
    const media = mine.reduce((t, l) => t + Math.round(Number(l.price) * 100) * days(l) * Math.max(1, l.spots_used), 0);
    const row = avg.rows.find((x) => x.unit_days === unitDays && x.sold === media / 100);
    expect(row?.average_price).toBe(Math.round(media / unitDays) / 100);
  });

  it('computes generated income month by month, each sold line counted in the months it runs', async () => {
    const t = await run('administrator', r.generatedIncome, { from: '2026-11-01', to: '2026-11-30' });
    expect(t.rows.map((x) => x.month)).toEqual(['2026-11']);
    const inNov = mxn()
      .filter(isSold)
      .filter((l) => l.start_date <= '2026-11-30' && l.end_date >= '2026-11-01');
    expect(t.rows[0]!.lines).toBe(inNov.length);
    const print = inNov
      .filter((l) => l.start_date >= '2026-11-01')
      .reduce((a, l) => a + toCents(l.print_price) * Math.max(1, l.spots_used), 0);
    expect(Math.round(Number(t.rows[0]!.print) * 100)).toBe(print);
  });

  it('clips each month to the range: unit-days and media month by month agree with the seeded lines', async () => {
    const from = '2026-10-15';
    const to = '2026-12-10';
    const t = await run('administrator', r.generatedIncome, { from, to });
    expect(t.rows.map((x) => x.month)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(t.rows.every((x) => Number(x.unit_days) > 0)).toBe(true);
    const months = [
      ['2026-10', from, '2026-10-31'],
      ['2026-11', '2026-11-01', '2026-11-30'],
      ['2026-12', '2026-12-01', to],
    ] as const;
    for (const [month, ms, me] of months) {
      let unitDays = 0;
      let media = 0;
      for (const l of mxn().filter(isSold)) {
        const days = Math.min(day(l.end_date), day(me)) - Math.max(day(l.start_date), day(ms)) + 1;
        if (days <= 0) continue;
        unitDays += days * Math.max(1, l.spots_used);
        media += Math.round(Number(l.price) * 100) * days * Math.max(1, l.spots_used);
      }
      const row = t.rows.find((x) => x.month === month)!;
      expect([row.unit_days, Math.round(Number(row.media) * 100)]).toEqual([unitDays, media]);
    }
  });

  it('lists packages with the revenue of their units sold by package campaigns, in their currency', async () => {
    const [sold] = await query<{ currency: string; revenue: string }>(
      s,
      sql`select co.currency, sum(round(cu.price * 100) * (cu.end_date - cu.start_date + 1) * greatest(cu.spots_used, 1)
          + round(cu.print_price * 100) * greatest(cu.spots_used, 1)) as revenue
        from campaign_units cu join campaigns c on c.id = cu.campaign_id and c.campaign_type = 'package'
        join contracts k on k.campaign_id = c.id and k.status in ('approved', 'billed', 'renewed')
        join packages p on p.unit_ids @> to_jsonb(cu.unit_id) join units u on u.id = cu.unit_id
        join countries co on co.id = u.country_id group by co.currency order by revenue desc limit 1`,
    );
    const t = await run('administrator', r.packageRevenue, { currency: sold!.currency });
    expect(columnMinor(t, 'revenue')).toBe(Number(sold!.revenue));
    expect(t.rows[0]!.rank).toBe(1);
    expect(Number(t.rows[0]!.revenue)).toBeGreaterThan(0);
  });

  it('answers in the caller language and takes the filter (currency, country, status, client)', async () => {
    const en = await run('manager', r.campaignsReport, { currency: 'COP' }, 'en');
    expect([en.title, en.columns[0]!.label, en.currency]).toEqual(['Campaigns', 'Campaign', 'COP']);
    expect(columnMinor(en, 'total')).toBe(sum(lines.filter((l) => l.currency === 'COP')));
    const [co] = await query<{ id: number }>(s, sql`select id from countries where iso2 = 'CO'`);
    expect((await run('manager', r.campaignsReport, { country_id: co!.id })).currency).toBe('COP');
    const drafts = await run('manager', r.campaignsReport, { status: 'draft' }, 'en');
    expect(drafts.rows.every((x) => x.status === 'Draft')).toBe(true);
    const mine = await run('manager', r.campaignsReport, { client_id: ids.client! });
    expect(columnMinor(mine, 'total')).toBe(sum(mxn().filter((l) => l.client_id === ids.client)));
    expect(mine.filter).toMatchObject({ client_id: ids.client, currency: 'MXN' });
  });
});

describe('reach (spec §6)', () => {
  it('gives a seller the figures of its assigned clients and owned contracts only', async () => {
    const clients = (
      await query<{ client_id: number }>(s, sql`select client_id from client_sellers where seller_id = ${ids.seller}`)
    ).map((x) => x.client_id);
    const reach = mxn().filter((l) => clients.includes(l.client_id) || l.owner_id === ids.seller);
    const t = await run('seller', r.campaignsReport);
    expect(columnMinor(t, 'total')).toBe(sum(reach));
    expect(t.rows).toHaveLength(new Set(reach.map((l) => l.campaign_id)).size);
    expect(columnMinor(await run('seller', r.salesByClient), 'total')).toBe(sum(reach.filter(isSold)));
    expect(sum(reach)).toBeLessThan(sum(mxn()));
  });

  it('gives a client its own campaigns only, and no agency rows', async () => {
    const t = await run('client', r.campaignsReport);
    const [me] = await query<{ name: string }>(s, sql`select name from users where id = ${ids.client}`);
    expect(t.rows.length).toBeGreaterThan(0);
    expect(new Set(t.rows.map((x) => x.client))).toEqual(new Set([me!.name]));
    expect(columnMinor(t, 'total')).toBe(sum(mxn().filter((l) => l.client_id === ids.client)));
    expect((await as('client').call(r.agencySales, { body: {} })).data.rows).toEqual([]);
    // a filter naming another client reaches nothing
    expect((await run('client', r.campaignsReport, { client_id: ids.client! + 6 })).rows).toEqual([]);
  });

  it('refuses callers without a report permission, and anonymous calls', async () => {
    for (const role of ['technician', 'operations', 'provider'])
      expect((await failure(run(role, r.salesByExecutive))).status, role).toBe(403);
    expect((await failure(s.client().call(r.campaignsReport, { body: {} }))).status).toBe(401);
    expect((await failure(as('technician').call(r.mediaOccupation, {}))).status).toBe(403);
  });

  it('refuses a bad period or currency with a 422 under the field', async () => {
    const reversed = await failure(run('manager', r.campaignsReport, { from: '2026-12-01', to: '2026-11-01' }, 'en'));
    expect([reversed.status, reversed.errors?.to]).toEqual([422, ['The end date cannot be before the start date.']]);
    const long = await failure(run('manager', r.clientSales, { from: '2020-01-01', to: '2026-01-01' }));
    expect([long.status, long.errors?.to?.[0]]).toEqual([422, 'El periodo no puede pasar de 1096 días.']);
    expect((await failure(run('manager', r.campaignsReport, { currency: 'MXNX' }))).errors?.currency).toBeDefined();
    const board = await failure(
      as('manager').call(r.mediaOccupation, { query: { from: '2026-01-01', to: '2027-06-01' } }),
    );
    expect(board.errors?.to).toBeDefined();
  });
});

describe('boards', () => {
  it('counts campaigns per executive and status', async () => {
    const t = (await as('manager', 'en').call(r.campaignsByExecutive, { query: {} })).data;
    expectTotalsAreSums(t);
    expect(t.currency).toBeNull();
    expect(t.columns.map((c) => c.label).slice(1, 3)).toEqual(['Drafts', 'In progress']);
    expect(t.totals.campaigns).toBe(new Set(lines.map((l) => l.campaign_id)).size);
    for (const row of t.rows)
      expect(
        ['draft', 'in_progress', 'reserved', 'contracted', 'finished', 'cancelled'].reduce(
          (a, k) => a + Number(row[k]),
          0,
        ),
      ).toBe(row.campaigns);
    const seller = (await as('seller').call(r.campaignsByExecutive, { query: {} })).data;
    expect(Number(seller.totals.campaigns)).toBeLessThan(Number(t.totals.campaigns));
  });

  it('measures occupancy in unit-days and spot-days, a day held twice counted once', async () => {
    // one provider's bus units in Mexico over November, recomputed from the holds with report-rules.ts busyDays
    const [pick] = await query<{ provider_id: number; media_type_id: number; country_id: number; unit_id: number }>(
      s,
      sql`select u.provider_id, u.media_type_id, u.country_id, u.id as unit_id from campaign_units cu
        join campaigns c on c.id = cu.campaign_id and c.status = 'contracted' join units u on u.id = cu.unit_id
        where u.status = 'active' and cu.start_date <= '2026-11-30' and cu.end_date >= '2026-11-01' order by u.id limit 1`,
    );
    const f = {
      from: '2026-11-01',
      to: '2026-11-30',
      provider_id: pick!.provider_id,
      media_type_id: pick!.media_type_id,
    };
    const filter = { ...f, country_id: pick!.country_id };
    const before = (await as('manager').call(r.mediaOccupation, { query: filter })).data.rows[0]!;
    // the provider also reserves that unit for a week overlapping its sale: held days only where it is not sold
    // (3 spots: with the sale's, more than the unit has on the overlapping days, so the spot-days are capped there)
    await s.db
      .execute(sql`insert into unit_reservations (unit_id, start_date, end_date, spots, created_by_id, created_at)
      values (${pick!.unit_id}, '2026-11-25', '2026-12-05', 3, ${ids.provider}, now())`);
    const t = (await as('manager').call(r.mediaOccupation, { query: filter })).data;
    const holds = await query<{ unit_id: number; start: string; end: string; sold: boolean; spots: number }>(
      s,
      sql`select cu.unit_id, cu.start_date::text as start, cu.end_date::text as end, true as sold,
          greatest(cu.spots_used, 1) as spots from campaign_units cu
          join campaigns c on c.id = cu.campaign_id and c.deleted_at is null and c.status in ('contracted', 'finished')
          join units u on u.id = cu.unit_id where u.provider_id = ${f.provider_id} and u.media_type_id = ${f.media_type_id}
          and u.country_id = ${filter.country_id} and u.status = 'active' and u.deleted_at is null
        union all select r.unit_id, r.start_date::text, r.end_date::text, false, r.spots from unit_reservations r
          where r.unit_id = ${pick!.unit_id}`,
    );
    const row = t.rows[0]!;
    const units = new Set(holds.map((h) => h.unit_id));
    const busy = [...units].reduce(
      (a, u) =>
        a +
        busyDays(
          holds.filter((h) => h.unit_id === u),
          f.from,
          f.to,
        ),
      0,
    );
    const sold = [...units].reduce(
      (a, u) =>
        a +
        busyDays(
          holds.filter((h) => h.unit_id === u && h.sold),
          f.from,
          f.to,
        ),
      0,
    );
    expect([row.busy_days, row.sold_days, row.held_days]).toEqual([busy, sold, busy - sold]);
    expect(row.held_days).toBe(Number(before.held_days) + (busy - Number(before.busy_days)));
    expect(row.occupancy).toBe(occupancy(busy, Number(row.available_days)));
    expect(row.available_days).toBe(Number(row.units) * 30);
    expect(t.filter).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    const ads = (await as('manager').call(r.adOccupation, { query: filter })).data.rows[0]!;
    expect(Number(ads.busy_spot_days)).toBeLessThanOrEqual(Number(ads.available_spot_days));
    expect(Number(ads.busy_spot_days)).toBeGreaterThanOrEqual(busy);
    // spot-days day by day: the spots of the holds on each day, at most the unit's spots (boards.ts counts them from
    // where holds start and end, never day by day)
    const spotsOf = new Map(
      (
        await query<{ id: number; spots: number }>(
          s,
          sql`select u.id, greatest(u.spots, 1) as spots from units u where u.provider_id = ${f.provider_id}
            and u.media_type_id = ${f.media_type_id} and u.country_id = ${filter.country_id} and u.status = 'active'
            and u.deleted_at is null`,
        )
      ).map((u) => [u.id, Number(u.spots)]),
    );
    let spotDays = 0;
    let capped = 0;
    for (const [unit, cap] of spotsOf)
      for (let date = f.from; date <= f.to; date = addDays(date, 1)) {
        const held = holds
          .filter((h) => h.unit_id === unit && h.start <= date && h.end >= date)
          .reduce((n, h) => n + Number(h.spots), 0);
        spotDays += Math.min(held, cap);
        if (held > cap) capped++;
      }
    expect(Number(ads.busy_spot_days)).toBe(spotDays);
    expect(capped).toBeGreaterThan(0);
  });

  it('gives a provider the occupancy of its own units only, 30 days from today by default', async () => {
    const t = (await as('provider').call(r.mediaOccupation, {})).data;
    const [own] = await query<{ n: string }>(
      s,
      sql`select count(*) as n from units u join users p on p.provider_id = u.provider_id
        where p.id = ${ids.provider} and u.status = 'active' and u.deleted_at is null`,
    );
    expect(t.totals.units).toBe(Number(own!.n));
    expect(t.filter.from).toBe(new Date().toISOString().slice(0, 10));
    expectTotalsAreSums(t);
    const all = (await as('manager').call(r.mediaOccupation, {})).data;
    expect(Number(all.totals.units)).toBeGreaterThan(Number(t.totals.units));
  });
});

const toCents = (pesos: string) => Math.round(Number(pesos) * 100);
/** Inclusive days of a line. */
const days = (l: LineRow) => (Date.parse(l.end_date) - Date.parse(l.start_date)) / 86_400_000 + 1;
