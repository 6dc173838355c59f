/**
 * Test data of the workgroup screens (issue 19; product.md §2 workgroup, workspaces): the demo seed's shapes — a
 * workgroup "Equipo Colibrí" with its admin Ana, a member Beto and clients — and a fake API answering their reads.
 * Test-only module.
 */
import type { MyWorkgroup, WorkgroupClient, WorkgroupMember } from '#src/api/contract/workgroup-members.ts';
import type { Workspace, WorkspacePerson } from '#src/api/contract/workspaces.ts';
import type { FakeApi } from '#src/sync/testing/fake-api.ts';

/** A page answer of `rows`. */
export const pageOf = <T>(rows: T[]) => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: rows.length },
});

export const workgroup = (patch: Partial<MyWorkgroup> = {}): MyWorkgroup => ({
  id: 7,
  name: 'Equipo Colibrí',
  owner: { id: 1, name: 'Ana Pérez' },
  role: 'admin',
  permissions: [],
  members_count: 2,
  clients_count: 3,
  ...patch,
});

export const member = (id: number, name: string, patch: Partial<WorkgroupMember> = {}): WorkgroupMember => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role: 'member',
  permissions: [],
  clients_count: 0,
  joined_at: '2026-03-05T10:00:00.000Z',
  ...patch,
});

export const ANA = member(1, 'Ana Pérez', { role: 'admin', clients_count: 1 });
export const BETO = member(2, 'Beto Ruiz', { permissions: ['customers.edit'], clients_count: 1 });

export const client = (id: number, name: string, assigned: WorkgroupMember | null): WorkgroupClient => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  workgroup: { id: 7, name: 'Equipo Colibrí' },
  member: assigned ? { id: assigned.id, name: assigned.name } : null,
  added_at: '2026-03-06T10:00:00.000Z',
});

export const CARLA = client(30, 'Carla Soto', BETO);
export const DORA = client(31, 'Dora Luna', null);
export const ELI = client(32, 'Eli Mora', ANA);

export const workspace = (id: number, name: string, patch: Partial<Workspace> = {}): Workspace => ({
  id,
  name,
  description: '',
  workgroup: { id: 7, name: 'Equipo Colibrí' },
  members_count: 0,
  clients_count: 0,
  created_at: '2026-03-07T10:00:00.000Z',
  ...patch,
});

export const person = (p: { id: number; name: string; email: string }): WorkspacePerson => ({
  id: p.id,
  name: p.name,
  email: p.email,
});

/** Answers the workgroup reads: the caller's workgroups (role `role`), its members and its clients. */
export function serveWorkgroup(
  api: FakeApi,
  role: 'admin' | 'member' = 'admin',
  clients: WorkgroupClient[] = [CARLA, DORA, ELI],
): void {
  api.on('workgroupMembers.mine', () => ({ data: [workgroup({ role })] }));
  api.on('workgroupMembers.list', () => pageOf([ANA, BETO]));
  api.on('workgroupMembers.clients', () => pageOf(clients));
}
