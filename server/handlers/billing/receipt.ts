/**
 * The billing receipt of a campaign on the reference server (contract src/api/contract/billing.ts; issue 17;
 * docs/billing-payments.md). Reads the campaign's cart lines (priced per line in centavos as its contract prices
 * them: src/domain/contract-rules.ts `contractLineMinor`), one units line per country, its own costs
 * (`campaign_costs`) and its contract's other costs (`contract_costs`), the tax percent of `tax.default_percentage`
 * when the campaign's `add_taxes` is on, its credit, its payments and bonuses, and sums them with
 * src/domain/billing-rules.ts `receiptTotals`, the same function the device uses. Answers pesos.
 *
 * Also the checks every billing change shares: a cancelled campaign takes none (409), a payment needs a contracted
 * or finished campaign (409) with one currency (409).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { Payment, Receipt, ReceiptLine } from '#src/api/contract/billing.ts';
import {
  COST_KINDS,
  creditAvailable,
  fromMinor,
  missingFiscal,
  receiptTotals,
  toMinor,
  type ReceiptTotals,
} from '#src/domain/billing-rules.ts';
import { contractLineMinor } from '#src/domain/contract-rules.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignBillingCountries,
  campaignCosts,
  campaignUnits,
  campaigns,
  contractCosts,
  contracts,
  countries,
  creditLines,
  payments,
  units,
  users,
} from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { countryNameIn, msg, type MessageKey } from '#server/i18n.ts';
import { campaignCurrencies, pricingSettings, type CampaignRow } from '../campaign-view.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** A receipt and its totals in centavos (for the checks that follow). */
export interface ReceiptOf {
  receipt: Receipt;
  totals: ReceiptTotals;
  currency: string | null;
}

const COST_KEY: Record<(typeof COST_KINDS)[number], MessageKey> = {
  production: 'billing.cost.production',
  installation: 'billing.cost.installation',
  other: 'billing.cost.other',
};

/** @throws HttpError 409 when the campaign is cancelled (no payment, no billing change) */
export function assertNotCancelled(campaign: CampaignRow, locale: Locale): void {
  if (campaign.status === 'cancelled') throw new HttpError(409, 'conflict', msg(locale, 'billing.cancelled'));
}

/** @throws HttpError 409 when the campaign is cancelled or not yet contracted (its price may still change) */
export function assertPayable(campaign: CampaignRow, locale: Locale): void {
  assertNotCancelled(campaign, locale);
  if (campaign.status !== 'contracted' && campaign.status !== 'finished')
    throw new HttpError(409, 'conflict', msg(locale, 'billing.not_contracted'));
}

/** A payment row as the contract answers it (pesos). */
export function paymentAnswer(p: PaymentRow, createdBy: string): Payment {
  return {
    id: p.id,
    campaign_id: p.campaignId,
    method: p.method,
    status: p.status,
    amount: fromMinor(p.amountMinor),
    currency: p.currency,
    provider_ref: p.providerRef,
    card_brand: p.cardBrand,
    card_last4: p.cardLast4,
    bank_reference: p.bankReference,
    concept: p.concept,
    decline_code: p.declineCode,
    created_by: { id: p.createdById, name: createdBy },
    created_at: p.createdAt.toISOString(),
    removed_at: p.removedAt?.toISOString() ?? null,
  };
}

/**
 * Room on client `clientId`'s credit line in `currency`, centavos (null when it has none); pass `lock` inside a
 * transaction to hold the line until commit (two campaigns of one client cannot both take its last room).
 */
export async function creditRoom(db: Db, clientId: number, currency: string, lock = false): Promise<number | null> {
  const query = db
    .select({ limit: creditLines.limitMinor })
    .from(creditLines)
    .where(and(eq(creditLines.clientId, clientId), eq(creditLines.currency, currency)));
  const [line] = lock ? await query.for('update') : await query;
  if (!line) return null;
  const [used] = await db
    .select({ n: sql<string>`coalesce(sum(${payments.amountMinor}), 0)` })
    .from(payments)
    .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
    .where(
      and(
        eq(campaigns.clientId, clientId),
        eq(payments.method, 'credit'),
        eq(payments.status, 'approved'),
        eq(payments.currency, currency),
      ),
    );
  return creditAvailable(line.limit, Number(used?.n ?? 0));
}

/** The units lines of a campaign: its cart lines priced in centavos, one line per country (first seen first). */
async function unitLines(db: Db, campaignId: number, locale: Locale): Promise<ReceiptLine[]> {
  const rows = await db
    .select({
      countryId: units.countryId,
      start: campaignUnits.startDate,
      end: campaignUnits.endDate,
      price: campaignUnits.price,
      printPrice: campaignUnits.printPrice,
      spots: campaignUnits.spotsUsed,
    })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(eq(campaignUnits.campaignId, campaignId))
    .orderBy(asc(campaignUnits.id));
  const byCountry = new Map<number, { count: number; minor: number }>();
  for (const r of rows) {
    const line = contractLineMinor({
      start_date: r.start,
      end_date: r.end,
      price: r.price,
      print_price: r.printPrice,
      spots: r.spots,
    });
    const c = byCountry.get(r.countryId) ?? { count: 0, minor: 0 };
    byCountry.set(r.countryId, { count: c.count + 1, minor: c.minor + line });
  }
  if (!byCountry.size) return [];
  const names = await db
    .select({ id: countries.id, name: countries.name, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.id, [...byCountry.keys()]));
  return [...byCountry].map(([countryId, c]) => {
    const country = names.find((n) => n.id === countryId);
    return {
      kind: 'units' as const,
      cost_kind: null,
      concept: msg(locale, 'billing.units_line', {
        country: country ? countryNameIn(locale, country) : String(countryId),
        count: c.count,
      }),
      country_id: countryId,
      quantity: c.count,
      amount: fromMinor(c.minor),
    };
  });
}

/**
 * The receipt of `campaign` (module doc) on day `now`, in `locale`.
 * @returns the receipt (pesos), its totals (centavos) and its currency
 */
export async function receiptOf(db: Db, campaign: CampaignRow, locale: Locale, now: Date): Promise<ReceiptOf> {
  const [lines, costs, contract, client, rows, fiscal, currencies, { taxPercent }] = await Promise.all([
    unitLines(db, campaign.id, locale),
    db.select().from(campaignCosts).where(eq(campaignCosts.campaignId, campaign.id)),
    db
      .select({ id: contracts.id, status: contracts.status, reference: contracts.reference })
      .from(contracts)
      .where(eq(contracts.campaignId, campaign.id))
      .then((r) => r[0] ?? null),
    db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, campaign.clientId))
      .then((r) => r[0]?.name ?? ''),
    db
      .select({ p: payments, by: users.name })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.createdById))
      .where(eq(payments.campaignId, campaign.id))
      .orderBy(asc(payments.id)),
    db
      .select({ b: campaignBillingCountries, name: countries.name, iso2: countries.iso2 })
      .from(campaignBillingCountries)
      .innerJoin(countries, eq(countries.id, campaignBillingCountries.countryId))
      .where(eq(campaignBillingCountries.campaignId, campaign.id))
      .orderBy(asc(campaignBillingCountries.countryId)),
    campaignCurrencies(db, [campaign.id]),
    pricingSettings(db),
  ]);
  const otherCosts = contract
    ? await db.select().from(contractCosts).where(eq(contractCosts.contractId, contract.id))
    : [];
  const costLines: ReceiptLine[] = [
    ...COST_KINDS.flatMap((kind) =>
      costs
        .filter((c) => c.kind === kind && c.amountMinor > 0)
        .map((c) => ({
          kind: 'cost' as const,
          cost_kind: kind,
          concept: c.concept || msg(locale, COST_KEY[kind]),
          country_id: null,
          quantity: 1,
          amount: fromMinor(c.amountMinor),
        })),
    ),
    ...otherCosts.map((c) => ({
      kind: 'contract_cost' as const,
      cost_kind: null,
      concept: c.concept,
      country_id: null,
      quantity: 1,
      amount: c.amount,
    })),
  ];
  const currency = currencies.get(campaign.id) ?? null;
  const tax = campaign.addTaxes ? taxPercent : 0;
  const totals = receiptTotals({
    units: lines.map((l) => ({ amount_minor: toMinor(l.amount) })),
    costs: costLines.map((l) => ({ amount_minor: toMinor(l.amount) })),
    tax_percent: tax,
    credit_minor: toMinor(campaign.credit),
    payments: rows.map(({ p }) => ({ method: p.method, status: p.status, amount_minor: p.amountMinor })),
  });
  const room = currency ? await creditRoom(db, campaign.clientId, currency) : null;
  const receipt: Receipt = {
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    campaign_status: campaign.status,
    client: { id: campaign.clientId, name: client },
    contract,
    currency,
    number: `R-${campaign.id}`,
    issued_on: now.toISOString().slice(0, 10),
    add_taxes: campaign.addTaxes,
    tax_percent: tax,
    lines: [...lines, ...costLines],
    subtotal: fromMinor(totals.subtotal_minor),
    taxes: fromMinor(totals.taxes_minor),
    credit: fromMinor(totals.credit_minor),
    bonuses: fromMinor(totals.bonuses_minor),
    total: fromMinor(totals.total_minor),
    paid: fromMinor(totals.paid_minor),
    pending: fromMinor(totals.pending_minor),
    balance: fromMinor(totals.balance_minor),
    overpaid: fromMinor(totals.overpaid_minor),
    state: totals.state,
    payments: rows.map(({ p, by }) => paymentAnswer(p, by)),
    billing_countries: fiscal.map(({ b, name, iso2 }) => ({
      country_id: b.countryId,
      country_name: countryNameIn(locale, { name, iso2 }),
      billing_form: b.billingForm,
      tax_id: b.taxId,
      business_name: b.businessName,
      address: b.address,
      email: b.email,
      missing: missingFiscal(b.billingForm, {
        tax_id: b.taxId,
        business_name: b.businessName,
        address: b.address,
        email: b.email,
      }),
    })),
    credit_available: room === null ? null : fromMinor(room),
  };
  return { receipt, totals, currency };
}
