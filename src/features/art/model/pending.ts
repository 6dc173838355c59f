/**
 * What the art screens show of their actions still in the outbox (pure: no
 * React, no I/O). An action is `waiting` until the server acknowledges it (the
 * entry then leaves the outbox), or `refused` with the server's message.
 *
 * A refusal is an entry marked failed, or a pending entry whose last answer
 * was a client error other than 401 and other than the idempotency store's
 * "same key still running" (the outbox keeps retrying 409s, the code the
 * contract gives for "already decided" and "an approved proof is final": the
 * screen shows the server's reason either way and offers to discard it).
 */

/** The parts of an outbox entry these rules read. */
export interface EntryLike {
  id: string;
  name: string;
  args: unknown;
  status: 'pending' | 'failed';
  error?: { status: number; message: string; type?: string | undefined } | undefined;
}

export interface PendingAction {
  entryId: string;
  name: string;
  state: 'waiting' | 'refused';
  /** The server's message when refused (or why it waits). */
  message: string | undefined;
  args: Record<string, unknown>;
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

/** An outbox entry as the art screens show it. */
export function toPendingAction(entry: EntryLike): PendingAction {
  return {
    entryId: entry.id,
    name: entry.name,
    state: isRefused(entry) ? 'refused' : 'waiting',
    message: entry.error?.message,
    args: (entry.args ?? {}) as Record<string, unknown>,
  };
}

/** Key of a version decision: `<version id>:<unit id>`. */
export const decisionKey = (versionId: number, unitId: number) => `${versionId}:${unitId}`;

/**
 * The provider's queued decisions by `decisionKey`, the latest per key
 * (`art.acceptVersion` → accepted, `art.denyVersion` → denied).
 */
export function pendingDecisions(
  actions: readonly PendingAction[],
): Map<string, PendingAction & { decision: 'accepted' | 'denied' }> {
  const out = new Map<string, PendingAction & { decision: 'accepted' | 'denied' }>();
  for (const a of actions) {
    if (a.name !== 'art.acceptVersion' && a.name !== 'art.denyVersion') continue;
    out.set(decisionKey(Number(a.args.versionId), Number(a.args.unitId)), {
      ...a,
      decision: a.name === 'art.acceptVersion' ? 'accepted' : 'denied',
    });
  }
  return out;
}

/** The client's queued colour-proof decisions by proof id, the latest per proof. */
export function pendingProofDecisions(
  actions: readonly PendingAction[],
): Map<number, PendingAction & { decision: 'approved' | 'rejected' }> {
  const out = new Map<number, PendingAction & { decision: 'approved' | 'rejected' }>();
  for (const a of actions) {
    if (a.name !== 'colourProof.approve' && a.name !== 'colourProof.reject') continue;
    out.set(Number(a.args.proofId), { ...a, decision: a.name === 'colourProof.approve' ? 'approved' : 'rejected' });
  }
  return out;
}

/** Queued actions whose args match `match` (e.g. `{ campaignId: 7 }`), in queue order. */
export function actionsFor(
  actions: readonly PendingAction[],
  names: readonly string[],
  match: Record<string, unknown>,
): PendingAction[] {
  return actions.filter((a) => names.includes(a.name) && Object.entries(match).every(([k, val]) => a.args[k] === val));
}
