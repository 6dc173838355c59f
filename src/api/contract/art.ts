/**
 * Creative approval (product.md §2, §4 inventory and creative approval): api-catalogue.md "Art requests, art manager,
 * art adaptation, colour proofs" and "Provider campaigns"; product.md §3, §4
 * ("Art: versions are sent to review by the client, then the provider
 * accepts or denies per version"; "Colour proof: client approves or rejects").
 * The state rules are server/domain/art-rules.ts.
 *
 * Art manager: artwork is kept per campaign × media type in numbered
 * versions. A client adds files to the media type's open version (a draft;
 * a new one is opened when the last was sent), then sends it to review (it
 * needs at least one file). The provider of each of the campaign's units of
 * that media type accepts or denies the version for that unit, once (a
 * decided unit answers 409; a denial needs a comment). A version is
 * `in_review` until every unit is decided, then `accepted` (all accepted) or
 * `denied` (some denied: the client sends a new version).
 *
 * Colour proofs: a provider uploads a proof (a file) for its units of a
 * campaign; the client approves or rejects it (with a comment) once: an
 * approved proof is final, a rejected one is answered by a new upload (409 otherwise).
 *
 * Files: `url` is /api/files/get/{id} (readable by the campaign's client,
 * the providers of its units and staff; the token cookie works for <img>).
 * Money in pesos, dates YYYY-MM-DD, timestamps ISO 8601.
 *
 * Who: clients and agencies (`art.client.*`, `color_proofs.client.*`) reach
 * their own campaigns; providers (`art.provider.*`, `color_proofs.provider.*`,
 * `campaignsProvider.*`) the campaigns holding their units; others 404.
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import {
  envelope,
  fileField,
  id,
  idParams,
  intQuery,
  isoDate,
  messageAnswer,
  paginated,
  paginationQuery,
  requiredText,
  text,
} from './common.ts';
import { storedFile } from './files.ts';

const clientAccess = { permissions: ['art.client.*'] };
const providerAccess = { permissions: ['art.provider.*'] };
/** Ownership rules of the objects in these paths (SECURITY.md, define.ts `OwnedResource`). */
const clientCampaignAccess = { permissions: ['art.client.*'], owner: { resource: 'campaign', param: 'id' } } as const;
const providerCampaign = {
  permissions: ['art.provider.*'],
  owner: { resource: 'campaign.provider', param: 'id' },
} as const;
const ownRequest = { permissions: ['art.client.*'], owner: { resource: 'artRequest', param: 'id' } } as const;
const eitherAdaptation = {
  permissions: ['art.client.*', 'art.provider.*'],
  owner: { resource: 'artAdaptation', param: 'id' },
} as const;
const clientAdaptation = { permissions: ['art.client.*'], owner: { resource: 'artAdaptation', param: 'id' } } as const;
const spec = 'api-catalogue.md Art requests, art manager, art adaptation, colour proofs';

/** A file given as the file itself (multipart, e.g. from the outbox) or as the id of an uploaded one. */
const fileOrId = v.union([fileField, id]);
/** Ids from a multipart field: repeated (`unit_ids[]`), one value, or a comma list. */
const idList = v.pipe(
  v.union([v.array(v.union([v.string(), v.number()])), v.string(), v.number()]),
  v.transform((x) =>
    (Array.isArray(x) ? x : String(x).split(',')).map((s) => Number(String(s).trim())).filter((n) => n > 0),
  ),
  v.pipe(v.array(id), v.maxLength(1000)),
);
const comment = (max = 1000) => v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max));
const ref = v.object({ id: v.number(), name: v.string() });

export const artFile = storedFile;
export type ArtFile = v.InferOutput<typeof artFile>;

// ── Art manager ─────────────────────────────────────────────────────────────

export const ART_VERSION_STATUSES = ['draft', 'in_review', 'accepted', 'denied'] as const;
export type ArtVersionStatus = (typeof ART_VERSION_STATUSES)[number];
export const ART_DECISIONS = ['accepted', 'denied'] as const;
export type ArtDecisionValue = (typeof ART_DECISIONS)[number];

export const artDecision = v.object({
  unit_id: v.number(),
  unit_title: v.string(),
  provider_id: v.number(),
  decision: v.picklist(ART_DECISIONS),
  comment: v.nullable(v.string()),
  decided_by: v.nullable(ref),
  decided_at: v.string(),
});
export type ArtDecision = v.InferOutput<typeof artDecision>;

/** One version of a campaign's artwork for a media type, with its files and the per-unit decisions. */
export const artVersion = v.object({
  id: v.number(),
  campaign_id: v.number(),
  media_type_id: v.number(),
  number: v.number(),
  status: v.picklist(ART_VERSION_STATUSES),
  files: v.array(artFile),
  /** Units the version applies to that have no decision yet (for a provider: only its own). */
  pending_unit_ids: v.array(v.number()),
  decisions: v.array(artDecision),
  comments_count: v.number(),
  sent_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ArtVersion = v.InferOutput<typeof artVersion>;

export const artUnit = v.object({
  id: v.number(),
  title: v.string(),
  sku: v.string(),
  provider_id: v.number(),
  unit_type: v.nullable(
    v.object({ name: v.string(), width: v.number(), height: v.number(), measure_unit: v.string() }),
  ),
});

/** A campaign in the art manager: per media type, its units and versions (newest first). */
export const artCampaign = v.object({
  id: v.number(),
  name: v.string(),
  status: v.string(),
  client: ref,
  media_types: v.array(v.object({ media_type: ref, units: v.array(artUnit), versions: v.array(artVersion) })),
  updated_at: v.string(),
});
export type ArtCampaign = v.InferOutput<typeof artCampaign>;

export const artCampaignSummary = v.object({
  id: v.number(),
  name: v.string(),
  status: v.string(),
  client: ref,
  media_types_count: v.number(),
  units_count: v.number(),
  /** Versions by status (for a provider: versions touching its units). */
  versions: v.object({ draft: v.number(), in_review: v.number(), accepted: v.number(), denied: v.number() }),
  /** Unit decisions still awaited (for a provider: its own). */
  pending_decisions: v.number(),
  updated_at: v.string(),
});
export type ArtCampaignSummary = v.InferOutput<typeof artCampaignSummary>;

/** Sizes artwork must have per media type: the unit types of the campaign's units. */
export const artLayout = v.object({
  media_type: ref,
  sizes: v.array(
    v.object({
      unit_type_id: v.nullable(v.number()),
      name: v.string(),
      width: v.nullable(v.number()),
      height: v.nullable(v.number()),
      measure_unit: v.nullable(v.string()),
      units_count: v.number(),
    }),
  ),
});
export type ArtLayout = v.InferOutput<typeof artLayout>;

export const artComment = v.object({
  id: v.number(),
  version_id: v.number(),
  unit_id: v.nullable(v.number()),
  kind: v.picklist(['comment', 'accepted', 'denied']),
  body: v.string(),
  author: v.nullable(ref),
  created_at: v.string(),
});
export type ArtComment = v.InferOutput<typeof artComment>;

const campaignParams = v.object({ id });
const versionParams = v.object({ id, version: id });
const listQuery = v.object({ name: v.optional(text(120)), ...paginationQuery });
const cBase = '/client/art_manager';
const pBase = '/provider/art_manager';

export const clientCampaigns = endpoint({
  name: 'art.client.campaigns',
  method: 'GET',
  path: `${cBase}/campaigns`,
  access: clientAccess,
  spec,
  query: listQuery,
  answer: paginated(artCampaignSummary),
});
export const clientCampaign = endpoint({
  name: 'art.client.campaign',
  method: 'GET',
  path: `${cBase}/campaigns/{id}`,
  access: clientCampaignAccess,
  spec,
  params: campaignParams,
  answer: envelope(artCampaign),
});
export const clientVersions = endpoint({
  name: 'art.client.versions',
  method: 'GET',
  path: `${cBase}/campaigns/{id}/get-versions`,
  access: clientCampaignAccess,
  spec,
  params: campaignParams,
  answer: v.object({ data: v.array(artVersion) }),
});
export const clientLayout = endpoint({
  name: 'art.client.layout',
  method: 'GET',
  path: `${cBase}/campaigns/{id}/get-arts-layout`,
  access: clientCampaignAccess,
  spec,
  params: campaignParams,
  answer: v.object({ data: v.array(artLayout) }),
});
/** The latest version of a media type (null when none yet). */
export const clientMediaTypeVersion = endpoint({
  name: 'art.client.mediaTypeVersion',
  method: 'GET',
  path: `${cBase}/campaigns/{id}/media-types/{mediaType}`,
  access: clientCampaignAccess,
  spec,
  params: v.object({ id, mediaType: id }),
  answer: envelope(v.nullable(artVersion)),
});
export const clientComments = endpoint({
  name: 'art.client.comments',
  method: 'GET',
  path: `${cBase}/campaigns/{id}/version/{version}/comments`,
  access: clientCampaignAccess,
  spec,
  params: versionParams,
  answer: v.object({ data: v.array(artComment) }),
});
/**
 * Adds a file (the file itself, or the id of one the caller uploaded) to the
 * media type's open version, opening one when the last was sent. `comment`
 * is kept on the version. 422 when the media type has no units in the
 * campaign; 409 when the campaign is cancelled.
 */
export const addArt = endpoint({
  name: 'art.client.addArt',
  method: 'POST',
  path: `${cBase}/campaigns/{id}`,
  access: clientCampaignAccess,
  spec,
  params: campaignParams,
  body: v.object({ media_type_id: id, file: fileOrId, comment: v.optional(text(1000)) }),
  bodyKind: 'multipart',
  answer: envelope(artVersion),
});
/** Stores an artwork file (at most 20 MiB) for a later `addArt` by id. */
export const uploadArt = endpoint({
  name: 'art.client.upload',
  method: 'POST',
  path: `${cBase}/upload`,
  access: clientAccess,
  spec,
  body: v.object({ file: fileField }),
  bodyKind: 'multipart',
  answer: envelope(artFile),
});
/** An artwork file's bytes (`img` is its file id). */
export const artImage = endpoint({
  name: 'art.image',
  method: 'GET',
  path: `${cBase}/images/{img}`,
  access: { permissions: ['art.client.*', 'art.provider.*'], owner: { resource: 'file', param: 'img' } },
  spec,
  params: v.object({ img: id }),
  answer: v.unknown(),
  answerKind: 'file',
});
/**
 * Sends the open version of `media_type_id` (or of every media type) to
 * review. 409 when there is none, or when one has no file.
 */
export const sendToReview = endpoint({
  name: 'art.client.sendToReview',
  method: 'PUT',
  path: `${cBase}/campaigns/{id}/send-to-review`,
  access: clientCampaignAccess,
  spec,
  params: campaignParams,
  body: v.object({ media_type_id: v.optional(id) }),
  answer: envelope(artCampaign),
});

/** `status=awaiting`: only campaigns with versions awaiting the provider's decision. */
export const providerArtCampaigns = endpoint({
  name: 'art.provider.campaigns',
  method: 'GET',
  path: `${pBase}/campaigns`,
  access: providerAccess,
  spec,
  query: v.object({ ...listQuery.entries, status: v.optional(v.picklist(['awaiting', 'all'])) }),
  answer: paginated(artCampaignSummary),
});
/** The campaign restricted to the provider's units (drafts are not shown). */
export const providerArtCampaign = endpoint({
  name: 'art.provider.campaign',
  method: 'GET',
  path: `${pBase}/campaigns/{id}`,
  access: providerCampaign,
  spec,
  params: campaignParams,
  answer: envelope(artCampaign),
});
/** Every file of the versions sent to review, built on the fly: `<media type>/v<number>/<file name>`. */
export const providerZip = endpoint({
  name: 'art.provider.zip',
  method: 'GET',
  path: `${pBase}/campaigns/{id}/zip`,
  access: providerCampaign,
  spec,
  params: campaignParams,
  answer: v.unknown(),
  answerKind: 'file',
});
export const providerComments = endpoint({
  name: 'art.provider.comments',
  method: 'GET',
  path: `${pBase}/campaigns/{id}/version/{version}/comments`,
  access: providerCampaign,
  spec,
  params: versionParams,
  answer: v.object({ data: v.array(artComment) }),
});
const decisionParams = v.object({ id, idV: id });
/** Accepts the version for one of the provider's units. 403 for another provider's unit; 409 when already decided or not in review. */
export const acceptVersion = endpoint({
  name: 'art.provider.accept',
  method: 'POST',
  path: `${pBase}/campaigns/{id}/version/{idV}/accept`,
  access: providerCampaign,
  spec,
  params: decisionParams,
  body: v.object({ unit_id: id, comment: v.optional(text(1000)) }),
  answer: envelope(artVersion),
});
/** Denies the version for one of the provider's units, saying why (`comment` required). */
export const denyVersion = endpoint({
  name: 'art.provider.deny',
  method: 'POST',
  path: `${pBase}/campaigns/{id}/version/{idV}/deny`,
  access: providerCampaign,
  spec,
  params: decisionParams,
  body: v.object({ unit_id: id, comment: comment() }),
  answer: envelope(artVersion),
});

// ── Art requests (design requested from the platform) ───────────────────────

/** What a design costs per media type, pesos (the catalogue shows no fee; ours). */
export const ART_REQUEST_FEE = 2500;
export const ART_REQUEST_STATUSES = ['requested', 'paid'] as const;

/** A request for artwork design for a campaign: `budget` = ART_REQUEST_FEE × media types; paid once. */
export const artRequest = v.object({
  id: v.number(),
  campaign: ref,
  created_by: ref,
  status: v.picklist(ART_REQUEST_STATUSES),
  description: v.string(),
  media_type_ids: v.array(v.number()),
  units_count: v.number(),
  budget: v.number(),
  paid_at: v.nullable(v.string()),
  files: v.array(artFile),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ArtRequest = v.InferOutput<typeof artRequest>;
const rBase = '/client/campaigns/art-requests';
const requestBody = v.object({
  description: requiredText(2000),
  media_type_ids: v.optional(v.pipe(v.array(id), v.maxLength(20))),
});

export const artRequests = endpoint({
  name: 'artRequests.list',
  method: 'GET',
  path: rBase,
  access: clientAccess,
  spec,
  query: v.object({
    search: v.optional(text(120)),
    status: v.optional(v.picklist(ART_REQUEST_STATUSES)),
    ...paginationQuery,
  }),
  answer: paginated(artRequest),
});
/** Creates a request for one of the caller's campaigns (`media_type_ids` default: every media type of its cart). */
export const storeArtRequest = endpoint({
  name: 'artRequests.store',
  method: 'POST',
  path: rBase,
  access: clientAccess,
  spec,
  body: v.object({ campaign_id: id, ...requestBody.entries }),
  answer: envelope(artRequest),
});
export const showArtRequest = endpoint({
  name: 'artRequests.show',
  method: 'GET',
  path: `${rBase}/{id}`,
  access: ownRequest,
  spec,
  params: idParams,
  answer: envelope(artRequest),
});
/** Changes the description and media types while not paid (409 after). */
export const updateArtRequest = endpoint({
  name: 'artRequests.update',
  method: 'PUT',
  path: `${rBase}/{id}`,
  access: ownRequest,
  spec,
  params: idParams,
  body: requestBody,
  answer: envelope(artRequest),
});
export const artRequestLayout = endpoint({
  name: 'artRequests.layout',
  method: 'GET',
  path: `${rBase}/{id}/layout`,
  access: ownRequest,
  spec,
  params: idParams,
  answer: v.object({ data: v.array(artLayout) }),
});
/** Attaches a file (references, logos, the delivered design) to the request. */
export const artRequestArts = endpoint({
  name: 'artRequests.arts',
  method: 'POST',
  path: `${rBase}/{id}/arts`,
  access: ownRequest,
  spec,
  params: idParams,
  body: v.object({ file: fileOrId }),
  bodyKind: 'multipart',
  answer: envelope(artRequest),
});
export const artRequestZip = endpoint({
  name: 'artRequests.zip',
  method: 'GET',
  path: `${rBase}/{id}/zip`,
  access: ownRequest,
  spec,
  params: idParams,
  answer: v.unknown(),
  answerKind: 'file',
});
/** Pays the budget (the reference server records it; no money moves). 409 when already paid. */
export const payArtRequest = endpoint({
  name: 'artRequests.pay',
  method: 'POST',
  path: `${rBase}/{id}/pay`,
  access: ownRequest,
  spec,
  params: idParams,
  body: v.object({}),
  answer: envelope(artRequest),
});

// ── Art adaptation requests ─────────────────────────────────────────────────

/** What adapting artwork to one unit costs, pesos (ours; the catalogue shows no fee). */
export const ADAPTATION_FEE_PER_UNIT = 400;
export const DECISION_STATES = ['pending', 'accepted', 'rejected'] as const;

/**
 * A request to adapt a campaign's artwork to its units: the client accepts or
 * rejects the budget (ADAPTATION_FEE_PER_UNIT × units) once; after accepting
 * it, providers of the units (or staff) associate adapted arts; the client
 * accepts or rejects them (a rejection waits for new arts).
 */
export const artAdaptation = v.object({
  id: v.number(),
  campaign: ref,
  description: v.string(),
  unit_ids: v.array(v.number()),
  budget: v.number(),
  budget_status: v.picklist(DECISION_STATES),
  budget_comment: v.nullable(v.string()),
  arts_status: v.picklist(['none', ...DECISION_STATES]),
  arts_comment: v.nullable(v.string()),
  files: v.array(artFile),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ArtAdaptation = v.InferOutput<typeof artAdaptation>;
const aBase = '/art_adaptation_requests';

export const campaignAdaptations = endpoint({
  name: 'artAdaptation.list',
  method: 'GET',
  path: '/campaigns/{id}/art_adaptation_requests',
  access: { permissions: ['art.client.*', 'art.provider.*'], owner: { resource: 'campaign.art', param: 'id' } },
  spec,
  params: idParams,
  answer: v.object({ data: v.array(artAdaptation) }),
});
/** The client asks for an adaptation (`unit_ids` default: every unit of the campaign's cart). */
export const storeAdaptation = endpoint({
  name: 'artAdaptation.store',
  method: 'POST',
  path: '/campaigns/{id}/art_adaptation_requests',
  access: clientCampaignAccess,
  spec,
  params: idParams,
  body: v.object({ description: requiredText(2000), unit_ids: v.optional(v.pipe(v.array(id), v.maxLength(1000))) }),
  answer: envelope(artAdaptation),
});
export const showAdaptation = endpoint({
  name: 'artAdaptation.show',
  method: 'GET',
  path: `${aBase}/{id}/client`,
  access: eitherAdaptation,
  spec,
  params: idParams,
  answer: envelope(artAdaptation),
});
/** The units to adapt, with their sizes. */
export const adaptationTasks = endpoint({
  name: 'artAdaptation.tasks',
  method: 'GET',
  path: `${aBase}/{id}/tasks-client`,
  access: eitherAdaptation,
  spec,
  params: idParams,
  answer: v.object({
    data: v.array(
      v.object({
        unit_id: v.number(),
        unit_title: v.string(),
        media_type: ref,
        size: v.nullable(v.string()),
        provider_id: v.number(),
      }),
    ),
  }),
});
export const associateAdaptationArt = endpoint({
  name: 'artAdaptation.associateArt',
  method: 'POST',
  path: `${aBase}/{id}/associate-art`,
  access: eitherAdaptation,
  spec,
  params: idParams,
  body: v.object({ file: fileOrId }),
  bodyKind: 'multipart',
  answer: envelope(artAdaptation),
});
export const acceptAdaptationArts = endpoint({
  name: 'artAdaptation.acceptArts',
  method: 'PUT',
  path: `${aBase}/{id}/accept-arts`,
  access: clientAdaptation,
  spec,
  params: idParams,
  answer: envelope(artAdaptation),
});
export const rejectAdaptationArts = endpoint({
  name: 'artAdaptation.rejectArts',
  method: 'POST',
  path: `${aBase}/{id}/reject-arts`,
  access: clientAdaptation,
  spec,
  params: idParams,
  body: v.object({ comment: comment() }),
  answer: envelope(artAdaptation),
});
export const acceptAdaptationBudget = endpoint({
  name: 'artAdaptation.acceptBudget',
  method: 'PUT',
  path: `${aBase}/{id}/accept-budget`,
  access: clientAdaptation,
  spec,
  params: idParams,
  answer: envelope(artAdaptation),
});
export const rejectAdaptationBudget = endpoint({
  name: 'artAdaptation.rejectBudget',
  method: 'POST',
  path: `${aBase}/{id}/reject-budget`,
  access: clientAdaptation,
  spec,
  params: idParams,
  body: v.object({ comment: comment() }),
  answer: envelope(artAdaptation),
});

// ── Colour proofs ───────────────────────────────────────────────────────────

export const COLOUR_PROOF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ColourProofStatus = (typeof COLOUR_PROOF_STATUSES)[number];

/** A colour proof (spec §3 "campaign (with client), media_type, material, units"). */
export const colourProof = v.object({
  id: v.number(),
  campaign: v.object({ id: v.number(), name: v.string(), client: ref }),
  provider_id: v.number(),
  media_type: v.nullable(ref),
  material: v.nullable(ref),
  units: v.array(v.object({ id: v.number(), title: v.string() })),
  status: v.picklist(COLOUR_PROOF_STATUSES),
  /** The provider's note with the upload. */
  note: v.nullable(v.string()),
  /** The client's comment with the decision. */
  comment: v.nullable(v.string()),
  file: artFile,
  decided_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ColourProof = v.InferOutput<typeof colourProof>;

const proofQuery = v.object({
  status: v.optional(v.picklist(COLOUR_PROOF_STATUSES)),
  campaign_name: v.optional(text(120)),
  ...paginationQuery,
});
const proofSpec =
  'api-catalogue.md Art requests, art manager, art adaptation, colour proofs (colour proofs), §3 list filters';

export const providerProofs = endpoint({
  name: 'colorProofs.providerList',
  method: 'GET',
  path: '/provider/color-proof',
  access: { permissions: ['color_proofs.provider.*'] },
  spec: proofSpec,
  query: proofQuery,
  answer: paginated(colourProof),
});
export const showProof = endpoint({
  name: 'colorProofs.show',
  method: 'GET',
  path: '/color-proofs/{id}',
  access: {
    permissions: ['color_proofs.provider.*', 'color_proofs.client.*'],
    owner: { resource: 'colourProof', param: 'id' },
  },
  spec: proofSpec,
  params: idParams,
  answer: envelope(colourProof),
});
/**
 * Uploads a colour proof for campaign `{id}`: the file, and optionally the
 * media type, material (one of the provider's) and units it covers (default:
 * every unit of the provider in the campaign's cart, of that media type).
 */
export const uploadProof = endpoint({
  name: 'colorProofs.upload',
  method: 'POST',
  path: '/provider/upload-color-proof/{id}',
  access: { permissions: ['color_proofs.provider.*'], owner: { resource: 'campaign.provider', param: 'id' } },
  spec: proofSpec,
  params: idParams,
  body: v.object({
    file: fileField,
    media_type_id: v.optional(id),
    material_id: v.optional(id),
    unit_ids: v.optional(idList),
    note: v.optional(text(1000)),
  }),
  bodyKind: 'multipart',
  answer: envelope(colourProof),
});
export const campaignProofs = endpoint({
  name: 'colorProofs.ofCampaign',
  method: 'GET',
  path: '/provider/campaigns/{id}/color-proof',
  access: { permissions: ['color_proofs.provider.*'], owner: { resource: 'campaign.provider', param: 'id' } },
  spec: proofSpec,
  params: idParams,
  answer: v.object({ data: v.array(colourProof) }),
});
export const clientProofs = endpoint({
  name: 'colorProofs.clientList',
  method: 'GET',
  path: '/client/color-proof',
  access: { permissions: ['color_proofs.client.*'] },
  spec: proofSpec,
  query: proofQuery,
  answer: paginated(colourProof),
});
export const clientProof = endpoint({
  name: 'colorProofs.clientShow',
  method: 'GET',
  path: '/client/color-proof/{id}',
  access: { permissions: ['color_proofs.client.*'], owner: { resource: 'colourProof', param: 'id' } },
  spec: proofSpec,
  params: idParams,
  answer: envelope(colourProof),
});
/** Approves or rejects a pending proof (a rejection needs a comment). 409 once decided: an approved proof is final. */
export const decideProof = endpoint({
  name: 'colorProofs.decide',
  method: 'POST',
  path: '/client/color-proof-approved-or-rejected/{id}',
  access: { permissions: ['color_proofs.client.*'], owner: { resource: 'colourProof', param: 'id' } },
  spec: proofSpec,
  params: idParams,
  body: v.object({ status: v.picklist(['approved', 'rejected']), comment: v.optional(text(1000)) }),
  answer: envelope(colourProof),
});

// ── Provider campaigns ──────────────────────────────────────────────────────

const pcAccess = { permissions: ['campaignsProvider.*'] };
const pcOne = { permissions: ['campaignsProvider.*'], owner: { resource: 'campaign.provider', param: 'id' } } as const;
const pcSpec = 'api-catalogue.md Files, documents, offers, payments, others (Provider campaigns)';

/** The provider's own progress on a campaign (ours; the catalogue lists statuses by id and name). */
export const PROVIDER_CAMPAIGN_STATUSES = ['pending', 'accepted', 'in_production', 'installed', 'finished'] as const;
export type ProviderCampaignStatus = (typeof PROVIDER_CAMPAIGN_STATUSES)[number];

/**
 * A campaign holding some of the provider's units: `investment` pesos of
 * the provider's lines, `duration` days (inclusive), `place` its countries.
 */
export const providerCampaignRow = v.object({
  id: v.number(),
  name: v.string(),
  investment: v.number(),
  duration: v.nullable(v.number()),
  client: ref,
  place: v.string(),
  status: v.string(),
  provider_status: v.picklist(PROVIDER_CAMPAIGN_STATUSES),
  reservable: v.boolean(),
  units_count: v.number(),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  updated_at: v.string(),
});
export type ProviderCampaign = v.InferOutput<typeof providerCampaignRow>;

/** `investment` and `duration` are minimums (pesos, days); `name`, `client` and `place` match part of the text. */
export const campaignsOfProvider = endpoint({
  name: 'campaignsProvider.list',
  method: 'GET',
  path: '/provider/campaigns',
  access: pcAccess,
  spec: pcSpec,
  query: v.object({
    name: v.optional(text(120)),
    investment: intQuery,
    duration: intQuery,
    client: v.optional(text(120)),
    place: v.optional(text(120)),
    ...paginationQuery,
  }),
  answer: paginated(providerCampaignRow),
});

/** The provider's reservable setting: the campaign's units may be held (reserved) until `until` (null: open-ended). */
export const reservableSetting = v.object({
  campaign_id: v.number(),
  until: v.nullable(v.string()),
  note: v.string(),
  updated_at: v.string(),
});
export const reservable = endpoint({
  name: 'campaignsProvider.reservable',
  method: 'GET',
  path: '/provider/campaigns/{id}/reservable',
  access: pcOne,
  spec: pcSpec,
  params: idParams,
  answer: envelope(v.nullable(reservableSetting)),
});
export const setReservable = endpoint({
  name: 'campaignsProvider.setReservable',
  method: 'PUT',
  path: '/provider/campaigns/{id}/reservable',
  access: pcOne,
  spec: pcSpec,
  params: idParams,
  body: v.object({ until: v.optional(v.nullable(isoDate)), note: v.optional(text(500)) }),
  answer: envelope(v.nullable(reservableSetting)),
});
export const deleteReservable = endpoint({
  name: 'campaignsProvider.deleteReservable',
  method: 'DELETE',
  path: '/provider/campaigns/{id}/reservable',
  access: pcOne,
  spec: pcSpec,
  params: idParams,
  answer: messageAnswer,
});
export const providerCampaignStatuses = endpoint({
  name: 'campaignsProvider.statuses',
  method: 'GET',
  path: '/provider/campaigns/status',
  access: pcAccess,
  spec: pcSpec,
  answer: v.object({
    data: v.array(v.object({ id: v.number(), key: v.picklist(PROVIDER_CAMPAIGN_STATUSES), name: v.string() })),
  }),
});
/** Sets the provider's status of the campaign (by key or id); `finished` is final (409 after). */
export const updateProviderCampaignStatus = endpoint({
  name: 'campaignsProvider.updateStatus',
  method: 'PUT',
  path: '/provider/campaigns/{id}/update-status',
  access: pcOne,
  spec: pcSpec,
  params: idParams,
  body: v.object({
    status: v.union([
      v.picklist(PROVIDER_CAMPAIGN_STATUSES),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PROVIDER_CAMPAIGN_STATUSES.length)),
    ]),
  }),
  answer: envelope(providerCampaignRow),
});
