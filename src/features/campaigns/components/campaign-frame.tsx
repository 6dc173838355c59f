/**
 * The frame of a campaign's pages (spec product.md §2 "Detail, media plan, make-reservation and
 * make-contracts pages"): the mirrored campaign (refreshed from the server when online), its name,
 * freshness and links to its pages; a clear state when it is not on this device; and the summary
 * the pages share.
 */
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { Freshness } from '#src/ui/freshness.tsx';
import {
  useCampaignDetail,
  useCampaignFreshness,
  useRefreshCampaign,
  type CampaignDetail,
  type RefreshState,
} from '../api/campaign-editor.ts';
import { useCampaignTypeLabels } from './campaigns-page.tsx';
import { useCampaignCurrency } from '#src/resource/use-currency.ts';
import { CAMPAIGN_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';

/** A campaign that is not mirrored on this device: why (offline the first time, or the server's message) and Retry. */
export function CampaignNotHere({
  refresh,
}: {
  refresh: { state: RefreshState; message?: string | undefined; retry: () => void };
}) {
  return (
    <Stack gap="3" role="alert" maxW="xl">
      <Heading as="h1" size="xl">
        <Trans>This campaign is not on this device</Trans>
      </Heading>
      <Text>
        {refresh.state === 'offline' ? (
          <Trans>It needs a connection to open the first time.</Trans>
        ) : (
          (refresh.message ?? <Trans>It could not be opened.</Trans>)
        )}
      </Text>
      <HStack>
        <Button onClick={refresh.retry}>
          <Trans>Retry</Trans>
        </Button>
        <Link to="/dashboard/campaigns">
          <Trans>Back to campaigns</Trans>
        </Link>
      </HStack>
    </Stack>
  );
}

/** Loads the mirrored campaign (refreshing it online) and renders `children` with it, or a clear state. */
export function WithCampaign({
  id,
  title,
  children,
}: {
  id: number;
  title: ReactNode;
  children: (d: CampaignDetail) => ReactNode;
}) {
  const detail = useCampaignDetail(id);
  const refresh = useRefreshCampaign(id);
  const lastRead = useCampaignFreshness(id);
  if (detail === undefined || (detail === null && refresh.state === 'loading'))
    return (
      <Text role="status" color="fg.muted">
        <Trans>Opening the campaign…</Trans>
      </Text>
    );
  if (detail === null) return <CampaignNotHere refresh={refresh} />;
  const type = detail.campaign_type.key;
  const params = { type, id: id };
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {detail.name}
          </Text>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        </Box>
        <Freshness lastPulledAt={lastRead} />
      </Flex>
      <HStack as="nav" gap="4" wrap="wrap" aria-label={detail.name}>
        <Link to="/dashboard/campaigns/$type/$id/detail" params={params}>
          <Trans>Detail</Trans>
        </Link>
        <Link to="/dashboard/campaigns/$type/$id" params={params}>
          <Trans>Edit</Trans>
        </Link>
        <Link to="/dashboard/campaigns/$type/$id/mediaplan" params={params}>
          <Trans>Media plan</Trans>
        </Link>
        <Link to="/dashboard/campaigns/$type/$id/make-reservation" params={params}>
          <Trans>Make reservation</Trans>
        </Link>
        <Link to="/dashboard/campaigns/$type/$id/make-contracts" params={params}>
          <Trans>Make contracts</Trans>
        </Link>
        <Link to="/dashboard/arts/$id" params={{ id: id }}>
          <Trans>Artwork</Trans>
        </Link>
        <Link to="/dashboard/campaigns/$type/$id/create-art-adaptation" params={params}>
          <Trans>Art adaptation</Trans>
        </Link>
      </HStack>
      {children(detail)}
    </Stack>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{children}</Text>
    </Box>
  );
}

export function Summary({ detail }: { detail: CampaignDetail }) {
  const types = useCampaignTypeLabels();
  const { t } = useLingui();
  const currency = useCampaignCurrency(detail);
  const statusLabel = useEnumLabel(CAMPAIGN_STATUS_LABELS);
  const start = detail.units.map((u) => u.start_date).toSorted()[0];
  const end = detail.units
    .map((u) => u.end_date)
    .toSorted()
    .at(-1);
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" p="4" borderWidth="1px" borderRadius="lg">
      <Fact label={<Trans>Status</Trans>}>
        <Badge data-testid="campaign-status" data-status={detail.status}>
          {statusLabel(detail.status)}
        </Badge>
      </Fact>
      <Fact label={<Trans>Type</Trans>}>{types[detail.campaign_type.key] ?? detail.campaign_type.key}</Fact>
      <Fact label={<Trans>Client</Trans>}>{detail.client.name}</Fact>
      <Fact label={<Trans>Place</Trans>}>{detail.place}</Fact>
      <Fact label={<Trans>Dates</Trans>}>
        {start && end ? `${formatDate(start)} – ${formatDate(end)}` : t`Not chosen yet`}
      </Fact>
      <Fact label={<Trans>Units</Trans>}>{detail.units.length}</Fact>
      <Fact label={<Trans>Price accepted</Trans>}>{detail.price_accepted ? t`Yes` : t`No`}</Fact>
      <Fact label={<Trans>Total</Trans>}>{formatMoney(detail.total, { currency })}</Fact>
    </SimpleGrid>
  );
}
