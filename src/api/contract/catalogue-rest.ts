/**
 * The rest of the catalogue sections (api-catalogue.md "Units", "Media
 * types and materials", "Art requests … colour proofs"): a unit's rules and
 * points of interest as a client reads them, POI synchronisation, a unit's
 * products and services, internal media types, and a client campaign's
 * colour proofs and art adaptation requests.
 *
 * POI sync (ours; the spec names the calls only): a unit's shown points of
 * interest (`unit_pois`, the same set POST /provider/pois/activate-deactivate
 * edits) become exactly the POIs within POI_SYNC_RADIUS_M metres of it
 * (haversine) — nearer ones are added, farther ones removed; a POI the
 * provider had hidden inside the radius comes back.
 *
 * Audience sync (ours): the stored audience of a unit is its `daily_traffic`
 * people a day, ×7 a week and ×30 a month (the same figures as
 * GET /client/units/{id}/reach), saved with the time it was computed.
 *
 * Who: provider calls (`units.*`) reach their own provider's units (others
 * 404), administrators all; the client unit reads (`campaigns.*` or
 * `units.*`) any live unit; campaign reads only campaigns the caller may see
 * (others 404). Internal media types: read with `show-media-types`, written
 * with `media_types.manage` (administrators).
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { envelope, id, idParams, messageAnswer, paginated, paginationQuery, requiredText, text } from './common.ts';
import { poi } from './campaigns.ts';
import { artAdaptation, colourProof } from './art.ts';

/** Radius of POI sync and of a unit's POI categories, metres. */
export const POI_SYNC_RADIUS_M = 2000;

/** A unit's page as buyers read it (providers: their own units; SECURITY.md). */
const clientUnitAccess = {
  permissions: ['campaigns.show', 'units.show'],
  owner: { resource: 'unit', param: 'id' },
} as const;
const providerAccess = { permissions: ['units.*'] };
/** Changes to one of the provider's own units. */
const ownUnitAccess = { permissions: ['units.*'], owner: { resource: 'unit.own', param: 'id' } } as const;
const ownUnitProductAccess = { permissions: ['units.*'], owner: { resource: 'unit.own', param: 'unit' } } as const;
const unitSpec = 'api-catalogue.md Units (client)';
const providerSpec = 'api-catalogue.md Units';

/** A point of interest near a unit, with its distance (metres). */
export const nearPoi = v.object({ ...poi.entries, distance_m: v.number() });
export type NearPoi = v.InferOutput<typeof nearPoi>;
const nearPois = v.object({ data: v.array(nearPoi) });
/** What a sync did: POIs now shown, added and removed. */
const syncResult = v.object({
  unit_id: v.number(),
  poi_ids: v.array(v.number()),
  added: v.number(),
  removed: v.number(),
});

/** Every rule that applies to the unit: its media type's and the active rules of its provider for it. */
export const allUnitRules = endpoint({
  name: 'units.allRules',
  method: 'GET',
  path: '/client/units/{id}/rules',
  access: clientUnitAccess,
  spec: unitSpec,
  params: idParams,
  answer: v.object({
    data: v.array(
      v.object({
        source: v.picklist(['media_type', 'unit_rule']),
        rule_id: v.nullable(v.number()),
        key: v.string(),
        name: v.string(),
        duration: v.nullable(v.number()),
        value: v.nullable(v.number()),
        periods: v.array(v.number()),
      }),
    ),
  }),
});

/** Categories of the points of interest within POI_SYNC_RADIUS_M of the unit, with how many. */
export const unitPoiCategories = endpoint({
  name: 'units.poiCategoriesNear',
  method: 'GET',
  path: '/client/units/{id}/categories-poi',
  access: clientUnitAccess,
  spec: unitSpec,
  params: idParams,
  answer: v.object({ data: v.array(v.object({ key: v.string(), name: v.string(), count: v.number() })) }),
});

/** Points of interest of one category within POI_SYNC_RADIUS_M of the unit, nearest first. */
export const unitPoisByCategory = endpoint({
  name: 'units.poisByCategory',
  method: 'GET',
  path: '/client/units/{id}/pois-by-category/{cat}',
  access: clientUnitAccess,
  spec: unitSpec,
  params: v.object({ id, cat: requiredText(60) }),
  answer: nearPois,
});

export const clientSyncPois = endpoint({
  name: 'units.clientSyncPois',
  method: 'PUT',
  path: '/client/units/{id}/sync-pois',
  access: ownUnitAccess,
  spec: unitSpec,
  params: idParams,
  body: v.optional(v.object({})),
  answer: envelope(syncResult),
});

export const syncAudience = endpoint({
  name: 'units.syncAudience',
  method: 'PUT',
  path: '/client/units/{id}/sync-audience',
  access: ownUnitAccess,
  spec: unitSpec,
  params: idParams,
  body: v.optional(v.object({})),
  answer: envelope(
    v.object({
      unit_id: v.number(),
      daily: v.number(),
      weekly: v.number(),
      monthly: v.number(),
      computed_at: v.string(),
    }),
  ),
});

/**
 * The POIs the unit shows, nearest first. With `campaign` (one the caller may
 * see, else 404): only those among the campaign's chosen POIs (`set_pois`).
 */
export const clientUnitPois = endpoint({
  name: 'units.clientPois',
  method: 'GET',
  path: '/client/units/{id}/pois',
  access: clientUnitAccess,
  spec: unitSpec,
  params: idParams,
  query: v.object({ campaign: v.optional(id) }),
  answer: nearPois,
});

/** The POIs one of the caller's units shows, nearest first. */
export const providerUnitPois = endpoint({
  name: 'units.pois',
  method: 'GET',
  path: '/units/{id}/pois',
  access: ownUnitAccess,
  spec: providerSpec,
  params: idParams,
  answer: nearPois,
});

export const providerSyncPois = endpoint({
  name: 'units.syncPois',
  method: 'PUT',
  path: '/units/{id}/pois/sync',
  access: ownUnitAccess,
  spec: providerSpec,
  params: idParams,
  body: v.optional(v.object({})),
  answer: envelope(syncResult),
});

/** Syncs the POIs of every live unit of the caller's provider (administrators: every unit). */
export const syncAllPois = endpoint({
  name: 'units.syncAllPois',
  method: 'PUT',
  path: '/units-sync-pois',
  access: providerAccess,
  spec: providerSpec,
  body: v.optional(v.object({})),
  answer: envelope(v.object({ units: v.number(), added: v.number(), removed: v.number() })),
});

export const productService = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
});
const unitProductsAnswer = envelope(v.object({ unit_id: v.number(), products_services: v.array(productService) }));
const unitProductParams = v.object({ unit: id, product: id });

/** Adds a product or service to one of the caller's units (already there: unchanged, 200). */
export const addProductService = endpoint({
  name: 'units.addProductService',
  method: 'POST',
  path: '/units/{unit}/add-product-service/{product}',
  access: ownUnitProductAccess,
  spec: providerSpec,
  params: unitProductParams,
  body: v.optional(v.object({})),
  answer: unitProductsAnswer,
});
/** Removes it (not there: unchanged, 200). */
export const removeProductService = endpoint({
  name: 'units.removeProductService',
  method: 'POST',
  path: '/units/{unit}/remove-product-service/{product}',
  access: ownUnitProductAccess,
  spec: providerSpec,
  params: unitProductParams,
  body: v.optional(v.object({})),
  answer: unitProductsAnswer,
});

// ── Internal media types ────────────────────────────────────────────────────

const internalSpec = 'api-catalogue.md Media types and materials (internal media types)';
export const internalMediaType = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  updated_at: v.string(),
});
export type InternalMediaType = v.InferOutput<typeof internalMediaType>;
/** Names are unique (422 under `name`). */
export const internalMediaTypeInput = v.object({ name: requiredText(120), description: v.optional(text(1000)) });

export const internalMediaTypes = endpoint({
  name: 'internalMediaTypes.list',
  method: 'GET',
  path: '/internal-media-types',
  access: { permissions: ['show-media-types'] },
  spec: internalSpec,
  query: v.object({ ...paginationQuery, search: v.optional(text(120)) }),
  answer: paginated(internalMediaType),
});
export const storeInternalMediaType = endpoint({
  name: 'internalMediaTypes.store',
  method: 'POST',
  path: '/internal-media-types',
  access: { permissions: ['media_types.manage'] },
  spec: internalSpec,
  body: internalMediaTypeInput,
  answer: envelope(internalMediaType),
});
export const updateInternalMediaType = endpoint({
  name: 'internalMediaTypes.update',
  method: 'PUT',
  path: '/internal-media-types/{id}',
  access: { permissions: ['media_types.manage'] },
  spec: internalSpec,
  params: idParams,
  body: internalMediaTypeInput,
  answer: envelope(internalMediaType),
});
export const deleteInternalMediaType = endpoint({
  name: 'internalMediaTypes.delete',
  method: 'DELETE',
  path: '/internal-media-types/{id}',
  access: { permissions: ['media_types.manage'] },
  spec: internalSpec,
  params: idParams,
  answer: messageAnswer,
});

// ── A client campaign's colour proofs and art adaptations ───────────────────

const campaignSpec = 'api-catalogue.md Campaigns (base /client/campaigns)';

/** Every colour proof of a campaign the caller may see, newest first. */
export const campaignColourProofs = endpoint({
  name: 'campaigns.colourProofs',
  method: 'GET',
  path: '/client/campaigns/{id}/color-proof',
  access: { permissions: ['campaigns.show'], owner: { resource: 'campaign', param: 'id' } },
  spec: campaignSpec,
  params: idParams,
  answer: v.object({ data: v.array(colourProof) }),
});
/** Every art adaptation request of a campaign the caller may see, newest first. */
export const campaignArtAdaptations = endpoint({
  name: 'campaigns.artAdaptations',
  method: 'GET',
  path: '/client/campaigns/{id}/art_adaptation_requests',
  access: { permissions: ['campaigns.show'], owner: { resource: 'campaign', param: 'id' } },
  spec: campaignSpec,
  params: idParams,
  answer: v.object({ data: v.array(artAdaptation) }),
});
