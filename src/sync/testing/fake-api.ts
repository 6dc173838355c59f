/**
 * Test-only: a fake of the API client (`call(endpoint, input, options)`)
 * with no network, for the sync engine's tests (ARCHITECTURE rule of thumb 4).
 *
 * - Handlers are registered per endpoint name; inputs (params, query, body)
 *   are validated with the endpoint's schemas (422 like the reference server)
 *   and answers with its answer schema (like the real client).
 * - It plays the server's Idempotency-Key middleware: the first answer per
 *   key is stored and replayed for the same key and body; the same key with
 *   another body answers 422; a key still running answers 409.
 * - `script(name, ...steps)` queues what the next calls meet before the
 *   middleware (an ApiError thrown by a "gateway", or a gate to wait on), or
 *   `'lose-answer'`: the server runs and stores the answer, the client gets a
 *   network error.
 * Every call is recorded, with its headers.
 */
import * as v from 'valibot';
import type { AnyEndpoint } from '#src/api/contract/define.ts';
import { ApiError, networkError } from '#src/api/errors.ts';
import type { Transport } from '../transport.ts';

export interface SeenCall {
  endpoint: string;
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> };
  headers: Record<string, string>;
  on401: string | undefined;
}

export type Handler = (input: SeenCall['input'], call: SeenCall) => unknown;
export type Step = ApiError | 'lose-answer' | { gate: Promise<void> };

export interface FakeApi {
  transport: Transport;
  calls: SeenCall[];
  callsTo(endpoint: string): SeenCall[];
  on(endpoint: string, handler: Handler): void;
  script(endpoint: string, ...steps: Step[]): void;
  /** Idempotency-Key → how many times a handler really ran for it. */
  executions: Map<string, number>;
  /** Answers replayed from the idempotency store. */
  replays: number;
}

/** An HTTP error as the client builds it. */
export function httpError(
  status: number,
  message = `HTTP ${status}`,
  extra: { description?: string; retryAfterMs?: number; type?: string } = {},
): ApiError {
  const type = extra.type ?? (status === 401 ? 'unauthenticated' : status === 422 ? 'validation' : 'error');
  return new ApiError({ type, status, message, description: extra.description, retryAfterMs: extra.retryAfterMs });
}

/** No answer at all. */
export function offline(): ApiError {
  return networkError(new TypeError('Failed to fetch'));
}

function fingerprint(input: unknown): string {
  return JSON.stringify(input, (_key, value: unknown) =>
    value instanceof Blob ? `blob:${value.size}:${value.type}` : value,
  );
}

export function createFakeApi(): FakeApi {
  const calls: SeenCall[] = [];
  const handlers = new Map<string, Handler>();
  const scripts = new Map<string, Step[]>();
  const executions = new Map<string, number>();
  const store = new Map<string, { print: string; running: boolean; answer?: unknown; error?: ApiError }>();
  const api: FakeApi = {
    calls,
    callsTo: (name) => calls.filter((c) => c.endpoint === name),
    on: (name, handler) => {
      handlers.set(name, handler);
    },
    script: (name, ...steps) => {
      scripts.set(name, [...(scripts.get(name) ?? []), ...steps]);
    },
    executions,
    replays: 0,
    transport: { call: call as Transport['call'] },
  };

  async function runHandler(endpoint: AnyEndpoint, input: SeenCall['input'], seen: SeenCall): Promise<unknown> {
    for (const [part, schema] of [
      ['params', endpoint.params],
      ['query', endpoint.query],
      ['body', endpoint.body],
    ] as const) {
      if (!schema) continue;
      const parsed = v.safeParse(schema, input[part] ?? {});
      if (!parsed.success)
        throw httpError(422, 'The given data was invalid.', { description: parsed.issues[0]?.message });
    }
    const handler = handlers.get(endpoint.name);
    if (!handler) throw httpError(404, `No fake handler for ${endpoint.name}`);
    const answer = await handler(input, seen);
    const parsed = v.safeParse(endpoint.answer, answer);
    if (!parsed.success)
      throw new ApiError({
        type: 'invalid_response',
        status: 200,
        message: `Fake answer of ${endpoint.name} has an unexpected shape`,
        description: parsed.issues[0]?.message,
      });
    return parsed.output;
  }

  async function call(
    endpoint: AnyEndpoint,
    rawInput?: unknown,
    options: { headers?: Record<string, string>; on401?: string } = {},
  ): Promise<unknown> {
    const input = (rawInput ?? {}) as SeenCall['input'];
    const seen: SeenCall = { endpoint: endpoint.name, input, headers: { ...options.headers }, on401: options.on401 };
    calls.push(seen);
    const step = scripts.get(endpoint.name)?.shift();
    if (step instanceof ApiError) throw step;
    if (step && typeof step === 'object' && 'gate' in step) await step.gate;
    const key = seen.headers['Idempotency-Key'];
    let answer: unknown;
    if (!key) {
      answer = await runHandler(endpoint, input, seen);
    } else {
      const print = fingerprint({ endpoint: endpoint.name, input });
      const stored = store.get(key);
      if (stored) {
        if (stored.print !== print) throw httpError(422, 'This Idempotency-Key was used with another request.');
        if (stored.running)
          throw httpError(409, 'A request with this Idempotency-Key is still running.', {
            type: 'idempotency_in_progress',
            retryAfterMs: 1000,
          });
        api.replays++;
        if (stored.error) throw stored.error;
        answer = stored.answer;
      } else {
        const entry: { print: string; running: boolean; answer?: unknown; error?: ApiError } = { print, running: true };
        store.set(key, entry);
        executions.set(key, (executions.get(key) ?? 0) + 1);
        try {
          entry.answer = await runHandler(endpoint, input, seen);
          answer = entry.answer;
        } catch (error) {
          // Like the middleware: 4xx answers other than 401 are stored and replayed; 401 and 5xx free the key again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401)
            entry.error = error;
          else store.delete(key);
          throw error;
        } finally {
          entry.running = false;
        }
      }
    }
    if (step === 'lose-answer') throw offline();
    return answer;
  }

  return api;
}

/** A server-side table of a pullable collection: rows by id and tombstones. */
export interface ServerTable<T extends { id: number; updated_at: string }> {
  rows: Map<number, T>;
  deleted: { id: number; at: string }[];
}

export function serverTable<T extends { id: number; updated_at: string }>(rows: T[] = []): ServerTable<T> {
  return { rows: new Map(rows.map((r) => [r.id, r])), deleted: [] };
}

/**
 * A handler answering a sync list (`syncPage`) from a ServerTable: rows with
 * `updated_at` after `updated_since` (all without it), ordered by id, paged;
 * tombstones after `updated_since` on page 1; `meta.server_time` from `clock`.
 */
export function syncListHandler<T extends { id: number; updated_at: string }>(
  table: ServerTable<T>,
  clock: () => string,
): Handler {
  return (input) => {
    const q = (input.query ?? input.body ?? {}) as { page?: number; per_page?: number; updated_since?: string };
    const page = q.page ?? 1;
    const perPage = q.per_page ?? 15;
    const since = q.updated_since;
    const all = [...table.rows.values()].filter((r) => !since || r.updated_at > since).toSorted((a, b) => a.id - b.id);
    const lastPage = Math.max(1, Math.ceil(all.length / perPage));
    return {
      data: all.slice((page - 1) * perPage, page * perPage),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total: all.length, server_time: clock() },
      ...(since && page === 1 ? { deleted: table.deleted.filter((d) => d.at > since).map((d) => d.id) } : {}),
    };
  };
}
