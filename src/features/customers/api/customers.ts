/**
 * What the customer screens read and do (issue 19, docs/customers-workgroups.md "On the device"; product.md §2
 * customers list, async, {id}, {id}/edit; api-catalogue.md "Clients, customers, agencies, brands").
 *
 * - The customers the account reaches are mirrored (`customers`, pulled with deltas and in full every 6 h): the
 *   list, the search and a customer's page read the device, so they open offline.
 * - Editing queues `customers.update` through the outbox (../mutations.ts): it shows at once, with its pending or
 *   refused state (`useCustomerEdits`).
 * - Documents, look-ups, brands and the server-side search are reads kept on the device (`useRead(…, { keep })`):
 *   offline they show their last answer and say from when.
 * - Creating, sharing, a new salesman and uploading a document need the server now (they give ids, check files and
 *   change who reaches the customer): online actions, never queued. Each writes the server's answer into the
 *   mirror at once, so the list shows it without waiting for the next pull.
 */
import { useMemo } from 'react';
import * as c from '#src/api/contract/customers.ts';
import type * as v from 'valibot';
import type { CustomerChanges } from '#src/api/contract/customers.ts';
import { brandList, customerBrandList } from '#src/api/contract/agencies.ts';
import { members, mine } from '#src/api/contract/workgroup-members.ts';
import type { CustomerRow } from '#src/sync/db.ts';
import { useInvalidate, usePending, useRead, useSyncEngine, type PendingAction } from '#src/sync/index.ts';
import { useFreshness, useLiveRows } from '#src/sync/react.ts';
import { filterCustomers, indexCustomers, type CustomerFilter, type CustomerIndex } from '../model/filter-customers.ts';
import { updateCustomer } from '../mutations.ts';

/** Every mirrored customer, indexed for search (sorted by name, folded text); undefined while the device reads. */
export function useCustomerIndex(): CustomerIndex<CustomerRow> | undefined {
  const rows = useLiveRows((db) => db.customers.toArray(), []);
  return useMemo(() => (rows ? indexCustomers(rows) : undefined), [rows]);
}

/** The customers matching `filter`, at most `limit`, and how many match; undefined while the device reads. */
export function useCustomerSearch(
  index: CustomerIndex<CustomerRow> | undefined,
  filter: CustomerFilter,
  limit: number,
): { rows: CustomerRow[]; total: number } | undefined {
  const { search, kind } = filter;
  return useMemo(
    () => (index ? filterCustomers(index, { search, kind }, limit) : undefined),
    [index, search, kind, limit],
  );
}

/** One customer from the device: undefined while reading, null when it is not here (out of reach or never pulled). */
export function useCustomer(id: number): CustomerRow | null | undefined {
  return useLiveRows(async (db) => (await db.customers.get(id)) ?? null, [id]);
}

/** End of the last complete pull of the customers (epoch ms), null before the first. */
export function useCustomersFreshness(): number | null {
  return useFreshness('customers').lastPulledAt;
}

/** The queued and refused edits of customer `id` (all customers without it), oldest first. */
export function useCustomerEdits(id?: number): PendingAction<{ customerId: number; name: string }>[] {
  const all = usePending(updateCustomer);
  return id === undefined ? all : all.filter((a) => a.args.customerId === id);
}

/** Queues an edit: only `changes` travel; `brands` names the ids of `changes.brand_ids` for the device. */
export function useQueueCustomerEdit() {
  const engine = useSyncEngine();
  return (customer: Pick<CustomerRow, 'id' | 'name'>, changes: CustomerChanges, brands?: c.Customer['brands']) =>
    engine.enqueue(updateCustomer, { customerId: customer.id, name: customer.name, changes, brands });
}

/** The server-side search (the "async" screen): a page of customers the server finds, kept. */
export function useServerCustomerSearch(query: { filter: string; page: number }, enabled: boolean) {
  return useRead(
    c.customerList,
    { query: { page: query.page, per_page: 20, ...(query.filter ? { filter: query.filter } : {}) } },
    { keep: true, enabled },
  );
}

/** A customer's documents (newest first), kept. */
export function useCustomerDocuments(id: number) {
  return useRead(c.customerDocuments, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** The document types, in the interface's language, kept. */
export function useDocumentTypes() {
  return useRead(c.customerDocumentTypes, {}, { keep: true, select: (a) => a.data });
}

/** The provider categories, in the interface's language, kept. */
export function useCategories() {
  return useRead(c.customerCategories, {}, { keep: true, select: (a) => a.data });
}

/** Every brand (a customer's are chosen from these), kept. */
export function useBrands() {
  return useRead(brandList, { query: {} }, { keep: true, select: (a) => a.data });
}

/** A customer's brands from the server, kept (the mirror has them too; this is for customers not mirrored). */
export function useCustomerBrands(id: number) {
  return useRead(customerBrandList, { query: { customer_id: id } }, { keep: true, select: (a) => a.data });
}

/** The caller's workgroups (where the salesmen a customer can be given come from), kept. */
export function useMyWorkgroups() {
  return useRead(mine, {}, { keep: true, select: (a) => a.data });
}

/** The members of workgroup `id` (first 100), kept. */
export function useWorkgroupMembers(id: number | undefined) {
  return useRead(
    members,
    { params: { id: id ?? 0 }, query: { per_page: 100 } },
    { keep: true, enabled: id !== undefined, select: (a) => a.data },
  );
}

/** Online actions on customers; each writes the server's answer into the mirror. @throws ApiError */
export function useCustomerActions() {
  const engine = useSyncEngine();
  const invalidate = useInvalidate();
  const keep = async (row: CustomerRow) => {
    await engine.writeFresh(['customers'], async (db) => {
      await db.customers.put(row);
    });
  };
  return {
    /** Creates a customer with login (`password` given) or without. @returns the new customer */
    async create(body: v.InferInput<typeof c.newCustomer>): Promise<CustomerRow> {
      const { password, ...rest } = body;
      const answer = password
        ? await engine.transport.call(c.storeCustomerWithLogin, { body: { ...rest, password } })
        : await engine.transport.call(c.storeCustomerWithoutLogin, { body: rest });
      await keep(answer.data);
      await invalidate(c.customerList);
      return answer.data;
    },
    /** Shares customer `id` with seller `sellerId` (it reads it too). @returns the server's message */
    async share(id: number, sellerId: number): Promise<string | undefined> {
      const answer = await engine.transport.call(c.shareCustomer, { params: { id }, body: { seller_id: sellerId } });
      await keep(answer.data);
      return answer.message;
    },
    /** Makes `memberId` the customer's only salesman. @returns the server's message */
    async newSalesman(id: number, memberId: number): Promise<string | undefined> {
      const answer = await engine.transport.call(c.customerNewSalesman, { params: { id, memberId } });
      await keep(answer.data);
      return answer.message;
    },
    /** Uploads a document (or replaces one with `docId`). @returns the stored document */
    async saveDocument(
      id: number,
      fields: { document_type_id: number; number?: string; expires_on?: string },
      file: File | undefined,
      docId?: number,
    ) {
      const answer =
        docId === undefined
          ? await engine.transport.call(c.storeCustomerDocument, {
              params: { id },
              body: { ...fields, file: file! },
            })
          : await engine.transport.call(c.updateCustomerDocument, {
              params: { id, docId },
              body: { ...fields, ...(file ? { file } : {}) },
            });
      await invalidate(c.customerDocuments);
      const fresh = await engine.transport.call(c.customerList, { query: { ids: [id], per_page: 1 } });
      const row = fresh.data.find((x) => x.id === id);
      if (row) await keep(row); // its documents_count
      return answer.data;
    },
  };
}

/** The mirrored countries by name (the form's choice), [] until read. */
export function useCountryOptions(): { id: number; name: string }[] {
  return useLiveRows(
    async (db) => (await db.countries.toArray()).toSorted((a, b) => a.name.localeCompare(b.name)),
    [],
    [],
  );
}
