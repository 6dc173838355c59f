/**
 * Discount requests and special prices (api-catalogue.md "Discount and special prices"; product.md §4, §8; issue
 * 16): one inbox of both kinds, pending first; managers decide once (409 naming what was decided); an applied
 * discount on a campaign becomes its credit; special prices are asked by a client for itself or by a seller for a
 * customer it reaches; every outcome carries the server's message in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sales } from '#src/api/contract/index.ts';
import { campaigns, packages, units } from '../db/schema.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('price requests', () => {
  it('lists discounts and special prices together, pending first, in the caller scope', async () => {
    const all = (await as('manager').call(sales.discountRequests, { query: { per_page: 100 } })).data;
    expect(new Set(all.map((r) => r.kind))).toEqual(new Set(['discount', 'special_price']));
    const firstDecided = all.findIndex((r) => r.status !== 'pending');
    expect(all.slice(firstDecided).every((r) => r.status !== 'pending')).toBe(true);
    expect(all.every((r) => r.currency === 'MXN' || r.currency === null)).toBe(true);
    const mine = (await as('client').call(sales.discountRequests, { query: { per_page: 100 } })).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.client_id === ids.client)).toBe(true);
    const specials = (await as('client').call(sales.discountRequests, { query: { kind: 'special_price' } })).data;
    expect(specials.every((r) => r.kind === 'special_price')).toBe(true);
    expect(specials.some((r) => r.special_kind === 'package' && r.list_price! > r.price!)).toBe(true);
  });

  it('a manager applies a campaign discount once: its percent of the investment becomes credit', async () => {
    const pending = (
      await as('manager').call(sales.discountRequests, { query: { kind: 'discount', status: 'pending', per_page: 50 } })
    ).data.find((r) => r.campaign_id !== null)!;
    const [before] = await s.db.select().from(campaigns).where(eq(campaigns.id, pending.campaign_id!));
    expect(
      (await failure(as('seller').call(sales.applyDiscountRequest, { params: { id: pending.id }, body: {} }))).status,
    ).toBe(403);
    const applied = await as('manager', 'en').call(sales.applyDiscountRequest, {
      params: { id: pending.id },
      body: {},
    });
    expect([applied.data.status, applied.message]).toEqual(['applied', 'Discount applied.']);
    const [after] = await s.db.select().from(campaigns).where(eq(campaigns.id, pending.campaign_id!));
    expect(after!.credit).toBeCloseTo(before!.credit + Math.round(before!.investment * pending.percent!) / 100, 2);
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    const again = await failure(
      as('manager').call(sales.rejectDiscountRequest, { params: { id: pending.id }, body: {} }),
    );
    expect([again.status, again.message]).toEqual([409, 'Esta solicitud de descuento ya fue aplicada.']);
  });

  it('a client asks a special price for its units; a manager accepts it once', async () => {
    const some = await s.db.select({ id: units.id }).from(units).where(eq(units.status, 'active')).limit(2);
    const asked = await as('client').call(sales.requestClientSpecialPrice, {
      body: { unit_ids: some.map((u) => u.id), price: 450.5, reason: 'Contrato anual' },
    });
    expect(asked.data).toMatchObject({
      kind: 'special_price',
      special_kind: 'client',
      status: 'pending',
      price: 450.5,
    });
    expect(asked.data.client_id).toBe(ids.client);
    expect(asked.message).toBe('Solicitud de precio especial enviada.');
    const accepted = await as('manager', 'en').call(sales.acceptSpecialPrice, {
      params: { id: asked.data.id },
      body: {},
    });
    expect([accepted.data.status, accepted.message]).toEqual(['accepted', 'Special price accepted.']);
    const denied = await failure(
      as('manager', 'en').call(sales.denySpecialPrice, { params: { id: asked.data.id }, body: {} }),
    );
    expect([denied.status, denied.message]).toEqual([409, 'This special price request was already accepted.']);
  });

  it('refuses unknown units (422), a customer out of reach (404), staff without a customer (422)', async () => {
    const unknown = await failure(
      as('client', 'en').call(sales.requestClientSpecialPrice, { body: { unit_ids: [999_999], price: 10 } }),
    );
    expect([unknown.status, unknown.errors]).toEqual([
      422,
      { unit_ids: ['Some unit does not exist or is not active.'] },
    ]);
    const [pk] = await s.db.select({ id: packages.id }).from(packages).limit(1);
    const otherClient = await failure(
      as('seller').call(sales.requestPackageSpecialPrice, {
        body: { package_id: pk!.id, price: 10, client_id: ids.manager! },
      }),
    );
    expect(otherClient.status).toBe(404);
    const none = await failure(
      as('manager', 'en').call(sales.requestPackageSpecialPrice, { body: { package_id: pk!.id, price: 10 } }),
    );
    expect([none.status, none.errors]).toEqual([422, { client_id: ['Choose the customer the price is asked for.'] }]);
    const forCustomer = await as('seller').call(sales.requestPackageSpecialPrice, {
      body: { package_id: pk!.id, price: 10, client_id: ids.client! },
    });
    expect(forCustomer.data).toMatchObject({ special_kind: 'package', package_id: pk!.id, client_id: ids.client });
    const deniedNow = await as('administrator').call(sales.denySpecialPrice, {
      params: { id: forCustomer.data.id },
      body: {},
    });
    expect([deniedNow.data.status, deniedNow.message]).toEqual(['denied', 'Precio especial denegado.']);
  });
});
