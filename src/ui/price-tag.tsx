/**
 * Price tag (spec product.md §2 "price tag", §9 "Money shown with 2 decimals
 * (dot thousands, comma decimals)"): an amount formatted with formatMoney,
 * optionally followed by "per day" and preceded by the original price struck
 * through (a discount). Strike-through is not announced by screen readers, so
 * the two amounts carry hidden "Before" / "Now" words.
 */
import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../lib/money.ts';

export interface PriceTagProps {
  /** Price in currency units (e.g. pesos). */
  value: number;
  /** ISO 4217 code shown before the amount ('MXN 1.234,00'); none when unknown or mixed (null). */
  currency?: string | null | undefined;
  /** Adds "per day" (daily price). */
  perDay?: boolean;
  /** Price before a discount, shown struck through when different from `value`. */
  originalValue?: number;
  size?: 'sm' | 'md' | 'lg';
}

const TEXT_STYLE = { sm: 'sm', md: 'md', lg: 'xl' } as const;

/** 'MXN 1.234,00 per day', with an optional struck-through original price. */
export function PriceTag({ value, currency: code, perDay, originalValue, size = 'md' }: PriceTagProps) {
  const currency = code ?? undefined;
  const discounted = originalValue !== undefined && formatMoney(originalValue) !== formatMoney(value);
  return (
    <HStack as="span" gap="2" align="baseline" wrap="wrap" display="inline-flex">
      {discounted && (
        <Text as="s" textStyle="sm" color="fg.muted">
          <VisuallyHidden>
            <Trans>Before:</Trans>{' '}
          </VisuallyHidden>
          {formatMoney(originalValue, { currency })}
        </Text>
      )}
      <Text as="span" textStyle={TEXT_STYLE[size]} fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {discounted && (
          <VisuallyHidden>
            <Trans>Now:</Trans>{' '}
          </VisuallyHidden>
        )}
        {formatMoney(value, { currency })}
      </Text>
      {perDay && (
        <Text as="span" textStyle="sm" color="fg.muted">
          <Trans>per day</Trans>
        </Text>
      )}
    </HStack>
  );
}
