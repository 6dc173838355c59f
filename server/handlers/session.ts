/**
 * Session calls (spec product.md §7, §4 "Session"): sign-in, first access,
 * profile, logout, roles, password forgot/reset, registration, forced
 * password change. Reset links are written to the server log and kept in
 * `mail_log`; no mail is sent.
 *
 * Against guessing and account enumeration (the per-account and
 * per-address limits are in http/rate-limit.ts):
 * - sign-in answers the same 422 for an unknown email, an account with no
 *   password yet and a wrong password, after the same argon2 work
 *   (passwords.ts `verifyWithoutAccount`);
 * - first access: a wrong code (or an unknown email) answers one message and
 *   runs the same counting statement; after FIRST_ACCESS_MAX_FAILURES wrong
 *   codes the account's code is cancelled (a new one must be issued). The
 *   right code only works through an update conditional on the code still
 *   being there, so parallel guesses cannot outrun the cancellation;
 * - forgot answers the same message whether or not the email exists;
 * - new passwords follow auth/password-policy.ts.
 *
 * Registration (`client_type` 1 client, 2 agency, 3 provider) never grants a
 * staff role. A provider registration creates the company's own `providers`
 * row (named after `company`, else the person; the registration's country;
 * classification `local`) and links the account to it (`users.provider_id`),
 * so the account only ever reaches that provider's inventory, campaigns and
 * art — never another provider's, and never a staff-wide view (an account
 * without a provider would otherwise fall into code paths meant for staff).
 */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { session } from '#src/api/contract/index.ts';
import { accessTokens, countries, mailLog, passwordResets, providers, roles, userRoles, users } from '../db/schema.ts';
import { hashPassword, isPasswordHash, verifyPassword, verifyWithoutAccount } from '../auth/passwords.ts';
import { checkNewPassword, hashNewPassword } from '../auth/password-policy.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { issueToken, loadProfile } from '../auth/session.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { joinAcceptedInvitations } from './invitations.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';

/** Password-reset links stay valid this long (ms). */
const RESET_TTL_MS = 60 * 60 * 1000;
/** Registration `client_type` → role value (spec §3: 1 Cliente, 2 Agencia, 3 Proveedor). */
const CLIENT_TYPE_ROLE = { 1: 'client', 2: 'agency', 3: 'provider' } as const;
/** Wrong first-access codes after which the account's code is cancelled. */
export const FIRST_ACCESS_MAX_FAILURES = 5;
/** Classification of a provider created by self-registration (the lowest; staff may change it). */
const REGISTERED_PROVIDER_CLASSIFICATION = 'local';

/** True for PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it (also wrapped in a `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const sessionHandlers = [
  implement(session.login, async ({ db, body, locale, now, config }) => {
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    const ok =
      user && isPasswordHash(user.passwordHash)
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyWithoutAccount(body.password);
    if (!user || !ok) throw validationError(msg(locale, 'auth.failed'), { email: [msg(locale, 'auth.failed')] });
    if (!user.active) throw new HttpError(403, 'forbidden', msg(locale, 'auth.inactive'));
    return { ...(await issueToken(db, user.id, now, config.tokenTtlSeconds)), message: msg(locale, 'auth.logged_in') };
  }),

  implement(session.firstAccessValidation, async ({ db, body, locale, now, config }) => {
    const invalid = () => {
      const text = msg(locale, 'auth.first_access_invalid', { max: FIRST_ACCESS_MAX_FAILURES });
      return validationError(text, { code: [text] });
    };
    // the password is judged first, so a refused password never tries a code
    checkNewPassword(body.password, locale, body.email);
    const codeHash = hashToken(body.code);
    const [user] = await db
      .select({ id: users.id, code: users.firstAccessCodeHash })
      .from(users)
      .where(eq(users.email, body.email));
    if (!user?.code || user.code !== codeHash) {
      // one more wrong code; the last allowed one cancels the code. The same statement runs for an
      // unknown email or an account without a code (it then changes no row), so the answer takes as long.
      const reached = sql`${users.firstAccessFailures} + 1 >= ${FIRST_ACCESS_MAX_FAILURES}`;
      await db
        .update(users)
        .set({
          firstAccessFailures: sql`case when ${reached} then 0 else ${users.firstAccessFailures} + 1 end`,
          firstAccessCodeHash: sql`case when ${reached} then null else ${users.firstAccessCodeHash} end`,
        })
        .where(and(eq(users.email, body.email), isNotNull(users.firstAccessCodeHash)));
      throw invalid();
    }
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      // only while the code is still the one checked: cancelled or used meanwhile → invalid
      const [done] = await tx
        .update(users)
        .set({ passwordHash, firstAccessCodeHash: null, firstAccessFailures: 0, changePassword: false, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.firstAccessCodeHash, codeHash)))
        .returning({ id: users.id });
      if (!done) throw invalid();
      return {
        ...(await issueToken(tx, user.id, now, config.tokenTtlSeconds)),
        message: msg(locale, 'auth.logged_in'),
      };
    });
  }),

  implement(session.currentUser, async ({ db, user }) => ({ data: await loadProfile(db, user.id) })),

  implement(session.logout, async ({ db, user, locale }) => {
    await db.delete(accessTokens).where(eq(accessTokens.id, user.tokenId));
    return { message: msg(locale, 'auth.logged_out') };
  }),

  implement(session.roles, async ({ db }) => ({
    data: await db.select({ id: roles.id, name: roles.name, value: roles.value }).from(roles).orderBy(roles.id),
  })),

  implement(session.forgotPassword, async ({ db, body, locale, now, config }) => {
    // One statement whether or not the email belongs to an active account (it then writes nothing),
    // so a known email takes about as long as an unknown one: the reset row and its mail together.
    const token = newToken();
    const link = `${config.publicUrl}/reset?token=${token}&email=${encodeURIComponent(body.email)}`;
    const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
    const result = await db.execute(sql`
      with target as (select ${users.id} as id, ${users.email} as email, ${users.locale} as locale from ${users} where ${users.email} = ${body.email} and ${users.active}),
      reset as (
        insert into ${passwordResets} (user_id, token_hash, expires_at, created_at)
        select id, ${hashToken(token)}, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz from target returning user_id
      )
      insert into ${mailLog} ("to", subject, body, link, created_at)
      select target.email, case when target.locale = 'en' then ${msg('en', 'auth.reset_mail_subject')} else ${msg('es', 'auth.reset_mail_subject')} end,
        ${link}, ${link}, ${now.toISOString()}::timestamptz
      from target join reset on reset.user_id = target.id
      returning "to"`);
    const [sent] = (result as unknown as { rows: { to: string }[] }).rows;
    if (sent) config.log(`[mail] password reset for ${sent.to}: ${link}`);
    return { message: msg(locale, 'auth.reset_sent') };
  }),

  implement(session.resetPassword, async ({ db, body, locale, now }) => {
    const [row] = await db
      .select({ reset: passwordResets, user: users })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
          eq(users.email, body.email),
        ),
      );
    if (!row) throw validationError(msg(locale, 'auth.reset_invalid'), { token: [msg(locale, 'auth.reset_invalid')] });
    const passwordHash = await hashNewPassword(body.password, locale, row.user.email);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, changePassword: false, updatedAt: now })
        .where(eq(users.id, row.user.id));
      await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, row.reset.id));
      await tx.delete(accessTokens).where(eq(accessTokens.userId, row.user.id));
    });
    return { message: msg(locale, 'auth.reset_done') };
  }),

  implement(session.register, async ({ db, body, locale, now, config }) => {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (taken)
      throw validationError(msg(locale, 'validation.failed'), { email: [msg(locale, 'validation.unique_email')] });
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id));
    if (!country)
      throw validationError(msg(locale, 'validation.failed'), {
        country_id: [msg(locale, 'validation.unknown_country')],
      });
    const [role] = await db.select().from(roles).where(eq(roles.value, CLIENT_TYPE_ROLE[body.client_type]));
    if (!role) throw new HttpError(500, 'error', msg(locale, 'http.server_error'));
    const passwordHash = await hashNewPassword(body.password, locale, body.email);
    const token = await db
      .transaction(async (tx) => {
        // a provider registers its own company: the account reaches that provider's rows only (module doc)
        const [provider] =
          role.value === 'provider'
            ? await tx
                .insert(providers)
                .values({
                  name: body.company || body.name,
                  countryId: body.country_id,
                  classification: REGISTERED_PROVIDER_CLASSIFICATION,
                  createdAt: now,
                })
                .returning({ id: providers.id })
            : [];
        const [created] = await tx
          .insert(users)
          .values({
            name: body.name,
            email: body.email,
            passwordHash,
            phone: body.phone ?? null,
            company: body.company ?? null,
            countryId: body.country_id,
            providerId: provider?.id ?? null,
            locale,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        await tx.insert(userRoles).values({ userId: created!.id, roleId: role.id, position: 0 });
        await joinAcceptedInvitations(tx, body.email, created!.id, now);
        return issueToken(tx, created!.id, now, config.tokenTtlSeconds);
      })
      .catch((error: unknown) => {
        // two registrations of one email at once: the unique index refuses the second (not a 500)
        if (isUniqueViolation(error))
          throw validationError(msg(locale, 'validation.failed'), { email: [msg(locale, 'validation.unique_email')] });
        throw error;
      });
    return { ...token, message: msg(locale, 'auth.registered') };
  }),

  implement(session.changePassword, async ({ db, body, user, locale, now }) => {
    const passwordHash = await hashNewPassword(body.password, locale, user.email);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, changePassword: false, updatedAt: now }).where(eq(users.id, user.id));
      // other sessions of this account end; the current one stays signed in
      await tx
        .delete(accessTokens)
        .where(and(eq(accessTokens.userId, user.id), sql`${accessTokens.id} <> ${user.tokenId}`));
    });
    return { message: msg(locale, 'auth.password_changed') };
  }),
];
