/**
 * What the bookings and price-request screens read (issue 16; product.md §2 bookings/{id}, reservations/*,
 * discount-requests/{id?}, special-price).
 * - Bookings are mirrored (collection `bookings`, ARCHITECTURE "local reads"): the list and the detail are live
 *   queries of the device, so they open offline and show a decision at once; whether a hold has expired is
 *   worked out on the device's clock with the shared rules (src/domain/booking-rules.ts).
 * - Price requests are read from the server and kept on the device (`useRead` with `keep`), so the inbox shows
 *   its last answer offline; decisions re-read it once the server has them (`invalidates`).
 */
import * as sales from '#src/api/contract/sales.ts';
import { isCloseToExpiry, stateOf, type BookingState } from '#src/domain/booking-rules.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useFreshness, useLiveRows, useRead, useSyncEngine, type BookingRow } from '#src/sync/index.ts';

export type { BookingRow };

/** A booking's filters: its state (`''` every one), and text matched in its name or client. */
export interface BookingFilter {
  state: BookingState | '';
  search: string;
}

/** Booking rows on this device, close to expiry first, then newest; undefined while the first read runs. */
export function useBookings(filter: BookingFilter, now: Date): BookingRow[] | undefined {
  return useLiveRows(
    async (db) => {
      const term = filter.search.trim().toLowerCase();
      const rows = await db.bookings.toArray();
      return rows
        .filter((b) => !filter.state || stateOf({ status: b.status, expiresAt: b.expires_at }, now) === filter.state)
        .filter((b) => !term || `${b.name} ${b.client_name}`.toLowerCase().includes(term))
        .toSorted(
          (a, b) =>
            Number(isCloseToExpiry({ status: b.status, expiresAt: b.expires_at }, now)) -
              Number(isCloseToExpiry({ status: a.status, expiresAt: a.expires_at }, now)) ||
            b.created_at.localeCompare(a.created_at),
        );
    },
    [filter.state, filter.search, now.getTime()],
  );
}

/** One booking from the device: undefined while reading, null when it is not here. */
export function useBooking(id: number): BookingRow | null | undefined {
  return useLiveRows(async (db) => (await db.bookings.get(id)) ?? null, [id]);
}

/** Holds on this device that still hold and expire within 48 hours (the home's flag). */
export function useBookingsCloseToExpiry(now: Date): BookingRow[] {
  return useLiveRows(
    async (db) =>
      (await db.bookings.where('status').equals('open').toArray()).filter((b) =>
        isCloseToExpiry({ status: b.status, expiresAt: b.expires_at }, now),
      ),
    [now.getTime()],
    [],
  );
}

/** End of the last complete pull of the bookings (epoch ms), null before the first. */
export function useBookingsFreshness(): number | null {
  return useFreshness('bookings').lastPulledAt;
}

/** Rows per page of the price-request inbox. */
export const PRICE_REQUESTS_PER_PAGE = 20;

/** The price-request inbox: discounts and special prices, pending first. */
export function usePriceRequests(q: {
  kind: '' | 'discount' | 'special_price';
  status: string;
  search: string;
  page: number;
}) {
  return useRead(
    sales.discountRequests,
    {
      query: {
        page: q.page,
        per_page: PRICE_REQUESTS_PER_PAGE,
        ...(q.kind ? { kind: q.kind } : {}),
        ...(q.status ? { status: q.status as 'pending' } : {}),
        ...(q.search ? { search: q.search } : {}),
      },
    },
    { keep: true },
  );
}

/** One discount request. */
export function useDiscountRequest(id: number) {
  return useRead(sales.showDiscountRequest, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** The packages a special price can be asked for (first 200, by name). */
export function usePackageChoices() {
  return useRead(sales.packages, { query: { page: 1, per_page: 200 } }, { keep: true, select: (a) => a.data });
}

/** What the account may do with bookings and price requests (spec §6: `bookings.*`, `discount_requests.*`). */
export function useSalesRights(): { decideBookings: boolean; decidePrices: boolean } {
  const { permissions } = useSyncEngine();
  return {
    decideBookings: hasPermission(permissions, 'bookings.*'),
    decidePrices: hasPermission(permissions, 'discount_requests.*'),
  };
}

/** The customers named by the campaigns and bookings on this device, by name (the special price form's choice). */
export function useCustomerChoices(): { id: number; name: string }[] {
  return useLiveRows(
    async (db) => {
      const seen = new Map<number, string>();
      for (const c of await db.campaigns.toArray()) seen.set(c.client.id, c.client.name);
      for (const b of await db.bookings.toArray()) if (b.client_id !== null) seen.set(b.client_id, b.client_name);
      return [...seen].map(([id, name]) => ({ id, name })).toSorted((a, b) => a.name.localeCompare(b.name));
    },
    [],
    [],
  );
}

/**
 * Who a special price is asked for: `forCustomers` when the account works for customers (`clientsAgency.*`:
 * sellers, staff, agencies) and chooses one; `forItself` when it may also ask for itself (a client or an agency,
 * `art.client.*`), so staff must name the customer.
 */
export function useSpecialPriceAsker(): { forCustomers: boolean; forItself: boolean } {
  const { permissions } = useSyncEngine();
  return {
    forCustomers: hasPermission(permissions, 'clientsAgency.*'),
    forItself: hasPermission(permissions, 'art.client.*'),
  };
}
