/**
 * What a board reads (contract src/api/contract/dashboards.ts; docs/dashboards-availability.md "Teams and
 * scope"): its date range, its workgroup, media type and currency filters, and which customers' figures the
 * caller may see.
 *
 * Teams. Workgroups are not modelled in the schema yet (server/db/schema.ts `workgroupInvitations` keeps only a
 * name), so a team is a seller's workgroup: the seller (its member) and the customers assigned to it
 * (`client_sellers`); the team's id is the seller's user id and its name "<seller>'s team". A customer assigned to
 * two sellers counts in both; customers with no seller fall under key 0, "no team". `teamsOf` is the one place to
 * change when workgroups get their own table.
 *
 * Scope: administrators and managers see every customer; a seller (should it be granted a board) only its own
 * team — another `team` answers 403; anyone else only itself as customer.
 * Refusals: 422 `errors.to` for a range ending before it starts or longer than BOARD_MAX_DAYS, 422 `errors.team`
 * for a team that does not exist, 403 for another seller's team.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import { BOARD_DEFAULT_DAYS, BOARD_MAX_DAYS, type BoardQuery } from '#src/api/contract/dashboards.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { defaultRange, rangeProblem } from '#src/domain/dashboard-rules.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { clientSellers, roles, userRoles, users } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import { boardWord } from '#server/i18n/boards.ts';

/** A workgroup (module doc): the seller's id and name, and its customers. */
export interface Team {
  id: number;
  name: string;
  clientIds: number[];
}

/** Every team, by seller name (module doc). */
export async function teamsOf(db: Db, locale: Locale): Promise<Team[]> {
  const sellers = await db
    .selectDistinct({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.value, 'seller'))
    .orderBy(asc(users.name), asc(users.id));
  const links = await db.select().from(clientSellers);
  return sellers.map((s) => ({
    id: s.id,
    name: boardWord(locale, 'teamOf', { name: s.name }),
    clientIds: links.filter((l) => l.sellerId === s.id).map((l) => l.clientId),
  }));
}

/** A board's resolved filters and scope. */
export interface BoardScope {
  from: string;
  to: string;
  /** The team asked for (or the seller's own), null for all. */
  team: number | null;
  mediaType: number | null;
  /** The currency asked for, null: the main one of the range. */
  currency: string | null;
  limit: number | undefined;
  /**
   * SQL condition on a campaign's client id column (`c.client_id` in the boards' queries) keeping the customers
   * the board may show; null: every customer.
   */
  clients: ((column: SQL) => SQL) | null;
  /** Teams shown: all of them, or the one of `team`. */
  teams: Team[];
}

const isStaff = (user: AuthUser) => isSuperuser(user.permissions) || hasRole(user, 'manager');

/**
 * Resolves a board's query for `user` (module doc).
 * @param today the server's date, YYYY-MM-DD
 * @throws HttpError 422 (range, unknown team), 403 (another seller's team)
 */
export async function boardScope(
  db: Db,
  user: AuthUser,
  query: BoardQuery,
  today: string,
  locale: Locale,
): Promise<BoardScope> {
  const { from, to } = defaultRange(today, BOARD_DEFAULT_DAYS, query);
  const problem = rangeProblem(from, to, BOARD_MAX_DAYS);
  if (problem) {
    const text =
      problem === 'order'
        ? msg(locale, 'boards.range_order')
        : msg(locale, 'boards.range_too_long', { days: BOARD_MAX_DAYS });
    throw validationError(text, { to: [text] });
  }
  const all = await teamsOf(db, locale);
  let team = query.team ?? null;
  if (!isStaff(user) && hasRole(user, 'seller')) {
    if (team !== null && team !== user.id) throw new HttpError(403, 'forbidden', msg(locale, 'boards.team_forbidden'));
    team = user.id;
  }
  if (team !== null && !all.some((t) => t.id === team)) {
    const text = msg(locale, 'boards.team_unknown');
    throw validationError(text, { team: [text] });
  }
  let clients: BoardScope['clients'] = null;
  if (team !== null) {
    const seller = team;
    clients = (column) => sql`${column} in (select client_id from client_sellers where seller_id = ${seller})`;
  } else if (!isStaff(user)) {
    const own = user.id;
    clients = (column) => sql`${column} = ${own}`;
  }
  return {
    from,
    to,
    team,
    mediaType: query.media_type ?? null,
    currency: query.currency ?? null,
    limit: query.limit,
    clients,
    teams: team === null ? all : all.filter((t) => t.id === team),
  };
}

/**
 * The currency a money board shows and the ones it could (module doc of the contract): `wanted` when given, else
 * the one with the largest amount (ties: alphabetical); `currencies` ordered by amount, largest first.
 */
export function pickCurrency(
  amounts: readonly { currency: string; amount: number }[],
  wanted: string | null,
): { currency: string | null; currencies: string[] } {
  const totals = new Map<string, number>();
  for (const a of amounts) totals.set(a.currency, (totals.get(a.currency) ?? 0) + a.amount);
  const currencies = [...totals].toSorted((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  return { currency: wanted ?? currencies[0] ?? null, currencies };
}

/** The filters echoed in a board's answer. */
export const filtersOf = (s: BoardScope, currency: string | null) => ({
  from: s.from,
  to: s.to,
  team: s.team,
  media_type: s.mediaType,
  currency,
});
