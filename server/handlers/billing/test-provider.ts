/**
 * The reference server's own test-mode payment provider (docs/billing-payments.md "Test-mode provider"): no outside
 * gateway is ever called, no money moves. It answers as a card processor would, from test cards and tokens only:
 * - card 4242 4242 4242 4242 or token `tok_visa`: approved;
 * - card 4000 0000 0000 0002 or token `tok_chargeDeclined`: declined (`card_declined`);
 * - any other number that passes the Luhn check: declined (`test_mode_only`: a real card is never charged here);
 * - a number failing the Luhn check, or an unknown token: not a card (the server answers 422).
 * References are derived from the caller and the Idempotency-Key (sha-256), so a retry of one payment gets the same
 * reference, as a real provider's idempotent charge would. Only the brand and the last four digits leave this module.
 */
import { createHash } from 'node:crypto';
import { cardLast4, luhnValid } from '#src/domain/billing-rules.ts';

/** Test cards (digits). */
export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;
/** Test tokens and the card each stands for. */
export const TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_visa: TEST_CARDS.approved,
  tok_chargeDeclined: TEST_CARDS.declined,
};

export type ChargeOutcome =
  | { outcome: 'approved'; brand: string; last4: string }
  | { outcome: 'declined'; code: 'card_declined' | 'test_mode_only'; brand: string; last4: string }
  | { outcome: 'invalid'; field: 'card_number' | 'card_token' };

/** The brand of a card number by its first digits (`card` when unknown). */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** A provider reference: `tm_<kind>_` and 20 hex digits of sha-256(caller, key). */
export function providerRef(kind: 'ch' | 'tr' | 'cr' | 'bn', userId: number, key: string): string {
  return `tm_${kind}_${createHash('sha256').update(`${userId}\n${key}`).digest('hex').slice(0, 20)}`;
}

/**
 * Charges a card in test mode (module doc). The number is read here and dropped: only brand and last four digits
 * are answered.
 * @param card a number (digits, spaces or dashes) or a token; the number wins when both are given
 */
export function chargeCard(card: { number?: string | undefined; token?: string | undefined }): ChargeOutcome {
  let digits: string;
  let field: 'card_number' | 'card_token';
  if (card.number) {
    digits = card.number.replace(/[\s-]/g, '');
    field = 'card_number';
  } else {
    digits = TEST_TOKENS[card.token ?? ''] ?? '';
    field = 'card_token';
  }
  if (!luhnValid(digits)) return { outcome: 'invalid', field };
  const seen = { brand: cardBrand(digits), last4: cardLast4(digits) };
  if (digits === TEST_CARDS.approved) return { outcome: 'approved', ...seen };
  if (digits === TEST_CARDS.declined) return { outcome: 'declined', code: 'card_declined', ...seen };
  return { outcome: 'declined', code: 'test_mode_only', ...seen };
}
