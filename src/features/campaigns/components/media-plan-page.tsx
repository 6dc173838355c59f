/**
 * /dashboard/campaigns/{type}/{id}/mediaplan (spec product.md §2 "media plan"): one row per unit of
 * the mirrored campaign with place, media type, dates, days, spots and prices, the totals, and
 * Print. Works offline once the campaign is on the device.
 */
import { useMemo } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartUnit } from '#src/api/contract/campaigns.ts';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { ResourceTable, type ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import type { CampaignDetail } from '../api/campaign-editor.ts';
import { useCityNames, useLookupNames } from '../api/lookups.ts';
import { CartTotals } from './cart-parts.tsx';
import { WithCampaign } from './campaign-frame.tsx';
import { useCurrencyOf } from '#src/resource/use-currency.ts';

/** /…/mediaplan: one row per unit with place, dates, days, spots and prices. */
export function MediaPlanPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithCampaign id={id} title={t`Media plan`}>
      {(d) => <MediaPlanTable detail={d} />}
    </WithCampaign>
  );
}

/** The plan's columns, in the interface language (place and media type named from the mirror). */
function useColumns(detail: CampaignDetail): ResourceColumn<CartUnit>[] {
  const { t } = useLingui();
  const currencyOf = useCurrencyOf();
  const { mediaTypes } = useLookupNames();
  const cities = useCityNames(detail.units.map((u) => u.city_id));
  return useMemo(
    () => [
      {
        header: t`Unit`,
        cell: (u) => (
          <>
            {u.title}
            <Text fontSize="xs" color="fg.muted">
              {u.sku}
            </Text>
          </>
        ),
      },
      {
        header: t`Place`,
        cell: (u) =>
          [cities.get(u.city_id), detail.countries.find((x) => x.id === u.country_id)?.name].filter(Boolean).join(', '),
      },
      { header: t`Media type`, cell: (u) => mediaTypes.find((m) => m.id === u.media_type_id)?.name ?? u.media_type_id },
      { header: t`Dates`, cell: (u) => `${formatDate(u.start_date)} – ${formatDate(u.end_date)}` },
      { header: t`Days`, cell: (u) => u.duration + u.extra_days, numeric: true },
      { header: t`Spots`, cell: (u) => u.spots_used, numeric: true },
      {
        header: t`Price per day`,
        cell: (u) => formatMoney(u.price, { currency: currencyOf(u.country_id) }),
        numeric: true,
      },
      {
        header: t`Print price`,
        cell: (u) => formatMoney(u.print_price, { currency: currencyOf(u.country_id) }),
        numeric: true,
      },
      {
        header: t`Total`,
        cell: (u) => formatMoney(u.total_price, { currency: currencyOf(u.country_id) }),
        numeric: true,
      },
    ],
    [t, mediaTypes, cities, detail.countries, currencyOf],
  );
}

function MediaPlanTable({ detail }: { detail: CampaignDetail }) {
  const { t } = useLingui();
  const columns = useColumns(detail);
  if (!detail.units.length)
    return (
      <Text role="status" color="fg.muted">
        <Trans>The cart is empty: add units in the editor.</Trans>
      </Text>
    );
  return (
    <Stack gap="3">
      <ResourceTable<CartUnit> label={t`Media plan`} rows={detail.units} columns={columns} />
      <CartTotals detail={detail} />
      <HStack>
        <Button variant="outline" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
