/**
 * Colour proofs (product.md §4 "Colour proof: client approves or rejects"; api-catalogue.md "Colour proofs"): a
 * provider uploads a proof (a file) for its units of a campaign; the client approves or rejects it (with a
 * comment) once: an approved proof is final, a rejected one is answered by a new upload (409 otherwise).
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, fileField, id, idParams, paginated, paginationQuery, text } from '../common.ts';
import { idList, ref, artFile } from './shared.ts';

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
  name: 'colourProofs.providerList',
  method: 'GET',
  path: '/provider/color-proof',
  access: { permissions: ['color_proofs.provider.*'] },
  spec: proofSpec,
  query: proofQuery,
  answer: paginated(colourProof),
});
export const showProof = endpoint({
  name: 'colourProofs.show',
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
  name: 'colourProofs.upload',
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
  name: 'colourProofs.ofCampaign',
  method: 'GET',
  path: '/provider/campaigns/{id}/color-proof',
  access: { permissions: ['color_proofs.provider.*'], owner: { resource: 'campaign.provider', param: 'id' } },
  spec: proofSpec,
  params: idParams,
  answer: v.object({ data: v.array(colourProof) }),
});
export const clientProofs = endpoint({
  name: 'colourProofs.clientList',
  method: 'GET',
  path: '/client/color-proof',
  access: { permissions: ['color_proofs.client.*'] },
  spec: proofSpec,
  query: proofQuery,
  answer: paginated(colourProof),
});
export const clientProof = endpoint({
  name: 'colourProofs.clientShow',
  method: 'GET',
  path: '/client/color-proof/{id}',
  access: { permissions: ['color_proofs.client.*'], owner: { resource: 'colourProof', param: 'id' } },
  spec: proofSpec,
  params: idParams,
  answer: envelope(colourProof),
});
/** Approves or rejects a pending proof (a rejection needs a comment). 409 once decided: an approved proof is final. */
export const decideProof = endpoint({
  name: 'colourProofs.decide',
  method: 'POST',
  path: '/client/color-proof-approved-or-rejected/{id}',
  access: { permissions: ['color_proofs.client.*'], owner: { resource: 'colourProof', param: 'id' } },
  spec: proofSpec,
  params: idParams,
  body: v.object({ status: v.picklist(['approved', 'rejected']), comment: v.optional(text(1000)) }),
  answer: envelope(colourProof),
});
