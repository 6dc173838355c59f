/**
 * Who reaches which customer, read from the tables (issue 19; docs/customers-workgroups.md "Who reaches which
 * customer"). The rule itself is `reachOf` in src/domain/membership-rules.ts, shared with the device; this module only
 * gathers the facts it decides on, so every customer call (agencies, brands, customers, workgroups) applies one rule:
 *
 * - `viewerFactsOf(db, user)` → `ViewerFacts`: staff (managers and administrators, by role) reach every customer;
 *   the workgroups it administers and belongs to (`workgroup_members`), its workspaces (`workspace_members`);
 * - `customerFactsOf(db, customerId)` → `CustomerFacts` or null when no such customer: its agency
 *   (`customer_profiles.agency_id`), sellers (`client_sellers`), shares (`customer_shares`), workgroup places with
 *   the member assigned (`workgroup_clients`), workspaces (`workspace_clients`);
 * - `reachCustomer(db, user, customerId, locale)`: both, then `reachOf`; throws 404 (as for a missing customer)
 *   when out of reach;
 * - `reachableCustomerWhere(viewer, column)`: the same rule as one SQL condition on a customer id column, for lists
 *   (a member's assigned customers count only while it is still a member, as in `reachOf`).
 *
 * A customer is an account holding the client or agency role, or one with a `customer_profiles` row.
 */
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '#src/api/contract/common.ts';
import { reachOf, type CustomerFacts, type Reach, type ViewerFacts } from '#src/domain/membership-rules.ts';
import { hasRole, type AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  clientSellers,
  customerProfiles,
  customerShares,
  roles,
  userRoles,
  users,
  workgroupClients,
  workgroupMembers,
  workspaceClients,
  workspaceMembers,
} from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n.ts';

/** Roles whose holders reach every customer (sellers hold `clientsAgency.*` too, so the permission does not decide). */
export const STAFF_ROLES = ['administrator', 'manager'] as const;

/** True for managers and administrators. */
export const isStaff = (user: AuthUser) => hasRole(user, ...STAFF_ROLES);

/** The caller's facts (module doc). Two queries, none for staff. */
export async function viewerFactsOf(db: Db, user: AuthUser): Promise<ViewerFacts> {
  if (isStaff(user)) return { id: user.id, allCustomers: true, adminOf: [], memberOf: [], workspaceIds: [] };
  const [memberships, spaces] = await Promise.all([
    db
      .select({ workgroupId: workgroupMembers.workgroupId, role: workgroupMembers.role })
      .from(workgroupMembers)
      .where(eq(workgroupMembers.userId, user.id)),
    db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, user.id)),
  ]);
  return {
    id: user.id,
    allCustomers: false,
    adminOf: memberships.filter((m) => m.role === 'admin').map((m) => m.workgroupId),
    memberOf: memberships.map((m) => m.workgroupId),
    workspaceIds: spaces.map((s) => s.id),
  };
}

/** SQL: the account `column` holds the client or agency role. */
const holdsCustomerRole = (column: PgColumn | SQL) =>
  exists(
    sql`(select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.userId} = ${column} and ${roles.value} in ('client', 'agency'))`,
  );

/** The customer's facts (module doc), or null when `customerId` names no customer. */
export async function customerFactsOf(db: Db, customerId: number): Promise<CustomerFacts | null> {
  const [found] = await db
    .select({ id: users.id, agencyId: customerProfiles.agencyId, profile: customerProfiles.userId })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .where(and(eq(users.id, customerId), or(sql`${customerProfiles.userId} is not null`, holdsCustomerRole(users.id))));
  if (!found) return null;
  const [sellers, shares, places, spaces] = await Promise.all([
    db.select({ id: clientSellers.sellerId }).from(clientSellers).where(eq(clientSellers.clientId, customerId)),
    db.select({ id: customerShares.sellerId }).from(customerShares).where(eq(customerShares.customerId, customerId)),
    db
      .select({ workgroupId: workgroupClients.workgroupId, memberId: workgroupClients.memberId })
      .from(workgroupClients)
      .where(eq(workgroupClients.customerId, customerId)),
    db
      .select({ id: workspaceClients.workspaceId })
      .from(workspaceClients)
      .where(eq(workspaceClients.customerId, customerId)),
  ]);
  return {
    id: found.id,
    agencyId: found.agencyId ?? null,
    sellerIds: sellers.map((r) => r.id),
    sharedWithIds: shares.map((r) => r.id),
    workgroups: places,
    workspaceIds: spaces.map((r) => r.id),
  };
}

/**
 * How `user` reaches customer `customerId` (never null).
 * @throws HttpError 404 when there is no such customer or it is out of reach (the same answer for both)
 */
export async function reachCustomer(db: Db, user: AuthUser, customerId: number, locale: Locale): Promise<Reach> {
  const [viewer, customer] = await Promise.all([viewerFactsOf(db, user), customerFactsOf(db, customerId)]);
  const reach = customer ? reachOf(viewer, customer) : null;
  if (reach === null) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return reach;
}

/**
 * The customers `viewer` reaches, as one condition on `column` (a customer's user id), for lists: the same rule as
 * `reachOf` (staff: no condition).
 */
export function reachableCustomerWhere(viewer: ViewerFacts, column: PgColumn): SQL | undefined {
  if (viewer.allCustomers) return undefined;
  const me = viewer.id;
  const conditions: SQL[] = [
    eq(column, me),
    inArray(
      column,
      sql`(select ${clientSellers.clientId} from ${clientSellers} where ${clientSellers.sellerId} = ${me})`,
    ),
    inArray(
      column,
      sql`(select ${customerShares.customerId} from ${customerShares} where ${customerShares.sellerId} = ${me})`,
    ),
    inArray(
      column,
      sql`(select ${customerProfiles.userId} from ${customerProfiles} where ${customerProfiles.agencyId} = ${me})`,
    ),
  ];
  if (viewer.adminOf.length > 0)
    conditions.push(
      inArray(
        column,
        sql`(select ${workgroupClients.customerId} from ${workgroupClients}
          where ${inArray(workgroupClients.workgroupId, [...viewer.adminOf])})`,
      ),
    );
  if (viewer.memberOf.length > 0)
    conditions.push(
      inArray(
        column,
        sql`(select ${workgroupClients.customerId} from ${workgroupClients}
          where ${workgroupClients.memberId} = ${me} and ${inArray(workgroupClients.workgroupId, [...viewer.memberOf])})`,
      ),
    );
  if (viewer.workspaceIds.length > 0)
    conditions.push(
      inArray(
        column,
        sql`(select ${workspaceClients.customerId} from ${workspaceClients}
          where ${inArray(workspaceClients.workspaceId, [...viewer.workspaceIds])})`,
      ),
    );
  return or(...conditions);
}
