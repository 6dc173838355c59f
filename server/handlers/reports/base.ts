/**
 * What every report is computed from (docs/reports.md "The lines"; issue 18): the campaign unit lines in the caller's
 * reach and the filter, as one SQL relation `base` that each report kind groups its own way, plus the table
 * builder every kind answers through. The planner needs table statistics for these joins (scripts/bench-reports.ts:
 * 50,000 lines answer in ~0.1 s once analysed, seconds without): PostgreSQL's autovacuum keeps them; PGlite has no
 * autovacuum, so a bulk load there should be followed by `analyze`.
 *
 * A row of `base` is a line of a live campaign's cart (`campaign_units`) with: its campaign (client, name, status,
 * type, units category, package, budget), its contract (id, status, reference) if any, its executive (the contract's
 * owner, else the client's first assigned seller), its unit (media type, country, provider, list price), the
 * currency of its unit's country, its period, days (inclusive, spec §9) and spots, its price, print price and total
 * in centavos (price × days × spots + print price × spots, as src/domain/contract-rules.ts `contractLineMinor`), and
 * `sold` (its contract approved, billed or renewed).
 *
 * Reach (spec §6): `reports.*` (managers, administrators) every line; a seller the lines of its assigned clients'
 * campaigns and of the contracts it owns; anyone else (clients, agencies) the lines of its own campaigns.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { ReportColumn, ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { inclusiveDays } from '#src/lib/dates.ts';
import {
  MAX_RANGE_DAYS,
  SOLD_CONTRACT_STATUSES,
  ranked,
  shares,
  tableTotals,
  type ColumnType,
  type Row,
} from '#src/domain/report-rules.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import { rowsOf, type Db } from '#server/db/client.ts';

export { rowsOf };
import { validationError } from '#server/http/errors.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import type { REPORTS_MESSAGES } from '#server/i18n/reports.ts';

/** What a report is computed for: the database, the caller (whose reach it is), the language, the clock. */
export interface ReportContext {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
}

/** A number from a SQL value (bigint sums and numerics come back as strings); null stays null. */
export const num = (x: unknown): number => (x === null || x === undefined ? 0 : Number(x));

/** A row of a raw query. */
export type SqlRow = Record<string, unknown>;

/**
 * `rows` with each one's `amount` (centavos), its `share` of the whole (percent) and its `rank` by amount, largest
 * first (src/domain/report-rules.ts `ranked`, `shares`); `whole` is the sum of the amounts.
 */
export function rankedShares(rows: readonly SqlRow[], amount: (r: SqlRow) => number) {
  const amounts = rows.map(amount);
  const share = shares(amounts);
  const list = ranked(
    rows.map((row, i) => ({ row, amount: amounts[i]!, share: share[i]! })),
    (r) => r.amount,
  );
  return { list, whole: amounts.reduce((s, a) => s + a, 0) };
}

/** True when the caller sees every campaign's figures (`reports.*`: managers, administrators). */
export const seesAllReports = (user: AuthUser) => hasPermission(user.permissions, 'reports.*');

/** SQL condition on campaign `c` and contract `k` limiting lines to the caller's reach (module doc). */
export function reachSql(user: AuthUser): SQL {
  if (seesAllReports(user)) return sql`true`;
  if (hasRole(user, 'seller'))
    return sql`(c.client_id in (select s.client_id from client_sellers s where s.seller_id = ${user.id}) or k.owner_id = ${user.id})`;
  return sql`c.client_id = ${user.id}`;
}

/**
 * SQL: the executive of campaign `c` with contract `k` (the contract's owner, else the client's first seller), where
 * `fs` is `firstSellerSql` joined on the campaign's client.
 */
export const executiveSql = sql`coalesce(k.owner_id, fs.seller_id)`;

/** SQL relation `(client_id, seller_id)`: each client's first assigned seller. */
export const firstSellerSql = sql`(select client_id, min(seller_id) as seller_id from client_sellers group by client_id)`;

/** SQL list of the sold contract statuses. */
const soldStatuses = sql.join(
  SOLD_CONTRACT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Checks the filter's period: `to` not before `from`, at most `maxDays` days.
 * @throws HttpError 422 under `to`
 */
export function checkRange(
  f: { from?: string | undefined; to?: string | undefined },
  locale: Locale,
  maxDays = MAX_RANGE_DAYS,
) {
  if (!f.from || !f.to) return;
  if (f.to < f.from)
    throw validationError(msg(locale, 'reports.range_order'), { to: [msg(locale, 'reports.range_order')] });
  if (inclusiveDays(f.from, f.to) > maxDays) {
    const text = msg(locale, 'reports.range_too_long', { days: maxDays });
    throw validationError(text, { to: [text] });
  }
}

/** The `base` relation (module doc) for the caller and filter `f`, without the currency (see `pickCurrency`). */
export function baseSql(ctx: ReportContext, f: ReportFilter): SQL {
  const where: SQL[] = [reachSql(ctx.user)];
  if (f.from) where.push(sql`cu.end_date >= ${f.from}`);
  if (f.to) where.push(sql`cu.start_date <= ${f.to}`);
  if (f.country_id) where.push(sql`u.country_id = ${f.country_id}`);
  if (f.media_type_id) where.push(sql`u.media_type_id = ${f.media_type_id}`);
  if (f.provider_id) where.push(sql`u.provider_id = ${f.provider_id}`);
  if (f.client_id) where.push(sql`c.client_id = ${f.client_id}`);
  if (f.seller_id) where.push(sql`${executiveSql} = ${f.seller_id}`);
  if (f.status) where.push(sql`c.status = ${f.status}`);
  if (f.campaign_type) where.push(sql`c.campaign_type = ${f.campaign_type}`);
  if (f.package_id)
    where.push(
      sql`exists (select 1 from packages p where p.id = ${f.package_id} and p.unit_ids @> to_jsonb(cu.unit_id))`,
    );
  const days = sql`(cu.end_date - cu.start_date + 1)`;
  const spots = sql`greatest(cu.spots_used, 1)`;
  return sql`select cu.id as line_id, cu.campaign_id, cu.unit_id, c.client_id, c.name as campaign_name,
      c.status as campaign_status, c.campaign_type, c.units_category, c.package_id,
      round(c.investment * 100)::bigint as budget_minor,
      k.id as contract_id, k.status as contract_status, k.reference, ${executiveSql} as executive_id,
      u.media_type_id, u.country_id, u.provider_id, co.currency, round(u.price * 100)::bigint as list_minor,
      cu.start_date, cu.end_date, ${days} as days, ${spots} as spots,
      round(cu.price * 100)::bigint as price_minor, round(cu.print_price * 100)::bigint as print_minor,
      round(cu.price * 100)::bigint * ${days} * ${spots} + round(cu.print_price * 100)::bigint * ${spots} as total_minor,
      coalesce(k.status in (${soldStatuses}), false) as sold
    from campaign_units cu
    join campaigns c on c.id = cu.campaign_id and c.deleted_at is null
    join units u on u.id = cu.unit_id
    join countries co on co.id = u.country_id
    left join contracts k on k.campaign_id = c.id
    left join ${firstSellerSql} fs on fs.client_id = c.client_id
    where ${sql.join(where, sql` and `)}`;
}

/** The currency a report's money is in, and every currency the filter reaches (most sold, then most planned). */
export interface CurrencyChoice {
  currency: string | null;
  currencies: string[];
  /** SQL condition on `base` row `b`: its line is in `currency` (false when there is none). */
  where: SQL;
  /** First start and last end date (YYYY-MM-DD) of the sold lines in `currency`, read in the same scan; null when none. */
  soldSpan: { first: string | null; last: string | null };
}

/**
 * Picks the report's currency (shapes.ts module doc): the filter's, else its country's, else the caller's own
 * country's when the filter reaches lines in it, else the one with most sold lines (then most lines) of `base`.
 * Amounts of different currencies are never compared or added.
 */
export async function pickCurrency(ctx: ReportContext, base: SQL, f: ReportFilter): Promise<CurrencyChoice> {
  const found = await rowsOf<{ currency: string; own: boolean; first: string | null; last: string | null }>(
    ctx.db,
    sql`with base as (${base}) select b.currency, b.currency = (select co.currency from users u
        join countries co on co.id = u.country_id where u.id = ${ctx.user.id}) as own,
        (min(b.start_date) filter (where b.sold))::text as first, (max(b.end_date) filter (where b.sold))::text as last
      from base b group by b.currency order by count(*) filter (where b.sold) desc, count(*) desc, b.currency`,
  );
  const currencies = found.map((r) => r.currency);
  let currency = f.currency ?? null;
  if (!currency && f.country_id) {
    const [c] = await rowsOf<{ currency: string }>(
      ctx.db,
      sql`select currency from countries where id = ${f.country_id}`,
    );
    currency = c?.currency ?? null;
  }
  currency ??= found.find((r) => r.own)?.currency ?? currencies[0] ?? null;
  const span = found.find((r) => r.currency === currency);
  return {
    currency,
    currencies,
    where: currency ? sql`b.currency = ${currency}` : sql`false`,
    soldSpan: { first: span?.first ?? null, last: span?.last ?? null },
  };
}

/** Suffixes of the column labels (`reports.col.<key>`). */
export type ColumnKey = keyof typeof REPORTS_MESSAGES extends infer K
  ? K extends `reports.col.${infer C}`
    ? C
    : never
  : never;

/** A column as a kind declares it: key, type, and whether the totals sum it (default: counts and money do). */
export type ColumnSpec = readonly [key: ColumnKey, type: ColumnType, summed?: boolean];

/** The columns of `specs` with their labels in `locale`. */
export function columnsOf(locale: Locale, specs: readonly ColumnSpec[]): ReportColumn[] {
  return specs.map(([key, type, summed]) => ({
    key,
    label: msg(locale, `reports.col.${key}` as MessageKey),
    type,
    summed: summed ?? (type === 'number' || type === 'money'),
  }));
}

/** The filter as applied, for the answer: the given keys plus the currency and any defaults filled. */
export function appliedFilter(f: ReportFilter, extra: Record<string, string | number | null> = {}) {
  const out: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(f)) if (value !== undefined) out[key] = value as string | number;
  return { ...out, ...extra };
}

/**
 * A report answer: its title, columns, rows, the totals (src/domain/report-rules.ts `tableTotals`, with `overall`
 * for the columns that are not sums), the currency and the filter as applied.
 */
export function makeTable(
  ctx: ReportContext,
  kind: string,
  specs: readonly ColumnSpec[],
  rows: Row[],
  options: {
    currency: CurrencyChoice | null;
    filter: ReportFilter;
    overall?: Record<string, number | null>;
    extraFilter?: Record<string, string | number | null>;
  },
): ReportTable {
  const columns = columnsOf(ctx.locale, specs);
  const currency = options.currency?.currency ?? null;
  return {
    kind,
    title: msg(ctx.locale, `reports.title.${kind}` as MessageKey),
    columns,
    rows,
    totals: tableTotals(columns, rows, options.overall),
    currency,
    currencies: options.currency?.currencies ?? [],
    filter: appliedFilter(options.filter, { ...(currency ? { currency } : {}), ...options.extraFilter }),
    generated_at: ctx.now.toISOString(),
  };
}

/** A campaign status in `locale`. */
export const statusName = (locale: Locale, status: string) =>
  msg(locale, `reports.campaign_status.${status}` as MessageKey);

/** An executive's name, or "No executive" in `locale`. */
export const executiveName = (locale: Locale, name: string | null | undefined) =>
  name ?? msg(locale, 'reports.no_executive');

/** SQL: a media type's name in `locale` (alias `mt`). */
export const mediaTypeName = (locale: Locale) => (locale === 'en' ? sql`mt.name_en` : sql`mt.name`);
