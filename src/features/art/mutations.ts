/**
 * Named mutations of creative approval (product.md §4 "Art: versions are sent to review by the client, then the
 * provider accepts or denies per version"; "Colour proof: client approves or rejects"; api-catalogue.md "Art
 * requests, art manager, art adaptation, colour proofs", "Tasks"), as the sync engine registers them: one module
 * per resource under mutations/, each mutation named after its endpoint (`art.provider.accept`,
 * `colourProofs.decide`…). Screens call `useMutation(def)` and show what waits with `usePending(def)`.
 *
 * Every decision and every upload is queued in the outbox, so it works offline and reaches the server once, in
 * order; a refused one (e.g. 409 "already decided") stays in the outbox as failed with the server's message.
 *
 * Bundled into the service worker too: imports only the sync engine's mutations module and the contract.
 */
import type { AnyMutation } from '#src/sync/mutations.ts';
import { acceptVersion, denyVersion, sendToReview, uploadArtwork } from './mutations/art-manager.ts';
import { decideColourProof, legacyProofDecisions, uploadColourProof } from './mutations/colour-proofs.ts';
import { attachArtRequestFile, payArtRequest } from './mutations/art-requests.ts';
import {
  acceptAdaptationArts,
  acceptAdaptationBudget,
  associateAdaptationArt,
  rejectAdaptationArts,
  rejectAdaptationBudget,
} from './mutations/adaptations.ts';
import { acceptTaskArts, associateTaskArts, rejectTaskArts } from './mutations/task-arts.ts';

export {
  acceptVersion,
  denyVersion,
  sendToReview,
  uploadArtwork,
  decideColourProof,
  legacyProofDecisions,
  uploadColourProof,
  attachArtRequestFile,
  payArtRequest,
  acceptAdaptationArts,
  acceptAdaptationBudget,
  associateAdaptationArt,
  rejectAdaptationArts,
  rejectAdaptationBudget,
  acceptTaskArts,
  associateTaskArts,
  rejectTaskArts,
};

export const artMutations: readonly AnyMutation[] = [
  uploadArtwork,
  sendToReview,
  acceptVersion,
  denyVersion,
  uploadColourProof,
  decideColourProof,
  ...legacyProofDecisions,
  attachArtRequestFile,
  payArtRequest,
  associateAdaptationArt,
  acceptAdaptationArts,
  rejectAdaptationArts,
  acceptAdaptationBudget,
  rejectAdaptationBudget,
  associateTaskArts,
  acceptTaskArts,
  rejectTaskArts,
];
