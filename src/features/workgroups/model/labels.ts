/**
 * Words for the workgroup values the screens show (issue 15: never a raw key; product.md §6 "a workgroup member
 * request has a type of client or member"; docs/customers-workgroups.md "Invitations and membership"): roles in a
 * workgroup, the permissions an admin gives a member (`MEMBER_PERMISSIONS`) and the kinds of invitation.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvitationType, MemberPermission, WorkgroupRole } from '#src/domain/membership-rules.ts';

/** A role in a workgroup. */
export const ROLE_LABELS: Record<WorkgroupRole, MessageDescriptor> = {
  admin: msg`Administrator`,
  member: msg`Member`,
};

/** What an admin may give a member. */
export const PERMISSION_LABELS: Record<MemberPermission, MessageDescriptor> = {
  'customers.edit': msg`Edit its customers`,
  'campaigns.manage': msg`Manage campaigns`,
  'prices.change': msg`Change prices`,
};

/** Who an invitation makes the invitee. */
export const INVITATION_TYPE_LABELS: Record<InvitationType, MessageDescriptor> = {
  member: msg`Member`,
  client: msg`Client`,
};
