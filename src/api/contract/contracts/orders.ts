/**
 * Orders of a contract (api-catalogue.md "Contracts": `GET and POST /{id}/orders`, `POST /{id}/share-order/{orderId}`,
 * `PUT /{id}/orders/{orderId}/check-invoice`; "Orders" (/orders): show, items, update, all items at once, delete,
 * add, change and delete an item; product.md §3 "Order and order item", §4 "check invoice status of an order";
 * issue 17). An order lists what is charged (description, quantity × unit price = total, pesos in the contract's
 * currency, computed in centavos). Reads: `browse_contracts` on a contract the caller reaches (ownership rules
 * `contract`, `order`, `orderItem`); changes: `contracts.*`, while the contract is pending, approved or billed (409
 * once rejected, cancelled or renewed). Checking the invoice asks the reference server's own test-mode invoicing:
 * `issued` once the contract is billed, else `pending`.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, money, requiredText } from '../common.ts';
import { spec } from './contracts.ts';

export const orderItem = v.object({
  id: v.number(),
  order_id: v.number(),
  description: v.string(),
  quantity: v.number(),
  /** Pesos. */
  unit_price: v.number(),
  /** quantity × unit price, pesos. */
  total: v.number(),
});
export type OrderItem = v.InferOutput<typeof orderItem>;

export const order = v.object({
  id: v.number(),
  contract_id: v.number(),
  number: v.string(),
  status: v.picklist(['open', 'closed']),
  invoice_status: v.picklist(['none', 'pending', 'issued', 'paid']),
  invoice_checked_at: v.nullable(v.string()),
  shared_at: v.nullable(v.string()),
  items: v.array(orderItem),
  total: v.number(),
  currency: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Order = v.InferOutput<typeof order>;

export const itemInput = v.object({
  description: requiredText(300),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  unit_price: money(0),
});
const items = v.pipe(v.array(itemInput), v.maxLength(500));

const readContract = { permissions: ['browse_contracts'], owner: { resource: 'contract', param: 'id' } } as const;
const writeContract = { permissions: ['contracts.*'], owner: { resource: 'contract', param: 'id' } } as const;
const contractOrder = v.object({ id, orderId: id });
const readOrder = { permissions: ['browse_contracts'], owner: { resource: 'order', param: 'id' } } as const;
const writeOrder = { permissions: ['contracts.*'], owner: { resource: 'order', param: 'id' } } as const;
const writeItem = { permissions: ['contracts.*'], owner: { resource: 'orderItem', param: 'id' } } as const;
const orderAnswer = v.object({ data: order, message: v.string() });

export const contractOrders = endpoint({
  name: 'contracts.orders',
  method: 'GET',
  path: '/contracts/{id}/orders',
  access: readContract,
  spec,
  params: idParams,
  answer: envelope(v.array(order)),
});
export const createContractOrder = endpoint({
  name: 'contracts.createOrder',
  method: 'POST',
  path: '/contracts/{id}/orders',
  access: writeContract,
  spec,
  params: idParams,
  body: v.object({ items: v.optional(items) }),
  answer: orderAnswer,
});
export const shareContractOrder = endpoint({
  name: 'contracts.shareOrder',
  method: 'POST',
  path: '/contracts/{id}/share-order/{orderId}',
  access: writeContract,
  spec,
  params: contractOrder,
  body: v.object({}),
  answer: orderAnswer,
});
export const checkOrderInvoice = endpoint({
  name: 'contracts.checkInvoice',
  method: 'PUT',
  path: '/contracts/{id}/orders/{orderId}/check-invoice',
  access: readContract,
  spec,
  params: contractOrder,
  body: v.object({}),
  answer: orderAnswer,
});

const orderSpec = 'api-catalogue.md Orders';
export const showOrder = endpoint({
  name: 'orders.show',
  method: 'GET',
  path: '/orders/{id}',
  access: readOrder,
  spec: orderSpec,
  params: idParams,
  answer: envelope(order),
});
export const orderItems = endpoint({
  name: 'orders.items',
  method: 'GET',
  path: '/orders/{id}/items',
  access: readOrder,
  spec: orderSpec,
  params: idParams,
  answer: envelope(v.array(orderItem)),
});
export const updateOrder = endpoint({
  name: 'orders.update',
  method: 'PUT',
  path: '/orders/{id}',
  access: writeOrder,
  spec: orderSpec,
  params: idParams,
  body: v.object({ status: v.picklist(['open', 'closed']) }),
  answer: orderAnswer,
});
export const replaceOrderItems = endpoint({
  name: 'orders.allItems',
  method: 'PUT',
  path: '/orders/{id}/all-items',
  access: writeOrder,
  spec: orderSpec,
  params: idParams,
  body: v.object({ items }),
  answer: orderAnswer,
});
export const deleteOrder = endpoint({
  name: 'orders.delete',
  method: 'DELETE',
  path: '/orders/{id}',
  access: writeOrder,
  spec: orderSpec,
  params: idParams,
  answer: v.object({ message: v.string() }),
});
export const addOrderItem = endpoint({
  name: 'orders.addItem',
  method: 'POST',
  path: '/orders/{id}/items',
  access: writeOrder,
  spec: orderSpec,
  params: idParams,
  body: itemInput,
  answer: orderAnswer,
});
export const updateOrderItem = endpoint({
  name: 'orders.updateItem',
  method: 'PUT',
  path: '/orders/items/{id}',
  access: writeItem,
  spec: orderSpec,
  params: idParams,
  body: itemInput,
  answer: orderAnswer,
});
export const deleteOrderItem = endpoint({
  name: 'orders.deleteItem',
  method: 'DELETE',
  path: '/orders/items/{id}',
  access: writeItem,
  spec: orderSpec,
  params: idParams,
  answer: orderAnswer,
});
