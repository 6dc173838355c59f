/**
 * Campaign billing rules, shared by the device and the reference server (product.md §2 `campaigns/{type}/{id}/pay`,
 * `paid`, `fiscal`; §3 "Campaign … taxes, … production cost", "payment"; §4 "add credit"; api-catalogue.md
 * "Campaigns" (`billing-forms`, `costs_campaign`, `update-billing-countries`), "Files, documents, offers, payments,
 * others" (Billing, Payments); issue 17; docs/billing-payments.md). No DOM, no database: plain functions over
 * amounts in integer minor units (centavos), so the receipt the device shows is the server's to the centavo.
 *
 * The receipt of a campaign:
 * - subtotal = Σ units lines (each country's cart lines priced as the contract prices them) + Σ costs (the
 *   campaign's production, installation and other costs, and its contract's other costs);
 * - taxes = tax percent of the subtotal, rounded half up to the centavo (percent 0 when the campaign's
 *   `add_taxes` is off);
 * - total = subtotal + taxes − credit (the campaign's `add_credit`) − active bonuses, never below 0;
 * - paid = Σ approved payments (card, credit, confirmed transfers); pending = Σ transfers awaiting the bank;
 * - balance = total − paid − pending, never below 0 (what may still be paid); overpaid = what paid and pending
 *   exceed the total by (a total lowered after payment);
 * - state: `paid` when nothing is due nor pending, `pending` when only pending transfers remain, `unpaid` when
 *   nothing was paid nor is pending, else `partial`.
 */
import { fromMinor, toMinor } from './contract-rules.ts';

export { fromMinor, toMinor };

/** How a country of a campaign is billed (`GET /client/campaigns/billing-forms`). */
export const BILLING_FORMS = ['electronic', 'transfer', 'credit'] as const;
export type BillingForm = (typeof BILLING_FORMS)[number];

/** The fiscal data a billing country may hold. */
export const FISCAL_FIELDS = ['tax_id', 'business_name', 'address', 'email'] as const;
export type FiscalField = (typeof FISCAL_FIELDS)[number];

/**
 * The fiscal data each billing form needs: an electronic payment sends its receipt by mail to a business name; a
 * transfer is invoiced to a tax id and address; credit terms need all of it.
 */
export const REQUIRED_FISCAL: Record<BillingForm, readonly FiscalField[]> = {
  electronic: ['business_name', 'email'],
  transfer: ['tax_id', 'business_name', 'address'],
  credit: ['tax_id', 'business_name', 'address', 'email'],
};

/** The payment method each billing form is paid with (`POST /payment/electronic`, `/transfer`, `/credit`). */
export const FORM_METHOD: Record<BillingForm, PaymentMethod> = {
  electronic: 'card',
  transfer: 'transfer',
  credit: 'credit',
};

/** The fiscal fields `form` needs that `data` leaves blank. */
export function missingFiscal(form: BillingForm, data: Partial<Record<FiscalField, string | null>>): FiscalField[] {
  return REQUIRED_FISCAL[form].filter((f) => !(data[f] ?? '').trim());
}

/** Kinds of a campaign's own costs (`PUT /client/campaigns/{id}/costs_campaign`). */
export const COST_KINDS = ['production', 'installation', 'other'] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** How a payment was made; a `bonus` is a discount credit taken off the receipt. */
export const PAYMENT_METHODS = ['card', 'transfer', 'credit', 'bonus'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment's status: `approved` counts as paid (a bonus: as taken off); `pending` a transfer awaiting the bank;
 * `declined` a refused card (kept for the record, counts for nothing); `removed` a bonus taken back.
 */
export const PAYMENT_STATUSES = ['approved', 'pending', 'declined', 'removed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The state of a campaign's receipt (module doc). */
export const RECEIPT_STATES = ['unpaid', 'partial', 'pending', 'paid'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** What a receipt is made of, every amount in centavos. */
export interface ReceiptInput {
  /** Units lines (one per country), centavos. */
  units: readonly { amount_minor: number }[];
  /** Costs (campaign and contract), centavos. */
  costs: readonly { amount_minor: number }[];
  /** Percent of the subtotal, e.g. 16 (0: no taxes). */
  tax_percent: number;
  /** The campaign's credit, centavos. */
  credit_minor: number;
  /** Every payment and bonus of the campaign, whatever its status. */
  payments: readonly { method: PaymentMethod; status: PaymentStatus; amount_minor: number }[];
}

/** A receipt's totals, centavos (module doc). */
export interface ReceiptTotals {
  subtotal_minor: number;
  taxes_minor: number;
  credit_minor: number;
  bonuses_minor: number;
  total_minor: number;
  paid_minor: number;
  pending_minor: number;
  balance_minor: number;
  overpaid_minor: number;
  state: ReceiptState;
}

const sum = (xs: readonly { amount_minor: number }[]) => xs.reduce((n, x) => n + x.amount_minor, 0);

/**
 * `percent` of `baseMinor`, rounded half up to the centavo. Exact for any amount a money column holds (the product
 * is taken in BigInt, the percent to 1/10,000).
 * @throws RangeError for a negative or non-finite percent
 */
export function taxMinor(baseMinor: number, percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError('a tax percent must be a finite number ≥ 0');
  const basisPoints = BigInt(Math.round(percent * 10_000)); // percent × 10,000 = hundredths of a basis point
  const scaled = BigInt(Math.trunc(baseMinor)) * basisPoints;
  const divisor = 1_000_000n; // 100 (percent) × 10,000
  const sign = scaled < 0n ? -1n : 1n;
  const abs = scaled * sign;
  return Number(sign * ((abs + divisor / 2n) / divisor));
}

/** The state of a receipt from its total and what was paid and is pending, centavos (module doc). */
export function receiptState(totalMinor: number, paidMinor: number, pendingMinor: number): ReceiptState {
  const balance = totalMinor - paidMinor - pendingMinor;
  if (balance <= 0) return pendingMinor > 0 && paidMinor < totalMinor ? 'pending' : 'paid';
  return paidMinor === 0 && pendingMinor === 0 ? 'unpaid' : 'partial';
}

/** The totals of a receipt (module doc). */
export function receiptTotals(input: ReceiptInput): ReceiptTotals {
  const subtotal = sum(input.units) + sum(input.costs);
  const taxes = taxMinor(subtotal, input.tax_percent);
  const active = (m: PaymentMethod | 'paid', s: PaymentStatus) =>
    input.payments.filter((p) => (m === 'paid' ? p.method !== 'bonus' : p.method === m) && p.status === s);
  const bonuses = sum(active('bonus', 'approved'));
  const total = Math.max(0, subtotal + taxes - input.credit_minor - bonuses);
  const paid = sum(active('paid', 'approved'));
  const pending = sum(active('paid', 'pending'));
  return {
    subtotal_minor: subtotal,
    taxes_minor: taxes,
    credit_minor: input.credit_minor,
    bonuses_minor: bonuses,
    total_minor: total,
    paid_minor: paid,
    pending_minor: pending,
    balance_minor: Math.max(0, total - paid - pending),
    overpaid_minor: Math.max(0, paid + pending - total),
    state: receiptState(total, paid, pending),
  };
}

/** Why a payment or a bonus cannot be taken (the server answers 422 under `amount`). */
export type PaymentRefusal = 'not_positive' | 'too_many_decimals' | 'nothing_due' | 'over_balance';

/** A payment a receipt does not take (`reason`: see `PaymentRefusal`). */
export class PaymentRuleError extends Error {
  constructor(
    readonly reason: PaymentRefusal,
    readonly balanceMinor: number,
  ) {
    super(`payment refused: ${reason} (balance ${balanceMinor} centavos)`);
    this.name = 'PaymentRuleError';
  }
}

/** True for an amount of pesos with at most 2 decimals (what centavos can hold exactly). */
export function hasCentavos(pesos: number): boolean {
  return Number.isFinite(pesos) && Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;
}

/**
 * The centavos of a payment or bonus of `pesos` on a receipt whose balance is `balanceMinor`: positive, at most 2
 * decimals, not over the balance.
 * @throws PaymentRuleError when the amount is not positive, has more than 2 decimals, nothing is due, or it is over
 * the balance
 */
export function payableMinor(pesos: number, balanceMinor: number): number {
  if (!hasCentavos(pesos)) throw new PaymentRuleError('too_many_decimals', balanceMinor);
  const minor = toMinor(pesos);
  if (minor <= 0) throw new PaymentRuleError('not_positive', balanceMinor);
  if (balanceMinor <= 0) throw new PaymentRuleError('nothing_due', balanceMinor);
  if (minor > balanceMinor) throw new PaymentRuleError('over_balance', balanceMinor);
  return minor;
}

/**
 * Room left on a client's credit line (credit terms, `POST /payment/credit`): the line's limit less every credit
 * payment approved on it, centavos, never below 0. Settling what was used is accounting's work outside the product.
 */
export function creditAvailable(limitMinor: number, usedMinor: number): number {
  return Math.max(0, limitMinor - usedMinor);
}

/** Last four digits of a card number (digits only), the only part of it ever kept. */
export function cardLast4(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}

/** True when `digits` (13–19 of them) pass the Luhn check every card number passes. */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}
