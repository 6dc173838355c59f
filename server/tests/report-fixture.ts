/**
 * Helpers of the report tests (reports*.test.ts): reading the seeded database directly, checking that a report's
 * totals are the sums of its rows, and reading a report spreadsheet back with exceljs to compare it cell by cell
 * with the report's JSON (server/handlers/reports/xlsx.ts layout).
 */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { SQL } from 'drizzle-orm';
import type { ReportTable } from '#src/api/contract/reports/shapes.ts';
import { contractLineMinor, fromMinor, toMinor } from '#src/domain/contract-rules.ts';
import { REPORT_HEADER_ROW } from '../handlers/reports/xlsx.ts';
import type { TestServer } from '../test-support.ts';

/** Rows of a raw query on the test server's database. */
export async function query<T = Record<string, unknown>>(s: TestServer, q: SQL): Promise<T[]> {
  return ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** A campaign line as the database holds it, with what the reports need to recompute it. */
export interface LineRow {
  campaign_id: number;
  client_id: number;
  status: string;
  contract_status: string | null;
  owner_id: number | null;
  currency: string;
  media_type_id: number;
  provider_id: number;
  start_date: string;
  end_date: string;
  price: string;
  print_price: string;
  spots_used: number;
}

/** The line's total in centavos, as src/domain/contract-rules.ts prices it. */
export const lineMinor = (l: LineRow) =>
  contractLineMinor({
    start_date: l.start_date,
    end_date: l.end_date,
    price: Number(l.price),
    print_price: Number(l.print_price),
    spots: l.spots_used,
  });

/** True when a line is sold (its contract approved, billed or renewed). */
export const isSold = (l: LineRow) => ['approved', 'billed', 'renewed'].includes(l.contract_status ?? '');

/**
 * Checks that each summed column's total is the sum of its rows (money added in centavos).
 */
export function expectTotalsAreSums(table: ReportTable) {
  for (const c of table.columns.filter((col) => col.summed)) {
    const sum =
      c.type === 'money'
        ? fromMinor(table.rows.reduce((s, r) => s + toMinor(Number(r[c.key] ?? 0)), 0))
        : table.rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0);
    expect(table.totals[c.key], `${table.kind}.${c.key}`).toBe(sum);
  }
}

/** Sum of a money column of a table, in centavos. */
export const columnMinor = (table: ReportTable, key: string) =>
  table.rows.reduce((s, r) => s + toMinor(Number(r[key] ?? 0)), 0);

/** The first sheet of an .xlsx. */
export async function readSheet(bytes: Uint8Array | ArrayBuffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as ArrayBuffer);
  return book.worksheets[0]!;
}

/** A cell as the report's JSON would say it (dates back to YYYY-MM-DD or YYYY-MM, fractions back to percent). */
function asJson(cell: ExcelJS.Cell, type: string): string | number | null {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return type === 'month' ? v.toISOString().slice(0, 7) : v.toISOString().slice(0, 10);
  if (type === 'percent') return Math.round(Number(v) * 10_000) / 100;
  return v as string | number;
}

/**
 * Compares a report spreadsheet with its JSON, cell by cell: the title, the header (labels), every row (typed:
 * numbers as numbers, dates as dates in dd/mm/yyyy, months in mm/yyyy, percentages as fractions in 0.00%, money in
 * a format naming the currency), and the totals row.
 */
export function expectSheetMatches(sheet: ExcelJS.Worksheet, table: ReportTable) {
  expect(sheet.getCell('A1').value).toBe(table.title);
  const header = sheet.getRow(REPORT_HEADER_ROW);
  table.columns.forEach((c, i) => expect(header.getCell(i + 1).value).toBe(c.label));
  table.rows.forEach((r, n) => {
    const row = sheet.getRow(REPORT_HEADER_ROW + 1 + n);
    table.columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      expect(asJson(cell, c.type), `row ${n} ${c.key}`).toEqual(r[c.key] ?? null);
      if (r[c.key] === null || r[c.key] === undefined) return;
      if (c.type === 'text') expect(typeof cell.value).toBe('string');
      if (c.type === 'number' || c.type === 'money' || c.type === 'percent') expect(typeof cell.value).toBe('number');
      if (c.type === 'date') expect([cell.value instanceof Date, cell.numFmt]).toEqual([true, 'dd/mm/yyyy']);
      if (c.type === 'month') expect([cell.value instanceof Date, cell.numFmt]).toEqual([true, 'mm/yyyy']);
      if (c.type === 'percent') expect(cell.numFmt).toBe('0.00%');
      const currency = table.currency ?? (r.currency as string | null);
      if (c.type === 'money') expect(cell.numFmt).toBe(currency ? `"${currency}" #,##0.00` : '#,##0.00');
    });
  });
  const totals = sheet.getRow(REPORT_HEADER_ROW + 1 + table.rows.length);
  expect(typeof totals.getCell(1).value).toBe('string');
  table.columns.forEach((c, i) => {
    if (i === 0 || !(c.key in table.totals)) return;
    expect(asJson(totals.getCell(i + 1), c.type), `totals ${c.key}`).toEqual(table.totals[c.key]);
  });
}
