/**
 * What the contract screens read (issue 17; product.md §2 contracts list, `contracts/{id}`; docs/contracts-billing.md
 * "Reading contracts").
 * - Contracts are mirrored (collection `contracts`, keyed by their campaign): the list and the detail are live
 *   queries of the device, so they open offline, say when they were loaded, and show a queued decision at once.
 * - Comments, documents, other costs, orders and order jobs are read from the server and kept on the device
 *   (`useRead` with `keep`): the last answer shows offline, saying from when.
 */
import * as k from '#src/api/contract/contracts.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { clientSellers } from '#src/api/contract/session.ts';
import type { CallInput } from '#src/api/contract/define.ts';
import { canDo, type ContractAction, type ContractStatus } from '#src/domain/contract-rules.ts';
import type { OrderJobSummary } from '#src/api/contract/catalogue-lists.ts';
import {
  collectionByName,
  useFreshness,
  useLiveRows,
  useRead,
  useSyncEngine,
  type ContractRow,
  type SyncEngine,
} from '#src/sync/index.ts';

export type { ContractRow };

/** The list's filters; `''` leaves one out. Dates YYYY-MM-DD: contracts running on some day of [from, to]. */
export interface ContractFilter {
  status: ContractStatus | '';
  clientId: number | '';
  ownerId: number | '';
  from: string;
  to: string;
  /** Words of the campaign name, the client or the reference. */
  search: string;
}

/** True when contract `c` passes `f` (see ContractFilter). */
export function matchesContract(c: ContractRow, f: ContractFilter): boolean {
  if (f.status && c.status !== f.status) return false;
  if (f.clientId !== '' && c.client_id !== f.clientId) return false;
  if (f.ownerId !== '' && c.owner_id !== f.ownerId) return false;
  if (f.from && (c.end_date === null || c.end_date < f.from)) return false;
  if (f.to && (c.start_date === null || c.start_date > f.to)) return false;
  const term = f.search.trim().toLowerCase();
  return !term || `${c.name} ${c.client_name} ${c.reference}`.toLowerCase().includes(term);
}

/** Contracts on this device passing `filter`, pending first, then the latest starts; undefined while reading. */
export function useContracts(filter: ContractFilter): ContractRow[] | undefined {
  return useLiveRows(
    async (db) =>
      (await db.contracts.toArray())
        .filter((c) => matchesContract(c, filter))
        .toSorted(
          (a, b) =>
            Number(b.status === 'pending') - Number(a.status === 'pending') ||
            (b.start_date ?? '').localeCompare(a.start_date ?? '') ||
            b.id - a.id,
        ),
    [filter.status, filter.clientId, filter.ownerId, filter.from, filter.to, filter.search],
  );
}

/** The clients and owners named by the contracts on this device, by name (the list's filter choices). */
export function useContractPeople(): {
  clients: { id: number; name: string }[];
  owners: { id: number; name: string }[];
} {
  return useLiveRows(
    async (db) => {
      const clients = new Map<number, string>();
      const owners = new Map<number, string>();
      for (const c of await db.contracts.toArray()) {
        clients.set(c.client_id, c.client_name);
        if (c.owner_id !== null) owners.set(c.owner_id, c.owner_name ?? `#${c.owner_id}`);
      }
      const sorted = (m: Map<number, string>) =>
        [...m].map(([id, name]) => ({ id, name })).toSorted((a, b) => a.name.localeCompare(b.name));
      return { clients: sorted(clients), owners: sorted(owners) };
    },
    [],
    { clients: [], owners: [] },
  );
}

/** Contract `id` from the device: undefined while reading, null when it is not here. */
export function useContract(id: number): ContractRow | null | undefined {
  return useLiveRows(async (db) => (await db.contracts.where('id').equals(id).first()) ?? null, [id]);
}

/** End of the last complete pull of the contracts (epoch ms), null before the first. */
export function useContractsFreshness(): number | null {
  return useFreshness('contracts').lastPulledAt;
}

/** What the account may do with contracts (spec §6: `contracts.*` decides; `order_jobs.*` makes order jobs). */
export function useContractRights(): { decide: boolean; orderJobs: boolean } {
  const { permissions } = useSyncEngine();
  return {
    decide: hasPermission(permissions, 'contracts.*'),
    orderJobs: hasPermission(permissions, 'order_jobs.*'),
  };
}

/** True when the account may take `action` on `c` now (its right and the shared state machine). */
export function useMayDo(c: Pick<ContractRow, 'status'>): (action: ContractAction) => boolean {
  const { decide } = useContractRights();
  return (action) => decide && canDo(c.status, action);
}

/** The comments of contract `id`, kept on the device. */
export function useContractComments(id: number) {
  return useRead(k.contractComments, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** The documents of contract `id`, kept on the device. */
export function useContractDocuments(id: number) {
  return useRead(k.contractDocuments, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** The other costs of contract `id`, kept on the device. */
export function useContractOtherCosts(id: number) {
  return useRead(k.contractOtherCosts, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** The orders of contract `id`, kept on the device. */
export function useContractOrders(id: number) {
  return useRead(k.contractOrders, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** The sellers assigned to client `clientId` (the owner a contract may be given to), kept on the device. */
export function useClientSellers(clientId: number) {
  return useRead(clientSellers, { params: { id: clientId } }, { keep: true, select: (a) => a.data });
}

/** Writes jobs the server answered into the order-job mirror, as a pull writes them (the collection's own `write`). */
async function writeOrderJobs(engine: SyncEngine, jobs: OrderJobSummary[]): Promise<void> {
  const orderJobs = collectionByName('orderJobs');
  await engine.writeFresh(orderJobs.tables, (db) => orderJobs.write(db, jobs as unknown as Record<string, unknown>[]));
}

/**
 * Makes an order job from a contract online (`POST /contracts/{id}/order-jobs`) and writes it into the order-job
 * mirror at once, so operations' list shows it without waiting for the next pull. Answers the server's message.
 * @throws ApiError (no connection: `isNetwork`; 409 when the contract is not approved or billed; 422 by field)
 */
export function useCreateContractOrderJob(): (
  contractId: number,
  body: CallInput<typeof k.createContractOrderJob>['body'],
) => Promise<{ jobId: number; message: string }> {
  const engine = useSyncEngine();
  return async (contractId, body) => {
    const answer = await engine.transport.call(k.createContractOrderJob, { params: { id: contractId }, body });
    await writeOrderJobs(engine, [answer.data]);
    return { jobId: answer.data.id, message: answer.message };
  };
}

/**
 * Makes the uninstallation order jobs of the contracts that ended before today (`POST /contracts/unistall-order-jobs`;
 * the server skips those that have one) online, and writes them into the order-job mirror. Answers how many were
 * made and the server's message.
 * @throws ApiError (no connection: `isNetwork`)
 */
export function useUninstallEndedContracts(): () => Promise<{ made: number; message: string }> {
  const engine = useSyncEngine();
  return async () => {
    const answer = await engine.transport.call(k.uninstallOrderJobs, { body: {} });
    await writeOrderJobs(engine, answer.data);
    return { made: answer.data.length, message: answer.message };
  };
}
