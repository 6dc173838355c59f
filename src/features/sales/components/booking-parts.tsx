/**
 * Pieces the bookings screens share: the state badge (held, confirmed, rejected, removed, cancelled, expired) and
 * the expiry line (product.md §4; src/domain/booking-rules.ts): how long an open hold has left, flagged when it
 * expires within 48 hours, or when it expired.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import { stateOf, isCloseToExpiry, timeLeft, type BookingState } from '#src/domain/booking-rules.ts';
import { BOOKING_STATE_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { useLingui } from '@lingui/react';
import type { PendingAction } from '#src/sync/index.ts';
import type { BookingRow } from '../api/bookings.ts';

/** The device's clock, read again every `everyMs` (default a minute), so expiry lines move while a screen is open. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const PALETTE: Record<BookingState, string> = {
  open: 'blue',
  applied: 'green',
  rejected: 'red',
  removed: 'gray',
  cancelled: 'gray',
  expired: 'orange',
};

/** The booking's state as a badge (`expired` for an open hold past its expiry on this device's clock). */
export function BookingStateBadge({ booking, now }: { booking: BookingRow; now: Date }) {
  const label = useEnumLabel(BOOKING_STATE_LABELS);
  const state = stateOf({ status: booking.status, expiresAt: booking.expires_at }, now);
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-state={state}>
      {label(state)}
    </Badge>
  );
}

/** When the hold ends: hours left (flagged within 48 h), the expiry date, or that it expired. */
export function ExpiryLine({ booking, now }: { booking: BookingRow; now: Date }) {
  const { i18n } = useLingui();
  const clock = { status: booking.status, expiresAt: booking.expires_at };
  const left = timeLeft(clock, now);
  if (left === null || booking.expires_at === null) {
    return booking.status === 'applied' ? (
      <Text fontSize="sm" color="fg.muted">
        <Trans>Held until its units' end dates</Trans>
      </Text>
    ) : null;
  }
  const at = formatDateTime(Date.parse(booking.expires_at), i18n.locale);
  if (left === 0)
    return (
      <Text fontSize="sm" color="orange.700" data-testid="booking-expired">
        <Trans>Expired on {at}: its units are no longer held</Trans>
      </Text>
    );
  const hours = Math.max(1, Math.floor(left / 3_600_000));
  if (isCloseToExpiry(clock, now))
    return (
      <Text fontSize="sm" color="orange.700" fontWeight="semibold" data-testid="booking-expiring">
        <Plural value={hours} one="Expires in # hour" other="Expires in # hours" /> ({at})
      </Text>
    );
  return (
    <Text fontSize="sm" color="fg.muted">
      <Trans>Held until {at}</Trans>
    </Text>
  );
}

/**
 * Queued actions as one line each: waiting (`waiting`, or the default sentence), or refused with the server's
 * message (§8).
 */
export function QueuedActions({
  actions,
  waiting,
  onDiscard,
}: {
  actions: readonly Pick<PendingAction, 'entryId' | 'state' | 'message'>[];
  waiting?: ReactNode;
  /** Offers Dismiss on a refused action (drops the entry from the outbox). */
  onDiscard?: ((entryId: string) => void) | undefined;
}) {
  if (!actions.length) return null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-live="polite">
      {actions.map((a) => (
        <Box
          as="li"
          key={a.entryId}
          p="2"
          borderRadius="md"
          bg={a.state === 'refused' ? 'red.subtle' : 'yellow.subtle'}
          data-testid="booking-queued"
          data-state={a.state}
        >
          {a.state === 'refused' ? (
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontSize="sm" color="red.700">
                <Trans>Refused by the server: {a.message ?? ''}</Trans>
              </Text>
              {onDiscard && (
                <Button size="xs" variant="outline" onClick={() => onDiscard(a.entryId)}>
                  <Trans>Dismiss</Trans>
                </Button>
              )}
            </HStack>
          ) : (
            <Text fontSize="sm">
              {waiting ?? <Trans>Waiting to reach the server: it is sent as soon as there is a connection.</Trans>}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
