/**
 * Billing rules (issue 17; docs/billing-payments.md): receipt arithmetic in centavos (taxes half up, credit and
 * bonuses off, payments to a balance), the receipt's state, what a payment may be, credit lines, card checks.
 */
import { describe, expect, it } from 'vitest';
import {
  cardLast4,
  creditAvailable,
  hasCentavos,
  luhnValid,
  missingFiscal,
  payableMinor,
  PaymentRuleError,
  receiptState,
  receiptTotals,
  taxMinor,
  type ReceiptInput,
} from './billing-rules.ts';

const base: ReceiptInput = {
  units: [{ amount_minor: 1_234_567 }, { amount_minor: 10 }],
  costs: [{ amount_minor: 450_000 }],
  tax_percent: 16,
  credit_minor: 0,
  payments: [],
};

describe('receipt arithmetic', () => {
  it('adds units and costs, taxes half up, takes credit and bonuses off', () => {
    const t = receiptTotals({
      ...base,
      credit_minor: 10_000,
      payments: [
        { method: 'bonus', status: 'approved', amount_minor: 5_000 },
        { method: 'bonus', status: 'removed', amount_minor: 99_999 },
      ],
    });
    // 12,345.67 + 0.10 + 4,500.00 = 16,845.77; 16 % = 2,695.3232 → 2,695.32
    expect(t).toMatchObject({
      subtotal_minor: 1_684_577,
      taxes_minor: 269_532,
      credit_minor: 10_000,
      bonuses_minor: 5_000,
      total_minor: 1_684_577 + 269_532 - 10_000 - 5_000,
      state: 'unpaid',
    });
  });

  it('counts approved payments as paid and pending transfers apart; declined ones for nothing', () => {
    const total = receiptTotals(base).total_minor;
    const t = receiptTotals({
      ...base,
      payments: [
        { method: 'card', status: 'approved', amount_minor: 100_000 },
        { method: 'card', status: 'declined', amount_minor: 500_000 },
        { method: 'transfer', status: 'pending', amount_minor: 50_000 },
        { method: 'credit', status: 'approved', amount_minor: 1 },
      ],
    });
    expect([t.paid_minor, t.pending_minor, t.balance_minor, t.state]).toEqual([
      100_001,
      50_000,
      total - 150_001,
      'partial',
    ]);
  });

  it('is paid when the balance is 0 and nothing is pending; pending while a transfer covers the rest', () => {
    const total = receiptTotals(base).total_minor;
    const paid = receiptTotals({ ...base, payments: [{ method: 'card', status: 'approved', amount_minor: total }] });
    expect([paid.balance_minor, paid.state]).toEqual([0, 'paid']);
    const waiting = receiptTotals({
      ...base,
      payments: [
        { method: 'card', status: 'approved', amount_minor: 1 },
        { method: 'transfer', status: 'pending', amount_minor: total - 1 },
      ],
    });
    expect([waiting.balance_minor, waiting.state]).toEqual([0, 'pending']);
  });

  it('never lets the total go below 0, and shows what was overpaid', () => {
    const t = receiptTotals({
      ...base,
      tax_percent: 0,
      credit_minor: 10_000_000,
      payments: [{ method: 'card', status: 'approved', amount_minor: 300 }],
    });
    expect([t.total_minor, t.balance_minor, t.overpaid_minor, t.state]).toEqual([0, 0, 300, 'paid']);
  });

  it('adds 10,000 lines of odd centavos exactly (no float drift)', () => {
    const units = Array.from({ length: 10_000 }, () => ({ amount_minor: 10 })); // 0.10 each
    const t = receiptTotals({ ...base, units, costs: [], tax_percent: 0 });
    expect(t.total_minor).toBe(100_000);
    let float = 0;
    for (let i = 0; i < 10_000; i++) float += 0.1;
    expect(float).not.toBe(1000); // what pesos in floats would have said
  });
});

describe('taxes', () => {
  it('rounds half up to the centavo, for large amounts too', () => {
    expect(taxMinor(1, 50)).toBe(1); // 0.005 → 0.01
    expect(taxMinor(3, 16)).toBe(0); // 0.0048 → 0.00
    expect(taxMinor(1_000, 15.5)).toBe(155);
    expect(taxMinor(99_999_999_999_999, 16)).toBe(16_000_000_000_000); // 999,999,999,999.99 × 16 %
    expect(taxMinor(12_345, 0)).toBe(0);
    expect(() => taxMinor(1, -1)).toThrow(RangeError);
  });
});

describe('receipt state', () => {
  it('names each case', () => {
    expect(receiptState(1000, 0, 0)).toBe('unpaid');
    expect(receiptState(1000, 1, 0)).toBe('partial');
    expect(receiptState(1000, 0, 1)).toBe('partial');
    expect(receiptState(1000, 0, 1000)).toBe('pending');
    expect(receiptState(1000, 1000, 0)).toBe('paid');
    expect(receiptState(0, 0, 0)).toBe('paid'); // nothing due
  });
});

/** Why `payableMinor` refuses an amount, or `taken`. */
function refusal(pesos: number, balance: number): string {
  try {
    payableMinor(pesos, balance);
  } catch (e) {
    return (e as PaymentRuleError).reason;
  }
  return 'taken';
}

describe('what a payment may be', () => {
  it('takes positive pesos of at most 2 decimals up to the balance', () => {
    expect(payableMinor(0.07, 100)).toBe(7);
    expect(payableMinor(1.1, 110)).toBe(110);
    expect(refusal(0.001, 100)).toBe('too_many_decimals');
    expect(refusal(0, 100)).toBe('not_positive');
    expect(refusal(1, 0)).toBe('nothing_due');
    expect(refusal(1.01, 100)).toBe('over_balance');
    expect(hasCentavos(19.99)).toBe(true);
    expect(hasCentavos(Number.NaN)).toBe(false);
  });

  it('leaves credit room of the limit less what was used, never below 0', () => {
    expect(creditAvailable(100_000, 30_000)).toBe(70_000);
    expect(creditAvailable(100_000, 130_000)).toBe(0);
  });

  it('asks each billing form its fiscal data', () => {
    expect(missingFiscal('electronic', { business_name: 'ACME', email: ' ' })).toEqual(['email']);
    expect(missingFiscal('credit', {})).toEqual(['tax_id', 'business_name', 'address', 'email']);
    expect(missingFiscal('transfer', { tax_id: 'X', business_name: 'Y', address: 'Z' })).toEqual([]);
  });

  it('checks card numbers by Luhn and keeps only their last four digits', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(cardLast4('4242-4242-4242-4242')).toBe('4242');
  });
});
