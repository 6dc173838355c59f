/**
 * Runs a benchmark harness page in Chromium (scripts/bench-proposals-web.ts, bench-contracts-web.ts): the page under
 * tests/web/<name>/ is built with Vite in production mode into a temporary folder (never part of the app build),
 * served by Vite's preview on `port`, opened in Chromium (precise memory info, `gc` exposed), and its figures read
 * from `window.pautaBench` once `done` (at most 10 minutes).
 * @throws Error when Chromium is missing, or with the page's `stage` and `error` (and its console errors) when the
 *   harness failed
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, preview, type UserConfig } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';

/** What every harness reports besides its figures. */
export interface HarnessState {
  done: boolean;
  stage: string;
  error?: string;
}

/** The `p` quantile (0–1) of `xs`; NaN when `xs` is empty (nothing was measured). */
export const pct = (xs: number[], p: number): number =>
  xs.length === 0 ? Number.NaN : xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
/** Milliseconds with two decimals. */
export const ms2 = (x: number) => `${x.toFixed(2)} ms`;

/**
 * Builds, serves and runs harness `tests/web/<name>`; answers its figures.
 * @param resolve extra Vite `resolve` options of the build (aliases the app build has too)
 * @param plugins Vite plugins of the build (React and the Lingui macro for a harness that renders screens)
 */
export async function runHarness<F extends HarnessState>(
  name: string,
  port: number,
  what: string,
  resolve?: UserConfig['resolve'],
  plugins?: UserConfig['plugins'],
): Promise<F> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `pauta-${name}-`));
  const root = path.resolve('tests/web', name);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    ...(resolve ? { resolve } : {}),
    ...(plugins ? { plugins } : {}),
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
  });
  const server = await preview({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true },
  });
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  try {
    const page = await browser.newPage();
    const logs: string[] = [];
    page.on('pageerror', (e) => logs.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') logs.push(m.text());
    });
    await page.goto(`http://localhost:${port}/`);
    await page.waitForFunction(
      () => (window as unknown as { pautaBench?: { done: boolean } }).pautaBench?.done === true,
      undefined,
      { timeout: 600_000 },
    );
    const f = await page.evaluate(() => (window as unknown as { pautaBench: unknown }).pautaBench as F);
    if (f.error) throw new Error(`${what} (Chromium), ${f.stage}: ${f.error}\n${logs.join('\n')}`);
    return f;
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
