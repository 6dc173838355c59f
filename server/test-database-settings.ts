/**
 * Server settings of the tests' embedded databases (server/db/client.ts `openDatabase` `settings`; the memory
 * databases of server/test-support.ts, the seeded template of server/tests/seed-template.ts):
 * - `shared_buffers` 16 MB instead of PGlite's 128 MB: a test's database holds ~22 MB of data, and starting
 *   PostgreSQL with the larger buffer pool cost ~500 ms of every ~1.2 s start (issue 21, the suite's own time);
 * - `wal_recycle` off: a checkpoint deletes the WAL segments it no longer needs instead of renaming them for later,
 *   so the seeded template's dump holds one 16 MB segment, not two (56 MB instead of 73 MB to unpack per start).
 */
export const TEST_DATABASE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  wal_recycle: 'off',
};
