/**
 * `npm run seed`: opens the configured database (PGlite in PAUTA_DATA_DIR or
 * DATABASE_URL), migrates and seeds it if empty (plus `SEED_EXTRA_UNITS`
 * extra units, see db/seed/extra-units.ts), then prints the time taken and the
 * database size.
 */
import { sql } from 'drizzle-orm';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { ensureExtraUnits } from './db/seed/extra-units.ts';

const config = configFromEnv();
const { db, close } = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const anchor = process.env.SEED_ANCHOR ?? new Date().toISOString().slice(0, 10);
const result = await seed(db, { anchor, log: config.log });
await ensureExtraUnits(db, process.env.SEED_EXTRA_UNITS, anchor, config.log);
const size = await db.execute(sql`select pg_database_size(current_database()) as bytes`);
const bytes = Number((size as unknown as { rows: { bytes: string | number }[] }).rows[0]?.bytes ?? 0);
console.log(
  result.seeded ? `seeded in ${result.ms} ms: ${JSON.stringify(result.counts)}` : 'already seeded: nothing to do',
);
console.log(`database size: ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
await close();
