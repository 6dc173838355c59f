/**
 * Vitest: `server` project (Node, reference server against a real PGlite) and
 * `web` project (happy-dom + fake-indexeddb, the app's modules).
 */
import { defineConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';

export default defineConfig({
  test: {
    // two test files at a time on the 2-core CI machine (Vitest's default is cores - 1 = one): most server files
    // spend their time seeding PGlite, which runs on its own core
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/tooling/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Lingui macros in components need the same babel plugin as the app build (STACK.md)
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['fake-indexeddb/auto'],
          // a safety limit, not a speed target: two files run at once on two cores, so a screen test may wait its turn
          testTimeout: 20_000,
        },
      },
    ],
  },
});
