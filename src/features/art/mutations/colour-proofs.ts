/**
 * Colour-proof actions (product.md §4 "Colour proof: client approves or rejects"; api-catalogue.md "Colour
 * proofs"), named after their endpoints: the provider's `colourProofs.upload` (a stored Blob) and the client's
 * `colourProofs.decide` (approve, or reject with a comment; final: a second decision answers 409).
 *
 * Earlier versions stored the decision as two actions, `colourProof.approve` and `colourProof.reject`, whose args
 * carry no status: `legacyProofDecisions` still sends such entries (queued before an update) as the decision their
 * name says. Screens never enqueue them.
 */
import * as v from 'valibot';
import * as art from '#src/api/contract/art.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { blobKey, label, noMirror, optionalComment, positive, withComment } from './shared.ts';

const proofReads = [art.providerProofs, art.clientProofs, art.campaignProofs, art.showProof, art.clientProof];

/** The provider uploads a colour proof for its units of a campaign. */
export const uploadColourProof = defineMutation({
  endpoint: art.uploadProof,
  formerNames: ['colourProof.upload'],
  args: v.object({
    campaignId: positive,
    campaignName: label,
    file: blobKey,
    fileName: label,
    mediaTypeId: v.optional(positive),
    materialId: v.optional(positive),
    unitIds: v.optional(v.array(positive)),
    note: optionalComment,
  }),
  ...noMirror,
  invalidates: proofReads,
  request: (args, blobs) => ({
    endpoint: art.uploadProof,
    input: {
      params: { id: args.campaignId },
      body: {
        file: blobs[args.file]!,
        ...(args.mediaTypeId ? { media_type_id: args.mediaTypeId } : {}),
        ...(args.materialId ? { material_id: args.materialId } : {}),
        ...(args.unitIds?.length ? { unit_ids: args.unitIds.join(',') } : {}),
        ...(args.note ? { note: args.note } : {}),
      },
    },
  }),
  describe: (a) => ({
    es: `Subir la prueba de color ${a.fileName} (${a.campaignName})`,
    en: `Upload colour proof ${a.fileName} (${a.campaignName})`,
  }),
});

const proofArgs = { proofId: positive, campaignName: label };

/**
 * The client approves a pending proof (final) or rejects it saying why (the provider answers with a new upload).
 * A rejection without a comment is refused before anything is stored (MutationArgsError on `comment`).
 */
export const decideColourProof = defineMutation({
  endpoint: art.decideProof,
  args: v.pipe(
    v.object({ ...proofArgs, status: v.picklist(['approved', 'rejected']), comment: optionalComment }),
    v.forward(
      v.check((a) => a.status === 'approved' || !!a.comment, 'A comment is required.'),
      ['comment'],
    ),
  ),
  ...noMirror,
  invalidates: proofReads,
  request: (args) => ({
    endpoint: art.decideProof,
    input: { params: { id: args.proofId }, body: { status: args.status, ...withComment(args.comment) } },
  }),
  describe: (a) =>
    a.status === 'approved'
      ? {
          es: `Aprobar la prueba de color ${a.proofId} (${a.campaignName})`,
          en: `Approve colour proof ${a.proofId} (${a.campaignName})`,
        }
      : {
          es: `Rechazar la prueba de color ${a.proofId} (${a.campaignName})`,
          en: `Reject colour proof ${a.proofId} (${a.campaignName})`,
        },
});

/** Entries stored as `colourProof.approve` / `colourProof.reject` by earlier versions (see module doc). */
export const legacyProofDecisions = (['approved', 'rejected'] as const).map((status) =>
  defineMutation({
    name: status === 'approved' ? 'colourProof.approve' : 'colourProof.reject',
    args: v.object({ ...proofArgs, comment: optionalComment }),
    ...noMirror,
    invalidates: proofReads,
    request: (args) => decideColourProof.request({ ...args, status }, {}),
    describe: (args) => decideColourProof.describe({ ...args, status }),
  }),
);
