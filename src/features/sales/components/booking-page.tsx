/**
 * /dashboard/bookings/{id} and /dashboard/reservations/{id} (product.md §2 "bookings/{id}", "reservations/{id}";
 * §4 "Bookings can be applied, rejected or removed; a unit can be removed from a booking"): one reservation from
 * the device — client, state, when the hold ends (flagged within 48 hours), total in its currency — and each unit
 * with its dates, spots and price per day and what else holds it on those days (which campaign, contract, booking
 * or owner's reservation; "no spot left" when together they take every spot). Confirm, reject (with a reason) and
 * remove need `bookings.*` (confirm and reject) or reaching the booking (remove, remove a unit); each queues in the
 * outbox and shows as pending until the server confirms it, or with the server's reason when refused (§8).
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { refusalOf } from '#src/domain/booking-rules.ts';
import { HOLDER_KIND_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { formatDate } from '#src/lib/dates.ts';
import { isActionOf, useMutation, usePending, type PendingAction } from '#src/sync/index.ts';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { useBooking, useSalesRights, type BookingRow } from '../api/bookings.ts';
import { bookings } from '../mutations.ts';
import { BookingStateBadge, ExpiryLine, useNow } from './booking-parts.tsx';
import { QueuedActions } from '#src/resource/queued-actions.tsx';

function Decisions({ booking, now }: { booking: BookingRow; now: Date }) {
  const { t } = useLingui();
  const rights = useSalesRights();
  const apply = useMutation(bookings.applyBooking);
  const reject = useMutation(bookings.rejectBooking);
  const remove = useMutation(bookings.removeBooking);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const clock = { status: booking.status, expiresAt: booking.expires_at };
  const args = { bookingId: booking.id, name: booking.name || t`Booking ${booking.id}` };
  const canApply = rights.decideBookings && refusalOf('apply', clock, now) === null;
  const canReject = rights.decideBookings && refusalOf('reject', clock, now) === null;
  const canRemove = refusalOf('remove', clock, now) === null;
  if (!canApply && !canReject && !canRemove) return null;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        {canApply && (
          <Button colorPalette="green" size="sm" onClick={() => void apply(args)}>
            <Trans>Confirm booking</Trans>
          </Button>
        )}
        {canReject && !rejecting && (
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setRejecting(true)}>
            <Trans>Reject…</Trans>
          </Button>
        )}
        {canRemove && !confirmRemove && (
          <Button variant="outline" size="sm" onClick={() => setConfirmRemove(true)}>
            <Trans>Remove booking…</Trans>
          </Button>
        )}
      </HStack>
      {rejecting && (
        <Stack gap="2" maxW="lg">
          <TextArea
            label={t`Reason (the client sees it)`}
            name={`booking-reason-${booking.id}`}
            value={reason}
            onChange={setReason}
            maxLength={1000}
          />
          <HStack gap="2">
            <Button
              colorPalette="red"
              size="sm"
              onClick={() => {
                void reject({ ...args, reason });
                setRejecting(false);
              }}
            >
              <Trans>Reject booking</Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setRejecting(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </HStack>
        </Stack>
      )}
      {confirmRemove && (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t`Remove the booking`}>
          <Text fontSize="sm">
            <Trans>Its units will be free for others. Remove it?</Trans>
          </Text>
          <Button
            colorPalette="red"
            size="sm"
            onClick={() => {
              void remove(args);
              setConfirmRemove(false);
            }}
          >
            <Trans>Remove</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirmRemove(false)}>
            <Trans>Keep it</Trans>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function UnitsTable({ booking, now }: { booking: BookingRow; now: Date }) {
  const { t } = useLingui();
  const holder = useEnumLabel(HOLDER_KIND_LABELS);
  const removeUnit = useMutation(bookings.removeBookingUnit);
  const clock = { status: booking.status, expiresAt: booking.expires_at };
  const canRemoveUnit = refusalOf('removeUnit', clock, now, booking.units.length) === null;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t`Units of the booking`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Unit</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Dates</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Price per day</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Also held by</Trans>
            </Table.ColumnHeader>
            {canRemoveUnit && (
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {booking.units.map((u) => (
            <Table.Row key={`${u.unit_id}-${u.start_date}`} data-unit-id={u.unit_id}>
              <Table.Cell>
                <Text fontWeight="medium">{u.title}</Text>
                <Text fontSize="xs" color="fg.muted">
                  <span translate="no">{u.sku}</span> · {u.address}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDate(u.start_date)} – {formatDate(u.end_date)}
                <Text fontSize="xs" color="fg.muted">
                  <Plural value={u.spots} one="# spot" other="# spots" /> / {u.capacity}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <PriceTag value={u.price} currency={booking.currency} size="sm" />
              </Table.Cell>
              <Table.Cell>
                {u.blocked_by.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>Nobody else</Trans>
                  </Text>
                ) : (
                  <Stack gap="0.5">
                    {u.full && (
                      <Badge colorPalette="red" variant="subtle" alignSelf="start" data-testid="unit-full">
                        <Trans>No spot left on some of these days</Trans>
                      </Badge>
                    )}
                    {u.blocked_by.map((h) => (
                      <Text key={`${h.kind}-${h.id}`} fontSize="sm">
                        {holder(h.kind)}: {h.name || `#${h.id}`} ({formatDate(h.start_date)} – {formatDate(h.end_date)})
                      </Text>
                    ))}
                  </Stack>
                )}
              </Table.Cell>
              {canRemoveUnit && (
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t`Remove ${u.title} from the booking`}
                    onClick={() =>
                      void removeUnit({
                        bookingId: booking.id,
                        name: booking.name || t`Booking ${booking.id}`,
                        unitId: u.unit_id,
                        unitTitle: u.title,
                      })
                    }
                  >
                    <Trans>Remove unit</Trans>
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The detail screen of booking `id`. */
export function BookingPage({ id }: { id: number }) {
  const { t } = useLingui();
  const now = useNow();
  const booking = useBooking(id);
  const queued = usePending(
    bookings.applyBooking,
    bookings.rejectBooking,
    bookings.removeBooking,
    bookings.removeBookingUnit,
  ).filter((a) => a.args.bookingId === id);
  if (booking === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the booking…</Trans>
      </Text>
    );
  if (booking === null)
    return (
      <Box p="6" borderWidth="1px" borderRadius="lg" role="status">
        <Text fontWeight="medium">
          <Trans>This booking is not on this device.</Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>It downloads with the others when the app is online, if your account reaches it.</Trans>
        </Text>
      </Box>
    );
  const deciding = queued.some((a) => a.state === 'waiting' && !isActionOf(bookings.removeBookingUnit, a));
  return (
    <Stack gap="4" maxW="5xl">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          {booking.name || t`Booking ${booking.id}`}
        </Heading>
        <BookingStateBadge booking={booking} now={now} />
      </HStack>
      <Stack gap="1">
        <Text>
          <Trans>Client: {booking.client_name}</Trans>
          {booking.created_by_name ? (
            <>
              {' '}
              · <Trans>Made by {booking.created_by_name}</Trans>
            </>
          ) : null}
        </Text>
        <ExpiryLine booking={booking} now={now} />
        {booking.reason && (
          <Text fontSize="sm">
            <Trans>Reason: {booking.reason}</Trans>
          </Text>
        )}
        <HStack gap="2">
          <Text>
            <Trans>Total:</Trans>
          </Text>
          <PriceTag value={booking.total} currency={booking.currency} />
          <Text fontSize="sm" color="fg.muted">
            <Plural value={booking.units.length} one="# unit" other="# units" />
          </Text>
        </HStack>
      </Stack>
      <QueuedActions actions={queued as PendingAction<Record<string, unknown>>[]} />
      {!deciding && <Decisions booking={booking} now={now} />}
      <UnitsTable booking={booking} now={now} />
    </Stack>
  );
}
