/**
 * Playwright: the built app (dist/) and the reference /api served by one
 * `server/main.ts` process on a fresh embedded database, driven in Chromium's
 * headless shell, else the full Chromium (found by scripts/find-chromium.ts). Run through `npm run test:e2e`, which
 * builds first.
 */
import path from 'node:path';
import { defineConfig, type TraceMode } from '@playwright/test';
import { CHROMIUM_ARGS, findE2eChromium } from '../scripts/find-chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4317);
/** Debian's headless shell when installed (scripts/find-chromium.ts: why, and the specs that need the full browser) */
const executablePath = findE2eChromium();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Safety limits, not budgets: every step waits on a state (a text, an attribute, the server's answer), and these
  // only end a stuck test. They are wide so that a machine shared with a build or another run stays green.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp/e2e-results.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // Off unless asked for (`E2E_TRACE=retain-on-failure npm run test:e2e -- e2e/x.spec.ts`): recording a trace of
    // every test, even one then thrown away, took a quarter of the suite's time (menus' walk 232 -> 176 s), and CI
    // keeps none of test-results/.
    trace: (process.env.E2E_TRACE ?? 'off') as TraceMode,
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: root,
    url: `http://localhost:${port}/api/languages`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      PAUTA_DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-db'),
      STATIC_DIR: path.join(root, 'dist'),
      TOKEN_TTL_SECONDS: '86400',
      // the mails' lines (invitation and reset links) for the tests to read (server/config.ts)
      MAIL_LOG_FILE: path.join(root, '.tmp/e2e-mail.log'),
    },
  },
});
