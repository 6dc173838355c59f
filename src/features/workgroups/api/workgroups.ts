/**
 * What the workgroup and workspace screens read and do (issue 19; product.md §2 "workgroup list",
 * "workgroup … members/{id?}", workspaces list, created, {id}; §4 "Members and clients can be assigned to or removed
 * from workgroups and workspaces"; §6 gate `workgroup.*`, "a workgroup member request has a type of client or
 * member"; docs/customers-workgroups.md; contracts src/api/contract/workgroup-members.ts, workspaces.ts,
 * workgroup-transfer.ts).
 *
 * - Every read is a server read kept on the device (`useRead(…, { keep: true })`): offline it shows its last answer
 *   and says from when. Nothing here is mirrored, except the customers an admin may add (the customers feature's
 *   mirror, read through `useLiveRows`).
 * - Every write needs the server now (it decides who may, and answers refusals at once): an online action that
 *   throws the server's ApiError (offline `isNetwork`), then reads the affected lists again (`useInvalidate`).
 */
import * as wm from '#src/api/contract/workgroup-members.ts';
import * as wt from '#src/api/contract/workgroup-transfer.ts';
import * as ws from '#src/api/contract/workspaces.ts';
import type { MyWorkgroup, WorkgroupClient, WorkgroupMember } from '#src/api/contract/workgroup-members.ts';
import type { ImportAnswer, SheetFormat } from '#src/api/contract/workgroup-transfer.ts';
import type { Workspace, WorkspacePerson } from '#src/api/contract/workspaces.ts';
import type { InvitationType, MemberPermission } from '#src/domain/membership-rules.ts';
import { saveBlob } from '#src/lib/save-blob.ts';
import { useInvalidate, useLiveRows, useMutation, usePending, useRead, useSyncEngine } from '#src/sync/index.ts';
import { changeMemberPermissions } from '../mutations.ts';

export type { MyWorkgroup, WorkgroupClient, WorkgroupMember, ImportAnswer, SheetFormat, Workspace, WorkspacePerson };

/** Rows per page of the lists. */
export const PER_PAGE = 20;
/** Most of a workgroup's clients offered at once in a picker (assign customers, add to a workspace). */
export const PICKER_ROWS = 1000;

/** The caller's workgroups with its role in each, kept. */
export function useMyWorkgroups() {
  return useRead(wm.mine, {}, { keep: true, select: (a) => a.data });
}

/** A page of workgroup `workgroup`'s members (admins first), kept. */
export function useWorkgroupMembers(workgroup: number, page = 1, perPage = PER_PAGE) {
  return useRead(wm.members, { params: { id: workgroup }, query: { page, per_page: perPage } }, { keep: true });
}

/** A page of the workgroup's clients (a member sees those assigned to it), kept. */
export function useWorkgroupClients(workgroup: number, page = 1, perPage = PER_PAGE) {
  return useRead(wm.listClients, { query: { workgroup_id: workgroup, page, per_page: perPage } }, { keep: true });
}

/** One member of the workgroup, kept. */
export function useWorkgroupMember(workgroup: number, member: number) {
  return useRead(wm.showMember, { params: { workgroup, member } }, { keep: true, select: (a) => a.data });
}

/** A page of the customers assigned to a member, kept. */
export function useMemberCustomers(workgroup: number, member: number, page = 1) {
  return useRead(
    wm.memberCustomers,
    { params: { workgroup, member }, query: { page, per_page: PER_PAGE } },
    { keep: true },
  );
}

/** The customers the account reaches, from the device's mirror (what an admin may add as clients), by name. */
export function useReachableCustomers(): { id: number; name: string; email: string }[] | undefined {
  return useLiveRows(
    async (db) =>
      (await db.customers.toArray())
        .map(({ id, name, email }) => ({ id, name, email }))
        .toSorted((a, b) => a.name.localeCompare(b.name, 'es')),
    [],
  );
}

/** One workspace, kept. */
export function useWorkspace(id: number) {
  return useRead(ws.showWorkspace, { params: { id } }, { keep: true, select: (a) => (a as { data: Workspace }).data });
}

/** A page of a workspace's members or clients, kept. */
export function useWorkspacePeople(kind: 'members' | 'clients', id: number, page = 1) {
  return useRead(
    kind === 'members' ? ws.workspaceMembers : ws.workspaceClients,
    { params: { id }, query: { page, per_page: PER_PAGE } },
    { keep: true },
  );
}

/** The workgroup's writes: each needs a connection, throws the server's ApiError, then reads again what changed. */
export function useWorkgroupActions() {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  const again = () =>
    invalidate(wm.mine, wm.members, wm.showMember, wm.memberCustomers, wm.listClients, ws.workspaceMembers);
  return {
    /** Invites `email` as a member or a client. @returns the server's message */
    async invite(type: InvitationType, email: string, workgroup: number): Promise<string> {
      const endpoint = type === 'member' ? wm.inviteMember : wm.inviteClient;
      const a = await transport.call(endpoint, { body: { email, workgroup_id: workgroup } });
      return a.message;
    },
    /** Removes a member (the last admin stays: a 422 with the server's message). */
    async removeMember(member: number, workgroup: number): Promise<string> {
      const a = await transport.call(wm.removeMember, { params: { id: member }, query: { workgroup_id: workgroup } });
      await again();
      return a.message;
    },
    /** Sets a member's permissions. */
    async setPermissions(member: number, workgroup: number, permissions: MemberPermission[]): Promise<string> {
      const a = await transport.call(wm.setPermissions, {
        body: { member_id: member, workgroup_id: workgroup, permissions },
      });
      await again();
      return a.message;
    },
    /** Assigns customers to a member. @returns the ids assigned and refused, and the server's message */
    async assignCustomers(workgroup: number, member: number, customers: number[]) {
      const a = await transport.call(wm.assignCustomers, {
        params: { id: workgroup },
        body: { member_id: member, customer_ids: customers },
      });
      await again();
      return { ...a.data, message: a.message };
    },
    /** Adds a customer the caller reaches as a client, assigned to `member` (or to none). */
    async addClient(workgroup: number, customer: number, member: number | null): Promise<string> {
      const a = await transport.call(wm.addClient, {
        body: { customer_id: customer, workgroup_id: workgroup, member_id: member },
      });
      await again();
      return a.message;
    },
    /** Changes the member a client is assigned to (null: none). */
    async assignClient(workgroup: number, client: number, member: number | null): Promise<string> {
      const a = await transport.call(wm.updateClient, {
        params: { id: client },
        body: { member_id: member, workgroup_id: workgroup },
      });
      await again();
      return a.message;
    },
    /** Removes a client from the workgroup (and its workspaces). */
    async removeClient(workgroup: number, client: number): Promise<string> {
      const a = await transport.call(wm.removeClient, { params: { id: client }, query: { workgroup_id: workgroup } });
      await again();
      return a.message;
    },
    /** Downloads the clients or members file and saves it (`workgroup-<id>-<what>.<format>`). */
    async exportFile(what: 'clients' | 'members', format: SheetFormat, workgroup: number): Promise<void> {
      const endpoint = what === 'clients' ? wt.exportClients : wt.exportMembers;
      const blob = (await transport.call(endpoint, { query: { workgroup_id: workgroup, format } })) as Blob;
      saveBlob(blob, `workgroup-${workgroup}-${what}.${format}`);
    },
    /** Imports a clients or members file. @returns the row report */
    async importFile(what: 'clients' | 'members', file: File, workgroup: number): Promise<ImportAnswer> {
      const endpoint = what === 'clients' ? wt.importClients : wt.importMembers;
      const a = await transport.call(endpoint, { body: { file, workgroup_id: workgroup } });
      await again();
      return a;
    },
  };
}

/** A workspace's writes (admins): add or remove a member or a client. Each needs a connection. */
export function useWorkspaceActions() {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  const again = () => invalidate(ws.workspaces, ws.showWorkspace, ws.workspaceMembers, ws.workspaceClients);
  const change = async (
    kind: 'members' | 'clients',
    op: 'add' | 'remove',
    workspace: number,
    person: number,
  ): Promise<string> => {
    const a =
      kind === 'members'
        ? await transport.call(op === 'add' ? ws.addWorkspaceMember : ws.removeWorkspaceMember, {
            params: { id: workspace, memberId: person },
          })
        : await transport.call(op === 'add' ? ws.addWorkspaceClient : ws.removeWorkspaceClient, {
            params: { id: workspace, clientId: person },
          });
    await again();
    return a.message;
  };
  return {
    add: (kind: 'members' | 'clients', workspace: number, person: number) => change(kind, 'add', workspace, person),
    remove: (kind: 'members' | 'clients', workspace: number, person: number) =>
      change(kind, 'remove', workspace, person),
  };
}

/** The workspaces' list, show, store, update and delete, for the resource kit. */
export const workspaceEndpoints = ws.workspacesResource;

/** Queues a change of a member's permissions (../mutations.ts: works offline). @returns the outbox entry */
export function useQueuePermissions() {
  return useMutation(changeMemberPermissions);
}

/** The queued or refused permission changes of member `memberId` in workgroup `workgroupId`, oldest first. */
export function usePermissionChanges(workgroupId: number, memberId?: number) {
  return usePending(changeMemberPermissions).filter(
    (a) => a.args.workgroupId === workgroupId && (memberId === undefined || a.args.memberId === memberId),
  );
}
