/**
 * Registers contract endpoints on a Hono app. For each request it:
 * 1. resolves the bearer token (an invalid token on a public call is ignored);
 * 2. checks access: 401 without a valid token, 403 without a listed permission
 *    (`hasPermission`: a held pattern grants what is under it, never the
 *    reverse), then validates the path params and runs the endpoint's
 *    ownership rules (`access.owner`, server/auth/ownership.ts: 404 for an
 *    object out of the caller's reach);
 * 3. validates query and body with the endpoint's own valibot
 *    schemas (422 with a localized `errors` map; 400 for malformed JSON);
 * 4. runs the handler and writes its answer as JSON (or the Response it returns).
 * Steps 2 (from the permission check on) to 4 of a non-GET call run under its
 * `Idempotency-Key`, if any (idempotency.ts): 401 and 403
 * `password_change_required` are answered before, so they are never stored.
 * Handlers are paired with endpoints by `implement`, so a handler's input and
 * answer types come from the contract.
 */
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AnswerInput, AnyEndpoint, BodyOf, OwnerRule, ParamsOf, QueryOf } from '#src/api/contract/define.ts';
import { hasAnyPermission } from '#src/api/contract/permissions.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { userFromToken, type AuthUser } from '../auth/session.ts';
import { msg, pickLocale } from '../i18n.ts';
import { HttpError, validationError } from './errors.ts';
import { createIdempotency, usesIdempotencyStore } from './idempotency.ts';
import { issuesToErrors, shapeErrors } from './validation-messages.ts';

export interface Deps {
  db: Db;
  config: ServerConfig;
}

/**
 * Calls an account whose `change_password` flag is set may still make (spec §4:
 * such a user is sent to /change); every other signed-in call answers 403
 * `password_change_required` until the password is changed.
 */
/**
 * GET calls that also accept the bearer token from the `access_token` cookie
 * (spec §9: where the app keeps it), because `<img src>` and file links send
 * no Authorization header: reading a file. Nothing that changes state.
 */
const COOKIE_AUTH = new Set(['files.get']);

const ALLOWED_DURING_PASSWORD_CHANGE = new Set([
  'session.user',
  'session.logout',
  'session.changePassword',
  'languages.switch',
]);

export interface HandlerContext<E extends AnyEndpoint> extends Deps {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The caller; always set unless the endpoint is public. */
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  locale: Locale;
  c: Context;
  /** The server clock just before the handler runs (after the body was read). */
  now: Date;
}

export type Handler<E extends AnyEndpoint> = (ctx: HandlerContext<E>) => Promise<AnswerInput<E> | Response>;

export interface Implementation {
  endpoint: AnyEndpoint;
  handler: Handler<AnyEndpoint>;
}

/** Pairs an endpoint with its handler (typed from the contract). */
export function implement<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): Implementation {
  return { endpoint, handler: handler as unknown as Handler<AnyEndpoint> };
}

/** `/a/{id}/b` → `/a/:id/b` */
export const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Query object from the URL: `key[]` repeated → array, otherwise the last value. */
function readQuery(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (key.endsWith('[]')) out[key.slice(0, -2)] = values;
    else out[key] = values[values.length - 1] ?? '';
  }
  return out;
}

async function readBody(c: Context, endpoint: AnyEndpoint, locale: Locale): Promise<unknown> {
  if (endpoint.bodyKind === 'multipart') {
    const form = await c.req.parseBody({ all: true });
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) out[key.endsWith('[]') ? key.slice(0, -2) : key] = value;
    return out;
  }
  const raw = await c.req.text();
  if (!raw.trim()) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'error', msg(locale, 'http.malformed_json'));
  }
}

function validate<S extends v.GenericSchema | undefined>(
  schema: S,
  input: unknown,
  locale: Locale,
  prefix = '',
): unknown {
  if (!schema) return undefined;
  const wrongShape = shapeErrors(schema, input, locale); // an array, null or a string where an object belongs
  if (wrongShape) throw validationError(msg(locale, 'validation.failed'), wrongShape);
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = issuesToErrors(result.issues, locale);
  const prefixed = prefix ? Object.fromEntries(Object.entries(errors).map(([k, m]) => [`${prefix}${k}`, m])) : errors;
  throw validationError(msg(locale, 'validation.failed'), prefixed);
}

/** The locale of a request: `?locale=`, then the `locals` cookie, then Accept-Language (default es). */
export function requestLocale(c: Context): Locale {
  return pickLocale(c.req.query('locale'), getCookie(c, 'locals'), c.req.header('accept-language'));
}

/** Runs an endpoint's ownership rules (server/auth/ownership.ts `checkOwnership`, passed in to keep handlers → register free of cycles). */
export type OwnershipChecker = (
  db: Db,
  user: AuthUser,
  rules: OwnerRule | readonly OwnerRule[],
  params: Record<string, unknown>,
  locale: Locale,
) => Promise<void>;

export interface RegisterOptions {
  /** Ownership rules of `access.owner`; without it an endpoint declaring an owner answers 500 (never unchecked). */
  checkOwnership?: OwnershipChecker;
  /**
   * Tests only (never from the environment): a request carrying
   * `ACCESS_PROBE_HEADER` stops after the access checks — token, password
   * change, permission, path params, ownership — and answers 204 if they
   * pass, without reading the body or running the handler. The route × role
   * matrix (server/tests/access-matrix.test.ts) walks every route this way
   * without changing data.
   */
  accessProbe?: boolean;
}

/** Request header of the access probe (`RegisterOptions.accessProbe`). */
export const ACCESS_PROBE_HEADER = 'x-pauta-access-probe';

/**
 * Implementations in registration order: where two paths differ at a segment,
 * the one with a fixed segment there comes first, so `/provider/units/types`
 * is not taken by `/provider/units/{id}` (Hono runs the first registered
 * match). Otherwise declaration order is kept.
 */
export function byStaticFirst(list: readonly Implementation[]): Implementation[] {
  const rank = (path: string) =>
    path
      .split('/')
      .map((seg) => (seg.startsWith('{') ? '1' : '0'))
      .join('');
  return list
    .map((impl, i) => ({ impl, i, key: rank(impl.endpoint.path) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.i - b.i))
    .map((x) => x.impl);
}

/** Registers every implementation under `/api`. Returns the routes served as `METHOD /path`. */
export function registerEndpoints(
  app: Hono,
  deps: Deps,
  implementations: readonly Implementation[],
  options: RegisterOptions = {},
): string[] {
  const served: string[] = [];
  const idempotency = createIdempotency(deps);
  for (const { endpoint } of implementations) served.push(`${endpoint.method} ${endpoint.path}`);
  for (const { endpoint, handler } of byStaticFirst(implementations)) {
    app.on(endpoint.method, `/api${toHonoPath(endpoint.path)}`, async (c) => {
      const now = deps.config.now();
      let locale = requestLocale(c);
      const auth = c.req.header('authorization');
      // images and file links cannot send a header: file reads also accept the app's token cookie
      const token = auth?.toLowerCase().startsWith('bearer ')
        ? auth.slice(7).trim()
        : COOKIE_AUTH.has(endpoint.name)
          ? getCookie(c, 'access_token') || undefined
          : undefined;
      const user = token ? await userFromToken(deps.db, token, now) : null;
      if (endpoint.access !== 'public') {
        if (!user) throw new HttpError(401, 'unauthenticated', msg(locale, 'auth.unauthenticated'));
        if (user.changePassword && !ALLOWED_DURING_PASSWORD_CHANGE.has(endpoint.name)) {
          throw new HttpError(403, 'password_change_required', msg(locale, 'auth.password_change_required'));
        }
      }
      if (!c.req.query('locale') && !getCookie(c, 'locals') && !c.req.header('accept-language') && user)
        locale = user.locale;
      /** Permission, path params and ownership (spec §6; SECURITY.md): the one place access is decided. */
      const authorize = async (): Promise<unknown> => {
        const access = endpoint.access;
        if (typeof access === 'object' && !hasAnyPermission(user?.permissions ?? [], access.permissions)) {
          throw new HttpError(403, 'forbidden', msg(locale, 'auth.forbidden'));
        }
        const params = validate(endpoint.params, c.req.param(), locale);
        if (typeof access === 'object' && access.owner) {
          if (!options.checkOwnership)
            throw new Error(`${endpoint.name}: ownership rules declared but no checker registered`);
          await options.checkOwnership(deps.db, user!, access.owner, params as Record<string, unknown>, locale);
        }
        return params;
      };
      if (options.accessProbe && c.req.header(ACCESS_PROBE_HEADER)) {
        await authorize();
        return c.body(null, 204);
      }
      const run = async (): Promise<Response> => {
        const params = await authorize();
        const query = validate(endpoint.query, readQuery(c), locale);
        const body = endpoint.body ? validate(endpoint.body, await readBody(c, endpoint, locale), locale) : undefined;
        // the clock the handler stamps rows with is read after the body arrived (sync-page.ts: stamp close to commit)
        const answer = await handler({
          ...deps,
          params,
          query,
          body,
          user,
          locale,
          c,
          now: deps.config.now(),
        } as HandlerContext<AnyEndpoint>);
        return answer instanceof Response ? answer : c.json(answer as object);
      };
      // credentials never reach the idempotency store (idempotency.ts NOT_STORED)
      return endpoint.method === 'GET' || !usesIdempotencyStore(endpoint.name)
        ? run()
        : idempotency.run(c, user?.id ?? null, locale, run);
    });
  }
  return served;
}
