import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';

describe('formatMoney (spec §9: 2 decimals, dot thousands, comma decimals)', () => {
  it.each([
    [1234567.89, '1.234.567,89'],
    [1234567.891, '1.234.567,89'],
    [0, '0,00'],
    [5, '5,00'],
    [999.999, '1.000,00'],
    [1000, '1.000,00'],
    [100000, '100.000,00'],
    [0.1 + 0.2, '0,30'],
    [1234.5, '1.234,50'],
  ])('%d → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('rounds half away from zero on the cents, despite binary floats', () => {
    expect(formatMoney(1.005)).toBe('1,01');
    expect(formatMoney(2.675)).toBe('2,68');
    expect(formatMoney(0.285)).toBe('0,29');
    expect(formatMoney(0.125)).toBe('0,13');
    expect(formatMoney(-0.125)).toBe('-0,13');
    expect(formatMoney(1.004)).toBe('1,00');
  });

  it('formats negatives with a leading minus and no negative zero', () => {
    expect(formatMoney(-1234.5)).toBe('-1.234,50');
    expect(formatMoney(-0.001)).toBe('0,00');
    expect(formatMoney(-0)).toBe('0,00');
  });

  it('adds an optional currency prefix', () => {
    expect(formatMoney(1234.5, { currency: '$' })).toBe('$ 1.234,50');
    expect(formatMoney(-1234.5, { currency: '$' })).toBe('-$ 1.234,50');
    expect(formatMoney(7, { currency: 'USD' })).toBe('USD 7,00');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('parseMoney', () => {
  it('reads amounts as people type them, with comma or dot decimals', () => {
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(parseMoney('229,06')).toBe(229.06);
    expect(parseMoney('229.06')).toBe(229.06);
    expect(parseMoney('1.234')).toBe(1234);
    expect(parseMoney('1,234.5')).toBe(1234.5);
    expect(parseMoney('MXN 1.200')).toBe(1200);
    expect(parseMoney(' 7.383,03 ')).toBe(7383.03);
    expect(parseMoney(formatMoney(98765.43))).toBe(98765.43);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1,2,3', '1.2.3,4,5', '12a', '-']) expect(parseMoney(text)).toBeNull();
  });
});
