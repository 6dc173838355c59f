/** Unit CSV rows: whole-file refusals, per-row validation with the contract schema, reference checks, the first-field rule (spec §5, §8). */
import { describe, expect, it } from 'vitest';
import { UNIT_CSV_REQUIRED } from '#src/api/contract/inventory.ts';
import {
  checkUnitRefs,
  firstMessage,
  PARSE_SLICE,
  parseUnitRows,
  readUnitCsv,
  unitRefProblems,
  type UnitRefs,
} from './unit-csv.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const header = [...UNIT_CSV_REQUIRED, 'sku'].join(',');
const good = (sku = '') =>
  [
    'Valla Reforma 100',
    '2',
    'Av. Reforma 100',
    '19.43',
    '-99.13',
    '1',
    '10',
    '100',
    'A',
    'N',
    'ida',
    '25000',
    '24h',
    '1200',
    '300',
    '1000',
    '250',
    sku,
  ].join(',');
const refs: UnitRefs = {
  mediaTypes: new Set([1, 2]),
  unitTypes: new Set([1]),
  cities: new Map([[100, { stateId: 10, countryId: 1 }]]),
  circuits: new Map([[5, 100]]),
  takenSkus: new Set(['MX-BIL-000001']),
};

describe('reading a unit CSV', () => {
  it('reads comma or semicolon files with a BOM, numbering data rows from 1 and leaving empty cells out', async () => {
    const read = await readUnitCsv(enc(`\uFEFF${header}\n${good()}\n\n${good('X-1')}\n`));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.rows.map((r) => r.row)).toEqual([1, 3]);
    expect(read.rows[0]!.cells.sku).toBeUndefined();
    const semi = await readUnitCsv(enc(`${header.replaceAll(',', ';')}\n${good().replaceAll(',', ';')}\n`));
    expect(semi.ok && semi.rows[0]!.cells.title).toBe('Valla Reforma 100');
  });
  it('refuses binary files, missing headers, unclosed quotes and files without rows', async () => {
    expect(await readUnitCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1]))).toEqual({
      ok: false,
      key: 'csv.not_text',
    });
    expect(await readUnitCsv(enc('title,address\nA,B\n'))).toMatchObject({ ok: false, key: 'csv.missing_headers' });
    expect(await readUnitCsv(enc(`${header}\n"unclosed,1\n`))).toMatchObject({ ok: false, key: 'csv.malformed' });
    expect(await readUnitCsv(enc(`${header}\n`))).toEqual({ ok: false, key: 'csv.empty' });
  });
});

describe('reading a big unit CSV in slices', () => {
  const rows = 4000;
  const big = () =>
    `${header}\n${Array.from({ length: rows }, (_, i) => good(`S-${i}`).replace('Valla Reforma 100', `"Valla ñandú ${i}\nsegunda línea, con coma"`)).join('\n')}\n`;
  it('reads the same rows as one pass, quoted line breaks and accents across slice ends included', async () => {
    const text = big();
    expect(text.length).toBeGreaterThan(3 * PARSE_SLICE);
    const read = await readUnitCsv(enc(text));
    if (!read.ok) throw new Error('unreadable');
    expect(read.rows).toHaveLength(rows);
    expect(read.rows.map((r) => r.cells.title)).toEqual(
      Array.from({ length: rows }, (_, i) => `Valla ñandú ${i}\nsegunda línea, con coma`),
    );
    expect(read.rows.map((r) => r.cells.sku)).toEqual(Array.from({ length: rows }, (_, i) => `S-${i}`));
    expect(read.rows.at(-1)!.row).toBe(2 * rows);
  });
  it('lets other work run while it reads', async () => {
    const order: string[] = [];
    const reading = readUnitCsv(enc(big())).then(() => order.push('read'));
    setImmediate(() => order.push('other'));
    await reading;
    expect(order).toEqual(['other', 'read']);
  });
  it('a quote left open in a later slice still refuses the file', async () => {
    expect(await readUnitCsv(enc(`${big()}"unclosed,1\n`))).toMatchObject({ ok: false, key: 'csv.malformed' });
  });
});

describe('checking rows', () => {
  it('accepts a valid row, refuses bad cells with the 422 messages and rows with the wrong width', async () => {
    const read = await readUnitCsv(
      enc(`${header}\n${good()}\n${good().replace('ida', 'sideways').replace('25000', '-3')}\n${good()},extra\n`),
    );
    if (!read.ok) throw new Error('unreadable');
    const { parsed, refused } = parseUnitRows(read.rows, read.headers.length, 'en');
    expect(parsed.map((p) => p.row)).toEqual([1]);
    expect(parsed[0]!.unit).toMatchObject({ lat: 19.43, daily_traffic: 25000, price: 1200, side: 'A' });
    expect(refused[0]).toEqual({
      row: 2,
      errors: {
        traffic_direction: ['The traffic direction field is not an allowed value.'],
        daily_traffic: ['The daily traffic field must be at least 0.'],
      },
    });
    expect(firstMessage(refused[0]!.errors)).toBe('The traffic direction field is not an allowed value.');
    expect(refused[1]!.errors._![0]).toMatch(/19 columns; 18 were expected/);
  });
  it('checks references, price minimums and SKUs (taken, or repeated in the file: the first row keeps it)', async () => {
    const read = await readUnitCsv(
      enc(`${header}\n${good('A-1')}\n${good('A-1')}\n${good('MX-BIL-000001')}\n${good().replace(',100,', ',999,')}\n`),
    );
    if (!read.ok) throw new Error('unreadable');
    const { parsed } = parseUnitRows(read.rows, read.headers.length, 'es');
    const { accepted, refused } = checkUnitRefs(parsed, refs, 'es');
    expect(accepted.map((a) => a.row)).toEqual([1]);
    expect(refused.map((r) => [r.row, Object.keys(r.errors)])).toEqual([
      [2, ['sku']],
      [3, ['sku']],
      [4, ['city_id']],
    ]);
    const unit = { ...parsed[0]!.unit, min_price: 5000, state_id: 11, circuit_id: 5 };
    expect(Object.keys(unitRefProblems(unit, refs, 'en'))).toEqual(['state_id', 'min_price']);
  });
});
