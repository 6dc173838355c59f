/**
 * Data specifications, pure (src/api/contract/integrations.ts module doc): the fields each target takes, the check
 * of a specification before it is saved, and the per-column functions that turn a source row into the cells of the
 * target's own import (the unit CSV import's columns, the clients import's columns). No database access.
 */
import type { Locale } from '#src/api/contract/common.ts';
import { UNIT_CSV_OPTIONAL, UNIT_CSV_REQUIRED } from '#src/api/contract/inventory.ts';
import type { FieldFunction, SpecField, Target } from '#src/api/contract/integrations.ts';
import { msg } from '../i18n.ts';

/** A target's fields, in the order its import reads them; `required` must be mapped. */
export const TARGET_FIELDS: Record<Target, readonly { key: string; required: boolean }[]> = {
  units: [
    ...UNIT_CSV_REQUIRED.map((key) => ({ key, required: true })),
    ...UNIT_CSV_OPTIONAL.map((key) => ({ key, required: false })),
  ],
  customers: [
    { key: 'email', required: true },
    { key: 'member_email', required: false },
  ],
};

export type FieldErrors = Record<string, string[]>;

/** `from=to;from2=to2` → a map (keys compared trimmed, case-insensitive); undefined when malformed. */
export function mapPairs(argument: string): Map<string, string> | undefined {
  const out = new Map<string, string>();
  for (const part of argument.split(';')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    if (at < 1) return undefined;
    out.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return out.size ? out : undefined;
}

/**
 * Problems of a specification (422 `errors` under `fields`): a target field not of the target, mapped twice, a
 * required one missing, a column missing (but for `constant`), a `map` without pairs.
 */
export function specificationProblems(target: Target, fields: readonly SpecField[], locale: Locale): FieldErrors {
  const problems: string[] = [];
  const known = new Map(TARGET_FIELDS[target].map((f) => [f.key, f]));
  const seen = new Set<string>();
  for (const f of fields) {
    if (!known.has(f.target)) problems.push(msg(locale, 'integrations.field_unknown', { field: f.target }));
    else if (seen.has(f.target)) problems.push(msg(locale, 'integrations.field_twice', { field: f.target }));
    seen.add(f.target);
    if (f.function !== 'constant' && !f.source)
      problems.push(msg(locale, 'integrations.source_required', { field: f.target }));
    if (f.function === 'map' && !mapPairs(f.argument))
      problems.push(msg(locale, 'integrations.map_argument', { field: f.target }));
  }
  const missing = TARGET_FIELDS[target].filter((f) => f.required && !seen.has(f.key)).map((f) => f.key);
  if (missing.length) problems.push(msg(locale, 'integrations.fields_missing', { fields: missing.join(', ') }));
  return problems.length ? { fields: problems } : {};
}

/** "1.234,5" / "1,234.5" / "1234,5" → "1234.5"; anything else unchanged (the import then refuses it with its words). */
function asNumber(value: string): string {
  const t = value.replace(/[\s$€]/g, '');
  if (!/^-?[\d.,]+$/.test(t)) return value;
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  const decimal = lastComma > lastDot ? ',' : '.';
  const thousands = decimal === ',' ? '.' : ',';
  const plain = t.split(thousands).join('').replace(decimal, '.');
  return Number.isFinite(Number(plain)) && plain !== '' ? String(Number(plain)) : value;
}

/** dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd (a time after it dropped) → yyyy-mm-dd; anything else unchanged. */
function asDate(value: string): string {
  const t = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(t);
  return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : value;
}

/**
 * One field's function applied to its source value (module doc of the contract: FUNCTIONS). `integer` reads digits
 * grouped by threes ("22.000", "1,250,000") as thousands, anything else as `number` rounded.
 */
export function applyFunction(fn: FieldFunction, argument: string, value: string, pairs?: Map<string, string>): string {
  switch (fn) {
    case 'none':
      return value;
    case 'trim':
      return value.trim().replace(/\s+/g, ' ');
    case 'upper':
      return value.toUpperCase();
    case 'lower':
      return value.toLowerCase();
    case 'number':
      return asNumber(value);
    case 'integer': {
      const grouped = value.replace(/\s/g, '');
      if (/^-?\d{1,3}([.,]\d{3})+$/.test(grouped)) return grouped.replace(/[.,]/g, '');
      const n = asNumber(value);
      return Number.isFinite(Number(n)) && n.trim() !== '' ? String(Math.round(Number(n))) : value;
    }
    case 'date':
      return asDate(value);
    case 'map':
      return (pairs ?? mapPairs(argument))?.get(value.trim().toLowerCase()) ?? value;
    case 'constant':
      return argument;
  }
}

/** A specification compiled against a source's columns: each target field's column index and function. */
export interface CompiledSpec {
  fields: { target: string; index: number; fn: FieldFunction; argument: string; pairs?: Map<string, string> }[];
  /** Source columns the specification names that the source lacks. */
  missing: string[];
}

/** Finds each field's column (trimmed, case-insensitive) among `columns`. */
export function compileSpec(fields: readonly SpecField[], columns: readonly string[]): CompiledSpec {
  const at = new Map(columns.map((c, i) => [c.trim().toLowerCase(), i]));
  const missing: string[] = [];
  const compiled = fields.map((f) => {
    const index = f.function === 'constant' ? -1 : (at.get(f.source.trim().toLowerCase()) ?? -2);
    if (index === -2) missing.push(f.source);
    const pairs = f.function === 'map' ? mapPairs(f.argument) : undefined;
    return { target: f.target, index, fn: f.function, argument: f.argument, ...(pairs ? { pairs } : {}) };
  });
  return { fields: compiled, missing };
}

/** A source row (cells in column order) → the target's cells, by field key. */
export function mapRow(spec: CompiledSpec, cells: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of spec.fields) out[f.target] = applyFunction(f.fn, f.argument, cells[f.index] ?? '', f.pairs);
  return out;
}
