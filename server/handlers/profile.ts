/** Profile calls (spec product.md §7): update, password change with the current one, photo, a client's sellers. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { session } from '#src/api/contract/index.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { accessTokens, clientSellers, users } from '../db/schema.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { hashNewPassword } from '../auth/password-policy.ts';
import { loadProfile } from '../auth/session.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { storeFile } from './files.ts';

export const profileHandlers = [
  implement(session.updateProfile, async ({ db, body, user, locale, now }) => {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), ne(users.id, user.id)));
    if (taken)
      throw validationError(msg(locale, 'validation.failed'), { email: [msg(locale, 'validation.unique_email')] });
    await db
      .update(users)
      .set({
        name: body.name,
        email: body.email,
        updatedAt: now,
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.locale ? { locale: body.locale } : {}),
      })
      .where(eq(users.id, user.id));
    return { data: await loadProfile(db, user.id), message: msg(body.locale ?? locale, 'profile.updated') };
  }),

  implement(session.profilePasswordReset, async ({ db, body, user, locale, now }) => {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.hash, body.current_password))) {
      throw validationError(msg(locale, 'validation.failed'), {
        current_password: [msg(locale, 'auth.current_password_wrong')],
      });
    }
    const passwordHash = await hashNewPassword(body.password, locale, user.email);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, changePassword: false, updatedAt: now }).where(eq(users.id, user.id));
      await tx
        .delete(accessTokens)
        .where(and(eq(accessTokens.userId, user.id), sql`${accessTokens.id} <> ${user.tokenId}`));
    });
    return { message: msg(locale, 'auth.password_changed') };
  }),

  implement(session.updatePhoto, async ({ db, body, user, locale, now }) => {
    // a raster image by its bytes, whatever type the client claims (files.ts: 422 under `photo` otherwise)
    await db.transaction(async (tx) => {
      const stored = await storeFile(tx, {
        blob: body.photo,
        ownerId: user.id,
        shared: true,
        now,
        kind: 'photo',
        locale,
        field: 'photo',
      });
      await tx.update(users).set({ photoFileId: stored.id, updatedAt: now }).where(eq(users.id, user.id));
    });
    return { data: await loadProfile(db, user.id), message: msg(locale, 'profile.photo_updated') };
  }),

  implement(session.clientSellers, async ({ db, params, user, locale }) => {
    // a client sees its own sellers; staff who manage clients see anyone's
    if (params.id !== user.id && !hasPermission(user.permissions, 'clientsAgency.*')) {
      throw new HttpError(403, 'forbidden', msg(locale, 'auth.forbidden'));
    }
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(clientSellers)
      .innerJoin(users, eq(users.id, clientSellers.sellerId))
      .where(eq(clientSellers.clientId, params.id))
      .orderBy(users.name);
    return { data: rows };
  }),
];
