/**
 * `Idempotency-Key` for every non-GET /api call (ARCHITECTURE.md "The outbox
 * drains in order, once": each outbox request carries `Idempotency-Key:
 * <mutation id>`; the server stores the first answer per key and replays it).
 *
 * For a call carrying the header (1–200 characters, else 400
 * `idempotency_key_invalid`), keyed by (caller, key) — the caller is the
 * signed-in user, or null for anonymous calls, which share one key space:
 * - new key: a `running` row is inserted, the call runs, its status and JSON
 *   body are stored (`done`) and sent;
 * - same key, same request (sha-256 of method, path, query and body): the
 *   stored status and body are sent again with `Idempotent-Replayed: true`;
 * - same key, different request: 422 `idempotency_mismatch`;
 * - same key while the first is still `running`: 409 `idempotency_in_progress`
 *   with `Retry-After: 1`.
 *
 * Invariants:
 * - Calls that carry credentials are never stored (NOT_STORED: sign-in,
 *   sign-out, registration, first access, reset, password changes): their
 *   answer holds a bearer token, and the stored request hash would be an
 *   unsalted sha-256 of a password. They run again on a retry. Any other
 *   answer with an `access_token` is not stored either.
 * - Only answers that would be the same on a retry are stored: 2xx, 3xx and
 *   4xx other than 401. On a 5xx, a 401, an unexpected exception or an answer
 *   that is not JSON the row is deleted, so a retry runs the call again.
 * - Only status and JSON body are replayed, not other headers (cookies).
 * - A `running` row older than RUNNING_STALE_MS belongs to a request that died
 *   with its process; the next request with the key takes it over and runs.
 *   (The handler's writes and the stored answer are separate statements: a
 *   crash between them runs the call again on the retry.)
 * - Rows older than KEY_TTL_MS are purged before an insert, at most once per
 *   PURGE_INTERVAL_MS per app, and an expired row is never replayed.
 * - Multipart bodies: a client re-encodes a form on retry with a new random
 *   boundary, so the boundary is left out of the hash (the bytes between its
 *   occurrences are hashed in order). The body is read once here; Hono keeps it,
 *   so `c.req.text()`, `json()` and `parseBody()` still work in the handler.
 * All times come from `config.now()`.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '#src/api/contract/common.ts';
import type { ServerConfig } from '../config.ts';
import { preparedOnce, type Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { msg } from '../i18n.ts';
import { HttpError, errorBody } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Longest accepted key, characters. */
export const MAX_KEY_LENGTH = 200;
/** How long an answer is kept and replayed: 24 hours, in ms. */
export const KEY_TTL_MS = 24 * 3600_000;
/** Purges run at most this often, ms. */
export const PURGE_INTERVAL_MS = 60_000;
/** A `running` row older than this (ms) is taken over by the next request with its key. */
export const RUNNING_STALE_MS = 60_000;

type Row = typeof idempotencyKeys.$inferSelect;

/**
 * The request fingerprint: hex sha-256 of `METHOD\npath\n?query\n` then the
 * body bytes, with each occurrence of a multipart boundary left out.
 */
export function requestHash(
  method: string,
  path: string,
  search: string,
  contentType: string | undefined,
  body: Uint8Array,
): string {
  const hash = createHash('sha256').update(`${method}\n${path}\n${search}\n`);
  const boundary = /^multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return hash.update(body).digest('hex');
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const marker = Buffer.from(boundary, 'latin1');
  let from = 0;
  for (let at = bytes.indexOf(marker, from); at !== -1; at = bytes.indexOf(marker, from)) {
    hash.update(bytes.subarray(from, at)).update('\0');
    from = at + marker.length;
  }
  return hash.update(bytes.subarray(from)).digest('hex');
}

/** True when an answer with this status may be replayed (see module doc). */
const storable = (status: number) => status < 500 && status !== 401;

/**
 * Contract endpoints (by name) that never go through the store, whatever
 * their Idempotency-Key: their requests carry passwords (or a card number) or their answers tokens.
 */
export const NOT_STORED: ReadonlySet<string> = new Set([
  'session.login',
  'session.logout',
  // its body may hold a card number, whose unsalted sha-256 must not be kept: the payment row's own unique key
  // replays it instead (server/handlers/billing/payments.ts)
  'payments.electronic',
  'session.register',
  'session.firstAccessValidation',
  'session.resetPassword',
  'session.changePassword',
  'profile.passwordReset',
]);

/** True when calls to this endpoint (by contract name) may be stored and replayed. */
export const usesIdempotencyStore = (endpointName: string) => !NOT_STORED.has(endpointName);

/** True for a JSON answer that hands out a bearer token (`access_token`). */
const carriesToken = (body: unknown) => typeof body === 'object' && body !== null && 'access_token' in body;

export interface Idempotency {
  /**
   * Runs `next` under the request's Idempotency-Key, if it has one (else just runs it).
   * @param userId the caller, or null when anonymous
   * @returns the answer: `next`'s, a replay, or a 409/422
   * @throws HttpError 400 for a malformed key; whatever `next` throws that is not an HttpError
   */
  run(c: Context, userId: number | null, locale: Locale, next: () => Promise<Response>): Promise<Response>;
}

/**
 * The two statements every stored call runs, the key's claim and its answer, prepared once per store: drizzle builds
 * their SQL once instead of at each call (issue 21, the replay: building them was ~15 % of an action's server time
 * on PGlite; docs/performance.md "Nineteenth session").
 */
function prepareStatements(db: Db) {
  return {
    claim: db
      .insert(idempotencyKeys)
      .values({
        userId: sql.placeholder('userId'),
        key: sql.placeholder('key'),
        method: sql.placeholder('method'),
        path: sql.placeholder('path'),
        requestHash: sql.placeholder('requestHash'),
        state: 'running',
        createdAt: sql.placeholder('createdAt'),
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id })
      .prepare('pauta_idempotency_claim'),
    done: db
      .update(idempotencyKeys)
      // the answer as JSON text, cast by the database (drizzle encodes a jsonb value the same way)
      .set({
        state: 'done',
        status: sql`${sql.placeholder('status')}`,
        response: sql`${sql.placeholder('response')}::jsonb`,
      })
      .where(eq(idempotencyKeys.id, sql.placeholder('id')))
      .prepare('pauta_idempotency_done'),
  };
}

const statementsOf = preparedOnce(prepareStatements);

/** The key store of one app (its purge clock lives here). */
export function createIdempotency(deps: { db: Db; config: ServerConfig }): Idempotency {
  const { db, config } = deps;
  let lastPurge = Number.NEGATIVE_INFINITY;

  async function purge(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now.getTime();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)));
  }

  /** Inserts the `running` row, or returns the row already holding the key. */
  async function claim(
    userId: number | null,
    key: string,
    fields: { method: string; path: string; requestHash: string },
    now: Date,
  ): Promise<{ id: number } | Row> {
    const owner = userId === null ? isNull(idempotencyKeys.userId) : eq(idempotencyKeys.userId, userId);
    for (let attempt = 0; attempt < 3; attempt++) {
      const [inserted] = await statementsOf(db).claim.execute({ userId, key, ...fields, createdAt: now });
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(owner, eq(idempotencyKeys.key, key)));
      if (!existing) continue; // finished and deleted in between: try again
      const staleBefore = new Date(now.getTime() - (existing.state === 'running' ? RUNNING_STALE_MS : KEY_TTL_MS));
      if (existing.createdAt >= staleBefore) return existing;
      // expired answer or abandoned run: take the key over (the update moves created_at, so only one request wins it)
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ ...fields, state: 'running', status: null, response: null, createdAt: now })
        .where(and(eq(idempotencyKeys.id, existing.id), lt(idempotencyKeys.createdAt, staleBefore)))
        .returning({ id: idempotencyKeys.id });
      if (taken) return taken;
    }
    throw new Error(`idempotency: could not claim key ${key}`);
  }

  async function answer(c: Context, id: number, next: () => Promise<Response>): Promise<Response> {
    let res: Response;
    try {
      res = await next();
    } catch (err) {
      if (!(err instanceof HttpError)) {
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
        throw err;
      }
      res = c.json(errorBody(err), err.status);
    }
    const json = (res.headers.get('content-type') ?? '').includes('application/json');
    if (!storable(res.status) || !json) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      return res;
    }
    const body: unknown = await res.clone().json();
    if (carriesToken(body)) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      return res;
    }
    await statementsOf(db).done.execute({ status: res.status, response: JSON.stringify(body), id });
    return res;
  }

  return {
    async run(c, userId, locale, next) {
      const key = c.req.header(IDEMPOTENCY_HEADER);
      if (key === undefined) return next();
      if (key.trim() === '' || key.length > MAX_KEY_LENGTH)
        throw new HttpError(400, 'idempotency_key_invalid', msg(locale, 'idempotency.invalid_key'));
      const body = new Uint8Array(await c.req.arrayBuffer());
      const url = new URL(c.req.url);
      const fields = {
        method: c.req.method,
        path: c.req.path,
        requestHash: requestHash(c.req.method, c.req.path, url.search, c.req.header('content-type'), body),
      };
      const now = config.now();
      await purge(now);
      const row = await claim(userId, key, fields, now);
      if (!('state' in row)) return answer(c, row.id, next);
      if (row.requestHash !== fields.requestHash) {
        return c.json({ type: 'idempotency_mismatch', message: msg(locale, 'idempotency.mismatch') }, 422);
      }
      if (row.state === 'running') {
        return c.json({ type: 'idempotency_in_progress', message: msg(locale, 'idempotency.in_progress') }, 409, {
          'Retry-After': '1',
        });
      }
      return c.json(row.response as object, (row.status ?? 200) as ContentfulStatusCode, { [REPLAYED_HEADER]: 'true' });
    },
  };
}
