/**
 * Named mutations of customers (issue 19, docs/customers-workgroups.md "On the device"; api-catalogue.md "Clients,
 * customers, agencies, brands": PUT /customers/{id}): an edit made on the device changes the mirrored customer at
 * once (optimistic), queues offline, and the server's answer replaces the row (`fold`). A refusal (403 without the
 * right to edit, 404 out of reach, 422 on a field) re-reads the customer (`GET /customers?ids=`): one gone from the
 * caller's reach leaves the device, and the sync centre shows the server's message.
 *
 * Only the fields changed travel (`customerChanges` is partial), so an edit queued offline never overwrites what
 * someone else changed meanwhile in other fields.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import * as v from 'valibot';
import { customerChanges, customerList, updateCustomer as updateEndpoint } from '#src/api/contract/customers.ts';
import type { AnyMutation } from '#src/sync/mutations.ts';
import type { CustomerRow, PautaDb } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const named = v.object({ id: positive, name: v.pipe(v.string(), v.maxLength(200)) });

/** Re-reads one customer into the mirror; one the server no longer lists for the caller leaves the device. */
async function rereadCustomer(transport: Transport, db: PautaDb, id: number): Promise<void> {
  const answer = await transport.call(customerList, { query: { ids: [id], per_page: 1 } }, { on401: 'throw' });
  const row = answer.data.find((c) => c.id === id);
  await db.transaction('rw', db.customers, async () => {
    if (row) await db.customers.put(row);
    else await db.customers.delete(id);
  });
}

/** The mirrored row with `changes` applied (brands by the names given with them). */
export function applyCustomerChanges(
  row: CustomerRow,
  changes: v.InferOutput<typeof customerChanges>,
  brands: readonly { id: number; name: string }[] | undefined,
  at: string,
): CustomerRow {
  const { brand_ids, ...fields } = changes;
  return {
    ...row,
    // the fields sent (null included: a cleared phone), the others as they were
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(brand_ids !== undefined
      ? { brands: brand_ids.map((id) => brands?.find((b) => b.id === id) ?? { id, name: `#${id}` }) }
      : {}),
    updated_at: at,
  };
}

/** `customers.update`: args `{ customerId, name (for the sync centre), changes, brands? (names of brand_ids) }`. */
export const updateCustomer = defineMutation({
  endpoint: updateEndpoint,
  args: v.object({
    customerId: positive,
    name: v.pipe(v.string(), v.maxLength(200)),
    changes: customerChanges,
    brands: v.optional(v.pipe(v.array(named), v.maxLength(50))),
  }),
  tables: ['customers'],
  async optimistic(tx, a, ctx) {
    const row = await tx.customers.get(a.customerId);
    if (row) await tx.customers.put(applyCustomerChanges(row, a.changes, a.brands, new Date(ctx.now).toISOString()));
  },
  request: (a) => ({ endpoint: updateEndpoint, input: { params: { id: a.customerId }, body: a.changes } }),
  async fold(tx, answer) {
    await tx.customers.put(answer.data);
  },
  reread: (transport, db, a) => rereadCustomer(transport, db, a.customerId),
  describe: (a) => ({ es: `Editar el cliente ${a.name}`, en: `Edit customer ${a.name}` }),
});

export const customerMutations: readonly AnyMutation[] = [updateCustomer];
