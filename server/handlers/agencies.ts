/**
 * Agencies and brands (issue 19; api-catalogue.md "Clients, customers, agencies, brands"; product.md §2 agencies,
 * §6 `browse_agencies`). The rules are those of src/api/contract/agencies.ts (module doc); in short:
 *
 * - an agency is an account holding the agency role (its `customer_profiles` row, kind `agency`, holds tax id and
 *   address; one registered through /auth/register may have none until edited); deactivated agencies are gone from
 *   every call (404);
 * - managers, administrators and sellers reach every agency; an agency only itself (else 404); any other account
 *   holding `browse_agencies` reaches only itself too;
 * - staff (managers, administrators) create, edit and deactivate; an agency edits itself; anyone else reached → 403;
 * - GET /agencies/{id}/clients lists the agency's clients that the caller reaches (`reachableCustomerWhere`): staff
 *   and the agency all of them, a seller those assigned or shared to it;
 * - GET /customer-brands answers 404 for a customer out of reach (`reachCustomer`, server/handlers/customer-reach.ts).
 */
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import * as ag from '#src/api/contract/agencies.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { accountPasswordHash } from '../auth/password-policy.ts';
import { hasRole, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  accessTokens,
  brands,
  countries,
  customerBrands,
  customerProfiles,
  roles,
  userRoles,
  users,
} from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { isStaff, reachableCustomerWhere, reachCustomer, viewerFactsOf } from './customer-reach.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';
import { isUniqueViolation } from './session.ts';
import { iso } from './sync-page.ts';

/** This area's messages, in both interface languages. */
const MESSAGES = {
  created: { es: 'Agencia creada.', en: 'Agency created.' },
  saved: { es: 'Agencia guardada.', en: 'Agency saved.' },
  deleted: {
    es: 'Agencia desactivada. Sus clientes quedaron sin agencia.',
    en: 'Agency deactivated. Its clients no longer have an agency.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
const forbidden = (locale: Locale) => new HttpError(403, 'forbidden', msg(locale, 'auth.forbidden'));

/** SQL: the account holds the agency role. */
const isAgency = sql<boolean>`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.userId} = ${users.id} and ${roles.value} = 'agency')`;
const clientsCount = sql<number>`(select count(*)::int from ${customerProfiles} cp where cp.agency_id = ${users.id})`;

/** The agencies `user` reaches (module doc). */
function agencyScope(user: AuthUser): SQL[] {
  const scope: SQL[] = [isAgency, eq(users.active, true)];
  if (!hasRole(user, 'administrator', 'manager', 'seller')) scope.push(eq(users.id, user.id));
  return scope;
}

/** Each word of `filter` found in one of `columns` (case-insensitive). */
function wordsWhere(filter: string | undefined, columns: Parameters<typeof ilike>[0][]): SQL[] {
  const words = (filter ?? '').split(/\s+/).filter((w) => w !== '');
  return words.map((w) => or(...columns.map((c) => ilike(c, escapeLike(w))))!);
}

const agencySelect = {
  user: users,
  taxId: customerProfiles.taxId,
  address: customerProfiles.address,
  canLogin: customerProfiles.canLogin,
  clients: clientsCount,
};
type AgencyRow = { user: typeof users.$inferSelect; taxId: string | null; address: string | null } & {
  canLogin: boolean | null;
  clients: number;
};

const agencyAnswer = (r: AgencyRow): ag.Agency => ({
  id: r.user.id,
  name: r.user.name,
  company: r.user.company,
  email: r.user.email,
  phone: r.user.phone,
  country_id: r.user.countryId,
  tax_id: r.taxId,
  address: r.address,
  can_login: r.canLogin ?? true,
  clients_count: Number(r.clients),
  created_at: iso(r.user.createdAt),
  updated_at: iso(r.user.updatedAt),
});

/** The agency `id` within the caller's reach. @throws HttpError 404 otherwise */
async function findAgency(db: Db, user: AuthUser, id: number, locale: Locale): Promise<AgencyRow> {
  const [row] = await db
    .select(agencySelect)
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .where(and(eq(users.id, id), ...agencyScope(user)));
  if (!row) throw notFound(locale);
  return row;
}

/** Refuses a taken email (422 `email`) or an unknown country (422 `country_id`). */
async function checkBody(db: Db, body: ag.AgencyInput, locale: Locale, selfId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, body.email), ...(selfId ? [ne(users.id, selfId)] : [])));
  if (taken)
    throw validationError(msg(locale, 'validation.failed'), { email: [msg(locale, 'validation.unique_email')] });
  if (body.country_id != null) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id));
    if (!country)
      throw validationError(msg(locale, 'validation.failed'), {
        country_id: [msg(locale, 'validation.unknown_country')],
      });
  }
}

/** A unique violation on the email (two writes at once) is the same 422 as the check. */
const uniqueEmail = (locale: Locale) => (error: unknown) => {
  if (isUniqueViolation(error))
    throw validationError(msg(locale, 'validation.failed'), { email: [msg(locale, 'validation.unique_email')] });
  throw error;
};

/** The `users` columns a body sets (undefined optional fields keep their value, null clears). */
const userColumns = (b: ag.AgencyInput) => ({
  name: b.name,
  email: b.email,
  ...(b.company !== undefined ? { company: b.company || null } : {}),
  ...(b.phone !== undefined ? { phone: b.phone || null } : {}),
  ...(b.country_id !== undefined ? { countryId: b.country_id } : {}),
});
const profileColumns = (b: ag.AgencyInput) => ({
  ...(b.tax_id !== undefined ? { taxId: b.tax_id || null } : {}),
  ...(b.address !== undefined ? { address: b.address || null } : {}),
});

export const agencyHandlers = [
  implement(ag.agencies, async ({ db, query, user }) => {
    const where = [
      ...agencyScope(user),
      ...wordsWhere(query.filter, [users.name, users.company, users.email]),
      ...(query.country_id !== undefined ? [eq(users.countryId, query.country_id)] : []),
    ];
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(users)
      .where(and(...where));
    const rows = await db
      .select(agencySelect)
      .from(users)
      .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
      .where(and(...where))
      .orderBy(asc(users.name), asc(users.id))
      .limit(size)
      .offset(offset);
    return { data: rows.map(agencyAnswer), meta: meta(current, size, total?.n ?? 0) };
  }),

  implement(ag.showAgency, async ({ db, params, user, locale }) => ({
    data: agencyAnswer(await findAgency(db, user, params.id, locale)),
  })),

  implement(ag.storeAgency, async ({ db, body, user, locale, now }) => {
    if (!isStaff(user)) throw forbidden(locale);
    await checkBody(db, body, locale);
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.value, 'agency'));
    if (!role) throw new HttpError(500, 'error', msg(locale, 'http.server_error'));
    // without a password the account holds the hash of a secret nobody keeps: no usable password (module doc)
    const passwordHash = await accountPasswordHash(body.password, locale, body.email);
    const id = await db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...userColumns(body), passwordHash, locale, createdAt: now, updatedAt: now })
          .returning({ id: users.id });
        await tx.insert(userRoles).values({ userId: created!.id, roleId: role.id, position: 0 });
        await tx.insert(customerProfiles).values({
          userId: created!.id,
          kind: 'agency',
          canLogin: Boolean(body.password),
          ...profileColumns(body),
          createdById: user.id,
          createdAt: now,
          updatedAt: now,
        });
        return created!.id;
      })
      .catch(uniqueEmail(locale));
    return { data: agencyAnswer(await findAgency(db, user, id, locale)), message: MESSAGES.created[locale] };
  }),

  implement(ag.updateAgency, async ({ db, params, body, user, locale, now }) => {
    const found = await findAgency(db, user, params.id, locale);
    if (!isStaff(user) && user.id !== found.user.id) throw forbidden(locale);
    await checkBody(db, body, locale, found.user.id);
    await db
      .transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...userColumns(body), updatedAt: now })
          .where(eq(users.id, found.user.id));
        const profile = profileColumns(body);
        await tx
          .insert(customerProfiles)
          .values({ userId: found.user.id, kind: 'agency', ...profile, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...profile, updatedAt: now } });
      })
      .catch(uniqueEmail(locale));
    return { data: agencyAnswer(await findAgency(db, user, found.user.id, locale)), message: MESSAGES.saved[locale] };
  }),

  implement(ag.deleteAgency, async ({ db, params, user, locale, now }) => {
    const found = await findAgency(db, user, params.id, locale);
    if (!isStaff(user)) throw forbidden(locale);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ active: false, updatedAt: now }).where(eq(users.id, found.user.id));
      await tx.delete(accessTokens).where(eq(accessTokens.userId, found.user.id));
      await tx
        .update(customerProfiles)
        .set({ agencyId: null, updatedAt: now })
        .where(eq(customerProfiles.agencyId, found.user.id));
    });
    return { message: MESSAGES.deleted[locale] };
  }),

  implement(ag.agencyClients, async ({ db, params, query, user, locale }) => {
    const found = await findAgency(db, user, params.id, locale);
    const reachable = reachableCustomerWhere(await viewerFactsOf(db, user), users.id);
    const where = [
      eq(customerProfiles.agencyId, found.user.id),
      ...(reachable ? [reachable] : []),
      ...wordsWhere(query.filter, [users.name, users.company, users.email]),
    ];
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(customerProfiles)
      .innerJoin(users, eq(users.id, customerProfiles.userId))
      .where(and(...where));
    const rows = await db
      .select({ user: users })
      .from(customerProfiles)
      .innerJoin(users, eq(users.id, customerProfiles.userId))
      .where(and(...where))
      .orderBy(asc(users.name), asc(users.id))
      .limit(size)
      .offset(offset);
    return {
      data: rows.map(({ user: u }) => ({
        id: u.id,
        name: u.name,
        company: u.company,
        email: u.email,
        phone: u.phone,
        country_id: u.countryId,
        active: u.active,
      })),
      meta: meta(current, size, total?.n ?? 0),
    };
  }),

  implement(ag.brandList, async ({ db, query }) => {
    const term = query.filter?.trim();
    const rows = await db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(term ? ilike(brands.name, escapeLike(term)) : undefined)
      .orderBy(asc(brands.name), asc(brands.id));
    return { data: rows };
  }),

  implement(ag.customerBrandList, async ({ db, query, user, locale }) => {
    await reachCustomer(db, user, query.customer_id, locale);
    const rows = await db
      .select({ id: brands.id, name: brands.name })
      .from(customerBrands)
      .innerJoin(brands, eq(brands.id, customerBrands.brandId))
      .where(eq(customerBrands.customerId, query.customer_id))
      .orderBy(asc(brands.name), asc(brands.id));
    return { data: rows };
  }),
];
