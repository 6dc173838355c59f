/**
 * Resolves bearer tokens to signed-in users and builds the profile answer
 * (spec §3 "Profile"): roles in position order (the first is the user's type)
 * and the union of their permissions.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { preparedOnce, type Db } from '../db/client.ts';
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

/**
 * The statements every request runs (the bearer token's check) or every profile answer does, prepared once per
 * database handle: drizzle builds their SQL and column mapping once instead of at each call, and only the columns
 * used are read, not the whole `users` row. Issue 21, the server's cost per replayed action: in a batch of 25
 * `PUT /profile` the token's check went from 2.1 to 1.1 ms and the profile from 1.5 to 1.1 ms, and 1,000 actions
 * replayed from Node from 128–131 to 150–173 a second (docs/performance.md "Seventeenth session").
 */
function prepareStatements(db: Db) {
  return {
    tokenUser: db
      .select({
        tokenId: accessTokens.id,
        id: users.id,
        name: users.name,
        email: users.email,
        locale: users.locale,
        active: users.active,
        changePassword: users.changePassword,
        providerId: users.providerId,
        roles: rolesOfUser,
      })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(
        and(eq(accessTokens.tokenHash, sql.placeholder('hash')), gt(accessTokens.expiresAt, sql.placeholder('now'))),
      )
      .prepare('pauta_token_user'),
    profile: db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        locale: users.locale,
        changePassword: users.changePassword,
        providerId: users.providerId,
        countryId: users.countryId,
        roles: rolesOfUser,
        photoId: files.id,
      })
      .from(users)
      .leftJoin(files, eq(files.id, users.photoFileId))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('pauta_profile'),
  };
}

const statementsOf = preparedOnce(prepareStatements);

/** The user a token belongs to, or null when unknown, expired or the account is disabled. One query. */
export async function userFromToken(db: Db, token: string, now: Date): Promise<AuthUser | null> {
  const [row] = await statementsOf(db).tokenUser.execute({ hash: hashToken(token), now });
  if (!row || !row.active) return null;
  const rs = row.roles;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    locale: row.locale === 'en' ? 'en' : 'es',
    roles: rs.map((r) => r.value),
    permissions: [...new Set(rs.flatMap((r) => r.permissions))],
    changePassword: row.changePassword,
    providerId: row.providerId,
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
  const [row] = await statementsOf(db).profile.execute({ id: userId });
  if (!row) throw new Error(`user ${userId} not found`);
  const rs = row.roles;
  const type = rs[0] ?? { name: 'Sin rol', value: 'none' };
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale === 'en' ? 'en' : 'es',
    file: row.photoId === null ? null : { id: row.photoId, url: fileUrl(row.photoId) },
    type: { name: type.name, value: type.value },
    roles: rs.map((r) => ({ id: r.id, name: r.name, value: r.value })),
    permissions: [...new Set(rs.flatMap((r) => r.permissions))],
    change_password: row.changePassword,
    provider_id: row.providerId,
    country_id: row.countryId,
  };
}
