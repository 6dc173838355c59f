/**
 * Workgroup calls (api-catalogue.md "Workgroups and workspaces"). So far only
 * the invitation link of /accept: GET invite/accept?token= (spec product.md
 * §2 /accept, api-calls.tsv "workgroups GET /invite/accept query token").
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';

/** Who an invitation makes the invitee: a client of the workgroup or a member of it (spec §6). */
export const invitationType = v.picklist(['client', 'member']);
export type InvitationType = v.InferOutput<typeof invitationType>;

/** What an accepted invitation tells the visitor. */
export const acceptedInvitation = v.object({
  /** Name of the workgroup joined. */
  workgroup: v.string(),
  type: invitationType,
  /** The invited email (the account to sign in with). */
  email: v.string(),
  /** Who sent the invitation, by name. */
  invited_by: v.string(),
  /** `accepted` now, or `already_accepted` when the link was opened before (opening it again is harmless). */
  status: v.picklist(['accepted', 'already_accepted']),
});
export type AcceptedInvitation = v.InferOutput<typeof acceptedInvitation>;

/**
 * Accepts a workgroup invitation by the token of its link. Public: the link is
 * opened from a mail by someone who may not be signed in.
 * Errors: 422 `errors.token` when the token is unknown or expired.
 */
export const acceptInvitation = endpoint({
  name: 'workgroups.acceptInvitation',
  method: 'GET',
  path: '/invite/accept',
  access: 'public',
  spec: 'api-catalogue.md Workgroups; product.md §2 /accept',
  query: v.object({ token: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(128)) }),
  answer: v.object({ data: acceptedInvitation, message: v.string() }),
});
