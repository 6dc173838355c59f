/**
 * Campaign planning calls: reads — the campaign, its step, available units, the quote (cotize), media plan,
 * Yoda factors, distribution types, packages and points of interest (api-catalogue.md "Campaigns", product.md §3).
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, idListQuery, idParams, intQuery, paginated, paginationQuery, text } from '../common.ts';
import { unitSummary } from '../catalogue-lists.ts';
import { read, readOne, spec, base, period, cartGroup, detail } from './shared.ts';
// ── Reads ───────────────────────────────────────────────────────────────────

export const view = endpoint({
  name: 'campaigns.view',
  method: 'GET',
  path: `${base}/{id}/view`,
  access: readOne,
  spec,
  params: idParams,
  answer: detail,
});

/** Step check (spec §4): the next step number; the editor opens at that number minus one. */
export const step = endpoint({
  name: 'campaigns.step',
  method: 'GET',
  path: `${base}/{id}/step`,
  access: readOne,
  spec,
  params: idParams,
  answer: envelope(v.object({ next_step: v.number(), steps: v.array(v.string()) })),
});

/** A unit the campaign can take, with the days other campaigns' bookings and contracts hold it. */
export const availableUnit = v.object({
  ...unitSummary.entries,
  image: v.nullable(v.string()),
  /** Periods when every spot is taken by other campaigns' reservations or contracts. */
  busy: v.array(period),
});
export type AvailableUnit = v.InferOutput<typeof availableUnit>;

/** Units of the campaign's countries and media types (active, live), with their busy periods; paginated, `per_page` ≤ 1000. */
export const availableUnits = endpoint({
  name: 'campaigns.availableUnits',
  method: 'GET',
  path: `${base}/{id}/available-units`,
  access: readOne,
  spec,
  params: idParams,
  query: v.object({ ...paginationQuery, media_type: v.optional(id), country: v.optional(id) }),
  answer: paginated(availableUnit),
});

/** Busy periods of the cart's units (other campaigns), for the date-range pickers. */
export const withBusyUnits = endpoint({
  name: 'campaigns.withBusyUnits',
  method: 'GET',
  path: `${base}/{id}/with-busy-units`,
  access: readOne,
  spec,
  params: idParams,
  answer: v.object({ data: v.array(v.object({ unit_id: v.number(), busy: v.array(period) })) }),
});

export const cotize = endpoint({
  name: 'campaigns.cotize',
  method: 'GET',
  path: `${base}/{id}/cotize`,
  access: readOne,
  spec,
  params: idParams,
  answer: envelope(
    v.object({
      groups: v.array(cartGroup),
      investment: v.number(),
      tax_percent: v.number(),
      taxes: v.number(),
      credit: v.number(),
      total: v.number(),
    }),
  ),
});

/** The media plan: one row per unit with its dates, days, spots and prices. */
export const mediaPlan = endpoint({
  name: 'campaigns.mediaPlan',
  method: 'GET',
  path: `${base}/{id}/media_plan`,
  access: readOne,
  spec,
  params: idParams,
  answer: v.object({
    data: v.array(
      v.object({
        unit_id: v.number(),
        title: v.string(),
        sku: v.string(),
        country: v.string(),
        state: v.string(),
        city: v.string(),
        media_type: v.string(),
        start_date: v.string(),
        end_date: v.string(),
        duration: v.number(),
        spots_used: v.number(),
        price: v.number(),
        print_price: v.number(),
        total_price: v.number(),
      }),
    ),
  }),
});

const enumList = v.object({ data: v.array(v.object({ key: v.string(), name: v.string() })) });
export const yodaFactors = endpoint({
  name: 'campaigns.yodaFactors',
  method: 'GET',
  path: `${base}/yoda_factors`,
  access: read,
  spec,
  answer: enumList,
});
export const distributionTypes = endpoint({
  name: 'campaigns.distributionTypes',
  method: 'GET',
  path: `${base}/distribution-types`,
  access: read,
  spec,
  answer: enumList,
});

/** A package of units sold together (spec §9 "Package price": value / units / days = daily price). */
export const campaignPackage = v.object({
  id: v.number(),
  name: v.string(),
  country_id: v.number(),
  media_type_id: v.number(),
  /** Pesos for the whole package over `duration` days. */
  value: v.number(),
  duration: v.number(),
  unit_ids: v.array(v.number()),
});
export type CampaignPackage = v.InferOutput<typeof campaignPackage>;

export const packages = endpoint({
  name: 'campaigns.packages',
  method: 'GET',
  path: `${base}/packages`,
  access: read,
  spec,
  query: v.object({ countries: idListQuery }),
  answer: v.object({ data: v.array(campaignPackage) }),
});

/** A point of interest near units (spec §3 "Campaign … points of interest"). */
export const poi = v.object({
  id: v.number(),
  name: v.string(),
  category: v.string(),
  lat: v.number(),
  lng: v.number(),
  country_id: v.number(),
  city_id: v.nullable(v.number()),
});
export type Poi = v.InferOutput<typeof poi>;

/** Points of interest by name or category, in the given country (spec §9: type=all searches every category). */
export const pois = endpoint({
  name: 'campaigns.pois',
  method: 'GET',
  path: `${base}/pois`,
  access: read,
  spec,
  query: v.object({
    search: v.optional(text(120)),
    category: v.optional(text(60)),
    country: v.optional(id),
    type: v.optional(text(20)),
    limit: intQuery,
  }),
  answer: v.object({ data: v.array(poi) }),
});
