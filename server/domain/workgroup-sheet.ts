/**
 * The workgroups' spreadsheets, read and written (contract src/api/contract/workgroup-transfer.ts, whose module doc
 * states the file rules; issue 19). No database access.
 *
 * - `readSheet(bytes)` types a file by its bytes and reads its rows as text: a zip that `file-type` names an .xlsx is
 *   read with exceljs (first sheet; its declared unzipped size must stay under MAX_UNZIPPED_BYTES, checked from the
 *   zip directory with fflate before anything is inflated); valid UTF-8 text that is not markup is CSV (csv-parse,
 *   comma or semicolon from the header line, BOM dropped). Anything else, an empty file, a missing required column,
 *   no rows or over MAX_SHEET_ROWS rows is a refusal of the whole file (`{ ok: false, key, vars }`).
 * - Columns are recognised by key (`email`, `member_email`…) or by their exported label in either language, case
 *   and spaces ignored (`columnKey`); a leading `'` put there by the formula guard is dropped.
 * - `csvText` / `writeSheetXlsx` write a file, `sheetResponse` answers it (a CSV whole, an .xlsx streamed); `guarded` prefixes `'` to a text starting with = + - @, a tab or a
 *   CR (formula injection), in both formats.
 * Row numbers count data rows from 1 (the header is row 0).
 */
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import type { Locale } from '#src/api/contract/common.ts';
import { MAX_SHEET_ROWS } from '#src/api/contract/workgroup-transfer.ts';
import { formatBytes, type MessageKey } from '../i18n.ts';
import { detectType, streamedXlsxResponse, XLSX_MIME } from '../handlers/file-types.ts';
import type { SheetFormat } from '#src/api/contract/workgroup-transfer.ts';

/** Largest declared unzipped size of an .xlsx taken (a zip bomb is refused before inflating). */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

/** Column names of the files, by key (kept out of MESSAGES: some read the same in both languages). */
export const SHEET_WORDS = {
  id: { es: 'ID', en: 'ID' },
  name: { es: 'Nombre', en: 'Name' },
  email: { es: 'Correo', en: 'Email' },
  phone: { es: 'Teléfono', en: 'Phone' },
  company: { es: 'Empresa', en: 'Company' },
  member_email: { es: 'Correo del miembro asignado', en: 'Assigned member email' },
  added_at: { es: 'Agregado el', en: 'Added at' },
  role: { es: 'Rol', en: 'Role' },
  permissions: { es: 'Permisos', en: 'Permissions' },
  clients_count: { es: 'Clientes', en: 'Clients count' },
  joined_at: { es: 'Se unió el', en: 'Joined at' },
  clients: { es: 'Clientes', en: 'Clients' },
  members: { es: 'Miembros', en: 'Members' },
} as const satisfies Record<string, Record<Locale, string>>;
export type SheetColumn = Exclude<keyof typeof SHEET_WORDS, 'clients' | 'members'>;

const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
const byLabel = new Map<string, SheetColumn>();
for (const [key, words] of Object.entries(SHEET_WORDS) as [SheetColumn, Record<Locale, string>][]) {
  if (key === ('clients' as string) || key === ('members' as string)) continue;
  byLabel.set(squash(key), key);
  for (const w of Object.values(words)) byLabel.set(squash(w), key);
}
// "Clientes" names the clients count in the members file.
byLabel.set(squash(SHEET_WORDS.clients.es), 'clients_count');

/** The column key a header cell names (module doc), or undefined. */
export const columnKey = (header: string): SheetColumn | undefined => byLabel.get(squash(header));

/** A data row: its number (1 = first under the header) and its cells by column key (trimmed; blanks left out). */
export interface SheetRow {
  row: number;
  cells: Partial<Record<SheetColumn, string>>;
}
export type SheetRead =
  | { ok: true; columns: ReadonlySet<SheetColumn>; rows: SheetRow[] }
  | { ok: false; key: MessageKey; vars?: Record<string, string | number> };

const refuse = (key: MessageKey, vars?: Record<string, string | number>): SheetRead => ({ ok: false, key, vars });

/** Drops the formula guard's `'` (module doc). */
const unguarded = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

/** The text of an exceljs cell value (rich text, hyperlinks and formula results included). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/** The first sheet's rows as text, header first. @throws when exceljs cannot read it */
async function xlsxRecords(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const records: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    records.push(Array.from(cells, (c) => c ?? ''));
  });
  return records;
}

/** The declared unzipped size of a zip (its directory; nothing is inflated). @throws on a broken zip */
function unzippedSize(bytes: Uint8Array): number {
  let total = 0;
  unzipSync(bytes, {
    filter: (file) => {
      total += file.originalSize;
      return false;
    },
  });
  return total;
}

/** CSV text as records (comma or semicolon, from the header line). @throws csv-parse's error on a malformed file */
function csvRecords(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads an import file (module doc). `required` are the columns that must be in the header.
 * @returns the rows, or why the file is refused as a whole (a `MESSAGES` key and its values)
 */
export async function readSheet(bytes: Uint8Array, required: readonly SheetColumn[]): Promise<SheetRead> {
  if (bytes.byteLength === 0) return refuse('transfer.empty');
  let records: string[][];
  if (ZIP.every((b, i) => bytes[i] === b)) {
    if ((await detectType(bytes))?.mime !== XLSX_MIME) return refuse('transfer.not_sheet');
    try {
      if (unzippedSize(bytes) > MAX_UNZIPPED_BYTES)
        return refuse('transfer.too_big_unzipped', { max: formatBytes(MAX_UNZIPPED_BYTES) });
      records = await xlsxRecords(bytes);
    } catch (e) {
      return refuse('transfer.unreadable', { reason: e instanceof Error ? e.message.split('\n')[0]! : String(e) });
    }
  } else {
    if (bytes.includes(0) || (await detectType(bytes))) return refuse('transfer.not_sheet');
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      return refuse('transfer.not_sheet');
    }
    if (/^\s*</.test(text)) return refuse('transfer.not_sheet');
    try {
      records = csvRecords(text);
    } catch (e) {
      return refuse('transfer.unreadable', { reason: e instanceof Error ? e.message.split('\n')[0]! : String(e) });
    }
  }
  const [head, ...body] = records.filter((r) => r.some((c) => c.trim() !== ''));
  if (!head) return refuse('transfer.empty');
  const keys = head.map((h) => columnKey(unguarded(h.trim())));
  const columns = new Set(keys.filter((k): k is SheetColumn => k !== undefined));
  const missing = required.filter((k) => !columns.has(k));
  if (missing.length) return refuse('transfer.missing_headers', { headers: missing.join(', ') });
  if (!body.length) return refuse('transfer.empty');
  if (body.length > MAX_SHEET_ROWS) return refuse('transfer.too_many_rows', { max: MAX_SHEET_ROWS });
  const rows = body.map((record, i) => {
    const cells: SheetRow['cells'] = {};
    keys.forEach((k, c) => {
      const value = unguarded((record[c] ?? '').trim());
      if (k && value !== '' && cells[k] === undefined) cells[k] = value;
    });
    return { row: i + 1, cells };
  });
  return { ok: true, columns, rows };
}

/** A text cell made safe from formula injection (module doc); other values as they are. */
export function guarded<T>(value: T): T | string {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell of a file the server writes: text, a number, a date or nothing. */
export type SheetValue = string | number | Date | null;

/** One CSV field (RFC 4180: always quoted, quotes doubled; dates as ISO 8601). */
const csvField = (value: SheetValue) => {
  const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(guarded(value));
  return `"${text.replace(/"/g, '""')}"`;
};

/** A whole CSV file (module doc: BOM, CRLF, every field quoted, formula guard). */
export function csvText(header: readonly string[], rows: readonly (readonly SheetValue[])[]): string {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Writes an .xlsx of one sheet into `out` with exceljs's streaming writer, each row committed as written: the
 * header (bold, frozen) in row 1, then `rows` (text guarded, dates shown `dd/mm/yyyy hh:mm`, numbers as numbers).
 * @throws the writer's errors (the caller destroys `out` with them)
 */
export async function writeSheetXlsx(
  out: PassThrough,
  sheetName: string,
  header: readonly string[],
  rows: Iterable<readonly SheetValue[]>,
  now: Date,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Pauta';
  book.created = now;
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((h) => ({ width: Math.max(12, Math.min(40, h.length + 4)) }));
  const top = sheet.addRow([...header]);
  top.font = { bold: true };
  top.commit();
  for (const r of rows) {
    const row = sheet.addRow(r.map((value) => guarded(value)));
    r.forEach((value, i) => {
      if (value instanceof Date) row.getCell(i + 1).numFmt = 'dd/mm/yyyy hh:mm';
    });
    row.commit();
  }
  sheet.commit();
  await book.commit();
}

/**
 * An export's file answer (an attachment, nosniff, a sandboxing CSP, `private, no-store`): a CSV whole
 * (`text/csv; charset=utf-8`), an .xlsx streamed as written (file-types.ts `streamedXlsxResponse`; a failure after
 * the headers ends the body with an error and is logged).
 * @param file.name the file name without its extension (ASCII)
 */
export function sheetResponse(
  file: { format: SheetFormat; name: string; sheet: string; now: Date; config: { log: (line: string) => void } },
  header: readonly string[],
  rows: readonly (readonly SheetValue[])[],
): Response {
  if (file.format === 'xlsx') {
    const out = new PassThrough();
    writeSheetXlsx(out, file.sheet, header, rows, file.now).catch((error: unknown) => {
      file.config.log(`workgroup export failed: ${error instanceof Error ? error.message : String(error)}`);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return streamedXlsxResponse(out, `${file.name}.xlsx`);
  }
  const ascii = `${file.name}.csv`.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return new Response(csvText(header, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ascii}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}
