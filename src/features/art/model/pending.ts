/**
 * What the art screens show of their decisions still in the outbox (pure: no React, no I/O; product.md §4).
 * The entries come from `usePending(...)` (src/sync/react.ts) in queue order; waiting and refused are
 * src/sync/pending.ts's rules.
 */
import { isActionOf, type PendingAction } from '#src/sync/pending.ts';
import { acceptVersion, denyVersion } from '../mutations/art-manager.ts';
import { decideColourProof, legacyProofDecisions } from '../mutations/colour-proofs.ts';

/** Key of a version decision: `<version id>:<unit id>`. */
export const decisionKey = (versionId: number, unitId: number) => `${versionId}:${unitId}`;

/** A queued decision with what it decides. */
export type QueuedDecision<D> = PendingAction & { decision: D };

/**
 * The provider's queued decisions by `decisionKey`, the latest per key (`art.provider.accept` → accepted,
 * `art.provider.deny` → denied); other entries are ignored.
 */
export function pendingDecisions(
  actions: readonly PendingAction<unknown>[],
): Map<string, QueuedDecision<'accepted' | 'denied'>> {
  const out = new Map<string, QueuedDecision<'accepted' | 'denied'>>();
  for (const a of actions) {
    const accepted = isActionOf(acceptVersion, a);
    if (!accepted && !isActionOf(denyVersion, a)) continue;
    const args = a.args as { versionId: number; unitId: number };
    out.set(decisionKey(args.versionId, args.unitId), {
      ...(a as PendingAction),
      decision: accepted ? 'accepted' : 'denied',
    });
  }
  return out;
}

/**
 * The client's queued colour-proof decisions by proof id, the latest per proof (`colourProofs.decide` by its
 * status; entries stored by earlier versions as `colourProof.approve` / `colourProof.reject` by their name).
 */
export function pendingProofDecisions(
  actions: readonly PendingAction<unknown>[],
): Map<number, QueuedDecision<'approved' | 'rejected'>> {
  const [legacyApprove] = legacyProofDecisions;
  const out = new Map<number, QueuedDecision<'approved' | 'rejected'>>();
  for (const a of actions) {
    const args = a.args as { proofId: number; status?: 'approved' | 'rejected' };
    let decision: 'approved' | 'rejected';
    if (isActionOf(decideColourProof, a)) decision = args.status ?? 'approved';
    else if (legacyProofDecisions.some((m) => isActionOf(m, a)))
      decision = a.name === legacyApprove!.name ? 'approved' : 'rejected';
    else continue;
    out.set(args.proofId, { ...(a as PendingAction), decision });
  }
  return out;
}

/** Queued actions whose args match `match` (e.g. `{ campaignId: 7 }`), in queue order. */
export function actionsFor<A>(
  actions: readonly PendingAction<A>[],
  match: Record<string, unknown>,
): PendingAction<A>[] {
  return actions.filter((a) =>
    Object.entries(match).every(([k, val]) => (a.args as Record<string, unknown>)[k] === val),
  );
}
