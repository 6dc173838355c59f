/**
 * Vitest global setup of the `server` project: migrates and seeds one PGlite database with the demo data at
 * TEST_ANCHOR, dumps its data directory to a temporary tarball, and provides the file's path as `seedTemplate`.
 * `startTestServer` then starts each test file's memory database from that dump (about 1 s) instead of migrating
 * and seeding again (about 20 s on the 2-core CI machine, ×60 files); so do the extra units' tests
 * (server/db/seed/extra-units.test.ts). Removed when the run ends. (The seed's own test seeds its databases itself:
 * its figures are for its own anchor.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seed } from '../db/seed/index.ts';
import { TEST_ANCHOR } from '../test-anchor.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const file = path.join(os.tmpdir(), `pauta-seed-template-${process.pid}.tar`);
  const { db, close, dump } = await openDatabase({ dataDir: 'memory' });
  try {
    await seed(db, { anchor: TEST_ANCHOR });
    // the seed's writes into the data files: each start from the dump then has no WAL to replay (~1.2 -> ~0.9 s)
    await db.execute(sql`CHECKPOINT`);
    fs.writeFileSync(file, Buffer.from(await (await dump!()).arrayBuffer()));
  } finally {
    await close();
  }
  project.provide('seedTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
