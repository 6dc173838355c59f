/**
 * The units report (GET /availability/export-units-report; contract src/api/contract/availability-views.ts
 * `exportUnitsReport`; api-catalogue.md "Availability"; issue 18 "Exports as real spreadsheets") as a genuine .xlsx
 * written with exceljs's streaming `WorkbookWriter` in the house style of contracts/contract-xlsx.ts, and streamed
 * to the caller as it is written: units are read 500 at a time (keyset on title, id), each batch's grid rows
 * (grid.ts `gridRows`, the numbers `unit-print` answers) are committed to the zip stream and let go, so memory stays
 * bounded whatever the number of units.
 *
 * Layout of its one sheet (words in the document's language, server/i18n/boards.ts):
 * - a title row ("Units report"), a row with the range (two date cells), a blank row;
 * - the header row (row 4, frozen), then one typed row per unit: id, SKU, title, media type, provider, city
 *   (text, id and spots as whole numbers); price per day (a number format naming the unit's currency, e.g.
 *   `"MXN" #,##0.00`), currency; from, to (dates shown dd/mm/yyyy); free, held and busy days (whole numbers);
 *   occupancy (busy / days, a fraction shown `0.00%`).
 * Errors while streaming (after the headers went out) end the stream with an error and are logged.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Locale } from '#src/api/contract/common.ts';
import { occupancyPercent } from '#src/domain/dashboard-rules.ts';
import type { Db } from '#server/db/client.ts';
import { units } from '#server/db/schema.ts';
import { BOARD_WORDS } from '#server/i18n/boards.ts';
import { moneyFormat, sharedFormats } from '../contracts/contract-xlsx.ts';
import { streamedXlsxResponse } from '../file-types.ts';
import { gridRows, unitRows, type ViewScope } from './grid.ts';

const DATE_FORMAT = 'dd/mm/yyyy';
const WIDTHS = [8, 16, 38, 20, 24, 20, 8, 16, 9, 12, 12, 10, 10, 10, 11];
/** Units read and written per batch. */
const BATCH = 500;
/** The header row's number (title, range, blank row above it). */
export const UNITS_REPORT_HEADER_ROW = 4;

/** `YYYY-MM-DD` → a Date at UTC midnight (exceljs writes dates as UTC serial days). */
const excelDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Writes the workbook into `out` (module doc). */
async function write(db: Db, s: ViewScope, locale: Locale, now: Date, out: PassThrough): Promise<void> {
  const w = BOARD_WORDS[locale];
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Pauta';
  book.created = now;
  const sheet = book.addWorksheet(w.unitsSheet, { views: [{ state: 'frozen', ySplit: UNITS_REPORT_HEADER_ROW }] });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const title = sheet.addRow([w.unitsReport]);
  title.font = { bold: true, size: 14 };
  title.commit();
  const range = sheet.addRow([w.period, excelDate(s.from), excelDate(s.to)]);
  range.getCell(1).font = { bold: true };
  range.getCell(2).numFmt = DATE_FORMAT;
  range.getCell(3).numFmt = DATE_FORMAT;
  range.commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow([
    w.id,
    w.sku,
    w.title,
    w.mediaType,
    w.provider,
    w.city,
    w.spots,
    w.pricePerDay,
    w.currency,
    w.from,
    w.to,
    w.freeDays,
    w.heldDays,
    w.busyDays,
    w.occupancy,
  ]);
  header.font = { bold: true };
  header.commit();

  const format = sharedFormats();
  let last: { title: string; id: number } | null = null;
  for (;;) {
    const where = last ? [...s.where, sql`(${units.title}, ${units.id}) > (${last.title}, ${last.id})`] : s.where;
    const batch = await unitRows(db, where, BATCH);
    if (!batch.length) break;
    for (const r of await gridRows(db, s, batch, locale)) {
      const row = sheet.addRow([
        r.id,
        r.sku,
        r.title,
        r.media_type.name,
        r.provider.name,
        r.city,
        r.spots,
        r.price,
        r.currency,
        excelDate(s.from),
        excelDate(s.to),
        r.free,
        r.held,
        r.busy,
        occupancyPercent(r.busy, s.days) / 100,
      ]);
      // prettier-ignore
      format(row, ['0', undefined, undefined, undefined, undefined, undefined, '0', moneyFormat(r.currency), undefined,
        DATE_FORMAT, DATE_FORMAT, '0', '0', '0', '0.00%']);
      row.commit();
    }
    const tail = batch[batch.length - 1]!;
    last = { title: tail.u.title, id: tail.u.id };
    if (batch.length < BATCH) break;
  }
  sheet.commit();
  await book.commit();
}

/** `reporte-unidades-2026-11-01-2026-11-30.xlsx` / `units-report-…`. */
const fileName = (locale: Locale, s: ViewScope) =>
  `${locale === 'es' ? 'reporte-unidades' : 'units-report'}-${s.from}-${s.to}.xlsx`;

/**
 * The units report as a streamed file answer: attachment, the .xlsx type (the server wrote the bytes), nosniff, a
 * sandboxing CSP, `Cache-Control: private, no-store` (availability changes at any time).
 * @param log where a failure while streaming is reported
 */
export function unitsReportResponse(
  db: Db,
  s: ViewScope,
  locale: Locale,
  now: Date,
  log: (line: string) => void,
): Response {
  const out = new PassThrough();
  write(db, s, locale, now, out).catch((error: unknown) => {
    log(`units report failed: ${error instanceof Error ? error.message : String(error)}`);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const name = fileName(locale, s);
  return streamedXlsxResponse(out, name);
}
