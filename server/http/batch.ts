/**
 * `POST /api/sync/batch` (src/api/contract/sync-batch.ts has the shapes and the rules):
 * runs the given requests one after another through this same app, each as
 * if it had come alone — the batch's Authorization, Accept-Language and
 * cookies, the request's own `Idempotency-Key` — so every route keeps its
 * role and permission check, its validation and its exactly-once store.
 * Stops after the first answer that `stopsBatch`.
 *
 * Errors: 401 without a valid token; 422 (spec §8 `errors` map) for a
 * malformed batch, or one that nests a batch. A sub-request's error is its
 * result, not the batch's.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { userFromToken } from '../auth/session.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { msg } from '../i18n.ts';
import { batchBody, stopsBatch, SYNC_BATCH_PATH, type BatchResult } from '#src/api/contract/sync-batch.ts';
import { HttpError, validationError } from './errors.ts';
import { requestLocale } from './register.ts';

/** Request headers a sub-request inherits from its batch. */
const INHERITED = ['authorization', 'accept-language', 'cookie'] as const;

/** Registers the batch route on `app` (before its /api 404). */
export function registerSyncBatch(app: Hono, deps: { db: Db; config: ServerConfig }): void {
  app.post(`/api${SYNC_BATCH_PATH}`, async (c) => {
    const locale = requestLocale(c);
    const auth = c.req.header('authorization');
    const token = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : undefined;
    if (!token || !(await userFromToken(deps.db, token, deps.config.now())))
      throw new HttpError(401, 'unauthenticated', msg(locale, 'auth.unauthenticated'));

    const parsed = v.safeParse(batchBody, await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.issues) (errors[v.getDotPath(issue) ?? 'body'] ??= []).push(issue.message);
      throw validationError(msg(locale, 'validation.failed'), errors);
    }
    const { requests } = parsed.output;
    const nested = requests.findIndex((r) => new URL(r.path, 'http://batch').pathname.startsWith(SYNC_BATCH_PATH));
    if (nested !== -1)
      throw validationError(msg(locale, 'validation.failed'), { [`requests.${nested}.path`]: ['cannot be a batch'] });

    const results: BatchResult[] = [];
    for (const request of requests) {
      const headers = new Headers({ accept: 'application/json', 'idempotency-key': request.key });
      for (const name of INHERITED) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      if (request.body !== undefined) headers.set('content-type', 'application/json');
      const res = await app.request(
        `/api${request.path}`,
        {
          method: request.method,
          headers,
          ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        },
        c.env,
      ); // the batch's own bindings: its socket is the client address of the guessing limits (rate-limit.ts)
      const body: unknown = (res.headers.get('content-type') ?? '').includes('application/json')
        ? await res.json().catch(() => null)
        : null;
      results.push({ status: res.status, body, retry_after: res.headers.get('retry-after') });
      if (stopsBatch(res.status, body)) break;
    }
    return c.json({ results });
  });
}
