/**
 * A contract's orders on the screen (api-catalogue.md "Contracts" orders rows and "Orders"; product.md §3 "Order
 * and order item", §4 "check invoice status of an order"; issue 17): read from the server and kept on the device
 * (the last answer shows offline); every change is online — it needs the server's answer (numbers, totals in
 * centavos, the invoice check) — and reads the orders again once answered.
 */
import type * as v from 'valibot';
import * as k from '#src/api/contract/contracts.ts';
import { useInvalidate, useSyncEngine } from '#src/sync/index.ts';

export type ItemInput = v.InferOutput<typeof k.itemInput>;

/** The order changes; each answers the server's message. @throws ApiError (offline: `isNetwork`; 409; 422) */
export function useOrderActions(contractId: number) {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  const done = async (answer: { message: string }) => {
    await invalidate(k.contractOrders);
    return answer.message;
  };
  return {
    create: async (items: ItemInput[]) =>
      done(await transport.call(k.createContractOrder, { params: { id: contractId }, body: { items } })),
    share: async (orderId: number) =>
      done(await transport.call(k.shareContractOrder, { params: { id: contractId, orderId }, body: {} })),
    checkInvoice: async (orderId: number) =>
      done(await transport.call(k.checkOrderInvoice, { params: { id: contractId, orderId }, body: {} })),
    setStatus: async (orderId: number, status: 'open' | 'closed') =>
      done(await transport.call(k.updateOrder, { params: { id: orderId }, body: { status } })),
    replaceItems: async (orderId: number, items: ItemInput[]) =>
      done(await transport.call(k.replaceOrderItems, { params: { id: orderId }, body: { items } })),
    remove: async (orderId: number) => done(await transport.call(k.deleteOrder, { params: { id: orderId } })),
    addItem: async (orderId: number, item: ItemInput) =>
      done(await transport.call(k.addOrderItem, { params: { id: orderId }, body: item })),
    updateItem: async (itemId: number, item: ItemInput) =>
      done(await transport.call(k.updateOrderItem, { params: { id: itemId }, body: item })),
    removeItem: async (itemId: number) => done(await transport.call(k.deleteOrderItem, { params: { id: itemId } })),
  };
}
