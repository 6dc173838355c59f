/**
 * Art adaptation requests (api-catalogue.md "Art adaptation"): the campaign's artwork adapted to each unit,
 * ADAPTATION_FEE_PER_UNIT pesos per unit; the client decides on the budget and on the adapted arts.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, requiredText } from '../common.ts';
import {
  clientCampaignAccess,
  eitherAdaptation,
  clientAdaptation,
  spec,
  fileOrId,
  comment,
  ref,
  artFile,
} from './shared.ts';

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
  /** ISO 4217 code of `budget`: the campaign's countries' one currency, null when none or several. */
  currency: v.nullable(v.string()),
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
