/**
 * Named mutations of the sales pipeline (issue 16, docs/sales-pipeline.md), as the sync engine registers them:
 * - mutations/bookings.ts: `bookings.apply`, `bookings.reject`, `bookings.remove`, `bookings.removeUnit` (mirrored);
 * - mutations/price-requests.ts: `discountRequests.apply` / `reject`, `specialPrices.accept` / `deny`, and the
 *   special price requests `specialPrices.client` / `package` (not mirrored: pending from the outbox entry).
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import type { AnyMutation } from '#src/sync/mutations.ts';
import * as bookings from './mutations/bookings.ts';
import * as priceRequests from './mutations/price-requests.ts';

export { bookings, priceRequests };

export const salesMutations: readonly AnyMutation[] = [...Object.values(bookings), ...Object.values(priceRequests)];
