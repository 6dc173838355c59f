/**
 * Circuits and three look-ups (issue 20; api-catalogue.md "Circuits (/api/circuits): fetch, store, update, show"
 * and "Lookups: /client/taxes; /subcategories (filter); /providers/classifications"; product.md §2 dashboard
 * "circuits: list, create, {id}/edit", §3 "circuit; tax; subcategory; provider and provider classifications").
 *
 * A circuit groups media units along a route or area of one city (the screen picks its units on the map):
 *
 *   { id, name, description, city_id, provider_id: number | null, unit_ids: number[], units_count,
 *     created_at: string | null, updated_at: string | null }
 *
 * A unit joins at most one circuit (`units.circuit_id`): saving a circuit with `unit_ids` moves those units into it
 * and takes out of it the units (that the caller may change) no longer listed. `provider_id` null is a shared
 * circuit (the seeded "Circuito Centro/Norte" of busy cities); timestamps are null for the seeded ones.
 *
 * Who (ours where the spec is silent):
 * - list and show (`units.*` or `browse_availability`): a provider (`users.provider_id`, not an administrator)
 *   reaches its own provider's circuits and the shared ones; administrators and staff who browse availability
 *   (managers, sellers, operations) all. Another provider's circuit is a 404, as a missing one.
 * - store and update (`units.*`): providers, for their own provider (`provider_id` in the body is ignored), and
 *   administrators (any `provider_id`, or null for a shared circuit; absent on update keeps it). Every unit must be live and, when the circuit
 *   has a provider, that provider's, else 422 under `unit_ids`; the city must exist (422 under `city_id`). A
 *   provider updating a shared circuit: 403 (`circuits.shared_read_only`); another provider's: 404.
 * - the list pages (`page`, `per_page`, `{ data, meta }`) and filters by `filter` (part of the name), `city_id` and
 *   `provider_id`.
 *
 * Look-ups, for any signed-in account, names in the caller's language:
 * - GET /client/taxes → `{ data: [{ key, name, percent, country_id: null }] }`: the platform keeps one tax, the
 *   setting `tax.default_percentage` (product.md §3 Settings; applied to a campaign with `add_taxes`); there is no
 *   per-country tax table, so `country_id` is null (all countries).
 * - GET /subcategories?filter → `{ data: [{ id, key, name, category }] }`: subcategories of the media-type
 *   categories (media-print, media-digital, materials-print), `filter` matching part of the name in either
 *   language or the category key.
 * - GET /providers/classifications → `{ data: [{ id, name }] }`: the distinct `providers.classification` keys
 *   (local, standard, premium), named in es and en (an unknown key is named as itself).
 *
 * Errors: 401 signed out, 403 without the permission, 404 out of reach, 422 with an `errors` map (spec §8).
 */
import * as v from 'valibot';
import { envelope, id, idParams, paginated, paginationQuery, requiredText, text } from './common.ts';
import { endpoint } from './define.ts';

const SPEC = 'api-catalogue.md Circuits; product.md §2 circuits, §3 circuit';
const LOOKUP_SPEC = 'api-catalogue.md Lookups; product.md §3 tax, subcategory, provider classifications';

/** At most this many units in one circuit. */
export const CIRCUIT_UNITS_MAX = 2000;

/** A circuit as answered (see module doc). */
export const circuit = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  city_id: v.number(),
  provider_id: v.nullable(v.number()),
  unit_ids: v.array(v.number()),
  units_count: v.number(),
  created_at: v.nullable(v.string()),
  updated_at: v.nullable(v.string()),
});
export type Circuit = v.InferOutput<typeof circuit>;

/**
 * What store and update take: `provider_id` only counts for administrators (null: shared; absent: shared on store,
 * unchanged on update). `unit_ids` is the whole membership (at most `CIRCUIT_UNITS_MAX`).
 */
export const circuitInput = v.object({
  name: requiredText(120),
  description: v.optional(text(1000)),
  city_id: id,
  provider_id: v.optional(v.nullable(id)),
  unit_ids: v.pipe(v.array(id), v.maxLength(CIRCUIT_UNITS_MAX)),
});
export type CircuitInput = v.InferOutput<typeof circuitInput>;

const access = { permissions: ['units.*', 'browse_availability'] } as const;
const writers = { permissions: ['units.*'] } as const;

/** GET /circuits?page&per_page&filter&city_id&provider_id → `{ data: Circuit[], meta }`. */
export const circuitList = endpoint({
  name: 'circuits.list',
  method: 'GET',
  path: '/circuits',
  access,
  spec: SPEC,
  query: v.object({
    ...paginationQuery,
    filter: v.optional(text(120)),
    city_id: v.optional(id),
    provider_id: v.optional(id),
  }),
  answer: paginated(circuit),
});

/** GET /circuits/{id} → `{ data: Circuit }`; 404 out of reach. */
export const showCircuit = endpoint({
  name: 'circuits.show',
  method: 'GET',
  path: '/circuits/{id}',
  access,
  spec: SPEC,
  params: idParams,
  answer: envelope(circuit),
});

/** POST /circuits → `{ data: Circuit, message }`; 422 under `unit_ids`, `city_id`, `provider_id`. */
export const storeCircuit = endpoint({
  name: 'circuits.store',
  method: 'POST',
  path: '/circuits',
  access: writers,
  spec: SPEC,
  body: circuitInput,
  answer: v.object({ data: circuit, message: v.string() }),
});

/** PUT /circuits/{id} → `{ data: Circuit, message }`; 404 another provider's, 403 a shared one for a provider. */
export const updateCircuit = endpoint({
  name: 'circuits.update',
  method: 'PUT',
  path: '/circuits/{id}',
  access: writers,
  spec: SPEC,
  params: idParams,
  body: circuitInput,
  answer: v.object({ data: circuit, message: v.string() }),
});

/** One tax the platform applies (see module doc). */
export const tax = v.object({
  key: v.string(),
  name: v.string(),
  percent: v.number(),
  country_id: v.nullable(v.number()),
});
export type Tax = v.InferOutput<typeof tax>;

/** GET /client/taxes → `{ data: Tax[] }`. */
export const clientTaxes = endpoint({
  name: 'lookups.clientTaxes',
  method: 'GET',
  path: '/client/taxes',
  access: 'user',
  spec: LOOKUP_SPEC,
  answer: envelope(v.array(tax)),
});

/** A subcategory, named in the caller's language; `category` a media-type category key. */
export const subcategory = v.object({ id: v.number(), key: v.string(), name: v.string(), category: v.string() });
export type Subcategory = v.InferOutput<typeof subcategory>;

/** GET /subcategories?filter → `{ data: Subcategory[] }`, by name. */
export const subcategoryList = endpoint({
  name: 'lookups.subcategories',
  method: 'GET',
  path: '/subcategories',
  access: 'user',
  spec: LOOKUP_SPEC,
  query: v.object({ filter: v.optional(text(120)) }),
  answer: envelope(v.array(subcategory)),
});

/** GET /providers/classifications → `{ data: [{ id: key, name }] }`. */
export const providerClassifications = endpoint({
  name: 'lookups.providerClassifications',
  method: 'GET',
  path: '/providers/classifications',
  access: 'user',
  spec: LOOKUP_SPEC,
  answer: envelope(v.array(v.object({ id: v.string(), name: v.string() }))),
});
