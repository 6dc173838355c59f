/**
 * `npm run bench` (availability grid part, issue 18): the availability screen's units × days grid with 5,000 units
 * × 90 days in real Chromium, on its harness page (tests/web/bench-availability-grid/, built here with Vite in
 * production mode — React and the Lingui macro, no catalogs: the figures do not depend on the words — into a
 * temporary folder; the app build never includes it). The server is a stand-in answering the grid's pages of 500
 * through the contract's own JSON + schema check (network and SQL left out; the server's cost is in
 * docs/dashboards-availability.md):
 * - first render: from asking React to render to the first row's day cells painted, ms, and the grid's DOM size;
 * - scrolling: the interval between animation frames over 300 frames of scrolling (down, then down and sideways
 *   from row 2,500), p50/p95/max, and each scroll step handled synchronously (event → render → layout), p50/p95;
 * - a jump to row 4,990 until painted (its page read and drawn), ms.
 * Run on its own: `node --import tsx scripts/bench-availability-grid.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';
import { ms2, pct } from './bench-harness.ts';
import type { GridBenchFigures } from '../tests/web/bench-availability-grid/figures.ts';

const port = 4333;

export async function benchAvailabilityGrid(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-availability-grid-'));
  const root = path.resolve('tests/web/bench-availability-grid');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
  });
  const server = await preview({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true },
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const logs: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logs.push(m.text());
    });
    page.on('pageerror', (e) => logs.push(e.message));
    await page.goto(`http://localhost:${port}/`);
    await page.waitForFunction(
      () => (window as unknown as { pautaBench?: { done: boolean } }).pautaBench?.done === true,
      undefined,
      { timeout: 300_000 },
    );
    const f = await page.evaluate(() => (window as unknown as { pautaBench: GridBenchFigures }).pautaBench);
    if (f.error) throw new Error(`availability grid benchmark, ${f.stage}: ${f.error}\n${logs.join('\n')}`);
    const max = Math.max(...f.frames);
    console.log(
      `availability grid of ${f.units.toLocaleString('en')} units × ${f.days} days in Chromium: first render ${ms2(f.firstRenderMs)} ` +
        `(${f.gridElements} elements in the grid, ${f.gridElementsAfter} after scrolling)`,
    );
    console.log(
      `availability grid scrolling: frame interval p50 ${ms2(pct(f.frames, 0.5))}, p95 ${ms2(pct(f.frames, 0.95))}, max ${ms2(max)} ` +
        `(${f.frames.length} frames); a scroll step handled (event → render → layout) p50 ${ms2(pct(f.steps, 0.5))}, p95 ${ms2(pct(f.steps, 0.95))}; ` +
        `jump to row 4,990 painted in ${ms2(f.jumpMs)}`,
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAvailabilityGrid();
