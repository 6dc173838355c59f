/**
 * Builds the server tests' seeded template (server/tests/seed-template.ts starts it as a child process): migrates and
 * seeds one PGlite memory database with the demo data at TEST_ANCHOR, checkpoints it, and writes its data directory
 * dump (a tarball, `dumpDataDir`) to the path given as the first argument — through `<path>.part` and a rename, so a
 * test that finds the file finds all of it.
 *
 * Usage: `node --import tsx server/tests/seed-template-build.ts <path>`; exits 1 with the error on stderr.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { seed } from '../db/seed/index.ts';
import { TEST_ANCHOR } from '../test-anchor.ts';
import { TEST_DATABASE_SETTINGS } from '../test-database-settings.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: seed-template-build.ts <path of the dump>');
  process.exit(2);
}
const { db, close, dump } = await openDatabase({ dataDir: 'memory', settings: TEST_DATABASE_SETTINGS });
try {
  await seed(db, { anchor: TEST_ANCHOR });
  // the seed's writes into the data files: each start from the dump then has no WAL to replay (~1.2 -> ~0.9 s)
  await db.execute(sql`CHECKPOINT`);
  fs.writeFileSync(`${file}.part`, Buffer.from(await (await dump!()).arrayBuffer()));
  fs.renameSync(`${file}.part`, file);
} finally {
  await close();
}
