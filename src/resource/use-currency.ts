/**
 * The currency of an amount (issue 15 "Money": an amount always carries its currency, per country of
 * the campaign or unit: MXN, COP, CLP, PEN…), read from the countries look-up the device mirrors
 * (`countries.currency`, ISO 4217). Pass the code to `formatMoney(value, { currency })` (spec §9: dot
 * thousands, comma decimals, 2 decimals → "MXN 1.234,50").
 */
import { useCallback } from 'react';
import { useLiveRows } from '../sync/index.ts';

const NO_CURRENCIES = new Map<number, string>();

/** `currencyOf(countryId)`: the country's currency code, undefined while unknown on this device. */
export function useCurrencyOf(): (countryId: number | null | undefined) => string | undefined {
  const currencies = useLiveRows(
    async (db) => new Map((await db.countries.toArray()).map((c) => [c.id, c.currency])),
    [],
    NO_CURRENCIES,
  );
  return useCallback((countryId) => (countryId == null ? undefined : currencies.get(countryId)), [currencies]);
}

/**
 * The one currency of several countries (a campaign's total), or undefined when they use different
 * currencies or one is unknown: a sum over currencies has none.
 */
export function sharedCurrency(
  countryIds: readonly number[],
  currencyOf: (countryId: number) => string | undefined,
): string | undefined {
  const codes = new Set(countryIds.map(currencyOf));
  if (codes.size !== 1) return undefined;
  return [...codes][0];
}

/** The currency of a campaign's totals: its countries' one currency, undefined when they differ. */
export function useCampaignCurrency(campaign: { countries: readonly { id: number }[] }): string | undefined {
  const currencyOf = useCurrencyOf();
  return sharedCurrency(
    campaign.countries.map((c) => c.id),
    (id) => currencyOf(id),
  );
}
