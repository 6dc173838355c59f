/**
 * A campaign's reports and reads that the planning calls do not cover (api-catalogue.md "Campaigns": `{id}/
 * download-report` (file), `{id}/pois_report?number=n` (file), `{id}/get-demographic-distribution?demographic_type=`,
 * `{id}/pois-map`, `{id}/budget-media-types`, `{id}/media_types`, `{id}/media-types` (query, used by the cart),
 * `{id}/extra-units` (query), `campaign_region`; product.md §2 campaigns/{type}/{id}/performance-report and
 * unit-report, §3 "Campaign … distribution by media type, … points of interest", "Media type"; issue 18;
 * docs/dashboards-availability.md "Campaign reports").
 *
 * Money in pesos of the country's `currency` (2 decimals), prices per day, dates YYYY-MM-DD, durations in days
 * (inclusive), distances in metres, audience in people (daily traffic × days).
 * Who: like every campaign read, `campaigns.show` on a campaign the caller reaches (ownership rule `campaign`: the
 * client's own, a seller's customers', every one for managers and administrators; else 404).
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { boolQuery, id, idParams, int, paginated, paginationQuery } from './common.ts';
import { mediaType } from './lookups.ts';
import { chart } from './dashboards.ts';
import { read, readOne } from './campaigns/shared.ts';

const spec = 'api-catalogue.md Campaigns';
const base = '/client/campaigns';
const oneCampaign = { params: idParams, access: readOne, spec } as const;

/**
 * The campaign report as a PDF (A4, attachment): the campaign (client, status, type, dates, countries), its
 * figures (units, audience, investment, taxes, credit, total), the budget by media type and one row per cart unit
 * (title, SKU, media type, city, period DD/MM/YYYY, days, price per day, total, proof-of-posting photos).
 * `locale`: the document's language (default the caller's).
 */
export const downloadReport = endpoint({
  ...oneCampaign,
  name: 'campaignReports.downloadReport',
  method: 'GET',
  path: `${base}/{id}/download-report`,
  query: v.object({ locale: v.optional(v.picklist(['es', 'en'])) }),
  answer: v.unknown(),
  answerKind: 'file',
});

/**
 * The POI report as a spreadsheet (.xlsx): for each cart unit its `number` nearest points of interest (default 5,
 * 1..20) — among the campaign's chosen POIs when it chose some, else all of the unit's country — with category
 * and distance (metres), typed cells, header row in the document's language.
 */
export const poisReport = endpoint({
  ...oneCampaign,
  name: 'campaignReports.poisReport',
  method: 'GET',
  path: `${base}/{id}/pois_report`,
  query: v.object({ number: v.optional(int(1, 20)), locale: v.optional(v.picklist(['es', 'en'])) }),
  answer: v.unknown(),
  answerKind: 'file',
});

/**
 * What the campaign's audience is made of, by `demographic_type`: `vehicle` (cars, buses, bikes, trucks: the
 * fixed shares of server/domain/campaign-rules.ts `reachOf`), `media_type`, `country`, `state` or `city` (default
 * `vehicle`). Audience = Σ over cart lines of the unit's daily traffic × the line's days. Series `audience`,
 * `share` (%).
 */
export const DEMOGRAPHIC_TYPES = ['vehicle', 'media_type', 'country', 'state', 'city'] as const;
export const demographicDistribution = endpoint({
  ...oneCampaign,
  name: 'campaignReports.demographicDistribution',
  method: 'GET',
  path: `${base}/{id}/get-demographic-distribution`,
  query: v.object({ demographic_type: v.optional(v.picklist(DEMOGRAPHIC_TYPES)) }),
  answer: v.object({ data: chart }),
});

const point = { lat: v.number(), lng: v.number() };

/**
 * The POI map: the cart units and the points of interest around them — the campaign's chosen POIs, or when it
 * chose none those within 1,000 m of a unit (at most 500, nearest first) — each POI with its nearest unit and the
 * distance, and the bounds holding them all (null for an empty cart).
 */
export const poisMap = endpoint({
  ...oneCampaign,
  name: 'campaignReports.poisMap',
  method: 'GET',
  path: `${base}/{id}/pois-map`,
  answer: v.object({
    data: v.object({
      units: v.array(v.object({ id: v.number(), title: v.string(), media_type_id: v.number(), ...point })),
      pois: v.array(
        v.object({
          id: v.number(),
          name: v.string(),
          category: v.string(),
          ...point,
          nearest_unit_id: v.nullable(v.number()),
          distance_m: v.nullable(v.number()),
        }),
      ),
      bounds: v.nullable(
        v.object({ min_lat: v.number(), max_lat: v.number(), min_lng: v.number(), max_lng: v.number() }),
      ),
      /** `chosen`: the campaign's POIs; `nearby`: found around the units. */
      source: v.picklist(['chosen', 'nearby']),
    }),
  }),
});

/** A media type's share of a country's budget and what the cart spends on it. */
export const budgetMediaTypeRow = v.object({
  country_id: v.number(),
  country: v.string(),
  currency: v.string(),
  media_type_id: v.number(),
  media_type: v.string(),
  /** Percent of the country's budget (null: not distributed). */
  percent: v.nullable(v.number()),
  /** Country budget × percent, pesos (null without both). */
  budget: v.nullable(v.number()),
  /** The cart's subtotal for it (quote), pesos. */
  spent: v.number(),
  /** budget − spent (null without a budget). */
  remaining: v.nullable(v.number()),
  units: v.number(),
});

/** Budget by media type: one row per country × media type, and per country its budget and spending. */
export const budgetMediaTypes = endpoint({
  ...oneCampaign,
  name: 'campaignReports.budgetMediaTypes',
  method: 'GET',
  path: `${base}/{id}/budget-media-types`,
  answer: v.object({
    data: v.array(budgetMediaTypeRow),
    countries: v.array(
      v.object({
        country_id: v.number(),
        country: v.string(),
        currency: v.string(),
        budget: v.nullable(v.number()),
        spent: v.number(),
      }),
    ),
  }),
});

/** The campaign's media types per country (spec §3 "countries (each with pivot media_types)"), named, with their cart units. */
export const campaignMediaTypes = endpoint({
  ...oneCampaign,
  name: 'campaignReports.mediaTypes',
  method: 'GET',
  path: `${base}/{id}/media_types`,
  answer: v.object({
    data: v.array(
      v.object({
        country_id: v.number(),
        country: v.string(),
        media_type_id: v.number(),
        name: v.string(),
        category: v.string(),
        start_date: v.nullable(v.string()),
        end_date: v.nullable(v.string()),
        /** Inclusive days of its dates (null without dates). */
        days: v.nullable(v.number()),
        periods: v.nullable(v.number()),
        percent: v.nullable(v.number()),
        units: v.number(),
      }),
    ),
  }),
});

/**
 * The media types the cart prices with (spec §3 "Media type: id, name, purchase_periods, rules"): those of the
 * campaign, of one `country` when given, in the `/media-types` shape (name in the caller's language). The device's
 * cart reads the same from its mirrored look-up (`mediaTypes`); this answers it per campaign.
 */
export const cartMediaTypes = endpoint({
  ...oneCampaign,
  name: 'campaignReports.cartMediaTypes',
  method: 'GET',
  path: `${base}/{id}/media-types`,
  query: v.object({ country: v.optional(id) }),
  answer: v.object({ data: v.array(mediaType) }),
});

/** A unit the campaign could add: free over its media type's dates, priced for them, and whether it fits the budget left. */
export const extraUnit = v.object({
  id: v.number(),
  title: v.string(),
  sku: v.string(),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  country_id: v.number(),
  media_type_id: v.number(),
  daily_traffic: v.number(),
  /** Pesos per day. */
  price: v.number(),
  start_date: v.string(),
  end_date: v.string(),
  /** The line's total over those dates with one spot (src/domain/quote.ts `priceLine`), pesos. */
  total_price: v.number(),
  currency: v.string(),
  /** total_price ≤ the country's budget left (null: the country has no budget). */
  fits_budget: v.nullable(v.boolean()),
});

/**
 * Extra units: units of the campaign's countries and media types (those with dates) not in its cart and free over
 * the media type's dates (no other hold takes every spot), best daily traffic first; `fits=1` keeps those within
 * the country's budget left. `per_page` ≤ 100 (default 20).
 */
export const extraUnits = endpoint({
  ...oneCampaign,
  name: 'campaignReports.extraUnits',
  method: 'GET',
  path: `${base}/{id}/extra-units`,
  query: v.object({
    ...paginationQuery,
    country: v.optional(id),
    media_type: v.optional(id),
    fits: boolQuery,
  }),
  answer: paginated(extraUnit),
});

/**
 * Where campaigns are planned (spec §3 "region_type.key"): the region types (only `country` is used) and the
 * countries with live units, each with its currency, states and units.
 */
export const campaignRegion = endpoint({
  name: 'campaignReports.campaignRegion',
  method: 'GET',
  path: `${base}/campaign_region`,
  access: read,
  spec,
  answer: v.object({
    data: v.object({
      region_types: v.array(v.object({ key: v.string(), name: v.string() })),
      countries: v.array(
        v.object({
          id: v.number(),
          name: v.string(),
          iso2: v.string(),
          currency: v.string(),
          states: v.number(),
          units: v.number(),
        }),
      ),
    }),
  }),
});
