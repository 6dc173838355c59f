/**
 * The one HTTP client of the app: a ky instance with the /api prefix, the base
 * URL from `VITE_API_URL` (empty: same origin) and `Authorization: Bearer
 * <access_token cookie>`. Every call goes through a contract endpoint, so its
 * inputs are typed and its answer is validated before anyone reads it.
 *
 * Errors (all `ApiError`, see errors.ts, spec §8):
 * - 401 runs `onUnauthorized` (default: clear the token, go to /login) unless
 *   the call passes `on401: 'throw'` (the outbox pauses instead), then rejects;
 * - other HTTP errors, no answer, and answers of the wrong shape reject with
 *   the normalised error;
 * - a body cut off after its headers (the connection dropped, the page left)
 *   is no answer (`network`, status 0, retryable), never `invalid_response`:
 *   the session signs out on a non-retryable failure of GET /auth/user, and
 *   the outbox then sends the action again with its idempotency key.
 */
import ky, { type KyInstance } from 'ky';
import { hasXhr, xhrFetch } from './xhr-fetch.ts';
import * as v from 'valibot';
import { buildPath, type AnswerOf, type AnyEndpoint, type CallInput } from './contract/define.ts';
import { ApiError, errorFromResponse, invalidAnswerError, networkError, parseRetryAfter } from './errors.ts';

export interface ApiClientOptions {
  /** Origin of the API, without /api (e.g. `https://api.example.com`); '' or undefined: same origin. */
  baseUrl?: string | undefined;
  /** Returns the bearer token to send, if any. */
  getToken: () => string | undefined | Promise<string | undefined>;
  /** Called on a 401 answer before the call rejects (spec §8: drop the token, go to /login). */
  onUnauthorized?: ((error: ApiError) => void) | undefined;
  /** Returns the Accept-Language to send (the interface language). */
  getLocale?: (() => string | undefined) | undefined;
  /** fetch implementation (tests pass the reference server's `app.fetch`). */
  fetch?: typeof fetch | undefined;
  /** Request timeout in ms (default 30 000). */
  timeoutMs?: number | undefined;
  /**
   * Called with the HTTP status of every answer the server gave (not for a
   * request that got none): the sync engine learns from it that the server
   * is reachable again (issue 15, "any successful request resets the back-off").
   */
  onAnswer?: ((status: number) => void) | undefined;
}

export interface CallOptions {
  /** What a 401 does: `redirect` (default) runs onUnauthorized; `throw` only rejects. */
  on401?: 'redirect' | 'throw';
  /** Extra headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Upload progress for multipart bodies: fraction 0..1 (where the runtime reports it). */
  onUploadProgress?: (fraction: number) => void;
}

export interface ApiClient {
  /**
   * Calls an endpoint and resolves to its validated answer (a Blob for file answers).
   * @throws ApiError on any failure (see module doc).
   */
  call<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>, options?: CallOptions): Promise<AnswerOf<E>>;
  readonly ky: KyInstance;
}

function toSearchParams(query: Record<string, unknown> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((x) => params.append(`${k}[]`, String(x)));
    else params.append(k, String(value));
  }
  return params;
}

/**
 * Where a call goes: its method, its path under /api with the params filled
 * in (no leading slash), its query and its body as given.
 * @throws Error when a path parameter is missing
 */
export function requestTarget(
  endpoint: AnyEndpoint,
  input: unknown,
): {
  method: AnyEndpoint['method'];
  path: string;
  query: URLSearchParams | undefined;
  body: Record<string, unknown> | undefined;
} {
  const args = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  };
  return {
    method: endpoint.method,
    path: buildPath(endpoint.path, args.params).replace(/^\//, ''),
    query: toSearchParams(args.query),
    body: args.body,
  };
}

/**
 * The validated answer of a JSON endpoint, from the status and parsed body
 * the server gave (a sync batch's result, src/api/contract/sync-batch.ts).
 * @param retryAfter the answer's Retry-After header, if any
 * @throws ApiError exactly as `call` would for that answer (HTTP error, or wrong shape)
 */
export function answerOf(endpoint: AnyEndpoint, status: number, body: unknown, retryAfter?: string | null): unknown {
  if (status < 200 || status >= 300)
    throw errorFromResponse(status, body, endpoint.name, '', parseRetryAfter(retryAfter));
  const parsed = v.safeParse(endpoint.answer, status === 204 ? {} : body);
  if (!parsed.success) throw invalidAnswerError(parsed.issues, status, endpoint.name);
  return parsed.output;
}

/** Multipart body from a plain object: Blobs as files, arrays as `key[]`, objects as JSON. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'blob');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [k, value] of Object.entries(body)) {
    if (Array.isArray(value)) value.forEach((x) => add(`${k}[]`, x));
    else add(k, value);
  }
  return form;
}

/** Creates a client; the app uses the default `api` below, tests build their own. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const prefix = `${(options.baseUrl ?? '').replace(/\/$/, '')}/api`;
  const instance = ky.create({
    prefixUrl: prefix.startsWith('http')
      ? prefix
      : new URL(
          prefix,
          (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://localhost',
        ).toString(),
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? 30_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const locale = options.getLocale?.();
          if (locale) request.headers.set('Accept-Language', locale);
          request.headers.set('Accept', 'application/json');
        },
      ],
    },
  });

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    input?: CallInput<E>,
    callOptions: CallOptions = {},
  ): Promise<AnswerOf<E>> {
    const target = requestTarget(endpoint, input);
    const body =
      target.body === undefined
        ? {}
        : endpoint.bodyKind === 'multipart'
          ? { body: toFormData(target.body) }
          : { json: target.body };
    let response: Response;
    try {
      response = await instance(target.path, {
        method: endpoint.method,
        searchParams: target.query,
        headers: callOptions.headers,
        signal: callOptions.signal,
        // progress through XMLHttpRequest where there is one (see xhr-fetch.ts); ky's own needs HTTP/2 in Chromium
        ...(callOptions.onUploadProgress && hasXhr()
          ? {
              fetch: (resource: string | URL | Request, init?: RequestInit) =>
                xhrFetch(
                  resource instanceof Request && !init ? resource : new Request(resource, init),
                  callOptions.onUploadProgress!,
                ),
            }
          : {}),
        ...body,
      });
    } catch (cause) {
      throw networkError(cause, endpoint.name);
    }
    options.onAnswer?.(response.status);
    if (!response.ok) {
      const errorPayload = await response.json().catch(() => undefined);
      const error = errorFromResponse(
        response.status,
        errorPayload,
        endpoint.name,
        response.statusText,
        parseRetryAfter(response.headers.get('retry-after')),
      );
      if (response.status === 401 && callOptions.on401 !== 'throw') options.onUnauthorized?.(error);
      throw error;
    }
    // a body cut off (the connection dropped, the page left) is no answer, as a request that never got one: not a
    // malformed answer, which the session would take for a token the server refused
    const cutOff = (cause: unknown): never => {
      throw networkError(cause, endpoint.name);
    };
    if (endpoint.answerKind === 'file') return (await response.blob().catch(cutOff)) as AnswerOf<E>;
    const text = response.status === 204 ? '{}' : await response.text().catch(cutOff);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError({
        type: 'invalid_response',
        status: response.status,
        message: `The server's answer to ${endpoint.name} is not JSON`,
        endpoint: endpoint.name,
      });
    }
    return answerOf(endpoint, response.status, json) as AnswerOf<E>;
  }

  return { call, ky: instance };
}
