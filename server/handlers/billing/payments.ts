/**
 * Payments of campaigns on the reference server (contract src/api/contract/billing.ts: `POST /payment/electronic`,
 * `/transfer`, `/credit`, `/addBonus`, `/removeBonus`; issue 17; docs/billing-payments.md). Never optimistic, never
 * doubled:
 * - every call needs an `Idempotency-Key` header (400 `idempotency_key_required` without it). The generic store
 *   (server/http/idempotency.ts) replays a committed answer per (caller, key); in addition the key is kept on the
 *   payment row, unique per caller, so a retry whose stored answer was lost (or a race past the store) answers the
 *   first payment instead of recording a second: looked up before the transaction, again once the campaign row is
 *   locked, and on the insert's conflict. A key already used for another payment is a 422 `idempotency_mismatch`.
 *   Card payments skip the generic store (NOT_STORED: their body may hold a card number, whose unsalted hash must
 *   not be kept), so for them the payment row is the only replay, and this module checks the key's length;
 * - one transaction per call, with the campaign row locked: the receipt (receipt.ts) is computed, the amount checked
 *   against its balance (422 under `amount`: not positive, more than 2 decimals, nothing due, over the balance), the
 *   test-mode provider asked (test-provider.ts), the row inserted in centavos;
 * - a cancelled campaign takes no payment nor bonus (409), a campaign not yet contracted no payment (409), a campaign
 *   whose countries use several currencies none (409); a campaign out of the caller's reach is a 404.
 * Methods: a card is approved or declined at once (a declined attempt is recorded, then answered 402
 * `payment_declined`); a transfer is recorded `pending` with its bank reference until the bank confirms it; credit
 * is approved against the client's credit line in the campaign's currency (422 under `amount` without one or past its
 * room); a bonus is taken off the receipt (at most the balance due) and may be removed again.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as k from '#src/api/contract/billing.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { PaymentRuleError, fromMinor, payableMinor, toMinor, type PaymentMethod } from '#src/domain/billing-rules.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { payments, users } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { IDEMPOTENCY_HEADER, MAX_KEY_LENGTH } from '#server/http/idempotency.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { findCampaign, type CampaignRow } from '../campaign-view.ts';
import { assertNotCancelled, assertPayable, creditRoom, paymentAnswer, receiptOf, type PaymentRow } from './receipt.ts';
import { chargeCard, providerRef } from './test-provider.ts';

type Insert = typeof payments.$inferInsert;
/** What a method adds to the row (status, references), or throws. */
type Build = (tx: Db, campaign: CampaignRow, minor: number, currency: string, key: string) => Promise<Partial<Insert>>;

interface Caller {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
  c: Context;
}

/** The message a recorded payment answers with. */
const RECORDED: Record<PaymentMethod, MessageKey> = {
  card: 'payments.card_approved',
  transfer: 'payments.transfer_pending',
  credit: 'payments.credit_approved',
  bonus: 'payments.bonus_added',
};

/**
 * The call's Idempotency-Key (checked here too: card payments bypass the generic store, see module doc).
 * @throws HttpError 400 when it has none, or one longer than MAX_KEY_LENGTH
 */
function paymentKey(c: Context, locale: Locale): string {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || !key.trim())
    throw new HttpError(400, 'idempotency_key_required', msg(locale, 'payments.key_required'));
  if (key.length > MAX_KEY_LENGTH)
    throw new HttpError(400, 'idempotency_key_invalid', msg(locale, 'idempotency.invalid_key'));
  return key;
}

/** 422 under `field` with `text`. */
const refuse = (locale: Locale, field: string, text: string) =>
  validationError(msg(locale, 'validation.failed'), { [field]: [text] });

/** The centavos of `pesos` on a receipt with `balanceMinor` due. @throws HttpError 422 under `amount` */
function amountMinor(pesos: number, balanceMinor: number, locale: Locale): number {
  try {
    return payableMinor(pesos, balanceMinor);
  } catch (e) {
    if (!(e instanceof PaymentRuleError)) throw e;
    const text =
      e.reason === 'too_many_decimals'
        ? msg(locale, 'payments.amount_decimals')
        : e.reason === 'not_positive'
          ? msg(locale, 'payments.amount_positive')
          : e.reason === 'nothing_due'
            ? msg(locale, 'payments.nothing_due')
            : msg(locale, 'payments.over_balance', { balance: fromMinor(balanceMinor).toFixed(2) });
    throw refuse(locale, 'amount', text);
  }
}

const declined = (code: string | null, locale: Locale) =>
  new HttpError(
    402,
    'payment_declined',
    msg(locale, code === 'test_mode_only' ? 'payments.test_mode_only' : 'payments.card_declined'),
  );

/** The payment the caller recorded under `key`, if any. */
async function byKey(db: Db, userId: number, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.createdById, userId), eq(payments.idempotencyKey, key)));
  return row;
}

/**
 * The first answer of a payment recorded under the key again.
 * @throws HttpError 422 when the key was used for another payment, 402 when the first was a declined card
 */
function replay(row: PaymentRow, method: PaymentMethod, campaignId: number, pesos: number, locale: Locale): MessageKey {
  if (row.method !== method || row.campaignId !== campaignId || row.amountMinor !== toMinor(pesos))
    throw new HttpError(422, 'idempotency_mismatch', msg(locale, 'payments.key_reused'));
  if (row.status === 'declined') throw declined(row.declineCode, locale);
  return RECORDED[row.method];
}

/** `{ data: { payment, receipt }, message }` of a payment row. */
async function respond(x: Caller, row: PaymentRow, message: MessageKey) {
  const [by] = await x.db.select({ name: users.name }).from(users).where(eq(users.id, row.createdById));
  const campaign = await findCampaign(x.db, x.user, row.campaignId, x.locale);
  const { receipt } = await receiptOf(x.db, campaign, x.locale, x.now);
  return { data: { payment: paymentAnswer(row, by?.name ?? ''), receipt }, message: msg(x.locale, message) };
}

/** Records one payment or bonus (module doc). */
async function record(x: Caller, method: PaymentMethod, body: { campaign_id: number; amount: number }, build: Build) {
  const key = paymentKey(x.c, x.locale);
  const earlier = await byKey(x.db, x.user.id, key);
  if (earlier) return respond(x, earlier, replay(earlier, method, body.campaign_id, body.amount, x.locale));
  const { row, fresh } = await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const campaign = await findCampaign(tx, x.user, body.campaign_id, x.locale, true);
    // a request with the same key that held the campaign before this one: answer its payment
    const first = await byKey(tx, x.user.id, key);
    if (first) return { row: first, fresh: false };
    if (method === 'bonus') assertNotCancelled(campaign, x.locale);
    else assertPayable(campaign, x.locale);
    const { totals, currency } = await receiptOf(tx, campaign, x.locale, x.now);
    if (!currency) throw new HttpError(409, 'conflict', msg(x.locale, 'billing.no_currency'));
    const minor = amountMinor(body.amount, totals.balance_minor, x.locale);
    const extra = await build(tx, campaign, minor, currency, key);
    const [inserted] = await tx
      .insert(payments)
      .values({
        status: 'approved',
        ...extra,
        campaignId: campaign.id,
        method,
        amountMinor: minor,
        currency,
        idempotencyKey: key,
        createdById: x.user.id,
        createdAt: x.now,
        updatedAt: x.now,
      })
      .onConflictDoNothing()
      .returning();
    // a request with the same key got there first (a race past the idempotency store): answer its payment
    return inserted ? { row: inserted, fresh: true } : { row: (await byKey(tx, x.user.id, key))!, fresh: false };
  });
  if (!fresh) return respond(x, row, replay(row, method, body.campaign_id, body.amount, x.locale));
  if (row.status === 'declined') throw declined(row.declineCode, x.locale); // the attempt stays on record
  return respond(x, row, RECORDED[method]);
}

export const paymentHandlers: Implementation[] = [
  implement(k.electronicPayment, async (x) => {
    paymentKey(x.c, x.locale);
    if (!x.body.card_number && !x.body.card_token)
      throw refuse(x.locale, 'card_number', msg(x.locale, 'payments.card_required'));
    const charge = chargeCard({ number: x.body.card_number, token: x.body.card_token });
    if (charge.outcome === 'invalid') throw refuse(x.locale, charge.field, msg(x.locale, 'payments.card_invalid'));
    return record(x, 'card', x.body, async (_tx, _c, _minor, _currency, key) => {
      const seen = { cardBrand: charge.brand, cardLast4: charge.last4, providerRef: providerRef('ch', x.user.id, key) };
      return charge.outcome === 'approved'
        ? { ...seen, status: 'approved' }
        : { ...seen, status: 'declined', declineCode: charge.code };
    });
  }),

  implement(k.transferPayment, (x) =>
    record(x, 'transfer', x.body, async (_tx, _c, _minor, _currency, key) => ({
      status: 'pending',
      bankReference: x.body.bank_reference,
      providerRef: providerRef('tr', x.user.id, key),
    })),
  ),

  implement(k.creditPayment, (x) =>
    record(x, 'credit', x.body, async (tx, campaign, minor, currency, key) => {
      const room = await creditRoom(tx, campaign.clientId, currency, true);
      if (room === null) throw refuse(x.locale, 'amount', msg(x.locale, 'payments.no_credit_line', { currency }));
      if (minor > room)
        throw refuse(
          x.locale,
          'amount',
          msg(x.locale, 'payments.over_credit', { available: `${fromMinor(room).toFixed(2)} ${currency}` }),
        );
      return { status: 'approved', providerRef: providerRef('cr', x.user.id, key) };
    }),
  ),

  implement(k.addBonus, (x) =>
    record(x, 'bonus', x.body, async (_tx, _c, _minor, _currency, key) => ({
      status: 'approved',
      concept: x.body.concept ?? '',
      providerRef: providerRef('bn', x.user.id, key),
    })),
  ),

  implement(k.removeBonus, async (x) => {
    const key = paymentKey(x.c, x.locale);
    const row = await x.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const campaign = await findCampaign(tx, x.user, x.body.campaign_id, x.locale, true);
      assertNotCancelled(campaign, x.locale);
      const [bonus] = await tx
        .select()
        .from(payments)
        .where(
          and(eq(payments.id, x.body.bonus_id), eq(payments.campaignId, campaign.id), eq(payments.method, 'bonus')),
        )
        .for('update');
      if (!bonus) throw new HttpError(404, 'not_found', msg(x.locale, 'http.not_found'));
      if (bonus.status === 'removed') {
        // the retry of this very removal answers it again; another removal is refused
        if (bonus.removedKey === key && bonus.removedById === x.user.id) return bonus;
        throw new HttpError(409, 'conflict', msg(x.locale, 'payments.bonus_already_removed'));
      }
      const [removed] = await tx
        .update(payments)
        .set({ status: 'removed', removedAt: x.now, removedById: x.user.id, removedKey: key, updatedAt: x.now })
        .where(eq(payments.id, bonus.id))
        .returning();
      return removed!;
    });
    return respond(x, row, 'payments.bonus_removed');
  }),
];
