/**
 * State rules of creative approval (contract src/api/contract/art.ts,
 * product.md §4 "Art", "Colour proof"), pure: no I/O. Each check answers a
 * Verdict the handlers turn into 403/409/422 with the message key.
 *
 * - Art versions: draft → in_review (sent, needs ≥ 1 file) → accepted |
 *   denied when every unit is decided. Only the provider owning a unit
 *   decides on it (403 otherwise), once (409), and only while the version is
 *   in review (409); a denial needs a comment (422).
 * - Colour proofs: pending → approved (final) | rejected (answered by a new
 *   upload); a rejection needs a comment.
 * - Art adaptation: the budget is decided once; arts are associated only
 *   after the budget was accepted, decided while pending, re-associated
 *   after a rejection.
 * - Provider campaign status: any status until finished, which is final.
 */
import type {
  ArtDecisionValue,
  ArtVersionStatus,
  ColourProofStatus,
  ProviderCampaignStatus,
} from '#src/api/contract/art.ts';
import type { MessageKey } from '../i18n.ts';

export type Verdict = { ok: true } | { ok: false; status: 403 | 409 | 422; key: MessageKey };

const OK: Verdict = { ok: true };
const refuse = (status: 403 | 409 | 422, key: MessageKey): Verdict => ({ ok: false, status, key });
const blank = (s: string | null | undefined) => !s || !s.trim();

/** What a provider's decision on a version for a unit needs to know. */
export interface DecisionInput {
  versionStatus: ArtVersionStatus;
  decision: ArtDecisionValue;
  comment: string | null | undefined;
  /** The unit's provider, and whether the unit is one of the version's (media type in the campaign's cart). */
  unitProviderId: number;
  unitInVersion: boolean;
  /** The caller's provider (null for staff without one) and whether the caller is an administrator. */
  userProviderId: number | null;
  superuser: boolean;
  /** A decision already recorded for this version and unit. */
  alreadyDecided: boolean;
}

/** May this decision be recorded? */
export function checkDecision(d: DecisionInput): Verdict {
  if (!d.unitInVersion) return refuse(422, 'art.unit_not_in_version');
  if (!d.superuser && d.unitProviderId !== d.userProviderId) return refuse(403, 'art.not_your_unit');
  if (d.alreadyDecided) return refuse(409, 'art.already_decided');
  if (d.versionStatus !== 'in_review') return refuse(409, 'art.not_in_review');
  if (d.decision === 'denied' && blank(d.comment)) return refuse(422, 'art.comment_required');
  return OK;
}

/**
 * A version's status once its decisions are in: in_review while some unit
 * awaits one, else accepted when all accepted, denied when any was denied.
 */
export function versionStatusAfter(decisions: readonly ArtDecisionValue[], unitCount: number): ArtVersionStatus {
  if (decisions.length < unitCount) return 'in_review';
  return decisions.includes('denied') ? 'denied' : 'accepted';
}

/** May a version be sent to review? It must be a draft with at least one file. */
export function checkSendToReview(status: ArtVersionStatus, fileCount: number): Verdict {
  if (status !== 'draft') return refuse(409, 'art.not_draft');
  if (fileCount < 1) return refuse(409, 'art.needs_files');
  return OK;
}

/** Files go to the open (draft) version; any other status means a new version is opened. */
export const opensNewVersion = (latest: ArtVersionStatus | null): boolean => latest !== 'draft';

/** May the client approve or reject a colour proof? */
export function checkProofDecision(
  status: ColourProofStatus,
  next: 'approved' | 'rejected',
  comment: string | null | undefined,
): Verdict {
  if (status === 'approved') return refuse(409, 'proof.final');
  if (status === 'rejected') return refuse(409, 'proof.already_rejected');
  if (next === 'rejected' && blank(comment)) return refuse(422, 'art.comment_required');
  return OK;
}

export type AdaptationAction = 'accept_budget' | 'reject_budget' | 'associate_art' | 'accept_arts' | 'reject_arts';

/** May this happen to an art adaptation request in its state? */
export function checkAdaptation(
  action: AdaptationAction,
  state: {
    budgetStatus: 'pending' | 'accepted' | 'rejected';
    artsStatus: 'none' | 'pending' | 'accepted' | 'rejected';
  },
  comment?: string | null,
): Verdict {
  switch (action) {
    case 'accept_budget':
    case 'reject_budget':
      if (state.budgetStatus !== 'pending') return refuse(409, 'adaptation.budget_decided');
      return action === 'reject_budget' && blank(comment) ? refuse(422, 'art.comment_required') : OK;
    case 'associate_art':
      if (state.budgetStatus !== 'accepted') return refuse(409, 'adaptation.budget_not_accepted');
      return state.artsStatus === 'accepted' ? refuse(409, 'adaptation.arts_decided') : OK;
    case 'accept_arts':
    case 'reject_arts':
      if (state.artsStatus !== 'pending') return refuse(409, 'adaptation.no_arts_pending');
      return action === 'reject_arts' && blank(comment) ? refuse(422, 'art.comment_required') : OK;
  }
}

/** May the provider move its campaign status from `current` to `next`? */
export function checkProviderStatus(current: ProviderCampaignStatus, next: ProviderCampaignStatus): Verdict {
  return current === 'finished' && next !== 'finished' ? refuse(409, 'provider_campaign.finished') : OK;
}
