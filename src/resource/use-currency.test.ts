import { describe, expect, it } from 'vitest';
import { sharedCurrency } from './use-currency.ts';

const CURRENCIES: Record<number, string> = { 1: 'MXN', 2: 'MXN', 3: 'COP' };
const currencyOf = (id: number) => CURRENCIES[id];

describe('sharedCurrency', () => {
  it("is the countries' one currency, and none for a mix or an unknown country", () => {
    expect(sharedCurrency([1, 2], currencyOf)).toBe('MXN');
    expect(sharedCurrency([1, 3], currencyOf)).toBeUndefined();
    expect(sharedCurrency([1, 9], currencyOf)).toBeUndefined();
    expect(sharedCurrency([], currencyOf)).toBeUndefined();
  });
});
