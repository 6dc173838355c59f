/**
 * The art manager (product.md §4 "Art: versions are sent to review by the client, then the provider accepts or
 * denies per version"; api-catalogue.md "Art manager client/provider"). Artwork is kept per campaign × media type in
 * numbered versions. A client adds files to the media type's open version (a draft; a new one is opened when the
 * last was sent), then sends it to review (it needs at least one file). The provider of each of the campaign's
 * units of that media type accepts or denies the version for that unit, once (a decided unit answers 409; a
 * denial needs a comment). A version is `in_review` until every unit is decided, then `accepted` (all accepted)
 * or `denied` (some denied: the client sends a new version).
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, fileField, id, paginated, paginationQuery, text } from '../common.ts';
import {
  clientAccess,
  providerAccess,
  clientCampaignAccess,
  providerCampaign,
  spec,
  fileOrId,
  comment,
  ref,
  artFile,
} from './shared.ts';

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
