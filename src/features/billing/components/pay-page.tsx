/**
 * /dashboard/campaigns/{type}/{id}/pay (product.md §2 "pay"; api-catalogue.md "Payments"; issue 17 "payments are
 * never optimistic and never doubled"): the receipt and how to pay its balance — card (the server's test-mode
 * provider), bank transfer (pending until the bank confirms) or credit terms — and, for sellers, bonuses added and
 * taken back. Nothing here is queued: offline the Pay button says a payment needs a connection and nothing is sent;
 * the screen waits for the server's answer; an answer lost on the way (the connection cut after the server recorded
 * it) is said plainly, and trying again sends the same attempt (its Idempotency-Key), which the server answers
 * with the first payment instead of charging twice.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, firstValidationMessage } from '#src/api/errors.ts';
import { hasCentavos } from '#src/domain/billing-rules.ts';
import type { CampaignType } from '#src/domain/steps.ts';
import { formatMoney, parseMoney } from '#src/lib/money.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import {
  PaymentNeedsConnectionError,
  useBillingRights,
  useOnline,
  usePay,
  useReceipt,
  type PaymentRequest,
  type Receipt,
} from '../api/billing.ts';
import { BillingNav, PaymentList, ReceiptSummary } from './receipt-parts.tsx';

type Method = 'electronic' | 'transfer' | 'credit';

/** What a failed payment tells the person (module doc). */
function useFailureText() {
  const { t } = useLingui();
  return (e: unknown): { text: string; lost: boolean } => {
    if (e instanceof PaymentNeedsConnectionError)
      return {
        text: t`A payment needs a connection. Nothing was sent and nothing is queued: pay when the app is online.`,
        lost: false,
      };
    if (e instanceof ApiError && (e.isNetwork || e.status >= 500))
      return {
        text: t`The server's answer did not arrive: the payment may or may not have been recorded. Try again — the same payment is sent, and it is never charged twice.`,
        lost: true,
      };
    if (e instanceof ApiError) return { text: firstValidationMessage(e.errors) ?? e.message, lost: false };
    return { text: e instanceof Error ? e.message : String(e), lost: false };
  };
}

function PaymentForm({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const online = useOnline();
  const pay = usePay();
  const failure = useFailureText();
  const [method, setMethod] = useState<Method>('electronic');
  const [amount, setAmount] = useState(() => (receipt.balance > 0 ? String(receipt.balance) : ''));
  const [card, setCard] = useState('');
  const [reference, setReference] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; lost: boolean; ok?: boolean } | null>(null);
  const pesos = parseMoney(amount);
  const amountError =
    amount && (pesos === null || pesos <= 0)
      ? t`Write an amount over zero`
      : pesos !== null && !hasCentavos(pesos)
        ? t`At most two decimals`
        : pesos !== null && pesos > receipt.balance
          ? t`More than the balance due (${formatMoney(receipt.balance, { currency: receipt.currency ?? undefined })})`
          : undefined;
  const ready =
    online &&
    pesos !== null &&
    !amountError &&
    (method !== 'electronic' || card.trim()) &&
    (method !== 'transfer' || reference.trim());
  const request = (): PaymentRequest => {
    const base = { campaign_id: receipt.campaign_id, amount: pesos! };
    if (method === 'electronic') return { kind: 'electronic', body: { ...base, card_number: card.trim() } };
    if (method === 'transfer') return { kind: 'transfer', body: { ...base, bank_reference: reference.trim() } };
    return { kind: 'credit', body: base };
  };
  const submit = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const done = await pay(request());
      notifySuccess(done.message);
      setOutcome({ text: done.message, lost: false, ok: done.payment.status !== 'declined' });
      setCard('');
    } catch (e) {
      setOutcome(failure(e));
    } finally {
      setSending(false);
    }
  };
  if (receipt.balance <= 0 || receipt.currency === null) return null;
  return (
    <Stack
      gap="3"
      as="form"
      maxW="lg"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="payment-form"
    >
      <Heading as="h2" size="md">
        <Trans>Pay</Trans>
      </Heading>
      {!online && (
        <Box p="3" borderWidth="1px" borderRadius="md" bg="yellow.subtle" role="status" data-testid="payment-offline">
          <Trans>
            No connection: a payment is made only online, and is never queued. Nothing will be sent until you are
            online.
          </Trans>
        </Box>
      )}
      <SelectField
        id="payment-method"
        label={<Trans>How</Trans>}
        value={method}
        onChange={(v) => setMethod(v as Method)}
        options={[
          { value: 'electronic', label: t`Card` },
          { value: 'transfer', label: t`Bank transfer` },
          ...(receipt.credit_available !== null ? [{ value: 'credit', label: t`Credit terms` }] : []),
        ]}
      />
      <TextInput
        label={t`Amount (${receipt.currency})`}
        name="payment-amount"
        value={amount}
        onChange={setAmount}
        error={amountError}
        required
      />
      {method === 'electronic' && (
        <TextInput
          label={t`Card number`}
          name="payment-card"
          value={card}
          onChange={setCard}
          autoComplete="cc-number"
          hint={t`Test mode: 4242 4242 4242 4242 is approved; 4000 0000 0000 0002 is declined.`}
          required
        />
      )}
      {method === 'transfer' && (
        <TextInput
          label={t`Bank reference`}
          name="payment-reference"
          value={reference}
          onChange={setReference}
          maxLength={60}
          required
        />
      )}
      {method === 'credit' && receipt.credit_available !== null && (
        <Text fontSize="sm">
          <Trans>
            Available on the credit line: {formatMoney(receipt.credit_available, { currency: receipt.currency })}
          </Trans>
        </Text>
      )}
      <HStack gap="3">
        <Button
          type="submit"
          colorPalette="brand"
          loading={sending}
          loadingText={t`Waiting for the server…`}
          disabled={!ready}
        >
          {outcome?.lost ? <Trans>Try again</Trans> : <Trans>Pay</Trans>}
        </Button>
      </HStack>
      {outcome && (
        <Text
          role={outcome.ok ? 'status' : 'alert'}
          color={outcome.ok ? 'green.700' : 'red.700'}
          data-testid="payment-outcome"
        >
          {outcome.text}
        </Text>
      )}
    </Stack>
  );
}

function Bonuses({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const online = useOnline();
  const pay = usePay();
  const failure = useFailureText();
  const [amount, setAmount] = useState('');
  const [concept, setConcept] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const pesos = parseMoney(amount);
  const run = async (request: PaymentRequest) => {
    setMessage(null);
    try {
      setMessage((await pay(request)).message);
    } catch (e) {
      setMessage(failure(e).text);
    }
  };
  const bonuses = receipt.payments.filter((p) => p.method === 'bonus' && p.status === 'approved');
  return (
    <Stack gap="2" maxW="lg" data-testid="bonuses">
      <Heading as="h2" size="md">
        <Trans>Bonuses</Trans>
      </Heading>
      {bonuses.map((b) => (
        <HStack key={b.id} gap="2">
          <Text>
            {b.concept || t`Bonus`}: {formatMoney(b.amount, { currency: receipt.currency ?? undefined })}
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={!online}
            onClick={() =>
              void run({ kind: 'removeBonus', body: { campaign_id: receipt.campaign_id, bonus_id: b.id } })
            }
          >
            <Trans>Take back</Trans>
          </Button>
        </HStack>
      ))}
      {receipt.balance > 0 && (
        <HStack gap="2" align="end" wrap="wrap">
          <TextInput label={t`Bonus amount`} name="bonus-amount" value={amount} onChange={setAmount} />
          <TextInput label={t`Concept`} name="bonus-concept" value={concept} onChange={setConcept} maxLength={200} />
          <Button
            size="sm"
            disabled={!online || pesos === null || pesos <= 0}
            onClick={() =>
              void run({
                kind: 'addBonus',
                body: { campaign_id: receipt.campaign_id, amount: pesos!, ...(concept.trim() ? { concept } : {}) },
              })
            }
          >
            <Trans>Add bonus</Trans>
          </Button>
        </HStack>
      )}
      {message && (
        <Text fontSize="sm" role="status">
          {message}
        </Text>
      )}
    </Stack>
  );
}

/** The pay page of campaign `id`. */
export function PayPage({ type, id }: { type: CampaignType; id: number }) {
  const { t } = useLingui();
  const receipt = useReceipt(id);
  const rights = useBillingRights();
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="2xl">
        {receipt.value ? <Trans>Pay {receipt.value.campaign_name}</Trans> : <Trans>Pay the campaign</Trans>}
      </Heading>
      <BillingNav type={type} id={id} current="pay" />
      <ReadState read={receipt} what={t`the receipt`} />
      {receipt.value && (
        <>
          <ReceiptSummary receipt={receipt.value} />
          {receipt.value.balance <= 0 && (
            <Text role="status" color="green.700" data-testid="nothing-due">
              <Trans>Nothing is due on this campaign.</Trans>
            </Text>
          )}
          {rights.pay && <PaymentForm receipt={receipt.value} />}
          {rights.charge && <Bonuses receipt={receipt.value} />}
          <Stack gap="2">
            <Heading as="h2" size="md">
              <Trans>Payments</Trans>
            </Heading>
            <PaymentList payments={receipt.value.payments} currency={receipt.value.currency} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
