/**
 * Named mutations of contracts (issue 17, docs/contracts-billing.md), as the sync engine registers them:
 * - mutations/contracts.ts: the decisions (`contracts.apply`, `.reject`, `.cancel`, `.billed`), the owner, the
 *   reference, the units type, and the unit updates (`contracts.updateUnitSpots`, `.updateUnitPrices`,
 *   `.updateUnitPeriod`, `.updatePeriods`), each applied to the mirrored contract at once;
 * - mutations/contract-parts.ts: `contracts.renew` and the comments (`contracts.addComment`, `.updateComment`,
 *   `.deleteComment`).
 * Payments are not here: they are never queued (online only, docs/billing-payments.md).
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import type { AnyMutation } from '#src/sync/mutations.ts';
import * as contractParts from './mutations/contract-parts.ts';
import * as contracts from './mutations/contracts.ts';

export { contractParts, contracts };

export const contractMutations: readonly AnyMutation[] = [
  ...Object.values(contracts).filter((m): m is AnyMutation => typeof m === 'object' && m !== null && 'request' in m),
  ...Object.values(contractParts).filter(
    (m): m is AnyMutation => typeof m === 'object' && m !== null && 'request' in m,
  ),
];
