/**
 * Billing of the 18-month history (history.ts), in the shapes billing.ts and contracts.ts write
 * (docs/billing-payments.md, docs/contracts-billing.md). For each billed history contract whose campaign's countries
 * share one currency (a campaign over several currencies has no single receipt, as in billing.ts):
 * - fiscal data for each of its countries (`campaign_billing_countries`, the billing form of its pattern);
 * - a receipt total as the receipt computes it (src/domain/billing-rules.ts `receiptTotals` over the cart lines priced
 *   by `contractLineMinor`, the campaign's production cost when it has one, taxes of `tax.default_percentage`), in
 *   centavos, paid in one of four patterns drawn with weights 45, 35, 12, 8:
 *   1. `card`: a production cost of 3,200.00 and a card payment of the whole total when billed (paid);
 *   2. `transfer`: a confirmed transfer of the whole total 2–25 days after billing (paid);
 *   3. `partial_transfer`: a confirmed transfer of 60 % 2–25 days after billing (part-paid, 40 % still due);
 *   4. `partial_card`: a declined card attempt, then a card payment of half (part-paid), as billing.ts's fourth;
 * - a closed order of one item, the contract's media (quantity 1 × the lines' total in pesos), its invoice `paid`
 *   when the receipt is paid in full, else `issued`, checked when billed.
 * Payments are made by the client, with keys `seed-<id>` and references `tm_seed_<id>` (ids after billing.ts's); no
 * credit line is added. Randomness: `rngFor('history-billing')`.
 */
import {
  fromMinor,
  receiptTotals,
  type BillingForm,
  type PaymentMethod,
  type PaymentStatus,
} from '#src/domain/billing-rules.ts';
import { contractLineMinor } from '#src/domain/contract-rules.ts';
import type * as s from '../schema.ts';
import { fiscalRows, PRODUCTION_COST_MINOR, type BillingData } from './billing.ts';
import { SETTING_ROWS } from './catalogue.ts';
import type { ContractData } from './contracts.ts';
import type { Geography } from './geography.ts';
import type { People } from './people.ts';
import { rngFor } from './rng.ts';

export interface HistoryBilling {
  orders: (typeof s.orders.$inferInsert)[];
  orderItems: (typeof s.orderItems.$inferInsert)[];
  campaignCosts: (typeof s.campaignCosts.$inferInsert)[];
  campaignBillingCountries: (typeof s.campaignBillingCountries.$inferInsert)[];
  payments: (typeof s.payments.$inferInsert)[];
}

/** The history rows the billing reads. */
export interface HistorySales {
  campaigns: readonly (typeof s.campaigns.$inferInsert)[];
  campaignCountries: readonly (typeof s.campaignCountries.$inferInsert)[];
  campaignUnits: readonly (typeof s.campaignUnits.$inferInsert)[];
  contracts: readonly (typeof s.contracts.$inferInsert)[];
}

const PATTERNS = ['card', 'transfer', 'partial_transfer', 'partial_card'] as const;
const PATTERN_WEIGHTS = [45, 35, 12, 8];
const FORM: Record<(typeof PATTERNS)[number], BillingForm> = {
  card: 'electronic',
  transfer: 'transfer',
  partial_transfer: 'transfer',
  partial_card: 'electronic',
};
/** A day, ms. */
const DAY_MS = 86_400_000;

const percentOf = (minor: number, percent: number) => Math.floor((minor * percent) / 100);
const nextId = (rows: readonly { id?: number | undefined }[]) => 1 + Math.max(0, ...rows.map((r) => r.id ?? 0));

/** The billing of the billed history contracts (module doc); ids follow `deals`' orders and `bills`' payments. */
export function billHistory(
  rows: HistorySales,
  geo: Geography,
  people: People,
  deals: ContractData,
  bills: BillingData,
): HistoryBilling {
  const rng = rngFor('history-billing');
  const out: HistoryBilling = {
    orders: [],
    orderItems: [],
    campaignCosts: [],
    campaignBillingCountries: [],
    payments: [],
  };
  const taxPercent = Number(SETTING_ROWS.find((r) => r.key === 'tax.default_percentage')?.value ?? 0);
  const firstPayment = nextId(bills.payments);
  const firstOrder = nextId(deals.orders);
  // contracts.ts's order items take the sequence's first ids
  const firstItem = Math.max(nextId(deals.orderItems), deals.orderItems.length + 1);
  const userOf = new Map(people.users.map((u) => [u.id!, u]));
  const countryOf = new Map(geo.countries.map((c) => [c.id!, c]));
  const campaignOf = new Map(rows.campaigns.map((c) => [c.id!, c]));
  const linesOf = new Map<number, (typeof s.campaignUnits.$inferInsert)[]>();
  for (const l of rows.campaignUnits) linesOf.set(l.campaignId, [...(linesOf.get(l.campaignId) ?? []), l]);
  const countriesOf = new Map<number, number[]>();
  for (const cc of rows.campaignCountries)
    countriesOf.set(cc.campaignId, [...(countriesOf.get(cc.campaignId) ?? []), cc.countryId]);

  for (const contract of rows.contracts) {
    if (contract.status !== 'billed') continue;
    const camp = campaignOf.get(contract.campaignId)!;
    const countries = (countriesOf.get(camp.id!) ?? []).map((id) => countryOf.get(id)!);
    const currencies = new Set(countries.map((c) => c.currency));
    if (currencies.size !== 1) continue;
    const currency = [...currencies][0]!;
    const pattern = rng.weighted(PATTERNS, PATTERN_WEIGHTS);
    const billed = contract.billedAt as Date;
    const later = new Date(billed.getTime() + rng.int(2, 25) * DAY_MS);
    const client = userOf.get(camp.clientId)!;
    const costs = pattern === 'card' ? [{ amount_minor: PRODUCTION_COST_MINOR }] : [];
    fiscalRows(
      out,
      { id: camp.id!, clientId: camp.clientId },
      countries,
      client,
      FORM[pattern],
      costs.length > 0,
      billed,
    );
    const media = (linesOf.get(camp.id!) ?? []).map((l) =>
      contractLineMinor({
        start_date: l.startDate,
        end_date: l.endDate,
        price: l.price,
        print_price: l.printPrice,
        spots: l.spotsUsed ?? 1,
      }),
    );
    const { total_minor: total } = receiptTotals({
      units: media.map((amount_minor) => ({ amount_minor })),
      costs,
      tax_percent: (camp.addTaxes ?? true) ? taxPercent : 0,
      credit_minor: 0,
      payments: [],
    });
    const pay = (method: PaymentMethod, status: PaymentStatus, amountMinor: number, when: Date, extra = {}) => {
      const id = firstPayment + out.payments.length;
      out.payments.push({
        id,
        campaignId: camp.id!,
        method,
        status,
        amountMinor,
        currency,
        idempotencyKey: `seed-${id}`,
        createdById: camp.clientId,
        providerRef: `tm_seed_${id}`,
        createdAt: when,
        updatedAt: when,
        ...extra,
      });
    };
    const card = { cardBrand: 'visa', cardLast4: '4242' };
    if (pattern === 'card') pay('card', 'approved', total, billed, card);
    if (pattern === 'transfer') pay('transfer', 'approved', total, later, { bankReference: `SPEI-${camp.id}-1` });
    if (pattern === 'partial_transfer')
      pay('transfer', 'approved', percentOf(total, 60), later, { bankReference: `SPEI-${camp.id}-1` });
    if (pattern === 'partial_card') {
      pay('card', 'declined', percentOf(total, 50), billed, {
        cardBrand: 'visa',
        cardLast4: '0002',
        declineCode: 'card_declined',
      });
      pay('card', 'approved', percentOf(total, 50), later, card);
    }
    const orderId = firstOrder + out.orders.length;
    const when = (contract.approvedAt as Date | null) ?? billed;
    out.orders.push({
      id: orderId,
      contractId: contract.id!,
      number: `OC-${contract.id}-1`,
      status: 'closed',
      invoiceStatus: pattern === 'card' || pattern === 'transfer' ? 'paid' : 'issued',
      invoiceCheckedAt: billed,
      createdAt: when,
      updatedAt: billed,
    });
    const amount = fromMinor(media.reduce((a, b) => a + b, 0));
    out.orderItems.push({
      id: firstItem + out.orderItems.length,
      orderId,
      description: 'Espacio publicitario',
      quantity: 1,
      unitPrice: amount,
      total: amount,
      createdAt: when,
      updatedAt: billed,
    });
  }
  return out;
}
