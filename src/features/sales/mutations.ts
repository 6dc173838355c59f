/**
 * Named mutations of the sales pipeline (issue 16, docs/sales-pipeline.md), as the sync engine registers them:
 * - mutations/bookings.ts: `bookings.apply`, `bookings.reject`, `bookings.remove`, `bookings.removeUnit` (mirrored);
 * - mutations/price-requests.ts: `discountRequests.apply` / `reject`, `specialPrices.accept` / `deny`, and the
 *   special price requests `specialPrices.client` / `package` (not mirrored: pending from the outbox entry);
 * - mutations/proposals.ts: the proposal edits (`proposals.updateLine`, `.segmentPrices`, `.multiplyPrices`, …),
 *   repriced on the device by the shared rules, and `proposals.addUnits`, `.book`, `.contract` queued.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import type { AnyMutation } from '#src/sync/mutations.ts';
import * as bookings from './mutations/bookings.ts';
import * as priceRequests from './mutations/price-requests.ts';
import * as proposals from './mutations/proposals.ts';

export { bookings, priceRequests, proposals };

export const salesMutations: readonly AnyMutation[] = [
  ...Object.values(bookings),
  ...Object.values(priceRequests),
  ...Object.values(proposals).filter((m): m is AnyMutation => typeof m === 'object' && m !== null && 'request' in m),
];
