/**
 * Named mutations of the workgroups (issue 19 "edits to … memberships … queue through the outbox with their
 * pending state"; api-catalogue.md "POST client/workgroup/members/permission"): an admin's change of a member's
 * permissions works offline. Memberships are server reads, not mirrored: the screen shows the queued permissions
 * and their state from the outbox entry, and once the server has them the members are read again
 * (`invalidates`). A refusal (403 for a member who is no admin, 404, 422) stays with the server's message.
 * Invitations, removals, assignments and imports stay online: they change who reaches what, and the server decides.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import * as v from 'valibot';
import * as wm from '#src/api/contract/workgroup-members.ts';
import { MEMBER_PERMISSIONS } from '#src/domain/membership-rules.ts';
import type { AnyMutation } from '#src/sync/mutations.ts';
import { defineMutation } from '#src/sync/mutations.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));

/** `workgroupMembers.permissions`: args `{ memberId, workgroupId, memberName (sync centre), permissions }`. */
export const changeMemberPermissions = defineMutation({
  endpoint: wm.setPermissions,
  args: v.object({
    memberId: positive,
    workgroupId: positive,
    memberName: v.pipe(v.string(), v.maxLength(200)),
    permissions: v.pipe(v.array(v.picklist(MEMBER_PERMISSIONS)), v.maxLength(MEMBER_PERMISSIONS.length)),
  }),
  tables: [],
  invalidates: [wm.members, wm.showMember, wm.mine],
  async optimistic() {
    /* not mirrored: the screen shows the queued permissions from the outbox */
  },
  request: (a) => ({
    endpoint: wm.setPermissions,
    input: { body: { member_id: a.memberId, workgroup_id: a.workgroupId, permissions: a.permissions } },
  }),
  describe: (a) => ({ es: `Permisos de ${a.memberName}`, en: `Permissions of ${a.memberName}` }),
});

export const workgroupMutations: readonly AnyMutation[] = [changeMemberPermissions];
