/** Reach of customers, workgroup and invitation rules (issue 19 "Unit: membership and scope rules; invitation token rules"). */
import { describe, expect, it } from 'vitest';
import {
  assignable,
  canEditCustomer,
  canReadCustomer,
  canReassignCustomer,
  invitationExpiry,
  invitationRefusal,
  invitationState,
  mayChangePrice,
  memberRemovalRefusal,
  reachOf,
  type CustomerFacts,
  type ViewerFacts,
} from './membership-rules.ts';

const customer = (patch: Partial<CustomerFacts> = {}): CustomerFacts => ({
  id: 10,
  agencyId: null,
  sellerIds: [],
  sharedWithIds: [],
  workgroups: [],
  workspaceIds: [],
  ...patch,
});
const viewer = (patch: Partial<ViewerFacts> = {}): ViewerFacts => ({
  id: 3,
  allCustomers: false,
  adminOf: [],
  memberOf: [],
  workspaceIds: [],
  ...patch,
});

describe('reach of a customer', () => {
  it('staff reach all; a client itself; a seller its assigned and shared ones; an agency the ones it brought', () => {
    expect(reachOf(viewer({ allCustomers: true }), customer())).toBe('all');
    expect(reachOf(viewer({ id: 10 }), customer())).toBe('self');
    expect(reachOf(viewer(), customer({ sellerIds: [3] }))).toBe('assigned');
    expect(reachOf(viewer(), customer({ sharedWithIds: [3] }))).toBe('shared');
    expect(reachOf(viewer(), customer({ agencyId: 3 }))).toBe('agency');
  });

  it("a seller cannot read another seller's unshared customer", () => {
    const other = customer({ sellerIds: [4], sharedWithIds: [5] });
    expect(reachOf(viewer(), other)).toBeNull();
    expect(canReadCustomer(viewer(), other)).toBe(false);
  });

  it('a workgroup admin reaches every customer of its workgroup; a member only those assigned to it there', () => {
    const c = customer({ workgroups: [{ workgroupId: 1, memberId: 7 }] });
    expect(reachOf(viewer({ adminOf: [1], memberOf: [1] }), c)).toBe('workgroup');
    expect(reachOf(viewer({ id: 7, memberOf: [1] }), c)).toBe('member');
    expect(reachOf(viewer({ id: 8, memberOf: [1] }), c)).toBeNull();
    // assigned once, but no longer a member of that workgroup: out of reach
    expect(reachOf(viewer({ id: 7, memberOf: [] }), c)).toBeNull();
    // an admin of another workgroup
    expect(reachOf(viewer({ adminOf: [2], memberOf: [2] }), c)).toBeNull();
  });

  it('a workspace member reaches the clients of its workspaces', () => {
    const c = customer({ workspaceIds: [5] });
    expect(reachOf(viewer({ workspaceIds: [5, 6] }), c)).toBe('workspace');
    expect(reachOf(viewer({ workspaceIds: [6] }), c)).toBeNull();
  });

  it('editing needs more than reading for members and clients; reassigning is for staff, the salesman and admins', () => {
    const c = customer({ sellerIds: [3], workgroups: [{ workgroupId: 1, memberId: 7 }] });
    const member = viewer({ id: 7, memberOf: [1] });
    expect(canEditCustomer(member, c)).toBe(false);
    expect(canEditCustomer(member, c, ['customers.edit'])).toBe(true);
    expect(canEditCustomer(viewer({ id: 10 }), c)).toBe(false);
    expect(canEditCustomer(viewer(), c)).toBe(true);
    expect(canReassignCustomer(viewer(), c)).toBe(true);
    expect(canReassignCustomer(member, c)).toBe(false);
    expect(canReassignCustomer(viewer({ id: 4 }), customer({ sharedWithIds: [4] }))).toBe(false);
    expect(canReassignCustomer(viewer({ adminOf: [1], memberOf: [1] }), c)).toBe(true);
  });
});

describe('invitations', () => {
  const sent = new Date('2026-11-02T09:00:00Z');
  const expires = invitationExpiry(sent);

  it('expire seven days after they are sent, to the millisecond; an accepted one stays accepted', () => {
    expect(expires.toISOString()).toBe('2026-11-09T09:00:00.000Z');
    expect(invitationState({ expiresAt: expires, acceptedAt: null }, new Date(expires.getTime() - 1))).toBe('pending');
    expect(invitationState({ expiresAt: expires, acceptedAt: null }, expires)).toBe('expired');
    expect(invitationState({ expiresAt: expires, acceptedAt: sent }, new Date('2027-01-01T00:00:00Z'))).toBe(
      'accepted',
    );
    expect(invitationState({ expiresAt: null, acceptedAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe('pending');
  });

  it('only admins invite; nobody already in is invited again; a pending one is not doubled, an expired one is resent', () => {
    const base = { inviterRole: 'admin' as const, type: 'member' as const, alreadyIn: false, earlier: [] };
    expect(invitationRefusal(base)).toBeNull();
    expect(invitationRefusal({ ...base, inviterRole: 'member' })).toBe('not_admin');
    expect(invitationRefusal({ ...base, inviterRole: null })).toBe('not_admin');
    expect(invitationRefusal({ ...base, alreadyIn: true })).toBe('already_in');
    expect(invitationRefusal({ ...base, earlier: ['expired', 'pending'] })).toBe('pending');
    expect(invitationRefusal({ ...base, earlier: ['expired'] })).toBeNull();
  });
});

describe('workgroup changes', () => {
  it('only admins remove members, and the last admin stays', () => {
    expect(memberRemovalRefusal({ actorRole: 'admin', memberRole: 'member', admins: 1 })).toBeNull();
    expect(memberRemovalRefusal({ actorRole: 'member', memberRole: 'member', admins: 1 })).toBe('not_admin');
    expect(memberRemovalRefusal({ actorRole: 'admin', memberRole: 'admin', admins: 1 })).toBe('last_admin');
    expect(memberRemovalRefusal({ actorRole: 'admin', memberRole: 'admin', admins: 2 })).toBeNull();
  });

  it("assigns only the workgroup's customers, once each, and names the others", () => {
    expect(assignable([4, 5, 4, 9], new Set([4, 5, 6]))).toEqual({ assign: [4, 5], refused: [9] });
  });

  it('a price may change only under an accepted association that carries the permission', () => {
    expect(mayChangePrice(undefined)).toBe(false);
    expect(mayChangePrice({ status: 'pending', canChangePrice: true })).toBe(false);
    expect(mayChangePrice({ status: 'accepted', canChangePrice: false })).toBe(false);
    expect(mayChangePrice({ status: 'accepted', canChangePrice: true })).toBe(true);
  });
});
