/**
 * Unit validation shared by create, update and the CSV import (issue 8;
 * contract src/api/contract/inventory.ts `unitInput`, `importCsv`), pure:
 * the caller loads the reference data (`UnitRefs`) first.
 *
 * - `readUnitCsv` parses a whole file (csv-parse; comma or semicolon, chosen
 *   from the header line; UTF-8 with or without BOM) or says why the file as
 *   a whole is refused: not text, not CSV, a required header missing, no rows,
 *   too many rows. Rows with a wrong number of cells are refused one by one.
 * - `parseUnitRows` validates each row with the contract's own schema (the
 *   same messages as a 422 of POST /provider/units), then `checkUnitRefs`
 *   runs `unitRefProblems` on those that passed.
 * - `unitRefProblems` checks what the schema cannot: ids exist, the city is in
 *   the state and the state in the country, the circuit in the city, the SKU
 *   is free, and minimum prices are not above the prices.
 * Row numbers count data rows from 1 (the header is row 0), by line in the file.
 */
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import type { Locale } from '../../src/api/contract/common.ts';
import { MAX_CSV_ROWS, UNIT_CSV_OPTIONAL, UNIT_CSV_REQUIRED, unitInput, type UnitInput } from '../../src/api/contract/inventory.ts';
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

const add = (errors: FieldErrors, field: string, text: string) => { (errors[field] ??= []).push(text); };

/** Problems of a schema-valid unit against the reference data; empty when none. */
export function unitRefProblems(u: UnitInput, refs: UnitRefs, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  const unknown = (field: string) => add(errors, field, msg(locale, 'units.unknown', { field: field.replace(/_/g, ' ') }));
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
export interface CsvRow { row: number; cells: Record<string, string>; width: number }

export type CsvRead =
  | { ok: true; headers: string[]; rows: CsvRow[] }
  | { ok: false; key: MessageKey; vars?: Record<string, string | number> };

/** Parses a unit CSV (module doc). */
export function readUnitCsv(bytes: Uint8Array): CsvRead {
  if (bytes.includes(0)) return { ok: false, key: 'csv.not_text' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { ok: false, key: 'csv.not_text' };
  }
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof records;
  } catch (e) {
    return { ok: false, key: 'csv.malformed', vars: { reason: e instanceof Error ? e.message.split('\n')[0]! : String(e) } };
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
export interface RefusedRow { row: number; errors: FieldErrors }
/** A row that passed: its number and the unit to create. */
export interface AcceptedRow { row: number; unit: UnitInput }

/** Checks each row's width and its cells against the contract's `unitInput` schema (the same messages as a 422). */
export function parseUnitRows(rows: readonly CsvRow[], headerCount: number, locale: Locale): { parsed: AcceptedRow[]; refused: RefusedRow[] } {
  const parsed: AcceptedRow[] = [];
  const refused: RefusedRow[] = [];
  for (const r of rows) {
    if (r.width !== headerCount) {
      refused.push({ row: r.row, errors: { _: [msg(locale, 'csv.row_width', { found: r.width, expected: headerCount })] } });
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
export function checkUnitRefs(parsed: readonly AcceptedRow[], refs: UnitRefs, locale: Locale): { accepted: AcceptedRow[]; refused: RefusedRow[] } {
  const taken = new Set(refs.takenSkus);
  const accepted: AcceptedRow[] = [];
  const refused: RefusedRow[] = [];
  for (const p of parsed) {
    const problems = unitRefProblems(p.unit, { ...refs, takenSkus: taken }, locale);
    if (Object.keys(problems).length) { refused.push({ row: p.row, errors: problems }); continue; }
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
