/**
 * Workgroup invitations (api-catalogue.md "Workgroups": GET invite/accept?token=;
 * product.md §2 /accept). Public: the link is opened from a mail, signed in or not.
 *
 * - unknown token, or expired before being accepted → 422 with `errors.token`;
 * - pending → accepted now (`accepted_at`, and `user_id` when an account with
 *   the invited email exists — it then joins the workgroup as what it was invited as, `joinWorkgroup`; an address
 *   with no account joins when it registers, session.ts), answer `status: 'accepted'`;
 * - already accepted → 200 with `status: 'already_accepted'`, so a link opened
 *   twice (or prefetched by a mail client) never shows an error.
 * Two concurrent acceptances of one token: the conditional update lets only
 * one of them write; the other answers `already_accepted`.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { workgroups } from '#src/api/contract/index.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '../db/client.ts';
import { users, workgroupClients, workgroupInvitations, workgroupMembers } from '../db/schema.ts';
import { hashToken } from '../auth/tokens.ts';
import { validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';

/** This area's messages, in both interface languages (server/i18n.ts holds the shared ones). */
const MESSAGES = {
  invalid: { es: 'La invitación no es válida o ha expirado.', en: 'The invitation is invalid or has expired.' },
  accepted: { es: 'Te uniste al grupo de trabajo {workgroup}.', en: 'You joined the workgroup {workgroup}.' },
  already: {
    es: 'Ya habías aceptado la invitación al grupo de trabajo {workgroup}.',
    en: 'You had already accepted the invitation to the workgroup {workgroup}.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const text = (locale: Locale, key: keyof typeof MESSAGES, workgroup = '') =>
  MESSAGES[key][locale].replace('{workgroup}', workgroup);

type InvitationRow = typeof workgroupInvitations.$inferSelect;
type Tx = Pick<Db, 'insert'>;

/**
 * Makes the invited account what it was invited as (product.md §4 "Members and clients can be assigned to …
 * workgroups"): a `member` joins the workgroup as a member with no permissions, a `client` becomes one of its
 * clients, not yet assigned to a member. Already there: nothing changes. An invitation of the time before
 * workgroup ids (the demo's first) names no workgroup: nothing to join.
 */
export async function joinWorkgroup(tx: Tx, invitation: InvitationRow, userId: number, now: Date): Promise<void> {
  if (invitation.workgroupId === null) return;
  if (invitation.type === 'member')
    await tx
      .insert(workgroupMembers)
      .values({ workgroupId: invitation.workgroupId, userId, role: 'member', permissions: [], joinedAt: now })
      .onConflictDoNothing();
  else
    await tx
      .insert(workgroupClients)
      .values({ workgroupId: invitation.workgroupId, customerId: userId, memberId: null, addedAt: now })
      .onConflictDoNothing();
}

/**
 * Joins a newly registered account to the workgroups whose invitations to its address were accepted before it
 * existed (`user_id` still null), as what it was invited as; inside the registration's transaction.
 */
export async function joinAcceptedInvitations(
  tx: Pick<Db, 'insert' | 'update'>,
  email: string,
  userId: number,
  now: Date,
): Promise<void> {
  const waiting = await tx
    .update(workgroupInvitations)
    .set({ userId })
    .where(
      and(
        sql`lower(${workgroupInvitations.email}) = lower(${email})`,
        isNull(workgroupInvitations.userId),
        sql`${workgroupInvitations.acceptedAt} is not null`,
      ),
    )
    .returning();
  for (const invitation of waiting) await joinWorkgroup(tx, invitation, userId, now);
}

export const invitationHandlers = [
  implement(workgroups.acceptInvitation, async ({ db, query, locale, now }) => {
    const [row] = await db
      .select({ invitation: workgroupInvitations, invitedBy: users.name })
      .from(workgroupInvitations)
      .innerJoin(users, eq(users.id, workgroupInvitations.invitedById))
      .where(eq(workgroupInvitations.tokenHash, hashToken(query.token)));
    const invitation = row?.invitation;
    const expired = invitation && !invitation.acceptedAt && invitation.expiresAt && invitation.expiresAt <= now;
    if (!row || !invitation || expired)
      throw validationError(text(locale, 'invalid'), { token: [text(locale, 'invalid')] });

    const answer = (status: 'accepted' | 'already_accepted') => ({
      data: {
        workgroup: invitation.workgroup,
        type: invitation.type,
        email: invitation.email,
        invited_by: row.invitedBy,
        status,
      },
      message: text(locale, status === 'accepted' ? 'accepted' : 'already', invitation.workgroup),
    });
    if (invitation.acceptedAt) return answer('already_accepted');

    const [invitee] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${invitation.email})`);
    const accepted = await db.transaction(async (tx) => {
      const updated = await tx
        .update(workgroupInvitations)
        .set({ acceptedAt: now, userId: invitee?.id ?? null })
        .where(and(eq(workgroupInvitations.id, invitation.id), isNull(workgroupInvitations.acceptedAt)))
        .returning({ id: workgroupInvitations.id });
      if (updated.length && invitee) await joinWorkgroup(tx, invitation, invitee.id, now);
      return updated.length > 0;
    });
    return answer(accepted ? 'accepted' : 'already_accepted');
  }),
];
