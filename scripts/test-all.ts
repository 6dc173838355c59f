/**
 * `npm test`: typecheck, lint, unit and integration tests (Vitest), the
 * production build, then the Playwright end-to-end suite in Chromium. Every
 * stage runs even when an earlier one failed (the e2e suite needs the build),
 * and the run ends with one line totalling every suite: `N passed, N failed`.
 * Typecheck, lint and build count as one check each; Vitest and Playwright
 * count their tests.
 */
import fs from 'node:fs';
import { run } from './run.ts';
import { runE2e } from './e2e.ts';
import { playwrightFailures, vitestFailures, type PlaywrightReport, type VitestReport } from './test-failures.ts';

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}
const tallies: Tally[] = [];
/** One line per failed test, printed in the summary: CI keeps only the tail of the output. */
const failures: string[] = [];

async function step(
  name: string,
  fn: () => Promise<number>,
  count?: () => Omit<Tally, 'name' | 'seconds'> | undefined,
): Promise<boolean> {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await fn();
  const seconds = (Date.now() - started) / 1000;
  const counted = count?.();
  const t: Tally = counted
    ? { name, seconds, ...counted, failed: counted.failed + (code !== 0 && counted.failed === 0 ? 1 : 0) }
    : { name, seconds, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  tallies.push(t);
  return code === 0;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

fs.mkdirSync('.tmp', { recursive: true });
fs.rmSync('.tmp/vitest.json', { force: true });

await step('typecheck', () => run('npm', ['run', '-s', 'typecheck']));
await step('lint', () => run('npm', ['run', '-s', 'lint']));
await step(
  'unit and integration (vitest)',
  async () =>
    (await run('npm', ['run', '-s', 'i18n:compile'])) ||
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json']),
  () => {
    const r = readJson<VitestReport>('.tmp/vitest.json');
    if (r) failures.push(...vitestFailures(r));
    return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  },
);
const built = await step('build', () => run('npm', ['run', '-s', 'build']));
await step(
  'end-to-end (playwright, chromium)',
  () => (built ? runE2e({ build: false }) : Promise.resolve(1)),
  () => {
    const r = readJson<PlaywrightReport>('.tmp/e2e-results.json');
    if (r) failures.push(...playwrightFailures(r));
    return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
  },
);

console.log('\n━━ summary ━━');
if (failures.length) {
  console.log(`failed (${failures.length}):`);
  for (const f of failures.slice(0, 30)) console.log(`  ✗ ${f}`);
}
for (const t of tallies)
  console.log(
    `${t.name}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''} (${t.seconds.toFixed(1)} s)`,
  );
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
const skipped = tallies.reduce((n, t) => n + t.skipped, 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
