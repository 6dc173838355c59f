/**
 * The art manager's actions (product.md §4 "Art: versions are sent to review by the client, then the provider
 * accepts or denies per version"; api-catalogue.md "Art manager client/provider"), each named after its endpoint:
 * the client's `art.client.addArt` (one file, carried as a stored Blob) and `art.client.sendToReview`; the
 * provider's `art.provider.accept` and `art.provider.deny` (a denial needs a comment). A refused decision (409
 * "already decided") stays in the outbox with the server's message. Former names are what earlier versions stored.
 */
import * as v from 'valibot';
import * as art from '#src/api/contract/art.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { blobKey, label, noMirror, optionalComment, positive, requiredComment, withComment } from './shared.ts';

/** Every read the client's artwork shows. */
const clientReads = [art.clientCampaigns, art.clientCampaign, art.clientMediaTypeVersion, art.clientComments];
/** Every read the provider's review shows. */
const providerReads = [art.providerArtCampaigns, art.providerArtCampaign, art.providerComments];

/** Adds one artwork file to the media type's open version (opened when the last was sent). */
export const uploadArtwork = defineMutation({
  endpoint: art.addArt,
  formerNames: ['art.uploadArtwork'],
  args: v.object({
    campaignId: positive,
    mediaTypeId: positive,
    file: blobKey,
    fileName: label,
    mediaTypeName: label,
    comment: optionalComment,
  }),
  ...noMirror,
  invalidates: clientReads,
  request: (args, blobs) => ({
    endpoint: art.addArt,
    input: {
      params: { id: args.campaignId },
      body: { media_type_id: args.mediaTypeId, file: blobs[args.file]!, ...withComment(args.comment) },
    },
  }),
  describe: (a) => ({
    es: `Subir el arte ${a.fileName} (${a.mediaTypeName}, campaña ${a.campaignId})`,
    en: `Upload artwork ${a.fileName} (${a.mediaTypeName}, campaign ${a.campaignId})`,
  }),
});

/** Sends the media type's open version to review (the server refuses one with no file: 409). */
export const sendToReview = defineMutation({
  endpoint: art.sendToReview,
  formerNames: ['art.sendToReview'],
  args: v.object({ campaignId: positive, mediaTypeId: positive, mediaTypeName: label }),
  ...noMirror,
  invalidates: [...clientReads, ...providerReads],
  request: (args) => ({
    endpoint: art.sendToReview,
    input: { params: { id: args.campaignId }, body: { media_type_id: args.mediaTypeId } },
  }),
  describe: (a) => ({
    es: `Enviar a revisión el arte de ${a.mediaTypeName} (campaña ${a.campaignId})`,
    en: `Send the ${a.mediaTypeName} artwork to review (campaign ${a.campaignId})`,
  }),
});

const decisionArgs = {
  campaignId: positive,
  versionId: positive,
  versionNumber: positive,
  unitId: positive,
  unitTitle: label,
};

/** The provider accepts a version for one of its units. */
export const acceptVersion = defineMutation({
  endpoint: art.acceptVersion,
  formerNames: ['art.acceptVersion'],
  args: v.object({ ...decisionArgs, comment: optionalComment }),
  ...noMirror,
  invalidates: [...providerReads, ...clientReads],
  request: (args) => ({
    endpoint: art.acceptVersion,
    input: {
      params: { id: args.campaignId, idV: args.versionId },
      body: { unit_id: args.unitId, ...withComment(args.comment) },
    },
  }),
  describe: (a) => ({
    es: `Aceptar la versión ${a.versionNumber} para ${a.unitTitle}`,
    en: `Accept version ${a.versionNumber} for ${a.unitTitle}`,
  }),
});

/** The provider denies a version for one of its units, saying why. */
export const denyVersion = defineMutation({
  endpoint: art.denyVersion,
  formerNames: ['art.denyVersion'],
  args: v.object({ ...decisionArgs, comment: requiredComment }),
  ...noMirror,
  invalidates: [...providerReads, ...clientReads],
  request: (args) => ({
    endpoint: art.denyVersion,
    input: {
      params: { id: args.campaignId, idV: args.versionId },
      body: { unit_id: args.unitId, comment: args.comment },
    },
  }),
  describe: (a) => ({
    es: `Rechazar la versión ${a.versionNumber} para ${a.unitTitle}`,
    en: `Deny version ${a.versionNumber} for ${a.unitTitle}`,
  }),
});
