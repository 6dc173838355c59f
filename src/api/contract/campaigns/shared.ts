/**
 * Campaign planning calls, shared shapes (product.md §3, §4; api-catalogue.md "Campaigns").
 *
 * Every call that changes a campaign answers the whole campaign as the editor
 * shows it (`campaignDetail`, priced by src/domain/quote.ts
 * on the server), so the app folds one shape into its mirror whatever the
 * call. Money in pesos (2 decimals), `price` pesos per day, dates YYYY-MM-DD,
 * durations in days (inclusive).
 *
 * Who: `campaigns.*` (clients, agencies, sellers for their customers,
 * administrators); a caller only reaches the campaigns it may see (its own; a
 * seller its customers'), others answer 404.
 */
import * as v from 'valibot';
import { envelope, id, INT4_MAX, money, text, wholeNumber } from '../common.ts';
import { campaignSummary } from '../catalogue-lists.ts';
/**
 * Who may call (spec §6; SECURITY.md): reading needs `campaigns.show` (managers
 * hold it alone and read every campaign), changing needs `campaigns.manage`
 * (clients, agencies and sellers hold `campaigns.*`); a campaign in the path
 * must be the caller's (ownership rule `campaign`).
 */
export const read = { permissions: ['campaigns.show'] };
export const readOne = { permissions: ['campaigns.show'], owner: { resource: 'campaign', param: 'id' } } as const;
export const write = { permissions: ['campaigns.manage'] };
export const writeOne = { permissions: ['campaigns.manage'], owner: { resource: 'campaign', param: 'id' } } as const;
export const writeOneUnit = {
  permissions: ['campaigns.manage'],
  owner: [
    { resource: 'campaign', param: 'id' },
    { resource: 'unit', param: 'unit' },
  ],
} as const;
export const spec = 'api-catalogue.md Campaigns';
export const base = '/client/campaigns';

/** A period of days, both ends included. */
export const period = v.object({ start: v.string(), end: v.string() });
export type Period = v.InferOutput<typeof period>;

/** A media type of a campaign country (spec §3 "countries (each with pivot media_types)"): its dates and budget share. */
export const campaignMediaType = v.object({
  media_type_id: v.number(),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  /** Purchase periods chosen under a buy-time rule (null: free dates). */
  periods: v.nullable(v.number()),
  /** Percent of the country's budget (step "distribution by media type"). */
  percent: v.nullable(v.number()),
});
export type CampaignMediaType = v.InferOutput<typeof campaignMediaType>;

export const campaignCountry = v.object({
  id: v.number(),
  name: v.string(),
  /** Pesos of the investment given to this country (step "budget distribution"). */
  budget: v.nullable(v.number()),
  media_types: v.array(campaignMediaType),
});

/** A unit in the cart (spec §3 "Campaign unit", with its pivot fields). */
export const cartUnit = v.object({
  id: v.number(),
  title: v.string(),
  sku: v.string(),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  image: v.nullable(v.string()),
  country_id: v.number(),
  state_id: v.number(),
  city_id: v.number(),
  media_type_id: v.number(),
  provider_id: v.number(),
  side: v.string(),
  direction: v.string(),
  traffic_direction: v.string(),
  daily_traffic: v.number(),
  /** Pesos per day charged in this campaign; `original_price` the unit's list price. */
  price: v.number(),
  original_price: v.number(),
  print_price: v.number(),
  min_price: v.number(),
  min_print_price: v.number(),
  available_spots: v.number(),
  spots_used: v.number(),
  extra_days: v.number(),
  start_date: v.string(),
  end_date: v.string(),
  duration: v.number(),
  total_price: v.number(),
  extra_by_side: v.number(),
  is_special: v.boolean(),
  bought_at: v.nullable(v.string()),
});
export type CartUnit = v.InferOutput<typeof cartUnit>;

/** Filters of the advanced-filters step; the unit selection starts from them. */
export const advancedFilters = v.object({
  state_ids: v.optional(v.array(v.number())),
  city_ids: v.optional(v.array(v.number())),
  /** Pesos per day. */
  min_price: v.optional(v.number()),
  max_price: v.optional(v.number()),
  min_daily_traffic: v.optional(v.number()),
  side: v.optional(v.string()),
});
export type AdvancedFilters = v.InferOutput<typeof advancedFilters>;
/** The filters as set_advanced_filters takes them: ids, pesos and people a day the database can compare with. */
export const advancedFiltersInput = v.object({
  ...advancedFilters.entries,
  state_ids: v.optional(v.pipe(v.array(id), v.maxLength(1000))),
  city_ids: v.optional(v.pipe(v.array(id), v.maxLength(10_000))),
  min_price: v.optional(money()),
  max_price: v.optional(money()),
  min_daily_traffic: v.optional(wholeNumber(0, INT4_MAX)),
  side: v.optional(text(20)),
});

/** A country group of the cart (spec §3 "Country group (cart)"), as quote.ts prices it. */
export const cartGroup = v.object({
  country_id: v.number(),
  units_count: v.number(),
  subtotal: v.number(),
  side_a_surcharge: v.number(),
  media_types: v.array(
    v.object({
      media_type_id: v.number(),
      units_count: v.number(),
      subtotal: v.number(),
      side_a_surcharge: v.number(),
    }),
  ),
});

/** A campaign as the editor, the cart and the detail pages show it. */
export const campaignDetail = v.object({
  ...campaignSummary.entries,
  /** The step keys its type walks (src/domain/steps.ts). */
  steps: v.array(v.string()),
  /** Step check: number of the next step to fill (1-based). */
  next_step: v.number(),
  package_id: v.nullable(v.number()),
  budget_distribution_type: v.nullable(v.string()),
  yoda_factor: v.nullable(v.string()),
  print_start_date: v.nullable(v.string()),
  print_end_date: v.nullable(v.string()),
  advanced_filters: advancedFilters,
  poi_ids: v.array(v.number()),
  countries: v.array(campaignCountry),
  units: v.array(cartUnit),
  groups: v.array(cartGroup),
  add_taxes: v.boolean(),
  tax_percent: v.number(),
  taxes: v.number(),
  credit: v.number(),
  total: v.number(),
  price_accepted: v.boolean(),
  /** The open reservation (spec §4 "reserve"), null when none. */
  booking_id: v.nullable(v.number()),
});
export type CampaignDetail = v.InferOutput<typeof campaignDetail>;

export const detail = envelope(campaignDetail);
export const unitParams = v.object({ id, unit: id });
