/**
 * Customers as answered (issue 19; src/api/contract/customers.ts `customer`; docs/customers-workgroups.md
 * "Customers"): the one query that reads customers (a page of the list, or one customer) and the batched queries
 * that complete a page — sellers, shares, brands, document counts and workgroup places of the page's ids, one query
 * each, never one per row — so a list stays fast with tens of thousands of customers.
 *
 * - A customer is an account with a `customer_profiles` row or holding the client or agency role; its `kind` is its
 *   profile's, else agency for an agency account, else client.
 * - Its `updated_at` is the later of `users.updated_at` and `customer_profiles.updated_at` (what a pull's
 *   `updated_since` compares).
 * - `may.edit` / `may.reassign` come from `canEditCustomer` / `canReassignCustomer` (src/domain/membership-rules.ts);
 *   a member's permissions are those it holds in the workgroups where it reaches the customer (assigned there, or
 *   through one of their workspaces).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '#src/api/contract/common.ts';
import type { Customer, CustomerDocumentMeta, CustomerKind } from '#src/api/contract/customers.ts';
import {
  canEditCustomer,
  canReassignCustomer,
  MEMBER_PERMISSIONS,
  reachOf,
  type CustomerFacts,
  type MemberPermission,
  type ViewerFacts,
} from '#src/domain/membership-rules.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  brands,
  clientSellers,
  customerBrands,
  customerDocuments,
  files,
  providerDocumentTypes,
  customerProfiles,
  customerShares,
  roles,
  userRoles,
  users,
  workgroupClients,
  workgroupMembers,
  workspaceClients,
  workspaces,
} from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n.ts';
import { reachableCustomerWhere, viewerFactsOf } from './customer-reach.ts';
import { iso } from './sync-page.ts';

const agencyUser = alias(users, 'agency_user');

/** SQL: the account holds role `role`. */
const holdsRole = (role: 'client' | 'agency' | 'seller', column: SQL | typeof users.id = users.id) =>
  sql<boolean>`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${column} and ${roles.value} = ${role})`;

/** SQL: the row of `users` is a customer (module doc). */
export const isCustomer = or(isNotNull(customerProfiles.userId), holdsRole('client'), holdsRole('agency'))!;

/** SQL: the customer's kind (module doc). */
export const kindOf = sql<CustomerKind>`coalesce(${customerProfiles.kind},
  case when ${holdsRole('agency')} then 'agency' else 'client' end)`;

/** SQL: the customer's change time (module doc). */
export const changedAt = sql<string>`greatest(${users.updatedAt}, coalesce(${customerProfiles.updatedAt}, ${users.updatedAt}))`;

/** SQL: `sellerId` names an active account holding the seller role. */
export const activeSellerWhere = (sellerId: number) =>
  and(eq(users.id, sellerId), eq(users.active, true), holdsRole('seller'))!;

const baseSelect = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  company: users.company,
  countryId: users.countryId,
  active: users.active,
  kind: kindOf,
  canLogin: customerProfiles.canLogin,
  agencyId: customerProfiles.agencyId,
  agencyName: agencyUser.name,
  categoryId: customerProfiles.categoryId,
  taxId: customerProfiles.taxId,
  address: customerProfiles.address,
  notes: customerProfiles.notes,
  createdAt: users.createdAt,
  changed: changedAt,
};

/** The page query's FROM: users, their profile and their agency. */
export function customerQuery(db: Db) {
  return db
    .select(baseSelect)
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .leftJoin(agencyUser, eq(agencyUser.id, customerProfiles.agencyId));
}
/** Counts the customers matching `where` (same FROM as `customerQuery`, without the agency). */
export async function countCustomers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .where(where);
  return Number(row?.n ?? 0);
}
export type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerQuery>['where']>>[number];

/** A page's relations, by customer id. */
interface Relations {
  sellers: Map<number, { id: number; name: string }[]>;
  shares: Map<number, { id: number; name: string }[]>;
  brands: Map<number, { id: number; name: string }[]>;
  documents: Map<number, CustomerDocumentMeta[]>;
  places: Map<number, { workgroupId: number; memberId: number | null }[]>;
  spaces: Map<number, { workspaceId: number; workgroupId: number }[]>;
  /** The viewer's permissions per workgroup it belongs to. */
  permissions: Map<number, MemberPermission[]>;
}

function group<T, V>(rows: T[], key: (r: T) => number, value: (r: T) => V): Map<number, V[]> {
  const out = new Map<number, V[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(value(r));
    else out.set(key(r), [value(r)]);
  }
  return out;
}

const named = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });

/** Reads the relations of customers `ids` (one query each) and the viewer's member permissions. */
async function relationsOf(db: Db, viewer: ViewerFacts, ids: number[], locale: Locale): Promise<Relations> {
  const [sellers, shares, brandRows, docs, places, spaces, memberships] = await Promise.all([
    db
      .select({ customer: clientSellers.clientId, id: users.id, name: users.name })
      .from(clientSellers)
      .innerJoin(users, eq(users.id, clientSellers.sellerId))
      .where(inArray(clientSellers.clientId, ids))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ customer: customerShares.customerId, id: users.id, name: users.name })
      .from(customerShares)
      .innerJoin(users, eq(users.id, customerShares.sellerId))
      .where(inArray(customerShares.customerId, ids))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ customer: customerBrands.customerId, id: brands.id, name: brands.name })
      .from(customerBrands)
      .innerJoin(brands, eq(brands.id, customerBrands.brandId))
      .where(inArray(customerBrands.customerId, ids))
      .orderBy(asc(brands.name), asc(brands.id)),
    db
      .select({
        customer: customerDocuments.customerId,
        id: customerDocuments.id,
        typeId: providerDocumentTypes.id,
        typeName: locale === 'en' ? providerDocumentTypes.nameEn : providerDocumentTypes.nameEs,
        number: customerDocuments.number,
        expiresOn: customerDocuments.expiresOn,
        fileName: files.name,
        updatedAt: customerDocuments.updatedAt,
      })
      .from(customerDocuments)
      .innerJoin(providerDocumentTypes, eq(providerDocumentTypes.id, customerDocuments.documentTypeId))
      .leftJoin(files, eq(files.id, customerDocuments.fileId))
      .where(inArray(customerDocuments.customerId, ids))
      .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id)),
    db
      .select({
        customer: workgroupClients.customerId,
        workgroupId: workgroupClients.workgroupId,
        memberId: workgroupClients.memberId,
      })
      .from(workgroupClients)
      .where(inArray(workgroupClients.customerId, ids)),
    db
      .select({
        customer: workspaceClients.customerId,
        workspaceId: workspaceClients.workspaceId,
        workgroupId: workspaces.workgroupId,
      })
      .from(workspaceClients)
      .innerJoin(workspaces, eq(workspaces.id, workspaceClients.workspaceId))
      .where(inArray(workspaceClients.customerId, ids)),
    viewer.allCustomers
      ? Promise.resolve([])
      : db
          .select({ workgroupId: workgroupMembers.workgroupId, permissions: workgroupMembers.permissions })
          .from(workgroupMembers)
          .where(eq(workgroupMembers.userId, viewer.id)),
  ]);
  const known = new Set<string>(MEMBER_PERMISSIONS);
  return {
    sellers: group(sellers, (r) => r.customer, named),
    shares: group(shares, (r) => r.customer, named),
    brands: group(brandRows, (r) => r.customer, named),
    documents: group(
      docs,
      (d) => d.customer,
      (d) => ({
        id: d.id,
        document_type: { id: d.typeId, name: d.typeName },
        number: d.number,
        expires_on: d.expiresOn,
        file_name: d.fileName,
        updated_at: iso(d.updatedAt),
      }),
    ),
    places: group(
      places,
      (r) => r.customer,
      (r) => ({ workgroupId: r.workgroupId, memberId: r.memberId }),
    ),
    spaces: group(
      spaces,
      (r) => r.customer,
      (r) => ({ workspaceId: r.workspaceId, workgroupId: r.workgroupId }),
    ),
    permissions: new Map(
      memberships.map((m) => [m.workgroupId, m.permissions.filter((p): p is MemberPermission => known.has(p))]),
    ),
  };
}

/** What one customer's rules need: its facts and the viewer's member permissions where it reaches it. */
export interface CustomerDecision {
  facts: CustomerFacts;
  permissions: MemberPermission[];
}

function decide(viewer: ViewerFacts, row: CustomerRow, rel: Relations): CustomerDecision {
  const places = rel.places.get(row.id) ?? [];
  const spaces = rel.spaces.get(row.id) ?? [];
  const facts: CustomerFacts = {
    id: row.id,
    agencyId: row.agencyId ?? null,
    sellerIds: (rel.sellers.get(row.id) ?? []).map((s) => s.id),
    sharedWithIds: (rel.shares.get(row.id) ?? []).map((s) => s.id),
    workgroups: places,
    workspaceIds: spaces.map((s) => s.workspaceId),
  };
  const groups = new Set<number>();
  for (const p of places) if (p.memberId === viewer.id) groups.add(p.workgroupId);
  for (const s of spaces) if (viewer.workspaceIds.includes(s.workspaceId)) groups.add(s.workgroupId);
  const permissions = [...new Set([...groups].flatMap((g) => rel.permissions.get(g) ?? []))];
  return { facts, permissions };
}

function answer(viewer: ViewerFacts, row: CustomerRow, rel: Relations, d: CustomerDecision): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    country_id: row.countryId,
    active: row.active,
    kind: row.kind,
    can_login: row.canLogin ?? true,
    agency: row.agencyId !== null && row.agencyName !== null ? { id: row.agencyId, name: row.agencyName } : null,
    category_id: row.categoryId,
    tax_id: row.taxId,
    address: row.address,
    notes: row.notes ?? '',
    sellers: rel.sellers.get(row.id) ?? [],
    shared_with: rel.shares.get(row.id) ?? [],
    brands: rel.brands.get(row.id) ?? [],
    documents_count: rel.documents.get(row.id)?.length ?? 0,
    documents: rel.documents.get(row.id) ?? [],
    may: {
      edit: canEditCustomer(viewer, d.facts, d.permissions),
      reassign: canReassignCustomer(viewer, d.facts),
    },
    created_at: iso(row.createdAt),
    updated_at: iso(row.changed),
  };
}

/**
 * The answers of a page of customer rows, in the rows' order: seven batched queries whatever the page size.
 * @returns each customer's answer and the facts its rules decided on
 */
export async function customerAnswers(
  db: Db,
  viewer: ViewerFacts,
  rows: CustomerRow[],
  locale: Locale,
): Promise<{ answer: Customer; decision: CustomerDecision }[]> {
  if (rows.length === 0) return [];
  const rel = await relationsOf(
    db,
    viewer,
    rows.map((r) => r.id),
    locale,
  );
  return rows.map((row) => {
    const decision = decide(viewer, row, rel);
    return { answer: answer(viewer, row, rel, decision), decision };
  });
}

/** One customer the caller reaches, with what its rules need. */
export interface FoundCustomer {
  viewer: ViewerFacts;
  answer: Customer;
  decision: CustomerDecision;
}

/**
 * Customer `id` as the caller sees it (module doc).
 * @throws HttpError 404 when there is no such customer or the caller does not reach it (one answer for both)
 */
export async function findCustomer(db: Db, user: AuthUser, id: number, locale: Locale): Promise<FoundCustomer> {
  const viewer = await viewerFactsOf(db, user);
  const rows = await customerQuery(db).where(
    and(eq(users.id, id), isCustomer, reachableCustomerWhere(viewer, users.id)),
  );
  const [found] = await customerAnswers(db, viewer, rows, locale);
  if (!found || reachOf(viewer, found.decision.facts) === null)
    throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return { viewer, ...found };
}
