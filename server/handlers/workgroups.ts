/**
 * Workgroups on the reference server: members, invitations, permissions, assigned customers and clients (issue 19;
 * src/api/contract/workgroup-members.ts declares the calls and their rules; docs/customers-workgroups.md).
 *
 * Reach, read from `workgroup_members` and `workgroup_clients`:
 * - staff (managers and administrators, `isStaff`) act as admins of every workgroup;
 * - a workgroup's admins manage it; its members read it and its members, and the clients assigned to them;
 * - anyone else: 404, as for a missing workgroup, member or client.
 * The rules themselves are src/domain/membership-rules.ts (`invitationRefusal`, `memberRemovalRefusal`,
 * `assignable`); an invitation is mailed as the other mails are (a `mail_log` row and a log line, token hashed).
 */
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '#src/api/contract/common.ts';
import * as wm from '#src/api/contract/workgroup-members.ts';
import * as rules from '#src/domain/membership-rules.ts';
import type { AuthUser } from '../auth/session.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  mailLog,
  users,
  workgroupClients,
  workgroupInvitations,
  workgroupMembers,
  workgroups,
  workspaceClients,
  workspaceMembers,
  workspaces,
} from '../db/schema.ts';
import { mine } from './my-workgroups.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement, type Implementation } from '../http/register.ts';
import { isStaff, reachCustomer } from './customer-reach.ts';
import { meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';
import { notFound } from './unit-view.ts';

/** This area's messages, in both interface languages (to merge into server/i18n.ts as `workgroups.*`). */
const m = (es: string, en: string) => ({ es, en });
export const WORKGROUPS_MESSAGES = {
  'workgroups.admins_only': m('Solo los administradores del grupo pueden hacerlo.', 'Only the workgroup’s admins can.'),
  'workgroups.already_in': m('Esa dirección ya está en el grupo.', 'That address is already in the workgroup.'),
  'workgroups.pending': m('Esa dirección ya tiene una invitación pendiente.', 'That address has a pending invitation.'),
  'workgroups.invited': m('Invitación enviada a {email}.', 'Invitation sent to {email}.'),
  'workgroups.mail_subject': m('Invitación al grupo {workgroup}', 'Invitation to the workgroup {workgroup}'),
  'workgroups.mail_body': m('{name} te invita a {workgroup}: {link}', '{name} invites you to {workgroup}: {link}'),
  'workgroups.last_admin': m('Un grupo conserva al menos un administrador.', 'A workgroup keeps at least one admin.'),
  'workgroups.member_removed': m('Miembro retirado del grupo.', 'Member removed from the workgroup.'),
  'workgroups.not_member': m('No es miembro de ese grupo de trabajo.', 'Not a member of that workgroup.'),
  'workgroups.choose': m('Elige el grupo de trabajo (workgroup_id).', 'Choose the workgroup (workgroup_id).'),
  'workgroups.permissions_saved': m('Permisos guardados.', 'Permissions saved.'),
  'workgroups.assigned': m('{count} clientes asignados.', '{count} customers assigned.'),
  'workgroups.client_added': m('Cliente agregado al grupo.', 'Client added to the workgroup.'),
  'workgroups.client_saved': m('Cliente guardado.', 'Client saved.'),
  'workgroups.client_removed': m('Cliente retirado del grupo.', 'Client removed from the workgroup.'),
  'workgroups.client_exists': m('Ese cliente ya está en el grupo.', 'That client is already in the workgroup.'),
} as const satisfies Record<string, Record<Locale, string>>;
type Key = keyof typeof WORKGROUPS_MESSAGES;

const say = (locale: Locale, key: Key, vars: Record<string, string | number> = {}) =>
  WORKGROUPS_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
const invalid = (locale: Locale, field: string, key: Key) =>
  validationError(say(locale, key), { [field]: [say(locale, key)] });
const adminsOnly = (locale: Locale) => new HttpError(403, 'forbidden', say(locale, 'workgroups.admins_only'));

type Ctx = { db: Db; user: AuthUser; locale: Locale };
type Page = { page?: number; per_page?: number };
const memberKey = (workgroupId: number, userId: number) =>
  and(eq(workgroupMembers.workgroupId, workgroupId), eq(workgroupMembers.userId, userId))!;
const clientKey = (workgroupId: number, customerId: number) =>
  and(eq(workgroupClients.workgroupId, workgroupId), eq(workgroupClients.customerId, customerId))!;
/** The ids of the workspaces of a workgroup, as a subquery. */
const spacesOf = (db: Db, workgroupId: number) =>
  db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.workgroupId, workgroupId));

/** The caller's memberships: workgroup id → role. */
export async function rolesOf(db: Db, user: AuthUser): Promise<Map<number, rules.WorkgroupRole>> {
  const rows = await db
    .select({ id: workgroupMembers.workgroupId, role: workgroupMembers.role })
    .from(workgroupMembers)
    .where(eq(workgroupMembers.userId, user.id));
  return new Map(rows.map((r) => [r.id, r.role]));
}
const administered = (roles: Map<number, rules.WorkgroupRole>) =>
  [...roles].filter(([, r]) => r === 'admin').map(([i]) => i);

/** A workgroup the caller is in, and its role there ('admin' for staff). @throws HttpError 404 out of reach */
export async function groupOf({ db, user, locale }: Ctx, workgroupId: number) {
  const [group] = await db
    .select({ id: workgroups.id, name: workgroups.name })
    .from(workgroups)
    .where(eq(workgroups.id, workgroupId));
  if (!group) throw notFound(locale);
  const role: rules.WorkgroupRole | undefined = isStaff(user) ? 'admin' : (await rolesOf(db, user)).get(group.id);
  if (!role) throw notFound(locale);
  return { group, role };
}

/** As `groupOf`, for admins only. @throws HttpError 404 out of reach, 403 for a member */
async function adminGroup(c: Ctx, workgroupId: number) {
  const found = await groupOf(c, workgroupId);
  if (found.role !== 'admin') throw adminsOnly(c.locale);
  return found.group;
}

/** The one workgroup among `candidates` (narrowed by `named`). @throws HttpError 404 none, 422 several */
function pick(locale: Locale, candidates: readonly number[], named: number | undefined): number {
  const ids = [...new Set(candidates)].filter((id) => named === undefined || id === named);
  if (ids.length === 0) throw notFound(locale);
  if (ids.length > 1) throw invalid(locale, 'workgroup_id', 'workgroups.choose');
  return ids[0]!;
}

/** Members of a workgroup (optionally one), admins first then by name, with their clients counted. */
async function membersOf(db: Db, workgroupId: number, only?: number, page?: Page) {
  const where = only === undefined ? eq(workgroupMembers.workgroupId, workgroupId) : memberKey(workgroupId, only);
  const { size, current, offset } = pageOf(page?.page, page?.per_page);
  const [total] = await db.select({ n: count() }).from(workgroupMembers).where(where);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: workgroupMembers.role,
      permissions: workgroupMembers.permissions,
      clients_count:
        sql<number>`(select count(*)::int from ${workgroupClients} where ${workgroupClients.workgroupId} = ${workgroupId} and ${workgroupClients.memberId} = ${users.id})`.mapWith(
          Number,
        ),
      joined_at: workgroupMembers.joinedAt,
    })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(where)
    .orderBy(asc(workgroupMembers.role), asc(users.name), asc(users.id))
    .limit(size)
    .offset(offset);
  const data: wm.WorkgroupMember[] = rows.map((r) => ({ ...r, joined_at: iso(r.joined_at) }));
  return { data, meta: meta(current, size, total?.n ?? 0) };
}

/** One member. @throws HttpError 404 when not in the workgroup */
async function memberOf(db: Db, workgroupId: number, userId: number, locale: Locale) {
  const [row] = (await membersOf(db, workgroupId, userId)).data;
  if (!row) throw notFound(locale);
  return row;
}

const member = alias(users, 'member');

/** A page of workgroup clients matching `where`, by name. */
async function clientsWhere(db: Db, where: SQL | undefined, page?: Page) {
  const { size, current, offset } = pageOf(page?.page, page?.per_page);
  const [total] = await db.select({ n: count() }).from(workgroupClients).where(where);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      workgroup: { id: workgroups.id, name: workgroups.name },
      memberId: member.id,
      memberName: member.name,
      addedAt: workgroupClients.addedAt,
    })
    .from(workgroupClients)
    .innerJoin(users, eq(users.id, workgroupClients.customerId))
    .innerJoin(workgroups, eq(workgroups.id, workgroupClients.workgroupId))
    .leftJoin(member, eq(member.id, workgroupClients.memberId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id), asc(workgroups.id))
    .limit(size)
    .offset(offset);
  const data: wm.WorkgroupClient[] = rows.map(({ memberId, memberName, addedAt, ...r }) => ({
    ...r,
    member: memberId === null ? null : { id: memberId, name: memberName ?? '' },
    added_at: iso(addedAt),
  }));
  return { data, meta: meta(current, size, total?.n ?? 0) };
}

const clientAnswer = async (db: Db, workgroupId: number, customerId: number) =>
  (await clientsWhere(db, clientKey(workgroupId, customerId))).data[0]!;

/** A client the caller reaches (admins: all; members: their assigned): its workgroup, the caller's role there. */
async function reachClient(c: Ctx, customerId: number, named: number | undefined) {
  const places = await c.db
    .select({ id: workgroupClients.workgroupId, memberId: workgroupClients.memberId })
    .from(workgroupClients)
    .where(eq(workgroupClients.customerId, customerId));
  const staff = isStaff(c.user);
  const roles = await rolesOf(c.db, c.user);
  const reached = places.filter(
    (p) => staff || roles.get(p.id) === 'admin' || (roles.has(p.id) && p.memberId === c.user.id),
  );
  const ids = reached.map((p) => p.id);
  const workgroupId = pick(c.locale, ids, named);
  return { workgroupId, role: staff ? 'admin' : roles.get(workgroupId)! };
}

/** The member id to assign, checked to be a member of the workgroup. @throws HttpError 422 `member_id` */
async function checkedMember(c: Ctx, workgroupId: number, memberId: number | null | undefined) {
  if (memberId === null || memberId === undefined) return null;
  const [row] = (await membersOf(c.db, workgroupId, memberId)).data;
  if (!row) throw invalid(c.locale, 'member_id', 'workgroups.not_member');
  return row.id;
}

export type InviteCtx = Ctx & { body: { email: string; workgroup_id: number }; now: Date; config: ServerConfig };

/** Sends an invitation of `type` (module doc): refusals, the hashed token, the mail with its link. */
export async function invite({ db, user, body, locale, now, config }: InviteCtx, type: rules.InvitationType) {
  const { group, role } = await groupOf({ db, user, locale }, body.workgroup_id);
  const sameEmail = (column: PgColumn) => sql`lower(${column}) = lower(${body.email})`;
  const [account] = await db.select({ id: users.id, locale: users.locale }).from(users).where(sameEmail(users.email));
  const alreadyIn =
    account !== undefined &&
    (type === 'member'
      ? (await membersOf(db, group.id, account.id)).data.length > 0
      : (await clientsWhere(db, clientKey(group.id, account.id))).data.length > 0);
  const i = workgroupInvitations;
  const token = newToken();
  const link = `${config.publicUrl}/accept?token=${token}`;
  const expiresAt = rules.invitationExpiry(now);
  const lang: Locale = !account ? locale : account.locale === 'en' ? 'en' : 'es';
  const vars = { name: user.name, workgroup: group.name, link };
  const sent = { email: body.email, workgroup: group.name, workgroupId: group.id, type, invitedById: user.id };
  const row = await db.transaction(async (tx) => {
    // two identical invitations sent at once: the second waits here, then sees the first as pending (no doubling)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`invite:${group.id}:${type}:${body.email.toLowerCase()}`}))`,
    );
    const earlier = await tx
      .select({ expiresAt: i.expiresAt, acceptedAt: i.acceptedAt })
      .from(i)
      .where(and(eq(i.workgroupId, group.id), eq(i.type, type), sameEmail(i.email)));
    const states = earlier.map((e) => rules.invitationState(e, now));
    const refusal = rules.invitationRefusal({ inviterRole: role, type, alreadyIn, earlier: states });
    if (refusal === 'not_admin') throw adminsOnly(locale);
    if (refusal) throw invalid(locale, 'email', `workgroups.${refusal}`);
    const [made] = await tx
      .insert(i)
      .values({ ...sent, tokenHash: hashToken(token), expiresAt, createdAt: now })
      .returning({ id: i.id });
    const mail = { subject: say(lang, 'workgroups.mail_subject', vars), body: say(lang, 'workgroups.mail_body', vars) };
    await tx.insert(mailLog).values({ to: body.email, ...mail, link, createdAt: now });
    return made!;
  });
  config.log(`[mail] workgroup ${group.id} ${type} invitation for ${body.email}: ${link}`);
  return {
    data: { id: row.id, email: body.email, type, workgroup: group, expires_at: iso(expiresAt) },
    message: say(locale, 'workgroups.invited', { email: body.email }),
  };
}

/** Drops `userId`'s membership of the caller's workgroup; its clients unassigned, its workspaces left. */
async function removeMember({ db, user, locale }: Ctx, userId: number, named: number | undefined) {
  const admins = sql<number>`(select count(*)::int from workgroup_members a where a.workgroup_id = workgroup_members.workgroup_id and a.role = 'admin')`;
  const places = await db
    .select({ id: workgroupMembers.workgroupId, role: workgroupMembers.role, admins: admins.mapWith(Number) })
    .from(workgroupMembers)
    .where(eq(workgroupMembers.userId, userId));
  const roles = isStaff(user) ? undefined : await rolesOf(db, user);
  const reachable = places.filter((p) => !roles || roles.has(p.id));
  const ids = reachable.map((p) => p.id);
  const workgroupId = pick(locale, ids, named);
  const place = reachable.find((p) => p.id === workgroupId)!;
  const actorRole = roles ? (roles.get(workgroupId) ?? null) : 'admin';
  const refusal = rules.memberRemovalRefusal({ actorRole, memberRole: place.role, admins: place.admins });
  if (refusal === 'not_admin') throw adminsOnly(locale);
  if (refusal) throw invalid(locale, 'member', 'workgroups.last_admin');
  await db.transaction(async (tx) => {
    await tx.delete(workgroupMembers).where(memberKey(workgroupId, userId));
    await tx
      .update(workgroupClients)
      .set({ memberId: null })
      .where(and(eq(workgroupClients.workgroupId, workgroupId), eq(workgroupClients.memberId, userId)));
    const spaces = inArray(workspaceMembers.workspaceId, spacesOf(db, workgroupId));
    await tx.delete(workspaceMembers).where(and(eq(workspaceMembers.userId, userId), spaces));
  });
  return { message: say(locale, 'workgroups.member_removed') };
}

/** Rows of `table` in the outer query's workgroup, as a number. */
/** Clients of workgroups `ids` (none: false). */
const inGroups = (ids: number[]) => (ids.length > 0 ? inArray(workgroupClients.workgroupId, ids) : sql`false`);

/** GET /client/workgroup/clients: admins read all their workgroups' clients, members those assigned to them. */
async function listClients(db: Db, user: AuthUser, query: Page & { workgroup_id?: number; member_id?: number }) {
  const where: (SQL | undefined)[] = [];
  if (!isStaff(user)) {
    const roles = await rolesOf(db, user);
    const assigned = and(inGroups([...roles.keys()]), eq(workgroupClients.memberId, user.id));
    where.push(or(inGroups(administered(roles)), assigned));
  }
  if (query.workgroup_id) where.push(eq(workgroupClients.workgroupId, query.workgroup_id));
  if (query.member_id) where.push(eq(workgroupClients.memberId, query.member_id));
  return clientsWhere(db, and(...where), query);
}

/** Every call of the area, to register in server/handlers/index.ts. */
export const workgroupHandlers: readonly Implementation[] = [
  implement(wm.mine, async ({ db, user }) => ({ data: await mine(db, user) })),
  implement(wm.members, async (c) => membersOf(c.db, (await groupOf(c, c.params.id)).group.id, undefined, c.query)),
  implement(wm.inviteMember, (c) => invite(c, 'member')),
  implement(wm.inviteClient, (c) => invite(c, 'client')),
  implement(wm.removeMember, (c) => removeMember(c, c.params.id, c.query.workgroup_id)),
  implement(wm.setPermissions, async (c) => {
    const group = await adminGroup(c, c.body.workgroup_id);
    await checkedMember(c, group.id, c.body.member_id);
    const permissions = [...new Set(c.body.permissions)];
    await c.db.update(workgroupMembers).set({ permissions }).where(memberKey(group.id, c.body.member_id));
    const data = await memberOf(c.db, group.id, c.body.member_id, c.locale);
    return { data, message: say(c.locale, 'workgroups.permissions_saved') };
  }),
  implement(wm.showMember, async (c) => {
    const { group } = await groupOf(c, c.params.workgroup);
    return { data: await memberOf(c.db, group.id, c.params.member, c.locale) };
  }),
  implement(wm.memberCustomers, async (c) => {
    const { group, role } = await groupOf(c, c.params.workgroup);
    await memberOf(c.db, group.id, c.params.member, c.locale);
    if (role !== 'admin' && c.user.id !== c.params.member) throw adminsOnly(c.locale);
    const where = and(eq(workgroupClients.workgroupId, group.id), eq(workgroupClients.memberId, c.params.member));
    return clientsWhere(c.db, where, c.query);
  }),
  implement(wm.assignCustomers, async (c) => {
    const group = await adminGroup(c, c.params.id);
    const memberId = (await checkedMember(c, group.id, c.body.member_id))!;
    const ofGroup = (ids: number[]) =>
      and(eq(workgroupClients.workgroupId, group.id), inArray(workgroupClients.customerId, ids));
    const inGroup = await c.db
      .select({ id: workgroupClients.customerId })
      .from(workgroupClients)
      .where(ofGroup(c.body.customer_ids));
    const { assign, refused } = rules.assignable(c.body.customer_ids, new Set(inGroup.map((r) => r.id)));
    if (assign.length > 0) await c.db.update(workgroupClients).set({ memberId }).where(ofGroup(assign));
    const message = say(c.locale, 'workgroups.assigned', { count: assign.length });
    return { data: { assigned: assign, refused }, message };
  }),
  implement(wm.listClients, ({ db, user, query }) => listClients(db, user, query)),
  implement(wm.addClient, async (c) => {
    const { db, user, body, locale, now } = c;
    const admin = administered(await rolesOf(db, user));
    if (body.workgroup_id === undefined && admin.length !== 1)
      throw invalid(locale, 'workgroup_id', 'workgroups.choose');
    const group = await adminGroup(c, body.workgroup_id ?? admin[0]!);
    await reachCustomer(db, user, body.customer_id, locale);
    const memberId = await checkedMember(c, group.id, body.member_id);
    const made = await db
      .insert(workgroupClients)
      .values({ workgroupId: group.id, customerId: body.customer_id, memberId, addedAt: now })
      .onConflictDoNothing()
      .returning({ id: workgroupClients.customerId });
    if (made.length === 0) throw invalid(locale, 'customer_id', 'workgroups.client_exists');
    const data = await clientAnswer(db, group.id, body.customer_id);
    return { data, message: say(locale, 'workgroups.client_added') };
  }),
  implement(wm.showClient, async (c) => {
    const { workgroupId } = await reachClient(c, c.params.id, c.query.workgroup_id);
    return { data: await clientAnswer(c.db, workgroupId, c.params.id) };
  }),
  implement(wm.updateClient, async (c) => {
    const { workgroupId, role } = await reachClient(c, c.params.id, c.body.workgroup_id);
    if (role !== 'admin') throw adminsOnly(c.locale);
    const memberId = await checkedMember(c, workgroupId, c.body.member_id);
    await c.db.update(workgroupClients).set({ memberId }).where(clientKey(workgroupId, c.params.id));
    const data = await clientAnswer(c.db, workgroupId, c.params.id);
    return { data, message: say(c.locale, 'workgroups.client_saved') };
  }),
  implement(wm.removeClient, async (c) => {
    const { workgroupId, role } = await reachClient(c, c.params.id, c.query.workgroup_id);
    if (role !== 'admin') throw adminsOnly(c.locale);
    await c.db.transaction(async (tx) => {
      await tx.delete(workgroupClients).where(clientKey(workgroupId, c.params.id));
      const spaces = inArray(workspaceClients.workspaceId, spacesOf(c.db, workgroupId));
      await tx.delete(workspaceClients).where(and(eq(workspaceClients.customerId, c.params.id), spaces));
    });
    return { message: say(c.locale, 'workgroups.client_removed') };
  }),
];
