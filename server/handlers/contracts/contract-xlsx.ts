/**
 * The technical sheet of a contract as an Excel workbook (GET /contracts/{id}/download-technical-sheet-excel;
 * api-catalogue.md "Contracts" file downloads; product.md §3 "Contract: … technical sheet"; issue 17), built with
 * exceljs's streaming `WorkbookWriter`: each row is committed (serialised into the zip stream and let go) as soon as
 * it is written, so a contract of thousands of units is written in bounded memory — only the compressed bytes are
 * kept, to answer them (a 1,000-unit sheet is some 93 KiB; `npm run bench`, scripts/bench-contract-sheet.ts).
 *
 * Layout of its one sheet (words in the document's language, server/i18n/contract-work.ts):
 * - a title row ("Technical sheet — Contract 12"), then label/value rows: contract (a number), campaign, client,
 *   owner, status, reference, currency, period (two date cells);
 * - a blank row, the header row (frozen), then one row per unit, typed: unit title, sku, media type, city (text);
 *   start and end (dates shown DD/MM/YYYY, spec §9); days and spots (whole numbers); price per day, print price
 *   and total (numbers in a format naming the contract's currency, e.g. `"MXN" #,##0.00`; without one currency,
 *   `#,##0.00`);
 * - the totals: when the contract has other costs, a units subtotal and an other-costs row; always a total row
 *   equal to the contract's total. Amounts are summed in centavos (src/domain/contract-rules.ts), written as pesos.
 * Server-only: exceljs is never imported from src/.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromMinor } from '#src/domain/contract-rules.ts';
import type { ContractDocument } from './contract-document-data.ts';

/** Column widths (characters), in column order. */
const WIDTHS = [38, 16, 22, 20, 12, 12, 8, 16, 16, 8, 18];
const DATE_FORMAT = 'dd/mm/yyyy';

/** A number format showing pesos with 2 decimals and the currency's ISO code (none when it has none). */
export function moneyFormat(currency: string | null): string {
  return currency && /^[A-Z]{3}$/.test(currency) ? `"${currency}" #,##0.00` : '#,##0.00';
}

/**
 * Gives a row's cells their number formats as style objects shared across the sheet: exceljs files a style it
 * has seen by identity (a WeakMap), instead of serialising each cell's own copy to find its twin — on a large
 * sheet that search was most of the writing (issue 21: the contracts report, 3,256 rows on the 10× seed,
 * 333 → 188 ms). The shared styles are only ever assigned, never changed; a cell without a format gets the
 * shared empty style, so set a row's font on its own rows (titles, totals) only.
 * @returns `(row, formats)`: `formats[i]` is the number format of cell i + 1 (undefined: none)
 */
export function sharedFormats(): (row: ExcelJS.Row, formats: readonly (string | undefined)[]) => void {
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  const plain: Partial<ExcelJS.Style> = {};
  const styleOf = (format: string | undefined) => {
    if (!format) return plain;
    let style = styles.get(format);
    if (!style) styles.set(format, (style = { numFmt: format }));
    return style;
  };
  return (row, formats) => {
    formats.forEach((format, i) => {
      row.getCell(i + 1).style = styleOf(format);
    });
  };
}

/** `YYYY-MM-DD` → a Date at UTC midnight (exceljs writes dates as UTC serial days). */
const excelDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Writes the workbook.
 * @param doc the contract to print (contract-document-data.ts)
 * @param now when it is generated (the workbook's creation date)
 * @returns the .xlsx bytes
 */
export async function renderTechnicalSheetXlsx(doc: ContractDocument, now: Date): Promise<Buffer> {
  const { contract: c, words: w } = doc;
  const money = moneyFormat(c.currency);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Pauta';
  book.created = now;
  /** Rows above the units: the title, 8 label rows, a blank row and the header (frozen). */
  const headerRow = 11;
  const sheet = book.addWorksheet(w.sheetName, { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.columns = WIDTHS.map((width) => ({ width }));

  const title = sheet.addRow([`${w.technicalSheet} — ${w.contract} ${c.id}`]);
  title.font = { bold: true, size: 14 };
  title.commit();
  const label = (name: string, ...values: (string | number | Date | null)[]) => {
    const row = sheet.addRow([name, ...values]);
    row.getCell(1).font = { bold: true };
    return row;
  };
  label(w.contract, c.id).commit();
  label(w.campaign, c.name).commit();
  label(w.client, c.client_name).commit();
  label(w.owner, c.owner_name ?? w.none).commit();
  label(w.status, doc.statusName).commit();
  label(w.reference, c.reference || w.none).commit();
  label(w.currency, c.currency ?? w.none).commit();
  const period = label(
    w.period,
    c.start_date ? excelDate(c.start_date) : w.none,
    c.end_date ? excelDate(c.end_date) : w.none,
  );
  period.getCell(2).numFmt = DATE_FORMAT;
  period.getCell(3).numFmt = DATE_FORMAT;
  period.commit();
  sheet.addRow([]).commit();

  const header = sheet.addRow([
    w.unit,
    w.sku,
    w.mediaType,
    w.city,
    w.start,
    w.end,
    w.days,
    w.pricePerDay,
    w.printPrice,
    w.spots,
    w.total,
  ]);
  header.font = { bold: true };
  header.commit();

  const format = sharedFormats();
  for (const u of doc.units) {
    const row = sheet.addRow([
      u.title,
      u.sku,
      u.media_type,
      u.city,
      excelDate(u.start_date),
      excelDate(u.end_date),
      u.days,
      u.price,
      u.print_price,
      u.spots,
      u.total,
    ]);
    format(row, [undefined, undefined, undefined, undefined, DATE_FORMAT, DATE_FORMAT, '0', money, money, '0', money]);
    row.commit();
  }

  const totalRow = (name: string, minor: number) => {
    const row = sheet.addRow([name, ...Array<null>(9).fill(null), fromMinor(minor)]);
    row.font = { bold: true };
    row.getCell(11).numFmt = money;
    row.commit();
  };
  if (doc.otherMinor !== 0) {
    totalRow(w.unitsSubtotal, doc.unitsMinor);
    totalRow(w.otherCosts, doc.otherMinor);
  }
  totalRow(w.total, doc.unitsMinor + doc.otherMinor);
  sheet.commit();
  await book.commit();
  await finished;
  return Buffer.concat(chunks);
}
