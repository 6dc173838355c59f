/** Look-ups used everywhere (api-catalogue.md "Files, documents, offers, payments, others" → Lookups; "Media types"). */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { boolQuery, envelope, id, idParams, paginated, paginationQuery, text } from './common.ts';
import { role } from './session.ts';

export const country = v.object({
  id: v.number(),
  name: v.string(),
  iso2: v.string(),
  iso3: v.string(),
  phone_code: v.string(),
  currency: v.string(),
  lat: v.number(),
  lng: v.number(),
  active: v.boolean(),
  yoda_representation: v.boolean(),
});
export type Country = v.InferOutput<typeof country>;
export const state = v.object({
  id: v.number(),
  country_id: v.number(),
  name: v.string(),
  code: v.string(),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
});
export type State = v.InferOutput<typeof state>;
export const city = v.object({
  id: v.number(),
  state_id: v.number(),
  country_id: v.number(),
  name: v.string(),
  lat: v.number(),
  lng: v.number(),
});
export type City = v.InferOutput<typeof city>;
export const circuit = v.object({ id: v.number(), city_id: v.number(), name: v.string() });
export const setting = v.object({ key: v.string(), value: v.string(), type: v.string() });
export type Setting = v.InferOutput<typeof setting>;
export const enumValue = v.object({ key: v.string(), name: v.string() });

/** A media-type rule (spec §3): `type` is `{ key }` (e.g. side_a) or a name such as buy_time / min_buy_time. */
export const mediaTypeRule = v.looseObject({
  type: v.union([v.string(), v.object({ key: v.string() })]),
  rule: v.optional(v.unknown()),
  duration: v.optional(v.number()),
});
export const mediaType = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  category: v.picklist(['media-print', 'media-digital', 'materials-print']),
  purchase_periods: v.array(v.number()),
  rules: v.array(mediaTypeRule),
});
export type MediaType = v.InferOutput<typeof mediaType>;

const countryList = (name: string, path: string, access: 'public' | 'user') =>
  endpoint({
    name,
    method: 'GET',
    path,
    access,
    spec: 'api-catalogue.md Lookups',
    answer: envelope(v.array(country)),
  });

export const activeCountries = countryList('lookups.countriesActive', '/countries/active', 'public');
export const allCountries = countryList('lookups.countriesAll', '/countries/all', 'user');
export const proposalCountries = countryList('lookups.countriesForProposals', '/countries-for-proposals', 'user');

/** Country list with filters (api-catalogue §3: search, pag, name, yoda_representation; `pag` is the page). */
export const countries = endpoint({
  name: 'lookups.countries',
  method: 'GET',
  path: '/countries',
  access: 'user',
  spec: 'api-catalogue.md §3, Lookups',
  query: v.object({
    ...paginationQuery,
    pag: paginationQuery.page,
    search: v.optional(text(100)),
    name: v.optional(text(100)),
    yoda_representation: boolQuery,
  }),
  answer: paginated(country),
});

export const countryStates = endpoint({
  name: 'lookups.countryStates',
  method: 'GET',
  path: '/countries/{id}/states',
  access: 'public',
  spec: 'api-catalogue.md Lookups',
  params: idParams,
  answer: envelope(v.array(state)),
});

export const states = endpoint({
  name: 'lookups.states',
  method: 'GET',
  path: '/states',
  access: 'user',
  spec: 'api-catalogue.md Lookups',
  query: v.object({ country_id: v.optional(id), search: v.optional(text(100)) }),
  answer: envelope(v.array(state)),
});

export const stateCities = endpoint({
  name: 'lookups.stateCities',
  method: 'GET',
  path: '/states/{id}/cities',
  access: 'public',
  spec: 'api-catalogue.md Lookups',
  params: idParams,
  answer: envelope(v.array(city)),
});

export const cities = endpoint({
  name: 'lookups.cities',
  method: 'GET',
  path: '/cities',
  access: 'user',
  spec: 'api-catalogue.md Lookups',
  query: v.object({
    ...paginationQuery,
    state_id: v.optional(id),
    country_id: v.optional(id),
    search: v.optional(text(100)),
  }),
  answer: paginated(city),
});

export const cityCircuits = endpoint({
  name: 'lookups.cityCircuits',
  method: 'GET',
  path: '/cities/{id}/circuits',
  access: 'user',
  spec: 'api-catalogue.md Lookups',
  params: idParams,
  answer: envelope(v.array(circuit)),
});

export const settingsAll = endpoint({
  name: 'lookups.settings',
  method: 'GET',
  path: '/settings/all',
  access: 'user',
  spec: 'product.md §3 Settings, §9',
  answer: envelope(v.array(setting)),
});

const enumList = (name: string, path: string, access: 'user' | { permissions: string[] }) =>
  endpoint({
    name,
    method: 'GET',
    path,
    access,
    spec: 'api-catalogue.md Lookups; product.md §4',
    answer: envelope(v.array(enumValue)),
  });

export const yodaTypes = enumList('lookups.yodaTypes', '/enums/yoda-type', 'user');
export const contractStatuses = enumList('lookups.contractStatuses', '/enums/contract-statuses', {
  permissions: ['browse_contracts'],
});
export const proposalStatuses = enumList('lookups.proposalStatuses', '/enums/proposal-statuses', {
  permissions: ['campaigns.show'],
});

export const userTypes = endpoint({
  name: 'lookups.userTypes',
  method: 'GET',
  path: '/users/user_types/list',
  access: 'user',
  spec: 'api-catalogue.md Lookups',
  answer: envelope(v.array(role)),
});

export const mediaTypes = endpoint({
  name: 'mediaTypes.list',
  method: 'GET',
  path: '/media-types',
  access: 'user',
  spec: 'api-catalogue.md Media types',
  answer: envelope(v.array(mediaType)),
});
