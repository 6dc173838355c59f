/**
 * Workspaces of a workgroup, with their members and clients (issue 19; docs/customers-workgroups.md).
 *
 * Spec: api-catalogue.md "Workgroups and workspaces" (/client/workgroup/workspaces: list, CRUD, `{id}/members`,
 * `{id}/members/add|remove/{memberId}`, the same for `{id}/clients` with `clientId`; the add/remove calls are GET as
 * the spec writes them); product.md §1 ("Workgroup members: belong to workgroups and workspaces, each with assigned
 * customers"), §2 (workspaces: list, created, {id}), §4 ("Members and clients can be assigned to or removed from
 * workgroups and workspaces"), §6 (gate `workgroup.*`).
 *
 * Rules (server/handlers/workspaces.ts):
 * - Access `workgroup.*` (roles without it: 403). A workspace belongs to one workgroup.
 * - The admins of that workgroup, managers and administrators (staff) create, edit, delete it and add or remove its
 *   members and clients; a member of the workgroup reads the workspaces it belongs to (403 when it tries to change
 *   one); anyone else gets 404 for a workspace id, as for a missing one.
 * - Create takes `name` (required, ≤ 120), `description` (≤ 1000) and `workgroup_id`, which defaults to the only
 *   workgroup the caller administers (422 under `workgroup_id` when it administers none or several and sends none,
 *   or names one it does not administer). Update keeps the workgroup (422 under `workgroup_id` for another).
 * - A member added must be a member of the same workgroup (else 422 under `member`); a client added must be a
 *   client of the same workgroup (`workgroup_clients`; else 422 under `client`). Adding twice is idempotent (200, no
 *   duplicate); removing one that is not there is a 404.
 * - Lists are paginated (`{ data, meta }`).
 */
import * as v from 'valibot';
import { id, idParams, paginated, paginationQuery, requiredText, text } from './common.ts';
import { crudEndpoints } from './crud.ts';
import { endpoint } from './define.ts';

const spec = 'api-catalogue.md Workgroups and workspaces; product.md §1, §2, §4, §6';
const path = '/client/workgroup/workspaces';

/** Longest name and description. */
export const WORKSPACE_NAME_MAX = 120;
export const WORKSPACE_DESCRIPTION_MAX = 1000;

/** A workspace as answered: its workgroup named, and how many members and clients it has. */
export const workspace = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  workgroup: v.object({ id: v.number(), name: v.string() }),
  members_count: v.number(),
  clients_count: v.number(),
  created_at: v.string(),
});
export type Workspace = v.InferOutput<typeof workspace>;

/** A member or client of a workspace (an account). */
export const workspacePerson = v.object({ id: v.number(), name: v.string(), email: v.string() });
export type WorkspacePerson = v.InferOutput<typeof workspacePerson>;

/** What create and update take (`workgroup_id` module doc). */
export const workspaceInput = v.object({
  name: requiredText(WORKSPACE_NAME_MAX),
  description: v.optional(text(WORKSPACE_DESCRIPTION_MAX)),
  workgroup_id: v.optional(id),
});
export type WorkspaceInput = v.InferOutput<typeof workspaceInput>;

const access = { permissions: ['workgroup.*'] };

/**
 * The five calls (src/api/contract/crud.ts): list (the workspaces the caller reaches, by `workgroup_id`), show,
 * store, update, delete. Errors: 404 out of reach; 403 to a member changing one; 422 `errors.name`,
 * `errors.workgroup_id` (module doc).
 */
export const workspacesResource = crudEndpoints({
  name: 'workspaces',
  path,
  spec,
  row: workspace,
  body: workspaceInput,
  filters: { workgroup_id: v.optional(id) },
  access: { collection: access, member: access },
});
export const {
  list: workspaces,
  show: showWorkspace,
  store: storeWorkspace,
  update: updateWorkspace,
  delete: deleteWorkspace,
} = workspacesResource;

/** GET {id}/members or {id}/clients: `{ data: [{ id, name, email }], meta }`, by name. 404 out of reach. */
const people = (kind: 'members' | 'clients') =>
  endpoint({
    name: `workspaces.${kind}`,
    method: 'GET',
    path: `${path}/{id}/${kind}`,
    access,
    spec,
    params: idParams,
    query: v.object(paginationQuery),
    answer: paginated(workspacePerson),
  });

/**
 * GET {id}/members|clients/add|remove/{memberId|clientId} → `{ data: Workspace, message }` (the counts updated).
 * Errors: 404 out of reach or (remove) not in the workspace; 403 for a member; 422 `errors.member` /
 * `errors.client` when (add) not of the same workgroup.
 */
const change = <P extends v.GenericSchema>(kind: 'members' | 'clients', op: 'add' | 'remove', params: P) =>
  endpoint({
    name: `workspaces.${kind}.${op}`,
    method: 'GET',
    path: `${path}/{id}/${kind}/${op}/{${kind === 'members' ? 'memberId' : 'clientId'}}`,
    access,
    spec,
    params,
    answer: v.object({ data: workspace, message: v.string() }),
  });
const memberParams = v.object({ id, memberId: id });
const clientParams = v.object({ id, clientId: id });

export const workspaceMembers = people('members');
export const workspaceClients = people('clients');
export const addWorkspaceMember = change('members', 'add', memberParams);
export const removeWorkspaceMember = change('members', 'remove', memberParams);
export const addWorkspaceClient = change('clients', 'add', clientParams);
export const removeWorkspaceClient = change('clients', 'remove', clientParams);
