/**
 * Workgroup invitations (api-catalogue.md "Workgroups": GET invite/accept?token=;
 * product.md §2 /accept). Public: the link is opened from a mail, signed in or not.
 *
 * - unknown token, or expired before being accepted → 422 with `errors.token`;
 * - pending → accepted now (`accepted_at`, and `user_id` when an account with
 *   the invited email exists), answer `status: 'accepted'`;
 * - already accepted → 200 with `status: 'already_accepted'`, so a link opened
 *   twice (or prefetched by a mail client) never shows an error.
 * Two concurrent acceptances of one token: the conditional update lets only
 * one of them write; the other answers `already_accepted`.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { workgroups } from '#src/api/contract/index.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { users, workgroupInvitations } from '../db/schema.ts';
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

    const [invitee] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
    const updated = await db
      .update(workgroupInvitations)
      .set({ acceptedAt: now, userId: invitee?.id ?? null })
      .where(and(eq(workgroupInvitations.id, invitation.id), isNull(workgroupInvitations.acceptedAt)))
      .returning({ id: workgroupInvitations.id });
    return answer(updated.length ? 'accepted' : 'already_accepted');
  }),
];
