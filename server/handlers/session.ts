/**
 * Session calls (spec product.md §7, §4 "Session"): sign-in, first access,
 * profile, logout, roles, password forgot/reset, registration, forced
 * password change. Reset links are written to the server log and kept in
 * `mail_log`; no mail is sent.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { session } from '../../src/api/contract/index.ts';
import { accessTokens, countries, mailLog, passwordResets, roles, userRoles, users } from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { issueToken, loadProfile } from '../auth/session.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';

/** Password-reset links stay valid this long (ms). */
const RESET_TTL_MS = 60 * 60 * 1000;
/** Registration `client_type` → role value (spec §3: 1 Cliente, 2 Agencia, 3 Proveedor). */
const CLIENT_TYPE_ROLE = { 1: 'client', 2: 'agency', 3: 'provider' } as const;
/** A hash no password matches, for accounts that have none yet. */
const NO_PASSWORD = '!';

export const sessionHandlers = [
  implement(session.login, async ({ db, body, locale, now, config }) => {
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    const ok = user ? await verifyPassword(user.passwordHash, body.password) : await verifyPassword(NO_PASSWORD, body.password);
    if (!user || !ok) throw validationError(msg(locale, 'auth.failed'), { email: [msg(locale, 'auth.failed')] });
    if (!user.active) throw new HttpError(403, 'forbidden', msg(locale, 'auth.inactive'));
    return { ...(await issueToken(db, user.id, now, config.tokenTtlSeconds)), message: msg(locale, 'auth.logged_in') };
  }),

  implement(session.firstAccessValidation, async ({ db, body, locale, now, config }) => {
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    if (!user?.firstAccessCodeHash || user.firstAccessCodeHash !== hashToken(body.code)) {
      throw validationError(msg(locale, 'auth.first_access_invalid'), { code: [msg(locale, 'auth.first_access_invalid')] });
    }
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, firstAccessCodeHash: null, changePassword: false, updatedAt: now }).where(eq(users.id, user.id));
      return { ...(await issueToken(tx, user.id, now, config.tokenTtlSeconds)), message: msg(locale, 'auth.logged_in') };
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
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    if (user?.active) {
      const token = newToken();
      const link = `${config.publicUrl}/reset?token=${token}&email=${encodeURIComponent(user.email)}`;
      await db.transaction(async (tx) => {
        await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TTL_MS), createdAt: now });
        await tx.insert(mailLog).values({ to: user.email, subject: msg(user.locale === 'en' ? 'en' : 'es', 'auth.reset_mail_subject'), body: link, link, createdAt: now });
      });
      config.log(`[mail] password reset for ${user.email}: ${link}`);
    }
    return { message: msg(locale, 'auth.reset_sent') };
  }),

  implement(session.resetPassword, async ({ db, body, locale, now }) => {
    const [row] = await db.select({ reset: passwordResets, user: users })
      .from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, hashToken(body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now), eq(users.email, body.email)));
    if (!row) throw validationError(msg(locale, 'auth.reset_invalid'), { token: [msg(locale, 'auth.reset_invalid')] });
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, changePassword: false, updatedAt: now }).where(eq(users.id, row.user.id));
      await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, row.reset.id));
      await tx.delete(accessTokens).where(eq(accessTokens.userId, row.user.id));
    });
    return { message: msg(locale, 'auth.reset_done') };
  }),

  implement(session.register, async ({ db, body, locale, now, config }) => {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (taken) throw validationError(msg(locale, 'validation.failed'), { email: [msg(locale, 'validation.unique_email')] });
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id));
    if (!country) throw validationError(msg(locale, 'validation.failed'), { country_id: [msg(locale, 'validation.unknown_country')] });
    const [role] = await db.select().from(roles).where(eq(roles.value, CLIENT_TYPE_ROLE[body.client_type]));
    if (!role) throw new HttpError(500, 'error', msg(locale, 'http.server_error'));
    const passwordHash = await hashPassword(body.password);
    const token = await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values({
        name: body.name, email: body.email, passwordHash, phone: body.phone ?? null, company: body.company ?? null,
        countryId: body.country_id, locale, createdAt: now, updatedAt: now,
      }).returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: created!.id, roleId: role.id, position: 0 });
      return issueToken(tx, created!.id, now, config.tokenTtlSeconds);
    });
    return { ...token, message: msg(locale, 'auth.registered') };
  }),

  implement(session.changePassword, async ({ db, body, user, locale, now }) => {
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, changePassword: false, updatedAt: now }).where(eq(users.id, user.id));
      // other sessions of this account end; the current one stays signed in
      await tx.delete(accessTokens).where(and(eq(accessTokens.userId, user.id), sql`${accessTokens.id} <> ${user.tokenId}`));
    });
    return { message: msg(locale, 'auth.password_changed') };
  }),
];
