/**
 * Pieces the bookings screens share: the state badge (held, confirmed, rejected, removed, cancelled, expired) and
 * the expiry line (product.md §4; src/domain/booking-rules.ts): how long an open hold has left, flagged when it
 * expires within 48 hours, or when it expired.
 */
import { useEffect, useState } from 'react';
import { Badge, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import { stateOf, isCloseToExpiry, timeLeft, type BookingState } from '#src/domain/booking-rules.ts';
import { BOOKING_STATE_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { useLingui } from '@lingui/react';
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
