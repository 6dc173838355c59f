/** Creative-approval state rules: who decides on artwork, once; send-to-review needs files; an approved colour proof is final. */
import { describe, expect, it } from 'vitest';
import {
  checkAdaptation,
  checkDecision,
  checkProofDecision,
  checkProviderStatus,
  checkSendToReview,
  opensNewVersion,
  versionStatusAfter,
  type DecisionInput,
} from './art-rules.ts';

const base: DecisionInput = {
  versionStatus: 'in_review',
  decision: 'accepted',
  comment: null,
  unitProviderId: 1,
  unitInVersion: true,
  userProviderId: 1,
  superuser: false,
  alreadyDecided: false,
};

describe('art version decisions', () => {
  it("lets the unit's provider accept, and deny with a comment", () => {
    expect(checkDecision(base)).toEqual({ ok: true });
    expect(checkDecision({ ...base, decision: 'denied', comment: 'El logo queda cortado' })).toEqual({ ok: true });
  });
  it('refuses another provider (403), a second decision or a version not in review (409), a denial without comment (422)', () => {
    expect(checkDecision({ ...base, userProviderId: 2 })).toEqual({ ok: false, status: 403, key: 'art.not_your_unit' });
    expect(checkDecision({ ...base, alreadyDecided: true })).toEqual({
      ok: false,
      status: 409,
      key: 'art.already_decided',
    });
    expect(checkDecision({ ...base, versionStatus: 'draft' })).toEqual({
      ok: false,
      status: 409,
      key: 'art.not_in_review',
    });
    expect(checkDecision({ ...base, versionStatus: 'accepted' })).toMatchObject({ ok: false, status: 409 });
    expect(checkDecision({ ...base, decision: 'denied', comment: '  ' })).toEqual({
      ok: false,
      status: 422,
      key: 'art.comment_required',
    });
    expect(checkDecision({ ...base, unitInVersion: false })).toEqual({
      ok: false,
      status: 422,
      key: 'art.unit_not_in_version',
    });
  });
  it('lets an administrator decide for any provider', () => {
    expect(checkDecision({ ...base, userProviderId: null, superuser: true })).toEqual({ ok: true });
  });
  it('settles a version once every unit is decided: accepted only when all accepted', () => {
    expect(versionStatusAfter(['accepted'], 3)).toBe('in_review');
    expect(versionStatusAfter(['accepted', 'accepted'], 2)).toBe('accepted');
    expect(versionStatusAfter(['accepted', 'denied'], 2)).toBe('denied');
  });
  it('sends only drafts with at least one file; files go to a new version once the last was sent', () => {
    expect(checkSendToReview('draft', 1)).toEqual({ ok: true });
    expect(checkSendToReview('draft', 0)).toEqual({ ok: false, status: 409, key: 'art.needs_files' });
    expect(checkSendToReview('in_review', 2)).toEqual({ ok: false, status: 409, key: 'art.not_draft' });
    expect(opensNewVersion(null)).toBe(true);
    expect(opensNewVersion('draft')).toBe(false);
    expect(opensNewVersion('denied')).toBe(true);
  });
});

describe('colour proofs', () => {
  it('decides a pending proof once; approved is final; a rejection needs a comment', () => {
    expect(checkProofDecision('pending', 'approved', null)).toEqual({ ok: true });
    expect(checkProofDecision('pending', 'rejected', '')).toEqual({
      ok: false,
      status: 422,
      key: 'art.comment_required',
    });
    expect(checkProofDecision('approved', 'rejected', 'tonos')).toEqual({ ok: false, status: 409, key: 'proof.final' });
    expect(checkProofDecision('rejected', 'approved', null)).toEqual({
      ok: false,
      status: 409,
      key: 'proof.already_rejected',
    });
  });
});

const state = (
  budgetStatus: 'pending' | 'accepted' | 'rejected',
  artsStatus: 'none' | 'pending' | 'accepted' | 'rejected',
) => ({ budgetStatus, artsStatus });

describe('art adaptation and provider campaign status', () => {
  it('decides the budget once, associates arts only after it is accepted, decides pending arts', () => {
    expect(checkAdaptation('accept_budget', state('pending', 'none'))).toEqual({ ok: true });
    expect(checkAdaptation('reject_budget', state('accepted', 'none'), 'caro')).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(checkAdaptation('associate_art', state('pending', 'none'))).toEqual({
      ok: false,
      status: 409,
      key: 'adaptation.budget_not_accepted',
    });
    expect(checkAdaptation('associate_art', state('accepted', 'rejected'))).toEqual({ ok: true });
    expect(checkAdaptation('accept_arts', state('accepted', 'none'))).toMatchObject({ ok: false, status: 409 });
    expect(checkAdaptation('reject_arts', state('accepted', 'pending'))).toEqual({
      ok: false,
      status: 422,
      key: 'art.comment_required',
    });
  });
  it('keeps finished final', () => {
    expect(checkProviderStatus('pending', 'in_production')).toEqual({ ok: true });
    expect(checkProviderStatus('finished', 'installed')).toMatchObject({ ok: false, status: 409 });
  });
});
