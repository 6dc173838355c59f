/**
 * Sync batch: several outbox entries in one HTTP request, run by the server
 * one after another in the order given (ARCHITECTURE "The outbox drains in
 * order, once"; the push of Replicache-style engines).
 *
 * `POST /api/sync/batch` is an extension of the reference server, not a call
 * of the spec's catalogue (api-catalogue.md): a server without it answers
 * 404 and the drainer sends the entries one request each (outbox.ts). It
 * adds no power: each sub-request goes through the server's whole pipeline
 * as if it had come alone — the caller's token and language, the endpoint's
 * permission check, validation, and its own `Idempotency-Key` (the entry id),
 * so a batch replayed after a lost answer applies nothing twice.
 *
 * Shapes:
 * - body `{ requests: [{ key, method, path, body? }] }`: 1–50 requests; `path`
 *   is the endpoint's path under /api with its query (`/profile`,
 *   `/routes/7/finish?x=1`); `method` is never GET; `body` is JSON;
 * - answer `{ results: [{ status, body, retry_after? }] }`, one per request
 *   run, in order. The server stops after the first answer that `stopsBatch`
 *   (5xx, 401, 408, 429, 409 `idempotency_in_progress`): the requests after
 *   it were not run and have no result. A refusal (other 4xx) does not stop
 *   it: the next entries do not depend on a refused one (the outbox marks it
 *   failed and goes on).
 * Shared by the client (src/sync/outbox.ts) and the server
 * (server/http/batch.ts); no DOM.
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';

/** Path of the batch under /api. */
export const SYNC_BATCH_PATH = '/sync/batch';
/** Most requests one batch may carry. */
export const MAX_BATCH_REQUESTS = 50;

const batchRequest = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  method: v.picklist(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: v.pipe(v.string(), v.regex(/^\/[^\s#]*$/, 'must be a path under /api'), v.maxLength(2000)),
  body: v.optional(v.unknown()),
});
export type BatchRequest = v.InferOutput<typeof batchRequest>;

const batchResult = v.object({
  status: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)),
  body: v.unknown(),
  retry_after: v.optional(v.nullable(v.string())),
});
export type BatchResult = v.InferOutput<typeof batchResult>;

export const batchBody = v.object({
  requests: v.pipe(v.array(batchRequest), v.minLength(1), v.maxLength(MAX_BATCH_REQUESTS)),
});

/** The batch call as a contract-style endpoint (sent through the app's client; not in the spec's catalogue). */
export const syncBatch = endpoint({
  name: 'sync.batch',
  method: 'POST',
  path: SYNC_BATCH_PATH,
  access: 'user',
  spec: 'reference-server extension (README "Sync batch"); not in api-catalogue.md',
  body: batchBody,
  answer: v.object({ results: v.array(batchResult) }),
});

/**
 * True when an answer ends the batch: trying again later could succeed (5xx,
 * 408, 429, the same key still running) or the account must sign in (401).
 */
export function stopsBatch(status: number, body: unknown): boolean {
  if (status >= 500 || status === 401 || status === 408 || status === 429) return true;
  return (
    status === 409 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { type?: unknown }).type === 'idempotency_in_progress'
  );
}
