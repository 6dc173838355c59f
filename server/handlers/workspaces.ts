/**
 * Workspaces on the reference server (issue 19; src/api/contract/workspaces.ts declares the calls and their rules;
 * docs/customers-workgroups.md).
 *
 * Reach, read from `workgroup_members` and `workspace_members`:
 * - staff (managers and administrators, `isStaff`) reach and manage every workspace;
 * - an admin of a workspace's workgroup reaches and manages it;
 * - a member of the workgroup that belongs to the workspace reads it (a change is a 403);
 * - anyone else: 404, as for a missing workspace.
 * Adding is idempotent (`onConflictDoNothing` on the pair); removing what is not there is a 404.
 */
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import * as ws from '#src/api/contract/workspaces.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import {
  users,
  workgroupClients,
  workgroupMembers,
  workgroups,
  workspaceClients,
  workspaceMembers,
  workspaces,
} from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement, type Implementation } from '../http/register.ts';
import { isStaff } from './customer-reach.ts';
import { meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';
import { notFound } from './unit-view.ts';

/** This area's messages, in both interface languages (to merge into server/i18n.ts as `workspaces.*`). */
export const WORKSPACES_MESSAGES = {
  'workspaces.created': { es: 'Espacio de trabajo creado.', en: 'Workspace created.' },
  'workspaces.saved': { es: 'Espacio de trabajo guardado.', en: 'Workspace saved.' },
  'workspaces.deleted': { es: 'Espacio de trabajo eliminado.', en: 'Workspace deleted.' },
  'workspaces.member_added': { es: 'Miembro agregado al espacio.', en: 'Member added to the workspace.' },
  'workspaces.member_removed': { es: 'Miembro retirado del espacio.', en: 'Member removed from the workspace.' },
  'workspaces.client_added': { es: 'Cliente agregado al espacio.', en: 'Client added to the workspace.' },
  'workspaces.client_removed': { es: 'Cliente retirado del espacio.', en: 'Client removed from the workspace.' },
  'workspaces.no_workgroup': {
    es: 'Elige el grupo de trabajo: no administras exactamente uno.',
    en: 'Choose the workgroup: you do not administer exactly one.',
  },
  'workspaces.not_admin': {
    es: 'No administras ese grupo de trabajo.',
    en: 'You do not administer that workgroup.',
  },
  'workspaces.same_workgroup': {
    es: 'Un espacio de trabajo no cambia de grupo.',
    en: 'A workspace does not move to another workgroup.',
  },
  'workspaces.not_member': {
    es: 'Solo se agregan miembros del mismo grupo de trabajo.',
    en: 'Only members of the same workgroup can be added.',
  },
  'workspaces.not_client': {
    es: 'Solo se agregan clientes del mismo grupo de trabajo.',
    en: 'Only clients of the same workgroup can be added.',
  },
  'workspaces.admins_only': {
    es: 'Solo los administradores del grupo de trabajo cambian sus espacios.',
    en: 'Only the workgroup’s admins change its workspaces.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
type Key = keyof typeof WORKSPACES_MESSAGES;

const say = (locale: Locale, key: Key) => WORKSPACES_MESSAGES[key][locale];
const invalid = (locale: Locale, field: string, key: Key) =>
  validationError(say(locale, key), { [field]: [say(locale, key)] });

type WorkspaceRow = typeof workspaces.$inferSelect;

/** The caller's workgroup places: administered and belonged-to workgroups, its workspaces. */
async function placesOf(db: Db, user: AuthUser) {
  const [memberships, spaces] = await Promise.all([
    db
      .select({ workgroupId: workgroupMembers.workgroupId, role: workgroupMembers.role })
      .from(workgroupMembers)
      .where(eq(workgroupMembers.userId, user.id)),
    db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, user.id)),
  ]);
  return {
    adminOf: memberships.filter((m) => m.role === 'admin').map((m) => m.workgroupId),
    memberOf: memberships.map((m) => m.workgroupId),
    workspaceIds: spaces.map((s) => s.id),
  };
}
type Places = Awaited<ReturnType<typeof placesOf>>;

/** SQL: the workspaces a non-staff caller reads (module doc); undefined for staff. */
function readableWhere(user: AuthUser, p: Places): SQL | undefined {
  if (isStaff(user)) return undefined;
  const mine: SQL[] = [];
  if (p.adminOf.length > 0) mine.push(inArray(workspaces.workgroupId, p.adminOf));
  if (p.workspaceIds.length > 0 && p.memberOf.length > 0)
    mine.push(and(inArray(workspaces.id, p.workspaceIds), inArray(workspaces.workgroupId, p.memberOf))!);
  return mine.length > 0 ? or(...mine) : sql`false`;
}

/**
 * A workspace the caller reads, and whether it may change it.
 * @throws HttpError 404 out of reach
 */
async function findWorkspace(db: Db, user: AuthUser, id: number, locale: Locale) {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
  if (!row) throw notFound(locale);
  if (isStaff(user)) return { row, manages: true };
  const p = await placesOf(db, user);
  const manages = p.adminOf.includes(row.workgroupId);
  const reads = manages || (p.memberOf.includes(row.workgroupId) && p.workspaceIds.includes(row.id));
  if (!reads) throw notFound(locale);
  return { row, manages };
}

/** A workspace the caller manages. @throws HttpError 404 out of reach, 403 for a member */
async function managedWorkspace(db: Db, user: AuthUser, id: number, locale: Locale): Promise<WorkspaceRow> {
  const { row, manages } = await findWorkspace(db, user, id, locale);
  if (!manages) throw new HttpError(403, 'forbidden', say(locale, 'workspaces.admins_only'));
  return row;
}

/** The answers of `rows`, with their workgroup and counts (three queries whatever their number). */
async function answersOf(db: Db, rows: readonly WorkspaceRow[]): Promise<ws.Workspace[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [groups, members, clients] = await Promise.all([
    db
      .select({ id: workgroups.id, name: workgroups.name })
      .from(workgroups)
      .where(
        inArray(
          workgroups.id,
          rows.map((r) => r.workgroupId),
        ),
      ),
    db
      .select({ id: workspaceMembers.workspaceId, n: count() })
      .from(workspaceMembers)
      .where(inArray(workspaceMembers.workspaceId, ids))
      .groupBy(workspaceMembers.workspaceId),
    db
      .select({ id: workspaceClients.workspaceId, n: count() })
      .from(workspaceClients)
      .where(inArray(workspaceClients.workspaceId, ids))
      .groupBy(workspaceClients.workspaceId),
  ]);
  const name = new Map(groups.map((g) => [g.id, g.name]));
  const nMembers = new Map(members.map((m) => [m.id, m.n]));
  const nClients = new Map(clients.map((c) => [c.id, c.n]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    workgroup: { id: r.workgroupId, name: name.get(r.workgroupId) ?? '' },
    members_count: nMembers.get(r.id) ?? 0,
    clients_count: nClients.get(r.id) ?? 0,
    created_at: iso(r.createdAt),
  }));
}
const answerOf = async (db: Db, row: WorkspaceRow) => (await answersOf(db, [row]))[0]!;

/** The workgroup a new workspace goes to (module doc of the contract). @throws HttpError 422 under `workgroup_id` */
async function targetWorkgroup(db: Db, user: AuthUser, named: number | undefined, locale: Locale): Promise<number> {
  const staff = isStaff(user);
  const { adminOf } = await placesOf(db, user);
  if (named === undefined) {
    if (adminOf.length !== 1) throw invalid(locale, 'workgroup_id', 'workspaces.no_workgroup');
    return adminOf[0]!;
  }
  if (!staff && !adminOf.includes(named)) throw invalid(locale, 'workgroup_id', 'workspaces.not_admin');
  const [known] = await db.select({ id: workgroups.id }).from(workgroups).where(eq(workgroups.id, named));
  if (!known) throw invalid(locale, 'workgroup_id', 'workspaces.not_admin');
  return known.id;
}

/** A page of a workspace's members or clients, by name. */
async function peoplePage(
  db: Db,
  kind: 'members' | 'clients',
  workspaceId: number,
  query: { page?: number; per_page?: number },
) {
  const table = kind === 'members' ? workspaceMembers : workspaceClients;
  const person = kind === 'members' ? workspaceMembers.userId : workspaceClients.customerId;
  const where = eq(table.workspaceId, workspaceId);
  const { size, current, offset } = pageOf(query.page, query.per_page);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(table)
    .innerJoin(users, eq(users.id, person))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(size)
    .offset(offset);
  return { data: rows, meta: meta(current, size, total?.n ?? 0) };
}

/** Adds (idempotent) or removes (404 when absent) a member or client of a workspace the caller manages. */
async function change(
  c: { db: Db; user: AuthUser; locale: Locale },
  workspaceId: number,
  kind: 'member' | 'client',
  personId: number,
  op: 'add' | 'remove',
) {
  const { db, user, locale } = c;
  const row = await managedWorkspace(db, user, workspaceId, locale);
  if (op === 'add') {
    const [inGroup] =
      kind === 'member'
        ? await db
            .select({ id: workgroupMembers.userId })
            .from(workgroupMembers)
            .where(and(eq(workgroupMembers.workgroupId, row.workgroupId), eq(workgroupMembers.userId, personId)))
        : await db
            .select({ id: workgroupClients.customerId })
            .from(workgroupClients)
            .where(and(eq(workgroupClients.workgroupId, row.workgroupId), eq(workgroupClients.customerId, personId)));
    if (!inGroup) throw invalid(locale, kind, kind === 'member' ? 'workspaces.not_member' : 'workspaces.not_client');
    if (kind === 'member')
      await db.insert(workspaceMembers).values({ workspaceId: row.id, userId: personId }).onConflictDoNothing();
    else await db.insert(workspaceClients).values({ workspaceId: row.id, customerId: personId }).onConflictDoNothing();
  } else {
    const gone =
      kind === 'member'
        ? await db
            .delete(workspaceMembers)
            .where(and(eq(workspaceMembers.workspaceId, row.id), eq(workspaceMembers.userId, personId)))
            .returning({ id: workspaceMembers.userId })
        : await db
            .delete(workspaceClients)
            .where(and(eq(workspaceClients.workspaceId, row.id), eq(workspaceClients.customerId, personId)))
            .returning({ id: workspaceClients.customerId });
    if (gone.length === 0) throw notFound(locale);
  }
  const key = `workspaces.${kind}_${op === 'add' ? 'added' : 'removed'}` as const;
  return { data: await answerOf(db, row), message: say(locale, key) };
}

/** Every call of the area, to register in server/handlers/index.ts. */
export const workspaceHandlers: readonly Implementation[] = [
  implement(ws.workspaces, async ({ db, query, user }) => {
    const where: (SQL | undefined)[] = [readableWhere(user, await placesOf(db, user))];
    if (query.workgroup_id) where.push(eq(workspaces.workgroupId, query.workgroup_id));
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(workspaces)
      .where(and(...where));
    const rows = await db
      .select()
      .from(workspaces)
      .where(and(...where))
      .orderBy(asc(workspaces.name), asc(workspaces.id))
      .limit(size)
      .offset(offset);
    return { data: await answersOf(db, rows), meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(ws.showWorkspace, async ({ db, params, user, locale }) => {
    const { row } = await findWorkspace(db, user, params.id, locale);
    return { data: await answerOf(db, row) };
  }),
  implement(ws.storeWorkspace, async ({ db, body, user, locale, now }) => {
    const workgroupId = await targetWorkgroup(db, user, body.workgroup_id, locale);
    const [row] = await db
      .insert(workspaces)
      .values({ workgroupId, name: body.name, description: body.description ?? '', createdAt: now, updatedAt: now })
      .returning();
    return { data: await answerOf(db, row!), message: say(locale, 'workspaces.created') };
  }),
  implement(ws.updateWorkspace, async ({ db, params, body, user, locale, now }) => {
    const found = await managedWorkspace(db, user, params.id, locale);
    if (body.workgroup_id !== undefined && body.workgroup_id !== found.workgroupId)
      throw invalid(locale, 'workgroup_id', 'workspaces.same_workgroup');
    const [row] = await db
      .update(workspaces)
      .set({ name: body.name, description: body.description ?? found.description, updatedAt: now })
      .where(eq(workspaces.id, found.id))
      .returning();
    return { data: await answerOf(db, row!), message: say(locale, 'workspaces.saved') };
  }),
  implement(ws.deleteWorkspace, async ({ db, params, user, locale }) => {
    const found = await managedWorkspace(db, user, params.id, locale);
    await db.delete(workspaces).where(eq(workspaces.id, found.id));
    return { message: say(locale, 'workspaces.deleted') };
  }),
  implement(ws.workspaceMembers, async ({ db, params, query, user, locale }) => {
    const { row } = await findWorkspace(db, user, params.id, locale);
    return peoplePage(db, 'members', row.id, query);
  }),
  implement(ws.workspaceClients, async ({ db, params, query, user, locale }) => {
    const { row } = await findWorkspace(db, user, params.id, locale);
    return peoplePage(db, 'clients', row.id, query);
  }),
  implement(ws.addWorkspaceMember, (c) => change(c, c.params.id, 'member', c.params.memberId, 'add')),
  implement(ws.removeWorkspaceMember, (c) => change(c, c.params.id, 'member', c.params.memberId, 'remove')),
  implement(ws.addWorkspaceClient, (c) => change(c, c.params.id, 'client', c.params.clientId, 'add')),
  implement(ws.removeWorkspaceClient, (c) => change(c, c.params.id, 'client', c.params.clientId, 'remove')),
];
