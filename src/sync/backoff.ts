/**
 * Retry timing of the outbox (pure, no I/O): exponential backoff from 1 s,
 * doubling per failed attempt up to 5 minutes, with full jitter (AWS
 * "Exponential Backoff And Jitter"), and the server's `Retry-After` (seconds
 * or an HTTP date) taking precedence when it sends one.
 */

/** First ceiling: 1 s. */
export const BACKOFF_BASE_MS = 1_000;
/** Largest ceiling: 5 minutes. */
export const BACKOFF_CAP_MS = 300_000;
/** A Retry-After above this (1 day) is taken as this: a server cannot park the queue for longer. */
export const RETRY_AFTER_MAX_MS = 86_400_000;

/**
 * The backoff ceiling after `attempts` failed attempts (1-based), in ms:
 * 1 s, 2 s, 4 s, … capped at 5 min. `attempts` ≤ 0 gives the base.
 */
export function backoffCeiling(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(n - 1, 30));
}

/**
 * Full-jitter delay in ms: uniform in [0, ceiling) for `random` in [0, 1).
 * @param random injectable source (Math.random in the app, fixed in tests)
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * backoffCeiling(attempts));
}

/**
 * Parses a `Retry-After` header value: delay-seconds (`"120"`) or an HTTP date
 * (`"Wed, 21 Oct 2015 07:28:00 GMT"`), relative to `now` (epoch ms).
 * @returns the wait in ms (≥ 0, at most RETRY_AFTER_MAX_MS), or undefined when the value is neither.
 */
export function parseRetryAfter(value: string, now: number): number | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, RETRY_AFTER_MAX_MS);
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, at - now), RETRY_AFTER_MAX_MS);
}

/**
 * How long to wait before the next attempt, in ms: the server's Retry-After
 * when given (capped at RETRY_AFTER_MAX_MS), else the jittered backoff for `attempts`.
 */
export function retryDelay(input: {
  attempts: number;
  random: () => number;
  retryAfterMs?: number | undefined;
}): number {
  if (input.retryAfterMs !== undefined && Number.isFinite(input.retryAfterMs) && input.retryAfterMs >= 0) {
    return Math.min(input.retryAfterMs, RETRY_AFTER_MAX_MS);
  }
  return backoffDelay(input.attempts, input.random);
}
