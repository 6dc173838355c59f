import { describe, expect, it } from 'vitest';
import { validatePackageDate } from './package-date.ts';

const es = { days: 30, field: 'Fechas', locale: 'es' } as const;
const en = { days: 30, field: 'Dates', locale: 'en' } as const;

describe('package_date rule (spec §5)', () => {
  it('accepts a period whose inclusive length equals the required days', () => {
    expect(validatePackageDate({ start: '2024-01-01', end: '2024-01-30' }, es)).toBeUndefined();
    expect(validatePackageDate({ start: '2024-03-10', end: '2024-03-10' }, { ...en, days: 1 })).toBeUndefined();
  });
  it('refuses a period one day too long or too short, with the spec texts', () => {
    expect(validatePackageDate({ start: '2024-01-01', end: '2024-01-31' }, es)).toBe(
      'Cantidad de días Fechas deberia ser 30',
    );
    expect(validatePackageDate({ start: '2024-01-01', end: '2024-01-29' }, en)).toBe(
      'Number of days in Dates should be 30',
    );
  });
  it('requires a non-blank end', () => {
    expect(validatePackageDate({ start: '2024-01-01', end: '' }, en)).toBe('Number of days in Dates should be 30');
    expect(validatePackageDate({ start: '2024-01-01', end: '   ' }, en)).toBeDefined();
    expect(validatePackageDate({ start: '2024-01-01' }, en)).toBeDefined();
    expect(validatePackageDate({ start: '2024-01-01', end: null }, en)).toBeDefined();
  });
  it('refuses a missing value, a missing start, invalid dates or an end before the start', () => {
    expect(validatePackageDate(undefined, en)).toBeDefined();
    expect(validatePackageDate(null, es)).toBe('Cantidad de días Fechas deberia ser 30');
    expect(validatePackageDate({ end: '2024-01-30' }, en)).toBeDefined();
    expect(validatePackageDate({ start: '2024-02-30', end: '2024-03-30' }, en)).toBeDefined();
    expect(validatePackageDate({ start: '2024-01-30', end: '2024-01-01' }, { ...en, days: 0 })).toBeDefined();
  });
});
