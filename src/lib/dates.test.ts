import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import {
  addDays,
  compareDates,
  defaultPrintPeriod,
  formatDate,
  inclusiveDays,
  isIsoDate,
  parseDate,
  today,
  toPlainDate,
} from './dates.ts';

describe('formatDate (spec §9: DD/MM/YYYY)', () => {
  it('formats ISO strings and PlainDates', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate(Temporal.PlainDate.from('2023-12-31'))).toBe('31/12/2023');
    expect(formatDate('2024-03-05T10:20:00Z')).toBe('05/03/2024');
  });
  it('gives an empty string for blank or invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate('05/03/2024')).toBe('');
  });
});

describe('parseDate', () => {
  it('reads DD/MM/YYYY into ISO', () => {
    expect(parseDate('05/03/2024')).toBe('2024-03-05');
    expect(parseDate('5/3/2024')).toBe('2024-03-05');
    expect(parseDate(' 29/02/2024 ')).toBe('2024-02-29');
  });
  it('refuses impossible or malformed dates', () => {
    expect(parseDate('29/02/2023')).toBeUndefined();
    expect(parseDate('31/04/2024')).toBeUndefined();
    expect(parseDate('2024-03-05')).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
    expect(parseDate('00/01/2024')).toBeUndefined();
  });
  it('round-trips with formatDate', () => {
    expect(parseDate(formatDate('1999-07-14'))).toBe('1999-07-14');
  });
});

describe('inclusiveDays (spec §9: whole days, both ends)', () => {
  it('counts both ends', () => {
    expect(inclusiveDays('2024-01-01', '2024-01-01')).toBe(1);
    expect(inclusiveDays('2024-01-01', '2024-01-02')).toBe(2);
    expect(inclusiveDays('2024-01-01', '2024-01-30')).toBe(30);
    expect(inclusiveDays('2024-02-01', '2024-03-01')).toBe(30); // leap year
    expect(inclusiveDays('2023-02-01', '2023-03-01')).toBe(29);
    expect(inclusiveDays('2023-12-31', '2024-12-31')).toBe(367);
  });
  it('is 0 when the end is before the start', () => {
    expect(inclusiveDays('2024-01-02', '2024-01-01')).toBe(0);
  });
  it('throws on invalid dates', () => {
    expect(() => inclusiveDays('nope', '2024-01-01')).toThrow(RangeError);
    for (const bad of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-01-00'])
      expect(() => inclusiveDays('2024-01-01', bad)).toThrow(RangeError);
  });
  it('counts as Temporal does, for strings and PlainDates, across leap years, centuries and years before 100', () => {
    const starts = ['0001-01-01', '0099-12-31', '1899-12-31', '1900-02-28', '1970-01-01', '2000-02-28', '2024-02-29'];
    const steps = [0, 1, 2, 27, 28, 29, 30, 31, 59, 365, 366, 1461, 36_524, 146_097];
    for (const start of starts)
      for (const step of steps) {
        const from = Temporal.PlainDate.from(start);
        const to = from.add({ days: step });
        expect(inclusiveDays(start, to.toString())).toBe(step + 1);
        expect(inclusiveDays(from, to)).toBe(step + 1);
        expect(inclusiveDays(`${start}T10:00:00Z`, to)).toBe(step + 1); // a date-time counts by its date
      }
  });
  it('is not disturbed by daylight-saving changes (plain dates)', () => {
    expect(inclusiveDays('2024-03-30', '2024-04-01')).toBe(3);
  });
});

describe('addDays and defaultPrintPeriod (spec §9: start plus 29 days)', () => {
  it('adds and subtracts days across months and years', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-05-10', 0)).toBe('2024-05-10');
  });
  it('gives a 30-day period including both ends', () => {
    expect(defaultPrintPeriod('2024-01-01')).toEqual({ start: '2024-01-01', end: '2024-01-30' });
    expect(defaultPrintPeriod('2024-02-15')).toEqual({ start: '2024-02-15', end: '2024-03-15' });
    const p = defaultPrintPeriod('2023-12-10');
    expect(inclusiveDays(p.start, p.end)).toBe(30);
  });
});

describe('helpers', () => {
  it('validates and compares ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
    expect(compareDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareDates('2024-01-02', '2024-01-02')).toBe(0);
    expect(toPlainDate('2024-01-02').day).toBe(2);
    expect(isIsoDate(today())).toBe(true);
  });
});
