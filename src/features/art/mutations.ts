/**
 * Named mutations of creative approval (product.md §4 "Art: versions
 * are sent to review by the client, then the provider accepts or denies per
 * version"; "Colour proof: client approves or rejects"; api-catalogue.md "Art
 * requests, art manager, art adaptation, colour proofs", "Tasks").
 *
 * Every decision and every upload is queued in the outbox, so it works
 * offline and reaches the server once, in order:
 * - art manager: `art.uploadArtwork` (one file each, carried as a stored
 *   Blob), `art.sendToReview`, `art.acceptVersion`, `art.denyVersion`;
 * - colour proofs: `colourProof.upload` (Blob), `colourProof.approve`, `colourProof.reject`;
 * - art requests: `artRequest.attach` (Blob), `artRequest.pay`;
 * - art adaptation: `artAdaptation.associateArt` (Blob), `.acceptArts`,
 *   `.rejectArts`, `.acceptBudget`, `.rejectBudget`;
 * - task arts: `taskArt.associate`, `taskArt.accept`, `taskArt.reject`.
 *
 * None of these entities is mirrored (the screens read them online, see
 * api/art.ts), so there is no optimistic change to the mirror: a screen shows
 * a decision as pending from the outbox entry itself until the server
 * acknowledged it, and a refused one (e.g. 409 "already decided") stays in
 * the outbox as failed with the server's message.
 *
 * Every entry's args carry the names the sync centre needs to describe it.
 *
 * Bundled into the service worker too: imports only the sync engine's
 * mutations module and the contract.
 */
import * as v from 'valibot';
import * as art from '#src/api/contract/art.ts';
import * as printWork from '#src/api/contract/print-work-orders.ts';
import { defineMutation } from '#src/sync/mutations.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const label = v.pipe(v.string(), v.maxLength(200));
/** A comment the server requires (a denial, a rejection): trimmed, not blank, at most 1,000 characters. */
const requiredComment = v.pipe(v.string(), v.trim(), v.nonEmpty('A comment is required.'), v.maxLength(1000));
const optionalComment = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)));
/** Key of the Blob given to enqueue (`{ blobs: { file } }`). */
const blobKey = v.pipe(v.string(), v.nonEmpty());
const noMirror = { tables: [] as const, optimistic: async () => {} };
const withComment = (comment: string | undefined) => (comment ? { comment } : {});

// ── Art manager ─────────────────────────────────────────────────────────────

/** Adds one artwork file to the media type's open version (opened when the last was sent). */
export const uploadArtwork = defineMutation({
  name: 'art.uploadArtwork',
  args: v.object({
    campaignId: positive,
    mediaTypeId: positive,
    file: blobKey,
    fileName: label,
    mediaTypeName: label,
    comment: optionalComment,
  }),
  ...noMirror,
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
  name: 'art.sendToReview',
  args: v.object({ campaignId: positive, mediaTypeId: positive, mediaTypeName: label }),
  ...noMirror,
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
  name: 'art.acceptVersion',
  args: v.object({ ...decisionArgs, comment: optionalComment }),
  ...noMirror,
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
  name: 'art.denyVersion',
  args: v.object({ ...decisionArgs, comment: requiredComment }),
  ...noMirror,
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

// ── Colour proofs ───────────────────────────────────────────────────────────

/** The provider uploads a colour proof for its units of a campaign. */
export const uploadColourProof = defineMutation({
  name: 'colourProof.upload',
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

/** The client approves a pending proof (final: a second decision answers 409). */
export const approveColourProof = defineMutation({
  name: 'colourProof.approve',
  args: v.object({ ...proofArgs, comment: optionalComment }),
  ...noMirror,
  request: (args) => ({
    endpoint: art.decideProof,
    input: { params: { id: args.proofId }, body: { status: 'approved' as const, ...withComment(args.comment) } },
  }),
  describe: (a) => ({
    es: `Aprobar la prueba de color ${a.proofId} (${a.campaignName})`,
    en: `Approve colour proof ${a.proofId} (${a.campaignName})`,
  }),
});

/** The client rejects a pending proof, saying why (the provider answers with a new upload). */
export const rejectColourProof = defineMutation({
  name: 'colourProof.reject',
  args: v.object({ ...proofArgs, comment: requiredComment }),
  ...noMirror,
  request: (args) => ({
    endpoint: art.decideProof,
    input: { params: { id: args.proofId }, body: { status: 'rejected' as const, comment: args.comment } },
  }),
  describe: (a) => ({
    es: `Rechazar la prueba de color ${a.proofId} (${a.campaignName})`,
    en: `Reject colour proof ${a.proofId} (${a.campaignName})`,
  }),
});

// ── Art requests ────────────────────────────────────────────────────────────

/** Attaches a file (references, logos, the delivered design) to an art request. */
export const attachArtRequestFile = defineMutation({
  name: 'artRequest.attach',
  args: v.object({ requestId: positive, file: blobKey, fileName: label }),
  ...noMirror,
  request: (args, blobs) => ({
    endpoint: art.artRequestArts,
    input: { params: { id: args.requestId }, body: { file: blobs[args.file]! } },
  }),
  describe: (a) => ({
    es: `Adjuntar ${a.fileName} a la solicitud de arte ${a.requestId}`,
    en: `Attach ${a.fileName} to art request ${a.requestId}`,
  }),
});

/** Pays an art request's budget (409 when already paid). */
export const payArtRequest = defineMutation({
  name: 'artRequest.pay',
  args: v.object({ requestId: positive, budget: v.number() }),
  ...noMirror,
  request: (args) => ({ endpoint: art.payArtRequest, input: { params: { id: args.requestId }, body: {} } }),
  describe: (a) => ({ es: `Pagar la solicitud de arte ${a.requestId}`, en: `Pay art request ${a.requestId}` }),
});

// ── Art adaptation requests ─────────────────────────────────────────────────

const adaptationArgs = { adaptationId: positive, campaignName: label };

export const associateAdaptationArt = defineMutation({
  name: 'artAdaptation.associateArt',
  args: v.object({ ...adaptationArgs, file: blobKey, fileName: label }),
  ...noMirror,
  request: (args, blobs) => ({
    endpoint: art.associateAdaptationArt,
    input: { params: { id: args.adaptationId }, body: { file: blobs[args.file]! } },
  }),
  describe: (a) => ({
    es: `Asociar ${a.fileName} a la adaptación ${a.adaptationId}`,
    en: `Associate ${a.fileName} with adaptation ${a.adaptationId}`,
  }),
});

export const acceptAdaptationArts = defineMutation({
  name: 'artAdaptation.acceptArts',
  args: v.object(adaptationArgs),
  ...noMirror,
  request: (args) => ({ endpoint: art.acceptAdaptationArts, input: { params: { id: args.adaptationId } } }),
  describe: (a) => ({
    es: `Aceptar los artes de la adaptación ${a.adaptationId} (${a.campaignName})`,
    en: `Accept the arts of adaptation ${a.adaptationId} (${a.campaignName})`,
  }),
});

export const rejectAdaptationArts = defineMutation({
  name: 'artAdaptation.rejectArts',
  args: v.object({ ...adaptationArgs, comment: requiredComment }),
  ...noMirror,
  request: (args) => ({
    endpoint: art.rejectAdaptationArts,
    input: { params: { id: args.adaptationId }, body: { comment: args.comment } },
  }),
  describe: (a) => ({
    es: `Rechazar los artes de la adaptación ${a.adaptationId} (${a.campaignName})`,
    en: `Reject the arts of adaptation ${a.adaptationId} (${a.campaignName})`,
  }),
});

export const acceptAdaptationBudget = defineMutation({
  name: 'artAdaptation.acceptBudget',
  args: v.object(adaptationArgs),
  ...noMirror,
  request: (args) => ({ endpoint: art.acceptAdaptationBudget, input: { params: { id: args.adaptationId } } }),
  describe: (a) => ({
    es: `Aceptar el presupuesto de la adaptación ${a.adaptationId} (${a.campaignName})`,
    en: `Accept the budget of adaptation ${a.adaptationId} (${a.campaignName})`,
  }),
});

export const rejectAdaptationBudget = defineMutation({
  name: 'artAdaptation.rejectBudget',
  args: v.object({ ...adaptationArgs, comment: requiredComment }),
  ...noMirror,
  request: (args) => ({
    endpoint: art.rejectAdaptationBudget,
    input: { params: { id: args.adaptationId }, body: { comment: args.comment } },
  }),
  describe: (a) => ({
    es: `Rechazar el presupuesto de la adaptación ${a.adaptationId} (${a.campaignName})`,
    en: `Reject the budget of adaptation ${a.adaptationId} (${a.campaignName})`,
  }),
});

// ── Task arts ───────────────────────────────────────────────────────────────

const taskArgs = { taskId: positive, unitTitle: label };

/** Associates already uploaded files (by id) with a unit's print task; its art goes back to pending. */
export const associateTaskArts = defineMutation({
  name: 'taskArt.associate',
  args: v.object({ ...taskArgs, fileIds: v.pipe(v.array(positive), v.minLength(1)) }),
  ...noMirror,
  request: (args) => ({
    endpoint: printWork.associateArts,
    input: { params: { id: args.taskId }, body: { file_ids: args.fileIds } },
  }),
  describe: (a) => ({
    es: `Asociar ${a.fileIds.length} arte(s) a la tarea de ${a.unitTitle}`,
    en: `Associate ${a.fileIds.length} art(s) with the task of ${a.unitTitle}`,
  }),
});

export const acceptTaskArts = defineMutation({
  name: 'taskArt.accept',
  args: v.object(taskArgs),
  ...noMirror,
  request: (args) => ({ endpoint: printWork.acceptArts, input: { params: { id: args.taskId } } }),
  describe: (a) => ({
    es: `Aceptar los artes de la tarea de ${a.unitTitle}`,
    en: `Accept the arts of the task of ${a.unitTitle}`,
  }),
});

export const rejectTaskArts = defineMutation({
  name: 'taskArt.reject',
  args: v.object({ ...taskArgs, comment: requiredComment }),
  ...noMirror,
  request: (args) => ({
    endpoint: printWork.rejectArts,
    input: { params: { id: args.taskId }, body: { comment: args.comment } },
  }),
  describe: (a) => ({
    es: `Rechazar los artes de la tarea de ${a.unitTitle}`,
    en: `Reject the arts of the task of ${a.unitTitle}`,
  }),
});

export const artMutations = [
  uploadArtwork,
  sendToReview,
  acceptVersion,
  denyVersion,
  uploadColourProof,
  approveColourProof,
  rejectColourProof,
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

/** Prefixes of this feature's mutation names (the screens read their pending entries by them). */
export const ART_MUTATION_PREFIXES = ['art.', 'colourProof.', 'artRequest.', 'artAdaptation.', 'taskArt.'] as const;
