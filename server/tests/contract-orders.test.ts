/**
 * Orders of contracts on the reference server (api-catalogue.md "Contracts" orders rows and "Orders"; issue 17;
 * docs/contracts-billing.md): items in centavos, all at once, share, the invoice check against the server's test-mode
 * invoicing, delete; none for a cancelled contract; other clients never reach them. Contracts are read through
 * their campaigns, as in contracts.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts as k } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { contractsReached } from './contract-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
const all = (role: string, query: { status?: string } = {}) => contractsReached(s, tokens[role], query);
beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('contract orders', () => {
  it('keeps orders of a contract: items in centavos, all at once, share, invoice check; none once cancelled', async () => {
    const [billed] = await all('administrator', { status: 'billed' });
    const seeded = (await as('seller').call(k.contractOrders, { params: { id: billed!.id } })).data;
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded[0]!).toMatchObject({ invoice_status: 'issued', total: 16_500, currency: 'MXN' });
    const [approved] = await all('administrator', { status: 'approved' });
    const made = await as('administrator', 'en').call(k.createContractOrder, {
      params: { id: approved!.id },
      body: { items: [{ description: 'Espacio', quantity: 3, unit_price: 0.1 }] },
    });
    expect([made.message, made.data.number, made.data.total]).toEqual([
      'Order created.',
      expect.stringMatching(/^OC-/),
      0.3,
    ]);
    const withItem = await as('administrator').call(k.addOrderItem, {
      params: { id: made.data.id },
      body: { description: 'Impresión', quantity: 7, unit_price: 0.2 },
    });
    expect(withItem.data.total).toBe(1.7);
    const item = withItem.data.items[1]!;
    const changed = await as('administrator').call(k.updateOrderItem, {
      params: { id: item.id },
      body: { description: 'Impresión de lona', quantity: 1, unit_price: 1234.56 },
    });
    expect(changed.data.items[1]).toMatchObject({ description: 'Impresión de lona', total: 1234.56 });
    const replaced = await as('administrator').call(k.replaceOrderItems, {
      params: { id: made.data.id },
      body: { items: [{ description: 'Todo', quantity: 2, unit_price: 500 }] },
    });
    expect(replaced.data.items.map((i) => i.total)).toEqual([1000]);
    const pending = await as('administrator', 'en').call(k.checkOrderInvoice, {
      params: { id: approved!.id, orderId: made.data.id },
      body: {},
    });
    expect([pending.data.invoice_status, pending.message]).toEqual([
      'pending',
      'The invoice of this order is pending: the contract is not billed yet.',
    ]);
    await as('administrator').call(k.billContract, { params: { id: approved!.id }, body: {} });
    const issued = await as('administrator').call(k.checkOrderInvoice, {
      params: { id: approved!.id, orderId: made.data.id },
      body: {},
    });
    expect(issued.data.invoice_status).toBe('issued');
    const shared = await as('administrator').call(k.shareContractOrder, {
      params: { id: approved!.id, orderId: made.data.id },
      body: {},
    });
    expect(shared.data.shared_at).not.toBeNull();
    expect((await as('administrator').call(k.showOrder, { params: { id: made.data.id } })).data.items).toHaveLength(1);
    // an order of another contract is not reached through this one
    expect(
      (
        await failure(
          as('administrator').call(k.shareContractOrder, {
            params: { id: billed!.id, orderId: made.data.id },
            body: {},
          }),
        )
      ).status,
    ).toBe(404);
    await as('administrator').call(k.deleteOrderItem, { params: { id: replaced.data.items[0]!.id } });
    await as('administrator').call(k.deleteOrder, { params: { id: made.data.id } });
    expect((await failure(as('administrator').call(k.showOrder, { params: { id: made.data.id } }))).status).toBe(404);
    // a cancelled contract takes no new order
    const [cancelled] = await all('administrator', { status: 'cancelled' });
    expect(
      (await failure(as('administrator').call(k.createContractOrder, { params: { id: cancelled!.id }, body: {} })))
        .status,
    ).toBe(409);
    // other clients never reach it
    const foreign = (await all('administrator', { status: 'billed' })).find((c) => c.client_id !== ids.client)!;
    const [theirs] = (await as('administrator').call(k.contractOrders, { params: { id: foreign.id } })).data;
    expect((await failure(as('client').call(k.showOrder, { params: { id: theirs!.id } }))).status).toBe(404);
  });
});
