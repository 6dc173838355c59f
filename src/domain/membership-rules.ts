/**
 * Who reaches which customer, and how workgroups, workspaces and invitations behave (issue 19; product.md §1
 * "Workgroup members: belong to workgroups and workspaces, each with assigned customers", §3 "customer or client
 * with … shared access, salesman assignment, login / no-login flag; workgroup with members and clients; workspace",
 * §4 "Members and clients can be assigned to or removed from workgroups and workspaces", §6 "A workgroup member
 * request has a type of client or member"; docs/customers-workgroups.md). Shared by the device (what the mirror
 * holds, what a screen offers) and the reference server (what a call may touch). No DOM, no database: plain
 * functions over the facts a caller gathers.
 *
 * Reach of a customer (ours where the spec is silent; the strictest reading of §6):
 * - staff — managers and administrators (by role; sellers also hold `clientsAgency.*`, so the permission alone does
 *   not decide it): every customer;
 * - a seller: the customers assigned to it (its salesman assignment) and those shared with it;
 * - an agency: the customers it brought (`agency_id`);
 * - a workgroup admin: the customers of its workgroups; a member: the customers assigned to it in a workgroup and
 *   those of the workspaces it belongs to;
 * - a client: itself.
 * Anything else is out of reach (a 404 from the server, never shown on the device).
 */

/** Kinds of invitation to a workgroup (§6: "a workgroup member request has a type of client or member"). */
export const INVITATION_TYPES = ['client', 'member'] as const;
export type InvitationType = (typeof INVITATION_TYPES)[number];

/** Roles inside a workgroup: its admins invite, assign and remove; members work their customers. */
export const WORKGROUP_ROLES = ['admin', 'member'] as const;
export type WorkgroupRole = (typeof WORKGROUP_ROLES)[number];

/**
 * What a workgroup admin may give a member (POST client/workgroup/members/permission): read its customers (always),
 * edit them, run their campaigns, change prices (only where a request association allows it).
 */
export const MEMBER_PERMISSIONS = ['customers.edit', 'campaigns.manage', 'prices.change'] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];

/** Days an invitation link stays valid after it is sent. */
export const INVITATION_TTL_DAYS = 7;
const DAY_MS = 86_400_000;

/** The facts about one customer that decide who reaches it. Ids are user ids. */
export interface CustomerFacts {
  id: number;
  /** The agency that brought it, if any. */
  agencyId: number | null;
  /** Sellers assigned to it (salesman assignment). */
  sellerIds: readonly number[];
  /** Sellers it was shared with. */
  sharedWithIds: readonly number[];
  /** Its places in workgroups: the workgroup and the member it is assigned to there (null: none yet). */
  workgroups: readonly { workgroupId: number; memberId: number | null }[];
  /** Workspaces it belongs to. */
  workspaceIds: readonly number[];
}

/** The facts about the caller. */
export interface ViewerFacts {
  id: number;
  /** True for managers and administrators (by role: sellers hold `clientsAgency.*` too). */
  allCustomers: boolean;
  /** Workgroups it administers. */
  adminOf: readonly number[];
  /** Workgroups it is a member of (admins included). */
  memberOf: readonly number[];
  /** Workspaces it belongs to. */
  workspaceIds: readonly number[];
}

/** Why a viewer reaches a customer (the first reason that holds), or null when it does not. */
export type Reach = 'all' | 'self' | 'assigned' | 'shared' | 'agency' | 'workgroup' | 'member' | 'workspace' | null;

/** How `viewer` reaches `customer` (module doc), or null. */
export function reachOf(viewer: ViewerFacts, customer: CustomerFacts): Reach {
  if (viewer.allCustomers) return 'all';
  if (viewer.id === customer.id) return 'self';
  if (customer.sellerIds.includes(viewer.id)) return 'assigned';
  if (customer.sharedWithIds.includes(viewer.id)) return 'shared';
  if (customer.agencyId === viewer.id) return 'agency';
  if (customer.workgroups.some((w) => viewer.adminOf.includes(w.workgroupId))) return 'workgroup';
  if (customer.workgroups.some((w) => w.memberId === viewer.id && viewer.memberOf.includes(w.workgroupId)))
    return 'member';
  if (customer.workspaceIds.some((w) => viewer.workspaceIds.includes(w))) return 'workspace';
  return null;
}

/** True when `viewer` may read `customer`. */
export const canReadCustomer = (viewer: ViewerFacts, customer: CustomerFacts) => reachOf(viewer, customer) !== null;

/**
 * True when `viewer` may edit `customer` (phone, documents, brands): everyone who reaches it but a plain member
 * without `customers.edit` and a client (its own profile goes through the profile screen).
 * @param memberPermissions the permissions the viewer holds as a member where it reaches the customer
 */
export function canEditCustomer(
  viewer: ViewerFacts,
  customer: CustomerFacts,
  memberPermissions: readonly MemberPermission[] = [],
): boolean {
  const reach = reachOf(viewer, customer);
  if (reach === null || reach === 'self') return false;
  if (reach === 'member' || reach === 'workspace') return memberPermissions.includes('customers.edit');
  return true;
}

/** True when `viewer` may share `customer` with another seller or assign it a new salesman. */
export function canReassignCustomer(viewer: ViewerFacts, customer: CustomerFacts): boolean {
  const reach = reachOf(viewer, customer);
  return reach === 'all' || reach === 'assigned' || reach === 'workgroup';
}

/** An invitation as stored: when it was sent, until when it is valid, and when (if) it was accepted. */
export interface InvitationFacts {
  expiresAt: Date | null;
  acceptedAt: Date | null;
}

/** The state of an invitation at `now`: accepted, expired (never accepted in time) or pending. */
export function invitationState(inv: InvitationFacts, now: Date): 'pending' | 'accepted' | 'expired' {
  if (inv.acceptedAt) return 'accepted';
  if (inv.expiresAt && inv.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** When an invitation sent at `sentAt` expires (`INVITATION_TTL_DAYS` later). */
export const invitationExpiry = (sentAt: Date, days: number = INVITATION_TTL_DAYS) =>
  new Date(sentAt.getTime() + days * DAY_MS);

/**
 * Why an invitation to `email` cannot be sent now, or null when it can: only a workgroup's admins invite; nobody
 * who is already in the workgroup (as the same type) is invited again; a pending invitation to the same address
 * and type is not doubled (send it again once it expired).
 */
export function invitationRefusal(input: {
  inviterRole: WorkgroupRole | null;
  type: InvitationType;
  /** The invited address already belongs to a member (type member) or a client (type client) of the workgroup. */
  alreadyIn: boolean;
  /** States of earlier invitations to the same address and type in this workgroup. */
  earlier: readonly ('pending' | 'accepted' | 'expired')[];
}): 'not_admin' | 'already_in' | 'pending' | null {
  if (input.inviterRole !== 'admin') return 'not_admin';
  if (input.alreadyIn) return 'already_in';
  if (input.earlier.includes('pending')) return 'pending';
  return null;
}

/**
 * Why `member` cannot be removed from a workgroup by `actor`, or null: only admins remove, and a workgroup keeps at
 * least one admin (the last admin cannot be removed, nor remove itself).
 */
export function memberRemovalRefusal(input: {
  actorRole: WorkgroupRole | null;
  memberRole: WorkgroupRole;
  admins: number;
}): 'not_admin' | 'last_admin' | null {
  if (input.actorRole !== 'admin') return 'not_admin';
  if (input.memberRole === 'admin' && input.admins <= 1) return 'last_admin';
  return null;
}

/**
 * The customers to assign to a member: those of the workgroup among `requested`, the rest named as refused (a
 * customer of another workgroup is never moved by this call). Order kept, duplicates dropped.
 */
export function assignable(
  requested: readonly number[],
  inWorkgroup: ReadonlySet<number>,
): { assign: number[]; refused: number[] } {
  const assign: number[] = [];
  const refused: number[] = [];
  for (const id of new Set(requested)) (inWorkgroup.has(id) ? assign : refused).push(id);
  return { assign, refused };
}

/**
 * True when a seller may change a price for a provider's units: a request association between them exists, was
 * accepted, and carries the price-change permission (GET /change_price/{id}/give and /revoke).
 */
export function mayChangePrice(association: { status: string; canChangePrice: boolean } | undefined): boolean {
  return association !== undefined && association.status === 'accepted' && association.canChangePrice;
}
