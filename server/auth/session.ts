/**
 * Resolves bearer tokens to signed-in users and builds the profile answer
 * (spec §3 "Profile"): roles in position order (the first is the user's type)
 * and the union of their permissions.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, files, roles, userRoles, users } from '../db/schema.ts';
import type { Profile } from '#src/api/contract/session.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { hashToken, newToken } from './tokens.ts';

/** The caller of a request, as handlers see it. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  locale: Locale;
  /** Role values, first is the user's type. */
  roles: string[];
  permissions: string[];
  changePassword: boolean;
  providerId: number | null;
  /** Id of the access token row used for this request (logout deletes it). */
  tokenId: number;
}

/** True when the user holds one of the role values. */
export const hasRole = (user: AuthUser, ...values: string[]) => user.roles.some((r) => values.includes(r));

type RoleRow = { id: number; name: string; value: string; permissions: string[] };

/**
 * The user's roles in position order as one JSON column (a correlated
 * subquery), so the token lookup and the profile each take one query.
 */
const rolesOfUser = sql<RoleRow[]>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'value', r.value, 'permissions', r.permissions) order by ur.position, r.id), '[]'::json)
  from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}
)`;

/** The user a token belongs to, or null when unknown, expired or the account is disabled. One query. */
export async function userFromToken(db: Db, token: string, now: Date): Promise<AuthUser | null> {
  const [row] = await db
    .select({ tokenId: accessTokens.id, user: users, roles: rolesOfUser })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), gt(accessTokens.expiresAt, now)));
  if (!row || !row.user.active) return null;
  const rs = row.roles;
  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    locale: row.user.locale === 'en' ? 'en' : 'es',
    roles: rs.map((r) => r.value),
    permissions: [...new Set(rs.flatMap((r) => r.permissions))],
    changePassword: row.user.changePassword,
    providerId: row.user.providerId,
    tokenId: row.tokenId,
  };
}

/**
 * Issues a new bearer token for a user.
 * @param ttlSeconds lifetime in seconds
 * @returns the token (shown once, stored only as a hash) and its expiry
 */
export async function issueToken(
  db: Db,
  userId: number,
  now: Date,
  ttlSeconds: number,
): Promise<{ access_token: string; token_type: 'Bearer'; expires_at: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.insert(accessTokens).values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() };
}

/** URL of a stored file as the client fetches it. */
export const fileUrl = (id: number) => `/api/files/get/${id}`;

/** The profile answer of GET /auth/user for a user id. @throws Error when the user does not exist */
export async function loadProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ user: users, roles: rolesOfUser, photoId: files.id })
    .from(users)
    .leftJoin(files, eq(files.id, users.photoFileId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  const { user, roles: rs } = row;
  const type = rs[0] ?? { name: 'Sin rol', value: 'none' };
  const photo = row.photoId === null ? undefined : { id: row.photoId };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    locale: user.locale === 'en' ? 'en' : 'es',
    file: photo ? { id: photo.id, url: fileUrl(photo.id) } : null,
    type: { name: type.name, value: type.value },
    roles: rs.map((r) => ({ id: r.id, name: r.name, value: r.value })),
    permissions: [...new Set(rs.flatMap((r) => r.permissions))],
    change_password: user.changePassword,
    provider_id: user.providerId,
    country_id: user.countryId,
  };
}
