/**
 * Integration: workgroup members, invitations, permissions, assigned customers and clients (issue 19;
 * src/api/contract/workgroup-members.ts, server/handlers/workgroups.ts) against a real PGlite through the app's own
 * client. The workgroups come from the seed builder (server/db/seed/workgroups.ts), inserted here as in
 * workspaces.test.ts: workgroup 1 administered by the demo agency (members the two generated sellers), workgroup 2
 * by the demo seller (member the second generated seller).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, sql } from 'drizzle-orm';
import * as wm from '#src/api/contract/workgroup-members.ts';
import { session, workgroups as wgContract } from '#src/api/contract/index.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_FIRST_ACCESS, DEMO_MUST_CHANGE, GENERATED_PASSWORD } from '../db/seed/accounts.ts';
import {
  mailLog,
  roles,
  userRoles,
  users,
  workgroupClients,
  workgroupInvitations,
  workgroupMembers,
  workgroups,
  workspaceClients,
  workspaceMembers,
  workspaces,
} from '../db/schema.ts';
import { workgroupRows, type WorkgroupRows } from '../db/seed/workgroups.ts';

let s: TestServer;
let tokens: Record<string, string>;
let rows: WorkgroupRows;
let sellers: { id: number; email: string }[];
const as = (token: string | undefined, locale = 'en') => s.client(token, locale);
const sellerToken: Record<number, string> = {};

async function idsOf(role: string, except: string) {
  return s.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.value, role))
    .orderBy(asc(users.id))
    .then((r) => r.filter((u) => u.email !== except));
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
  const all = await s.db.select({ id: users.id, email: users.email }).from(users);
  sellers = await idsOf('seller', DEMO_MUST_CHANGE.email);
  const clients = await idsOf('client', DEMO_FIRST_ACCESS.email);
  rows = workgroupRows('2026-03-02', {
    users: all,
    sellerIds: sellers.map((u) => u.id),
    clientIds: clients.map((u) => u.id),
  });
  await s.db.insert(workgroups).values(rows.workgroups).onConflictDoNothing();
  await s.db.insert(workgroupMembers).values(rows.workgroupMembers).onConflictDoNothing();
  await s.db.insert(workgroupClients).values(rows.workgroupClients).onConflictDoNothing();
  await s.db.insert(workspaces).values(rows.workspaces).onConflictDoNothing();
  await s.db.insert(workspaceMembers).values(rows.workspaceMembers).onConflictDoNothing();
  await s.db.insert(workspaceClients).values(rows.workspaceClients).onConflictDoNothing();
  for (const table of ['workgroups', 'workspaces'])
    await s.db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  for (const u of sellers.slice(1, 3)) sellerToken[u.id] = await s.login(u.email, GENERATED_PASSWORD);
});
afterAll(async () => {
  await s.close();
});

const first = () => sellers[1]!.id;
const second = () => sellers[2]!.id;
const clientsOf = (workgroupId: number) =>
  rows.workgroupClients.filter((r) => r.workgroupId === workgroupId).map((r) => r.customerId);

describe('workgroups and members', () => {
  it('answers the caller’s workgroups with its role in each', async () => {
    const agency = await as(tokens.agency).call(wm.mine, {});
    expect(agency.data).toEqual([expect.objectContaining({ id: 1, name: 'Equipo Colibrí', role: 'admin' })]);
    expect(agency.data[0]!.members_count).toBe(3);
    const member = await as(sellerToken[second()]).call(wm.mine, {});
    expect(member.data.map((w) => [w.id, w.role])).toEqual([
      [1, 'member'],
      [2, 'member'],
    ]);
    expect(member.data.find((w) => w.id === 2)!.permissions).toEqual(['prices.change']);
    // managers and administrators act as admins of every workgroup, member or not
    const manager = await as(tokens.manager).call(wm.mine, {});
    expect(manager.data.map((w) => [w.id, w.role])).toEqual([
      [1, 'admin'],
      [2, 'admin'],
    ]);
  });

  it('lists the members of a workgroup the caller belongs to, else 404; 403 without workgroup.*', async () => {
    const list = await as(sellerToken[first()]).call(wm.members, { params: { id: 1 } });
    expect(list.data[0]).toMatchObject({ role: 'admin' });
    expect(list.data.map((m) => m.id)).toContain(second());
    expect(list.meta.current_page).toBe(1);
    expect((await failure(as(tokens.seller).call(wm.members, { params: { id: 1 } }))).status).toBe(404);
    expect((await failure(as(tokens.seller).call(wm.members, { params: { id: 99 } }))).status).toBe(404);
    expect((await failure(as(tokens.provider).call(wm.mine, {}))).status).toBe(403);
    const one = await as(tokens.manager).call(wm.showMember, { params: { workgroup: 1, member: first() } });
    expect(one.data.permissions).toEqual(['customers.edit', 'campaigns.manage']);
    const assigned = rows.workgroupClients.filter((r) => r.workgroupId === 1 && r.memberId === first());
    expect(one.data.clients_count).toBe(assigned.length);
    expect(assigned.length).toBeGreaterThan(0);
  });
});

describe('invitations', () => {
  it('lets an admin invite: token hashed, mail logged with the link, accepted at /accept', async () => {
    const sent = await as(tokens.seller).call(wm.inviteMember, {
      body: { email: 'nuevo@example.com', workgroup_id: 2 },
    });
    expect(sent.data).toMatchObject({ type: 'member', workgroup: { id: 2, name: 'Equipo Norte' } });
    const [mail] = await s.db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(1);
    expect(mail!.to).toBe('nuevo@example.com');
    const token = new URL(mail!.link!).searchParams.get('token')!;
    expect(new URL(mail!.link!).pathname).toBe('/accept');
    const [stored] = await s.db.select().from(workgroupInvitations).where(eq(workgroupInvitations.id, sent.data.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt!.getTime() - stored!.createdAt.getTime()).toBe(7 * 86_400_000);
    const accepted = await as(undefined).call(wgContract.acceptInvitation, { query: { token } });
    expect(accepted.data.status).toBe('accepted');
  });

  it('refuses a member (403), a pending doubling and someone already in (422, both languages)', async () => {
    const body = { email: 'otro@example.com', workgroup_id: 1 };
    expect((await failure(as(sellerToken[first()]).call(wm.inviteClient, { body }))).status).toBe(403);
    await as(tokens.agency).call(wm.inviteClient, { body });
    const twice = await failure(as(tokens.agency, 'es').call(wm.inviteClient, { body }));
    expect(twice.errors?.email).toEqual(['Esa dirección ya tiene una invitación pendiente.']);
    const inside = await failure(
      as(tokens.agency).call(wm.inviteMember, { body: { email: sellers[1]!.email, workgroup_id: 1 } }),
    );
    expect(inside.errors?.email).toEqual(['That address is already in the workgroup.']);
  });
});

describe('invitations sent at the same moment', () => {
  it('stores one of two identical invitations sent together; the other is the doubling refusal', async () => {
    const body = { email: 'Al.Mismo.Tiempo@example.com', workgroup_id: 1 };
    const results = await Promise.allSettled([
      as(tokens.agency).call(wm.inviteClient, { body }),
      as(tokens.agency).call(wm.inviteClient, { body: { ...body, email: body.email.toLowerCase() } }),
    ]);
    expect(results.map((r) => r.status).toSorted()).toEqual(['fulfilled', 'rejected']);
    const stored = await s.db
      .select()
      .from(workgroupInvitations)
      .where(sql`lower(${workgroupInvitations.email}) = 'al.mismo.tiempo@example.com'`);
    expect(stored).toHaveLength(1);
  });
});

describe('permissions, assignments, removal', () => {
  it('sets a member’s permissions (admins only)', async () => {
    const body = { member_id: second(), workgroup_id: 1, permissions: ['prices.change' as const] };
    const saved = await as(tokens.agency).call(wm.setPermissions, { body });
    expect(saved.data.permissions).toEqual(['prices.change']);
    expect((await failure(as(sellerToken[first()]).call(wm.setPermissions, { body }))).status).toBe(403);
    const outsider = await failure(
      as(tokens.seller).call(wm.setPermissions, { body: { ...body, workgroup_id: 2, member_id: first() } }),
    );
    expect(Object.keys(outsider.errors ?? {})).toEqual(['member_id']);
  });

  it('assigns only the workgroup’s customers and names the refused', async () => {
    const [mine] = clientsOf(1);
    const [other] = clientsOf(2);
    const done = await as(tokens.agency).call(wm.assignCustomers, {
      params: { id: 1 },
      body: { member_id: second(), customer_ids: [mine!, other!, mine!] },
    });
    expect(done.data).toEqual({ assigned: [mine], refused: [other] });
    const theirs = await as(sellerToken[second()]).call(wm.memberCustomers, {
      params: { workgroup: 1, member: second() },
    });
    expect(theirs.data.map((c) => c.id)).toContain(mine);
    const peek = as(sellerToken[second()]).call(wm.memberCustomers, { params: { workgroup: 1, member: first() } });
    expect((await failure(peek)).status).toBe(403);
  });

  it('removes a member (its clients unassigned) and keeps the last admin', async () => {
    const last = await failure(as(tokens.seller).call(wm.removeMember, { params: { id: sellers[0]!.id } }));
    expect(last.errors?.member).toEqual(['A workgroup keeps at least one admin.']);
    const ambiguous = await failure(as(tokens.manager).call(wm.removeMember, { params: { id: second() } }));
    expect(Object.keys(ambiguous.errors ?? {})).toEqual(['workgroup_id']);
    const done = await as(tokens.seller).call(wm.removeMember, { params: { id: second() } });
    expect(done.message).toBe('Member removed from the workgroup.');
    const left = await s.db.select().from(workgroupClients).where(eq(workgroupClients.workgroupId, 2));
    expect(left.every((r) => r.memberId === null)).toBe(true);
    expect((await failure(as(tokens.seller).call(wm.removeMember, { params: { id: second() } }))).status).toBe(404);
  });
});

describe('clients', () => {
  it('lists clients: admins all of theirs, members those assigned to them', async () => {
    const admin = await as(tokens.agency).call(wm.listClients, {});
    expect(admin.data.map((c) => c.id).toSorted()).toEqual(clientsOf(1).toSorted());
    const member = await as(sellerToken[first()]).call(wm.listClients, {});
    expect(member.data.every((c) => c.member?.id === first())).toBe(true);
    expect((await as(tokens.client).call(wm.listClients, {})).data).toEqual([]);
  });

  it('adds a reachable customer, reassigns it, shows it and removes it', async () => {
    const customer = clientsOf(1)[1]!;
    const c = as(tokens.manager);
    const added = await c.call(wm.addClient, { body: { customer_id: customer, workgroup_id: 2 } });
    expect(added.data).toMatchObject({ id: customer, workgroup: { id: 2 }, member: null });
    const again = await failure(c.call(wm.addClient, { body: { customer_id: customer, workgroup_id: 2 } }));
    expect(Object.keys(again.errors ?? {})).toEqual(['customer_id']);
    const vague = await failure(c.call(wm.showClient, { params: { id: customer } }));
    expect(Object.keys(vague.errors ?? {})).toEqual(['workgroup_id']);
    const seller = as(tokens.seller);
    const moved = await seller.call(wm.updateClient, { params: { id: customer }, body: { member_id: sellers[0]!.id } });
    expect(moved.data.member?.id).toBe(sellers[0]!.id);
    const bad = await failure(seller.call(wm.updateClient, { params: { id: customer }, body: { member_id: first() } }));
    expect(Object.keys(bad.errors ?? {})).toEqual(['member_id']);
    expect((await seller.call(wm.showClient, { params: { id: customer } })).data.workgroup.id).toBe(2);
    expect((await seller.call(wm.removeClient, { params: { id: customer } })).message).toBe(
      'Client removed from the workgroup.',
    );
    expect((await failure(seller.call(wm.showClient, { params: { id: customer } }))).status).toBe(404);
  });

  it('refuses a member changing a client (403) and a stranger (404)', async () => {
    const customer = clientsOf(1)[0]!;
    const member = as(sellerToken[second()]);
    const change = member.call(wm.updateClient, { params: { id: customer }, body: { member_id: null } });
    expect((await failure(change)).status).toBe(403);
    expect((await failure(as(tokens.seller).call(wm.showClient, { params: { id: customer } }))).status).toBe(404);
  });
});

/** The token of the last invitation mailed to `email`. */
const linkSentTo = async (email: string) => {
  const [mail] = await s.db.select().from(mailLog).where(eq(mailLog.to, email)).orderBy(desc(mailLog.id)).limit(1);
  return new URL(mail!.link!).searchParams.get('token')!;
};

describe('accepting an invitation joins the workgroup', () => {
  it('an existing account invited as a member becomes a member on accepting', async () => {
    const invitee = await registerAccount(s, { client_type: 1 });
    await as(tokens.agency).call(wm.inviteMember, { body: { email: invitee.email, workgroup_id: 1 } });
    await as(undefined).call(wgContract.acceptInvitation, { query: { token: await linkSentTo(invitee.email) } });
    const mine = await as(invitee.token).call(wm.mine);
    expect(mine.data.map((g) => [g.id, g.role])).toEqual([[1, 'member']]);
  });

  it('an address with no account, invited as a client, joins as a client when it registers', async () => {
    const email = `nueva-${Date.now().toString(36)}@example.com`;
    await as(tokens.agency).call(wm.inviteClient, { body: { email, workgroup_id: 1 } });
    await as(undefined).call(wgContract.acceptInvitation, { query: { token: await linkSentTo(email) } });
    const password = 'Cuenta-Registrada-2026';
    const made = await s.client().call(session.register, {
      body: { name: 'Nueva', email, password, password_confirmation: password, client_type: 1, country_id: 1 },
    });
    const id = (await s.client(made.access_token).call(session.currentUser)).data.id;
    const joined = await s.db.select().from(workgroupClients).where(eq(workgroupClients.customerId, id));
    expect(joined.map((r) => [r.workgroupId, r.memberId])).toEqual([[1, null]]);
  });
});
