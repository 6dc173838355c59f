/**
 * Parts of the campaign cart (spec product.md §2 "The cart"): a number cell typed freely and
 * reported when it parses, the refused changes of the campaign (the server's reason, Replace and
 * Dismiss: spec §8), and the totals (investment, taxes, credit, total, in the campaign's currency).
 */
import { useId, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, parseMoney } from '#src/lib/money.ts';
import type { CampaignDetail, CartConflict } from '../api/campaign-editor.ts';
import { useDiscardEntry } from '../api/lookups.ts';
import { campaigns } from '../mutations.ts';
import { useCampaignCurrency } from '#src/resource/use-currency.ts';

/**
 * A number cell of the cart: typed freely, reported when it parses and is at least `min`.
 * With `money`, it shows and reads amounts as spec §9 writes them ('1.234,56', also '1234.56' typed
 * with a dot: `parseMoney`), and a value under `min` is refused on the device with the minimum in
 * its currency ("At least MXN 183,25") before anything is queued; the server's rule stays the
 * authority (its 422 still arrives as a refused change).
 */
export function NumberCell({
  label,
  value,
  onChange,
  min = 0,
  step = 1,
  disabled,
  money,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  min?: number;
  step?: number;
  disabled?: boolean;
  /** An amount: shown with comma decimals; `currency` (ISO 4217) names the minimum in the message. */
  money?: { currency?: string | undefined } | undefined;
}) {
  const { t } = useLingui();
  const errorId = useId();
  const show = (n: number) => (money ? formatMoney(n) : String(n));
  const [text, setText] = useState(show(value));
  const [last, setLast] = useState(value);
  const [tooLow, setTooLow] = useState(false);
  if (value !== last) {
    setLast(value);
    setText(show(value));
    setTooLow(false);
  }
  const minimum = formatMoney(min, { currency: money?.currency });
  return (
    <Box display="inline-block" textAlign="end">
      <input
        aria-label={label}
        type={money ? 'text' : 'number'}
        inputMode={money ? 'decimal' : 'numeric'}
        min={money ? undefined : min}
        step={money ? undefined : step}
        value={text}
        disabled={disabled}
        aria-invalid={tooLow || undefined}
        aria-describedby={tooLow ? errorId : undefined}
        style={{
          width: '6.5rem',
          padding: '2px 6px',
          border: `1px solid var(--chakra-colors-${tooLow ? 'border-error' : 'border'})`,
          borderRadius: '4px',
          background: 'transparent',
          textAlign: 'end',
        }}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setText(typed);
          const n = money ? parseMoney(typed) : typed === '' ? null : Number(typed);
          if (n === null || !Number.isFinite(n)) return;
          const low = n < min;
          setTooLow(low && !!money);
          if (!low) onChange(n);
        }}
      />
      {tooLow && (
        <Text id={errorId} fontSize="xs" color="fg.error" role="alert">
          {t`At least ${minimum}`}
        </Text>
      )}
    </Box>
  );
}

/** Refused changes of the campaign, each with the server's reason, Replace and Dismiss. */
export function CartConflicts({
  conflicts,
  onReplace,
}: {
  conflicts: readonly CartConflict[];
  onReplace?: ((conflict: CartConflict) => void) | undefined;
}) {
  const { t } = useLingui();
  const discard = useDiscardEntry();
  if (!conflicts.length) return null;
  return (
    <Stack gap="2" role="alert" data-testid="cart-conflicts">
      {conflicts.map((x) => {
        const title = x.unitTitle ?? '';
        return (
          <Flex
            key={x.entryId}
            gap="3"
            p="3"
            borderWidth="1px"
            borderColor="border.error"
            bg="bg.error"
            borderRadius="md"
            align="center"
            wrap="wrap"
            data-conflict-unit={x.unitId ?? undefined}
          >
            <Box flex="1" minW="220px">
              <Text fontWeight="semibold">
                {x.name === campaigns.attachUnit.name ? (
                  <Trans>{title} could not be added</Trans>
                ) : (
                  <Trans>A change could not be saved</Trans>
                )}
              </Text>
              <Text fontSize="sm">{x.message}</Text>
            </Box>
            {onReplace && x.unitId !== null && (
              <Button
                size="sm"
                onClick={() => {
                  void discard(x.entryId);
                  onReplace(x);
                }}
                aria-label={t`Replace ${title}`}
              >
                <Trans>Replace</Trans>
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => void discard(x.entryId)}
              aria-label={t`Dismiss the problem with ${title}`}
            >
              <Trans>Dismiss</Trans>
            </Button>
          </Flex>
        );
      })}
    </Stack>
  );
}

/** The campaign's totals: investment, taxes, credit and total, in its countries' currency. */
export function CartTotals({ detail }: { detail: CampaignDetail }) {
  const percent = detail.tax_percent;
  const currency = useCampaignCurrency(detail);
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="auto auto"
      columnGap="6"
      rowGap="1"
      justifyContent="end"
      data-testid="cart-totals"
    >
      <Text as="dt" color="fg.muted">
        <Trans>Investment</Trans>
      </Text>
      <Text as="dd" textAlign="end" data-testid="cart-investment">
        {formatMoney(detail.investment, { currency })}
      </Text>
      <Text as="dt" color="fg.muted">
        <Trans>Taxes ({percent} %)</Trans>
      </Text>
      <Text as="dd" textAlign="end">
        {formatMoney(detail.taxes, { currency })}
      </Text>
      {detail.credit > 0 && (
        <>
          <Text as="dt" color="fg.muted">
            <Trans>Credit</Trans>
          </Text>
          <Text as="dd" textAlign="end">
            −{formatMoney(detail.credit, { currency })}
          </Text>
        </>
      )}
      <Text as="dt" fontWeight="bold">
        <Trans>Total</Trans>
      </Text>
      <Text as="dd" textAlign="end" fontWeight="bold" data-testid="cart-total">
        {formatMoney(detail.total, { currency })}
      </Text>
    </Box>
  );
}
