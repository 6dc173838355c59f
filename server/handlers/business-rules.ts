/**
 * A provider's business rules and request associations on the reference server (issue 19;
 * src/api/contract/business-rules.ts declares the calls and their rules; docs/customers-workgroups.md).
 *
 * - /client/provider-settings: scoped to the caller's provider (administrators: all, and they name the provider of
 *   a new value); names of setting types in the caller's language; the value checked by `checkSettingValue`; one
 *   value per type and provider (a second is a 422, not an update).
 * - /client/setting-types: every kind of rule, by key. A `platform` type's one value (provider null) is written by
 *   administrators only and through to `settings` (platform-settings.ts).
 * - /request-associations and /change_price/{id}/give|revoke: reached by the requester, the provider concerned
 *   (`users.provider_id`), managers and administrators (staff); anyone else gets 404. Who may change what:
 *   the requester its message while pending and withdrawing its pending request; the provider concerned or staff
 *   the decision (pending → accepted | rejected); the provider concerned or an administrator the price-change
 *   permission of an accepted association. A part reached but not the caller's to change is a 403.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import * as br from '#src/api/contract/business-rules.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { mayChangePrice } from '#src/domain/membership-rules.ts';
import { hasRole, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { providers, providerSettings, requestAssociations, settingTypes, users } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement, type Implementation } from '../http/register.ts';
import { meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';
import { notFound, ownProvider, providerWhere } from './unit-view.ts';
import { assertMayWrite, isPlatform, samePair, writeThrough } from './platform-settings.ts';

/** This area's messages, in both interface languages (to merge into server/i18n.ts as `business_rules.*`). */
export const BUSINESS_RULES_MESSAGES = {
  'business_rules.saved': { es: 'Regla de negocio guardada.', en: 'Business rule saved.' },
  'business_rules.deleted': { es: 'Regla de negocio eliminada.', en: 'Business rule deleted.' },
  'business_rules.platform_only': {
    es: 'Solo un administrador cambia los valores de toda la plataforma.',
    en: 'Only an administrator changes the values of the whole platform.',
  },
  'business_rules.percent': {
    es: 'El valor debe ser un porcentaje entre 0 y 100.',
    en: 'The value must be a percentage between 0 and 100.',
  },
  'business_rules.number': {
    es: 'El valor debe ser un número mayor o igual a 0.',
    en: 'The value must be a number greater than or equal to 0.',
  },
  'business_rules.boolean': { es: 'El valor debe ser sí o no.', en: 'The value must be yes or no.' },
  'business_rules.text': {
    es: 'El valor no debe tener más de 500 caracteres.',
    en: 'The value must not be longer than 500 characters.',
  },
  'business_rules.unknown_type': { es: 'El tipo de regla no existe.', en: 'The rule type does not exist.' },
  'business_rules.duplicate_type': {
    es: 'Ya tienes un valor para este tipo de regla; edítalo.',
    en: 'You already have a value for this rule type; edit it instead.',
  },
  'business_rules.unknown_provider': { es: 'El proveedor no existe.', en: 'The provider does not exist.' },
  'associations.requester_only': {
    es: 'Solo vendedores, agencias y clientes solicitan asociarse con un proveedor.',
    en: 'Only sellers, agencies and clients ask to work with a provider.',
  },
  'associations.duplicate': {
    es: 'Ya enviaste una solicitud a este proveedor.',
    en: 'You already sent a request to this provider.',
  },
  'associations.sent': { es: 'Solicitud enviada.', en: 'Request sent.' },
  'associations.saved': { es: 'Solicitud guardada.', en: 'Request saved.' },
  'associations.accepted': { es: 'Solicitud aceptada.', en: 'Request accepted.' },
  'associations.rejected': { es: 'Solicitud rechazada.', en: 'Request rejected.' },
  'associations.deleted': { es: 'Solicitud retirada.', en: 'Request withdrawn.' },
  'associations.decided': {
    es: 'La solicitud ya fue {status}; no puede cambiarse.',
    en: 'The request was already {status}; it cannot change.',
  },
  'associations.not_pending': {
    es: 'Solo se modifica o retira una solicitud pendiente.',
    en: 'Only a pending request can be edited or withdrawn.',
  },
  'associations.not_yours': {
    es: 'Esa parte de la solicitud no te corresponde cambiarla.',
    en: 'That part of the request is not yours to change.',
  },
  'associations.not_accepted_pending': {
    es: 'La solicitud sigue pendiente: acéptala antes de dar o quitar el permiso de cambiar precios.',
    en: 'The request is still pending: accept it before giving or revoking the price-change permission.',
  },
  'associations.not_accepted_rejected': {
    es: 'La solicitud fue rechazada: no lleva permiso de cambiar precios.',
    en: 'The request was rejected: it carries no price-change permission.',
  },
  'associations.price_given': {
    es: 'Permiso de cambiar precios otorgado.',
    en: 'Price-change permission given.',
  },
  'associations.price_revoked': {
    es: 'Permiso de cambiar precios retirado.',
    en: 'Price-change permission revoked.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
type Key = keyof typeof BUSINESS_RULES_MESSAGES;
const STATUS_WORDS = {
  accepted: { es: 'aceptada', en: 'accepted' },
  rejected: { es: 'rechazada', en: 'rejected' },
  pending: { es: 'pendiente', en: 'pending' },
} as const;

const say = (locale: Locale, key: Key, vars: Record<string, string> = {}) =>
  BUSINESS_RULES_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, n: string) => vars[n] ?? `{${n}}`);
const invalid = (locale: Locale, field: string, key: Key, vars?: Record<string, string>) =>
  validationError(say(locale, key, vars), { [field]: [say(locale, key, vars)] });
const forbidden = (locale: Locale) => new HttpError(403, 'forbidden', say(locale, 'associations.not_yours'));

// ── Provider settings ───────────────────────────────────────────────────────

type TypeRow = typeof settingTypes.$inferSelect;
type SettingRow = typeof providerSettings.$inferSelect;

const typeAnswer = (t: TypeRow, locale: Locale): br.SettingType => ({
  id: t.id,
  key: t.key,
  name: locale === 'en' ? t.nameEn : t.nameEs,
  value_type: t.valueType,
  default_value: t.defaultValue,
  scope: t.scope,
});
const settingAnswer = (s: SettingRow, t: TypeRow, locale: Locale): br.ProviderSetting => ({
  id: s.id,
  provider_id: s.providerId,
  setting_type_id: t.id,
  key: t.key,
  name: locale === 'en' ? t.nameEn : t.nameEs,
  value_type: t.valueType,
  value: s.value,
  updated_at: iso(s.updatedAt),
});

/** A setting in the caller's scope, with its type. @throws HttpError 404 */
async function findSetting(db: Db, user: AuthUser, id: number, locale: Locale) {
  const [row] = await db
    .select({ s: providerSettings, t: settingTypes })
    .from(providerSettings)
    .innerJoin(settingTypes, eq(settingTypes.id, providerSettings.settingTypeId))
    .where(and(eq(providerSettings.id, id), ...providerWhere(user, providerSettings.providerId)));
  if (!row) throw notFound(locale);
  return row;
}

/** A setting type by id. @throws HttpError 422 under `setting_type_id` */
async function typeOf(db: Db, id: number, locale: Locale) {
  const [type] = await db.select().from(settingTypes).where(eq(settingTypes.id, id));
  if (!type) throw invalid(locale, 'setting_type_id', 'business_rules.unknown_type');
  return type;
}

/**
 * The type named by the body and the value normalised for it; refuses a type the provider already has a value of
 * (other than `exceptId`). @throws HttpError 422 under `setting_type_id` or `value`
 */
async function checked(db: Db, body: br.ProviderSettingInput, providerId: number | null, locale: Locale, exceptId = 0) {
  const type = await typeOf(db, body.setting_type_id, locale);
  const result = br.checkSettingValue(type.valueType, body.value);
  if ('problem' in result) throw invalid(locale, 'value', `business_rules.${result.problem}`);
  const [taken] = await db
    .select({ n: count() })
    .from(providerSettings)
    .where(samePair(providerId, type.id, exceptId));
  if ((taken?.n ?? 0) > 0) throw invalid(locale, 'setting_type_id', 'business_rules.duplicate_type');
  return { type, value: result.value };
}

const settingHandlers: Implementation[] = [
  implement(br.settingTypes, async ({ db, locale }) => ({
    data: (await db.select().from(settingTypes).orderBy(asc(settingTypes.key))).map((t) => typeAnswer(t, locale)),
  })),
  implement(br.providerSettings, async ({ db, query, user, locale }) => {
    const where: SQL[] = [...providerWhere(user, providerSettings.providerId)];
    if (query.setting_type_id) where.push(eq(providerSettings.settingTypeId, query.setting_type_id));
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(providerSettings)
      .where(and(...where));
    const rows = await db
      .select({ s: providerSettings, t: settingTypes })
      .from(providerSettings)
      .innerJoin(settingTypes, eq(settingTypes.id, providerSettings.settingTypeId))
      .where(and(...where))
      .orderBy(asc(providerSettings.providerId), asc(settingTypes.key), asc(providerSettings.id))
      .limit(size)
      .offset(offset);
    return { data: rows.map((r) => settingAnswer(r.s, r.t, locale)), meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(br.showProviderSetting, async ({ db, params, user, locale }) => {
    const { s, t } = await findSetting(db, user, params.id, locale);
    return { data: settingAnswer(s, t, locale) };
  }),
  implement(br.storeProviderSetting, async ({ db, body, user, locale, now }) => {
    const named = await typeOf(db, body.setting_type_id, locale);
    assertMayWrite(user, named, say(locale, 'business_rules.platform_only'));
    let providerId: number | null = null;
    if (!isPlatform(named)) {
      providerId = ownProvider(user, locale, body.provider_id);
      const [known] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
      if (!known) throw invalid(locale, 'provider_id', 'business_rules.unknown_provider');
    }
    const { type, value } = await checked(db, body, providerId, locale);
    // the unique pair (provider, type) — or the platform's one value per type — decides a race: the second insert
    // writes nothing and gets the same 422
    const row = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(providerSettings)
        .values({ providerId, settingTypeId: type.id, value, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (made) await writeThrough(tx, type, value);
      return made;
    });
    if (!row) throw invalid(locale, 'setting_type_id', 'business_rules.duplicate_type');
    return { data: settingAnswer(row, type, locale), message: say(locale, 'business_rules.saved') };
  }),
  implement(br.updateProviderSetting, async ({ db, params, body, user, locale, now }) => {
    const { s, t } = await findSetting(db, user, params.id, locale);
    assertMayWrite(user, t, say(locale, 'business_rules.platform_only'));
    const { type, value } = await checked(db, body, s.providerId, locale, s.id);
    if (isPlatform(type) !== isPlatform(t)) throw invalid(locale, 'setting_type_id', 'business_rules.unknown_type');
    const row = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(providerSettings)
        .set({ settingTypeId: type.id, value, updatedAt: now })
        .where(eq(providerSettings.id, s.id))
        .returning();
      await writeThrough(tx, type, value);
      return changed!;
    });
    return { data: settingAnswer(row, type, locale), message: say(locale, 'business_rules.saved') };
  }),
  implement(br.deleteProviderSetting, async ({ db, params, user, locale }) => {
    const { s, t } = await findSetting(db, user, params.id, locale);
    assertMayWrite(user, t, say(locale, 'business_rules.platform_only'));
    await db.transaction(async (tx) => {
      await tx.delete(providerSettings).where(eq(providerSettings.id, s.id));
      await writeThrough(tx, t, null);
    });
    return { message: say(locale, 'business_rules.deleted') };
  }),
];

// ── Request associations ────────────────────────────────────────────────────

type AssociationRow = typeof requestAssociations.$inferSelect;

/** Managers and administrators reach and decide every association. */
const isStaff = (user: AuthUser) => isSuperuser(user.permissions) || hasRole(user, 'manager');
/** The provider the association was asked of. */
const isProviderOf = (user: AuthUser, a: AssociationRow) =>
  user.providerId !== null && user.providerId === a.providerId;

/** An association as answered, with both parties' names. */
export async function answerOf(db: Db, a: AssociationRow): Promise<br.RequestAssociation> {
  const [names] = await db
    .select({ requester: users.name, provider: providers.name })
    .from(users)
    .innerJoin(providers, eq(providers.id, a.providerId))
    .where(eq(users.id, a.requesterId));
  return {
    id: a.id,
    requester_id: a.requesterId,
    requester_name: names?.requester ?? '',
    provider_id: a.providerId,
    provider_name: names?.provider ?? '',
    status: a.status,
    can_change_price: a.canChangePrice,
    may_change_price: mayChangePrice(a),
    message: a.message,
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
  };
}

/** An association the caller reaches (requester, provider concerned, staff). @throws HttpError 404 */
async function findAssociation(db: Db, user: AuthUser, id: number, locale: Locale): Promise<AssociationRow> {
  const [a] = await db.select().from(requestAssociations).where(eq(requestAssociations.id, id));
  if (!a || !(a.requesterId === user.id || isProviderOf(user, a) || isStaff(user))) throw notFound(locale);
  return a;
}

/** Gives or revokes the price-change permission of an accepted association. */
const priceChange = (endpoint: typeof br.givePriceChange, give: boolean) =>
  implement(endpoint, async ({ db, params, user, locale, now }) => {
    const found = await findAssociation(db, user, params.id, locale);
    if (!isProviderOf(user, found) && !isSuperuser(user.permissions)) throw notFound(locale);
    if (found.status !== 'accepted')
      throw invalid(
        locale,
        'status',
        found.status === 'pending' ? 'associations.not_accepted_pending' : 'associations.not_accepted_rejected',
      );
    const [row] = await db
      .update(requestAssociations)
      .set({ canChangePrice: give, updatedAt: now })
      .where(eq(requestAssociations.id, found.id))
      .returning();
    return {
      data: await answerOf(db, row!),
      message: say(locale, give ? 'associations.price_given' : 'associations.price_revoked'),
    };
  });

const associationHandlers: Implementation[] = [
  implement(br.storeRequestAssociation, async ({ db, body, user, locale, now }) => {
    if (!hasRole(user, 'seller', 'agency', 'client'))
      throw new HttpError(403, 'forbidden', say(locale, 'associations.requester_only'));
    const [known] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, body.provider_id));
    if (!known) throw invalid(locale, 'provider_id', 'business_rules.unknown_provider');
    const [asked] = await db
      .select({ id: requestAssociations.id })
      .from(requestAssociations)
      .where(and(eq(requestAssociations.requesterId, user.id), eq(requestAssociations.providerId, known.id)));
    if (asked) throw invalid(locale, 'provider_id', 'associations.duplicate');
    const [row] = await db
      .insert(requestAssociations)
      .values({
        requesterId: user.id,
        providerId: known.id,
        message: body.message ?? '',
        createdAt: now,
        updatedAt: now,
      })
      // two requests at once: the unique pair lets one write; the other gets the same 422 as a later one
      .onConflictDoNothing()
      .returning();
    if (!row) throw invalid(locale, 'provider_id', 'associations.duplicate');
    return { data: await answerOf(db, row), message: say(locale, 'associations.sent') };
  }),
  implement(br.updateRequestAssociation, async ({ db, params, body, user, locale, now }) => {
    const found = await findAssociation(db, user, params.id, locale);
    const changes: Partial<typeof requestAssociations.$inferInsert> = {};
    if (body.message !== undefined) {
      if (found.requesterId !== user.id && !isStaff(user)) throw forbidden(locale);
      if (found.status !== 'pending') throw invalid(locale, 'message', 'associations.not_pending');
      changes.message = body.message;
    }
    if (body.status !== undefined) {
      if (!isProviderOf(user, found) && !isStaff(user)) throw forbidden(locale);
      if (found.status !== 'pending')
        throw invalid(locale, 'status', 'associations.decided', { status: STATUS_WORDS[found.status][locale] });
      changes.status = body.status;
      if (body.status === 'rejected') changes.canChangePrice = false;
    }
    const [row] = await db
      .update(requestAssociations)
      .set({ ...changes, updatedAt: now })
      .where(eq(requestAssociations.id, found.id))
      .returning();
    const message = body.status ? (`associations.${body.status}` as const) : 'associations.saved';
    return { data: await answerOf(db, row!), message: say(locale, message) };
  }),
  implement(br.deleteRequestAssociation, async ({ db, params, user, locale }) => {
    const found = await findAssociation(db, user, params.id, locale);
    if (!isStaff(user)) {
      if (found.requesterId !== user.id) throw forbidden(locale);
      if (found.status !== 'pending') throw invalid(locale, 'status', 'associations.not_pending');
    }
    await db.delete(requestAssociations).where(eq(requestAssociations.id, found.id));
    return { message: say(locale, 'associations.deleted') };
  }),
  priceChange(br.givePriceChange, true),
  priceChange(br.revokePriceChange, false),
];

/** Every call of the area, to register in server/handlers/index.ts. */
export const businessRuleHandlers: readonly Implementation[] = [...settingHandlers, ...associationHandlers];
