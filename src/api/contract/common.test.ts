/**
 * The shared number helpers keep every value inside what its database column
 * holds (SECURITY.md: out of range → 422, never a 500 from PostgreSQL), and every
 * contract input goes through them.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  decimal,
  id,
  idListQuery,
  int,
  INT4_MAX,
  INT4_MIN,
  intQuery,
  money,
  MONEY_MAX,
  numericMax,
  pageQuery,
  PAGE_MAX,
  perPageQuery,
  PER_PAGE_MAX,
  wholeNumber,
} from './common.ts';
import { contract } from './index.ts';

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;
const issues = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => i.type);
const out = (schema: v.GenericSchema, input: unknown) => v.parse(schema, input) as unknown;

describe('ids', () => {
  it('take 1..2147483647 as a number or digits, nothing an int4 column cannot hold', () => {
    expect(out(id, '2147483647')).toBe(INT4_MAX);
    expect(out(id, 1)).toBe(1);
    for (const bad of [
      0,
      -1,
      2147483648,
      1e300,
      Infinity,
      1.5,
      '0',
      '-1',
      '2147483648',
      '99999999999999999999',
      '1e3',
      'abc',
      '',
      'NaN',
      null,
    ]) {
      expect(ok(id, bad), String(bad)).toBe(false);
    }
  });
  it('stop at the first problem: one message per value', () => {
    expect(issues(id, 1e300)).toEqual(['max_value']);
    expect(issues(id, -1.5)).toEqual(['integer']);
    expect(issues(id, 'x')).toEqual(['regex']);
  });
  it('lists from a query: repeated or comma separated, each an id, blanks skipped', () => {
    expect(out(idListQuery, '3, 1,,2')).toEqual([3, 1, 2]);
    expect(out(idListQuery, ['4', 5])).toEqual([4, 5]);
    expect(out(idListQuery, undefined)).toBeUndefined();
    expect(ok(idListQuery, '1,2147483648')).toBe(false);
    expect(ok(idListQuery, '1,abc')).toBe(false);
    expect(
      ok(
        idListQuery,
        Array.from({ length: 1001 }, (_, i) => i + 1),
      ),
    ).toBe(false);
  });
});

describe('integers', () => {
  it('int keeps to int4 by default and to the bounds given', () => {
    expect(out(int(), String(INT4_MIN))).toBe(INT4_MIN);
    expect(ok(int(), INT4_MAX + 1)).toBe(false);
    expect(ok(int(), INT4_MIN - 1)).toBe(false);
    expect(ok(int(0, 10), '11')).toBe(false);
    expect(ok(intQuery, '99999999999999999999')).toBe(false);
    expect(out(intQuery, undefined)).toBeUndefined();
  });
  it('page and per_page stay within sensible limits', () => {
    expect(out(pageQuery, '3')).toBe(3);
    expect(ok(pageQuery, '0')).toBe(false);
    expect(ok(pageQuery, String(PAGE_MAX + 1))).toBe(false);
    expect(out(perPageQuery, String(PER_PAGE_MAX))).toBe(PER_PAGE_MAX);
    expect(ok(perPageQuery, String(PER_PAGE_MAX + 1))).toBe(false);
    expect(ok(perPageQuery, '0')).toBe(false);
  });
  it('wholeNumber takes JSON numbers only', () => {
    expect(out(wholeNumber(1, 365), 365)).toBe(365);
    expect(ok(wholeNumber(1, 365), '3')).toBe(false);
    expect(ok(wholeNumber(), 2 ** 31)).toBe(false);
  });
});

describe('decimals and money', () => {
  it('numericMax is the largest value of numeric(p, s)', () => {
    expect(numericMax(14, 2)).toBe(MONEY_MAX);
    expect(numericMax(5, 2)).toBe(999.99);
    expect(numericMax(8, 2)).toBe(999_999.99);
  });
  it('money is 0..MONEY_MAX and finite', () => {
    expect(out(money(), MONEY_MAX)).toBe(MONEY_MAX);
    expect(out(money(), 0)).toBe(0);
    expect(issues(money(), 1e300)).toEqual(['max_value']);
    expect(issues(money(), Infinity)).toEqual(['finite']);
    expect(issues(money(), -1)).toEqual(['min_value']);
    expect(issues(money(), Number.NaN)).toEqual(['number']);
  });
  it('decimal bounds both ends', () => {
    expect(ok(decimal(-90, 90), -90.5)).toBe(false);
    expect(ok(decimal(-90, 90), 45.25)).toBe(true);
  });
});

/** Leaves of the inputs (params, query, body) that take a number, with their dot paths. */
function numberLeaves(schema: unknown, path: string, found: [string, v.GenericSchema][], depth = 0): void {
  const s = schema as {
    type: string;
    wrapped?: unknown;
    entries?: Record<string, unknown>;
    item?: unknown;
    options?: unknown[];
  };
  if (depth > 8) return;
  const inner = s.type === 'optional' || s.type === 'nullable' || s.type === 'nullish' ? (s.wrapped as typeof s) : s;
  if (inner.type === 'object' || inner.type === 'loose_object' || inner.type === 'strict_object') {
    for (const [k, e] of Object.entries(inner.entries ?? {}))
      numberLeaves(e, path ? `${path}.${k}` : k, found, depth + 1);
    return;
  }
  if (inner.type === 'array') {
    numberLeaves(inner.item, `${path}.0`, found, depth + 1);
    return;
  }
  if (ok(schema as v.GenericSchema, 1)) found.push([path, schema as v.GenericSchema]);
}

/** A plain `v.unknown()` (free-form JSON), not a pipe that starts from one. */
const bare = (x: unknown) => {
  const n = x as { type: string; pipe?: unknown };
  return n.type === 'unknown' && !n.pipe;
};

describe('every contract input', () => {
  it('refuses numbers no column holds: 2^53, 1e300 and Infinity', () => {
    const open: string[] = [];
    for (const e of contract) {
      for (const part of ['params', 'query', 'body'] as const) {
        if (!e[part]) continue;
        const leaves: [string, v.GenericSchema][] = [];
        numberLeaves(e[part], '', leaves);
        for (const [path, leaf] of leaves) {
          // free-form JSON kept as is (a media type rule's `rule`) holds any number: skip v.unknown leaves
          if (bare(leaf) || bare((leaf as { wrapped?: unknown }).wrapped ?? {})) continue;
          const taken = [2 ** 53, 1e300, Infinity].filter((x) => ok(leaf, x));
          // GPS accuracy (metres) is a float8 column: any finite value fits
          if (taken.length && !(path === 'accuracy' && !taken.includes(Infinity)))
            open.push(`${e.name} ${part}.${path} takes ${taken.join(', ')}`);
        }
      }
    }
    expect(open).toEqual([]);
  });
});
