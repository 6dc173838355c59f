/**
 * The receipt of a campaign as the billing pages show it (product.md §2 pay, paid, fiscal; issue 17): its lines
 * (units per country, costs), subtotal, taxes, credit, bonuses, total, what was paid and is pending, and the balance
 * due — every amount with the campaign's currency —, and its payments (method, card's last four digits or bank
 * reference, status, who and when).
 */
import type { ReactNode } from 'react';
import { Badge, Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignType } from '#src/domain/steps.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import type { Payment, Receipt } from '../api/billing.ts';

const STATE_PALETTE = { unpaid: 'red', partial: 'yellow', pending: 'orange', paid: 'green' } as const;

/** Labels of the receipt's state, payment methods and payment statuses. */
export function useBillingLabels() {
  const { t } = useLingui();
  return {
    state: { unpaid: t`Unpaid`, partial: t`Partly paid`, pending: t`Payment pending`, paid: t`Paid` },
    method: { card: t`Card`, transfer: t`Bank transfer`, credit: t`Credit terms`, bonus: t`Bonus` },
    status: { approved: t`Approved`, pending: t`Pending`, declined: t`Declined`, removed: t`Removed` },
  } as const;
}

/** The links between the three billing pages of a campaign. */
export function BillingNav({
  type,
  id,
  current,
}: {
  type: CampaignType;
  id: number;
  current: 'pay' | 'paid' | 'fiscal';
}) {
  const link = (to: 'pay' | 'paid' | 'fiscal', label: ReactNode) =>
    current === to ? (
      <Text as="span" fontWeight="semibold" aria-current="page">
        {label}
      </Text>
    ) : (
      <Link to={`/dashboard/campaigns/$type/$id/${to}`} params={{ type, id }}>
        {label}
      </Link>
    );
  return (
    <HStack as="nav" gap="4" aria-label="billing">
      {link('pay', <Trans>Pay</Trans>)}
      {link('paid', <Trans>Payments</Trans>)}
      {link('fiscal', <Trans>Fiscal data</Trans>)}
    </HStack>
  );
}

/** The receipt's lines and totals. */
export function ReceiptSummary({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  const labels = useBillingLabels();
  const money = (n: number) => formatMoney(n, { currency: receipt.currency ?? undefined });
  const row = (label: ReactNode, value: number, strong = false, testId?: string) => (
    <Table.Row>
      <Table.Cell fontWeight={strong ? 'semibold' : undefined}>{label}</Table.Cell>
      <Table.Cell textAlign="end" fontWeight={strong ? 'semibold' : undefined} data-testid={testId}>
        {money(value)}
      </Table.Cell>
    </Table.Row>
  );
  return (
    <Stack gap="3" data-testid="receipt">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          <Trans>Receipt {receipt.number}</Trans>
        </Heading>
        <Badge colorPalette={STATE_PALETTE[receipt.state]} data-testid="receipt-state" data-state={receipt.state}>
          {labels.state[receipt.state]}
        </Badge>
      </HStack>
      {receipt.currency === null && (
        <Text color="red.700" role="status">
          <Trans>Its countries use different currencies: it cannot be paid here.</Trans>
        </Text>
      )}
      <Table.Root size="sm" aria-label={t`Receipt ${receipt.number}`} maxW="2xl">
        <Table.Body>
          {receipt.lines.map((l, i) => (
            <Table.Row key={i}>
              <Table.Cell>{l.concept}</Table.Cell>
              <Table.Cell textAlign="end">{money(l.amount)}</Table.Cell>
            </Table.Row>
          ))}
          {row(<Trans>Subtotal</Trans>, receipt.subtotal)}
          {receipt.add_taxes && row(<Trans>Taxes ({receipt.tax_percent} %)</Trans>, receipt.taxes)}
          {receipt.credit > 0 && row(<Trans>Credit</Trans>, -receipt.credit)}
          {receipt.bonuses > 0 && row(<Trans>Bonuses</Trans>, -receipt.bonuses)}
          {row(<Trans>Total</Trans>, receipt.total, true)}
          {row(<Trans>Paid</Trans>, receipt.paid)}
          {receipt.pending > 0 && row(<Trans>Waiting for the bank</Trans>, receipt.pending)}
          {row(<Trans>Balance due</Trans>, receipt.balance, true, 'receipt-balance')}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** The payments and bonuses of a receipt, newest first. */
export function PaymentList({ payments, currency }: { payments: readonly Payment[]; currency: string | null }) {
  const { t, i18n } = useLingui();
  const labels = useBillingLabels();
  if (!payments.length)
    return (
      <Text color="fg.muted">
        <Trans>No payments yet.</Trans>
      </Text>
    );
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Payments`} data-testid="payments">
      {payments
        .toSorted((a, b) => b.id - a.id)
        .map((p) => (
          <Box
            as="li"
            key={p.id}
            p="3"
            borderWidth="1px"
            borderRadius="md"
            data-payment-id={p.id}
            data-status={p.status}
          >
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="medium">
                {labels.method[p.method]}
                {p.card_last4 ? ` •••• ${p.card_last4}` : ''}
                {p.bank_reference ? ` · ${p.bank_reference}` : ''}
              </Text>
              <HStack gap="2">
                <Badge>{labels.status[p.status]}</Badge>
                <Text>{formatMoney(p.amount, { currency: p.currency || currency || undefined })}</Text>
              </HStack>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {p.created_by.name} · {formatDateTime(Date.parse(p.created_at), i18n.locale)} · {p.provider_ref}
              {p.concept ? ` · ${p.concept}` : ''}
            </Text>
          </Box>
        ))}
    </Stack>
  );
}
