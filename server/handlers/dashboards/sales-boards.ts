/**
 * The money boards (contract src/api/contract/dashboards.ts): tickets by customers, billing by media type, billing
 * by members, rankings by media type and by customer. Each reads billing (queries.ts `billedBy`) in every currency,
 * picks the one to show (scope.ts `pickCurrency`) and answers a chart in that currency only.
 */
import { inArray } from 'drizzle-orm';
import type { BoardAnswer, ChartSeries } from '#src/api/contract/dashboards.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { rankRows } from '#src/domain/dashboard-rules.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { BOARD_WORDS, type BoardWords } from '#server/i18n/boards.ts';
import { aligned, mediaTypeNames, pesos, series } from './chart.ts';
import { billedBy, type BilledRow, type Dim } from './queries.ts';
import { filtersOf, pickCurrency, type BoardScope } from './scope.ts';

/** Default rows of a ranking and of tickets by customers. */
const RANKING_ROWS = 10;
const CUSTOMER_ROWS = 20;

/** A board's answer from its chart parts (contract `boardAnswer`). */
export function boardAnswer(
  s: BoardScope,
  locale: Locale,
  title: keyof BoardWords,
  keys: number[],
  labels: string[],
  list: ChartSeries[],
  currency: string | null,
  currencies: string[],
): BoardAnswer {
  return {
    data: {
      title: BOARD_WORDS[locale][title],
      keys,
      labels,
      series: list,
      filters: filtersOf(s, currency),
      currencies,
    },
  };
}

/** Billing grouped by `dim`, in the currency shown: the rows of that currency and the choice. */
async function billing(db: Db, s: BoardScope, dim: Dim) {
  const all = await billedBy(db, s, dim);
  const { currency, currencies } = pickCurrency(all, s.currency);
  return { rows: all.filter((r) => r.currency === currency), currency, currencies };
}

/** Names of users by id. */
async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Billing by media type: every media type (or the filtered one), billing and contracts. */
export async function billingByMediaType(db: Db, s: BoardScope, locale: Locale): Promise<BoardAnswer> {
  const { rows, currency, currencies } = await billing(db, s, 'media_type');
  const types = (await mediaTypeNames(db, locale)).filter((m) => s.mediaType === null || m.id === s.mediaType);
  const keys = types.map((t) => t.id);
  return boardAnswer(
    s,
    locale,
    'billingByMediaType',
    keys,
    types.map((t) => t.name),
    [
      series(
        locale,
        'billing',
        'money',
        aligned(keys, rows, (r) => pesos(r.amount)),
        currency,
      ),
      series(
        locale,
        'contracts',
        'count',
        aligned(keys, rows, (r) => r.contracts),
      ),
    ],
    currency,
    currencies,
  );
}

/** Billing by members: each seller of the teams shown and each owner with billing (0 "no owner" last). */
export async function billingByMembers(db: Db, s: BoardScope, locale: Locale): Promise<BoardAnswer> {
  const { rows, currency, currencies } = await billing(db, s, 'owner');
  const ids = [...new Set([...s.teams.map((t) => t.id), ...rows.map((r) => r.key).filter((k) => k !== 0)])];
  const names = await userNames(db, ids);
  const members = ids
    .map((id) => ({ id, name: names.get(id) ?? String(id) }))
    .toSorted((a, b) => a.name.localeCompare(b.name, locale) || a.id - b.id);
  if (rows.some((r) => r.key === 0)) members.push({ id: 0, name: BOARD_WORDS[locale].noOwner });
  const keys = members.map((m) => m.id);
  return boardAnswer(
    s,
    locale,
    'billingByMembers',
    keys,
    members.map((m) => m.name),
    [
      series(
        locale,
        'billing',
        'money',
        aligned(keys, rows, (r) => pesos(r.amount)),
        currency,
      ),
      series(
        locale,
        'contracts',
        'count',
        aligned(keys, rows, (r) => r.contracts),
      ),
    ],
    currency,
    currencies,
  );
}

/** Tickets by customers: customers with invoices in the currency, highest billing first (`limit`, default 20). */
export async function ticketsByCustomers(db: Db, s: BoardScope, locale: Locale): Promise<BoardAnswer> {
  const { rows, currency, currencies } = await billing(db, s, 'client');
  const names = await userNames(
    db,
    rows.map((r) => r.key),
  );
  const top = rankRows(
    rows,
    (r) => r.amount,
    (r) => names.get(r.key) ?? '',
    s.limit ?? CUSTOMER_ROWS,
  ).map((x) => x.row);
  return boardAnswer(
    s,
    locale,
    'ticketsByCustomers',
    top.map((r) => r.key),
    top.map((r) => names.get(r.key) ?? String(r.key)),
    [
      series(
        locale,
        'tickets',
        'count',
        top.map((r) => r.contracts),
      ),
      series(
        locale,
        'billing',
        'money',
        top.map((r) => pesos(r.amount)),
        currency,
      ),
      series(
        locale,
        'average_ticket',
        'money',
        top.map((r) => Math.round(r.amount / Math.max(1, r.contracts)) / 100),
        currency,
        false,
      ),
    ],
    currency,
    currencies,
  );
}

/** A ranking's series: rank, billing, share (%) and the count named `countKey`. */
function rankingSeries(
  locale: Locale,
  ranked: { row: BilledRow; rank: number; share: number }[],
  currency: string | null,
  countKey: 'contracts' | 'tickets',
): ChartSeries[] {
  return [
    series(
      locale,
      'rank',
      'rank',
      ranked.map((x) => x.rank),
    ),
    series(
      locale,
      'billing',
      'money',
      ranked.map((x) => pesos(x.row.amount)),
      currency,
    ),
    series(
      locale,
      'share',
      'percent',
      ranked.map((x) => x.share),
    ),
    series(
      locale,
      countKey,
      'count',
      ranked.map((x) => x.row.contracts),
    ),
  ];
}

/** Ranking by media type: media types with billing in the currency, ranked (`limit`, default 10). */
export async function rankingByMediaType(db: Db, s: BoardScope, locale: Locale): Promise<BoardAnswer> {
  const { rows, currency, currencies } = await billing(db, s, 'media_type');
  const names = new Map((await mediaTypeNames(db, locale)).map((m) => [m.id, m.name]));
  const ranked = rankRows(
    rows,
    (r) => r.amount,
    (r) => names.get(r.key) ?? '',
    s.limit ?? RANKING_ROWS,
  );
  return boardAnswer(
    s,
    locale,
    'rankingByMediaType',
    ranked.map((x) => x.row.key),
    ranked.map((x) => names.get(x.row.key) ?? String(x.row.key)),
    rankingSeries(locale, ranked, currency, 'contracts'),
    currency,
    currencies,
  );
}

/** Ranking by customer: customers with billing in the currency, ranked (`limit`, default 10). */
export async function rankingByCustomer(db: Db, s: BoardScope, locale: Locale): Promise<BoardAnswer> {
  const { rows, currency, currencies } = await billing(db, s, 'client');
  const names = await userNames(
    db,
    rows.map((r) => r.key),
  );
  const ranked = rankRows(
    rows,
    (r) => r.amount,
    (r) => names.get(r.key) ?? '',
    s.limit ?? RANKING_ROWS,
  );
  return boardAnswer(
    s,
    locale,
    'rankingByCustomer',
    ranked.map((x) => x.row.key),
    ranked.map((x) => names.get(x.row.key) ?? String(x.row.key)),
    rankingSeries(locale, ranked, currency, 'tickets'),
    currency,
    currencies,
  );
}
