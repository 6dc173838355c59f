import { describe, expect, it } from 'vitest';
import {
  BOOKING_HOLD_DAYS,
  expiryOf,
  holds,
  isCloseToExpiry,
  isExpired,
  refusalOf,
  stateOf,
  statusAfter,
  timeLeft,
} from './booking-rules.ts';

const now = new Date('2026-11-25T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

describe('booking rules (product.md §4; docs/sales-pipeline.md)', () => {
  it('expires BOOKING_HOLD_DAYS after it was made, on the clock given', () => {
    expect(expiryOf(now).toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(BOOKING_HOLD_DAYS).toBe(7);
  });

  it('an open booking holds until its expiry; an applied one always; the rest never', () => {
    expect(holds({ status: 'open', expiresAt: inHours(1) }, now)).toBe(true);
    expect(holds({ status: 'open', expiresAt: inHours(0) }, now)).toBe(false);
    expect(holds({ status: 'open', expiresAt: null }, now)).toBe(true);
    expect(holds({ status: 'applied', expiresAt: inHours(-100) }, now)).toBe(true);
    for (const status of ['rejected', 'removed', 'cancelled'] as const)
      expect(holds({ status, expiresAt: inHours(10) }, now)).toBe(false);
    expect(stateOf({ status: 'open', expiresAt: inHours(-1) }, now)).toBe('expired');
    expect(isExpired({ status: 'applied', expiresAt: inHours(-1) }, now)).toBe(false);
  });

  it('flags a hold expiring within 48 hours, with the time left', () => {
    expect(isCloseToExpiry({ status: 'open', expiresAt: inHours(30) }, now)).toBe(true);
    expect(isCloseToExpiry({ status: 'open', expiresAt: inHours(49) }, now)).toBe(false);
    expect(isCloseToExpiry({ status: 'open', expiresAt: inHours(-1) }, now)).toBe(false);
    expect(isCloseToExpiry({ status: 'applied', expiresAt: inHours(1) }, now)).toBe(false);
    expect(timeLeft({ status: 'open', expiresAt: inHours(2) }, now)).toBe(7_200_000);
    expect(timeLeft({ status: 'open', expiresAt: inHours(-2) }, now)).toBe(0);
    expect(timeLeft({ status: 'applied', expiresAt: null }, now)).toBeNull();
  });

  it('refuses decisions as §4 and our rules say', () => {
    const open = { status: 'open' as const, expiresAt: inHours(5) };
    const expired = { status: 'open' as const, expiresAt: inHours(-5) };
    const applied = { status: 'applied' as const, expiresAt: null };
    expect(refusalOf('apply', open, now)).toBeNull();
    expect(refusalOf('reject', open, now)).toBeNull();
    expect(refusalOf('apply', applied, now)).toBe('already_applied');
    expect(refusalOf('reject', applied, now)).toBe('already_applied');
    expect(refusalOf('remove', applied, now)).toBeNull();
    expect(refusalOf('apply', expired, now)).toBe('expired');
    expect(refusalOf('removeUnit', expired, now)).toBe('expired');
    expect(refusalOf('remove', expired, now)).toBeNull();
    expect(refusalOf('removeUnit', open, now, 1)).toBe('last_unit');
    expect(refusalOf('removeUnit', open, now, 2)).toBeNull();
    for (const status of ['rejected', 'removed', 'cancelled'] as const)
      expect(refusalOf('remove', { status, expiresAt: null }, now)).toBe('decided');
    expect(statusAfter('apply', 'open')).toBe('applied');
    expect(statusAfter('reject', 'open')).toBe('rejected');
    expect(statusAfter('remove', 'applied')).toBe('removed');
    expect(statusAfter('removeUnit', 'applied')).toBe('applied');
  });
});
