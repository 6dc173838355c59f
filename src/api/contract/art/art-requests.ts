/**
 * Art requests: a design asked of the platform for a campaign's media types (api-catalogue.md "Art requests"),
 * priced ART_REQUEST_FEE pesos per media type, `requested` until paid.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, paginated, paginationQuery, requiredText, text } from '../common.ts';
import { artLayout } from './art-manager.ts';
import { clientAccess, ownRequest, spec, fileOrId, ref, artFile } from './shared.ts';

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
  /** ISO 4217 code of `budget`: the campaign's countries' one currency, null when none or several. */
  currency: v.nullable(v.string()),
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
