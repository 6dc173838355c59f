/**
 * Campaign billing and payments (issue 17; docs/billing-payments.md): product.md §2 `campaigns/{type}/{id}/pay`,
 * `paid`, `fiscal`; §3 "Campaign … taxes, … production cost", "payment"; §6 (client area: billing receipts);
 * api-catalogue.md "Campaigns" (`GET billing-forms`, `PUT {id}/costs_campaign`, `PUT {id}/update-billing-countries`)
 * and "Files, documents, offers, payments, others" (Billing: `GET /client/campaign/{id}/billing_receipt` and
 * `_export`; Payments: `POST /payment/electronic`, `/addBonus`, `/removeBonus`, `/credit`, `/transfer`).
 *
 * Money: answers in pesos with 2 decimals of the campaign's currency, computed and stored in integer centavos
 * (src/domain/billing-rules.ts, which the device uses to show the same receipt). Bodies take pesos; an amount with
 * more than 2 decimals, not positive, or over the balance due is a 422 under `amount`.
 *
 * Payments are online only and never optimistic: every `/payment/*` call needs an `Idempotency-Key` header (400
 * without it), and a key already used by the caller answers the first payment, never a second one. They are recorded
 * against the reference server's own test-mode provider (no outside gateway): card 4242 4242 4242 4242 (or token
 * `tok_visa`) is approved, 4000 0000 0000 0002 (or `tok_chargeDeclined`) declined with a 402; a full card number is
 * never stored. A cancelled campaign takes no payment and no billing change (409); a campaign not yet contracted
 * takes no payment (409).
 *
 * Who (spec §6): reading the receipt `campaigns.show` on a campaign the caller reaches (ownership rule `campaign`:
 * a client its own, a seller its customers', managers and administrators all); fiscal data and payments
 * `campaigns.manage` (clients, agencies, sellers for their customers), the campaign checked by the handler (the
 * payment body names it: 404 out of reach); costs and bonuses `contracts.*` (sellers and administrators: what the
 * client is charged is not the client's to change).
 */
import * as v from 'valibot';
import {
  BILLING_FORMS,
  COST_KINDS,
  FISCAL_FIELDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECEIPT_STATES,
} from '#src/domain/billing-rules.ts';
import { email, envelope, id, idParams, money, requiredText, text } from './common.ts';
import { endpoint } from './define.ts';

const campaignSpec = 'api-catalogue.md Campaigns; product.md §2 pay, paid, fiscal';
const billingSpec = 'api-catalogue.md Files, documents, offers, payments, others (Billing); product.md §2, §6';
const paymentSpec = 'api-catalogue.md Files, documents, offers, payments, others (Payments); product.md §2 pay';

const readOne = { permissions: ['campaigns.show'], owner: { resource: 'campaign', param: 'id' } } as const;
const writeOne = { permissions: ['campaigns.manage'], owner: { resource: 'campaign', param: 'id' } } as const;
const chargeOne = { permissions: ['contracts.*'], owner: { resource: 'campaign', param: 'id' } } as const;
/** Payment bodies name their campaign: the handler checks the caller reaches it (404 otherwise). */
const pay = { permissions: ['campaigns.manage'] } as const;
const bonus = { permissions: ['contracts.*'] } as const;

/** A billing form as `billing-forms` answers it, in the caller's language. */
export const billingFormItem = v.object({
  key: v.picklist(BILLING_FORMS),
  name: v.string(),
  description: v.string(),
  /** The fiscal data a billing country of this form needs. */
  requires: v.array(v.picklist(FISCAL_FIELDS)),
  /** The payment method it is paid with. */
  method: v.picklist(PAYMENT_METHODS),
});
export type BillingFormItem = v.InferOutput<typeof billingFormItem>;

/** A line of a receipt: the units of one country, or a cost. Pesos. */
export const receiptLine = v.object({
  kind: v.picklist(['units', 'cost', 'contract_cost']),
  /** The cost's kind for `cost` lines (production, installation, other), null otherwise. */
  cost_kind: v.nullable(v.picklist(COST_KINDS)),
  concept: v.string(),
  country_id: v.nullable(v.number()),
  /** Units of the country; 1 for a cost. */
  quantity: v.number(),
  amount: v.number(),
});
export type ReceiptLine = v.InferOutput<typeof receiptLine>;

/** A payment or bonus of a campaign. Pesos; a card shows only its brand and last four digits. */
export const payment = v.object({
  id: v.number(),
  campaign_id: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  status: v.picklist(PAYMENT_STATUSES),
  amount: v.number(),
  currency: v.string(),
  /** The test-mode provider's reference. */
  provider_ref: v.string(),
  card_brand: v.nullable(v.string()),
  card_last4: v.nullable(v.string()),
  bank_reference: v.nullable(v.string()),
  concept: v.string(),
  decline_code: v.nullable(v.string()),
  created_by: v.object({ id: v.number(), name: v.string() }),
  created_at: v.string(),
  removed_at: v.nullable(v.string()),
});
export type Payment = v.InferOutput<typeof payment>;

/** The fiscal data of one billed country, and what its billing form still needs. */
export const billingCountry = v.object({
  country_id: v.number(),
  country_name: v.string(),
  billing_form: v.picklist(BILLING_FORMS),
  tax_id: v.string(),
  business_name: v.string(),
  address: v.string(),
  email: v.string(),
  missing: v.array(v.picklist(FISCAL_FIELDS)),
});
export type BillingCountry = v.InferOutput<typeof billingCountry>;

/** The billing receipt of a campaign (module doc; totals by src/domain/billing-rules.ts `receiptTotals`). Pesos. */
export const receipt = v.object({
  campaign_id: v.number(),
  campaign_name: v.string(),
  campaign_status: v.string(),
  client: v.object({ id: v.number(), name: v.string() }),
  contract: v.nullable(v.object({ id: v.number(), status: v.string(), reference: v.string() })),
  /** ISO 4217 code shared by the campaign's countries; null when they use several (no payment then). */
  currency: v.nullable(v.string()),
  /** Receipt number, `R-<campaign id>`. */
  number: v.string(),
  /** The day it was issued (today, the server's clock), YYYY-MM-DD. */
  issued_on: v.string(),
  add_taxes: v.boolean(),
  tax_percent: v.number(),
  lines: v.array(receiptLine),
  subtotal: v.number(),
  taxes: v.number(),
  credit: v.number(),
  bonuses: v.number(),
  total: v.number(),
  paid: v.number(),
  pending: v.number(),
  balance: v.number(),
  overpaid: v.number(),
  state: v.picklist(RECEIPT_STATES),
  payments: v.array(payment),
  billing_countries: v.array(billingCountry),
  /** Room on the client's credit line in this currency, pesos; null when it has none. */
  credit_available: v.nullable(v.number()),
});
export type Receipt = v.InferOutput<typeof receipt>;

const receiptAnswer = v.object({ data: receipt, message: v.string() });
const paymentAnswer = v.object({ data: v.object({ payment, receipt }), message: v.string() });

export const billingForms = endpoint({
  name: 'billing.forms',
  method: 'GET',
  path: '/client/campaigns/billing-forms',
  access: { permissions: ['campaigns.show'] },
  spec: campaignSpec,
  answer: envelope(v.array(billingFormItem)),
});

/** Body of `costs_campaign`: each cost in pesos (missing: 0, which removes it). */
export const costsInput = v.object({
  production_cost: v.optional(money()),
  installation_cost: v.optional(money()),
  other_costs: v.optional(money()),
  other_costs_concept: v.optional(text(200)),
});
export const campaignCosts = endpoint({
  name: 'billing.costs',
  method: 'PUT',
  path: '/client/campaigns/{id}/costs_campaign',
  access: chargeOne,
  spec: campaignSpec,
  params: idParams,
  body: costsInput,
  answer: receiptAnswer,
});

/** One billed country and its fiscal data (blank fields: omit them). */
export const billingCountryInput = v.object({
  country_id: id,
  billing_form: v.picklist(BILLING_FORMS),
  tax_id: v.optional(text(30)),
  business_name: v.optional(text(200)),
  address: v.optional(text(300)),
  email: v.optional(email),
});
export const updateBillingCountries = endpoint({
  name: 'billing.updateCountries',
  method: 'PUT',
  path: '/client/campaigns/{id}/update-billing-countries',
  access: writeOne,
  spec: campaignSpec,
  params: idParams,
  body: v.object({ countries: v.pipe(v.array(billingCountryInput), v.minLength(1), v.maxLength(100)) }),
  answer: receiptAnswer,
});

export const billingReceipt = endpoint({
  name: 'billing.receipt',
  method: 'GET',
  path: '/client/campaign/{id}/billing_receipt',
  access: readOne,
  spec: billingSpec,
  params: idParams,
  answer: envelope(receipt),
});

/** The receipt as an A4 PDF (dates DD/MM/YYYY) in the caller's language, or `?locale=`. */
export const billingReceiptExport = endpoint({
  name: 'billing.receiptExport',
  method: 'GET',
  path: '/client/campaign/{id}/billing_receipt_export',
  access: readOne,
  spec: billingSpec,
  params: idParams,
  query: v.object({ locale: v.optional(v.picklist(['es', 'en'])) }),
  answer: v.unknown(),
  answerKind: 'file',
});

const paymentBase = { campaign_id: id, amount: money() };

/** Card payment: a test card number (digits, spaces or dashes) or a test token; the number is never stored. */
export const electronicPayment = endpoint({
  name: 'payments.electronic',
  method: 'POST',
  path: '/payment/electronic',
  access: pay,
  spec: paymentSpec,
  body: v.object({
    ...paymentBase,
    card_number: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(23))),
    card_token: v.optional(text(100)),
  }),
  answer: paymentAnswer,
});

/** A bank transfer, pending until the bank confirms it, with the payer's bank reference. */
export const transferPayment = endpoint({
  name: 'payments.transfer',
  method: 'POST',
  path: '/payment/transfer',
  access: pay,
  spec: paymentSpec,
  body: v.object({ ...paymentBase, bank_reference: requiredText(60) }),
  answer: paymentAnswer,
});

/** Payment on credit terms, taken from the client's credit line in the campaign's currency. */
export const creditPayment = endpoint({
  name: 'payments.credit',
  method: 'POST',
  path: '/payment/credit',
  access: pay,
  spec: paymentSpec,
  body: v.object(paymentBase),
  answer: paymentAnswer,
});

/** A bonus (discount credit) taken off the receipt, at most the balance due. */
export const addBonus = endpoint({
  name: 'payments.addBonus',
  method: 'POST',
  path: '/payment/addBonus',
  access: bonus,
  spec: paymentSpec,
  body: v.object({ ...paymentBase, concept: v.optional(text(200)) }),
  answer: paymentAnswer,
});

/** Takes a bonus back: the receipt's balance grows by its amount. */
export const removeBonus = endpoint({
  name: 'payments.removeBonus',
  method: 'POST',
  path: '/payment/removeBonus',
  access: bonus,
  spec: paymentSpec,
  body: v.object({ campaign_id: id, bonus_id: id }),
  answer: paymentAnswer,
});
