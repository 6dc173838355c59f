/**
 * Route mutations (product.md §2, §4 field operations; api-catalogue.md "Routes, print work orders,
 * tasks"), queued in the outbox and named after their endpoints (`routes.finish`,
 * `routes.assignTechnician`; earlier versions stored `route.finish`, `route.assignTechnician`). The new
 * state shows at once; the answer (the whole route) replaces the row; a refusal re-reads the route.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import * as v from 'valibot';
import * as fieldWork from '#src/api/contract/field-work.ts';
import { isoTimestamp } from '#src/api/contract/common.ts';
import type { PautaDb } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';
import { positive } from './order-jobs.ts';

async function rereadRoute(transport: Transport, db: PautaDb, args: { routeId: number }): Promise<void> {
  const answer = await transport.call(fieldWork.showRoute, { params: { id: args.routeId } }, { on401: 'throw' });
  await db.routes.put(answer.data);
}

export const finish = defineMutation({
  endpoint: fieldWork.finishRoute,
  formerNames: ['route.finish'],
  args: v.object({ routeId: positive, finishedAt: isoTimestamp }),
  tables: ['routes'],
  invalidates: [fieldWork.events],
  async optimistic(tx, args) {
    await tx.routes.update(args.routeId, { status: 'finished', finished_at: args.finishedAt });
  },
  request: (args) => ({
    endpoint: fieldWork.finishRoute,
    input: { params: { id: args.routeId }, body: { finished_at: args.finishedAt } },
  }),
  async fold(tx, answer) {
    await tx.routes.put(answer.data);
  },
  reread: rereadRoute,
  describe: (args) => ({ es: `Finalizar la ruta ${args.routeId}`, en: `Finish route ${args.routeId}` }),
});

export const assignTechnician = defineMutation({
  endpoint: fieldWork.assignRouteTechnician,
  formerNames: ['route.assignTechnician'],
  args: v.object({ routeId: positive, technicianId: positive, technicianName: v.string() }),
  tables: ['routes'],
  async optimistic(tx, args) {
    await tx.routes.update(args.routeId, { technician: { id: args.technicianId, name: args.technicianName } });
  },
  request: (args) => ({
    endpoint: fieldWork.assignRouteTechnician,
    input: { params: { id: args.routeId }, body: { technician_id: args.technicianId } },
  }),
  async fold(tx, answer) {
    await tx.routes.put(answer.data);
  },
  reread: rereadRoute,
  describe: (args) => ({
    es: `Asignar la ruta ${args.routeId} a ${args.technicianName}`,
    en: `Assign route ${args.routeId} to ${args.technicianName}`,
  }),
});
