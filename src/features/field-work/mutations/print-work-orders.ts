/**
 * Print work order mutations (product.md §2, §4 field operations; api-catalogue.md "Routes, print work
 * orders, tasks"), queued in the outbox and named after their endpoints (`printWorkOrders.finish`…;
 * earlier versions stored `printWorkOrder.updateTask`, `printWorkOrder.attachFile`,
 * `printWorkOrder.finish`). A task's process and the order's status show at once; an attached file
 * waits in the outbox (the screen lists it as waiting); every answer (the whole order) replaces the row;
 * a refusal re-reads the order.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import * as v from 'valibot';
import * as printWork from '#src/api/contract/print-work-orders.ts';
import { isoTimestamp } from '#src/api/contract/common.ts';
import type { PautaDb } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import type { Transport } from '#src/sync/transport.ts';
import { positive } from './order-jobs.ts';

async function rereadPrintOrder(transport: Transport, db: PautaDb, args: { orderId: number }): Promise<void> {
  const answer = await transport.call(printWork.show, { params: { id: args.orderId } }, { on401: 'throw' });
  await db.printWorkOrders.put(answer.data);
}

export const updateTaskProcess = defineMutation({
  endpoint: printWork.updateTaskProcess,
  formerNames: ['printWorkOrder.updateTask'],
  args: v.object({
    orderId: positive,
    unitId: positive,
    process: v.picklist(printWork.TASK_PROCESSES),
    unitTitle: v.string(),
  }),
  tables: ['printWorkOrders'],
  async optimistic(tx, args) {
    const order = await tx.printWorkOrders.get(args.orderId);
    if (!order) return;
    await tx.printWorkOrders.put({
      ...order,
      status: order.status === 'pending' ? 'in_progress' : order.status,
      tasks: order.tasks.map((t) => (t.unit_id === args.unitId ? { ...t, process: args.process } : t)),
    });
  },
  request: (args) => ({
    endpoint: printWork.updateTaskProcess,
    input: { params: { id: args.orderId, unitId: args.unitId }, body: { process: args.process } },
  }),
  async fold(tx, answer) {
    await tx.printWorkOrders.put(answer.data);
  },
  reread: rereadPrintOrder,
  describe: (args) => ({
    es: `Impresión de ${args.unitTitle}: ${args.process}`,
    en: `Print of ${args.unitTitle}: ${args.process}`,
  }),
});

export const attachFile = defineMutation({
  endpoint: printWork.attachFile,
  formerNames: ['printWorkOrder.attachFile'],
  args: v.object({
    orderId: positive,
    unitId: positive,
    /** Key of the Blob given to enqueue. */
    file: v.pipe(v.string(), v.nonEmpty()),
    fileName: v.string(),
    unitTitle: v.string(),
  }),
  tables: ['printWorkOrders'],
  optimistic: async () => {},
  request: (args, blobs) => ({
    endpoint: printWork.attachFile,
    input: { params: { id: args.orderId, unitId: args.unitId }, body: { file: blobs[args.file]! } },
  }),
  async fold(tx, answer) {
    await tx.printWorkOrders.put(answer.data);
  },
  describe: (args) => ({
    es: `Adjuntar ${args.fileName} a ${args.unitTitle}`,
    en: `Attach ${args.fileName} to ${args.unitTitle}`,
  }),
});

export const finish = defineMutation({
  endpoint: printWork.finish,
  formerNames: ['printWorkOrder.finish'],
  args: v.object({ orderId: positive, finishedAt: isoTimestamp }),
  tables: ['printWorkOrders'],
  async optimistic(tx, args) {
    await tx.printWorkOrders.update(args.orderId, { status: 'finished', finished_at: args.finishedAt });
  },
  request: (args) => ({
    endpoint: printWork.finish,
    input: { params: { id: args.orderId }, body: { finished_at: args.finishedAt } },
  }),
  async fold(tx, answer) {
    await tx.printWorkOrders.put(answer.data);
  },
  reread: rereadPrintOrder,
  describe: (args) => ({
    es: `Finalizar la orden de impresión ${args.orderId}`,
    en: `Finish print work order ${args.orderId}`,
  }),
});
