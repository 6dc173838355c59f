/**
 * The availability views on the seeded reference server (contract src/api/contract/availability-views.ts;
 * api-catalogue.md "Availability"; product.md §2, §3, §9; issue 18; docs/dashboards-availability.md): the units ×
 * days grid agrees with the cart's busy periods and with contracts and bookings; every chart agrees with the grid
 * and its totals are the sums of its rows; the units report .xlsx, read back with exceljs, holds the grid's numbers
 * cell by cell; scope (a provider its own units, a seller its customers) and refusals.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as av from '#src/api/contract/availability-views.ts';
import type { GridRow } from '#src/api/contract/availability-views.ts';
import type { Chart } from '#src/api/contract/dashboards.ts';
import { campaigns as c } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
const range = { from: '2026-11-01', to: '2026-12-15' };
const DAYS = 45;
/** A slice of the inventory small enough to walk whole: billboards (media type 2) in México (country 1). */
const slice = { ...range, country: 1, media_type: 2 };

const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;
const seriesOf = (chart: Chart, key: string) => chart.series.find((x) => x.key === key)!;
const dayIndex = (date: string) => Math.round((Date.parse(date) - Date.parse(range.from)) / 86_400_000);

/** Every grid row of `query`, all pages. */
async function allRows(role: string, query: Record<string, unknown>): Promise<GridRow[]> {
  const out: GridRow[] = [];
  for (let page = 1; ; page++) {
    const a = await as(role).call(av.unitPrint, { query: { ...query, page, per_page: 500 } });
    out.push(...a.data);
    if (page >= a.meta.last_page) return out;
  }
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('the units × days grid', () => {
  it('answers a letter per day, counts that add up, and the range it used', async () => {
    const a = await as('operations').call(av.unitPrint, { query: { ...range, per_page: 50 } });
    expect(a.range).toEqual({ ...range, days: DAYS });
    expect(a.data).toHaveLength(50);
    expect(a.meta.total).toBe(5200);
    for (const r of a.data) {
      expect(r.days).toMatch(/^[fhb]{45}$/);
      expect(r.free + r.held + r.busy).toBe(DAYS);
    }
    const titles = a.data.map((r) => r.title);
    expect(titles).toEqual(titles.toSorted((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    // default range: the 30 days from today
    expect((await as('operations').call(av.unitPrint, { query: { per_page: 1 } })).range.days).toBe(30);
  });

  it('agrees with the cart: a campaign not holding its units sees busy exactly the days the grid marks taken', async () => {
    const open = await rows<{ id: number }>(
      sql`select c.id from campaigns c where c.status in ('draft', 'in_progress')
          and exists (select 1 from campaign_units cu where cu.campaign_id = c.id) order by c.id`,
    );
    expect(open.length).toBeGreaterThan(3);
    let taken = 0;
    for (const campaign of open) {
      const busy = (await as('administrator').call(c.withBusyUnits, { params: { id: campaign.id } })).data;
      const grid = await as('administrator').call(av.unitPrint, {
        query: { ...range, ids: busy.map((b) => b.unit_id).join(','), per_page: 500 },
      });
      expect(grid.data).toHaveLength(busy.length);
      for (const b of busy) {
        const row = grid.data.find((r) => r.id === b.unit_id)!;
        const expected = Array<string>(DAYS).fill('.');
        for (const p of b.busy)
          for (let i = Math.max(0, dayIndex(p.start)); i <= Math.min(DAYS - 1, dayIndex(p.end)); i++) expected[i] = 'x';
        expect(row.days.replace(/[hb]/g, 'x').replace(/f/g, '.'), `unit ${b.unit_id}`).toBe(expected.join(''));
        taken += row.held + row.busy;
      }
    }
    expect(taken).toBeGreaterThan(0);
  });

  it('marks a contracted line busy and a held booking held, on their days', async () => {
    const [line] = await rows<{ unit_id: number; start: string; end: string }>(
      sql`select cu.unit_id, cu.start_date::text as start, cu.end_date::text as "end" from campaign_units cu
          join campaigns c on c.id = cu.campaign_id join units u on u.id = cu.unit_id
          where c.status = 'contracted' and u.spots = 1 and cu.start_date <= ${range.to}::date
            and cu.end_date >= ${range.from}::date order by cu.id limit 1`,
    );
    const [row] = (await as('manager').call(av.unitPrint, { query: { ...range, ids: String(line!.unit_id) } })).data;
    for (let i = Math.max(0, dayIndex(line!.start)); i <= Math.min(DAYS - 1, dayIndex(line!.end)); i++)
      expect(row!.days[i]).toBe('b');
    const [held] = await rows<{ unit_id: number; start: string }>(
      sql`select bu.unit_id, bu.start_date::text as start from booking_units bu
          join bookings b on b.id = bu.booking_id join units u on u.id = bu.unit_id
          where b.campaign_id is null and b.status = 'applied' and u.spots = 1
            and not exists (select 1 from campaign_units cu join campaigns c on c.id = cu.campaign_id
              where cu.unit_id = bu.unit_id and c.status in ('reserved', 'contracted'))
          order by bu.id limit 1`,
    );
    const around = { from: held!.start, to: held!.start };
    const [heldRow] = (await as('manager').call(av.unitPrint, { query: { ...around, ids: String(held!.unit_id) } }))
      .data;
    expect(heldRow!.days).toBe('h');
  });

  it('keeps a provider to its own units, whatever provider it asks for', async () => {
    const [own] = await rows<{ provider_id: number }>(sql`select provider_id from users where id = ${ids.provider}`);
    const [other] = await rows<{ id: number }>(
      sql`select id from providers where id <> ${own!.provider_id} order by id limit 1`,
    );
    const a = await as('provider').call(av.unitPrint, { query: { ...range, provider: other!.id, per_page: 500 } });
    expect(a.data.length).toBeGreaterThan(0);
    for (const r of a.data) expect(r.provider.id).toBe(own!.provider_id);
    const foreign = await as('manager').call(av.unitPrint, { query: { ...range, provider: other!.id, per_page: 5 } });
    for (const r of foreign.data) expect(r.provider.id).toBe(other!.id);
  });
});

describe('the availability charts', () => {
  it('count what the grid shows, and their totals are the sums of their rows', async () => {
    const grid = await allRows('manager', slice);
    expect(grid.length).toBeGreaterThan(100);
    const byType = (await as('manager').call(av.byMediaType, { query: slice })).data;
    expect(byType.keys).toEqual([2]);
    expect(seriesOf(byType, 'units').values).toEqual([grid.length]);
    const sum = (f: (r: GridRow) => number) => grid.reduce((n, r) => n + f(r), 0);
    expect(seriesOf(byType, 'free').values).toEqual([sum((r) => r.free)]);
    expect(seriesOf(byType, 'held').values).toEqual([sum((r) => r.held)]);
    expect(seriesOf(byType, 'busy').values).toEqual([sum((r) => r.busy)]);
    expect(seriesOf(byType, 'occupancy').values).toEqual([
      Math.round((sum((r) => r.busy) / (grid.length * DAYS)) * 10_000) / 100,
    ]);
    const states = (await as('manager').call(av.unitsByMediaType, { query: slice })).data;
    expect(seriesOf(states, 'busy').values).toEqual([grid.filter((r) => r.busy > 0).length]);
    expect(seriesOf(states, 'held').values).toEqual([grid.filter((r) => r.busy === 0 && r.held > 0).length]);
    expect(seriesOf(states, 'free').values).toEqual([grid.filter((r) => r.free === DAYS).length]);
    const unused = (await as('manager').call(av.unusedMediaTypes, { query: slice })).data;
    expect(seriesOf(unused, 'unused').values).toEqual([grid.filter((r) => r.free === DAYS).length]);
    // whole inventory: every additive total is the sum of its rows
    for (const view of [
      av.byMediaType,
      av.unusedMediaTypes,
      av.unitsByMediaType,
      av.customersByMediaType,
      av.customersByOperator,
    ]) {
      const chart = (await as('manager').call(view, { query: range })).data;
      expect(chart.range).toEqual({ ...range, days: DAYS });
      for (const x of chart.series) {
        expect(x.values.length).toBe(chart.keys.length);
        if (x.total !== null)
          expect(x.total, `${view.name} ${x.key}`).toBe(x.values.reduce((n, v) => n! + (v ?? 0), 0));
      }
    }
    const all = (await as('manager').call(av.unitsByMediaType, { query: range })).data;
    const sumOf = (key: string) => seriesOf(all, key).total!;
    expect(sumOf('free') + sumOf('held') + sumOf('busy')).toBe(5200);
  });

  it('lists unused units (unused=1, what the app always sends) and the others (unused=0)', async () => {
    const grid = await allRows('manager', slice);
    const unused = await as('manager').call(av.adMediaUnused, { query: { ...slice, unused: 1, per_page: 500 } });
    expect(unused.meta.total).toBe(grid.filter((r) => r.free === DAYS).length);
    for (const r of unused.data) expect(r.free).toBe(DAYS);
    const used = await as('manager').call(av.adMediaUnused, { query: { ...slice, unused: 0, per_page: 500 } });
    expect(used.meta.total + unused.meta.total).toBe(grid.length);
    for (const r of used.data) expect(r.free).toBeLessThan(DAYS);
  });

  it('counts the customers holding units as an independent query of the holds does; a seller only its own', async () => {
    const expected = await rows<{ mt: number; customers: number; units: number }>(
      sql`with holding as (
            select cu.unit_id as unit, c.client_id as client from campaign_units cu join campaigns c on c.id = cu.campaign_id
            where c.deleted_at is null and cu.start_date <= ${range.to}::date and cu.end_date >= ${range.from}::date
              and (c.status = 'contracted' or (c.status = 'reserved' and (
                not exists (select 1 from bookings b where b.campaign_id = c.id)
                or exists (select 1 from bookings b where b.campaign_id = c.id and (b.status = 'applied'
                  or (b.status = 'open' and (b.expires_at is null or b.expires_at > now())))))))
            union all
            select bu.unit_id, b.client_id from booking_units bu join bookings b on b.id = bu.booking_id
            where b.campaign_id is null and b.client_id is not null
              and bu.start_date <= ${range.to}::date and bu.end_date >= ${range.from}::date
              and (b.status = 'applied' or (b.status = 'open' and (b.expires_at is null or b.expires_at > now()))))
          select u.media_type_id as mt, count(distinct h.client)::int as customers, count(distinct h.unit)::int as units
          from holding h join units u on u.id = h.unit group by 1`,
    );
    const chart = (await as('manager').call(av.customersByMediaType, { query: range })).data;
    chart.keys.forEach((mt, i) => {
      const e = expected.find((x) => x.mt === mt);
      expect(seriesOf(chart, 'customers').values[i], `media type ${mt}`).toBe(e?.customers ?? 0);
      expect(seriesOf(chart, 'units').values[i], `media type ${mt}`).toBe(e?.units ?? 0);
    });
    expect(seriesOf(chart, 'customers').total).toBeGreaterThan(0);
    const seller = (await as('seller').call(av.customersByMediaType, { query: range })).data;
    seller.keys.forEach((_, i) =>
      expect(seriesOf(seller, 'customers').values[i]!).toBeLessThanOrEqual(seriesOf(chart, 'customers').values[i]!),
    );
    // by operator: a provider sees only itself
    const [own] = await rows<{ provider_id: number }>(sql`select provider_id from users where id = ${ids.provider}`);
    const mine = (await as('provider', 'en').call(av.customersByOperator, { query: range })).data;
    expect([mine.keys, mine.title]).toEqual([[own!.provider_id], 'Customers by operator']);
    const everyone = (await as('manager').call(av.customersByOperator, { query: range })).data;
    expect(seriesOf(everyone, 'units').total).toBe(seriesOf(chart, 'units').total);
  });
});

describe('busy units of a role and contracts on a unit', () => {
  it('answers the busy units of the role in the path, which the caller must hold', async () => {
    const staff = await as('manager').call(av.busyUnitPrint, {
      params: { rol: 'manager' },
      query: { ...range, per_page: 500 },
    });
    expect(staff.meta.total).toBeGreaterThan(0);
    for (const r of staff.data) expect(r.free).toBeLessThan(DAYS);
    const client = await as('client').call(av.busyUnitPrint, { params: { rol: 'client' }, query: range });
    const held = await rows<{ unit_id: number }>(
      sql`select distinct cu.unit_id from campaign_units cu join campaigns c on c.id = cu.campaign_id
          where c.client_id = ${ids.client} and c.status in ('reserved', 'contracted')
            and cu.start_date <= ${range.to}::date and cu.end_date >= ${range.from}::date`,
    );
    for (const r of client.data) expect(held.map((h) => h.unit_id)).toContain(r.id);
    const refused = await failure(
      as('provider', 'en').call(av.busyUnitPrint, { params: { rol: 'manager' }, query: range }),
    );
    expect([refused.status, refused.message]).toEqual([403, 'Your account does not have the role "manager".']);
    expect((await failure(as('technician').call(av.busyUnitPrint, { params: { rol: 'technician' } }))).status).toBe(
      403,
    );
    expect((await failure(as('client').call(av.busyUnitPrint, { params: { rol: 'nobody' } }))).status).toBe(403);
    expect((await failure(as('client').call(av.busyUnitPrint, { params: { rol: 'seller' } }))).status).toBe(403);
  });

  it('lists the contracts on a unit with their lines priced as contracts are; a provider only on its own units', async () => {
    const [line] = await rows<{ unit_id: number; provider_id: number }>(
      sql`select cu.unit_id, u.provider_id from campaign_units cu join contracts k on k.campaign_id = cu.campaign_id
          join units u on u.id = cu.unit_id order by cu.id limit 1`,
    );
    const a = await as('operations').call(av.unitContracts, { params: { id: line!.unit_id } });
    expect(a.data.length).toBeGreaterThan(0);
    for (const l of a.data)
      expect(Math.round(l.total * 100)).toBe(
        Math.round(l.price * 100) * l.days * l.spots + Math.round(l.print_price * 100) * l.spots,
      );
    const [own] = await rows<{ provider_id: number }>(sql`select provider_id from users where id = ${ids.provider}`);
    const status = line!.provider_id === own!.provider_id ? 200 : 404;
    const asProvider = await as('provider')
      .call(av.unitContracts, { params: { id: line!.unit_id } })
      .then(() => 200)
      .catch((e: { status: number }) => e.status);
    expect(asProvider).toBe(status);
    const mine = await rows<{ client_id: number }>(
      sql`select client_id from client_sellers where seller_id = ${ids.seller}`,
    );
    for (const l of (await as('seller').call(av.unitContracts, { params: { id: line!.unit_id } })).data)
      expect(mine.map((m) => m.client_id)).toContain(l.client_id);
  });

  it('refuses callers without availability, a bad range, and no token', async () => {
    for (const role of ['client', 'agency', 'technician'])
      expect((await failure(as(role).call(av.unitPrint, { query: range }))).status, role).toBe(403);
    expect((await failure(s.client().call(av.byMediaType, { query: range }))).status).toBe(401);
    const long = await failure(
      as('manager', 'en').call(av.byMediaType, { query: { from: '2026-01-01', to: '2027-06-30' } }),
    );
    expect([long.status, long.errors?.to]).toEqual([422, ['The period may span at most 366 days.']]);
    const order = await failure(as('manager').call(av.unitPrint, { query: { from: '2026-12-01', to: '2026-11-01' } }));
    expect(order.status).toBe(422);
  });
});

describe('the units report', () => {
  it('is a genuine .xlsx whose rows are the grid, cell by cell, in the caller language', async () => {
    const grid = await allRows('manager', slice);
    const blob = await as('manager', 'en').call(av.exportUnitsReport, { query: slice });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await blob.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Units report');
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date(`${range.from}T00:00:00Z`));
    expect(sheet.getRow(4).getCell(1).value).toBe('ID');
    expect(sheet.getRow(4).getCell(8).value).toBe('Price per day');
    expect(sheet.rowCount - 4).toBe(grid.length);
    grid.forEach((r, i) => {
      const row = sheet.getRow(5 + i);
      expect(row.getCell(1).value).toBe(r.id);
      expect(row.getCell(2).value).toBe(r.sku);
      expect(row.getCell(3).value).toBe(r.title);
      expect(row.getCell(7).value).toBe(r.spots);
      expect(row.getCell(8).value).toBe(r.price);
      expect(row.getCell(8).numFmt).toBe(`"${r.currency}" #,##0.00`);
      expect(row.getCell(10).value).toEqual(new Date(`${range.from}T00:00:00Z`));
      expect(row.getCell(10).numFmt).toBe('dd/mm/yyyy');
      expect([row.getCell(12).value, row.getCell(13).value, row.getCell(14).value]).toEqual([r.free, r.held, r.busy]);
      expect(row.getCell(15).value).toBeCloseTo(r.busy / DAYS, 4);
    });
    const es = await as('manager').call(av.exportUnitsReport, { query: { ...slice, ids: String(grid[0]!.id) } });
    const spanish = new ExcelJS.Workbook();
    await spanish.xlsx.load(Buffer.from(await es.arrayBuffer()) as unknown as ArrayBuffer);
    expect(spanish.worksheets[0]!.getRow(4).getCell(8).value).toBe('Precio por día');
    expect(spanish.worksheets[0]!.rowCount).toBe(5);
    // a bad range is refused before anything is streamed
    expect(
      (await failure(as('manager').call(av.exportUnitsReport, { query: { from: '2026-12-01', to: '2026-11-01' } })))
        .status,
    ).toBe(422);
  });
});
