/**
 * The outbox drainer (ARCHITECTURE "The outbox drains in order, once").
 *
 * Invariants:
 * - one drainer per account across tabs and the service worker: the Web Lock
 *   `pauta:<account>:outbox` taken with `ifAvailable` (held: return at once);
 * - entries go out in `seq` order, each with `Idempotency-Key: <entry.id>`
 *   (the server replays its first answer for a key, so a resend after a lost
 *   answer is applied once): one request each, or — with `batchSize` > 1 —
 *   runs of JSON entries in one sync batch that the server runs in order
 *   (batch.ts), each entry then concluded from its own answer as below;
 * - an entry leaves the outbox only after the server acknowledged it (2xx);
 *   its `fold`, its deletion and the deletion of its Blobs share ONE transaction;
 * - no transaction is open across an HTTP call;
 * - no answer, 5xx, 408, 409 `idempotency_in_progress` (same key still running) and 429: attempts + 1,
 *   `nextAttemptAt` = now + Retry-After or jittered backoff, and draining
 *   stops (later entries wait: order is kept); a clock set back before the
 *   last attempt makes the entry due at once rather than stalling it;
 * - 401: the entry is kept untouched and the drain stops with `paused`;
 * - any other 4xx: the entry becomes `failed` with the server's message, its
 *   optimistic change is rolled back by `reread`, and draining CONTINUES;
 * - `onAcked(entry, answer)` follows each acknowledgement written with a valid
 *   answer (pages run the mutation's `effect`; the service worker tells them);
 * - never rejects.
 *
 * Timing: `performance.measure('outbox:drain', { detail: { sent, failed, outcome } })`.
 */
import { ApiError } from '../api/errors.ts';
import { parseRetryAfter, retryDelay } from './backoff.ts';
import type { OutboxEntry } from './db.ts';
import { errorInfo, retryAfterOf, statusOf } from './errors.ts';
import { lockNames, withLockIfAvailable } from './locks.ts';
import type { AnyMutation } from './mutations.ts';
import { startTiming } from './perf.ts';
import { callLoose, type Transport } from './transport.ts';
import { answerOf, requestTarget } from '../api/client.ts';
import { MAX_BATCH_REQUESTS, syncBatch, type BatchRequest, type BatchResult } from '#src/api/contract/sync-batch.ts';
import {
  acknowledge,
  acknowledgeAll,
  loadFiles,
  markFailed,
  rollBack,
  type DrainContext,
  type Acknowledged,
  type DrainResult,
  type Step,
} from './outbox-settle.ts';

export type { DrainContext, DrainResult } from './outbox-settle.ts';
export { discard, dueAfterReconnect, retryFailed } from './outbox-entries.ts';

/** An entry ready to go: its mutation and its request. */
interface Prepared {
  entry: OutboxEntry;
  def: AnyMutation;
  request: ReturnType<AnyMutation['request']>;
}

/** Builds an entry's request; a step when it cannot be built (the entry is marked failed). */
async function prepare(ctx: DrainContext, entry: OutboxEntry): Promise<Prepared | Step> {
  const def = ctx.registry.get(entry.name);
  if (!def)
    return markFailed(ctx, entry, undefined, {
      status: 0,
      message: `This version of the app cannot send "${entry.name}"`,
    });
  const files = await loadFiles(ctx.db, entry);
  if (!files)
    return markFailed(ctx, entry, def, { status: 0, message: 'A file of this action is missing from the device' });
  try {
    return { entry, def, request: def.request(entry.args, files) };
  } catch (error) {
    return markFailed(ctx, entry, def, errorInfo(error));
  }
}

const isStep = (x: Prepared | Step): x is Step => 'kind' in x;

function announceSending(ctx: DrainContext, entry: OutboxEntry): void {
  try {
    ctx.onSending?.(entry);
  } catch {
    /* a screen's listener never stops the queue */
  }
}

/** What the server's answer (or its absence) makes of a sent entry (see module doc). */
async function conclude(
  ctx: DrainContext,
  { entry, def }: Prepared,
  outcome: { answer: unknown } | { error: unknown },
): Promise<Step> {
  if ('error' in outcome) {
    const { error } = outcome;
    if (ctx.signal?.aborted) return { kind: 'stop', result: { outcome: 'aborted' } };
    const status = statusOf(error);
    const info = errorInfo(error);
    if (error instanceof ApiError && error.type === 'invalid_response' && status >= 200 && status < 300) {
      // Acknowledged, but the answer has an unexpected shape: keep the server's word, re-read instead of folding.
      await acknowledge(ctx, entry, def, undefined, false);
      await rollBack(ctx, def, entry.args);
      return { kind: 'sent' };
    }
    if (status === 401) return { kind: 'stop', result: { outcome: 'paused', error: info } };
    // 409 is retried only when the same Idempotency-Key is still running on the server; any other 409 is a
    // refusal (e.g. "already decided", "an approved proof is final") and fails the entry like other 4xx
    const inProgress = status === 409 && error instanceof ApiError && error.type === 'idempotency_in_progress';
    if (status === 0 || status === 408 || inProgress || status === 429 || status >= 500) {
      const now = ctx.now();
      const attempts = entry.attempts + 1;
      const nextAttemptAt =
        now +
        retryDelay({
          attempts,
          random: ctx.random,
          retryAfterMs: retryAfterOf(error, (value) => parseRetryAfter(value, now)),
        });
      await ctx.db.outbox.update(entry.seq!, { attempts, nextAttemptAt, lastAttemptAt: now, error: info });
      return { kind: 'stop', result: { outcome: 'waiting', nextAttemptAt, error: info } };
    }
    return markFailed(ctx, entry, def, info);
  }
  // the next entry may go out while this acknowledgement is written (the server has already applied this one)
  const ack = acknowledge(ctx, entry, def, outcome.answer, true).then(() => {
    try {
      ctx.onAcked?.(entry, outcome.answer);
    } catch {
      /* a page effect never stops the queue */
    }
  });
  return { kind: 'sent', ack };
}

/** Sends one prepared entry in its own request and concludes it. */
async function sendPrepared(ctx: DrainContext, prepared: Prepared): Promise<Step> {
  const { entry } = prepared;
  announceSending(ctx, entry);
  try {
    const answer = await callLoose(ctx.transport, prepared.request.endpoint, prepared.request.input, {
      headers: { 'Idempotency-Key': entry.id },
      on401: 'throw',
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    return conclude(ctx, prepared, { answer });
  } catch (error) {
    return conclude(ctx, prepared, { error });
  }
}

/** Transports whose server has no sync batch (it answered 404 or refused the shape): entries go one by one. */
const noBatch = new WeakSet<Transport>();

/** True when an entry can travel in a batch: a JSON body and a JSON answer, no stored files. */
function batchable(p: Prepared): boolean {
  return (
    p.entry.blobIds.length === 0 && p.request.endpoint.bodyKind === 'json' && p.request.endpoint.answerKind === 'json'
  );
}

/** The entry prepared when it can join a batch as it is (no side effect: anything else waits for its own turn). */
function peek(ctx: DrainContext, entry: OutboxEntry): Prepared | null {
  const def = ctx.registry.get(entry.name);
  if (!def || entry.blobIds.length > 0) return null;
  try {
    const prepared = { entry, def, request: def.request(entry.args, {}) };
    return batchable(prepared) ? prepared : null;
  } catch {
    return null;
  }
}

/**
 * Sends `group` (prepared, due, batchable, in queue order) as one sync batch
 * and concludes each entry the server ran, in order, exactly as `sendPrepared`
 * would from its own answer. Entries after one that stopped the batch keep
 * their place. A server without the batch gets the first entry alone.
 * @returns one step per entry concluded (the last may be a stop)
 */
async function sendGroup(ctx: DrainContext, group: Prepared[]): Promise<Step[]> {
  announceSending(ctx, group[0]!.entry);
  let results: BatchResult[];
  try {
    const requests = group.map(({ entry, request }) => {
      const target = requestTarget(request.endpoint, request.input);
      const query = target.query?.toString();
      return {
        key: entry.id,
        method: target.method as BatchRequest['method'],
        path: `/${target.path}${query ? `?${query}` : ''}`,
        ...(target.body === undefined ? {} : { body: target.body }),
      };
    });
    results = (
      (await ctx.transport.call(
        syncBatch,
        { body: { requests } },
        { on401: 'throw', ...(ctx.signal ? { signal: ctx.signal } : {}) },
      )) as { results: BatchResult[] }
    ).results;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 405) {
      // no batch on this server: one request per entry from now on
      noBatch.add(ctx.transport);
      return [await sendPrepared(ctx, group[0]!)];
    }
    if (status === 413 || status === 422 || (error instanceof ApiError && error.type === 'invalid_response')) {
      // this batch is refused as a whole (too large, a shape the server does not take): its first entry goes alone
      return [await sendPrepared(ctx, group[0]!)];
    }
    // no answer, 5xx, 401…: what the first entry would have met alone
    return [await conclude(ctx, group[0]!, { error })];
  }
  if (results.length === 0) {
    // a server that ran nothing and said nothing: wait and try again, as after a 502 (never a tight loop)
    return [
      await conclude(ctx, group[0]!, {
        error: new ApiError({
          type: 'error',
          status: 502,
          message: 'The sync batch came back without results',
          endpoint: syncBatch.name,
        }),
      }),
    ];
  }
  const steps: Step[] = [];
  // a run of accepted entries is acknowledged in one transaction (acknowledgeAll), written while the next request
  // travels; an entry that is not accepted first lets the run before it go
  let accepted: { items: Acknowledged[]; step: Extract<Step, { kind: 'sent' }> } | undefined;
  const flush = () => {
    if (!accepted) return;
    const { items } = accepted;
    accepted.step.ack = acknowledgeAll(ctx, items).then(() => {
      for (const { entry, answer } of items) {
        try {
          ctx.onAcked?.(entry, answer);
        } catch {
          /* a page effect never stops the queue */
        }
      }
    });
    accepted = undefined;
  };
  for (const [i, result] of results.slice(0, group.length).entries()) {
    const prepared = group[i]!;
    let step: Step;
    try {
      const answer = answerOf(prepared.request.endpoint, result.status, result.body, result.retry_after);
      step = { kind: 'sent' };
      if (accepted) accepted.items.push({ entry: prepared.entry, def: prepared.def, answer });
      else accepted = { items: [{ entry: prepared.entry, def: prepared.def, answer }], step };
    } catch (error) {
      flush();
      step = await conclude(ctx, prepared, { error });
    }
    steps.push(step);
    if (step.kind === 'stop') break;
  }
  flush();
  return steps;
}

/** Due when its time has come, or when the clock was set back before its last attempt (no stall for hours). */
function isDue(entry: OutboxEntry, now: number): boolean {
  return entry.nextAttemptAt <= now || (entry.lastAttemptAt !== undefined && now < entry.lastAttemptAt);
}

/** Entries read per look at the queue (one read transaction for a run of sends). */
const BATCH = 25;
/** Entries per sync batch request, when the context asks for batches. */
export const DEFAULT_BATCH_SIZE = 25;

async function run(ctx: DrainContext): Promise<DrainResult> {
  let sent = 0;
  let failed = 0;
  let batch: OutboxEntry[] = [];
  // The acknowledgements of the last request are written while the next request travels; they are awaited
  // before the queue is read again and before any other step, so an entry is never read (and sent) twice.
  let acks: Promise<void>[] = [];
  const settle = async () => {
    const pending = acks;
    acks = [];
    await Promise.all(pending);
  };
  const batchSize = Math.min(ctx.batchSize ?? 1, MAX_BATCH_REQUESTS);
  for (;;) {
    if (ctx.signal?.aborted) {
      await settle();
      return { outcome: 'aborted', sent, failed };
    }
    if (batch.length === 0) {
      await settle();
      // four sync batches per look: the acknowledgements of one are written while the next travels, which a
      // look at the queue (after every acknowledgement is written) would stop
      batch = await ctx.db.outbox
        .where('status')
        .equals('pending')
        .limit(Math.max(BATCH, batchSize * 4))
        .toArray();
    }
    const entry = batch.shift();
    if (!entry) {
      await settle();
      return { outcome: 'drained', sent, failed };
    }
    if (!isDue(entry, ctx.now())) {
      await settle();
      return { outcome: 'waiting', sent, failed, nextAttemptAt: entry.nextAttemptAt, error: entry.error };
    }
    let steps: Step[];
    const first = await prepare(ctx, entry);
    if (isStep(first)) steps = [first];
    else if (batchSize > 1 && !noBatch.has(ctx.transport) && batchable(first) && batch.length > 0) {
      // a run of due JSON entries goes as one sync batch (batch.ts); the first one that cannot ends the run
      const group = [first];
      while (group.length < batchSize && batch.length > 0 && isDue(batch[0]!, ctx.now())) {
        const next = peek(ctx, batch[0]!);
        if (!next) break;
        batch.shift();
        group.push(next);
      }
      steps = group.length === 1 ? [await sendPrepared(ctx, first)] : await sendGroup(ctx, group);
      // entries of the group the server did not run keep their place: read the queue again
      if (steps.length < group.length) batch = [];
    } else {
      steps = [await sendPrepared(ctx, first)];
    }
    await settle();
    for (const step of steps) {
      if (step.kind === 'sent') {
        sent++;
        if (step.ack) {
          step.ack.catch(() => undefined); // awaited by settle(); this only keeps an early failure from being reported as unhandled
          acks.push(step.ack);
        }
      } else if (step.kind === 'failed') {
        failed++;
        batch = [];
      } else {
        await settle();
        return { ...step.result, sent, failed };
      }
    }
  }
}

/**
 * Sends the account's pending entries (see module doc).
 * @returns never rejects; see DrainResult.
 */
export async function drain(ctx: DrainContext): Promise<DrainResult> {
  const finish = startTiming('outbox:drain');
  let result: DrainResult;
  try {
    const outcome = await withLockIfAvailable(ctx.locks, lockNames.outbox(ctx.accountId), () => run(ctx));
    result = outcome.acquired ? outcome.value : { outcome: 'locked', sent: 0, failed: 0 };
  } catch (error) {
    result = { outcome: 'error', sent: 0, failed: 0, error: errorInfo(error) };
  }
  finish({ sent: result.sent, failed: result.failed, outcome: result.outcome });
  return result;
}
