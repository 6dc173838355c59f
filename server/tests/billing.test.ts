/**
 * Campaign billing on the reference server (issue 17; docs/billing-payments.md; api-catalogue.md "Campaigns" billing
 * rows and "Files…/Billing"): billing forms in both languages, a campaign's costs (exact centavos, sellers only, not
 * under what was paid, none once cancelled), fiscal data per billed country (countries of the campaign, the data each
 * form needs), the receipt (its total recomputed in SQL to the centavo; seeded paid and part-paid campaigns) and its
 * PDF in both languages; another client reaches none of it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing as k } from '#src/api/contract/index.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { receiptsOf, scalar, totalInSql } from './billing-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
/** The demo client's contracted campaign in one currency with nothing paid (the seed leaves one so). */
let open: k.Receipt;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
/** A PDF string as pdfkit writes text outside ASCII: UTF-16BE with its byte-order mark. */
const utf16 = (text: string) => Buffer.from(`\ufeff${text}`, 'utf16le').swap16();

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  const receipts = await receiptsOf(s, tokens.client!, ids.client!);
  open = receipts.find((r) => r.campaign_status === 'contracted' && r.currency && r.state === 'unpaid')!;
  expect(open).toBeDefined();
});
afterAll(async () => {
  await s.close();
});

describe('billing forms', () => {
  it('lists electronic payment, transfer and credit with the fiscal data each needs, in the caller’s language', async () => {
    const es = (await as('client').call(k.billingForms)).data;
    const en = (await as('seller', 'en').call(k.billingForms)).data;
    expect(es.map((f) => [f.key, f.method])).toEqual([
      ['electronic', 'card'],
      ['transfer', 'transfer'],
      ['credit', 'credit'],
    ]);
    expect([es[0]!.name, en[0]!.name, en[2]!.name]).toEqual(['Pago electrónico', 'Electronic payment', 'Credit']);
    expect(es[2]!.requires).toEqual(['tax_id', 'business_name', 'address', 'email']);
    expect((await failure(as('provider').call(k.billingForms))).status).toBe(403);
  });
});

describe('the receipt', () => {
  it('adds units, costs and taxes to the centavo, as SQL numeric does', async () => {
    const receipts = await receiptsOf(s, tokens.administrator!, ids.client!);
    for (const r of receipts) {
      expect(Math.round(r.total * 100), `campaign ${r.campaign_id}`).toBe(await totalInSql(s, r.campaign_id));
      const lines = r.lines.reduce((n, l) => n + Math.round(l.amount * 100), 0);
      expect(lines).toBe(Math.round(r.subtotal * 100));
      expect(Math.round(r.balance * 100)).toBe(Math.max(0, Math.round((r.total - r.paid - r.pending) * 100)));
    }
    expect(open).toMatchObject({
      add_taxes: true,
      tax_percent: 16,
      paid: 0,
      balance: open.total,
      number: `R-${open.campaign_id}`,
    });
    expect(open.lines[0]).toMatchObject({
      kind: 'units',
      concept: expect.stringMatching(/^Unidades en México \(\d+\)$/),
    });
  });

  it('shows the seeded paid and part-paid campaigns (billed contracts)', async () => {
    const all = await Promise.all(
      (
        (await s.db.execute(sql`select distinct campaign_id from payments order by campaign_id`)) as unknown as {
          rows: { campaign_id: number }[];
        }
      ).rows.map(
        async ({ campaign_id }) =>
          (await as('administrator').call(k.billingReceipt, { params: { id: campaign_id } })).data,
      ),
    );
    const states = new Set(all.map((r) => r.state));
    expect(states).toEqual(new Set(['paid', 'partial']));
    const paid = all.find((r) => r.state === 'paid' && r.payments.some((p) => p.method === 'card'))!;
    expect([paid.balance, paid.payments[0]!.card_last4, paid.billing_countries[0]!.billing_form]).toEqual([
      0,
      '4242',
      'electronic',
    ]);
    expect(paid.lines.some((l) => l.cost_kind === 'production')).toBe(true);
    const partial = all.find((r) => r.pending > 0)!;
    expect(partial.balance).toBeGreaterThan(0);
    const declined = all.find((r) => r.payments.some((p) => p.status === 'declined'))!;
    expect(declined.paid).toBe(
      declined.payments.filter((p) => p.status === 'approved').reduce((n, p) => n + p.amount, 0),
    );
  });

  it('is a PDF in Spanish and in English, dates DD/MM/YYYY', async () => {
    const pdfOf = async (locale: 'es' | 'en', query?: { locale: 'es' | 'en' }) =>
      Buffer.from(
        await (
          await as('client', locale).call(k.billingReceiptExport, {
            params: { id: open.campaign_id },
            ...(query ? { query } : {}),
          })
        ).arrayBuffer(),
      );
    const es = await pdfOf('es');
    const en = await pdfOf('es', { locale: 'en' });
    expect(es.subarray(0, 5).toString()).toBe('%PDF-');
    expect(en.subarray(0, 5).toString()).toBe('%PDF-');
    expect(es.includes(utf16(`Recibo de facturación R-${open.campaign_id}`))).toBe(true);
    expect(es.includes('/Lang (es-MX)')).toBe(true);
    expect(en.includes(`(Billing receipt R-${open.campaign_id})`)).toBe(true);
    expect(en.includes('/Lang (en-US)')).toBe(true);
    const res = await s.app.fetch(
      new Request(`http://pauta.test/api/client/campaign/${open.campaign_id}/billing_receipt_export`, {
        headers: { Authorization: `Bearer ${tokens.client}` },
      }),
    );
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="recibo-R-\d+\.pdf"/);
  });

  it('is not another client’s to read, nor a provider’s', async () => {
    const other = await registerAccount(s, { client_type: 1 });
    const them = s.client(other.token, 'es');
    expect((await failure(them.call(k.billingReceipt, { params: { id: open.campaign_id } }))).status).toBe(404);
    expect((await failure(them.call(k.billingReceiptExport, { params: { id: open.campaign_id } }))).status).toBe(404);
    expect(
      (
        await failure(
          them.call(k.updateBillingCountries, {
            params: { id: open.campaign_id },
            body: { countries: [{ country_id: 1, billing_form: 'electronic' }] },
          }),
        )
      ).status,
    ).toBe(404);
    expect((await failure(as('provider').call(k.billingReceipt, { params: { id: open.campaign_id } }))).status).toBe(
      403,
    );
    // the manager reads every receipt
    expect((await as('manager').call(k.billingReceipt, { params: { id: open.campaign_id } })).data.total).toBe(
      open.total,
    );
  });
});

describe('campaign costs', () => {
  it('are set by the seller in exact centavos and answer the receipt; the client may not', async () => {
    const before = open;
    const set = await as('seller', 'en').call(k.campaignCosts, {
      params: { id: open.campaign_id },
      body: { production_cost: 0.1, installation_cost: 0.2, other_costs: 1234.57, other_costs_concept: 'Permisos' },
    });
    expect(set.message).toBe('Campaign costs saved.');
    expect(set.data.lines.filter((l) => l.kind === 'cost').map((l) => [l.cost_kind, l.concept, l.amount])).toEqual([
      ['production', 'Production cost', 0.1],
      ['installation', 'Installation cost', 0.2],
      ['other', 'Permisos', 1234.57],
    ]);
    expect(Math.round(set.data.subtotal * 100) - Math.round(before.subtotal * 100)).toBe(123_487);
    expect(Math.round(set.data.total * 100)).toBe(await totalInSql(s, open.campaign_id));
    expect(
      await scalar(s, sql`select sum(amount_minor) from campaign_costs where campaign_id = ${open.campaign_id}`),
    ).toBe(123_487);
    // a PUT replaces the set: what is left out is removed
    const again = await as('seller').call(k.campaignCosts, {
      params: { id: open.campaign_id },
      body: { production_cost: 500 },
    });
    expect(again.data.lines.filter((l) => l.kind === 'cost').map((l) => l.amount)).toEqual([500]);
    const forbidden = await failure(
      as('client').call(k.campaignCosts, { params: { id: open.campaign_id }, body: { production_cost: 1 } }),
    );
    expect(forbidden.status).toBe(403);
    const decimals = await failure(
      as('seller', 'en').call(k.campaignCosts, {
        params: { id: open.campaign_id },
        body: { installation_cost: 1.005 },
      }),
    );
    expect([decimals.status, decimals.errors]).toEqual([422, { installation_cost: ['takes at most 2 decimals'] }]);
    await as('seller').call(k.campaignCosts, { params: { id: open.campaign_id }, body: {} });
  });

  it('may not bring the total under what was paid', async () => {
    const paid = (await receiptsOf(s, tokens.administrator!, ids.client!)).find(
      (r) => r.state === 'paid' && r.lines.some((l) => l.cost_kind === 'production'),
    )!;
    const refused = await failure(
      as('administrator', 'en').call(k.campaignCosts, { params: { id: paid.campaign_id }, body: {} }),
    );
    expect(refused.status).toBe(422);
    expect(refused.errors?.production_cost?.[0]).toMatch(
      /^With these costs the total would fall below what was already paid/,
    );
    expect((await as('administrator').call(k.billingReceipt, { params: { id: paid.campaign_id } })).data.total).toBe(
      paid.total,
    );
  });
});

describe('billing countries', () => {
  it('keeps the fiscal data of the campaign’s countries, each with what its billing form needs', async () => {
    const countryId = open.lines[0]!.country_id!;
    const bad = await failure(
      as('client', 'en').call(k.updateBillingCountries, {
        params: { id: open.campaign_id },
        body: {
          countries: [
            { country_id: countryId, billing_form: 'credit', business_name: 'ACME' },
            { country_id: countryId, billing_form: 'electronic', business_name: 'ACME', email: 'pagos@acme.mx' },
            { country_id: 999_999, billing_form: 'electronic', business_name: 'ACME', email: 'pagos@acme.mx' },
          ],
        },
      }),
    );
    expect([bad.status, bad.errors]).toEqual([
      422,
      {
        'countries.0.tax_id': ['is required for the billing form "Credit"'],
        'countries.0.address': ['is required for the billing form "Credit"'],
        'countries.0.email': ['is required for the billing form "Credit"'],
        'countries.1.country_id': ['This country is already listed.'],
        'countries.2.country_id': ['This country is not one of the campaign’s.'],
      },
    ]);
    const wrongForm = await failure(
      as('client').call(k.updateBillingCountries, {
        params: { id: open.campaign_id },
        body: { countries: [{ country_id: countryId, billing_form: 'cash' as 'credit' }] },
      }),
    );
    expect(Object.keys(wrongForm.errors ?? {})).toEqual(['countries.0.billing_form']);
    const saved = await as('client').call(k.updateBillingCountries, {
      params: { id: open.campaign_id },
      body: {
        countries: [
          {
            country_id: countryId,
            billing_form: 'transfer',
            tax_id: 'ACM010101AB1',
            business_name: 'ACME SA',
            address: 'Reforma 1',
          },
        ],
      },
    });
    expect(saved.message).toBe('Datos fiscales guardados.');
    expect(saved.data.billing_countries).toEqual([
      {
        country_id: countryId,
        country_name: 'México',
        billing_form: 'transfer',
        tax_id: 'ACM010101AB1',
        business_name: 'ACME SA',
        address: 'Reforma 1',
        email: '',
        missing: [],
      },
    ]);
  });

  it('takes no billing change on a cancelled campaign (409), which still shows its receipt', async () => {
    const cancelled = (await receiptsOf(s, tokens.client!, ids.client!)).find(
      (r) => r.campaign_status === 'cancelled',
    )!;
    const costs = await failure(
      as('seller', 'en').call(k.campaignCosts, { params: { id: cancelled.campaign_id }, body: { production_cost: 1 } }),
    );
    expect([costs.status, costs.message]).toEqual([
      409,
      'A cancelled campaign takes no payment and no billing change.',
    ]);
    const fiscal = await failure(
      as('client').call(k.updateBillingCountries, {
        params: { id: cancelled.campaign_id },
        body: { countries: [{ country_id: 1, billing_form: 'electronic' }] },
      }),
    );
    expect(fiscal.status).toBe(409);
  });
});
