/**
 * Parts of the campaign cart (spec product.md §2 "The cart"): the number cell (src/ui/number-cell.tsx), the refused changes of the campaign (the server's reason, Replace and
 * Dismiss: spec §8), and the totals (investment, taxes, credit, total, in the campaign's currency).
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/lib/money.ts';
import { NumberCell } from '#src/ui/number-cell.tsx';
import type { CampaignDetail, CartConflict } from '../api/campaign-editor.ts';
import { useDiscardEntry } from '../api/lookups.ts';
import { campaigns } from '../mutations.ts';
import { useCampaignCurrency } from '#src/resource/use-currency.ts';

export { NumberCell };

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
