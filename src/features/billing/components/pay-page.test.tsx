/**
 * The pay page on the device (issue 17 "payments are never optimistic and never doubled"): offline it says a
 * payment needs a connection, sends nothing and queues nothing; online it waits for the server; when the answer
 * is lost after the server recorded the payment, trying again sends the same Idempotency-Key, so the server runs
 * the payment once and answers the first one again.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Payment, Receipt } from '#src/api/contract/billing.ts';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { PayPage } from './pay-page.tsx';

function receipt(paid = 0): Receipt {
  return {
    campaign_id: 7,
    campaign_name: 'Verano',
    campaign_status: 'contracted',
    client: { id: 5, name: 'Cliente Demo' },
    contract: { id: 3, status: 'approved', reference: '' },
    currency: 'MXN',
    number: 'R-7',
    issued_on: '2027-03-01',
    add_taxes: false,
    tax_percent: 16,
    lines: [{ kind: 'units', cost_kind: null, concept: 'Medios en México', country_id: 10, quantity: 2, amount: 1000 }],
    subtotal: 1000,
    taxes: 0,
    credit: 0,
    bonuses: 0,
    total: 1000,
    paid,
    pending: 0,
    balance: 1000 - paid,
    overpaid: 0,
    state: paid ? 'partial' : 'unpaid',
    payments: [],
    billing_countries: [],
    credit_available: null,
  };
}

const payment: Payment = {
  id: 1,
  campaign_id: 7,
  method: 'card',
  status: 'approved',
  amount: 400,
  currency: 'MXN',
  provider_ref: 'test_pay_1',
  card_brand: 'visa',
  card_last4: '4242',
  bank_reference: null,
  concept: '',
  decline_code: null,
  created_by: { id: 5, name: 'Cliente Demo' },
  created_at: new Date().toISOString(),
  removed_at: null,
};

const rights = ['campaigns.show', 'campaigns.manage'];

describe('pay page', () => {
  it('offline: says a payment needs a connection, sends nothing and queues nothing', async () => {
    const api = createFakeApi();
    api.on('billing.receipt', () => ({ data: receipt() }));
    const { engine } = await renderScreen(() => <PayPage type="manual" id={7} />, {
      online: false,
      api,
      permissions: rights,
    });
    expect(await screen.findByTestId('payment-offline')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('payments.electronic')).toHaveLength(0);
    expect(await engine.db.outbox.count()).toBe(0);
  });

  it('a lost answer, tried again, is the same payment: charged once', async () => {
    const api = createFakeApi();
    let paid = 0;
    api.on('billing.receipt', () => ({ data: receipt(paid) }));
    api.on('payments.electronic', (input) => {
      paid += (input.body as { amount: number }).amount;
      return { data: { payment, receipt: receipt(paid) }, message: 'Payment approved.' };
    });
    api.script('payments.electronic', 'lose-answer');
    const { user } = await renderScreen(() => <PayPage type="manual" id={7} />, { api, permissions: rights });
    await screen.findByTestId('payment-form');
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '400');
    await user.type(screen.getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByTestId('payment-outcome')).textContent).toMatch(/did not arrive/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('payment-outcome').textContent).toBe('Payment approved.'));
    const calls = api.callsTo('payments.electronic');
    expect(calls).toHaveLength(2);
    const key = calls[0]!.headers['Idempotency-Key'];
    expect(key).toBeTruthy();
    expect(calls[1]!.headers['Idempotency-Key']).toBe(key);
    expect(api.executions.get(key!)).toBe(1);
    expect(paid).toBe(400);
  });
});
