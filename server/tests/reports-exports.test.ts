/**
 * Report spreadsheets on the reference server (api-catalogue.md "Reports": exports, the agency export, the contract
 * and route reports; issue 18 "Exports as real spreadsheets"; docs/reports.md "Exports"): each is a genuine .xlsx,
 * opened here with exceljs and compared cell by cell with the JSON report of the same filter and language; an export
 * that cannot be made answers an error with the server's message (never null, the investment one included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reports as r } from '#src/api/contract/index.ts';
import type { ReportFilterInput, ReportTable } from '#src/api/contract/reports/shapes.ts';
import { EXPORT_KINDS } from '#src/domain/report-rules.ts';
import { HttpError } from '../http/errors.ts';
import { REPORT_HEADER_ROW, workbookOf } from '../handlers/reports/xlsx.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import {
  expectSheetMatches,
  expectTotalsAreSums,
  lineMinor,
  query,
  readSheet,
  type LineRow,
} from './report-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A request as the browser sends it: status, headers and bytes. */
async function request(role: string, path: string, init: { method?: string; body?: unknown; locale?: string } = {}) {
  const res = await s.app.request(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${tokens[role]}`,
      'accept-language': init.locale ?? 'es',
      'content-type': 'application/json',
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The JSON report a kind answers for `body` (the export writes the same table). */
async function jsonOf(kind: string, body: ReportFilterInput, role: string, locale: 'es' | 'en'): Promise<ReportTable> {
  const { res, bytes } = await request(role, `/reports/${kind}`, { method: 'POST', body, locale });
  expect(res.status).toBe(200);
  return (JSON.parse(Buffer.from(bytes).toString('utf8')) as { data: ReportTable }).data;
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('report exports', () => {
  it('writes each export as an .xlsx holding exactly its report, cell by cell, in both languages', async () => {
    for (const [path, kind] of Object.entries(EXPORT_KINDS)) {
      for (const locale of ['es', 'en'] as const) {
        const body = path === 'generated_income' ? { from: '2026-10-01', to: '2026-12-31' } : {};
        const { res, bytes } = await request('manager', `/reports/${path}/export`, { method: 'POST', body, locale });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toBe(XLSX);
        expect(res.headers.get('content-disposition')).toMatch(
          new RegExp(`attachment; filename="${path}-\\d{4}-\\d\\d-\\d\\d\\.xlsx"`),
        );
        const table = await jsonOf(kind, body, 'manager', locale);
        expect(table.rows.length, path).toBeGreaterThan(0);
        expectSheetMatches(await readSheet(bytes), table);
      }
    }
  });

  it('shows the period and the currency above the table, and freezes the header', async () => {
    const { bytes } = await request('manager', '/reports/generated_income/export', {
      method: 'POST',
      body: { from: '2026-10-01', to: '2026-12-31', currency: 'MXN' },
      locale: 'en',
    });
    const sheet = await readSheet(bytes);
    expect([sheet.getCell('A2').value, sheet.getCell('B2').value, sheet.getCell('C2').value]).toEqual([
      'Period',
      new Date('2026-10-01T00:00:00Z'),
      new Date('2026-12-31T00:00:00Z'),
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('dd/mm/yyyy');
    expect([sheet.getCell('A3').value, sheet.getCell('B3').value]).toEqual(['Currency', 'MXN']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: REPORT_HEADER_ROW });
    expect(sheet.getRow(REPORT_HEADER_ROW).getCell(1).value).toBe('Month');
    // three months, then the totals row
    expect(sheet.getRow(REPORT_HEADER_ROW + 4).getCell(1).value).toBe('Totals');
    // through the app's client: a Blob
    const blob = await as('seller').call(r.exportClientSales, { body: {} });
    expect(blob.size).toBeGreaterThan(1000);
  });

  it('tells the user when an export cannot be made (the investment export too), never a silent null', async () => {
    const bad = await failure(
      as('manager', 'en').call(r.exportInvestmentByCampaign, { body: { from: '2026-12-01', to: '2026-01-01' } }),
    );
    expect([bad.status, bad.message]).toEqual([422, 'The end date cannot be before the start date.']);
    expect((await failure(as('technician').call(r.exportCampaigns, { body: {} }))).status).toBe(403);
    // too many rows: a 422 naming both counts
    const table = await jsonOf('campaigns', {}, 'manager', 'en');
    const huge = { ...table, rows: Array.from({ length: r.EXPORT_ROW_LIMIT + 1 }, () => table.rows[0]!) };
    const tooLarge = await workbookOf(huge, 'en', new Date()).catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(HttpError);
    expect([(tooLarge as HttpError).status, (tooLarge as HttpError).message]).toEqual([
      422,
      `The report has ${r.EXPORT_ROW_LIMIT + 1} rows and an export takes ${r.EXPORT_ROW_LIMIT}; narrow the filter.`,
    ]);
    // a workbook that cannot be written: a 500 with its own message
    const broken = await workbookOf({ ...table, rows: [null as never] }, 'es', new Date()).catch((e: unknown) => e);
    expect([(broken as HttpError).status, (broken as HttpError).message]).toEqual([
      500,
      'No se pudo generar la hoja de cálculo; vuelve a intentarlo.',
    ]);
  });

  it('answers agency sales, and with export: true stores the same table as the caller own .xlsx', async () => {
    // the demo agency buys a sold campaign (the seed gives it none)
    const [sold] = await query<{ id: number }>(
      s,
      sql`select c.id from campaigns c join contracts k on k.campaign_id = c.id and k.status = 'billed'
        where c.client_id = ${ids.client} order by c.id limit 1`,
    );
    await s.db.execute(sql`update campaigns set client_id = ${ids.agency} where id = ${sold!.id}`);
    const lines = await query<LineRow>(
      s,
      sql`select cu.start_date::text as start_date, cu.end_date::text as end_date, cu.price, cu.print_price, cu.spots_used
        from campaign_units cu join units u on u.id = cu.unit_id join countries co on co.id = u.country_id
        where cu.campaign_id = ${sold!.id} and co.currency = 'MXN'`,
    );
    const answer = await as('manager').call(r.agencySales, { body: { currency: 'MXN', export: true } });
    const [agency] = answer.data.rows;
    expect([agency!.rank, agency!.campaigns, agency!.units, agency!.share]).toEqual([1, 1, lines.length, 100]);
    expect(Math.round(Number(agency!.total) * 100)).toBe(lines.reduce((t, l) => t + lineMinor(l), 0));
    expectTotalsAreSums(answer.data);
    expect(answer.export).toMatchObject({ name: expect.stringMatching(/^agency_sales-.*\.xlsx$/) });
    const file = await request('manager', answer.export!.url.replace(/^\/api/, ''));
    expect([file.res.status, file.res.headers.get('content-type')]).toEqual([200, XLSX]);
    expectSheetMatches(await readSheet(file.bytes), answer.data);
    // the file is the caller's: another account cannot read it
    expect((await request('seller', answer.export!.url.replace(/^\/api/, ''))).res.status).toBe(404);
    // the agency sees itself
    const own = (await as('agency').call(r.agencySales, { body: {} })).data;
    expect(own.rows.map((x) => x.agency)).toEqual([agency!.agency]);
    expect(answer.export === undefined).toBe(false);
    expect((await as('agency').call(r.agencySales, { body: {} })).export).toBeUndefined();
  });
});

describe('contracts and routes reports', () => {
  it('lists every contract the caller reaches with its total in its currency, and a total per currency', async () => {
    const { res, bytes } = await request('administrator', '/contracts/export-report-xlxs?locale=en');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, XLSX]);
    const sheet = await readSheet(bytes);
    expect(sheet.getCell('A1').value).toBe('Contracts report');
    const header = (sheet.getRow(REPORT_HEADER_ROW).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Contract',
      'Reference',
      'Campaign',
      'Client',
      'Owner',
      'Status',
      'Start',
      'End',
      'Units',
      'Total amount',
      'Currency',
    ]);
    const contracts = await query<{ id: number; campaign_id: number; client_id: number }>(
      s,
      sql`select k.id, k.campaign_id, c.client_id from contracts k join campaigns c on c.id = k.campaign_id
        where c.deleted_at is null order by k.id`,
    );
    const costs = await query<{ contract_id: number; amount: string }>(
      s,
      sql`select contract_id, amount from contract_costs`,
    );
    const lines = await query<LineRow>(
      s,
      sql`select campaign_id, start_date::text as start_date, end_date::text as end_date, price, print_price, spots_used from campaign_units`,
    );
    const expected = (k: { id: number; campaign_id: number }) =>
      lines.filter((l) => l.campaign_id === k.campaign_id).reduce((t, l) => t + lineMinor(l), 0) +
      costs.filter((c) => c.contract_id === k.id).reduce((t, c) => t + Math.round(Number(c.amount) * 100), 0);
    const byCurrency = new Map<string, number>();
    contracts.forEach((k, i) => {
      const row = sheet.getRow(REPORT_HEADER_ROW + 1 + i);
      expect(row.getCell(1).value).toBe(k.id);
      expect(Math.round(Number(row.getCell(10).value) * 100), `contract ${k.id}`).toBe(expected(k));
      const currency = String(row.getCell(11).value ?? '');
      expect(row.getCell(10).numFmt).toBe(currency ? `"${currency}" #,##0.00` : '#,##0.00');
      expect(row.getCell(7).numFmt).toBe('dd/mm/yyyy');
      byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + expected(k));
    });
    // the totals row (units), then a total per currency
    const after = REPORT_HEADER_ROW + 1 + contracts.length;
    expect(sheet.getRow(after).getCell(1).value).toBe('Totals');
    const subtotals = new Map<string, number>();
    for (let n = after + 1; sheet.getRow(n).getCell(1).value; n++) {
      const label = String(sheet.getRow(n).getCell(1).value);
      subtotals.set(
        label.replace('Totals ', '').replace('None', ''),
        Math.round(Number(sheet.getRow(n).getCell(10).value) * 100),
      );
    }
    expect(subtotals).toEqual(byCurrency);
    // a client reaches its own contracts only
    const mine = await readSheet((await request('client', '/contracts/export-report-xlxs')).bytes);
    const own = contracts.filter((k) => k.client_id === ids.client).length;
    expect(mine.getRow(REPORT_HEADER_ROW + 1 + own).getCell(1).value).toBe('Totales');
    // filtered by status; refused without browse_contracts
    const billed = await readSheet(
      (await request('manager', '/contracts/export-report-xlxs?status=billed&locale=en')).bytes,
    );
    expect(billed.getRow(REPORT_HEADER_ROW + 1).getCell(6).value).toBe('Billed');
    expect((await request('technician', '/contracts/export-report-xlxs')).res.status).toBe(403);
  });

  it('lists every route the caller reaches with its stops, a technician only its own', async () => {
    const { res, bytes } = await request('operations', '/routes/export-route-report-xlxs?locale=en');
    expect(res.status).toBe(200);
    const sheet = await readSheet(bytes);
    const [counts] = await query<{ routes: string; stops: string }>(
      s,
      sql`select count(distinct r.id) as routes, count(s.order_job_item_id) as stops from routes r
        join order_jobs j on j.id = r.order_job_id and j.deleted_at is null left join route_stops s on s.route_id = r.id
        where r.deleted_at is null`,
    );
    const totals = sheet.getRow(REPORT_HEADER_ROW + 1 + Number(counts!.routes));
    expect([totals.getCell(1).value, totals.getCell(8).value]).toEqual(['Totals', Number(counts!.stops)]);
    expect(sheet.getRow(REPORT_HEADER_ROW + 1).getCell(2).numFmt).toBe('dd/mm/yyyy');
    const [own] = await query<{ n: string }>(
      s,
      sql`select count(*) as n from routes r join order_jobs j on j.id = r.order_job_id and j.deleted_at is null
        where r.deleted_at is null and coalesce(r.technician_id, j.technician_id) = ${ids.technician}`,
    );
    const mine = await readSheet((await request('technician', '/routes/export-route-report-xlxs')).bytes);
    expect(mine.getRow(REPORT_HEADER_ROW + 1 + Number(own!.n)).getCell(1).value).toBe('Totales');
    const blob = await as('technician').call(r.routesReport, { query: { status: 'finished', from: '2026-01-01' } });
    expect(blob.size).toBeGreaterThan(1000);
    expect((await request('client', '/routes/export-route-report-xlxs')).res.status).toBe(403);
  });
});
