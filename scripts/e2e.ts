/**
 * `npm run test:e2e`: builds the app unless `--no-build`, then runs the
 * Playwright suite (e2e/) in Chromium against a fresh reference server.
 * Exits 2 with a one-line message when no Chromium can be found.
 */
import fs from 'node:fs';
import { findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';
import { run } from './run.ts';

export async function runE2e(options: { build: boolean }): Promise<number> {
  if (!findChromium()) {
    console.error(NO_CHROMIUM_MESSAGE);
    return 2;
  }
  if (options.build) {
    const built = await run('npm', ['run', 'build']);
    if (built !== 0) return built;
  }
  fs.rmSync('.tmp/e2e-db', { recursive: true, force: true });
  fs.rmSync('.tmp/e2e-results.json', { force: true });
  fs.rmSync('.tmp/screen-checks.tsv', { force: true });
  fs.rmSync('.tmp/screens-visited.tsv', { force: true });
  return run(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      ...process.argv.slice(2).filter((a) => a !== '--no-build'),
    ],
    {
      PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS: '1',
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e({ build: !process.argv.includes('--no-build') }));
}
