/**
 * Demo billing (issue 17; docs/billing-payments.md): the campaigns of billed contracts whose countries share one
 * currency get fiscal data for each country and, in turn,
 * 1. a production cost and a card payment of the whole total (paid);
 * 2. a confirmed transfer of 40 % and a pending one of 20 % (part-paid);
 * 3. a bonus of 1,000.00 and a payment on credit terms of the rest, on a credit line (paid);
 * 4. a declined card attempt, then a card payment of half (part-paid).
 * The demo client also gets a credit line in MXN, so its unpaid campaigns can be paid on credit. Totals are the
 * receipt's own (src/domain/billing-rules.ts over the cart lines priced by `contractLineMinor`, the contract's other
 * costs, taxes of `tax.default_percentage` when `add_taxes`, less credit), in centavos. Payments carry keys
 * `seed-<n>` of their client, dated when the contract was billed.
 */
import { contractLineMinor } from '#src/domain/contract-rules.ts';
import {
  receiptTotals,
  toMinor,
  type BillingForm,
  type PaymentMethod,
  type PaymentStatus,
} from '#src/domain/billing-rules.ts';
import type * as s from '../schema.ts';
import type { CampaignData } from './campaigns.ts';
import { SETTING_ROWS } from './catalogue.ts';
import type { ContractData } from './contracts.ts';
import type { Geography } from './geography.ts';
import type { People } from './people.ts';

export interface BillingData {
  campaignCosts: (typeof s.campaignCosts.$inferInsert)[];
  campaignBillingCountries: (typeof s.campaignBillingCountries.$inferInsert)[];
  creditLines: (typeof s.creditLines.$inferInsert)[];
  payments: (typeof s.payments.$inferInsert)[];
}

const PATTERNS = ['card', 'transfer', 'credit', 'partial_card'] as const;
const FORM: Record<(typeof PATTERNS)[number], BillingForm> = {
  card: 'electronic',
  transfer: 'transfer',
  credit: 'credit',
  partial_card: 'electronic',
};
/** The demo client's credit line, centavos (50,000.00 MXN). */
export const DEMO_CREDIT_LINE_MINOR = 5_000_000;
/** The production cost (centavos) of the campaigns paid by card. */
export const PRODUCTION_COST_MINOR = 320_000;
const BONUS_MINOR = 100_000;

type Country = Geography['countries'][number];
type User = People['users'][number];

/**
 * The fiscal data of a campaign in each of its countries (one billing form), and when paid by card its production
 * cost — shared by the current campaigns' billing and the history's (history-billing.ts).
 * @param when when they were written (the contract's billing time)
 */
export function fiscalRows(
  out: Pick<BillingData, 'campaignBillingCountries' | 'campaignCosts'>,
  campaign: { id: number; clientId: number },
  countries: readonly Country[],
  client: User,
  billingForm: BillingForm,
  withCost: boolean,
  when: Date,
): void {
  for (const country of countries)
    out.campaignBillingCountries.push({
      campaignId: campaign.id,
      countryId: country.id!,
      billingForm,
      taxId: `${country.iso2}${String(100_000_000 + campaign.clientId * 7_919).slice(0, 9)}`,
      businessName: client.company ?? client.name,
      address: `Av. Principal ${100 + campaign.clientId}, ${country.name}`,
      email: client.email,
      updatedAt: when,
    });
  if (withCost)
    out.campaignCosts.push({
      campaignId: campaign.id,
      kind: 'production',
      amountMinor: PRODUCTION_COST_MINOR,
      createdAt: when,
      updatedAt: when,
    });
}

const percentOf = (minor: number, percent: number) => Math.floor((minor * percent) / 100);

/**
 * The billing of the demo (docs/billing-payments.md "Seed"): costs, billing countries, payments of the billed,
 * single-currency contracts in turn, and credit lines; `anchor` (YYYY-MM-DD) the seed's day, its rows' clock.
 */
export function buildBilling(
  anchor: string,
  camps: CampaignData,
  deals: ContractData,
  geo: Geography,
  people: People,
): BillingData {
  const out: BillingData = { campaignCosts: [], campaignBillingCountries: [], creditLines: [], payments: [] };
  const taxPercent = Number(SETTING_ROWS.find((r) => r.key === 'tax.default_percentage')?.value ?? 0);
  const userOf = new Map(people.users.map((u) => [u.id!, u]));
  const credit = new Map<string, { clientId: number; currency: string; used: number }>();
  let n = 0;
  for (const contract of deals.contracts.filter((c) => c.status === 'billed')) {
    const camp = camps.campaigns.find((c) => c.id === contract.campaignId)!;
    const countries = camps.campaignCountries
      .filter((cc) => cc.campaignId === camp.id)
      .map((cc) => geo.countries.find((g) => g.id === cc.countryId)!);
    const currencies = new Set(countries.map((c) => c.currency));
    if (currencies.size !== 1) continue; // several currencies: no single receipt to pay (billing-payments.md)
    const currency = [...currencies][0]!;
    const pattern = PATTERNS[n++ % PATTERNS.length]!;
    const when = contract.billedAt as Date;
    const client = userOf.get(camp.clientId)!;
    const costs = pattern === 'card' ? [{ amount_minor: PRODUCTION_COST_MINOR }] : [];
    fiscalRows(
      out,
      { id: camp.id!, clientId: camp.clientId },
      countries,
      client,
      FORM[pattern],
      costs.length > 0,
      when,
    );
    const lines = camps.campaignUnits.filter((l) => l.campaignId === camp.id);
    const { total_minor: total } = receiptTotals({
      units: lines.map((l) => ({
        amount_minor: contractLineMinor({
          start_date: l.startDate,
          end_date: l.endDate,
          price: l.price,
          print_price: l.printPrice,
          spots: l.spotsUsed ?? 1,
        }),
      })),
      costs: [
        ...costs,
        ...deals.contractCosts
          .filter((c) => c.contractId === contract.id)
          .map((c) => ({ amount_minor: toMinor(c.amount) })),
      ],
      tax_percent: (camp.addTaxes ?? true) ? taxPercent : 0,
      credit_minor: toMinor(camp.credit ?? 0),
      payments: [],
    });
    const pay = (method: PaymentMethod, status: PaymentStatus, amountMinor: number, extra = {}) => {
      const id = out.payments.length + 1;
      out.payments.push({
        id,
        campaignId: camp.id!,
        method,
        status,
        amountMinor,
        currency,
        idempotencyKey: `seed-${id}`,
        createdById: method === 'bonus' ? (contract.ownerId ?? camp.clientId) : camp.clientId,
        providerRef: `tm_seed_${id}`,
        createdAt: when,
        updatedAt: when,
        ...extra,
      });
    };
    const card = { cardBrand: 'visa', cardLast4: '4242' };
    if (pattern === 'card') pay('card', 'approved', total, card);
    if (pattern === 'transfer') {
      pay('transfer', 'approved', percentOf(total, 40), { bankReference: `SPEI-${camp.id}-1` });
      pay('transfer', 'pending', percentOf(total, 20), { bankReference: `SPEI-${camp.id}-2` });
    }
    if (pattern === 'credit') {
      const bonus = Math.min(BONUS_MINOR, total);
      pay('bonus', 'approved', bonus, { concept: 'Bonificación por volumen' });
      pay('credit', 'approved', total - bonus);
      const key = `${camp.clientId}:${currency}`;
      const line = credit.get(key) ?? { clientId: camp.clientId, currency, used: 0 };
      credit.set(key, { ...line, used: line.used + total - bonus });
    }
    if (pattern === 'partial_card') {
      pay('card', 'declined', percentOf(total, 50), {
        cardBrand: 'visa',
        cardLast4: '0002',
        declineCode: 'card_declined',
      });
      pay('card', 'approved', percentOf(total, 50), card);
    }
  }
  const demo = `${people.clientIds[0]}:MXN`;
  if (!credit.has(demo)) credit.set(demo, { clientId: people.clientIds[0]!, currency: 'MXN', used: 0 });
  for (const [key, line] of credit)
    out.creditLines.push({
      clientId: line.clientId,
      currency: line.currency,
      // room left: the demo line's own amount, others twice what they used
      limitMinor: key === demo ? line.used + DEMO_CREDIT_LINE_MINOR : Math.max(2 * line.used, DEMO_CREDIT_LINE_MINOR),
      // the seed's own clock (seed.test.ts: the same anchor writes the same rows)
      createdAt: new Date(`${anchor}T00:00:00Z`),
      updatedAt: new Date(`${anchor}T00:00:00Z`),
    });
  return out;
}
