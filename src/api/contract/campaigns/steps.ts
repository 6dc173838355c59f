/**
 * Campaign planning calls: creation and the editor's steps — basic data, media types, budgets, Yoda factor,
 * distribution, dates, advanced filters, POIs, unit selection, cart prices (api-catalogue.md "Campaigns",
 * product.md §4, §5). Each answers the whole campaign.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { id, idParams, INT4_MAX, isoDate, money, requiredText, wholeNumber } from '../common.ts';
import { write, writeOne, spec, base, advancedFiltersInput, detail } from './shared.ts';
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
