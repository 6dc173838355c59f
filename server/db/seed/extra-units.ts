/**
 * Extra media units for benchmarks (`SEED_EXTRA_UNITS=n`, read by
 * server/main.ts and server/seed-cli.ts): `addExtraUnits(db, n, anchor)` adds
 * n units to an already seeded database, made by the same generators as the
 * seed's 5,200 (inventory.ts: country weighted by ACTIVE_UNITS, city, media
 * mix, prices, timestamps from the anchor), drawn from their own stream
 * `rngFor('extra-units')`. They join no circuit, campaign or order job.
 *
 * Invariants:
 * - Extra unit k (1-based) is the same row for every n ≥ k and the same anchor;
 *   its SKU ends in `-X` and k as 6 digits, so it never clashes with a seeded
 *   SKU (which ends in the unit id).
 * - Idempotent: units whose SKU is already present are skipped, so raising n
 *   adds only the missing ones. Ids come from the units sequence, in k order
 *   and without gaps, all in one transaction.
 */
import { count as countRows, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { units } from '../schema.ts';
import { ACTIVE_ISO2, ACTIVE_UNITS } from './geography-data.ts';
import { buildGeography, type SeedCity } from './geography.ts';
import { parseAnchor } from './helpers.ts';
import { UNIT_TOTAL } from './inventory-data.ts';
import { buildUnit, chooseCity } from './inventory.ts';
import { rngFor } from './rng.ts';

/** The SKU of extra unit `k`, from the SKU the generator gave it. */
const extraSku = (generated: string, k: number) => generated.replace(/-\d+$/, `-X${String(k).padStart(6, '0')}`);

/**
 * Adds extra units 1..count (see module doc) to a seeded database.
 * @param count how many extra units the database should hold (≥ 0)
 * @param anchor the demo's "today", YYYY-MM-DD (timestamps are days before it)
 * @returns how many units were inserted (0 when all were there)
 * @throws Error for a bad anchor or count; database errors (e.g. an unseeded database: missing providers)
 */
export async function addExtraUnits(db: Db, count: number, anchor: string): Promise<number> {
  parseAnchor(anchor);
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`extra units: count must be a whole number ≥ 0, got ${count}`);
  if (count === 0) return 0;
  const geo = buildGeography();
  const split = new Map<string, { mains: SeedCity[]; others: SeedCity[] }>();
  for (const iso2 of ACTIVE_ISO2) {
    const all = geo.citiesOf.get(iso2) ?? [];
    split.set(iso2, { mains: all.filter((c) => c.mainWeight > 0), others: all.filter((c) => c.mainWeight === 0) });
  }
  const rng = rngFor('extra-units');
  const rows: (typeof units.$inferInsert)[] = [];
  for (let k = 1; k <= count; k++) {
    const iso2 = rng.weighted(
      ACTIVE_ISO2,
      ACTIVE_ISO2.map((c) => ACTIVE_UNITS[c] ?? 0),
    );
    const { mains, others } = split.get(iso2) ?? { mains: [], others: [] };
    const [row] = buildUnit(anchor, UNIT_TOTAL + k, chooseCity(mains, others, rng), rng);
    const { id: _id, ...rest } = row;
    rows.push({ ...rest, sku: extraSku(row.sku, k) });
  }
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      // skip present SKUs before inserting: a conflicting insert would still use up sequence values (gaps in ids)
      const present = new Set(
        (
          await tx
            .select({ sku: units.sku })
            .from(units)
            .where(
              inArray(
                units.sku,
                chunk.map((u) => u.sku),
              ),
            )
        ).map((u) => u.sku),
      );
      const missing = chunk.filter((u) => !present.has(u.sku));
      if (missing.length === 0) continue;
      inserted += (
        await tx.insert(units).values(missing).onConflictDoNothing({ target: units.sku }).returning({ id: units.id })
      ).length;
    }
    return inserted;
  });
}

/**
 * Reads `SEED_EXTRA_UNITS` and, when set, adds the extra units a database with
 * fewer than 5,200 + n units lacks (a database that has them is not touched).
 * @returns the number of units added
 * @throws Error when the variable is not a whole number ≥ 0
 */
export async function ensureExtraUnits(
  db: Db,
  value: string | undefined,
  anchor: string,
  log: (line: string) => void,
): Promise<number> {
  if (value === undefined || value.trim() === '') return 0;
  const extra = Number(value);
  if (!Number.isInteger(extra) || extra < 0)
    throw new Error(`SEED_EXTRA_UNITS must be a whole number ≥ 0, got "${value}"`);
  const [row] = await db.select({ n: countRows() }).from(units);
  if ((row?.n ?? 0) >= UNIT_TOTAL + extra) return 0;
  const started = performance.now();
  const added = await addExtraUnits(db, extra, anchor);
  log(`[seed] ${added} extra units added (SEED_EXTRA_UNITS=${extra}) in ${Math.round(performance.now() - started)} ms`);
  return added;
}
