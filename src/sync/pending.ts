/**
 * What a screen shows of its actions still in the outbox (pure: no React, no
 * I/O; ARCHITECTURE "Writes are named mutations", spec product.md §8 for the
 * server's messages). An action is `waiting` until the server acknowledges it
 * (the entry then leaves the outbox), or `refused` with the server's message.
 *
 * A refusal is an entry marked failed, or a pending entry whose last answer
 * was a client error other than 401, 408, 429 and the idempotency store's
 * "same key still running" (the outbox keeps retrying 409s, the code the
 * contract gives for "already decided" and "an approved proof is final": the
 * screen shows the server's reason either way and offers to discard it).
 */
import type { OutboxEntry } from './db.ts';
import { namesOf, type AnyMutation, type MutationArgs } from './mutations.ts';

/** The parts of an outbox entry these rules read. */
export interface EntryLike {
  id: string;
  name: string;
  args: unknown;
  status: 'pending' | 'failed';
  error?:
    | { status: number; message: string; type?: string | undefined; errors?: Record<string, string[]> | undefined }
    | undefined;
}

/** An outbox entry as screens show it; `args` typed by its mutation when read through `pendingOf`. */
export interface PendingAction<A = Record<string, unknown>> {
  entryId: string;
  /** The entry's stored name (a mutation's current or former name). */
  name: string;
  state: 'waiting' | 'refused';
  /** The server's message when refused (or why it waits). */
  message: string | undefined;
  /** The server's error object of a refusal (spec §8: field → messages), when it sent one. */
  errors?: Record<string, string[]> | undefined;
  args: A;
}

/** True when the server refused the entry (see module doc). */
export function isRefused(entry: EntryLike): boolean {
  if (entry.status === 'failed') return true;
  const e = entry.error;
  if (!e) return false;
  return (
    e.status >= 400 &&
    e.status < 500 &&
    e.status !== 401 &&
    e.status !== 408 &&
    e.status !== 429 &&
    e.type !== 'idempotency_in_progress'
  );
}

/** An outbox entry as screens show it (args untyped). */
export function toPendingAction(entry: EntryLike): PendingAction {
  return {
    entryId: entry.id,
    name: entry.name,
    state: isRefused(entry) ? 'refused' : 'waiting',
    message: entry.error?.message,
    ...(entry.error?.errors ? { errors: entry.error.errors } : {}),
    args: (entry.args ?? {}) as Record<string, unknown>,
  };
}

/**
 * The entries of one mutation (under its current or a former name), in the
 * order given, as typed pending actions: `args` is what the mutation's
 * functions receive (its schema's output, as stored).
 */
export function pendingOf<M extends AnyMutation>(
  mutation: M,
  entries: readonly (EntryLike | OutboxEntry)[],
): PendingAction<MutationArgs<M>>[] {
  const names = new Set(namesOf(mutation));
  return entries
    .filter((e) => names.has(e.name))
    .map((e) => toPendingAction(e as EntryLike) as PendingAction<MutationArgs<M>>);
}

/** True when `action` is an entry of `mutation` (under its current or a former name). */
export function isActionOf<M extends AnyMutation>(
  mutation: M,
  action: Pick<PendingAction<unknown>, 'name'>,
): action is PendingAction<MutationArgs<M>> {
  return namesOf(mutation).includes(action.name);
}

/** A unit a refused entry names (`unit_<id>`): the refused entry and the server's reason. */
export interface UnitConflict {
  unitId: number;
  /** The outbox entry of the refused booking or contract. */
  entryId: string;
  /** The server's reason for this unit (who holds it and which days), else the refusal's message. */
  message: string;
}

const UNIT_KEY = /^unit_(\d+)$/;

/**
 * Units the refused entries among `actions` name (spec §8: the 422's error object, one error per unit under
 * `unit_<id>`; the newest refusal wins for a unit named twice). Used for a proposal's busy units (issue 16) and a
 * contract's unit updates (issue 17).
 * @param actions pending actions of one object's mutations, in outbox order
 * @returns unit id → conflict; empty when nothing was refused or the refusal named no unit
 */
export function unitConflicts(
  actions: readonly Pick<PendingAction<unknown>, 'entryId' | 'state' | 'message' | 'errors'>[],
): Map<number, UnitConflict> {
  const out = new Map<number, UnitConflict>();
  for (const a of actions) {
    if (a.state !== 'refused' || !a.errors) continue;
    for (const [key, messages] of Object.entries(a.errors)) {
      const hit = UNIT_KEY.exec(key);
      if (!hit) continue;
      const unitId = Number(hit[1]);
      out.set(unitId, { unitId, entryId: a.entryId, message: messages[0] ?? a.message ?? '' });
    }
  }
  return out;
}
