/**
 * Reading a connection's rows (src/api/contract/integrations.ts module doc), in batches, without holding the event
 * loop (SECURITY.md "Long work": a yield between slices and batches).
 *
 * - Files are typed by their bytes (server/handlers/file-types.ts `detectType`): a zip that is an .xlsx (its
 *   declared unzipped size, read from the zip directory with fflate, at most MAX_UNZIPPED_BYTES before anything is
 *   inflated; first sheet, read with exceljs) or valid UTF-8 text that is not markup nor another known type (CSV,
 *   comma or semicolon from the header line, BOM dropped, parsed by csv-parse fed PARSE_SLICE characters at a time).
 *   Anything else is refused (`sniffFile`: 415, or 422 for an unreadable or empty one).
 * - PostgreSQL: `pg` with the decrypted connection string (and password), in a READ ONLY transaction with a
 *   statement timeout; the table (quoted identifier) or the query (one statement: sent with the extended protocol,
 *   which refuses several) is read through a NO SCROLL cursor, `batch` rows per FETCH, so 100,000 rows never sit in
 *   memory at once. Values become text (dates ISO 8601, JSON as JSON, null as empty).
 * Rows are numbered from 1 (the first data row; empty lines of a file are skipped; a query's rows in its order).
 */
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { Client } from 'pg';
import { yieldToEventLoop } from '../db/chunked.ts';
import { MAX_UNZIPPED_BYTES } from '../domain/workgroup-sheet.ts';
import { PARSE_SLICE } from '../domain/unit-csv.ts';
import { detectType, XLSX_MIME } from '../handlers/file-types.ts';
import type { MessageKey } from '../i18n.ts';
import type { ConnectionSecret } from './secrets.ts';

/** A batch of source rows: the source's column names and each row's number and cells (column order). */
export interface SourceBatch {
  columns: string[];
  rows: { row: number; cells: string[] }[];
}

/** How long one statement against a source may run, ms. */
export const SOURCE_STATEMENT_MS = 120_000;
/** How long connecting to a source may take, ms. */
export const SOURCE_CONNECT_MS = 10_000;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP.every((b, i) => bytes[i] === b);

export type Sniffed =
  | { ok: true; format: 'csv' | 'xlsx'; columns: string[] }
  | { ok: false; status: 415 | 422; key: MessageKey; vars?: Record<string, string | number> };

/** The declared unzipped size of a zip (its directory; nothing inflated). @throws on a broken zip */
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

/** The CSV text of a file, or undefined when it is not text (module doc). */
async function csvText(bytes: Uint8Array): Promise<string | undefined> {
  if (bytes.includes(0) || (await detectType(bytes))) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    return /^\s*</.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/**
 * Types an uploaded source file and reads its header (module doc).
 * @returns the format and column names, or why it is refused (415 not CSV nor .xlsx; 422 unreadable, empty, zip bomb)
 */
export async function sniffFile(bytes: Uint8Array): Promise<Sniffed> {
  if (bytes.byteLength === 0) return { ok: false, status: 422, key: 'integrations.file_empty' };
  const format = isZip(bytes) ? 'xlsx' : 'csv';
  if (format === 'xlsx') {
    if ((await detectType(bytes))?.mime !== XLSX_MIME) return { ok: false, status: 415, key: 'integrations.file_type' };
    try {
      if (unzippedSize(bytes) > MAX_UNZIPPED_BYTES)
        return { ok: false, status: 422, key: 'integrations.file_unzipped', vars: { max: MAX_UNZIPPED_BYTES } };
    } catch {
      return { ok: false, status: 422, key: 'integrations.file_unreadable', vars: { reason: 'zip' } };
    }
  } else if ((await csvText(bytes)) === undefined) return { ok: false, status: 415, key: 'integrations.file_type' };
  try {
    for await (const batch of fileBatches(bytes, 1)) return { ok: true, format, columns: batch.columns };
    return { ok: false, status: 422, key: 'integrations.file_empty' };
  } catch (e) {
    const reason = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    return { ok: false, status: 422, key: 'integrations.file_unreadable', vars: { reason } };
  }
}

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

/** An .xlsx's first sheet in batches (header row first, empty rows skipped). */
async function* xlsxBatches(bytes: Uint8Array, size: number): AsyncGenerator<SourceBatch> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  const records: string[][] = [];
  book.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value).trim();
    });
    records.push(Array.from(cells, (c) => c ?? ''));
  });
  const [columns, ...body] = records;
  if (!columns) return;
  for (let i = 0; i < body.length; i += size) {
    yield { columns, rows: body.slice(i, i + size).map((cells, j) => ({ row: i + j + 1, cells })) };
    await yieldToEventLoop();
  }
}

/** CSV text in batches, parsed PARSE_SLICE characters at a time (module doc). @throws csv-parse's error */
async function* csvBatches(text: string, size: number): AsyncGenerator<SourceBatch> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parser = parse({ delimiter, relax_column_count: true, skip_empty_lines: true, trim: true });
  const queue: string[][] = [];
  const state: { failure?: Error; ended: boolean } = { ended: false };
  parser.on('data', (r: string[]) => queue.push(r));
  const done = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', (e: Error) => {
      state.failure = e;
      resolve();
    });
  });
  let columns: string[] | undefined;
  let count = 0;
  let at = 0;
  while (!state.ended) {
    if (at < text.length) {
      let end = Math.min(text.length, at + PARSE_SLICE);
      if (end < text.length) {
        const lineEnd = text.indexOf('\n', end);
        end = lineEnd === -1 ? text.length : lineEnd + 1;
      }
      parser.write(text.slice(at, end));
      at = end;
      await yieldToEventLoop();
    } else {
      parser.end();
      await done;
      state.ended = true;
    }
    if (state.failure) throw state.failure;
    if (!columns && queue.length) columns = queue.shift()!;
    const header = columns;
    if (!header) continue;
    while (queue.length >= size || (state.ended && queue.length)) {
      const rows = queue.splice(0, size).map((cells) => ({ row: ++count, cells }));
      yield { columns: header, rows };
    }
  }
}

/** A file's rows in batches of `size` (module doc). @throws when the file cannot be read */
export async function* fileBatches(bytes: Uint8Array, size: number): AsyncGenerator<SourceBatch> {
  if (isZip(bytes)) {
    yield* xlsxBatches(bytes, size);
    return;
  }
  const text = await csvText(bytes);
  if (text !== undefined) yield* csvBatches(text, size);
}

/** `schema.name` quoted as an SQL identifier. */
export const quoteTable = (name: string) =>
  name
    .split('.')
    .map((p) => `"${p.replace(/"/g, '""')}"`)
    .join('.');

/** A source value as text (module doc). */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return Buffer.isBuffer(value) ? value.toString('base64') : JSON.stringify(value);
  return String(value);
}

/**
 * Whether the server may connect to `host` (a hostname or IP, no port): every host when `allowed` is unset or empty,
 * else only the listed ones (PAUTA_INTEGRATION_HOSTS, comma- or space-separated, case-insensitive; server/config.ts).
 * A deployment whose server sits beside private databases lists the sources providers may reach, so a provider
 * cannot make it connect anywhere else on its network.
 */
export function hostAllowed(host: string, allowed = process.env.PAUTA_INTEGRATION_HOSTS): boolean {
  const list = (allowed ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return list.length === 0 || list.includes(host.toLowerCase().replace(/^\[|\]$/g, ''));
}

/** A connection refused because its host is off PAUTA_INTEGRATION_HOSTS (`hostAllowed`); `host` names it. */
export class HostNotAllowedError extends Error {
  constructor(readonly host: string) {
    super(`The server may not connect to ${host} (not in PAUTA_INTEGRATION_HOSTS).`);
    this.name = 'HostNotAllowedError';
  }
}

/**
 * A connected `pg` client for a connection's secret.
 * @throws HostNotAllowedError when the host is not allowed (`hostAllowed`); the driver's error when it cannot connect
 */
export async function connectSource(secret: ConnectionSecret): Promise<Client> {
  // a separate password goes into the URL: `pg` lets the connection string's own (absent) password win
  const url = new URL(secret.connection_string);
  if (!hostAllowed(url.hostname)) throw new HostNotAllowedError(url.hostname);
  if (secret.password) url.password = secret.password;
  const client = new Client({
    connectionString: url.toString(),
    connectionTimeoutMillis: SOURCE_CONNECT_MS,
    statement_timeout: SOURCE_STATEMENT_MS,
    application_name: 'pauta-integrations',
  });
  client.on('error', () => {
    /* a dropped connection fails the query in progress; nothing else to do */
  });
  await client.connect();
  return client;
}

/** A PostgreSQL table or query in batches through a cursor (module doc). @throws the driver's errors */
export async function* postgresBatches(
  secret: ConnectionSecret,
  from: { table: string | null; query: string | null },
  size: number,
): AsyncGenerator<SourceBatch> {
  const client = await connectSource(secret);
  try {
    await client.query('BEGIN READ ONLY');
    const select = from.table ? `SELECT * FROM ${quoteTable(from.table)}` : from.query!;
    await client.query({ text: `DECLARE pauta_source NO SCROLL CURSOR FOR ${select}`, queryMode: 'extended' } as never);
    let count = 0;
    for (;;) {
      const res = await client.query<unknown[]>({ text: `FETCH ${size} FROM pauta_source`, rowMode: 'array' });
      if (!res.rows.length) break;
      const columns = res.fields.map((f) => f.name);
      yield { columns, rows: res.rows.map((r) => ({ row: ++count, cells: r.map(valueText) })) };
      if (res.rows.length < size) break;
    }
    await client.query('COMMIT');
  } finally {
    await client.end().catch(() => undefined);
  }
}
