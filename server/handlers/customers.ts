/**
 * Customers and clients on the reference server (issue 19; src/api/contract/customers.ts declares the 24 calls and
 * their rules; docs/customers-workgroups.md "Customers"). The same handlers answer `/customers/…` (names
 * `customers.*`) and `/client/clients/…` (names `clients.*`); documents are in customer-documents.ts, answers in
 * customer-rows.ts.
 *
 * - Reach: `reachableCustomerWhere` / `reachOf` (customer-reach.ts): a customer out of reach is a 404, as a missing one.
 * - Editing needs `canEditCustomer` (a member with `customers.edit` where it reaches it), sharing and a new salesman
 *   `canReassignCustomer`: else 403.
 * - Creating: staff freely; a seller becomes its salesman; an agency its `agency_id`; a workgroup admin adds it to
 *   the workgroup `workgroup_id` names, or through `/client/clients` to the only one it administers (several and
 *   none named: 422 under `workgroup_id`). Anyone else: 403. An email already taken: 422 under `email`.
 * - Every write that changes who reaches a customer or what it shows stamps `customer_profiles.updated_at`, so it
 *   arrives in the next delta of whoever reaches it.
 */
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import * as cu from '#src/api/contract/customers.ts';
import { canEditCustomer, canReassignCustomer } from '#src/domain/membership-rules.ts';
import { accountPasswordHash } from '../auth/password-policy.ts';
import { hasRole, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  brands,
  clientSellers,
  countries,
  customerBrands,
  customerProfiles,
  customerShares,
  providerCategories,
  providerDocumentTypes,
  roles,
  userRoles,
  users,
  workgroupClients,
  workgroups,
} from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement, type Handler, type Implementation } from '../http/register.ts';
import { byName, msg, type MessageKey } from '../i18n.ts';
import { isStaff, reachableCustomerWhere, viewerFactsOf } from './customer-reach.ts';
import { customerDocumentHandlers } from './customer-documents.ts';
import {
  activeSellerWhere,
  changedAt,
  countCustomers,
  customerAnswers,
  customerQuery,
  findCustomer,
  isCustomer,
  kindOf,
  type FoundCustomer,
} from './customer-rows.ts';
import { escapeLike } from './lookups.ts';
import { isUniqueViolation } from './session.ts';
import { changedSince, syncAnswer, syncOrder, syncWindow } from './sync-page.ts';

type Prefix = 'customers' | 'clients';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const invalid = (locale: Locale, field: string, key: MessageKey) =>
  validationError(msg(locale, 'validation.failed'), { [field]: [msg(locale, key)] });
const forbidden = (locale: Locale, key: MessageKey) => new HttpError(403, 'forbidden', msg(locale, key));
const emailTaken = (locale: Locale) => invalid(locale, 'email', 'validation.unique_email');

/** Each word of `filter` found in one of the customer's searchable columns (case-insensitive). */
function wordsWhere(filter: string | undefined): SQL[] {
  const words = (filter ?? '').split(/\s+/).filter((w) => w !== '');
  const columns = [users.name, users.company, users.email, users.phone, customerProfiles.taxId];
  return words.map((w) => or(...columns.map((c) => ilike(c, escapeLike(w))))!);
}

/** Refuses a taken email, an unknown country, category or brand (422 under the field). */
async function checkFields(db: Db, body: cu.CustomerChanges, locale: Locale, selfId?: number): Promise<void> {
  if (body.email !== undefined) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${body.email})`, ...(selfId ? [ne(users.id, selfId)] : [])));
    if (taken) throw emailTaken(locale);
  }
  if (body.country_id != null) {
    const [found] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id));
    if (!found) throw invalid(locale, 'country_id', 'validation.unknown_country');
  }
  if (body.category_id != null) {
    const [found] = await db
      .select({ id: providerCategories.id })
      .from(providerCategories)
      .where(eq(providerCategories.id, body.category_id));
    if (!found) throw invalid(locale, 'category_id', 'customers.unknown_category');
  }
  if (body.brand_ids && body.brand_ids.length > 0) {
    const wanted = [...new Set(body.brand_ids)];
    const found = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, wanted));
    if (found.length !== wanted.length) throw invalid(locale, 'brand_ids', 'customers.unknown_brand');
  }
}

/** The `users` columns a body sets (fields not given keep their value; an empty text clears). */
const userColumns = (b: cu.CustomerChanges) => ({
  ...(b.name !== undefined ? { name: b.name } : {}),
  ...(b.email !== undefined ? { email: b.email } : {}),
  ...(b.phone !== undefined ? { phone: b.phone || null } : {}),
  ...(b.company !== undefined ? { company: b.company || null } : {}),
  ...(b.country_id !== undefined ? { countryId: b.country_id } : {}),
});
/** The `customer_profiles` columns a body sets. */
const profileColumns = (b: cu.CustomerChanges) => ({
  ...(b.category_id !== undefined ? { categoryId: b.category_id } : {}),
  ...(b.tax_id !== undefined ? { taxId: b.tax_id || null } : {}),
  ...(b.address !== undefined ? { address: b.address || null } : {}),
  ...(b.notes !== undefined ? { notes: b.notes } : {}),
});

/** Upserts the customer's profile with `set` and stamps its `updated_at` (module doc). */
async function touchProfile(tx: Db | Tx, found: FoundCustomer, now: Date, set: Record<string, unknown> = {}) {
  await tx
    .insert(customerProfiles)
    .values({ userId: found.answer.id, kind: found.answer.kind, ...set, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...set, updatedAt: now } });
}

/** Replaces a customer's brands with `ids`. */
async function replaceBrands(tx: Db | Tx, customerId: number, ids: readonly number[]) {
  await tx.delete(customerBrands).where(eq(customerBrands.customerId, customerId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) await tx.insert(customerBrands).values(unique.map((brandId) => ({ customerId, brandId })));
}

/** The active seller `sellerId`, by name. @throws HttpError 422 under `field` when it is none */
async function activeSeller(db: Db, sellerId: number, field: string, locale: Locale) {
  const [seller] = await db.select({ id: users.id, name: users.name }).from(users).where(activeSellerWhere(sellerId));
  if (!seller) throw invalid(locale, field, 'customers.not_seller');
  return seller;
}

/**
 * The workgroup a new customer joins (module doc), or null.
 * @throws HttpError 422 `workgroup_id` when the named one is not the caller's (nor, for staff, an existing one), or
 * when a caller administering several names none through `/client/clients`
 */
async function workgroupFor(
  db: Db,
  user: AuthUser,
  adminOf: readonly number[],
  named: number | undefined,
  prefix: Prefix,
  locale: Locale,
): Promise<number | null> {
  if (named !== undefined) {
    if (adminOf.includes(named)) return named;
    if (isStaff(user)) {
      const [group] = await db.select({ id: workgroups.id }).from(workgroups).where(eq(workgroups.id, named));
      if (group) return group.id;
    }
    throw invalid(locale, 'workgroup_id', 'customers.workgroup_not_admin');
  }
  if (prefix !== 'clients' || isStaff(user) || adminOf.length === 0) return null;
  if (adminOf.length === 1) return adminOf[0]!;
  throw invalid(locale, 'workgroup_id', 'customers.choose_workgroup');
}

/** Creates a customer (module doc) and answers it as the caller now sees it. */
async function createCustomer(
  { db, user, locale, now }: { db: Db; user: AuthUser; locale: Locale; now: Date },
  body: cu.NewCustomer,
  prefix: Prefix,
) {
  const viewer = await viewerFactsOf(db, user);
  const seller = hasRole(user, 'seller');
  const agency = hasRole(user, 'agency');
  if (!isStaff(user) && !seller && !agency && viewer.adminOf.length === 0)
    throw forbidden(locale, 'customers.create_forbidden');
  const workgroupId = await workgroupFor(db, user, viewer.adminOf, body.workgroup_id, prefix, locale);
  if (!isStaff(user) && !seller && !agency && workgroupId === null)
    throw forbidden(locale, 'customers.create_forbidden');
  await checkFields(db, body, locale);
  const kind = body.kind ?? 'client';
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.value, kind));
  if (!role) throw new HttpError(500, 'error', msg(locale, 'http.server_error'));
  // without a password the account holds the hash of a secret nobody keeps: no usable password (contract doc)
  const passwordHash = await accountPasswordHash(body.password, locale, body.email);
  const id = await db
    .transaction(async (tx) => {
      const [made] = await tx
        .insert(users)
        .values({
          ...userColumns(body),
          name: body.name,
          email: body.email,
          passwordHash,
          locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      const customerId = made!.id;
      await tx.insert(userRoles).values({ userId: customerId, roleId: role.id, position: 0 });
      await tx.insert(customerProfiles).values({
        userId: customerId,
        kind,
        canLogin: Boolean(body.password),
        agencyId: agency && !isStaff(user) ? user.id : null,
        ...profileColumns(body),
        createdById: user.id,
        createdAt: now,
        updatedAt: now,
      });
      if (body.brand_ids) await replaceBrands(tx, customerId, body.brand_ids);
      if (seller && !isStaff(user)) await tx.insert(clientSellers).values({ clientId: customerId, sellerId: user.id });
      if (workgroupId !== null)
        await tx.insert(workgroupClients).values({ workgroupId, customerId, memberId: null, addedAt: now });
      return customerId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailTaken(locale);
      throw error;
    });
  return { data: (await findCustomer(db, user, id, locale)).answer, message: msg(locale, 'customers.created') };
}

/** GET …: a sync page by id of the customers the caller reaches, filtered (contract `customerFilters`). */
const list: Handler<typeof cu.customerList> = async ({ db, query, user, now, locale }) => {
  const w = syncWindow(query, now);
  const viewer = await viewerFactsOf(db, user);
  const where = and(
    isCustomer,
    reachableCustomerWhere(viewer, users.id),
    ...wordsWhere(query.filter),
    ...(query.kind ? [sql`${kindOf} = ${query.kind}`] : []),
    ...(query.agency_id !== undefined ? [eq(customerProfiles.agencyId, query.agency_id)] : []),
    ...(query.category_id !== undefined ? [eq(customerProfiles.categoryId, query.category_id)] : []),
    ...(query.seller_id !== undefined
      ? [
          inArray(
            users.id,
            sql`(select ${clientSellers.clientId} from ${clientSellers} where ${clientSellers.sellerId} = ${query.seller_id})`,
          ),
        ]
      : []),
    ...(query.ids && query.ids.length > 0 ? [inArray(users.id, query.ids)] : []),
    changedSince(changedAt, w),
  );
  const [total, rows] = await Promise.all([
    countCustomers(db, where),
    customerQuery(db)
      .where(where)
      .orderBy(...syncOrder(changedAt, users.id, w))
      .limit(w.size)
      .offset(w.offset),
  ]);
  const answers = await customerAnswers(db, viewer, rows, locale);
  return syncAnswer(
    answers.map((a) => a.answer),
    w,
    total,
    undefined,
  );
};

/** GET …/me: the caller's own customer and its sellers (`name` filters them). 404 for an account that is no customer. */
const me: Handler<typeof cu.customerMe> = async ({ db, query, user, locale }) => {
  const found = await findCustomer(db, user, user.id, locale);
  const term = query.name?.trim();
  const sellers = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(clientSellers)
    .innerJoin(users, eq(users.id, clientSellers.sellerId))
    .where(and(eq(clientSellers.clientId, user.id), term ? ilike(users.name, escapeLike(term)) : undefined))
    .orderBy(asc(users.name), asc(users.id));
  return { data: { customer: found.answer, sellers } };
};

/** PUT …/{id}: the fields given change; 404 out of reach, 403 without `may.edit`, 422 by field. */
const update: Handler<typeof cu.updateCustomer> = async ({ db, params, body, user, locale, now }) => {
  const found = await findCustomer(db, user, params.id, locale);
  if (!canEditCustomer(found.viewer, found.decision.facts, found.decision.permissions))
    throw forbidden(locale, 'customers.edit_forbidden');
  await checkFields(db, body, locale, found.answer.id);
  await db
    .transaction(async (tx) => {
      const account = userColumns(body);
      if (Object.keys(account).length > 0)
        await tx
          .update(users)
          .set({ ...account, updatedAt: now })
          .where(eq(users.id, found.answer.id));
      await touchProfile(tx, found, now, profileColumns(body));
      if (body.brand_ids) await replaceBrands(tx, found.answer.id, body.brand_ids);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailTaken(locale);
      throw error;
    });
  return {
    data: (await findCustomer(db, user, found.answer.id, locale)).answer,
    message: msg(locale, 'customers.saved'),
  };
};

/** POST …/{id}/share-customer: 404 out of reach, 403 without `may.reassign`, 422 `seller_id` for no active seller. */
const share: Handler<typeof cu.shareCustomer> = async ({ db, params, body, user, locale, now }) => {
  const found = await findCustomer(db, user, params.id, locale);
  if (!canReassignCustomer(found.viewer, found.decision.facts)) throw forbidden(locale, 'customers.reassign_forbidden');
  const seller = await activeSeller(db, body.seller_id, 'seller_id', locale);
  await db.transaction(async (tx) => {
    await tx
      .insert(customerShares)
      .values({ customerId: found.answer.id, sellerId: seller.id, sharedById: user.id, createdAt: now })
      .onConflictDoNothing();
    await touchProfile(tx, found, now);
  });
  return {
    data: (await findCustomer(db, user, found.answer.id, locale)).answer,
    message: msg(locale, 'customers.shared', { name: seller.name }),
  };
};

/** GET …/provider-document-types: every type, named in the caller's language, by name. */
const documentTypes: Handler<typeof cu.customerDocumentTypes> = async ({ db, locale }) => {
  const rows = await db.select().from(providerDocumentTypes);
  return {
    data: byName(
      locale,
      rows.map((t) => ({ id: t.id, key: t.key, name: locale === 'en' ? t.nameEn : t.nameEs, required: t.required })),
    ),
  };
};

/** The handlers of one prefix's shared calls (module doc). */
function callsOf(prefix: Prefix): Implementation[] {
  const r = prefix === 'customers' ? cu.customersResource : cu.clientsResource;

  const store: Handler<typeof cu.storeCustomer> = async (ctx) => createCustomer(ctx, ctx.body, prefix);
  const storeLogin: Handler<typeof cu.storeCustomerWithLogin> = async (ctx) => createCustomer(ctx, ctx.body, prefix);
  const storeNoLogin: Handler<typeof cu.storeCustomerWithoutLogin> = async (ctx) =>
    createCustomer(ctx, { ...ctx.body, password: undefined }, prefix);

  return [
    implement(r.list, list as Handler<typeof r.list>),
    implement(r.me, me as Handler<typeof r.me>),
    implement(r.store, store as Handler<typeof r.store>),
    implement(r.storeWithLogin, storeLogin as Handler<typeof r.storeWithLogin>),
    implement(r.storeWithoutLogin, storeNoLogin as Handler<typeof r.storeWithoutLogin>),
    implement(r.update, update as Handler<typeof r.update>),
    implement(r.share, share as Handler<typeof r.share>),
    implement(r.documentTypes, documentTypes as Handler<typeof r.documentTypes>),
    ...customerDocumentHandlers(r),
  ];
}

/** The 24 calls: `/customers/…` and `/client/clients/…` (module doc). */
export const customerHandlers: readonly Implementation[] = [
  ...callsOf('customers'),
  ...callsOf('clients'),

  implement(cu.customerCategories, async ({ db, locale }) => {
    const rows = await db.select().from(providerCategories);
    return {
      data: byName(
        locale,
        rows.map((c) => ({ id: c.id, key: c.key, name: locale === 'en' ? c.nameEn : c.nameEs })),
      ),
    };
  }),

  implement(cu.customerNewSalesman, async ({ db, params, user, locale, now }) => {
    const found = await findCustomer(db, user, params.id, locale);
    if (!canReassignCustomer(found.viewer, found.decision.facts))
      throw forbidden(locale, 'customers.reassign_forbidden');
    const seller = await activeSeller(db, params.memberId, 'member_id', locale);
    await db.transaction(async (tx) => {
      await tx.delete(clientSellers).where(eq(clientSellers.clientId, found.answer.id));
      await tx.insert(clientSellers).values({ clientId: found.answer.id, sellerId: seller.id });
      await touchProfile(tx, found, now);
    });
    // the caller may have just given its own reach away (a seller handing its customer over): then it is answered
    // as it now stands, with nothing more the caller may do
    const data = await findCustomer(db, user, found.answer.id, locale)
      .then((after) => after.answer)
      .catch(async (error: unknown) => {
        if (!(error instanceof HttpError) || error.status !== 404) throw error;
        const rows = await customerQuery(db).where(eq(users.id, found.answer.id));
        const [after] = await customerAnswers(db, { ...found.viewer, allCustomers: true }, rows, locale);
        return { ...after!.answer, may: { edit: false, reassign: false } };
      });
    return { data, message: msg(locale, 'customers.salesman_changed', { name: seller.name }) };
  }),
];
