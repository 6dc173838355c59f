/**
 * Workgroups: their members, invitations and clients (issue 19; docs/customers-workgroups.md). The invitation link
 * itself (GET /invite/accept) is `workgroups.acceptInvitation` (./workgroups.ts); workspaces are ./workspaces.ts.
 *
 * Spec: api-calls.tsv area `workgroups` (methods and paths as written there; removals are GET); api-catalogue.md
 * "Workgroups and workspaces"; product.md §1 ("Workgroup members: belong to workgroups and workspaces, each with
 * assigned customers"), §3 ("workgroup with members and clients"), §4 ("Members and clients can be assigned to or
 * removed from workgroups and workspaces"), §6 (gate `workgroup.*`; "a workgroup member request has a type of
 * client or member").
 *
 * Rules (server/handlers/workgroups.ts; src/domain/membership-rules.ts):
 * - Access `workgroup.*` (roles without it: 403). A workgroup the caller is not in is a 404, as a missing one;
 *   managers and administrators (staff) act as admins of every workgroup (GET /client/work-groups-members lists
 *   them all to staff, as admin).
 * - Members of a workgroup read it and its members; only its admins invite, remove members, set permissions, assign
 *   customers and change its clients (403 for a member).
 * - Invitations (`invitationRefusal`): 422 under `email` when the address is already in the workgroup as that type
 *   or has a pending invitation; the link `/accept?token=` is mailed (kept in `mail_log`), valid 7 days.
 * - Removing a member (`memberRemovalRefusal`): 422 under `member` for the last admin; its clients are unassigned
 *   and it leaves the workgroup's workspaces.
 * - Permissions ⊆ MEMBER_PERMISSIONS. Assigning customers (`assignable`) takes only the workgroup's clients; the
 *   others are answered as `refused`.
 * - A client is named by its customer (user) id; `workgroup_id` (query or body) chooses the workgroup when the
 *   caller reaches it in several (else 422 under `workgroup_id`). Adding a client needs a customer the caller
 *   already reaches (else 404).
 */
import * as v from 'valibot';
import { MEMBER_PERMISSIONS } from '#src/domain/membership-rules.ts';
import { email, id, idParams, paginated, paginationQuery } from './common.ts';
import { endpoint } from './define.ts';
import { invitationType } from './workgroups.ts';

const spec = 'api-catalogue.md Workgroups and workspaces; product.md §1, §3, §4, §6';
const access = { permissions: ['workgroup.*'] };
const named = v.object({ id: v.number(), name: v.string() });

/** One of the caller's workgroups, with its role and permissions there. */
export const myWorkgroup = v.object({
  id: v.number(),
  name: v.string(),
  owner: named,
  role: v.picklist(['admin', 'member']),
  permissions: v.array(v.string()),
  members_count: v.number(),
  clients_count: v.number(),
});
export type MyWorkgroup = v.InferOutput<typeof myWorkgroup>;

/** A member of a workgroup (its id is its user id). */
export const workgroupMember = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(['admin', 'member']),
  permissions: v.array(v.string()),
  clients_count: v.number(),
  joined_at: v.string(),
});
export type WorkgroupMember = v.InferOutput<typeof workgroupMember>;

/** A client of a workgroup (its id is its customer's user id) and the member it is assigned to. */
export const workgroupClient = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  workgroup: named,
  member: v.nullable(named),
  added_at: v.string(),
});
export type WorkgroupClient = v.InferOutput<typeof workgroupClient>;

/** An invitation as sent (the token travels only in the mailed link). */
export const sentInvitation = v.object({
  id: v.number(),
  email: v.string(),
  type: invitationType,
  workgroup: named,
  expires_at: v.string(),
});

const memberPermission = v.picklist(MEMBER_PERMISSIONS);
const workgroupQuery = v.object({ workgroup_id: v.optional(id) });

/** GET /client/work-groups-members → `{ data: MyWorkgroup[] }`, by name. */
export const mine = endpoint({
  name: 'workgroupMembers.mine',
  method: 'GET',
  path: '/client/work-groups-members',
  access,
  spec,
  answer: v.object({ data: v.array(myWorkgroup) }),
});

/** GET /client/workgroup/{id}/members → `{ data: WorkgroupMember[], meta }`, admins first then by name. 404 out of reach. */
export const members = endpoint({
  name: 'workgroupMembers.list',
  method: 'GET',
  path: '/client/workgroup/{id}/members',
  access,
  spec,
  params: idParams,
  query: v.object(paginationQuery),
  answer: paginated(workgroupMember),
});

const invite = (type: 'member' | 'client') =>
  endpoint({
    name: `workgroupMembers.invite${type === 'member' ? 'Member' : 'Client'}`,
    method: 'POST',
    path: `/client/workgroup/${type}s/request`,
    access,
    spec: `${spec}; api-calls.tsv "type ${type}"`,
    body: v.object({ email, workgroup_id: id }),
    answer: v.object({ data: sentInvitation, message: v.string() }),
  });
/** POST members/request and clients/request `{ email, workgroup_id }` → `{ data: invitation, message }`. 404, 403, 422 `email`. */
export const inviteMember = invite('member');
export const inviteClient = invite('client');

/** GET /client/workgroup/members/remove/{id}?workgroup_id= → `{ message }`. 404, 403, 422 `member` / `workgroup_id`. */
export const removeMember = endpoint({
  name: 'workgroupMembers.remove',
  method: 'GET',
  path: '/client/workgroup/members/remove/{id}',
  access,
  spec,
  params: idParams,
  query: workgroupQuery,
  answer: v.object({ message: v.string() }),
});

/** POST /client/workgroup/members/permission `{ member_id, workgroup_id, permissions }` → `{ data: member, message }`. */
export const setPermissions = endpoint({
  name: 'workgroupMembers.permissions',
  method: 'POST',
  path: '/client/workgroup/members/permission',
  access,
  spec,
  body: v.object({ member_id: id, workgroup_id: id, permissions: v.array(memberPermission) }),
  answer: v.object({ data: workgroupMember, message: v.string() }),
});

const memberParams = v.object({ workgroup: id, member: id });

/** GET /client/workgroups/{workgroup}/members/{member} → `{ data: WorkgroupMember }`. 404 out of reach. */
export const showMember = endpoint({
  name: 'workgroupMembers.show',
  method: 'GET',
  path: '/client/workgroups/{workgroup}/members/{member}',
  access,
  spec,
  params: memberParams,
  answer: v.object({ data: workgroupMember }),
});

/** GET …/members/{member}/customers → the clients assigned to it, paginated. Admins and the member itself (else 403). */
export const memberCustomers = endpoint({
  name: 'workgroupMembers.customers',
  method: 'GET',
  path: '/client/workgroups/{workgroup}/members/{member}/customers',
  access,
  spec,
  params: memberParams,
  query: v.object(paginationQuery),
  answer: paginated(workgroupClient),
});

/** POST /client/workgroups/{id}/assign-customers `{ member_id, customer_ids }` → `{ data: { assigned, refused }, message }`. */
export const assignCustomers = endpoint({
  name: 'workgroupMembers.assignCustomers',
  method: 'POST',
  path: '/client/workgroups/{id}/assign-customers',
  access,
  spec,
  params: idParams,
  body: v.object({ member_id: id, customer_ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(1000)) }),
  answer: v.object({
    data: v.object({ assigned: v.array(v.number()), refused: v.array(v.number()) }),
    message: v.string(),
  }),
});

const clients = '/client/workgroup/clients';
const clientAnswer = v.object({ data: workgroupClient, message: v.string() });

/** GET /client/workgroup/clients?workgroup_id=&member_id= → paginated: admins see all, members their assigned. */
export const listClients = endpoint({
  name: 'workgroupMembers.clients',
  method: 'GET',
  path: clients,
  access,
  spec,
  query: v.object({ ...paginationQuery, workgroup_id: v.optional(id), member_id: v.optional(id) }),
  answer: paginated(workgroupClient),
});

/** POST /client/workgroup/clients `{ customer_id, workgroup_id?, member_id? }`. 404, 403, 422 `customer_id` / `member_id`. */
export const addClient = endpoint({
  name: 'workgroupMembers.addClient',
  method: 'POST',
  path: clients,
  access,
  spec,
  body: v.object({ customer_id: id, workgroup_id: v.optional(id), member_id: v.optional(v.nullable(id)) }),
  answer: clientAnswer,
});

/** GET /client/workgroup/clients/{id}?workgroup_id= → `{ data: WorkgroupClient }`. 404 out of reach. */
export const showClient = endpoint({
  name: 'workgroupMembers.showClient',
  method: 'GET',
  path: `${clients}/{id}`,
  access,
  spec,
  params: idParams,
  query: workgroupQuery,
  answer: v.object({ data: workgroupClient }),
});

/** PUT /client/workgroup/clients/{id} `{ member_id: id | null, workgroup_id? }`: the member it is assigned to. */
export const updateClient = endpoint({
  name: 'workgroupMembers.updateClient',
  method: 'PUT',
  path: `${clients}/{id}`,
  access,
  spec,
  params: idParams,
  body: v.object({ member_id: v.nullable(id), workgroup_id: v.optional(id) }),
  answer: clientAnswer,
});

/** GET /client/workgroup/clients/remove/{id}?workgroup_id= → `{ message }` (it also leaves the workspaces). */
export const removeClient = endpoint({
  name: 'workgroupMembers.removeClient',
  method: 'GET',
  path: `${clients}/remove/{id}`,
  access,
  spec,
  params: idParams,
  query: workgroupQuery,
  answer: v.object({ message: v.string() }),
});
