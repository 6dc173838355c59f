/** Retry timing of the outbox: exponential ceilings, full jitter, Retry-After. */
import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  RETRY_AFTER_MAX_MS,
  backoffCeiling,
  backoffDelay,
  parseRetryAfter,
  retryDelay,
} from './backoff.ts';

describe('backoff', () => {
  it('doubles from 1 s and stops at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(backoffCeiling)).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000,
    ]);
    expect(backoffCeiling(0)).toBe(1000);
    expect(backoffCeiling(1000)).toBe(BACKOFF_CAP_MS);
  });

  it('draws a full-jitter delay below the ceiling', () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, () => 0.999)).toBe(3996);
    expect(backoffDelay(20, () => 0.5)).toBe(150_000);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Fri, 20 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Fri, 20 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('99999999', now)).toBe(RETRY_AFTER_MAX_MS);
  });

  it("prefers the server's Retry-After to the backoff", () => {
    expect(retryDelay({ attempts: 1, random: () => 0.5, retryAfterMs: 7000 })).toBe(7000);
    expect(retryDelay({ attempts: 4, random: () => 0.5 })).toBe(4000);
    expect(retryDelay({ attempts: 4, random: () => 0.5, retryAfterMs: Number.NaN })).toBe(4000);
  });
});
