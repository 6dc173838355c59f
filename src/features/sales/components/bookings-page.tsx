/**
 * /dashboard/bookings and /dashboard/reservations (product.md §2 "bookings/{id}", "reservations: list, {id}";
 * api-catalogue.md "Bookings"): the reservations the account reaches, from the device (they open offline), holds
 * about to expire first and flagged, each with its client, units, total in its currency, state and expiry.
 */
import { useState } from 'react';
import { Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_STATE_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { FilterBar, ListHeader, MirrorListState } from '#src/ui/list-page.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import type { BookingState } from '#src/domain/booking-rules.ts';
import { useBookings, useBookingsFreshness } from '../api/bookings.ts';
import { BookingStateBadge, ExpiryLine, useNow } from './booking-parts.tsx';

const STATES: BookingState[] = ['open', 'applied', 'expired', 'rejected', 'removed', 'cancelled'];

/** The list; `base` is the path its rows link under (bookings or reservations, the same screen). */
export function BookingsPage({
  base = '/dashboard/bookings',
}: {
  base?: '/dashboard/bookings' | '/dashboard/reservations';
}) {
  const { t } = useLingui();
  const label = useEnumLabel(BOOKING_STATE_LABELS);
  const now = useNow();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<BookingState | ''>('');
  const rows = useBookings({ state, search }, now);
  const lastPulledAt = useBookingsFreshness();
  return (
    <Stack gap="4">
      <ListHeader title={<Trans>Bookings</Trans>} lastPulledAt={lastPulledAt} />
      <FilterBar search={{ label: t`Search by name or client`, value: search, onChange: setSearch }}>
        <SelectField
          id="booking-state"
          label={<Trans>State</Trans>}
          value={state}
          onChange={(v) => setState(v as BookingState | '')}
          options={[{ value: '', label: t`All` }, ...STATES.map((s) => ({ value: s, label: label(s) }))]}
        />
      </FilterBar>
      <MirrorListState
        rows={rows}
        loading={t`Loading the bookings on this device…`}
        empty={search || state ? t`No booking matches these filters.` : t`No bookings on this device.`}
        hint={
          search || state
            ? undefined
            : t`Reservations made from campaigns and proposals download when the app is online; they then open without a connection.`
        }
      />
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Bookings`} data-testid="bookings-list">
        {rows?.map((b) => (
          <LinkBox as="li" key={b.id} p="4" borderWidth="1px" borderRadius="lg" data-booking-id={b.id}>
            <HStack justify="space-between" gap="3" wrap="wrap" align="start">
              <Box minW="0">
                <LinkOverlay asChild>
                  {base === '/dashboard/reservations' ? (
                    <Link to="/dashboard/reservations/$id" params={{ id: b.id }}>
                      <Text fontWeight="semibold">{b.name || t`Booking ${b.id}`}</Text>
                    </Link>
                  ) : (
                    <Link to="/dashboard/bookings/$id" params={{ id: b.id }}>
                      <Text fontWeight="semibold">{b.name || t`Booking ${b.id}`}</Text>
                    </Link>
                  )}
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {b.client_name} · <Plural value={b.units.length} one="# unit" other="# units" />
                  {b.campaign_id !== null ? (
                    <>
                      {' '}
                      · <Trans>Campaign {b.campaign_id}</Trans>
                    </>
                  ) : b.proposal_id !== null ? (
                    <>
                      {' '}
                      · <Trans>Proposal {b.proposal_id}</Trans>
                    </>
                  ) : null}
                </Text>
                <ExpiryLine booking={b} now={now} />
              </Box>
              <Stack gap="1" align="end">
                <BookingStateBadge booking={b} now={now} />
                <PriceTag value={b.total} currency={b.currency} size="sm" />
              </Stack>
            </HStack>
          </LinkBox>
        ))}
      </Stack>
    </Stack>
  );
}
