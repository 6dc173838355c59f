/**
 * Building the chart-ready answers of the boards and availability views (contract src/api/contract/dashboards.ts
 * `chart`): series with their names in the caller's language and, for additive units, their total; and the small
 * SQL helpers the boards share (raw rows, media type names). Pure helpers apart from `sqlRows` and
 * `mediaTypeNames`, which only read.
 */
import { asc, type SQL } from 'drizzle-orm';
import type { ChartSeries, SeriesUnit } from '#src/api/contract/dashboards.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { sumMoney } from '#src/domain/dashboard-rules.ts';
import type { Db } from '#server/db/client.ts';
import { mediaTypes } from '#server/db/schema.ts';
import { BOARD_WORDS, type BoardWords } from '#server/i18n/boards.ts';

/** Units whose values add up (their series carry a total). */
const ADDITIVE: readonly SeriesUnit[] = ['count', 'money', 'days'];

/**
 * One series: `key` names it (its name is the board word of the same key), values aligned with the chart's keys.
 * The total is Σ values (money on centavos) for counts, money and days unless `additive` is false (an average in
 * pesos); null otherwise.
 */
export function series(
  locale: Locale,
  key: keyof BoardWords,
  unit: SeriesUnit,
  values: readonly (number | null)[],
  currency: string | null = null,
  additive: boolean = ADDITIVE.includes(unit),
): ChartSeries {
  let total: number | null = null;
  if (additive) total = unit === 'money' ? sumMoney(values) : values.reduce<number>((s, x) => s + (x ?? 0), 0);
  return { key, name: BOARD_WORDS[locale][key], unit, currency, values: [...values], total };
}

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Every media type with its name in `locale`, by id. */
export async function mediaTypeNames(
  db: Db,
  locale: Locale,
): Promise<{ id: number; name: string; category: string }[]> {
  const rows = await db
    .select({ id: mediaTypes.id, name: mediaTypes.name, nameEn: mediaTypes.nameEn, category: mediaTypes.category })
    .from(mediaTypes)
    .orderBy(asc(mediaTypes.id));
  return rows.map((m) => ({ id: m.id, name: locale === 'en' ? m.nameEn : m.name, category: m.category }));
}

/** Centavos (a bigint column read as text or number) → pesos. */
export const pesos = (minor: number | string | null | undefined): number => Number(minor ?? 0) / 100;

/** A count column (bigint read as text or number) → number. */
export const num = (x: number | string | null | undefined): number => Number(x ?? 0);

/**
 * Values of `rows` aligned with `keys`: `pick(row)` of the row whose key matches, `empty` where none does.
 */
export function aligned<R extends { key: number | string }>(
  keys: readonly number[],
  rows: readonly R[],
  pick: (row: R) => number | null,
  empty: number | null = 0,
): (number | null)[] {
  const byKey = new Map(rows.map((r) => [Number(r.key), r]));
  return keys.map((k) => {
    const row = byKey.get(k);
    return row ? pick(row) : empty;
  });
}
