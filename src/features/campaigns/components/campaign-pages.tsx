/**
 * A campaign's pages (spec product.md §2 "Detail, media plan,
 * make-reservation and make-contracts pages", §4 actions): all read the
 * mirrored campaign (offline once opened) and queue their actions — reserve,
 * cancel reservation, make contract, accept price, add extra days, add credit,
 * taxes, cancel campaign — in the outbox. The server may refuse an action
 * (e.g. a unit booked meanwhile): the sync centre and the cart show why.
 */
import { isCampaignLocked } from '#src/domain/campaign-status.ts';
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { useCityNames, useDefaultTaxPercent } from '../api/lookups.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import {
  useCampaignDetail,
  useCampaignFreshness,
  useCampaignOutbox,
  useRefreshCampaign,
  type CampaignDetail,
  type RefreshState,
} from '../api/campaign-editor.ts';
import { Freshness } from '#src/ui/freshness.tsx';
import { useMutation } from '#src/sync/index.ts';
import { campaignAction as campaignActionDef } from '../mutations.ts';
import { CartConflicts, CartTotals } from './cart.tsx';
import { useCampaignTypeLabels } from './campaigns-page.tsx';
import { useLookupNames } from './steps.tsx';

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
function WithCampaign({
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

function Summary({ detail }: { detail: CampaignDetail }) {
  const types = useCampaignTypeLabels();
  const { t } = useLingui();
  const start = detail.units.map((u) => u.start_date).toSorted()[0];
  const end = detail.units
    .map((u) => u.end_date)
    .toSorted()
    .at(-1);
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" p="4" borderWidth="1px" borderRadius="lg">
      <Fact label={<Trans>Status</Trans>}>
        <Badge data-testid="campaign-status">{detail.status}</Badge>
      </Fact>
      <Fact label={<Trans>Type</Trans>}>{types[detail.campaign_type.key] ?? detail.campaign_type.key}</Fact>
      <Fact label={<Trans>Client</Trans>}>{detail.client.name}</Fact>
      <Fact label={<Trans>Place</Trans>}>{detail.place}</Fact>
      <Fact label={<Trans>Dates</Trans>}>
        {start && end ? `${formatDate(start)} – ${formatDate(end)}` : t`Not chosen yet`}
      </Fact>
      <Fact label={<Trans>Units</Trans>}>{detail.units.length}</Fact>
      <Fact label={<Trans>Price accepted</Trans>}>{detail.price_accepted ? t`Yes` : t`No`}</Fact>
      <Fact label={<Trans>Total</Trans>}>{formatMoney(detail.total)}</Fact>
    </SimpleGrid>
  );
}

/** /dashboard/campaigns/{type}/{id}/detail: summary, groups, totals and the campaign actions. */
export function CampaignDetailPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithCampaign id={id} title={t`Campaign detail`}>
      {(d) => <DetailBody detail={d} />}
    </WithCampaign>
  );
}

function DetailBody({ detail }: { detail: CampaignDetail }) {
  const { t } = useLingui();
  const campaignAction = useMutation(campaignActionDef);
  const { conflicts } = useCampaignOutbox(detail.id);
  const { mediaTypes } = useLookupNames();
  const [days, setDays] = useState('');
  const [credit, setCredit] = useState(detail.credit ? String(detail.credit) : '');
  const [error, setError] = useState('');
  const taxPercent = useDefaultTaxPercent();
  const queued = (p: Promise<unknown>) =>
    p.then(() => notifySuccess(t`Saved on this device; it is sent when there is a connection.`), notifyError);
  const final = isCampaignLocked(detail.status);
  const addDays = () => {
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > 365) {
      setError(t`Extra days: a whole number from 1 to 365.`);
      return;
    }
    if (!detail.units.length) {
      setError(t`Add units first.`);
      return;
    }
    setError('');
    void queued(
      campaignAction({
        campaignId: detail.id,
        action: 'extraDays',
        days: n,
        from: detail.units.map((u) => ({ unit_id: u.id, extra_days: u.extra_days })),
      }),
    );
    setDays('');
  };
  const addCredit = () => {
    const n = Number(credit.replace(',', '.'));
    if (!Number.isFinite(n) || n < 0) {
      setError(t`Credit: an amount in pesos.`);
      return;
    }
    setError('');
    void queued(campaignAction({ campaignId: detail.id, action: 'addCredit', amount: n }));
  };
  return (
    <Stack gap="4">
      <Summary detail={detail} />
      <CartConflicts conflicts={conflicts} />
      <Stack gap="2">
        {detail.groups.map((g) => (
          <Box key={g.country_id} p="3" borderWidth="1px" borderRadius="md">
            <Flex justify="space-between">
              <Text fontWeight="semibold">{detail.countries.find((x) => x.id === g.country_id)?.name}</Text>
              <Text>{formatMoney(g.subtotal)}</Text>
            </Flex>
            {g.media_types.map((m) => (
              <Flex key={m.media_type_id} justify="space-between" fontSize="sm" color="fg.muted">
                <Text>
                  {mediaTypes.find((x) => x.id === m.media_type_id)?.name ?? m.media_type_id} · {m.units_count}
                </Text>
                <Text>{formatMoney(m.subtotal)}</Text>
              </Flex>
            ))}
          </Box>
        ))}
      </Stack>
      <CartTotals detail={detail} />
      {!final && (
        <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg">
          <Heading as="h2" size="md">
            <Trans>Actions</Trans>
          </Heading>
          <HStack gap="2" wrap="wrap">
            {!detail.price_accepted && (
              <Button
                variant="outline"
                onClick={() => void queued(campaignAction({ campaignId: detail.id, action: 'acceptPrice' }))}
              >
                <Trans>Accept price</Trans>
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() =>
                void queued(
                  campaignAction({
                    campaignId: detail.id,
                    action: 'addTaxes',
                    addTaxes: !detail.add_taxes,
                    taxPercent,
                  }),
                )
              }
            >
              {detail.add_taxes ? <Trans>Remove taxes</Trans> : <Trans>Add taxes</Trans>}
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() => {
                if (window.confirm(t`Cancel this campaign? This cannot be undone.`))
                  void queued(campaignAction({ campaignId: detail.id, action: 'cancel' }));
              }}
            >
              <Trans>Cancel campaign</Trans>
            </Button>
          </HStack>
          <Flex gap="3" wrap="wrap" align="end">
            <Box maxW="48">
              <TextInput
                label={t`Extra days for every unit`}
                name="extra-days"
                type="number"
                value={days}
                onChange={setDays}
              />
            </Box>
            <Button variant="outline" onClick={addDays}>
              <Trans>Add extra days</Trans>
            </Button>
            <Box maxW="48">
              <TextInput label={t`Credit (pesos)`} name="credit" type="number" value={credit} onChange={setCredit} />
            </Box>
            <Button variant="outline" onClick={addCredit}>
              <Trans>Add credit</Trans>
            </Button>
          </Flex>
          {error && (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** /…/mediaplan: one row per unit with place, dates, days, spots and prices. */
export function MediaPlanPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithCampaign id={id} title={t`Media plan`}>
      {(d) => <MediaPlanTable detail={d} />}
    </WithCampaign>
  );
}

function MediaPlanTable({ detail }: { detail: CampaignDetail }) {
  const { t } = useLingui();
  const { mediaTypes } = useLookupNames();
  const cities = useCityNames(detail.units.map((u) => u.city_id));
  if (!detail.units.length)
    return (
      <Text role="status" color="fg.muted">
        <Trans>The cart is empty: add units in the editor.</Trans>
      </Text>
    );
  return (
    <Stack gap="3">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={t`Media plan`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Unit</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Place</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Media type</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Dates</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Days</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Spots</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Price per day</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Print price</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Total</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {detail.units.map((u) => (
              <Table.Row key={u.id}>
                <Table.Cell>
                  {u.title}
                  <Text fontSize="xs" color="fg.muted">
                    {u.sku}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {cities.get(u.city_id) ?? ''}
                  {cities.get(u.city_id) ? ', ' : ''}
                  {detail.countries.find((x) => x.id === u.country_id)?.name}
                </Table.Cell>
                <Table.Cell>{mediaTypes.find((m) => m.id === u.media_type_id)?.name ?? u.media_type_id}</Table.Cell>
                <Table.Cell>
                  {formatDate(u.start_date)} – {formatDate(u.end_date)}
                </Table.Cell>
                <Table.Cell textAlign="end">{u.duration + u.extra_days}</Table.Cell>
                <Table.Cell textAlign="end">{u.spots_used}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(u.price)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(u.print_price)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(u.total_price)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <CartTotals detail={detail} />
      <HStack>
        <Button variant="outline" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/** /…/make-reservation: the cart's summary and Reserve / Cancel reservation. */
export function MakeReservationPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithCampaign id={id} title={t`Make reservation`}>
      {(d) => <Decision detail={d} kind="reservation" />}
    </WithCampaign>
  );
}

/** /…/make-contracts: accept the price and turn the campaign into a contract. */
export function MakeContractsPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithCampaign id={id} title={t`Make contracts`}>
      {(d) => <Decision detail={d} kind="contract" />}
    </WithCampaign>
  );
}

function Decision({ detail, kind }: { detail: CampaignDetail; kind: 'reservation' | 'contract' }) {
  const { t } = useLingui();
  const campaignAction = useMutation(campaignActionDef);
  const { conflicts, pending } = useCampaignOutbox(detail.id);
  const queued = (p: Promise<unknown>) =>
    p.then(() => notifySuccess(t`Saved on this device; it is sent when there is a connection.`), notifyError);
  const empty = detail.units.length === 0;
  return (
    <Stack gap="4">
      <Summary detail={detail} />
      <CartConflicts conflicts={conflicts} />
      <CartTotals detail={detail} />
      {pending > 0 && (
        <Text role="status" color="fg.muted">
          <Trans>{pending} changes of this campaign are still waiting to be sent.</Trans>
        </Text>
      )}
      {empty && (
        <Text role="status">
          <Trans>The cart is empty: add units in the editor first.</Trans>
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        {kind === 'reservation' &&
          (detail.status === 'reserved' && detail.booking_id ? (
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() =>
                void queued(
                  campaignAction({ campaignId: detail.id, action: 'cancelReservation', bookingId: detail.booking_id! }),
                )
              }
            >
              <Trans>Cancel reservation</Trans>
            </Button>
          ) : (
            <Button
              disabled={empty || isCampaignLocked(detail.status) || detail.status === 'reserved'}
              onClick={() => void queued(campaignAction({ campaignId: detail.id, action: 'reserve' }))}
            >
              <Trans>Reserve</Trans>
            </Button>
          ))}
        {kind === 'contract' && (
          <>
            {!detail.price_accepted && (
              <Button
                variant="outline"
                disabled={isCampaignLocked(detail.status)}
                onClick={() => void queued(campaignAction({ campaignId: detail.id, action: 'acceptPrice' }))}
              >
                <Trans>Accept price</Trans>
              </Button>
            )}
            <Button
              disabled={
                empty || isCampaignLocked(detail.status) || (detail.status !== 'reserved' && !detail.price_accepted)
              }
              onClick={() => void queued(campaignAction({ campaignId: detail.id, action: 'makeContract' }))}
            >
              <Trans>Make contract</Trans>
            </Button>
          </>
        )}
      </HStack>
      {kind === 'contract' &&
        detail.status !== 'reserved' &&
        !detail.price_accepted &&
        !isCampaignLocked(detail.status) && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Reserve the units or accept the price first.</Trans>
          </Text>
        )}
    </Stack>
  );
}
