/**
 * A report as an Excel workbook (contract src/api/contract/reports/exports.ts; docs/reports.md "Exports"; issue 18
 * "Exports as real spreadsheets"), in the house style of server/handlers/contracts/contract-xlsx.ts: exceljs's
 * streaming `WorkbookWriter`, each row committed (serialised into the zip stream and let go) as soon as it is
 * written, so memory holds the report's JSON and the compressed bytes, never a second copy of the sheet.
 *
 * Layout of its one sheet (`REPORT_HEADER_ROW` fixes where the table starts, for readers and tests):
 * 1. the title (bold);
 * 2. the period: label, then the `from` and `to` dates (date cells) or "All dates";
 * 3. the currency: label, then the ISO code (or "None");
 * 4. blank;
 * 5. the header row in the caller's language (bold, frozen);
 * 6… one row per report row, typed by its column: text as strings; `number` whole numbers (`0`); `money` numbers in
 *    a format naming the currency (`"MXN" #,##0.00`; a table without one currency uses each row's `currency` cell,
 *    else `#,##0.00`); `date` dates shown `dd/mm/yyyy` (spec §9); `month` the month's first day shown `mm/yyyy`;
 *    `percent` the fraction (12.5 % → 0.125) shown `0.00%`; null cells empty;
 * then the totals row (bold, "Totals" in the first column) with the report's `totals`, and one more per currency
 * when the caller passes `subtotals` (the contracts report: one total per contract currency).
 * Server-only: exceljs is never imported from src/.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale } from '#src/api/contract/common.ts';
import type { ReportColumn, ReportTable } from '#src/api/contract/reports/shapes.ts';
import { EXPORT_ROW_LIMIT } from '#src/api/contract/reports/exports.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import { moneyFormat, sharedFormats } from '../contracts/contract-xlsx.ts';
import { streamedXlsxResponse } from '../file-types.ts';

/** The row of the header (1-based); the report's rows follow it. */
export const REPORT_HEADER_ROW = 5;
const DATE_FORMAT = 'dd/mm/yyyy';
const MONTH_FORMAT = 'mm/yyyy';
const PERCENT_FORMAT = '0.00%';

/** `YYYY-MM-DD` → a Date at UTC midnight (exceljs writes dates as UTC serial days). */
const excelDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The value a cell of `column` holds for report value `value` (module doc). */
export function cellValue(column: ReportColumn, value: string | number | null | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'date':
      return excelDate(String(value));
    case 'month':
      return excelDate(`${String(value)}-01`);
    case 'percent':
      return Number(value) / 100;
    case 'number':
    case 'money':
      return Number(value);
    default:
      return String(value);
  }
}

/** The number format of a cell of `column` (module doc); undefined for text. */
function formatOf(column: ReportColumn, currency: string | null): string | undefined {
  switch (column.type) {
    case 'date':
      return DATE_FORMAT;
    case 'month':
      return MONTH_FORMAT;
    case 'percent':
      return PERCENT_FORMAT;
    case 'number':
      return '0';
    case 'money':
      return moneyFormat(currency);
    default:
      return undefined;
  }
}

/** Column width (characters) by type, at least the header's length. */
const widthOf = (c: ReportColumn) =>
  Math.max(c.label.length + 2, c.type === 'text' ? 28 : c.type === 'money' ? 18 : 12);

/** Extra totals rows after the totals (label and values by column key), e.g. one per currency. */
export type Subtotals = { label: string; currency: string | null; values: Record<string, number | null> }[];

/**
 * Writes the workbook into `out` (ended when the workbook is complete).
 * @param table the report, as its JSON call answers it
 * @param locale the language of the fixed words (title and labels come with the table)
 * @param now when it is generated (the workbook's creation date)
 * @param subtotals extra totals rows after the totals
 */
export async function writeReportXlsx(
  table: ReportTable,
  locale: Locale,
  now: Date,
  subtotals: Subtotals,
  out: PassThrough,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Pauta';
  book.created = now;
  const sheet = book.addWorksheet(msg(locale, 'reports.sheet'), {
    views: [{ state: 'frozen', ySplit: REPORT_HEADER_ROW }],
  });
  const columns = table.columns;
  sheet.columns = columns.map((c) => ({ width: widthOf(c) }));

  const title = sheet.addRow([table.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  const from = table.filter.from;
  const to = table.filter.to;
  const period = sheet.addRow([
    msg(locale, 'reports.period'),
    ...(from || to
      ? [from ? excelDate(String(from)) : null, to ? excelDate(String(to)) : null]
      : [msg(locale, 'reports.all_dates')]),
  ]);
  period.getCell(1).font = { bold: true };
  period.getCell(2).numFmt = DATE_FORMAT;
  period.getCell(3).numFmt = DATE_FORMAT;
  period.commit();
  const currency = sheet.addRow([msg(locale, 'reports.currency'), table.currency ?? msg(locale, 'reports.none')]);
  currency.getCell(1).font = { bold: true };
  currency.commit();
  sheet.addRow([]).commit();

  const header = sheet.addRow(columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();

  const rowCurrency = (r: Record<string, string | number | null>) =>
    table.currency ?? (typeof r.currency === 'string' ? r.currency : null);
  const format = sharedFormats();
  for (const r of table.rows) {
    const row = sheet.addRow(columns.map((c) => cellValue(c, r[c.key])));
    format(
      row,
      columns.map((c) => formatOf(c, rowCurrency(r))),
    );
    row.commit();
  }

  const totalsRow = (label: string, values: Record<string, number | null>, money: string | null) => {
    const row = sheet.addRow(columns.map((c, i) => (i === 0 ? label : cellValue(c, values[c.key]))));
    row.font = { bold: true };
    columns.forEach((c, i) => {
      const fmt = i === 0 ? undefined : formatOf(c, money);
      if (fmt) row.getCell(i + 1).numFmt = fmt;
    });
    row.commit();
  };
  totalsRow(msg(locale, 'reports.totals'), table.totals, table.currency);
  for (const s of subtotals) totalsRow(s.label, s.values, s.currency);
  sheet.commit();
  await book.commit();
}

/**
 * The workbook's bytes in one buffer (writeReportXlsx), for files the server keeps (the agency export).
 * @returns the .xlsx bytes
 */
export async function renderReportXlsx(
  table: ReportTable,
  locale: Locale,
  now: Date,
  subtotals: Subtotals = [],
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeReportXlsx(table, locale, now, subtotals, out);
  await finished;
  return Buffer.concat(chunks);
}

/** Refuses a report too large to export (422 under `filter`: narrow it). */
function checkExportable(table: ReportTable, locale: Locale): void {
  if (table.rows.length > EXPORT_ROW_LIMIT) {
    const text = msg(locale, 'reports.export_too_large', { rows: table.rows.length, limit: EXPORT_ROW_LIMIT });
    throw validationError(text, { filter: [text] });
  }
}

/**
 * The .xlsx of `table` as a **streamed** file answer: each row is compressed and sent as it is written, so the
 * server never holds the file (issue 18 "Large exports stream (constant memory)"). Attachment `fileName`, nosniff, a
 * sandboxing CSP, `Cache-Control: private, no-store`. A failure after the headers went out ends the body with an
 * error — the download fails rather than saving a truncated file — and is logged.
 * @throws HttpError 422 over EXPORT_ROW_LIMIT rows, before anything is sent
 */
export function streamedWorkbook(
  table: ReportTable,
  locale: Locale,
  now: Date,
  fileName: string,
  log: (line: string) => void,
  subtotals: Subtotals = [],
): Response {
  checkExportable(table, locale);
  const out = new PassThrough();
  writeReportXlsx(table, locale, now, subtotals, out).catch((error: unknown) => {
    log(`report export failed: ${error instanceof Error ? error.message : String(error)}`);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return streamedXlsxResponse(out, fileName);
}

/**
 * The .xlsx of `table` (`renderReportXlsx`), or a clear error — never an empty or missing file.
 * @throws HttpError 422 over EXPORT_ROW_LIMIT rows (under `filter`: narrow it); 500 `export_failed` when the workbook
 * cannot be written
 */
export async function workbookOf(
  table: ReportTable,
  locale: Locale,
  now: Date,
  subtotals?: Subtotals,
): Promise<Buffer> {
  checkExportable(table, locale);
  try {
    return await renderReportXlsx(table, locale, now, subtotals);
  } catch {
    throw new HttpError(500, 'export_failed', msg(locale, 'reports.export_failed'));
  }
}
