/**
 * /dashboard/units/{id} (product.md §2, §4 inventory and creative approval): a provider's unit. The header comes from
 * the units mirror (works offline); its contracts, bookings, order-jobs
 * history, reservations and points of interest are read from the server,
 * each saying on its own when it needs a connection.
 */
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { unitHolding } from '#src/api/contract/inventory.ts';
import type * as v from 'valibot';
import { formatMoney } from '#src/lib/money.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { useDeleteUnit, useMirroredUnit, useUnitHoldings } from '../api/inventory.ts';
import { useUnitReservationsConfig } from './catalogue-configs.tsx';
import { ResourceScreen } from '#src/resource/resource-screen.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceTable } from '#src/ui/resource/resource-table.tsx';
import { UnitPois } from './unit-pois.tsx';
import { JOB_KIND_LABELS, useEnumLabel, WORK_STATUS_LABELS } from '#src/i18n/enum-labels.ts';
import { useCurrencyOf } from '#src/resource/use-currency.ts';

type Holding = v.InferOutput<typeof unitHolding>;

function Holdings({
  title,
  read,
  empty,
  currency,
}: {
  title: string;
  /** ISO 4217 code of the unit's prices. */
  currency: string | undefined;
  read: ReturnType<typeof useUnitHoldings>['contracts'];
  empty: string;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <ReadState read={read} what={title.toLowerCase()} />
      {read.state === 'ready' && (
        <ResourceTable
          label={title}
          rows={read.value}
          empty={empty}
          rowKey={(h: Holding) => `${h.campaign_id}:${h.start_date}`}
          columns={[
            { header: t`Campaign`, cell: (h) => h.campaign_name },
            { header: t`Client`, cell: (h) => h.client },
            { header: t`Dates`, cell: (h) => t`${h.start_date} to ${h.end_date}` },
            { header: t`Spots`, cell: (h) => h.spots_used, numeric: true },
            { header: t`Price per day`, cell: (h) => formatMoney(h.price, { currency }), numeric: true },
          ]}
        />
      )}
    </Stack>
  );
}

export function UnitDetailPage({ id }: { id: number }) {
  const { t } = useLingui();
  const kindLabel = useEnumLabel(JOB_KIND_LABELS);
  const workStatus = useEnumLabel(WORK_STATUS_LABELS);
  const deleteUnit = useDeleteUnit();
  const navigate = useNavigate();
  const data = useMirroredUnit(id);
  const { contracts, bookings, history } = useUnitHoldings(id);
  const reservations = useUnitReservationsConfig(id);
  const [confirm, setConfirm] = useState(false);
  const currency = useCurrencyOf()(data?.unit.country_id);
  if (data === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the unit…</Trans>
      </Text>
    );
  if (data === null) {
    return (
      <Stack gap="3" role="status">
        <Heading as="h1" size="xl">
          <Trans>This unit is not on this device</Trans>
        </Heading>
        <Link to="/dashboard/units">
          <Trans>Back to the units</Trans>
        </Link>
      </Stack>
    );
  }
  const { unit } = data;
  const remove = async () => {
    setConfirm(false);
    try {
      notifySuccess(await deleteUnit(id));
      await navigate({ to: '/dashboard/units' });
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="start" wrap="wrap" gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            {unit.title}
          </Heading>
          <Text color="fg.muted">
            {unit.sku} · {unit.address}
            {data.city ? ` · ${data.city}` : ''}
          </Text>
        </Box>
        <HStack gap="2">
          <Button asChild colorPalette="brand">
            <Link to="/dashboard/units/$id/edit" params={{ id: id }}>
              <Trans>Edit</Trans>
            </Link>
          </Button>
          {confirm ? (
            <>
              <Button colorPalette="red" onClick={() => void remove()}>
                <Trans>Yes, delete the unit</Trans>
              </Button>
              <Button variant="ghost" onClick={() => setConfirm(false)}>
                <Trans>Keep</Trans>
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setConfirm(true)}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" as="dl">
        {[
          [t`Media type`, data.mediaType ?? '—'],
          [t`Price per day`, formatMoney(unit.price, { currency })],
          [t`Print price`, formatMoney(unit.print_price, { currency })],
          [
            t`Minimums`,
            `${formatMoney(unit.min_price, { currency })} / ${formatMoney(unit.min_print_price, { currency })}`,
          ],
          [t`Side`, unit.side],
          [t`Direction`, unit.direction],
          [t`Traffic direction`, unit.traffic_direction],
          [t`Daily traffic`, String(unit.daily_traffic)],
          [t`Schedule`, unit.schedule],
          [t`Spots`, String(unit.spots)],
        ].map(([term, value]) => (
          <Box key={term}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {term}
            </Text>
            <Text as="dd" fontWeight="medium">
              {value}
            </Text>
          </Box>
        ))}
        <Box>
          <Text as="dt" fontSize="sm" color="fg.muted">
            <Trans>Status</Trans>
          </Text>
          <Badge as="dd">{unit.status === 'active' ? t`Active` : t`Inactive`}</Badge>
        </Box>
      </SimpleGrid>
      <Holdings title={t`Contracts`} read={contracts} empty={t`No contracts hold this unit.`} currency={currency} />
      <Holdings title={t`Bookings`} read={bookings} empty={t`No bookings hold this unit.`} currency={currency} />
      <ResourceScreen config={reservations} heading={false} />
      <Stack gap="2">
        <Heading as="h2" size="lg">
          <Trans>Order-jobs history</Trans>
        </Heading>
        <Link to="/dashboard/units/$id/order-jobs-history" params={{ id }}>
          <Trans>See the whole order-jobs history</Trans>
        </Link>
        <ReadState read={history} what={t`the order-jobs history`} />
        {history.state === 'ready' && history.value.length === 0 && (
          <Text color="fg.muted">
            <Trans>No order jobs for this unit yet.</Trans>
          </Text>
        )}
        {history.state === 'ready' && history.value.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none">
            {history.value.map((j) => (
              <li key={j.order_job_id}>
                <Link
                  to="/dashboard/order-jobs/$id"
                  params={{ id: j.order_job_id }}
                >{t`Order job ${j.order_job_id}`}</Link>
                {' · '}
                {kindLabel(j.kind)} · {workStatus(j.status)} · {j.scheduled_date}
                {j.photos.length ? ` · ${t`${j.photos.length} photos`}` : ''}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <UnitPois unitId={id} />
    </Stack>
  );
}
