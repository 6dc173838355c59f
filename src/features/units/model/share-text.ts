/**
 * /dashboard/units/share-units (spec §2): the contract has no share call, so
 * sharing is the device's own (Web Share, or the clipboard) of a plain-text
 * list of the chosen units from the mirror.
 */
import { formatMoney } from '#src/lib/money.ts';

/**
 * One paragraph per unit: title (SKU), address, daily price in the unit's currency, a map link.
 * @param perDay wraps an amount in the user's language ("MXN 1.200,00 / día").
 * @param currencyOf the ISO 4217 code of a unit's country (undefined when unknown: the amount alone).
 */
export function shareText(
  units: readonly {
    title: string;
    sku: string;
    address: string;
    lat: number;
    lng: number;
    price: number;
    country_id: number;
  }[],
  perDay: (amount: string) => string,
  currencyOf: (countryId: number) => string | undefined = () => undefined,
): string {
  return units
    .map((u) => {
      const price = perDay(formatMoney(u.price, { currency: currencyOf(u.country_id) }));
      return `${u.title} (${u.sku})\n${u.address}\n${price}\nhttps://www.openstreetmap.org/?mlat=${u.lat}&mlon=${u.lng}`;
    })
    .join('\n\n');
}
