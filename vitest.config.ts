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
          // one migrated, seeded database for the run; each file starts from its dump (server/tests/seed-template.ts)
          globalSetup: ['server/tests/seed-template.ts'],
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
          setupFiles: ['tests/setup/web.ts'],
          // safety limits, not speed targets: a test waits on state (tests/setup/web.ts) and these only end a stuck one;
          // two files run at once on two cores, and the machine may be busy with a build
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
