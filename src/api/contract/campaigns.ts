/**
 * Campaign planning calls (product.md §2–§5 campaigns): api-catalogue.md "Campaigns" (base
 * /client/campaigns) as the editor, the unit selection and the cart use them,
 * and the client "Units" reads of a unit's page.
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
import { endpoint } from './define.ts';
import {
  boolQuery,
  envelope,
  id,
  idListQuery,
  idParams,
  INT4_MAX,
  intQuery,
  isoDate,
  money,
  paginated,
  paginationQuery,
  requiredText,
  text,
  wholeNumber,
} from './common.ts';
import { campaignSummary, itemPhoto, unitSummary } from './catalog-lists.ts';

/**
 * Who may call (spec §6; SECURITY.md): reading needs `campaigns.show` (managers
 * hold it alone and read every campaign), changing needs `campaigns.manage`
 * (clients, agencies and sellers hold `campaigns.*`); a campaign in the path
 * must be the caller's (ownership rule `campaign`).
 */
const read = { permissions: ['campaigns.show'] };
const readOne = { permissions: ['campaigns.show'], owner: { resource: 'campaign', param: 'id' } } as const;
const write = { permissions: ['campaigns.manage'] };
const writeOne = { permissions: ['campaigns.manage'], owner: { resource: 'campaign', param: 'id' } } as const;
const writeOneUnit = {
  permissions: ['campaigns.manage'],
  owner: [
    { resource: 'campaign', param: 'id' },
    { resource: 'unit', param: 'unit' },
  ],
} as const;
const spec = 'api-catalogue.md Campaigns';
const base = '/client/campaigns';

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

const detail = envelope(campaignDetail);
const unitParams = v.object({ id, unit: id });

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

// ── Changes (each answers the campaign) ─────────────────────────────────────

const countryIds = v.pipe(v.array(id), v.minLength(1, 'choose at least one country'), v.maxLength(20));

/** Step 1, basic data: creates the campaign (spec: POST /client/campaigns, also 'POST store'). */
export const store = endpoint({
  name: 'campaigns.store',
  method: 'POST',
  path: base,
  access: write,
  spec,
  body: v.object({
    name: requiredText(120),
    campaign_type: v.picklist(['budget', 'package', 'manual']),
    units_category: v.picklist(['print', 'digital']),
    countries: countryIds,
    /** Pesos (budget campaigns). */
    investment: v.optional(money()),
    package_id: v.optional(id),
    /** For sellers and agencies: the customer the campaign is for. */
    client_id: v.optional(id),
  }),
  answer: detail,
});

export const update = endpoint({
  name: 'campaigns.update',
  method: 'PUT',
  path: `${base}/{id}`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({
    name: requiredText(120),
    units_category: v.picklist(['print', 'digital']),
    countries: countryIds,
    investment: v.optional(money()),
    package_id: v.optional(id),
  }),
  answer: detail,
});

export const setBudgetDistributionType = endpoint({
  name: 'campaigns.setBudgetDistributionType',
  method: 'POST',
  path: `${base}/budget/{id}/set_budget_distribution_type`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ budget_distribution_type: requiredText(40) }),
  answer: detail,
});

const mediaTypesBody = v.object({
  countries: v.pipe(
    v.array(
      v.object({
        country_id: id,
        media_type_ids: v.pipe(v.array(id), v.minLength(1, 'choose at least one media type')),
      }),
    ),
    v.minLength(1),
  ),
});
export const setMediaTypes = endpoint({
  name: 'campaigns.setMediaTypes',
  method: 'PUT',
  path: `${base}/{id}/set-media-types`,
  access: writeOne,
  spec,
  params: idParams,
  body: mediaTypesBody,
  answer: detail,
});
export const budgetSetMediaTypes = endpoint({
  name: 'campaigns.budgetSetMediaTypes',
  method: 'POST',
  path: `${base}/budget/{id}/set-media-types`,
  access: writeOne,
  spec,
  params: idParams,
  body: mediaTypesBody,
  answer: detail,
});

const budgetBody = v.object({
  countries: v.pipe(v.array(v.object({ country_id: id, budget: money() })), v.minLength(1)),
});
export const setBudgetDistribution = endpoint({
  name: 'campaigns.setBudgetDistribution',
  method: 'POST',
  path: `${base}/{id}/set_budget_distribution`,
  access: writeOne,
  spec,
  params: idParams,
  body: budgetBody,
  answer: detail,
});
export const budgetSetBudgetDistribution = endpoint({
  name: 'campaigns.budgetSetBudgetDistribution',
  method: 'POST',
  path: `${base}/budget/{id}/set_budget_distribution`,
  access: writeOne,
  spec,
  params: idParams,
  body: budgetBody,
  answer: detail,
});

export const setYodaFactor = endpoint({
  name: 'campaigns.setYodaFactor',
  method: 'POST',
  path: `${base}/{id}/set_yoda_factor`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ yoda_factor: requiredText(40) }),
  answer: detail,
});

/** Percent of each country's budget per media type; each country's percents must add up to 100. */
export const setMediaTypesDistribution = endpoint({
  name: 'campaigns.setMediaTypesDistribution',
  method: 'POST',
  path: `${base}/{id}/set-media-types-distribution`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({
    media_types: v.pipe(
      v.array(
        v.object({ country_id: id, media_type_id: id, percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) }),
      ),
      v.minLength(1),
    ),
  }),
  answer: detail,
});

/**
 * Dates of one media type of one country (spec §5: units need them first).
 * The cart's units of that media type take them and are repriced. Under a
 * buy-time rule, `periods` sets the end: start + duration × periods − 1.
 */
export const dates = endpoint({
  name: 'campaigns.dates',
  method: 'PUT',
  path: `${base}/{id}/dates`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({
    country_id: id,
    media_type_id: id,
    start_date: isoDate,
    end_date: isoDate,
    periods: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(52))),
  }),
  answer: detail,
});

export const setPrintDates = endpoint({
  name: 'campaigns.setPrintDates',
  method: 'POST',
  path: `${base}/budget/{id}/set-print-dates`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ print_start_date: isoDate, print_end_date: isoDate }),
  answer: detail,
});

export const setAdvancedFilters = endpoint({
  name: 'campaigns.setAdvancedFilters',
  method: 'POST',
  path: `${base}/{id}/set_advanced_filters`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ filters: advancedFiltersInput }),
  answer: detail,
});

export const setPois = endpoint({
  name: 'campaigns.setPois',
  method: 'POST',
  path: `${base}/{id}/set_pois`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ poi_ids: v.pipe(v.array(id), v.maxLength(200)) }),
  answer: detail,
});

/** Confirms the unit selection step (the cart itself changes through attach and detach). */
export const unitSelection = endpoint({
  name: 'campaigns.unitSelection',
  method: 'POST',
  path: `${base}/{id}/unit_selection`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({}),
  answer: detail,
});

/** Prices (pesos per day), print prices, spots and extra days of cart units; the rest of the cart is untouched. */
export const unitsUpdate = endpoint({
  name: 'campaigns.unitsUpdate',
  method: 'POST',
  path: `${base}/{id}/units_update`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({
    units: v.pipe(
      v.array(
        v.object({
          unit_id: id,
          price: v.optional(money()),
          print_price: v.optional(money()),
          spots_used: v.optional(wholeNumber(1, INT4_MAX)),
          extra_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365))),
        }),
      ),
      v.minLength(1),
      v.maxLength(1000),
    ),
  }),
  answer: detail,
});

/**
 * Adds a unit to the cart with its media type's dates. Refused (422, errors
 * under `unit`) when the media type has no dates yet, when the unit is not
 * active, or when other campaigns' reservations or contracts take every spot
 * on some of those days; a unit already in the cart is skipped (200).
 */
export const attachUnit = endpoint({
  name: 'campaigns.attachUnit',
  method: 'POST',
  path: `${base}/{id}/attach_unit/{unit}`,
  access: writeOneUnit,
  spec,
  params: unitParams,
  answer: detail,
});
/** Takes a unit out of the cart; a unit not in it is skipped (200). */
export const detachUnit = endpoint({
  name: 'campaigns.detachUnit',
  method: 'PUT',
  path: `${base}/{id}/detach_unit/{unit}`,
  access: writeOneUnit,
  spec,
  params: unitParams,
  answer: detail,
});

/** Reserve (spec §4): every cart unit must still be free; the campaign becomes `reserved`. */
export const reserve = endpoint({
  name: 'campaigns.reserve',
  method: 'POST',
  path: `${base}/{id}/bookings`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({}),
  answer: detail,
});
export const cancelReservation = endpoint({
  name: 'campaigns.cancelReservation',
  method: 'DELETE',
  path: `${base}/{id}/bookings/{bookingId}`,
  access: writeOne,
  spec,
  params: v.object({ id, bookingId: id }),
  answer: detail,
});
/** Make contract (spec §4): from a reserved or priced campaign; units get `bought_at`; status `contracted`. */
export const makeContract = endpoint({
  name: 'campaigns.makeContract',
  method: 'POST',
  path: `${base}/{id}/contracts`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({}),
  answer: detail,
});
export const acceptPrice = endpoint({
  name: 'campaigns.acceptPrice',
  method: 'POST',
  path: `${base}/{id}/accept_price`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({}),
  answer: detail,
});

export const extraDays = endpoint({
  name: 'campaigns.extraDays',
  method: 'POST',
  path: `${base}/{id}/extra_days`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({
    unit_ids: v.pipe(v.array(id), v.minLength(1)),
    days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
  }),
  answer: detail,
});

export const addCredit = endpoint({
  name: 'campaigns.addCredit',
  method: 'POST',
  path: `${base}/{id}/add_credit`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ amount: money() }),
  answer: detail,
});

export const addTaxes = endpoint({
  name: 'campaigns.addTaxes',
  method: 'POST',
  path: `${base}/{id}/add-taxes`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ add_taxes: v.boolean() }),
  answer: detail,
});

export const cancel = endpoint({
  name: 'campaigns.cancel',
  method: 'PATCH',
  path: `${base}/{id}/cancel-campaign`,
  access: writeOne,
  spec,
  params: idParams,
  answer: detail,
});

// ── Units (client reads of a unit's page) ───────────────────────────────────

/** A unit's page as buyers (and providers, for their own units) read it. */
const unitAccess = { permissions: ['campaigns.show', 'units.show'], owner: { resource: 'unit', param: 'id' } } as const;
const unitCampaignAccess = {
  permissions: ['campaigns.show', 'units.show'],
  owner: [
    { resource: 'unit', param: 'id' },
    { resource: 'campaign.art', param: 'campaign' },
  ],
} as const;
const unitSpec = 'api-catalogue.md Units (client)';
const unitCampaignParams = v.object({ id, campaign: id });

/** The media type's rules as they apply to this unit in this campaign (spec §3 "Media type … rules"). */
export const unitRules = endpoint({
  name: 'units.rulesForCampaign',
  method: 'GET',
  path: '/client/units/{id}/rules/{campaign}',
  access: unitCampaignAccess,
  spec: unitSpec,
  params: unitCampaignParams,
  answer: v.object({
    data: v.array(
      v.object({ key: v.string(), name: v.string(), duration: v.nullable(v.number()), periods: v.array(v.number()) }),
    ),
  }),
});

export const busyDays = endpoint({
  name: 'units.busyDays',
  method: 'GET',
  path: '/client/units/{id}/busy-days/{campaign}',
  access: unitCampaignAccess,
  spec: unitSpec,
  params: unitCampaignParams,
  answer: v.object({ data: v.array(period) }),
});

/** Audience of a unit: daily traffic and what it makes over a week and a 30-day month (people), by vehicle where known. */
export const reach = endpoint({
  name: 'units.reach',
  method: 'GET',
  path: '/client/units/{id}/reach',
  access: unitAccess,
  spec: unitSpec,
  params: idParams,
  answer: envelope(
    v.object({
      daily_traffic: v.number(),
      weekly: v.number(),
      monthly: v.number(),
      cars: v.number(),
      buses: v.number(),
      bikes: v.number(),
      trucks: v.number(),
    }),
  ),
});

/** Points of interest near the unit, nearest first, with their distance in metres. */
export const poiForDetail = endpoint({
  name: 'units.poiForDetail',
  method: 'GET',
  path: '/client/units/{id}/poi-for-detail',
  access: unitAccess,
  spec: unitSpec,
  params: idParams,
  query: v.object({ radius: intQuery }),
  answer: v.object({ data: v.array(v.object({ ...poi.entries, distance_m: v.number() })) }),
});

/** The unit's order jobs with their proof-of-posting photos, newest first (the unit page's photos). */
export const orderJobsHistory = endpoint({
  name: 'units.orderJobsHistory',
  method: 'GET',
  path: '/client/units/{id}/order-jobs-history',
  access: unitAccess,
  spec: unitSpec,
  params: idParams,
  query: v.object({ ...paginationQuery, photos_only: boolQuery }),
  answer: paginated(
    v.object({
      order_job_id: v.number(),
      kind: v.string(),
      status: v.string(),
      scheduled_date: v.string(),
      finished_at: v.nullable(v.string()),
      photos: v.array(itemPhoto),
    }),
  ),
});
