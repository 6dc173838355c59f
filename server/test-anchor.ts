/** The demo data's "today" in tests, so every run sees the same rows (server/test-support.ts, the seed template). */
export const TEST_ANCHOR = '2026-11-02';
