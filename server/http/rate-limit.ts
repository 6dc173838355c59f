/**
 * Guessing limits on the public session calls (spec §8 error shape):
 * sign-in, first-access validation, password forgot and reset, registration,
 * and the public contact form (issue 20).
 * Each is limited twice, with hono-rate-limiter: per account (the email in
 * the body, lower-cased and trimmed as the contract does) and per client
 * address. The counters live in the database (`rate_limit_hits`), so every
 * server process on one PostgreSQL shares them.
 *
 * Over a limit the call answers 429 `{ type: 'too_many_requests', message }`
 * (es/en, saying in how many minutes to try again) with `Retry-After` in
 * seconds, and the handler does not run.
 *
 * Invariants:
 * - Windows are fixed: a counter starts at its first counted request and
 *   ends `windowMs` later (so at most twice a limit can pass around a window's
 *   edge). Times come from `config.now()`.
 * - A `failures` limit counts only answers of 400 and over (a wrong password,
 *   a 422, a refusal), so successful sign-ins never use up anyone's budget and
 *   an account's own budget is not touched by other accounts' failures from
 *   the same address (those only count against the address's larger budget).
 *   An `all` limit counts every request (forgot: each one writes a mail).
 * - The per-account key is the email string whether or not an account has
 *   it, so a 429 says nothing about which emails exist.
 * - The client address is the socket's; with `config.trustProxy` the last
 *   `X-Forwarded-For` entry (the one our proxy added). IPv4-mapped IPv6 is
 *   read as IPv4, other IPv6 addresses count per /64 (one subscriber's
 *   network). With no socket (tests calling `app.fetch`) it is NO_SOCKET_ADDRESS.
 * - Keys are stored as sha-256 of limiter name and client, never in clear.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { rateLimiter, type Store } from 'hono-rate-limiter';
import * as session from '#src/api/contract/session.ts';
import { contact } from '#src/api/contract/translations.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { msg } from '../i18n.ts';
import { requestLocale } from './register.ts';

const MINUTE_MS = 60_000;

/** One limit: at most `limit` counted requests per client in `windowMs` (ms). */
export interface Limit {
  limit: number;
  windowMs: number;
  /** `failures`: only answers ≥ 400 count; `all`: every request counts. */
  counts: 'failures' | 'all';
}

/** Sign-in: 10 failed attempts per account per 15 minutes (then wait for the window to end). */
export const SIGN_IN_PER_ACCOUNT: Limit = { limit: 10, windowMs: 15 * MINUTE_MS, counts: 'failures' };
/** Sign-in: 100 failed attempts per client address per 15 minutes (an office behind one NAT). */
export const SIGN_IN_PER_ADDRESS: Limit = { limit: 100, windowMs: 15 * MINUTE_MS, counts: 'failures' };
/** First access: 10 failed attempts per account per 15 minutes (the code itself is cancelled after 5 wrong ones). */
export const FIRST_ACCESS_PER_ACCOUNT: Limit = { limit: 10, windowMs: 15 * MINUTE_MS, counts: 'failures' };
/** First access: 30 failed attempts per client address per 15 minutes. */
export const FIRST_ACCESS_PER_ADDRESS: Limit = { limit: 30, windowMs: 15 * MINUTE_MS, counts: 'failures' };
/** Forgot password: 3 requests per email per hour (each writes a mail). */
export const FORGOT_PER_ACCOUNT: Limit = { limit: 3, windowMs: 60 * MINUTE_MS, counts: 'all' };
/** Forgot password: 20 requests per client address per hour. */
export const FORGOT_PER_ADDRESS: Limit = { limit: 20, windowMs: 60 * MINUTE_MS, counts: 'all' };
/** Reset password: 10 failed attempts per account per 15 minutes. */
export const RESET_PER_ACCOUNT: Limit = { limit: 10, windowMs: 15 * MINUTE_MS, counts: 'failures' };
/** Reset password: 50 failed attempts per client address per 15 minutes. */
export const RESET_PER_ADDRESS: Limit = { limit: 50, windowMs: 15 * MINUTE_MS, counts: 'failures' };
/** Registration: 5 requests per email per hour. */
export const REGISTER_PER_ACCOUNT: Limit = { limit: 5, windowMs: 60 * MINUTE_MS, counts: 'all' };
/** Registration: 20 requests per client address per hour (each success creates an account). */
export const REGISTER_PER_ADDRESS: Limit = { limit: 20, windowMs: 60 * MINUTE_MS, counts: 'all' };
/**
 * The public contact form: 20 messages per client address per hour (each is stored for a person to read). By
 * address only: a sender who floods the form writes a new email each time, and a legitimate office behind one
 * address rarely writes twenty. A request that came through no socket (`app.fetch` in tests, where the contact call
 * serves as a harmless public mutation) is not counted.
 */
export const CONTACT_PER_ADDRESS: Limit = { limit: 20, windowMs: 60 * MINUTE_MS, counts: 'all' };

/** The limited calls: contract endpoint, name of its counters, and its two limits. */
export const GUARDED = [
  { endpoint: session.login, name: 'sign-in', account: SIGN_IN_PER_ACCOUNT, address: SIGN_IN_PER_ADDRESS },
  {
    endpoint: session.firstAccessValidation,
    name: 'first-access',
    account: FIRST_ACCESS_PER_ACCOUNT,
    address: FIRST_ACCESS_PER_ADDRESS,
  },
  { endpoint: session.forgotPassword, name: 'forgot', account: FORGOT_PER_ACCOUNT, address: FORGOT_PER_ADDRESS },
  { endpoint: session.resetPassword, name: 'reset', account: RESET_PER_ACCOUNT, address: RESET_PER_ADDRESS },
  { endpoint: session.register, name: 'register', account: REGISTER_PER_ACCOUNT, address: REGISTER_PER_ADDRESS },
] as const;

/** Limits by client address only (no email to count by, or none worth counting). */
export const GUARDED_BY_ADDRESS = [{ endpoint: contact, name: 'contact', address: CONTACT_PER_ADDRESS }] as const;

/** The client address when the request came through no socket (`app.fetch` in tests). */
export const NO_SOCKET_ADDRESS = 'no-socket';
/** Expired counters are deleted at most this often per app, ms. */
export const PURGE_INTERVAL_MS = MINUTE_MS;

/** The colon-separated groups of one side of an IPv6 `::`. */
const groups = (part: string) => (part ? part.split(':') : []);
/** How many 16-bit groups those are (an embedded IPv4 address takes two). */
const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);

/**
 * The address a limit counts by: IPv4 as is (also when IPv4-mapped), IPv6 as
 * its /64 prefix (`2001:db8:1:2::/64`); anything else as given.
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(tail === undefined ? 0 : 8 - width(left) - width(right)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client address of a request (see module doc).
 * @param trustProxy read the last `X-Forwarded-For` entry (the server is behind one trusted proxy)
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return addressKey(last);
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return addressKey(address);
  } catch {
    // no Node socket behind this request: app.fetch / app.request without the server's bindings
  }
  return NO_SOCKET_ADDRESS;
}

/** The email of a JSON body, as the contract normalises it (trimmed, lower-case), or '' when there is none. */
async function emailOf(c: Context): Promise<string> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

/** Shared by the stores of one app: the database, the clock and the purge schedule. */
interface StoreDeps {
  db: Db;
  now: () => Date;
  purge: () => Promise<void>;
}

/**
 * A hono-rate-limiter store on the `rate_limit_hits` table: one row per
 * hashed (limiter, client) key; incrementing is one atomic upsert, so
 * concurrent requests in several processes count exactly.
 */
function databaseStore(deps: StoreDeps, limiter: string): Store {
  let windowMs = MINUTE_MS;
  const hashed = (key: string) => createHash('sha256').update(`${limiter}\n${key}`).digest('hex');
  return {
    init(options) {
      windowMs = options.windowMs;
    },
    async get(key) {
      const [row] = await deps.db
        .select()
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, hashed(key)), gt(rateLimitHits.resetAt, deps.now())));
      return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
    },
    async increment(key) {
      await deps.purge();
      const now = deps.now();
      const resetAt = new Date(now.getTime() + windowMs);
      const expired = sql`${rateLimitHits}.${sql.identifier('reset_at')} <= ${now.toISOString()}::timestamptz`;
      const [row] = await deps.db
        .insert(rateLimitHits)
        .values({ key: hashed(key), hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitHits}.${sql.identifier('hits')} + 1 end`,
            resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimitHits}.${sql.identifier('reset_at')} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
      return { totalHits: row!.hits, resetTime: row!.resetAt };
    },
    async decrement(key) {
      await deps.db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(and(eq(rateLimitHits.key, hashed(key)), gt(rateLimitHits.resetAt, deps.now())));
    },
    async resetKey(key) {
      await deps.db.delete(rateLimitHits).where(eq(rateLimitHits.key, hashed(key)));
    },
  };
}

/**
 * Puts the guessing limits in front of the GUARDED calls. Call before the
 * endpoints are registered (middleware runs in registration order).
 */
export function registerRateLimits(app: Hono, deps: { db: Db; config: ServerConfig }): void {
  const { db, config } = deps;
  let lastPurge = Number.NEGATIVE_INFINITY;
  const storeDeps: StoreDeps = {
    db,
    now: config.now,
    async purge() {
      const now = config.now();
      if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
      lastPurge = now.getTime();
      await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, now));
    },
  };

  const limiter = (name: string, limit: Limit, keyOf: (c: Context) => Promise<string> | string) => {
    const property = `rateLimit:${name}`;
    return rateLimiter({
      windowMs: limit.windowMs,
      limit: limit.limit,
      standardHeaders: false,
      requestPropertyName: property,
      skipSuccessfulRequests: limit.counts === 'failures',
      skip: async (c) => (await keyOf(c)) === '',
      keyGenerator: keyOf,
      store: databaseStore(storeDeps, name),
      handler: (c) => {
        const info = c.get(property as never) as { resetTime?: Date } | undefined;
        const waitMs = (info?.resetTime?.getTime() ?? config.now().getTime() + limit.windowMs) - config.now().getTime();
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        const message = msg(requestLocale(c), 'rate.too_many', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
        return c.json({ type: 'too_many_requests', message }, 429, { 'Retry-After': String(seconds) });
      },
    });
  };

  for (const g of GUARDED) {
    const path = `/api${g.endpoint.path}`;
    app.on(
      g.endpoint.method,
      path,
      limiter(`${g.name}:address`, g.address, (c) => clientAddress(c, config.trustProxy)),
    );
    app.on(g.endpoint.method, path, limiter(`${g.name}:account`, g.account, emailOf));
  }
  for (const g of GUARDED_BY_ADDRESS) {
    const address = (c: Context) => {
      const key = clientAddress(c, config.trustProxy);
      return key === NO_SOCKET_ADDRESS ? '' : key; // '' is skipped
    };
    app.on(g.endpoint.method, `/api${g.endpoint.path}`, limiter(`${g.name}:address`, g.address, address));
  }
}
