/**
 * A provider's business rules and the request associations between buyers and providers (issue 19;
 * docs/customers-workgroups.md).
 *
 * - Provider settings (api-catalogue.md "Provider settings: /client/provider-settings GET, POST; GET, PUT, DELETE
 *   /{id}; GET client/setting-types"; product.md §2 "provider-settings (business rules)", "settings-types (rule
 *   types)", §3 "provider setting and setting type", §6 gates `provider_settings.*`, `browse_settings`): one value
 *   per setting type and provider. A provider reaches only its own provider's values (another's is a 404);
 *   administrators reach every one and name the provider when they store one. The value is checked against its
 *   type (`checkSettingValue`): percent 0..100, number ≥ 0, boolean, text ≤ 500 → 422 under `value`. A second
 *   value of a type the provider already has is refused (422 under `setting_type_id`): edit the one there is.
 *   A setting type of scope `platform` holds one value for the whole platform (`provider_id` null): only
 *   administrators store, edit or delete it (403 for anyone else; providers never see it in their list), and it is
 *   written through to the `settings` row of the same key in the same transaction — so the side-A surcharge
 *   `yoda.percentage_to_face_units` set here is the one the cart prices with on the server and, once the device
 *   pulls `GET /settings/all`, on the device (product.md §3 Settings, §9 side-A surcharge). Deleting it puts the
 *   type's default back.
 * - Request associations (api-catalogue.md "Request associations: GET /change_price/{id}/give and /revoke; store,
 *   update, destroy on /request-associations"; product.md §3 "request association with a price-change permission",
 *   §4 "Price-change permission on an association can be given or revoked"): a seller, agency or client asks to
 *   work with a provider; the provider concerned accepts or rejects it; the requester edits its message or
 *   withdraws it while pending; the provider of an accepted association gives or revokes the price-change
 *   permission (`mayChangePrice`, src/domain/membership-rules.ts). Reached by the requester, the provider concerned,
 *   managers and administrators; anyone else gets 404.
 */
import * as v from 'valibot';
import { decimal, id, idParams, messageAnswer, MONEY_MAX, paginated, paginationQuery, text } from './common.ts';
import { crudEndpoints } from './crud.ts';
import { endpoint } from './define.ts';

const settingsSpec = 'api-catalogue.md Provider settings; product.md §2, §3, §6';
const associationsSpec = 'api-catalogue.md Request associations; product.md §3, §4';

// ── Setting types and provider settings ─────────────────────────────────────

/** How a setting's value is read (setting_types.value_type). */
export const SETTING_VALUE_TYPES = ['percent', 'number', 'boolean', 'text'] as const;
export type SettingValueType = (typeof SETTING_VALUE_TYPES)[number];
/** Whose value a setting type holds (module doc). */
export const SETTING_SCOPES = ['provider', 'platform'] as const;
/** Longest text value. */
export const SETTING_TEXT_MAX = 500;

/** A kind of business rule: `name` in the caller's language, `default_value` as stored (text). */
export const settingType = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  value_type: v.picklist(SETTING_VALUE_TYPES),
  default_value: v.string(),
  /** `provider`: each provider's own value; `platform`: one value for everyone, set by administrators. */
  scope: v.picklist(SETTING_SCOPES),
});
export type SettingType = v.InferOutput<typeof settingType>;

/** One provider's value of one setting type, with its type described. */
export const providerSetting = v.object({
  id: v.number(),
  /** Null for the platform's value of a `platform` type. */
  provider_id: v.nullable(v.number()),
  setting_type_id: v.number(),
  key: v.string(),
  name: v.string(),
  value_type: v.picklist(SETTING_VALUE_TYPES),
  /** Normalised text: a number as written (`"12.5"`), a boolean as `"true"`/`"false"`. */
  value: v.string(),
  updated_at: v.string(),
});
export type ProviderSetting = v.InferOutput<typeof providerSetting>;

/**
 * What store and update take. `value` may come as text (a form), number or boolean; it is checked against the
 * type on the server (422 under `value`). `provider_id` is read only for administrators (a provider's own is
 * always its provider).
 */
export const providerSettingInput = v.object({
  setting_type_id: id,
  // a number as large as a money column at most (the type's own check then says what fits, in the caller's words)
  value: v.union([v.pipe(v.string(), v.maxLength(2000)), decimal(-MONEY_MAX, MONEY_MAX), v.boolean()]),
  provider_id: v.optional(id),
});
export type ProviderSettingInput = v.InferOutput<typeof providerSettingInput>;

/** Why a value does not fit its type (the server says it in the caller's language). */
export type SettingValueProblem = 'percent' | 'number' | 'boolean' | 'text';

/**
 * Checks and normalises a value for its type: percent a number 0..100, number a finite number ≥ 0 (business rules
 * are days, prices and counts), boolean true/false (also "true"/"false", "1"/"0"), text at most 500 characters
 * (trimmed). Shared by the form and the server.
 * @returns `{ value }` (the text to store) or `{ problem }`
 */
export function checkSettingValue(
  type: SettingValueType,
  raw: string | number | boolean,
): { value: string } | { problem: SettingValueProblem } {
  const s = typeof raw === 'string' ? raw.trim() : String(raw);
  if (type === 'text') return s.length <= SETTING_TEXT_MAX ? { value: s } : { problem: 'text' };
  if (type === 'boolean') {
    if (s === 'true' || s === '1') return { value: 'true' };
    if (s === 'false' || s === '0') return { value: 'false' };
    return { problem: 'boolean' };
  }
  const n = typeof raw === 'number' ? raw : s === '' || typeof raw === 'boolean' ? NaN : Number(s);
  const fits = Number.isFinite(n) && n >= 0 && (type === 'number' || n <= 100);
  return fits ? { value: String(n) } : { problem: type };
}

const settingsAccess = { permissions: ['provider_settings.*'] };

/**
 * The provider's business rules (src/api/contract/crud.ts): list (by `setting_type_id`), show, store, update,
 * delete. Errors: 404 for another provider's value; 422 `errors.value` when the value does not fit its type,
 * `errors.setting_type_id` for an unknown type or one the provider already has a value of, `errors.provider_id`
 * when an administrator names no provider.
 */
export const providerSettingsResource = crudEndpoints({
  name: 'providerSettings',
  path: '/client/provider-settings',
  spec: settingsSpec,
  row: providerSetting,
  body: providerSettingInput,
  filters: { setting_type_id: v.optional(id) },
  access: { collection: settingsAccess, member: settingsAccess },
});
export const {
  list: providerSettings,
  show: showProviderSetting,
  store: storeProviderSetting,
  update: updateProviderSetting,
  delete: deleteProviderSetting,
} = providerSettingsResource;

/** The kinds of business rule, by name in the caller's language. For anyone browsing settings or holding rules. */
export const settingTypes = endpoint({
  name: 'providerSettings.types',
  method: 'GET',
  path: '/client/setting-types',
  access: { permissions: ['browse_settings', 'provider_settings.*'] },
  spec: settingsSpec,
  answer: v.object({ data: v.array(settingType) }),
});

// ── Request associations ────────────────────────────────────────────────────

export const ASSOCIATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AssociationStatus = (typeof ASSOCIATION_STATUSES)[number];

/** A request to work with a provider, with both parties named and the price-change permission. */
export const requestAssociation = v.object({
  id: v.number(),
  requester_id: v.number(),
  requester_name: v.string(),
  provider_id: v.number(),
  provider_name: v.string(),
  status: v.picklist(ASSOCIATION_STATUSES),
  /** The permission as given (kept while accepted; cleared on rejection). */
  can_change_price: v.boolean(),
  /** Whether the requester may change prices now (`mayChangePrice`). */
  may_change_price: v.boolean(),
  message: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type RequestAssociation = v.InferOutput<typeof requestAssociation>;

/** What a requester sends: the provider and a message. */
export const requestAssociationInput = v.object({ provider_id: id, message: v.optional(text(1000)) });
/** An edit: the requester's `message` (while pending) or the provider's decision `status`. */
export const requestAssociationChange = v.object({
  message: v.optional(text(1000)),
  status: v.optional(v.picklist(['accepted', 'rejected'])),
});

const associationAccess = { permissions: ['workgroup.*', 'provider_settings.*'] };

/** A provider one may ask to work with, and the caller's own request to it (null when none). */
export const providerChoice = v.object({
  id: v.number(),
  name: v.string(),
  country_id: v.number(),
  association: v.nullable(requestAssociation),
});
export type ProviderChoice = v.InferOutput<typeof providerChoice>;

/**
 * GET /client/providers?filter&page&per_page → `{ data: ProviderChoice[], meta }` by name (api-calls.tsv, lookups):
 * the providers a seller, agency or client may ask to work with, each with the caller's own request to it — so the
 * requester's associations are listed here (the spec has no list of associations). `filter`: a part of the name.
 */
export const clientProviders = endpoint({
  name: 'lookups.clientProviders',
  method: 'GET',
  path: '/client/providers',
  access: { permissions: ['workgroup.*'] },
  spec: 'api-calls.tsv lookups GET /client/providers; ' + associationsSpec,
  query: v.object({ ...paginationQuery, filter: v.optional(text(120)) }),
  answer: paginated(providerChoice),
});

/**
 * A seller, agency or client asks to work with a provider (pending). Errors: 403 for other roles; 422
 * `errors.provider_id` for an unknown provider or one already asked.
 */
export const storeRequestAssociation = endpoint({
  name: 'requestAssociations.store',
  method: 'POST',
  path: '/request-associations',
  access: { permissions: ['workgroup.*'] },
  spec: associationsSpec,
  body: requestAssociationInput,
  answer: v.object({ data: requestAssociation, message: v.string() }),
});

/**
 * Edits an association: the requester its `message` while pending; the provider concerned (or staff) decides
 * `status` of a pending one. Errors: 404 out of reach; 403 for a part that is not the caller's to change; 422
 * `errors.status` once decided, `errors.message` once no longer pending.
 */
export const updateRequestAssociation = endpoint({
  name: 'requestAssociations.update',
  method: 'PUT',
  path: '/request-associations/{id}',
  access: associationAccess,
  spec: associationsSpec,
  params: idParams,
  body: requestAssociationChange,
  answer: v.object({ data: requestAssociation, message: v.string() }),
});

/**
 * Withdraws a request: the requester its own pending one, staff any. Errors: 404 out of reach; 403 for the
 * provider; 422 `errors.status` once decided.
 */
export const deleteRequestAssociation = endpoint({
  name: 'requestAssociations.delete',
  method: 'DELETE',
  path: '/request-associations/{id}',
  access: associationAccess,
  spec: associationsSpec,
  params: idParams,
  answer: messageAnswer,
});

const priceChange = (give: boolean) =>
  endpoint({
    name: give ? 'requestAssociations.givePriceChange' : 'requestAssociations.revokePriceChange',
    method: 'GET',
    path: `/change_price/{id}/${give ? 'give' : 'revoke'}`,
    access: settingsAccess,
    spec: associationsSpec,
    params: idParams,
    answer: v.object({ data: requestAssociation, message: v.string() }),
  });

/**
 * The provider of an accepted association gives (`give`) or revokes (`revoke`) the price-change permission.
 * Errors: 404 for another provider's association; 422 `errors.status` while pending or once rejected.
 */
export const givePriceChange = priceChange(true);
export const revokePriceChange = priceChange(false);
