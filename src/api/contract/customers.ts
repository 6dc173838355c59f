/**
 * Customers and clients (issue 19; docs/customers-workgroups.md "Customers"): the same set of calls under two
 * prefixes, as api-catalogue.md "Clients, customers, agencies, brands" writes them ("Clients (/client/clients): PUT
 * /{id}; GET /provider-document-types; POST /{id}/share-customer; GET and POST /{id}/documents; PUT
 * /{id}/documents/{docId}; GET /client/clients/me (optional name); GET client/clients; POST client/clients; POST
 * client/clients/login; POST client/clients/no_login. Customers (/customers): the same set, plus GET
 * /provider-categories and PUT /{id}/new-salesman/{memberId}"); product.md §2 customers list, async, {id}, {id}/edit;
 * §3 "customer or client with documents, document types, categories, shared access, salesman assignment, login /
 * no-login flag; customer brand"; §6 gate `clientsAgency.*`.
 *
 * Who (ours where the spec is silent; the strictest reading of §6):
 * - `/customers/…` (names `customers.*`) needs `clientsAgency.*`: managers, administrators, sellers and agencies;
 *   `/client/clients/…` (names `clients.*`) needs `workgroup.*`: the side of clients, agencies and workgroup members
 *   (sellers and managers hold it too). Both answer the same and apply one reach: `reachOf`
 *   (src/domain/membership-rules.ts) — staff every customer, a seller those assigned or shared to it, an agency
 *   those it brought, a workgroup admin its workgroups' clients, a member those assigned to it and its workspaces'.
 *   A customer out of reach is a 404, as a missing one, on every call naming it.
 * - Editing (PUT, documents) needs `canEditCustomer` (a member needs `customers.edit`; a client edits itself only
 *   through its profile): else 403. Sharing and a new salesman need `canReassignCustomer` (staff, its salesman, its
 *   workgroup's admins): else 403.
 * - Creating: staff, sellers (they become its salesman), agencies (it becomes one of their clients, `agency_id`) and
 *   workgroup admins (it joins the workgroup named by `workgroup_id`, or the only one they administer). Others: 403.
 * - GET …/me is the caller's own customer profile and the sellers assigned to it (404 for an account that is no
 *   customer).
 *
 * Lists are pullable (`syncPage`): the device mirrors the customers a seller reaches (src/sync/collections.ts
 * `customers`). A change of reach (shared, a new salesman, assigned in a workgroup) stamps the customer's
 * `updated_at`, so it arrives in the next delta; a customer that left the caller's reach goes at the next full
 * refresh (every 6 h, or when asked), and any call naming it meanwhile is a 404.
 */
import * as v from 'valibot';
import {
  email,
  envelope,
  fileField,
  id,
  idListQuery,
  intQuery,
  isoDate,
  password,
  requiredText,
  syncPage,
  syncQuery,
  text,
} from './common.ts';
import { endpoint } from './define.ts';
import { storedFile } from './files.ts';

const SPEC = 'api-catalogue.md Clients, customers, agencies, brands; product.md §2 customers, §3, §6 clientsAgency.*';

/** What a customer is: an advertiser (client) or an agency buying for others. */
export const CUSTOMER_KINDS = ['client', 'agency'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

const named = v.object({ id: v.number(), name: v.string() });

/**
 * What the device keeps of a customer's document with the customer (the list, to show offline): its type (name in
 * the caller's language), number, expiry (YYYY-MM-DD), the file's name; the file itself is read online.
 */
export const customerDocumentMeta = v.object({
  id: v.number(),
  document_type: named,
  number: v.string(),
  expires_on: v.nullable(v.string()),
  file_name: v.nullable(v.string()),
  updated_at: v.string(),
});
export type CustomerDocumentMeta = v.InferOutput<typeof customerDocumentMeta>;

/**
 * A customer as answered to the caller: the account (`name`, `email`, `phone`, `company`, `country_id`, `active`),
 * its profile (`kind`, `can_login` — false for one made without login —, `agency`, `category_id`, `tax_id`,
 * `address`, `notes`), its sellers (salesmen), the sellers it is shared with, its brands, how many documents it
 * has, and what the caller may do with it (`may`). Timestamps ISO 8601.
 */
export const customer = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  company: v.nullable(v.string()),
  country_id: v.nullable(v.number()),
  active: v.boolean(),
  kind: v.picklist(CUSTOMER_KINDS),
  can_login: v.boolean(),
  agency: v.nullable(named),
  category_id: v.nullable(v.number()),
  tax_id: v.nullable(v.string()),
  address: v.nullable(v.string()),
  notes: v.string(),
  sellers: v.array(named),
  shared_with: v.array(named),
  brands: v.array(named),
  documents_count: v.number(),
  /** Its documents' metadata, newest first (the files are read online). */
  documents: v.array(customerDocumentMeta),
  /** What the caller may do: edit (PUT, documents), reassign (share, new salesman). */
  may: v.object({ edit: v.boolean(), reassign: v.boolean() }),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Customer = v.InferOutput<typeof customer>;

/**
 * What PUT …/{id} takes: any of the fields; those given change, the others stay (so an edit queued offline
 * changes only what the person changed). `brand_ids` replaces the customer's brands.
 */
export const customerChanges = v.object({
  name: v.optional(requiredText(120)),
  email: v.optional(email),
  phone: v.optional(v.nullable(text(40))),
  company: v.optional(v.nullable(text(120))),
  country_id: v.optional(v.nullable(id)),
  category_id: v.optional(v.nullable(id)),
  tax_id: v.optional(v.nullable(text(40))),
  address: v.optional(v.nullable(text(255))),
  notes: v.optional(text(2000)),
  brand_ids: v.optional(v.pipe(v.array(id), v.maxLength(50))),
});
export type CustomerChanges = v.InferOutput<typeof customerChanges>;

/**
 * What creating takes: `name` and `email` required, the rest of `customerChanges`, `kind` (default client), and
 * `workgroup_id` (a workgroup admin creating for one of several workgroups). POST …/login needs `password` (the
 * password policy applies); POST …/no_login takes none (the account cannot sign in until it sets one through
 * "forgot password"); POST … decides by whether `password` is given. An email already taken is a 422 under `email`.
 */
export const newCustomer = v.object({
  ...customerChanges.entries,
  name: requiredText(120),
  email,
  kind: v.optional(v.picklist(CUSTOMER_KINDS)),
  workgroup_id: v.optional(id),
  password: v.optional(password),
});
export type NewCustomer = v.InferOutput<typeof newCustomer>;

/** A document type or a provider category: `{ id, key, name (caller's language), required }`. */
export const documentType = v.object({ id: v.number(), key: v.string(), name: v.string(), required: v.boolean() });
export type DocumentType = v.InferOutput<typeof documentType>;
export const providerCategory = v.object({ id: v.number(), key: v.string(), name: v.string() });
export type ProviderCategory = v.InferOutput<typeof providerCategory>;

/** A customer's document: its type, number, expiry (YYYY-MM-DD) and file (typed by its bytes: PDF, PNG, JPEG, WebP). */
export const customerDocument = v.object({
  id: v.number(),
  customer_id: v.number(),
  document_type: named,
  number: v.string(),
  expires_on: v.nullable(v.string()),
  file: v.nullable(storedFile),
  uploaded_by: v.nullable(named),
  created_at: v.string(),
  updated_at: v.string(),
});
export type CustomerDocument = v.InferOutput<typeof customerDocument>;

/** A document's fields as sent (multipart): type, number, expiry; the file is required on POST, optional on PUT. */
const documentFields = {
  document_type_id: id,
  number: v.optional(text(80)),
  expires_on: v.optional(isoDate),
};

/** A seller of the caller's own profile (GET …/me). */
export const mySeller = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
});

/** The list's filters: words over name, company, email, phone and tax id; kind; agency; category; seller; ids. */
export const customerFilters = {
  filter: v.optional(text(120)),
  kind: v.optional(v.picklist(CUSTOMER_KINDS)),
  agency_id: intQuery,
  category_id: intQuery,
  seller_id: intQuery,
  ids: idListQuery,
};

const idDoc = v.object({ id, docId: id });

/** The calls of one prefix (module doc). */
function customerCalls<P extends '/customers' | '/client/clients', N extends 'customers' | 'clients'>(
  path: P,
  name: N,
  access: { permissions: string[] },
) {
  return {
    /** GET {path}?filter&kind&agency_id&category_id&seller_id&ids&page&per_page&updated_since → a sync page by id. */
    list: endpoint({
      name: `${name}.list`,
      method: 'GET',
      path,
      spec: SPEC,
      access,
      query: v.object({ ...syncQuery, ...customerFilters }),
      answer: syncPage(customer),
    }),
    /** GET {path}/me?name → the caller's profile and its sellers (`name` filters them). 404 for no customer. */
    me: endpoint({
      name: `${name}.me`,
      method: 'GET',
      path: `${path}/me`,
      spec: SPEC,
      access,
      query: v.object({ name: v.optional(text(120)) }),
      answer: envelope(v.object({ customer, sellers: v.array(mySeller) })),
    }),
    /** POST {path} (`newCustomer`) → `{ data: Customer, message }`; with login when `password` is given. */
    store: endpoint({
      name: `${name}.store`,
      method: 'POST',
      path,
      spec: SPEC,
      access,
      body: newCustomer,
      answer: envelope(customer),
    }),
    /** POST {path}/login (`newCustomer` with `password`) → `{ data, message }`. */
    storeWithLogin: endpoint({
      name: `${name}.storeWithLogin`,
      method: 'POST',
      path: `${path}/login`,
      spec: SPEC,
      access,
      body: v.object({ ...newCustomer.entries, password }),
      answer: envelope(customer),
    }),
    /** POST {path}/no_login (`newCustomer` without `password`) → `{ data, message }`. */
    storeWithoutLogin: endpoint({
      name: `${name}.storeWithoutLogin`,
      method: 'POST',
      path: `${path}/no_login`,
      spec: SPEC,
      access,
      body: v.object({ ...newCustomer.entries, password: v.optional(v.undefined()) }),
      answer: envelope(customer),
    }),
    /** PUT {path}/{id} (`customerChanges`) → `{ data, message }`. 403 without `may.edit`, 422 by field. */
    update: endpoint({
      name: `${name}.update`,
      method: 'PUT',
      path: `${path}/{id}`,
      spec: SPEC,
      access,
      params: v.object({ id }),
      body: customerChanges,
      answer: envelope(customer),
    }),
    /** GET {path}/provider-document-types → every document type, by name. */
    documentTypes: endpoint({
      name: `${name}.documentTypes`,
      method: 'GET',
      path: `${path}/provider-document-types`,
      spec: SPEC,
      access,
      answer: v.object({ data: v.array(documentType) }),
    }),
    /**
     * POST {path}/{id}/share-customer `{ seller_id }` → `{ data, message }`: the seller reads it too. 403 without
     * `may.reassign`; 422 under `seller_id` when that account is no active seller. Sharing twice is harmless.
     */
    share: endpoint({
      name: `${name}.share`,
      method: 'POST',
      path: `${path}/{id}/share-customer`,
      spec: SPEC,
      access,
      params: v.object({ id }),
      body: v.object({ seller_id: id }),
      answer: envelope(customer),
    }),
    /** GET {path}/{id}/documents → the customer's documents, newest first. */
    documents: endpoint({
      name: `${name}.documents`,
      method: 'GET',
      path: `${path}/{id}/documents`,
      spec: SPEC,
      access,
      params: v.object({ id }),
      answer: v.object({ data: v.array(customerDocument) }),
    }),
    /** POST {path}/{id}/documents (multipart: fields and `file`) → `{ data, message }`. 415 for a file of another type. */
    storeDocument: endpoint({
      name: `${name}.storeDocument`,
      method: 'POST',
      path: `${path}/{id}/documents`,
      spec: SPEC,
      access,
      params: v.object({ id }),
      bodyKind: 'multipart',
      body: v.object({ ...documentFields, file: fileField }),
      answer: envelope(customerDocument),
    }),
    /** PUT {path}/{id}/documents/{docId} (multipart: fields, `file` optional: it replaces the old one) → `{ data }`. */
    updateDocument: endpoint({
      name: `${name}.updateDocument`,
      method: 'PUT',
      path: `${path}/{id}/documents/{docId}`,
      spec: SPEC,
      access,
      params: idDoc,
      bodyKind: 'multipart',
      body: v.object({ ...documentFields, file: v.optional(fileField) }),
      answer: envelope(customerDocument),
    }),
  };
}

const customerAccess = { permissions: ['clientsAgency.*'] };
const clientAccess = { permissions: ['workgroup.*'] };

/** `/customers/…` (module doc). */
export const customersResource = {
  ...customerCalls('/customers', 'customers', customerAccess),
  /** GET /customers/provider-categories → every category, by name (caller's language). */
  categories: endpoint({
    name: 'customers.categories',
    method: 'GET',
    path: '/customers/provider-categories',
    spec: SPEC,
    access: customerAccess,
    answer: v.object({ data: v.array(providerCategory) }),
  }),
  /**
   * PUT /customers/{id}/new-salesman/{memberId} → `{ data, message }`: `memberId` (an active seller) becomes its only
   * salesman. 403 without `may.reassign`; 422 under `member_id` when that account is no active seller.
   */
  newSalesman: endpoint({
    name: 'customers.newSalesman',
    method: 'PUT',
    path: '/customers/{id}/new-salesman/{memberId}',
    spec: SPEC,
    access: customerAccess,
    params: v.object({ id, memberId: id }),
    answer: envelope(customer),
  }),
};

/** `/client/clients/…` (module doc). */
export const clientsResource = customerCalls('/client/clients', 'clients', clientAccess);

export const {
  list: customerList,
  me: customerMe,
  store: storeCustomer,
  storeWithLogin: storeCustomerWithLogin,
  storeWithoutLogin: storeCustomerWithoutLogin,
  update: updateCustomer,
  documentTypes: customerDocumentTypes,
  share: shareCustomer,
  documents: customerDocuments,
  storeDocument: storeCustomerDocument,
  updateDocument: updateCustomerDocument,
  categories: customerCategories,
  newSalesman: customerNewSalesman,
} = customersResource;
export const {
  list: clientList,
  me: clientMe,
  store: storeClient,
  storeWithLogin: storeClientWithLogin,
  storeWithoutLogin: storeClientWithoutLogin,
  update: updateClient,
  documentTypes: clientDocumentTypes,
  share: shareClient,
  documents: clientDocuments,
  storeDocument: storeClientDocument,
  updateDocument: updateClientDocument,
} = clientsResource;
