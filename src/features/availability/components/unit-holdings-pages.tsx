/**
 * A unit's holders (product.md §2 availability/{id}/contracts and availability/{id}/bookings; §9 dates DD/MM/YYYY,
 * money with 2 decimals):
 * - contracts (GET /availability/unit/{id}/contracts): each contract line on the unit, newest first — contract,
 *   campaign, customer, seller, period, days, spots, price per day, print price and total in the line's currency,
 *   its status and whether it makes the unit busy now;
 * - bookings (GET /client/units/{id}/bookings): the reserved campaigns whose open booking holds the unit — customer,
 *   period, spots and price per day (in the unit's currency).
 * Both start with the unit as the grid shows it over the next 30 days (title, media type, provider, city, its free /
 * held / busy days) and link to each other and back to the grid. Every read is kept on the device (offline: the
 * last answer, saying when); tables scroll inside their own box on a phone.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Badge, Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, today as deviceToday } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import { useUnitBookings, useUnitContracts, useUnitSummary } from '../api/views.ts';
import { viewRange } from '../model/filters.ts';
import { DayCounts } from './grid-parts.tsx';

const STATUS_LABEL: Record<string, MessageDescriptor> = {
  pending: msg`Pending approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  billed: msg`Billed`,
  renewed: msg`Renewed`,
  reserved: msg`Reserved`,
  contracted: msg`Contracted`,
};

/** The unit's heading, summary and the links between its pages. */
function UnitHeader({
  id,
  current,
  children,
}: {
  id: number;
  current: 'contracts' | 'bookings';
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [range] = useState(() => viewRange({}, deviceToday()));
  const unit = useUnitSummary(id, range);
  const u = unit.value;
  const fromText = formatDate(range.from);
  const toText = formatDate(range.to);
  return (
    <Stack gap="2" minW="0">
      <Link to="/dashboard/availability">
        <Trans>← Availability</Trans>
      </Link>
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {current === 'contracts' ? (
          u ? (
            <Trans>Contracts of {u.title}</Trans>
          ) : (
            <Trans>Contracts of unit {id}</Trans>
          )
        ) : u ? (
          <Trans>Bookings of {u.title}</Trans>
        ) : (
          <Trans>Bookings of unit {id}</Trans>
        )}
      </Heading>
      {u && (
        <Flex gap="2" columnGap="4" wrap="wrap" fontSize="sm" color="fg.muted" data-testid="unit-summary">
          <span>{[u.sku, u.media_type.name, u.provider.name, u.city].filter(Boolean).join(' · ')}</span>
          <span>
            {formatMoney(u.price, { currency: u.currency })} / <Trans>day</Trans>
          </span>
          <Flex gap="2" align="center" wrap="wrap">
            <span>
              <Trans>
                From {fromText} to {toText}:
              </Trans>
            </span>
            <DayCounts free={u.free} held={u.held} busy={u.busy} />
          </Flex>
        </Flex>
      )}
      {unit.state !== 'ready' && <ReadState read={unit} what={t`the unit`} />}
      <Flex as="nav" aria-label={t`Pages of the unit`} gap="4" fontSize="sm">
        {current === 'contracts' ? (
          <Text as="span" fontWeight="semibold" aria-current="page">
            <Trans>Contracts</Trans>
          </Text>
        ) : (
          <Link to="/dashboard/availability/$id/contracts" params={{ id }}>
            <Trans>Contracts</Trans>
          </Link>
        )}
        {current === 'bookings' ? (
          <Text as="span" fontWeight="semibold" aria-current="page">
            <Trans>Bookings</Trans>
          </Text>
        ) : (
          <Link to="/dashboard/availability/$id/bookings" params={{ id }}>
            <Trans>Bookings</Trans>
          </Link>
        )}
      </Flex>
      {children}
    </Stack>
  );
}

/** The period of a line: "01/03/2027 – 10/03/2027". */
const period = (start: string, end: string) => `${formatDate(start)} – ${formatDate(end)}`;

/** /dashboard/availability/{id}/contracts (see module doc). */
export function UnitContractsPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const lines = useUnitContracts(id);
  return (
    <Stack gap="4" minW="0">
      <UnitHeader id={id} current="contracts" />
      <ReadState read={lines} what={t`the contracts of the unit`} />
      {lines.value && lines.value.length === 0 && (
        <Box p="4" borderWidth="1px" borderRadius="lg" role="status">
          <Trans>No contract includes this unit.</Trans>
        </Box>
      )}
      {lines.value && lines.value.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
          <Table.Root size="sm" data-testid="unit-contracts">
            <Table.Caption captionSide="top" textAlign="start" srOnly>
              {t`Contract lines on unit ${id}`}
            </Table.Caption>
            <TableHead
              columns={[
                { label: <Trans>Contract</Trans> },
                { label: <Trans>Customer</Trans> },
                { label: <Trans>Period</Trans> },
                { label: <Trans>Days</Trans>, end: true },
                { label: <Trans>Spots</Trans>, end: true },
                { label: <Trans>Price per day</Trans>, end: true },
                { label: <Trans>Print price</Trans>, end: true },
                { label: <Trans>Total</Trans>, end: true },
                { label: <Trans>Status</Trans> },
              ]}
            />
            <Table.Body>
              {lines.value.map((l) => (
                <Table.Row key={`${l.contract_id}-${l.start_date}`} data-contract={l.contract_id}>
                  <Table.Cell minW="160px">
                    <Link to="/dashboard/contracts/$id" params={{ id: l.contract_id }}>
                      {l.reference || t`Contract ${l.contract_id}`}
                    </Link>
                    <Text fontSize="xs" color="fg.muted">
                      {l.campaign_name}
                    </Text>
                  </Table.Cell>
                  <Table.Cell minW="140px">
                    {l.client_name}
                    {l.owner_name && (
                      <Text fontSize="xs" color="fg.muted">
                        {t`Seller: ${l.owner_name}`}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{period(l.start_date, l.end_date)}</Table.Cell>
                  <Table.Cell textAlign="end">{l.days}</Table.Cell>
                  <Table.Cell textAlign="end">{l.spots}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(l.price, { currency: l.currency })}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(l.print_price, { currency: l.currency })}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                    {formatMoney(l.total, { currency: l.currency })}
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="1" wrap="wrap">
                      <Badge variant="subtle">
                        {STATUS_LABEL[l.status] ? i18n._(STATUS_LABEL[l.status]!) : l.status}
                      </Badge>
                      {l.holds && (
                        <Badge variant="solid" colorPalette="red">
                          <Trans>Makes it busy</Trans>
                        </Badge>
                      )}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** /dashboard/availability/{id}/bookings (see module doc). */
export function UnitBookingsPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const bookings = useUnitBookings(id);
  const [range] = useState(() => viewRange({}, deviceToday()));
  const unit = useUnitSummary(id, range);
  const currency = unit.value?.currency;
  return (
    <Stack gap="4" minW="0">
      <UnitHeader id={id} current="bookings" />
      <ReadState read={bookings} what={t`the bookings of the unit`} />
      {bookings.value && bookings.value.length === 0 && (
        <Box p="4" borderWidth="1px" borderRadius="lg" role="status">
          <Trans>No open booking holds this unit.</Trans>
        </Box>
      )}
      {bookings.value && bookings.value.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
          <Table.Root size="sm" data-testid="unit-bookings">
            <Table.Caption captionSide="top" textAlign="start" srOnly>
              {t`Bookings holding unit ${id}`}
            </Table.Caption>
            <TableHead
              columns={[
                { label: <Trans>Campaign</Trans> },
                { label: <Trans>Customer</Trans> },
                { label: <Trans>Period</Trans> },
                { label: <Trans>Spots</Trans>, end: true },
                { label: <Trans>Price per day</Trans>, end: true },
                { label: <Trans>Status</Trans> },
              ]}
            />
            <Table.Body>
              {bookings.value.map((b) => (
                <Table.Row key={`${b.campaign_id}-${b.start_date}`} data-campaign={b.campaign_id}>
                  <Table.Cell minW="160px">{b.campaign_name}</Table.Cell>
                  <Table.Cell minW="120px">{b.client}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{period(b.start_date, b.end_date)}</Table.Cell>
                  <Table.Cell textAlign="end">{b.spots_used}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(b.price, currency ? { currency } : {})}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="subtle">
                      {STATUS_LABEL[b.status] ? i18n._(STATUS_LABEL[b.status]!) : b.status}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
