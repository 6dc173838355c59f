/**
 * Agencies and brands (issue 19; api-catalogue.md "Clients, customers, agencies, brands": "Agencies: GET with
 * filter; GET, PUT, DELETE /agencies/{id}; POST /agencies; GET /agencies/{id}/clients (filters)", "Customer brands:
 * GET /customer-brands; GET /brands"; product.md §2 agencies list, create, {id}, {id}/edit; §6 gate
 * `browse_agencies`; docs/customers-workgroups.md).
 *
 * An agency is an account in `users` holding the agency role, with a `customer_profiles` row of kind `agency`; its
 * clients are the customer profiles whose `agency_id` names it.
 *
 * Who (ours where the spec is silent; the strictest reading of §6). Every agency call needs `browse_agencies`
 * (administrators, managers, sellers and agencies hold it); then:
 * - managers and administrators read, create, edit and deactivate every agency;
 * - sellers read every agency and its clients (they sell to them) but create, edit or delete none (403);
 * - an agency reads and edits only itself (another agency's id answers 404, as a missing one); it neither creates
 *   nor deactivates agencies (403);
 * - GET /agencies/{id}/clients lists, of the agency's clients, those the caller reaches (`reachOf`,
 *   src/domain/membership-rules.ts): staff and the agency itself all of them, a seller those assigned or shared to it.
 * Deactivated agencies are gone from every agency call (404).
 *
 * Creating an agency (POST /agencies) makes its account: without `password` the account holds no usable password
 * (`can_login` false, `change_password` true; it gets in through "forgot password"); with one, the password policy
 * applies. An email already taken is a 422 under `email`.
 * Deleting an agency (DELETE /agencies/{id}) deactivates its account (`users.active` false, its sessions end) and
 * releases its clients: their `agency_id` becomes null, so no inactive account keeps reaching them.
 *
 * Brands: GET /brands lists every brand by name (optional `filter`); GET /customer-brands?customer_id= lists the
 * brands of one customer the caller reaches (`reachOf`, src/domain/membership-rules.ts; out of reach → 404). Both
 * for any account holding `campaigns.show` or `clientsAgency.*` (brands are chosen where a campaign or proposal names
 * one).
 */
import * as v from 'valibot';
import {
  email,
  envelope,
  id,
  idParams,
  intQuery,
  paginated,
  paginationQuery,
  password,
  requiredText,
  text,
} from './common.ts';
import { crudEndpoints } from './crud.ts';
import { endpoint } from './define.ts';

const SPEC = 'api-catalogue.md Clients, customers, agencies, brands; product.md §2 agencies, §6 browse_agencies';

/**
 * An agency as answered: `{ id, name, company, email, phone, country_id, tax_id, address, can_login, clients_count,
 * created_at, updated_at }` (timestamps ISO 8601).
 */
export const agency = v.object({
  id: v.number(),
  name: v.string(),
  company: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
  country_id: v.nullable(v.number()),
  tax_id: v.nullable(v.string()),
  address: v.nullable(v.string()),
  /** False while the account holds no usable password (made without one). */
  can_login: v.boolean(),
  /** Its clients (customer profiles naming it as their agency). */
  clients_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Agency = v.InferOutput<typeof agency>;

/** What PUT /agencies/{id} takes: `{ name, email, company?, phone?, country_id?, tax_id?, address? }`. */
export const agencyInput = v.object({
  name: requiredText(120),
  email,
  company: v.optional(v.nullable(text(120))),
  phone: v.optional(v.nullable(text(40))),
  country_id: v.optional(v.nullable(id)),
  tax_id: v.optional(v.nullable(text(40))),
  address: v.optional(v.nullable(text(255))),
});
export type AgencyInput = v.InferOutput<typeof agencyInput>;

/** What POST /agencies takes: `agencyInput` and an optional `password` (module doc). */
export const newAgencyInput = v.object({ ...agencyInput.entries, password: v.optional(password) });
export type NewAgencyInput = v.InferOutput<typeof newAgencyInput>;

/** A client of an agency: `{ id, name, company, email, phone, country_id, active }`. */
export const agencyClient = v.object({
  id: v.number(),
  name: v.string(),
  company: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
  country_id: v.nullable(v.number()),
  active: v.boolean(),
});
export type AgencyClient = v.InferOutput<typeof agencyClient>;

/** A brand: `{ id, name }`. */
export const brand = v.object({ id: v.number(), name: v.string() });
export type Brand = v.InferOutput<typeof brand>;

/** `filter`: words, each found in the name, company or email (case-insensitive). */
const filterQuery = { filter: v.optional(text(120)) };

const agencyAccess = { permissions: ['browse_agencies'] } as const;

const crud = crudEndpoints({
  name: 'agencies',
  path: '/agencies',
  spec: SPEC,
  row: agency,
  body: agencyInput,
  filters: { ...filterQuery, country_id: intQuery },
  access: { collection: agencyAccess, member: agencyAccess },
});

/**
 * GET /agencies?filter&country_id&page&per_page → `{ data: Agency[], meta }` by name; an agency sees only itself.
 * GET /agencies/{id} → `{ data: Agency }`; PUT /agencies/{id} (`agencyInput`) → `{ data, message }`;
 * DELETE /agencies/{id} → `{ message }` (deactivates; module doc). Errors: 403 for a writer that is not staff (or the
 * agency itself, for PUT), 404 out of reach, 422 on the body (`email` already taken).
 */
export const agenciesResource = {
  ...crud,
  /** POST /agencies (`newAgencyInput`) → `{ data: Agency, message }`; managers and administrators only (else 403). */
  store: endpoint({
    name: 'agencies.store',
    method: 'POST',
    path: '/agencies',
    spec: SPEC,
    access: agencyAccess,
    body: newAgencyInput,
    answer: envelope(agency),
  }),
};
export const {
  list: agencies,
  show: showAgency,
  store: storeAgency,
  update: updateAgency,
  delete: deleteAgency,
} = agenciesResource;

/**
 * GET /agencies/{id}/clients?filter&page&per_page → `{ data: AgencyClient[], meta }`: the clients the agency brought,
 * by name. Same reach as GET /agencies/{id} (404 out of reach).
 */
export const agencyClients = endpoint({
  name: 'agencies.clients',
  method: 'GET',
  path: '/agencies/{id}/clients',
  spec: SPEC,
  access: agencyAccess,
  params: idParams,
  query: v.object({ ...paginationQuery, ...filterQuery }),
  answer: paginated(agencyClient),
});

const brandAccess = { permissions: ['campaigns.show', 'clientsAgency.*'] } as const;

/** GET /brands?filter → `{ data: Brand[] }`: every brand by name, `filter` a substring of the name. */
export const brandList = endpoint({
  name: 'brands.list',
  method: 'GET',
  path: '/brands',
  spec: 'api-catalogue.md Clients, customers, agencies, brands (Customer brands)',
  access: brandAccess,
  query: v.object(filterQuery),
  answer: v.object({ data: v.array(brand) }),
});

/**
 * GET /customer-brands?customer_id → `{ data: Brand[] }`: the brands of a customer the caller reaches, by name.
 * Errors: 404 when the customer is unknown or out of reach (module doc).
 */
export const customerBrandList = endpoint({
  name: 'brands.customer',
  method: 'GET',
  path: '/customer-brands',
  spec: 'api-catalogue.md Clients, customers, agencies, brands (Customer brands)',
  access: brandAccess,
  query: v.object({ customer_id: id }),
  answer: v.object({ data: v.array(brand) }),
});
