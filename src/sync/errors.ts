/**
 * Errors the sync engine throws to its callers, and the small helpers that
 * read what a transport error carries (status, server message, Retry-After).
 *
 * Only `enqueue` throws (MutationArgsError, StorageFullError,
 * UnknownMutationError); pulls and drains never reject, they record errors in
 * the status store, the syncState table and the outbox entries.
 */
import type * as v from 'valibot';

/** The arguments of a mutation failed its valibot schema; nothing was stored. */
export class MutationArgsError extends Error {
  /** Mutation name, e.g. `route.finish`. */
  readonly mutation: string;
  /** The valibot issues, at least one (use `v.flatten(issues)` for a field → messages map). */
  readonly issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]];

  constructor(mutation: string, issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], message?: string) {
    super(message ?? `Invalid arguments for ${mutation}: ${issues.map((i) => i.message).join('; ')}`);
    this.name = 'MutationArgsError';
    this.mutation = mutation;
    this.issues = issues;
  }
}

/**
 * The device has no room left for the action (IndexedDB quota exceeded or the
 * database closed by a full disk). Nothing of the action was written: the
 * transaction aborted. The UI should tell the user at once.
 */
export class StorageFullError extends Error {
  override readonly cause: unknown;
  constructor(cause: unknown) {
    super('The device has no storage left for this action');
    this.name = 'StorageFullError';
    this.cause = cause;
  }
}

/** `enqueue` was given a mutation name the engine was not created with. */
export class UnknownMutationError extends Error {
  constructor(readonly mutation: string) {
    super(`Unknown mutation "${mutation}"`);
    this.name = 'UnknownMutationError';
  }
}

/**
 * An error as the sync centre shows it: HTTP status (0: no answer), server message and description, and the
 * server's error object of a 422 (spec §8: field → messages, e.g. `unit_12` → "… is held by …"), which screens
 * read to flag the records a refusal names.
 */
export interface SyncErrorInfo {
  status: number;
  message: string;
  description?: string | undefined;
  errors?: Record<string, string[]> | undefined;
}

/** The error object of a transport error when it is a map of string lists (at most 200 keys), else undefined. */
function errorsOf(error: unknown): Record<string, string[]> | undefined {
  const raw = error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw).slice(0, 200)) {
    if (Array.isArray(value)) out[key] = value.filter((x): x is string => typeof x === 'string');
    else if (typeof value === 'string') out[key] = [value];
  }
  return Object.keys(out).length ? out : undefined;
}

function chain(error: unknown): unknown[] {
  const out: unknown[] = [];
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    out.push(e);
    const next = (e as { inner?: unknown; cause?: unknown }).inner ?? (e as { cause?: unknown }).cause;
    if (next === e) break;
    e = next;
  }
  return out;
}

const nameOf = (e: unknown) => (e && typeof e === 'object' ? String((e as { name?: unknown }).name ?? '') : '');
const messageOf = (e: unknown) =>
  e && typeof e === 'object' ? String((e as { message?: unknown }).message ?? '') : '';

/**
 * True when an IndexedDB/Dexie error means the disk or quota is full:
 * a `QuotaExceededError` anywhere in the error's `inner`/`cause` chain, or a
 * `DatabaseClosedError` caused by an `UnknownError` or mentioning quota/disk/space
 * (what Chromium reports when the disk fills during a write). A plain
 * DatabaseClosedError (e.g. the account's database deleted at sign-out) is not.
 */
export function isStorageFull(error: unknown): boolean {
  const links = chain(error);
  if (links.some((e) => nameOf(e) === 'QuotaExceededError')) return true;
  if (!links.some((e) => nameOf(e) === 'DatabaseClosedError')) return false;
  return links.some((e) => nameOf(e) === 'UnknownError' || /quota|disk|space/i.test(messageOf(e)));
}

/** HTTP status of a transport error (an ApiError or alike); 0 when it has none (no answer). */
export function statusOf(error: unknown): number {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : 0;
}

/** The error as stored and shown: status, message, description, and the server's error object when it sent one. */
export function errorInfo(error: unknown): SyncErrorInfo {
  const description = error && typeof error === 'object' ? (error as { description?: unknown }).description : undefined;
  const errors = errorsOf(error);
  return {
    status: statusOf(error),
    message: messageOf(error) || String(error),
    ...(typeof description === 'string' ? { description } : {}),
    ...(errors ? { errors } : {}),
  };
}

/**
 * What the server asked us to wait, in ms, from a transport error: `retryAfterMs`
 * (number, ms — what ApiError carries) or `retryAfter` (raw header value: seconds
 * or an HTTP date, parsed by `parse`). Undefined when absent.
 */
export function retryAfterOf(error: unknown, parse: (value: string) => number | undefined): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const ms = (error as { retryAfterMs?: unknown }).retryAfterMs;
  if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = (error as { retryAfter?: unknown }).retryAfter;
  if (typeof raw === 'number' && Number.isFinite(raw) && raw >= 0) return raw * 1000;
  if (typeof raw === 'string') return parse(raw);
  return undefined;
}
