/**
 * How saved reports are reached and answered (contract src/api/contract/reports/saved.ts; docs/reports.md "Saved
 * reports"; SECURITY.md ownership rule `report`): who reaches one — its owner, the accounts it was shared with,
 * managers and administrators (`reports.*`) —, the answers (owner, shares, last result relabelled in the reader's
 * language), and the owner as the account a run is computed for.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { ReportTable, SavedReport, SavedReportDetail } from '#src/api/contract/reports/shapes.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { savedReportShares, savedReports, users } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { rowsOf, seesAllReports } from './base.ts';

export type SavedRow = typeof savedReports.$inferSelect;

/** Conditions on `saved_reports` limiting rows to the ones the caller reaches (module doc). */
export function savedScope(user: AuthUser): SQL[] {
  if (seesAllReports(user)) return [];
  return [
    or(
      eq(savedReports.ownerId, user.id),
      sql`exists (select 1 from ${savedReportShares} s where s.report_id = ${savedReports.id} and s.user_id = ${user.id})`,
    )!,
  ];
}

/**
 * A saved report the caller reaches.
 * @throws HttpError 404 when missing or out of reach (the same answer either way)
 */
export async function findSavedReport(db: Db, user: AuthUser, id: number, locale: Locale): Promise<SavedRow> {
  const [row] = await db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.id, id), ...savedScope(user)));
  if (!row) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return row;
}

/** True when the caller may run or share saved report `row` again: its owner, or `reports.*`. */
export const mayChange = (user: AuthUser, row: SavedRow) => row.ownerId === user.id || seesAllReports(user);

/**
 * A stored result with its title and column labels in `locale` (row values stay as computed: names of statuses
 * and media types in the language of the run).
 */
export function relabel(table: ReportTable, locale: Locale): ReportTable {
  return {
    ...table,
    title: msg(locale, `reports.title.${table.kind}` as MessageKey),
    columns: table.columns.map((c) => ({ ...c, label: msg(locale, `reports.col.${c.key}` as MessageKey) })),
  };
}

/** The answers of `rows`, in their order, for `user` (`mine` when it owns one). */
export async function savedAnswers(db: Db, rows: readonly SavedRow[], user: AuthUser): Promise<SavedReport[]> {
  if (!rows.length) return [];
  const [owners, shares] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.ownerId))])),
    db
      .select({
        reportId: savedReportShares.reportId,
        userId: savedReportShares.userId,
        name: users.name,
        email: savedReportShares.email,
        message: savedReportShares.message,
        at: savedReportShares.createdAt,
      })
      .from(savedReportShares)
      .leftJoin(users, eq(users.id, savedReportShares.userId))
      .where(
        inArray(
          savedReportShares.reportId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(savedReportShares.id)),
  ]);
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    filter: r.filter as Record<string, string | number | null>,
    status: r.status,
    error: r.error ?? null,
    last_run_at: r.lastRunAt?.toISOString() ?? null,
    owner: { id: r.ownerId, name: ownerName.get(r.ownerId) ?? '' },
    mine: r.ownerId === user.id,
    shares: shares
      .filter((s) => s.reportId === r.id)
      .map((s) => ({
        user: s.userId === null ? null : { id: s.userId, name: s.name ?? '' },
        email: s.email,
        message: s.message,
        shared_at: s.at.toISOString(),
      })),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** One saved report with its last result, relabelled for the reader. */
export async function savedDetail(db: Db, row: SavedRow, user: AuthUser, locale: Locale): Promise<SavedReportDetail> {
  const [answer] = await savedAnswers(db, [row], user);
  return { ...answer!, result: row.result ? relabel(row.result, locale) : null };
}

/**
 * The owner of a saved report as the account its runs are computed for (its roles and permissions now), in
 * `locale`; null when the account is gone or disabled (the run then fails).
 */
export async function ownerAsUser(db: Db, ownerId: number, locale: Locale): Promise<AuthUser | null> {
  const [row] = await rowsOf<{
    id: number;
    name: string;
    email: string;
    active: boolean;
    provider_id: number | null;
    roles: { value: string; permissions: string[] }[] | null;
  }>(
    db,
    sql`select u.id, u.name, u.email, u.active, u.provider_id,
      (select json_agg(json_build_object('value', r.value, 'permissions', r.permissions) order by ur.position, r.id)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
    from users u where u.id = ${ownerId}`,
  );
  if (!row || !row.active) return null;
  const roles = row.roles ?? [];
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    locale,
    roles: roles.map((r) => r.value),
    permissions: [...new Set(roles.flatMap((r) => r.permissions))],
    changePassword: false,
    providerId: row.provider_id,
    tokenId: 0,
  };
}
