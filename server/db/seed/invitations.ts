/**
 * Demo workgroup invitations (GET /invite/accept?token=, the /accept page).
 *
 * One pending invitation: the agency account (agency@pauta.demo, Agencia
 * Colibrí) invites the demo client (client@pauta.demo) to its workgroup as a
 * client. Its token is public on purpose (README): open
 * /accept?token=pauta-demo-invitation-2026 to accept it. It never expires;
 * opening the link again after accepting answers "already accepted".
 * Only the token's sha-256 is stored, like every other token.
 */
import { hashToken } from '#server/auth/tokens.ts';
import type { workgroupInvitations } from '../schema.ts';
import { at } from './helpers.ts';

/** The documented demo invitation. */
export const DEMO_INVITATION = {
  token: 'pauta-demo-invitation-2026',
  email: 'client@pauta.demo',
  invitedBy: 'agency@pauta.demo',
  workgroup: 'Agencia Colibrí — Cuentas 2027',
  type: 'client',
} as const;

/**
 * The invitation rows, with explicit ids.
 * @param users the seeded users (id and email) to resolve the inviter and the invitee
 * @throws Error when a demo account is missing from `users`
 */
export function invitationRows(
  anchor: string,
  users: readonly { id?: number; email: string }[],
): (typeof workgroupInvitations.$inferInsert)[] {
  const idOf = (email: string) => {
    const id = users.find((u) => u.email === email)?.id;
    if (id === undefined) throw new Error(`seed: no user ${email} for the demo invitation`);
    return id;
  };
  return [
    {
      id: 1,
      tokenHash: hashToken(DEMO_INVITATION.token),
      email: DEMO_INVITATION.email,
      workgroup: DEMO_INVITATION.workgroup,
      type: DEMO_INVITATION.type,
      invitedById: idOf(DEMO_INVITATION.invitedBy),
      userId: null,
      expiresAt: null,
      acceptedAt: null,
      createdAt: at(anchor, -1, 16, 45),
    },
  ];
}
