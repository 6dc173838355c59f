/**
 * A client's own customer profile and the sellers who serve it (issue 19 "a client's own profile (`clients/me`) and
 * their sellers"; api-catalogue.md "GET /client/clients/me (optional name)"): read from the server and kept on the
 * device, so the profile page shows whom to call even offline, saying from when.
 */
import { clientMe } from '#src/api/contract/customers.ts';
import { useOptionalSyncEngine, useRead } from '#src/sync/index.ts';

/** GET /client/clients/me, kept; only asked when `enabled` (accounts that are customers: clients and agencies). */
export function useMySellers(enabled: boolean) {
  return useRead(clientMe, { query: {} }, { keep: true, enabled, select: (a) => a.data });
}

/** True when the account's sync engine runs (kept reads need it; the profile page also renders before it starts). */
export function useHasAccountData(): boolean {
  return useOptionalSyncEngine() !== null;
}
