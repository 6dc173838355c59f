/**
 * Unit validation shared by create, update and the CSV import (product.md §2, §4 inventory and creative approval;
 * contract src/api/contract/inventory.ts `unitInput`, `importCsv`), pure:
 * the caller loads the reference data (`UnitRefs`) first.
 *
 * - `readUnitCsv` parses a whole file (csv-parse; comma or semicolon, chosen
 *   from the header line; UTF-8 with or without BOM) or says why the file as
 *   a whole is refused: not text, not CSV, a required header missing, no rows,
 *   too many rows. Rows with a wrong number of cells are refused one by one.
 *   It feeds the parser PARSE_SLICE characters at a time (cut after a line
 *   break) and yields to the event loop between slices, so a 50,000-row file
 *   does not stall other requests while it is read (SECURITY.md, "Long work").
 * - `parseUnitRows` validates each row with the contract's own schema (the
 *   same messages as a 422 of POST /provider/units), then `checkUnitRefs`
 *   runs `unitRefProblems` on those that passed.
 * - `unitRefProblems` checks what the schema cannot: ids exist, the city is in
 *   the state and the state in the country, the circuit in the city, the SKU
 *   is free, and minimum prices are not above the prices.
 * Row numbers count data rows from 1 (the header is row 0), by line in the file.
 */
import { parse, type Options } from 'csv-parse';
import * as v from 'valibot';
import type { Locale } from '#src/api/contract/common.ts';
import {
  MAX_CSV_ROWS,
  UNIT_CSV_OPTIONAL,
  UNIT_CSV_REQUIRED,
  unitInput,
  type UnitInput,
} from '#src/api/contract/inventory.ts';
import { yieldToEventLoop } from '../db/chunked.ts';
import { issuesToErrors } from '../http/validation-messages.ts';
import { msg, type MessageKey } from '../i18n.ts';

export type FieldErrors = Record<string, string[]>;

/** What `unitRefProblems` checks against, loaded by the caller. */
export interface UnitRefs {
  mediaTypes: ReadonlySet<number>;
  unitTypes: ReadonlySet<number>;
  /** city id → its state and country. */
  cities: ReadonlyMap<number, { stateId: number; countryId: number }>;
  /** circuit id → its city. */
  circuits: ReadonlyMap<number, number>;
  /** SKUs already used by other units (and earlier rows of the same file). */
  takenSkus: ReadonlySet<string>;
}

const add = (errors: FieldErrors, field: string, text: string) => {
  (errors[field] ??= []).push(text);
};

/** Problems of a schema-valid unit against the reference data; empty when none. */
export function unitRefProblems(u: UnitInput, refs: UnitRefs, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  const unknown = (field: string) =>
    add(errors, field, msg(locale, 'units.unknown', { field: field.replace(/_/g, ' ') }));
  if (!refs.mediaTypes.has(u.media_type_id)) unknown('media_type_id');
  if (u.unit_type_id != null && !refs.unitTypes.has(u.unit_type_id)) unknown('unit_type_id');
  const city = refs.cities.get(u.city_id);
  if (!city) unknown('city_id');
  else {
    if (city.countryId !== u.country_id) add(errors, 'country_id', msg(locale, 'units.city_not_in_country'));
    if (city.stateId !== u.state_id) add(errors, 'state_id', msg(locale, 'units.city_not_in_state'));
  }
  if (u.circuit_id != null) {
    const circuitCity = refs.circuits.get(u.circuit_id);
    if (circuitCity === undefined) unknown('circuit_id');
    else if (circuitCity !== u.city_id) add(errors, 'circuit_id', msg(locale, 'units.circuit_not_in_city'));
  }
  if (u.sku && refs.takenSkus.has(u.sku)) add(errors, 'sku', msg(locale, 'units.sku_taken', { sku: u.sku }));
  if (u.min_price > u.price) add(errors, 'min_price', msg(locale, 'campaign.min_over_max'));
  if (u.min_print_price > u.print_price) add(errors, 'min_print_price', msg(locale, 'campaign.min_over_max'));
  return errors;
}

/** A CSV row as read: its data row number and cells by header (empty cells left out). */
export interface CsvRow {
  row: number;
  cells: Record<string, string>;
  width: number;
}

export type CsvRead =
  | { ok: true; headers: string[]; rows: CsvRow[] }
  | { ok: false; key: MessageKey; vars?: Record<string, string | number> };

/** Characters handed to the parser between two yields to the event loop (about 1,000 rows). */
export const PARSE_SLICE = 128 * 1024;

type CsvRecord = { record: string[]; info: { lines: number } };

/**
 * csv-parse's streaming parser fed `text` in slices cut after a line break
 * (the parser keeps quoted fields open across slices), yielding to the event
 * loop between them; the same records as the one-shot parse.
 * @throws the parser's CsvError for a malformed file
 */
async function parseInSlices(text: string, options: Options): Promise<CsvRecord[]> {
  const parser = parse(options);
  const records: CsvRecord[] = [];
  const state: { failure?: Error } = {};
  parser.on('data', (r: CsvRecord) => records.push(r));
  const done = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', (e: Error) => {
      state.failure = e;
      resolve();
    });
  });
  let at = 0;
  while (at < text.length && !state.failure) {
    let end = Math.min(text.length, at + PARSE_SLICE);
    if (end < text.length) {
      const lineEnd = text.indexOf('\n', end);
      end = lineEnd === -1 ? text.length : lineEnd + 1;
    }
    parser.write(text.slice(at, end));
    at = end;
    await yieldToEventLoop();
  }
  if (!state.failure) parser.end();
  await done;
  if (state.failure) throw state.failure;
  return records;
}

/** Parses a unit CSV (module doc). */
export async function readUnitCsv(bytes: Uint8Array): Promise<CsvRead> {
  if (bytes.includes(0)) return { ok: false, key: 'csv.not_text' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { ok: false, key: 'csv.not_text' };
  }
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: CsvRecord[];
  try {
    records = await parseInSlices(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    });
  } catch (e) {
    return {
      ok: false,
      key: 'csv.malformed',
      vars: { reason: e instanceof Error ? e.message.split('\n')[0]! : String(e) },
    };
  }
  const [head, ...body] = records;
  if (!head) return { ok: false, key: 'csv.empty' };
  const headers = head.record.map((h) => h.trim().toLowerCase());
  const missing = UNIT_CSV_REQUIRED.filter((h) => !headers.includes(h));
  if (missing.length) return { ok: false, key: 'csv.missing_headers', vars: { headers: missing.join(', ') } };
  if (!body.length) return { ok: false, key: 'csv.empty' };
  if (body.length > MAX_CSV_ROWS) return { ok: false, key: 'csv.too_many_rows', vars: { max: MAX_CSV_ROWS } };
  const known = new Set<string>([...UNIT_CSV_REQUIRED, ...UNIT_CSV_OPTIONAL]);
  const headerLine = head.info.lines;
  const rows = body.map(({ record, info }) => {
    const cells: Record<string, string> = {};
    headers.forEach((h, i) => {
      const value = record[i];
      if (known.has(h) && value !== undefined && value !== '') cells[h] = value;
    });
    return { row: info.lines - headerLine, cells, width: record.length };
  });
  return { ok: true, headers, rows };
}

/** A row refused, with its reasons (field → messages). */
export interface RefusedRow {
  row: number;
  errors: FieldErrors;
}
/** A row that passed: its number and the unit to create. */
export interface AcceptedRow {
  row: number;
  unit: UnitInput;
}

/** Checks each row's width and its cells against the contract's `unitInput` schema (the same messages as a 422). */
export function parseUnitRows(
  rows: readonly CsvRow[],
  headerCount: number,
  locale: Locale,
): { parsed: AcceptedRow[]; refused: RefusedRow[] } {
  const parsed: AcceptedRow[] = [];
  const refused: RefusedRow[] = [];
  for (const r of rows) {
    if (r.width !== headerCount) {
      refused.push({
        row: r.row,
        errors: { _: [msg(locale, 'csv.row_width', { found: r.width, expected: headerCount })] },
      });
      continue;
    }
    const result = v.safeParse(unitInput, r.cells);
    if (result.success) parsed.push({ row: r.row, unit: result.output });
    else refused.push({ row: r.row, errors: issuesToErrors(result.issues, locale) });
  }
  return { parsed, refused };
}

/**
 * Checks parsed rows against the reference data (`unitRefProblems`); a SKU
 * repeated in the file is taken by its first row.
 */
export function checkUnitRefs(
  parsed: readonly AcceptedRow[],
  refs: UnitRefs,
  locale: Locale,
): { accepted: AcceptedRow[]; refused: RefusedRow[] } {
  const taken = new Set(refs.takenSkus);
  const accepted: AcceptedRow[] = [];
  const refused: RefusedRow[] = [];
  for (const p of parsed) {
    const problems = unitRefProblems(p.unit, { ...refs, takenSkus: taken }, locale);
    if (Object.keys(problems).length) {
      refused.push({ row: p.row, errors: problems });
      continue;
    }
    if (p.unit.sku) taken.add(p.unit.sku);
    accepted.push(p);
  }
  return { accepted, refused };
}

/** The first message of the first field of an errors map (spec §5, §8: what the app shows). */
export function firstMessage(errors: FieldErrors): string | undefined {
  const [first] = Object.values(errors);
  return first?.[0];
}
