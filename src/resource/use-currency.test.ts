import { describe, expect, it } from 'vitest';
import { sharedCurrency } from './use-currency.ts';

describe('sharedCurrency', () => {
  const currencyOf = (id: number) => ({ 1: 'MXN', 2: 'MXN', 3: 'COP' })[id];
  it("is the countries' one currency, and none for a mix or an unknown country", () => {
    expect(sharedCurrency([1, 2], currencyOf)).toBe('MXN');
    expect(sharedCurrency([1, 3], currencyOf)).toBeUndefined();
    expect(sharedCurrency([1, 9], currencyOf)).toBeUndefined();
    expect(sharedCurrency([], currencyOf)).toBeUndefined();
  });
});
