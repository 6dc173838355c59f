/**
 * GET /client/work-groups-members (src/api/contract/workgroup-members.ts `mine`; issue 19): the caller's workgroups
 * with its role, permissions and the members' and clients' counts. Managers and administrators act as admins of
 * every workgroup: they get them all, as admin.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type * as wm from '#src/api/contract/workgroup-members.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { users, workgroupClients, workgroupMembers, workgroups } from '../db/schema.ts';
import { isStaff } from './customer-reach.ts';

/** SQL: how many rows of `table` (members or clients) the workgroup of the row has. */
const countIn = (table: typeof workgroupMembers | typeof workgroupClients) =>
  sql<number>`(select count(*)::int from ${table} x where x.workgroup_id = ${workgroups.id})`.mapWith(Number);

/** GET /client/work-groups-members: the caller's workgroups, its role, permissions and the counts. */
export async function mine(db: Db, user: AuthUser): Promise<wm.MyWorkgroup[]> {
  // managers and administrators act as admins of every workgroup: they see them all, as admins
  if (isStaff(user))
    return db
      .select({
        id: workgroups.id,
        name: workgroups.name,
        owner: { id: users.id, name: users.name },
        role: sql<'admin'>`'admin'`,
        permissions: sql<string[]>`'[]'::jsonb`,
        members_count: countIn(workgroupMembers),
        clients_count: countIn(workgroupClients),
      })
      .from(workgroups)
      .innerJoin(users, eq(users.id, workgroups.ownerId))
      .orderBy(asc(workgroups.name), asc(workgroups.id));
  return db
    .select({
      id: workgroups.id,
      name: workgroups.name,
      owner: { id: users.id, name: users.name },
      role: workgroupMembers.role,
      permissions: workgroupMembers.permissions,
      members_count: countIn(workgroupMembers),
      clients_count: countIn(workgroupClients),
    })
    .from(workgroupMembers)
    .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
    .innerJoin(users, eq(users.id, workgroups.ownerId))
    .where(eq(workgroupMembers.userId, user.id))
    .orderBy(asc(workgroups.name), asc(workgroups.id));
}
