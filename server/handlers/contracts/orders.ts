/**
 * Orders of contracts on the reference server (contract src/api/contract/contracts/orders.ts; issue 17). An order
 * and its items are reached through their contract (`findOrder`, `findOrderItem`: the contract's scope, 404
 * otherwise); changes need the contract not rejected, cancelled or renewed (409). Item totals are quantity × unit
 * price in centavos (src/domain/contract-rules.ts). The invoice check is the server's own test-mode invoicing:
 * `issued` once the contract is billed, else `pending`; no outside service is called.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import * as k from '#src/api/contract/contracts.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { fromMinor, toMinor } from '#src/domain/contract-rules.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { contracts, orderItems, orders } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { campaignCurrencies } from '../campaign-view.ts';
import { findContract, nextStatus, touchContract, type ContractRow } from './contract-view.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemInput = { description: string; quantity: number; unit_price: number };

const itemRow = (orderId: number, i: ItemInput, now: Date) => ({
  orderId,
  description: i.description,
  quantity: i.quantity,
  unitPrice: i.unit_price,
  total: fromMinor(toMinor(i.unit_price) * i.quantity),
  createdAt: now,
  updatedAt: now,
});

/** Order `id`, through a contract the caller reaches. @throws HttpError 404 */
export async function findOrder(db: Db, user: AuthUser, id: number, locale: Locale) {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  if (!o) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  const contract = await findContract(db, user, o.contractId, locale);
  return { order: o, contract };
}

/** Item `id`, through its order's contract. @throws HttpError 404 */
export async function findOrderItem(db: Db, user: AuthUser, id: number, locale: Locale) {
  const [item] = await db.select().from(orderItems).where(eq(orderItems.id, id));
  if (!item) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return { item, ...(await findOrder(db, user, item.orderId, locale)) };
}

/** @throws HttpError 409 once the contract is rejected, cancelled or renewed */
async function assertOpen(db: Db, c: ContractRow, locale: Locale) {
  await nextStatus(db, c, 'updateReference', locale);
}

async function orderAnswers(db: Db, rows: readonly OrderRow[]): Promise<k.Order[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const campaignOf = new Map(
    (
      await db
        .select({ id: contracts.id, campaignId: contracts.campaignId })
        .from(contracts)
        .where(inArray(contracts.id, [...new Set(rows.map((o) => o.contractId))]))
    ).map((c) => [c.id, c.campaignId]),
  );
  const currency = await campaignCurrencies(db, [...campaignOf.values()]);
  return rows.map((o) => {
    const mine = items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        id: i.id,
        order_id: i.orderId,
        description: i.description,
        quantity: i.quantity,
        unit_price: i.unitPrice,
        total: i.total,
      }));
    return {
      id: o.id,
      contract_id: o.contractId,
      number: o.number,
      status: o.status,
      invoice_status: o.invoiceStatus,
      invoice_checked_at: o.invoiceCheckedAt?.toISOString() ?? null,
      shared_at: o.sharedAt?.toISOString() ?? null,
      items: mine,
      total: fromMinor(mine.reduce((sum, i) => sum + toMinor(i.total), 0)),
      currency: currency.get(campaignOf.get(o.contractId)!) ?? null,
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
    };
  });
}

async function answer(db: Db, orderId: number, locale: Locale, message: MessageKey) {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { data: (await orderAnswers(db, [o!]))[0]!, message: msg(locale, message) };
}

/** The order, through contract `contractId` (the path's). @throws HttpError 404 */
async function orderOf(db: Db, contractId: number, orderId: number, locale: Locale) {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.contractId, contractId)));
  if (!o) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return o;
}

const touch = (db: Db, orderId: number, now: Date) =>
  db.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));

export const orderHandlers: Implementation[] = [
  implement(k.contractOrders, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    const rows = await x.db.select().from(orders).where(eq(orders.contractId, c.id)).orderBy(asc(orders.id));
    return { data: await orderAnswers(x.db, rows) };
  }),
  implement(k.createContractOrder, async (x) => {
    const id = await x.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const c = await findContract(tx, x.user, x.params.id, x.locale, true);
      await assertOpen(tx, c, x.locale);
      const [n] = await tx.select({ n: count() }).from(orders).where(eq(orders.contractId, c.id));
      const [o] = await tx
        .insert(orders)
        .values({ contractId: c.id, number: `OC-${c.id}-${(n?.n ?? 0) + 1}`, createdAt: x.now, updatedAt: x.now })
        .returning({ id: orders.id });
      if (x.body.items?.length) await tx.insert(orderItems).values(x.body.items.map((i) => itemRow(o!.id, i, x.now)));
      await touchContract(tx, c.id, x.now);
      return o!.id;
    });
    return answer(x.db, id, x.locale, 'orders.created');
  }),
  implement(k.shareContractOrder, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    const o = await orderOf(x.db, c.id, x.params.orderId, x.locale);
    await x.db.update(orders).set({ sharedAt: x.now, updatedAt: x.now }).where(eq(orders.id, o.id));
    return answer(x.db, o.id, x.locale, 'orders.shared');
  }),
  implement(k.checkOrderInvoice, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    const o = await orderOf(x.db, c.id, x.params.orderId, x.locale);
    const invoiceStatus = c.status === 'billed' || c.billedAt ? 'issued' : 'pending';
    await x.db
      .update(orders)
      .set({ invoiceStatus, invoiceCheckedAt: x.now, updatedAt: x.now })
      .where(eq(orders.id, o.id));
    return answer(
      x.db,
      o.id,
      x.locale,
      invoiceStatus === 'issued' ? 'orders.invoice_issued' : 'orders.invoice_pending',
    );
  }),
  implement(k.showOrder, async (x) => {
    const { order } = await findOrder(x.db, x.user, x.params.id, x.locale);
    return { data: (await orderAnswers(x.db, [order]))[0]! };
  }),
  implement(k.orderItems, async (x) => {
    const { order } = await findOrder(x.db, x.user, x.params.id, x.locale);
    return { data: (await orderAnswers(x.db, [order]))[0]!.items };
  }),
  implement(k.updateOrder, async (x) => {
    const { order, contract } = await findOrder(x.db, x.user, x.params.id, x.locale);
    await assertOpen(x.db, contract, x.locale);
    await x.db.update(orders).set({ status: x.body.status, updatedAt: x.now }).where(eq(orders.id, order.id));
    return answer(x.db, order.id, x.locale, 'orders.saved');
  }),
  implement(k.replaceOrderItems, async (x) => {
    const { order, contract } = await findOrder(x.db, x.user, x.params.id, x.locale);
    await assertOpen(x.db, contract, x.locale);
    await x.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
      if (x.body.items.length) await tx.insert(orderItems).values(x.body.items.map((i) => itemRow(order.id, i, x.now)));
      await touch(tx, order.id, x.now);
    });
    return answer(x.db, order.id, x.locale, 'orders.saved');
  }),
  implement(k.deleteOrder, async (x) => {
    const { order, contract } = await findOrder(x.db, x.user, x.params.id, x.locale);
    await assertOpen(x.db, contract, x.locale);
    await x.db.delete(orders).where(eq(orders.id, order.id));
    await touchContract(x.db, contract.id, x.now);
    return { message: msg(x.locale, 'orders.deleted') };
  }),
  implement(k.addOrderItem, async (x) => {
    const { order, contract } = await findOrder(x.db, x.user, x.params.id, x.locale);
    await assertOpen(x.db, contract, x.locale);
    await x.db.insert(orderItems).values(itemRow(order.id, x.body, x.now));
    await touch(x.db, order.id, x.now);
    return answer(x.db, order.id, x.locale, 'orders.saved');
  }),
  implement(k.updateOrderItem, async (x) => {
    const { item, contract } = await findOrderItem(x.db, x.user, x.params.id, x.locale);
    await assertOpen(x.db, contract, x.locale);
    const { orderId: _order, createdAt: _created, ...changes } = itemRow(item.orderId, x.body, x.now);
    await x.db.update(orderItems).set(changes).where(eq(orderItems.id, item.id));
    await touch(x.db, item.orderId, x.now);
    return answer(x.db, item.orderId, x.locale, 'orders.saved');
  }),
  implement(k.deleteOrderItem, async (x) => {
    const { item, contract } = await findOrderItem(x.db, x.user, x.params.id, x.locale);
    await assertOpen(x.db, contract, x.locale);
    await x.db.delete(orderItems).where(eq(orderItems.id, item.id));
    await touch(x.db, item.orderId, x.now);
    return answer(x.db, item.orderId, x.locale, 'orders.saved');
  }),
];
