/**
 * A contract's renewal and comments (api-catalogue.md "Contracts": `POST /{id}/renew`, `POST /{id}/comments`,
 * `PUT` and `DELETE /{id}/comments/{cid}`; product.md §4; issue 17), queued like the decisions
 * (mutations/contracts.ts).
 * - Renew: the renewed contract becomes `renewed` at once (shared state machine); the new, pending contract comes
 *   with the server's answer (`fold`: its campaign is new, so it cannot exist on the device before).
 * - Comments are not mirrored: the contract screen reads them (kept on the device) and shows the queued ones from
 *   the outbox as pending; the contract's comment count follows with the answer.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules, the contract and the
 * domain rules.
 */
import * as v from 'valibot';
import * as k from '#src/api/contract/contracts.ts';
import { statusAfter } from '#src/domain/contract-rules.ts';
import type { PautaDb } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';
import { rereadContract } from './contracts.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const label = v.pipe(v.string(), v.maxLength(200));
const which = { contractId: positive, campaignId: positive, name: label };
const isoDay = v.pipe(v.string(), v.isoDate());
const pesos = v.pipe(v.number(), v.minValue(0), v.maxValue(1e11));
const reread = (transport: Transport, db: PautaDb, a: { campaignId: number }) =>
  rereadContract(transport, db, a.campaignId);

export const renewContract = defineMutation({
  endpoint: k.renewContract,
  args: v.object({
    ...which,
    /** The new contract's units as the seller left them; left out: every unit carried over. */
    units: v.optional(
      v.pipe(
        v.array(
          v.object({
            unit_id: positive,
            start_date: isoDay,
            end_date: isoDay,
            price: pesos,
            print_price: pesos,
            spots: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
          }),
        ),
        v.minLength(1),
        v.maxLength(5000),
      ),
    ),
  }),
  tables: ['contracts'],
  async optimistic(tx, a, ctx) {
    const row = await tx.contracts.get(a.campaignId);
    if (!row) return;
    try {
      await tx.contracts.put({
        ...row,
        status: statusAfter(row.status, 'renew'),
        updated_at: new Date(ctx.now).toISOString(),
      });
    } catch {
      // not renewable: the server refuses it (409) and the refusal re-reads the row
    }
  },
  request: (a) => ({
    endpoint: k.renewContract,
    input: { params: { id: a.contractId }, body: a.units ? { units: a.units } : {} },
  }),
  async fold(tx, answer, a) {
    await tx.contracts.put(answer.data);
    const old = await tx.contracts.get(a.campaignId);
    if (old && old.status !== 'renewed') await tx.contracts.put({ ...old, status: 'renewed' });
  },
  reread,
  describe: (a) => ({ es: `Renovar el contrato ${a.name}`, en: `Renew contract ${a.name}` }),
});

const body = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000));

export const addContractComment = defineMutation({
  endpoint: k.addContractComment,
  args: v.object({ ...which, body }),
  tables: ['contracts'],
  invalidates: [k.contractComments],
  optimistic: async () => {},
  request: (a) => ({ endpoint: k.addContractComment, input: { params: { id: a.contractId }, body: { body: a.body } } }),
  reread,
  describe: (a) => ({ es: `Comentar el contrato ${a.name}`, en: `Comment on contract ${a.name}` }),
});

export const updateContractComment = defineMutation({
  endpoint: k.updateContractComment,
  args: v.object({ ...which, commentId: positive, body }),
  tables: ['contracts'],
  invalidates: [k.contractComments],
  optimistic: async () => {},
  request: (a) => ({
    endpoint: k.updateContractComment,
    input: { params: { id: a.contractId, cid: a.commentId }, body: { body: a.body } },
  }),
  describe: (a) => ({ es: `Editar un comentario de ${a.name}`, en: `Edit a comment on ${a.name}` }),
});

export const deleteContractComment = defineMutation({
  endpoint: k.deleteContractComment,
  args: v.object({ ...which, commentId: positive }),
  tables: ['contracts'],
  invalidates: [k.contractComments],
  optimistic: async () => {},
  request: (a) => ({ endpoint: k.deleteContractComment, input: { params: { id: a.contractId, cid: a.commentId } } }),
  describe: (a) => ({ es: `Borrar un comentario de ${a.name}`, en: `Delete a comment on ${a.name}` }),
});
