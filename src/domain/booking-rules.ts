/**
 * Booking (reservation) rules, shared by the device and the reference server (product.md §4 "Bookings can be
 * applied, rejected or removed; a unit can be removed from a booking"; docs/sales-pipeline.md "One hold, one
 * availability"). No DOM, no database: plain functions over a booking's status and times.
 *
 * Life of a booking (ours where the spec is silent):
 * - `open`: made from a campaign (reserve) or a proposal; holds its units over their dates until `expires_at`
 *   on the server's clock (`BOOKING_HOLD_DAYS` after it was made). Past that moment it is *expired*: still
 *   `open` in the table, it holds nothing, and only removing it is allowed.
 * - `applied`: confirmed by a seller, manager or administrator; holds its units until their end dates, no expiry.
 * - `rejected` (with a reason), `removed`, `cancelled` (its campaign was cancelled): final, hold nothing.
 */

export const BOOKING_STATUSES = ['open', 'applied', 'rejected', 'removed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What a booking answers as its state: its status, or `expired` for an open booking past its expiry. */
export type BookingState = BookingStatus | 'expired';

/** Days an open booking holds its units before it expires. */
export const BOOKING_HOLD_DAYS = 7;
/** Hours before expiry from which a hold is flagged as close to expiring (home and bookings list). */
export const EXPIRY_WARNING_HOURS = 48;

const HOUR_MS = 3_600_000;

/** The moment a booking made at `madeAt` expires (`BOOKING_HOLD_DAYS` later). */
export function expiryOf(madeAt: Date, holdDays: number = BOOKING_HOLD_DAYS): Date {
  return new Date(madeAt.getTime() + holdDays * 24 * HOUR_MS);
}

/** A booking as these rules read it: `expiresAt` an ISO timestamp or Date, null for never. */
export interface BookingClock {
  status: BookingStatus;
  expiresAt: string | Date | null;
}

const ms = (t: string | Date) => (typeof t === 'string' ? Date.parse(t) : t.getTime());

/** True when an open booking's expiry has passed at `now`. */
export function isExpired(b: BookingClock, now: Date): boolean {
  return b.status === 'open' && b.expiresAt !== null && ms(b.expiresAt) <= now.getTime();
}

/** The state to show: `expired` for an open booking past its expiry, else its status. */
export function stateOf(b: BookingClock, now: Date): BookingState {
  return isExpired(b, now) ? 'expired' : b.status;
}

/** True while the booking holds its units (open and not expired, or applied). */
export function holds(b: BookingClock, now: Date): boolean {
  return (b.status === 'open' && !isExpired(b, now)) || b.status === 'applied';
}

/** Milliseconds left before an open booking expires at `now` (0 when expired); null when it does not expire. */
export function timeLeft(b: BookingClock, now: Date): number | null {
  if (b.status !== 'open' || b.expiresAt === null) return null;
  return Math.max(0, ms(b.expiresAt) - now.getTime());
}

/** True when an open booking still holds and expires within `warningHours` (flagged on the home and the list). */
export function isCloseToExpiry(b: BookingClock, now: Date, warningHours: number = EXPIRY_WARNING_HOURS): boolean {
  const left = timeLeft(b, now);
  return left !== null && left > 0 && left <= warningHours * HOUR_MS;
}

/** The decisions of §4 on a booking, plus the removal of one unit. */
export type BookingAction = 'apply' | 'reject' | 'remove' | 'removeUnit';

/**
 * Why `action` is refused on booking `b` at `now`, or null when it is allowed:
 * - `decided`: the booking was already rejected, removed or cancelled (final);
 * - `already_applied`: apply or reject on an applied booking;
 * - `expired`: apply, reject or remove a unit of an open booking past its expiry (only removing it is allowed);
 * - `last_unit`: removing the only unit left (remove the booking instead).
 * The server answers 409 (`decided`, `already_applied`, `expired`) or 422 (`last_unit`) with its message.
 */
export function refusalOf(
  action: BookingAction,
  b: BookingClock,
  now: Date,
  unitsLeft = 2,
): 'decided' | 'already_applied' | 'expired' | 'last_unit' | null {
  if (b.status === 'rejected' || b.status === 'removed' || b.status === 'cancelled') return 'decided';
  if ((action === 'apply' || action === 'reject') && b.status === 'applied') return 'already_applied';
  if (action !== 'remove' && isExpired(b, now)) return 'expired';
  if (action === 'removeUnit' && unitsLeft <= 1) return 'last_unit';
  return null;
}

/** The status a booking takes after an allowed `action` (a unit removal keeps it). */
export function statusAfter(action: BookingAction, current: BookingStatus): BookingStatus {
  switch (action) {
    case 'apply':
      return 'applied';
    case 'reject':
      return 'rejected';
    case 'remove':
      return 'removed';
    case 'removeUnit':
      return current;
  }
}
