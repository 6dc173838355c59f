/**
 * Payments of campaigns on the reference server (issue 17; docs/billing-payments.md; api-catalogue.md "Payments"):
 * never optimistic and never doubled — no Idempotency-Key, no payment (400); one key, one payment, whether the second
 * call is replayed by the idempotency store, its stored answer was lost, or both race; the test-mode card provider
 * (approved, declined, test mode only, not a card; no full card number kept anywhere); amounts over the balance, with
 * more than 2 decimals or nothing due (422 `amount`); transfers pending; credit against a credit line; bonuses added
 * and removed; a cancelled or not yet contracted campaign takes none (409); another client none of the demo
 * client's (404). Every balance is checked in centavos.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing as k } from '#src/api/contract/index.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { newKey, paymentCount, receiptsOf, scalar, totalInSql, withKey } from './billing-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
/** The demo client's contracted campaign in MXN with nothing paid. */
let open: k.Receipt;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
const receipt = async (id = open.campaign_id) =>
  (await as('administrator').call(k.billingReceipt, { params: { id } })).data;
const centavos = (pesos: number) => Math.round(pesos * 100);
/** The refusal of a card payment of `amount` pesos on the open campaign (English). */
const payByCard = (amount: number) =>
  failure(
    as('client', 'en').call(
      k.electronicPayment,
      { body: { campaign_id: open.campaign_id, amount, card_token: 'tok_visa' } },
      withKey(newKey()),
    ),
  );

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  open = (await receiptsOf(s, tokens.client!, ids.client!)).find(
    (r) => r.campaign_status === 'contracted' && r.currency === 'MXN' && r.state === 'unpaid',
  )!;
  expect(open.total).toBeGreaterThan(2_000);
});
afterAll(async () => {
  await s.close();
});

describe('payments are never doubled', () => {
  it('refuses a payment without an Idempotency-Key, in the caller’s language, and records nothing', async () => {
    const body = { campaign_id: open.campaign_id, amount: 10, card_number: '4242424242424242' };
    const es = await failure(as('client').call(k.electronicPayment, { body }));
    const en = await failure(as('client', 'en').call(k.transferPayment, { body: { ...body, bank_reference: 'X-1' } }));
    expect([es.status, es.type, es.message]).toEqual([
      400,
      'idempotency_key_required',
      'Falta la cabecera Idempotency-Key: un pago la necesita para no cobrarse dos veces.',
    ]);
    expect([en.status, en.message]).toEqual([
      400,
      'The Idempotency-Key header is missing: a payment needs it so it is never charged twice.',
    ]);
    for (const call of [
      () => as('client').call(k.creditPayment, { body: { campaign_id: open.campaign_id, amount: 1 } }),
      () => as('seller').call(k.addBonus, { body: { campaign_id: open.campaign_id, amount: 1 } }),
      () => as('seller').call(k.removeBonus, { body: { campaign_id: open.campaign_id, bonus_id: 1 } }),
    ])
      expect((await failure(call())).status).toBe(400);
    expect(await paymentCount(s, open.campaign_id)).toBe(0);
  });

  it('records a card payment once: the same key answers the first payment again', async () => {
    const key = newKey();
    const body = { campaign_id: open.campaign_id, amount: 1000.1, card_number: '4242 4242 4242 4242' };
    const first = await as('client', 'en').call(k.electronicPayment, { body }, withKey(key));
    expect(first.message).toBe('Card payment approved.');
    expect(first.data.payment).toMatchObject({
      method: 'card',
      status: 'approved',
      amount: 1000.1,
      currency: 'MXN',
      card_brand: 'visa',
      card_last4: '4242',
      provider_ref: expect.stringMatching(/^tm_ch_[0-9a-f]{20}$/),
    });
    expect(first.data.receipt).toMatchObject({ paid: 1000.1, state: 'partial' });
    expect(centavos(first.data.receipt.balance)).toBe(centavos(open.total) - 100_010);
    const second = await as('client', 'en').call(k.electronicPayment, { body }, withKey(key));
    expect(second).toEqual(first);
    expect(await paymentCount(s, open.campaign_id)).toBe(1);
    // a card body is never kept by the generic store (not even hashed): the payment row alone answers the retry
    expect(await scalar(s, sql`select count(*) from idempotency_keys where path = '/api/payment/electronic'`)).toBe(0);
    const reused = await failure(
      as('client', 'en').call(k.electronicPayment, { body: { ...body, amount: 5 } }, withKey(key)),
    );
    expect([reused.status, reused.message]).toEqual([
      422,
      'This Idempotency-Key was already used for another payment. Use a new one for a new payment.',
    ]);
    // no full card number anywhere
    const rows = await scalar(
      s,
      sql`select count(*) from payments where concat(card_last4, provider_ref, bank_reference, concept) like '%42424242%'`,
    );
    expect(rows).toBe(0);
  });

  it('does not charge twice when the answer was lost: the retry with the same key gets the first payment', async () => {
    const key = newKey('lost');
    const body = { campaign_id: open.campaign_id, amount: 2.5, bank_reference: 'SPEI-LOST' };
    const first = await as('client').call(k.transferPayment, { body }, withKey(key));
    const count = await paymentCount(s, open.campaign_id);
    // the store replays it…
    expect(await as('client').call(k.transferPayment, { body }, withKey(key))).toEqual(first);
    // …and when the store lost it (expired, or the process died before it was written), the payment row answers
    await s.db.execute(sql`delete from idempotency_keys where key = ${key}`);
    const retried = await as('client').call(k.transferPayment, { body }, withKey(key));
    expect([retried.data.payment, retried.message]).toEqual([first.data.payment, first.message]);
    expect(retried.data.receipt.balance).toBe(first.data.receipt.balance);
    expect(await paymentCount(s, open.campaign_id)).toBe(count);
  });

  it('records one payment when the same key races itself', async () => {
    for (const [endpoint, extra] of [
      [k.transferPayment, { bank_reference: 'SPEI-RACE' }],
      [k.electronicPayment, { card_token: 'tok_visa' }],
    ] as const) {
      const key = newKey('race');
      const body = { campaign_id: open.campaign_id, amount: 1, ...extra };
      const before = await paymentCount(s, open.campaign_id);
      const answers = await Promise.allSettled([
        as('client').call(endpoint as typeof k.transferPayment, { body: body as never }, withKey(key)),
        as('client').call(endpoint as typeof k.transferPayment, { body: body as never }, withKey(key)),
      ]);
      const ok = answers.filter((a) => a.status === 'fulfilled').map((a) => a.value.data.payment.id);
      expect(new Set(ok).size).toBe(1);
      // the store answers a request still running with 409 (retry later)
      for (const a of answers) if (a.status === 'rejected') expect((a.reason as { status: number }).status).toBe(409);
      expect(await paymentCount(s, open.campaign_id)).toBe(before + 1);
      expect(await scalar(s, sql`select count(*) from payments where idempotency_key = ${key}`)).toBe(1);
    }
  });
});

describe('the test-mode provider', () => {
  it('declines 4000 0000 0000 0002 with a 402, keeps the attempt, and charges nothing', async () => {
    const before = await receipt();
    const key = newKey('declined');
    const body = { campaign_id: open.campaign_id, amount: 50, card_number: '4000000000000002' };
    const declined = await failure(as('client', 'en').call(k.electronicPayment, { body }, withKey(key)));
    expect([declined.status, declined.type, declined.message]).toEqual([
      402,
      'payment_declined',
      'The bank declined the card. Nothing was charged; try another card.',
    ]);
    const after = await receipt();
    expect([after.paid, after.balance]).toEqual([before.paid, before.balance]);
    expect(after.payments.at(-1)).toMatchObject({
      status: 'declined',
      card_last4: '0002',
      decline_code: 'card_declined',
    });
    // the retry is declined the same way, and is not a second attempt
    await s.db.execute(sql`delete from idempotency_keys where key = ${key}`);
    expect((await failure(as('client').call(k.electronicPayment, { body }, withKey(key)))).status).toBe(402);
    expect(await scalar(s, sql`select count(*) from payments where idempotency_key = ${key}`)).toBe(1);
    const token = await failure(
      as('client').call(
        k.electronicPayment,
        { body: { ...body, card_number: undefined, card_token: 'tok_chargeDeclined' } },
        withKey(newKey()),
      ),
    );
    expect(token.status).toBe(402);
    // a real card is never charged here
    const real = await failure(
      as('client', 'en').call(
        k.electronicPayment,
        { body: { ...body, card_number: '5555555555554444' } },
        withKey(newKey()),
      ),
    );
    expect([real.status, real.message]).toEqual([
      402,
      'This server charges in test mode: use the test card 4242 4242 4242 4242. Nothing was charged.',
    ]);
    const notACard = await failure(
      as('client', 'en').call(
        k.electronicPayment,
        { body: { ...body, card_number: '4242424242424241' } },
        withKey(newKey()),
      ),
    );
    expect([notACard.status, notACard.errors]).toEqual([422, { card_number: ['is not a valid card number'] }]);
    const none = await failure(
      as('client', 'en').call(
        k.electronicPayment,
        { body: { campaign_id: open.campaign_id, amount: 1 } },
        withKey(newKey()),
      ),
    );
    expect(none.errors).toEqual({ card_number: ['give a card number or a token'] });
  });
});

describe('amounts and campaigns a payment may take', () => {
  it('refuses amounts over the balance, of more than 2 decimals, or not positive (422 under amount)', async () => {
    const { balance } = await receipt();
    const over = await payByCard(Math.round((balance + 0.01) * 100) / 100);
    expect([over.status, over.errors]).toEqual([
      422,
      { amount: [`may not be greater than the balance due (${balance.toFixed(2)})`] },
    ]);
    expect((await payByCard(0.001)).errors).toEqual({ amount: ['takes at most 2 decimals'] });
    expect((await payByCard(0)).errors).toEqual({ amount: ['must be greater than 0'] });
  });

  it('takes nothing on a cancelled campaign (409) nor on one not yet contracted (409)', async () => {
    const receipts = await receiptsOf(s, tokens.client!, ids.client!);
    const cancelled = receipts.find((r) => r.campaign_status === 'cancelled')!;
    const draft = receipts.find((r) => !['contracted', 'finished', 'cancelled'].includes(r.campaign_status))!;
    const card = (id: number) =>
      failure(
        as('client', 'en').call(
          k.electronicPayment,
          { body: { campaign_id: id, amount: 1, card_token: 'tok_visa' } },
          withKey(newKey()),
        ),
      );
    const refused = await card(cancelled.campaign_id);
    expect([refused.status, refused.message]).toEqual([
      409,
      'A cancelled campaign takes no payment and no billing change.',
    ]);
    expect(
      (
        await failure(
          as('seller').call(k.addBonus, { body: { campaign_id: cancelled.campaign_id, amount: 1 } }, withKey(newKey())),
        )
      ).status,
    ).toBe(409);
    const early = await card(draft.campaign_id);
    expect([early.status, early.message]).toEqual([409, 'The campaign must be contracted before it is paid.']);
    expect(await paymentCount(s, cancelled.campaign_id)).toBe(0);
  });

  it('lets no other client pay or read a campaign not theirs (404), and no provider pay at all (403)', async () => {
    const other = await registerAccount(s, { client_type: 1 });
    const them = s.client(other.token, 'es');
    const before = await paymentCount(s, open.campaign_id);
    const body = { campaign_id: open.campaign_id, amount: 1 };
    for (const call of [
      () => them.call(k.electronicPayment, { body: { ...body, card_token: 'tok_visa' } }, withKey(newKey())),
      () => them.call(k.transferPayment, { body: { ...body, bank_reference: 'X' } }, withKey(newKey())),
      () => them.call(k.creditPayment, { body }, withKey(newKey())),
    ])
      expect((await failure(call())).status).toBe(404);
    expect((await failure(as('provider').call(k.creditPayment, { body }, withKey(newKey())))).status).toBe(403);
    expect((await failure(as('client').call(k.addBonus, { body }, withKey(newKey())))).status).toBe(403);
    expect(await paymentCount(s, open.campaign_id)).toBe(before);
  });
});

describe('transfers, credit and bonuses', () => {
  it('keeps a transfer pending with its bank reference: the balance waits for it', async () => {
    const before = await receipt();
    const made = await as('client').call(
      k.transferPayment,
      { body: { campaign_id: open.campaign_id, amount: 300.33, bank_reference: 'SPEI-778899' } },
      withKey(newKey()),
    );
    expect(made.message).toBe('Transferencia registrada: queda pendiente hasta que el banco la confirme.');
    expect(made.data.payment).toMatchObject({ method: 'transfer', status: 'pending', bank_reference: 'SPEI-778899' });
    expect(centavos(made.data.receipt.pending) - centavos(before.pending)).toBe(30_033);
    expect(centavos(before.balance) - centavos(made.data.receipt.balance)).toBe(30_033);
    expect(made.data.receipt.paid).toBe(before.paid);
  });

  it('pays on credit terms within the client’s credit line', async () => {
    expect((await receipt()).credit_available).toBe(50_000); // the seeded demo line
    await s.db.execute(
      sql`update credit_lines set limit_minor = 100000 where client_id = ${ids.client} and currency = 'MXN'`,
    );
    const before = await receipt();
    expect(before.credit_available).toBe(1_000);
    const over = await failure(
      as('client', 'en').call(
        k.creditPayment,
        { body: { campaign_id: open.campaign_id, amount: 1000.01 } },
        withKey(newKey()),
      ),
    );
    expect([over.status, over.errors]).toEqual([
      422,
      { amount: ['may not be greater than the available credit (1000.00 MXN)'] },
    ]);
    const made = await as('client').call(
      k.creditPayment,
      { body: { campaign_id: open.campaign_id, amount: 700.07 } },
      withKey(newKey()),
    );
    expect(made.data.payment).toMatchObject({ method: 'credit', status: 'approved', amount: 700.07 });
    expect(made.data.receipt.credit_available).toBe(299.93);
    expect(centavos(made.data.receipt.paid) - centavos(before.paid)).toBe(70_007);
    // a client without a line in the currency pays nothing on credit
    await s.db.execute(sql`delete from credit_lines where client_id = ${ids.client} and currency = 'MXN'`);
    const none = await failure(
      as('client', 'en').call(
        k.creditPayment,
        { body: { campaign_id: open.campaign_id, amount: 1 } },
        withKey(newKey()),
      ),
    );
    expect(none.errors).toEqual({ amount: ['The client has no credit line in MXN.'] });
  });

  it('adds a bonus off the total and takes it back; a removal is not repeated', async () => {
    const before = await receipt();
    const added = await as('seller', 'en').call(
      k.addBonus,
      { body: { campaign_id: open.campaign_id, amount: 99.99, concept: 'Cliente frecuente' } },
      withKey(newKey('bonus')),
    );
    expect(added.message).toBe('Bonus applied to the receipt.');
    expect(centavos(before.total) - centavos(added.data.receipt.total)).toBe(9_999);
    expect(centavos(added.data.receipt.total)).toBe(await totalInSql(s, open.campaign_id));
    const key = newKey('unbonus');
    const body = { campaign_id: open.campaign_id, bonus_id: added.data.payment.id };
    const removed = await as('seller').call(k.removeBonus, { body }, withKey(key));
    expect([removed.data.payment.status, removed.data.receipt.total]).toEqual(['removed', before.total]);
    await s.db.execute(sql`delete from idempotency_keys where key = ${key}`);
    expect((await as('seller').call(k.removeBonus, { body }, withKey(key))).data.payment.status).toBe('removed');
    const again = await failure(as('seller', 'en').call(k.removeBonus, { body }, withKey(newKey())));
    expect([again.status, again.message]).toEqual([409, 'This bonus was already removed.']);
    const notABonus = await failure(
      as('seller').call(k.removeBonus, { body: { ...body, bonus_id: before.payments[0]!.id } }, withKey(newKey())),
    );
    expect(notABonus.status).toBe(404);
  });

  it('is paid when the balance reaches 0, and then takes nothing more', async () => {
    const before = await receipt();
    const paid = await as('client').call(
      k.electronicPayment,
      { body: { campaign_id: open.campaign_id, amount: before.balance, card_token: 'tok_visa' } },
      withKey(newKey()),
    );
    // the pending transfer still has to arrive
    expect([paid.data.receipt.balance, paid.data.receipt.state]).toEqual([0, 'pending']);
    await s.db.execute(
      sql`update payments set status = 'approved' where campaign_id = ${open.campaign_id} and status = 'pending'`,
    );
    const after = await receipt();
    expect([after.balance, after.state, after.paid]).toEqual([0, 'paid', after.total]);
    const more = await failure(
      as('client', 'en').call(
        k.electronicPayment,
        { body: { campaign_id: open.campaign_id, amount: 0.01, card_token: 'tok_visa' } },
        withKey(newKey()),
      ),
    );
    expect(more.errors).toEqual({ amount: ['Nothing is due on this campaign.'] });
  });
});
