/**
 * Integration: workspaces (/client/workgroup/workspaces, its members and clients; issue 19;
 * src/api/contract/workspaces.ts, server/handlers/workspaces.ts) against a real PGlite through the app's own client.
 * The workgroups and workspaces come from the seed builder (server/db/seed/workgroups.ts), inserted here so the file
 * does not depend on the seed's registration: workgroup 1 administered by the demo agency (members the two generated
 * sellers, workspace 1 with the first), workgroup 2 by the demo seller (member the second generated seller,
 * workspace 2 with it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import * as ws from '#src/api/contract/workspaces.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_FIRST_ACCESS, DEMO_MUST_CHANGE, GENERATED_PASSWORD } from '../db/seed/accounts.ts';
import {
  roles,
  userRoles,
  users,
  workgroupClients,
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

describe('list and show', () => {
  it('answers the workspaces of the workgroups the caller administers, paginated', async () => {
    const list = await as(tokens.agency).call(ws.workspaces, {});
    expect(list.data.map((w) => w.id)).toEqual([1]);
    expect(list.data[0]).toMatchObject({
      name: 'Bebidas y snacks',
      workgroup: { id: 1, name: 'Equipo Colibrí' },
      members_count: 1,
      clients_count: 1,
    });
    expect(list.meta.current_page).toBe(1);
    const staff = await as(tokens.manager).call(ws.workspaces, { query: { workgroup_id: 2 } });
    expect(staff.data.map((w) => w.id)).toEqual([2]);
    expect((await as(tokens.administrator).call(ws.showWorkspace, { params: { id: 1 } })).data.id).toBe(1);
  });

  it('lets a member read only the workspaces it belongs to', async () => {
    const member = as(sellerToken[second()]);
    expect((await member.call(ws.workspaces, {})).data.map((w) => w.id)).toEqual([2]);
    expect((await member.call(ws.showWorkspace, { params: { id: 2 } })).data.name).toBe('Cuentas del norte');
    expect((await failure(member.call(ws.showWorkspace, { params: { id: 1 } }))).status).toBe(404);
    const edit = member.call(ws.updateWorkspace, { params: { id: 2 }, body: { name: 'Mío' } });
    expect((await failure(edit)).status).toBe(403);
  });

  it('hides a workspace from a stranger (404) and is refused to roles without workgroup.* (403)', async () => {
    const stranger = as(tokens.client);
    expect((await stranger.call(ws.workspaces, {})).data).toEqual([]);
    for (const call of [
      () => stranger.call(ws.showWorkspace, { params: { id: 1 } }),
      () => stranger.call(ws.workspaceMembers, { params: { id: 1 } }),
      () => stranger.call(ws.addWorkspaceMember, { params: { id: 1, memberId: second() } }),
    ])
      expect((await failure(call())).status).toBe(404);
    for (const role of ['provider', 'technician']) {
      expect((await failure(as(tokens[role]).call(ws.workspaces, {}))).status).toBe(403);
      expect((await failure(as(tokens[role]).call(ws.showWorkspace, { params: { id: 1 } }))).status).toBe(403);
    }
  });
});

describe('create, update, delete', () => {
  it('creates in the only administered workgroup, edits and deletes', async () => {
    const c = as(tokens.seller);
    const made = await c.call(ws.storeWorkspace, { body: { name: '  Cuentas del sur ', description: 'Sur' } });
    expect(made.data).toMatchObject({ name: 'Cuentas del sur', workgroup: { id: 2 }, members_count: 0 });
    expect(made.data.id).toBeGreaterThan(2);
    const edited = await c.call(ws.updateWorkspace, { params: { id: made.data.id }, body: { name: 'Sur' } });
    expect(edited.data).toMatchObject({ name: 'Sur', description: 'Sur' });
    const moved = await failure(
      c.call(ws.updateWorkspace, { params: { id: made.data.id }, body: { name: 'Sur', workgroup_id: 1 } }),
    );
    expect(moved.errors?.workgroup_id).toBeDefined();
    expect((await c.call(ws.deleteWorkspace, { params: { id: made.data.id } })).message).toBe('Workspace deleted.');
    expect((await failure(c.call(ws.showWorkspace, { params: { id: made.data.id } }))).status).toBe(404);
  });

  it('needs a workgroup_id when the caller administers none, and one it administers', async () => {
    const none = await failure(as(tokens.manager).call(ws.storeWorkspace, { body: { name: 'X' } }));
    expect(none.status).toBe(422);
    expect(Object.keys(none.errors ?? {})).toEqual(['workgroup_id']);
    const notMine = await failure(as(tokens.seller).call(ws.storeWorkspace, { body: { name: 'X', workgroup_id: 1 } }));
    expect(notMine.errors?.workgroup_id).toEqual(['You do not administer that workgroup.']);
    const blank = await failure(as(tokens.seller).call(ws.storeWorkspace, { body: { name: ' ' } }));
    expect(blank.errors?.name).toBeDefined();
    const other = await registerAccount(s, { client_type: 1 });
    expect((await failure(as(other.token).call(ws.storeWorkspace, { body: { name: 'X' } }))).status).toBe(422);
    const staff = await as(tokens.manager, 'es').call(ws.storeWorkspace, { body: { name: 'Y', workgroup_id: 1 } });
    expect(staff.message).toBe('Espacio de trabajo creado.');
    await as(tokens.manager).call(ws.deleteWorkspace, { params: { id: staff.data.id } });
  });
});

describe('members and clients', () => {
  it('adds a workgroup member (idempotently), lists and removes it', async () => {
    const c = as(tokens.agency);
    const added = await c.call(ws.addWorkspaceMember, { params: { id: 1, memberId: second() } });
    expect(added.data.members_count).toBe(2);
    const again = await c.call(ws.addWorkspaceMember, { params: { id: 1, memberId: second() } });
    expect(again.data.members_count).toBe(2);
    const members = await c.call(ws.workspaceMembers, { params: { id: 1 } });
    expect(members.data.map((m) => m.id).toSorted()).toEqual([first(), second()].toSorted());
    expect(members.data[0]).toHaveProperty('email');
    expect(members.meta.current_page).toBe(1);
    const removed = await c.call(ws.removeWorkspaceMember, { params: { id: 1, memberId: second() } });
    expect(removed.data.members_count).toBe(1);
    const missing = await failure(c.call(ws.removeWorkspaceMember, { params: { id: 1, memberId: second() } }));
    expect(missing.status).toBe(404);
  });

  it('refuses a member or client of another workgroup (422)', async () => {
    const c = as(tokens.seller);
    const outsider = await failure(c.call(ws.addWorkspaceMember, { params: { id: 2, memberId: first() } }));
    expect(outsider.status).toBe(422);
    expect(outsider.errors?.member).toEqual(['Only members of the same workgroup can be added.']);
    const agencyClient = rows.workgroupClients.find((r) => r.workgroupId === 1)!.customerId;
    const client = await failure(c.call(ws.addWorkspaceClient, { params: { id: 2, clientId: agencyClient } }));
    expect(Object.keys(client.errors ?? {})).toEqual(['client']);
  });

  it('adds, lists and removes a workgroup client', async () => {
    const c = as(tokens.seller);
    const extra = rows.workgroupClients.filter((r) => r.workgroupId === 2)[1]!.customerId;
    expect((await c.call(ws.addWorkspaceClient, { params: { id: 2, clientId: extra } })).data.clients_count).toBe(2);
    expect((await c.call(ws.addWorkspaceClient, { params: { id: 2, clientId: extra } })).data.clients_count).toBe(2);
    const member = as(sellerToken[second()]);
    expect((await member.call(ws.workspaceClients, { params: { id: 2 } })).data.map((r) => r.id)).toContain(extra);
    const refused = member.call(ws.removeWorkspaceClient, { params: { id: 2, clientId: extra } });
    expect((await failure(refused)).status).toBe(403);
    const removed = await c.call(ws.removeWorkspaceClient, { params: { id: 2, clientId: extra } });
    expect(removed.message).toBe('Client removed from the workspace.');
    const twice = await failure(c.call(ws.removeWorkspaceClient, { params: { id: 2, clientId: extra } }));
    expect(twice.status).toBe(404);
  });
});
