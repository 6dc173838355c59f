/**
 * A fetch-level fake of the /api calls the session feature makes, for tests:
 * answers GET /auth/user from a token → profile map and POST /auth/logout,
 * and anything else from handlers a test registers with `on`. Every request is
 * recorded. `client()` is the app's real contract client (ky) over this fake.
 * Test-only module: never imported by application code.
 */
import { createApiClient, type ApiClient } from '#src/api/client.ts';
import type { ApiError } from '#src/api/errors.ts';
import type { Profile } from '#src/api/contract/session.ts';
import { getToken } from '#src/api/token.ts';

export interface SeenRequest {
  method: string;
  /** Path under /api, e.g. `/auth/user`. */
  path: string;
  query: URLSearchParams;
  /** Bearer token sent, if any. */
  token: string | undefined;
  /** JSON body, FormData for multipart, undefined otherwise. */
  body: unknown;
}

export type FakeHandler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON response. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A 422 with an errors map, like the reference server's. */
export const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  json({ type: 'validation', message, errors }, 422);

export interface FakeServer {
  fetch: typeof fetch;
  seen: SeenRequest[];
  /** Profiles by bearer token (GET /auth/user answers 401 for others). */
  tokens: Map<string, Profile>;
  /** Registers (or replaces) the handler of `METHOD /path`. */
  on: (route: string, handler: FakeHandler) => void;
  /** Requests seen for `METHOD /path`. */
  count: (route: string) => number;
  /** A contract client over this fake, sending the access_token cookie. */
  client: (onUnauthorized?: (error: ApiError) => void) => ApiClient;
}

export function createFakeServer(): FakeServer {
  const seen: SeenRequest[] = [];
  const tokens = new Map<string, Profile>();
  const handlers = new Map<string, FakeHandler>();
  handlers.set('GET /auth/user', ({ token }) => {
    const profile = token ? tokens.get(token) : undefined;
    return profile
      ? json({ data: profile })
      : json({ type: 'unauthenticated', message: 'Your session is invalid or has expired.' }, 401);
  });
  handlers.set('POST /auth/logout', ({ token }) => {
    if (token) tokens.delete(token);
    return json({ message: 'Signed out.' });
  });

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = new Request(input as RequestInfo, init);
    const url = new URL(req.url);
    const type = req.headers.get('content-type') ?? '';
    const body =
      req.method === 'GET'
        ? undefined
        : type.includes('json')
          ? await req.json().catch(() => undefined)
          : type.includes('multipart')
            ? await req.formData()
            : undefined;
    const auth = req.headers.get('authorization');
    const request: SeenRequest = {
      method: req.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      token: auth?.startsWith('Bearer ') ? auth.slice(7) : undefined,
      body,
    };
    seen.push(request);
    const handler = handlers.get(`${request.method} ${request.path}`);
    if (!handler) return json({ type: 'not_found', message: 'Not Found.' }, 404);
    return handler(request);
  };

  return {
    fetch: fetchImpl as typeof fetch,
    seen,
    tokens,
    on: (route, handler) => {
      handlers.set(route, handler);
    },
    count: (route) => seen.filter((r) => `${r.method} ${r.path}` === route).length,
    client: (onUnauthorized) =>
      createApiClient({
        baseUrl: 'http://pauta.test',
        getToken,
        fetch: fetchImpl as typeof fetch,
        onUnauthorized,
        timeoutMs: 5000,
      }),
  };
}

/** Forgets the access_token cookie and the localStorage of the session feature. */
export function clearBrowserState(): void {
  document.cookie = 'access_token=; Path=/; Max-Age=0';
  localStorage.clear();
}
