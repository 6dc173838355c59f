/**
 * Client-side errors, normalised as spec product.md §8 says:
 * - 422 → `{ message, description: first validation text, status: 422, errors }`;
 * - other HTTP errors carry the server body (`type`, `message`, `description`);
 * - no response at all → an error-type notice built from the local message (status 0);
 * - an answer whose shape does not match the contract → `type: 'invalid_response'`,
 *   raised at the boundary so no screen ever renders a malformed answer.
 */
import * as v from 'valibot';
import { errorBody } from './contract/common.ts';

export type ApiErrorType =
  | 'error'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'network'
  | 'invalid_response'
  | string;

export interface ApiErrorInit {
  type: ApiErrorType;
  message: string;
  status: number;
  description?: string | undefined;
  errors?: Record<string, string[]> | undefined;
  /** Endpoint name, e.g. `session.login`. */
  endpoint?: string | undefined;
  /** How long the server asked to wait before retrying (Retry-After), ms. */
  retryAfterMs?: number | undefined;
}

/** The one error class every failed call rejects with. `status` 0 means no response. */
export class ApiError extends Error {
  readonly type: ApiErrorType;
  readonly status: number;
  readonly description: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  readonly endpoint: string | undefined;
  /** Retry-After of the answer in ms (429, 503), when the server sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.type = init.type;
    this.status = init.status;
    this.description = init.description;
    this.errors = init.errors;
    this.endpoint = init.endpoint;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** True when the request never got an answer (offline, DNS, timeout, CORS). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
  /** True for answers worth retrying later: no answer, 408, 429 and 5xx. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** First message of the first field of an errors map (spec §5, §8), or undefined. */
export function firstValidationMessage(errors: Record<string, string[]> | undefined): string | undefined {
  if (!errors) return undefined;
  for (const messages of Object.values(errors)) {
    if (messages?.[0]) return messages[0];
  }
  return undefined;
}

/**
 * Builds the ApiError for an HTTP error answer.
 * @param status HTTP status (4xx/5xx)
 * @param body the parsed JSON body, or undefined when it was not JSON
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  endpoint?: string,
  statusText = '',
  retryAfterMs?: number,
): ApiError {
  const parsed = v.safeParse(errorBody, body);
  const b = parsed.success ? parsed.output : undefined;
  if (status === 422) {
    const description = firstValidationMessage(b?.errors) ?? b?.description;
    return new ApiError({
      type: 'validation',
      status,
      message: b?.message ?? 'Invalid data',
      description,
      errors: b?.errors,
      endpoint,
    });
  }
  const fallbackType =
    status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'error';
  return new ApiError({
    type: b?.type ?? fallbackType,
    status,
    message: b?.message ?? (statusText || `HTTP ${status}`),
    description: b?.description,
    errors: b?.errors,
    endpoint,
    retryAfterMs,
  });
}

/**
 * Parses a Retry-After header: delay-seconds or an HTTP date.
 * @returns milliseconds to wait (≥ 0), or undefined when absent or malformed
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Builds the ApiError for a request that got no answer, keeping the local message. */
export function networkError(cause: unknown, endpoint?: string): ApiError {
  const message = cause instanceof Error && cause.message ? cause.message : 'Network request failed';
  return new ApiError({ type: 'network', status: 0, message, endpoint });
}

/** Builds the ApiError for a 2xx answer that does not match the contract's schema. */
export function invalidAnswerError(
  issues: readonly v.BaseIssue<unknown>[],
  status: number,
  endpoint: string,
): ApiError {
  const first = issues[0];
  const where = first ? (v.getDotPath(first) ?? '(root)') : '(root)';
  const description = issues
    .slice(0, 3)
    .map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`)
    .join('; ');
  return new ApiError({
    type: 'invalid_response',
    status,
    message: `The server's answer to ${endpoint} has an unexpected shape (at ${where})`,
    description,
    endpoint,
  });
}
