/**
 * The workgroups' spreadsheet import and export of clients and members (issue 19; contract
 * src/api/contract/workgroup-transfer.ts states the calls, who may call them and the file rules; files read and
 * written by server/domain/workgroup-sheet.ts).
 *
 * Invariants:
 * - the workgroup is reached as every workgroup call reaches it (`groupOf` of ./workgroups.ts: 404 outside it,
 *   staff act as admins); imports need its admin role (403 for a member);
 * - a file refused as a whole changes nothing; otherwise every row is checked (cells, repeats, then the database in
 *   a few bulk reads) before the first write, and the accepted rows are written in chunks of short transactions
 *   (server/db/chunked.ts `inChunks`, yielding to the event loop between them), so a 10,000-row file never holds
 *   the database for long;
 * - a customer is found only among those the caller reaches (`reachableCustomerWhere`): one out of reach is refused
 *   with the same words as a missing one;
 * - member invitations go through `invite` of ./workgroups.ts one by one (the refusals of `invitationRefusal`,
 *   the hashed token, the mail), so an import invites exactly as POST /client/workgroup/members/request; a refusal
 *   found only then (another request invited meanwhile) becomes a refused row.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { email as emailSchema, type Locale } from '#src/api/contract/common.ts';
import * as wt from '#src/api/contract/workgroup-transfer.ts';
import { MEMBER_PERMISSIONS, invitationRefusal, invitationState } from '#src/domain/membership-rules.ts';
import type { AuthUser } from '../auth/session.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { inChunks, yieldToEventLoop } from '../db/chunked.ts';
import { customerProfiles, users, workgroupClients, workgroupInvitations, workgroupMembers } from '../db/schema.ts';
import {
  readSheet,
  SHEET_WORDS,
  sheetResponse,
  type SheetColumn,
  type SheetRow,
  type SheetValue,
} from '../domain/workgroup-sheet.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement, type Implementation } from '../http/register.ts';
import { formatBytes, msg, type MessageKey } from '../i18n.ts';
import { isStaff, reachableCustomerWhere, viewerFactsOf } from './customer-reach.ts';
import { notFound } from './unit-view.ts';
import { groupOf, invite, rolesOf } from './workgroups.ts';

/** Rows per write transaction. */
const WRITE_CHUNK = 500;
/** Invitations sent between two yields (each its own short transaction and mail). */
const INVITE_CHUNK = 25;
/** Addresses per bulk read. */
const READ_CHUNK = 1000;

type Ctx = { db: Db; user: AuthUser; locale: Locale; now: Date; config: ServerConfig };
type Errors = Record<string, string[]>;
type Refused = { row: number; errors: Errors };

const invalid = (locale: Locale, field: string, key: MessageKey, vars?: Record<string, string | number>) => {
  const text = msg(locale, key, vars);
  return validationError(text, { [field]: [text] });
};

/**
 * The workgroup of an export or import: `named`, else the caller's only one (module doc of the contract).
 * @throws HttpError 404 out of reach, 403 a member importing, 422 `workgroup_id` to choose
 */
async function chosenGroup(c: Ctx, named: number | undefined, adminOnly: boolean) {
  let workgroupId = named;
  if (workgroupId === undefined) {
    const roles = await rolesOf(c.db, c.user);
    if (roles.size === 0 && !isStaff(c.user)) throw notFound(c.locale);
    if (roles.size !== 1) throw invalid(c.locale, 'workgroup_id', 'transfer.choose');
    workgroupId = [...roles.keys()][0]!;
  }
  const found = await groupOf(c, workgroupId);
  if (adminOnly && found.role !== 'admin') throw new HttpError(403, 'forbidden', msg(c.locale, 'transfer.admins_only'));
  return found;
}

const words = (locale: Locale, keys: readonly (keyof typeof SHEET_WORDS)[]) => keys.map((k) => SHEET_WORDS[k][locale]);

const member = alias(users, 'member');

/** GET /client/export/clients: admins all the workgroup's clients, a member those assigned to it; by name. */
async function exportClients(x: Ctx, query: { workgroup_id?: number; format: wt.SheetFormat }) {
  const { group, role } = await chosenGroup(x, query.workgroup_id, false);
  const where = [eq(workgroupClients.workgroupId, group.id)];
  if (role !== 'admin') where.push(eq(workgroupClients.memberId, x.user.id));
  const rows = await x.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      company: users.company,
      memberEmail: member.email,
      addedAt: workgroupClients.addedAt,
    })
    .from(workgroupClients)
    .innerJoin(users, eq(users.id, workgroupClients.customerId))
    .leftJoin(member, eq(member.id, workgroupClients.memberId))
    .where(and(...where))
    .orderBy(asc(users.name), asc(users.id));
  const columns = ['id', 'name', 'email', 'phone', 'company', 'member_email', 'added_at'] as const;
  const values = rows.map((r): SheetValue[] => [
    r.id,
    r.name,
    r.email,
    r.phone,
    r.company,
    r.memberEmail,
    new Date(r.addedAt),
  ]);
  const name = `workgroup-${group.id}-clients`;
  return sheetResponse(
    { ...x, format: query.format, name, sheet: SHEET_WORDS.clients[x.locale] },
    words(x.locale, columns),
    values,
  );
}

/** GET /client/export/members: the workgroup's members, admins first then by name (as GET …/{id}/members). */
async function exportMembers(x: Ctx, query: { workgroup_id?: number; format: wt.SheetFormat }) {
  const { group } = await chosenGroup(x, query.workgroup_id, false);
  const rows = await x.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: workgroupMembers.role,
      permissions: workgroupMembers.permissions,
      clients:
        sql<number>`(select count(*)::int from ${workgroupClients} where ${workgroupClients.workgroupId} = ${group.id} and ${workgroupClients.memberId} = ${users.id})`.mapWith(
          Number,
        ),
      joinedAt: workgroupMembers.joinedAt,
    })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(eq(workgroupMembers.workgroupId, group.id))
    .orderBy(asc(workgroupMembers.role), asc(users.name), asc(users.id));
  const columns = ['id', 'name', 'email', 'role', 'permissions', 'clients_count', 'joined_at'] as const;
  const values = rows.map((r): SheetValue[] => [
    r.id,
    r.name,
    r.email,
    r.role,
    r.permissions.join(', '),
    r.clients,
    new Date(r.joinedAt),
  ]);
  const name = `workgroup-${group.id}-members`;
  return sheetResponse(
    { ...x, format: query.format, name, sheet: SHEET_WORDS.members[x.locale] },
    words(x.locale, columns),
    values,
  );
}

/**
 * The rows of an uploaded file, each with its lowercased valid address; refused rows (bad or missing address,
 * repeated address) already in `refused`.
 * @throws HttpError 413 over MAX_SHEET_BYTES, 422 `file` for a file refused as a whole
 */
async function fileRows(x: Ctx, file: Blob, required: readonly SheetColumn[], refused: Refused[]) {
  const tooLarge = () =>
    new HttpError(413, 'too_large', msg(x.locale, 'files.too_large', { max: formatBytes(wt.MAX_SHEET_BYTES) }));
  if (file.size > wt.MAX_SHEET_BYTES) throw tooLarge();
  const read = await readSheet(new Uint8Array(await file.arrayBuffer()), required);
  if (!read.ok) throw invalid(x.locale, 'file', read.key, read.vars);
  const firstRow = new Map<string, number>();
  const rows: (SheetRow & { email: string })[] = [];
  for (const r of read.rows) {
    const given = r.cells.email;
    const problem = !given
      ? msg(x.locale, 'transfer.required')
      : v.is(emailSchema, given)
        ? undefined
        : msg(x.locale, 'transfer.bad_email');
    const address = given?.toLowerCase() ?? '';
    const earlier = firstRow.get(address);
    if (problem) refused.push({ row: r.row, errors: { email: [problem] } });
    else if (earlier !== undefined)
      refused.push({ row: r.row, errors: { email: [msg(x.locale, 'transfer.repeated', { row: earlier })] } });
    else {
      firstRow.set(address, r.row);
      rows.push({ ...r, email: address });
    }
    if (r.row % 2000 === 0) await yieldToEventLoop();
  }
  return { rows, columns: read.columns };
}

/** `lower(column)` ∈ `addresses`, in READ_CHUNK slices: the rows `select` answers for each slice. */
async function byAddress<T>(addresses: readonly string[], select: (slice: string[]) => Promise<T[]>) {
  const out = await inChunks(addresses, READ_CHUNK, (slice) => select([...slice]));
  return out.flat();
}
const lowerIn = (column: typeof users.email | typeof workgroupInvitations.email, slice: string[]) =>
  inArray(sql`lower(${column})`, slice);

/** SQL: `users.id` is a customer (a profile, or the client or agency role). */
const isCustomer: SQL = or(
  sql`exists (select 1 from ${customerProfiles} where ${customerProfiles.userId} = ${users.id})`,
  sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and r.value in ('client', 'agency'))`,
)!;

/** The workgroup's members: lowercased address → id, role and permissions. */
async function membersByAddress(db: Db, workgroupId: number) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: workgroupMembers.role,
      permissions: workgroupMembers.permissions,
    })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(eq(workgroupMembers.workgroupId, workgroupId));
  return new Map(rows.map((r) => [r.email.toLowerCase(), r]));
}

const answer = (locale: Locale, created: number, updated: number, refused: Refused[]) => ({
  data: { created, updated, refused: refused.toSorted((a, b) => a.row - b.row) },
  message: msg(locale, 'transfer.imported', { created, updated, refused: refused.length }),
});

/** POST /client/import/clients (contract module doc). */
async function importClients(x: Ctx, body: { file: Blob; workgroup_id?: number }) {
  const { group } = await chosenGroup(x, body.workgroup_id, true);
  const refused: Refused[] = [];
  const { rows, columns } = await fileRows(x, body.file, ['email'], refused);
  const viewer = await viewerFactsOf(x.db, x.user);
  const reachable = reachableCustomerWhere(viewer, users.id);
  const found = await byAddress(
    rows.map((r) => r.email),
    (slice) =>
      x.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(lowerIn(users.email, slice), isCustomer, reachable)),
  );
  const customers = new Map(found.map((r) => [r.email.toLowerCase(), r.id]));
  const members = await membersByAddress(x.db, group.id);
  const current = new Map(
    (
      await x.db
        .select({ id: workgroupClients.customerId, memberId: workgroupClients.memberId })
        .from(workgroupClients)
        .where(eq(workgroupClients.workgroupId, group.id))
    ).map((r) => [r.id, r.memberId]),
  );
  const assigns = columns.has('member_email');
  const accepted: { customerId: number; memberId: number | null }[] = [];
  for (const r of rows) {
    const errors: Errors = {};
    const customerId = customers.get(r.email);
    if (customerId === undefined) errors.email = [msg(x.locale, 'transfer.no_customer')];
    const given = r.cells.member_email?.toLowerCase();
    const memberId = given ? members.get(given)?.id : null;
    if (memberId === undefined) errors.member_email = [msg(x.locale, 'transfer.not_member')];
    if (Object.keys(errors).length > 0) {
      refused.push({ row: r.row, errors });
      continue;
    }
    const before = current.get(customerId!);
    const next = assigns ? memberId! : (before ?? null);
    if (before === undefined || before !== next) accepted.push({ customerId: customerId!, memberId: next });
  }
  let created = 0;
  let updated = 0;
  await inChunks(accepted, WRITE_CHUNK, (chunk) =>
    x.db.transaction(async (tx) => {
      const made = await tx
        .insert(workgroupClients)
        .values(
          chunk.map((a) => ({ workgroupId: group.id, customerId: a.customerId, memberId: a.memberId, addedAt: x.now })),
        )
        .onConflictDoNothing()
        .returning({ id: workgroupClients.customerId });
      created += made.length;
      const fresh = new Set(made.map((m) => m.id));
      const byMember = new Map<number | null, number[]>();
      for (const a of chunk.filter((c) => !fresh.has(c.customerId)))
        byMember.set(a.memberId, [...(byMember.get(a.memberId) ?? []), a.customerId]);
      for (const [memberId, ids] of byMember) {
        const changed = await tx
          .update(workgroupClients)
          .set({ memberId })
          .where(and(eq(workgroupClients.workgroupId, group.id), inArray(workgroupClients.customerId, ids)))
          .returning({ id: workgroupClients.customerId });
        updated += changed.length;
      }
    }),
  );
  return answer(x.locale, created, updated, refused);
}

const ROLES = ['admin', 'member'] as const;
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p) => b.includes(p));

/** POST /client/import/members (contract module doc). */
async function importMembers(x: Ctx, body: { file: Blob; workgroup_id?: number }) {
  const { group } = await chosenGroup(x, body.workgroup_id, true);
  const refused: Refused[] = [];
  const { rows } = await fileRows(x, body.file, ['email', 'role'], refused);
  const members = await membersByAddress(x.db, group.id);
  const strangers = rows.filter((r) => !members.has(r.email)).map((r) => r.email);
  const i = workgroupInvitations;
  const earlier = await byAddress(strangers, (slice) =>
    x.db
      .select({ email: i.email, expiresAt: i.expiresAt, acceptedAt: i.acceptedAt })
      .from(i)
      .where(and(eq(i.workgroupId, group.id), eq(i.type, 'member'), lowerIn(i.email, slice))),
  );
  const states = new Map<string, ('pending' | 'accepted' | 'expired')[]>();
  for (const e of earlier) {
    const key = e.email.toLowerCase();
    states.set(key, [...(states.get(key) ?? []), invitationState(e, x.now)]);
  }
  const updates: { row: number; id: number; role: 'admin' | 'member'; permissions: string[]; demotes: boolean }[] = [];
  const invites: { row: number; email: string }[] = [];
  for (const r of rows) {
    const errors: Errors = {};
    const role = ROLES.find((name) => name === r.cells.role?.toLowerCase());
    if (!role) errors.role = [msg(x.locale, r.cells.role ? 'transfer.bad_role' : 'transfer.required')];
    const permissions = [...new Set((r.cells.permissions ?? '').split(/[\s,;|]+/).filter(Boolean))];
    const unknown = permissions.filter((p) => !(MEMBER_PERMISSIONS as readonly string[]).includes(p));
    if (unknown.length) errors.permissions = [msg(x.locale, 'transfer.bad_permissions', { names: unknown.join(', ') })];
    const now = members.get(r.email);
    if (!now) {
      const refusal = invitationRefusal({
        inviterRole: 'admin',
        type: 'member',
        alreadyIn: false,
        earlier: states.get(r.email) ?? [],
      });
      if (refusal) (errors.email ??= []).push(msg(x.locale, 'transfer.pending'));
      if (role === 'admin') (errors.role ??= []).push(msg(x.locale, 'transfer.invite_role'));
      if (permissions.length && !unknown.length) errors.permissions = [msg(x.locale, 'transfer.invite_permissions')];
    }
    if (Object.keys(errors).length > 0) refused.push({ row: r.row, errors });
    else if (!now) invites.push({ row: r.row, email: r.cells.email! });
    else if (now.role !== role || !sameSet(now.permissions, permissions))
      updates.push({
        row: r.row,
        id: now.id,
        role: role!,
        permissions,
        demotes: now.role === 'admin' && role !== 'admin',
      });
  }
  const admins = new Set([...members.values()].filter((m) => m.role === 'admin').map((m) => m.id));
  for (const u of updates) if (u.role === 'admin') admins.add(u.id);
  for (const u of updates) if (u.demotes) admins.delete(u.id);
  const kept = admins.size > 0 ? updates : updates.filter((u) => !u.demotes);
  if (kept.length < updates.length)
    for (const u of updates.filter((d) => d.demotes))
      refused.push({ row: u.row, errors: { role: [msg(x.locale, 'transfer.last_admin')] } });
  await inChunks(kept, WRITE_CHUNK, (chunk) =>
    x.db.transaction(async (tx) => {
      for (const u of chunk)
        await tx
          .update(workgroupMembers)
          .set({ role: u.role, permissions: u.permissions })
          .where(and(eq(workgroupMembers.workgroupId, group.id), eq(workgroupMembers.userId, u.id)));
    }),
  );
  let created = 0;
  await inChunks(invites, INVITE_CHUNK, async (chunk) => {
    for (const one of chunk) {
      try {
        await invite({ ...x, body: { email: one.email, workgroup_id: group.id } }, 'member');
        created += 1;
      } catch (e) {
        if (!(e instanceof HttpError) || e.status !== 422) throw e;
        refused.push({ row: one.row, errors: e.extra.errors ?? { email: [e.message] } });
      }
    }
  });
  return answer(x.locale, created, kept.length, refused);
}

/** The four calls, to register in server/handlers/index.ts. */
export const workgroupTransferHandlers: readonly Implementation[] = [
  implement(wt.exportClients, (c) => exportClients(c, c.query)),
  implement(wt.exportMembers, (c) => exportMembers(c, c.query)),
  implement(wt.importClients, (c) => importClients(c, c.body)),
  implement(wt.importMembers, (c) => importMembers(c, c.body)),
];
