/**
 * /dashboard/units/share-units (spec §2): the contract has no share call, so
 * sharing is the device's own (Web Share, or the clipboard) of a plain-text
 * list of the chosen units from the mirror.
 */
import { formatMoney } from '#src/lib/money.ts';

export function shareText(
  units: readonly { title: string; sku: string; address: string; lat: number; lng: number; price: number }[],
  perDay: (amount: string) => string,
): string {
  return units
    .map(
      (u) =>
        `${u.title} (${u.sku})\n${u.address}\n${perDay(formatMoney(u.price))}\nhttps://www.openstreetmap.org/?mlat=${u.lat}&mlon=${u.lng}`,
    )
    .join('\n\n');
}
