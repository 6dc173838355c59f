/**
 * `npm run bench` (unit selection part): the campaign editor's unit
 * selection (map + list) with 5,000 units in real Chromium, on its harness
 * page (tests/web/bench-selection/, built here with the app's Vite plugins in
 * production mode into a temporary folder; the app build never includes it):
 * - reading the 5,000 units from the account's IndexedDB mirror;
 * - time to first render, from asking React to render: the list painted with
 *   rows, and the map drawn with its 5,000 clustered points on the offline
 *   basemap;
 * - applying a filter (40 changes, media type and minimum price per day in
 *   turn): change to list painted, and change to map redrawn, p50/p95;
 * - cart recalculation with 200 units: the repricing alone, and a spots change
 *   through its outbox mutation (optimistic reprice + IndexedDB write), p50/p95.
 * Run on its own: `node --import tsx scripts/bench-selection.ts` (`BENCH_VERBOSE=1`:
 * every filter change's times too; `BENCH_PROFILE=1`: where the filters' time goes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';
import { run } from './run.ts';
import type { BenchFigures } from '../tests/web/bench-selection/figures.ts';
import { record } from './bench-figures.ts';
import { printProfile, type CpuProfile } from './bench-sync-page.ts';

const port = 4327;
const pct = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const ms2 = (x: number) => `${x.toFixed(2)} ms`;

export async function benchSelection(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  // production builds keep only message ids: the harness loads the compiled English catalog
  if ((await run('npm', ['run', '-s', 'i18n:compile'])) !== 0) throw new Error('i18n:compile failed');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-selection-'));
  const root = path.resolve('tests/web/bench-selection');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 4096,
      minify: !process.env.BENCH_PROFILE,
    },
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
      if (m.type() === 'error' || m.type() === 'warning') logs.push(m.text());
    });
    page.on('pageerror', (e) => logs.push(e.message));
    const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    await page.goto(`http://localhost:${port}/`);
    if (cdp) {
      // where the filters' time goes (BENCH_PROFILE=1): from the map's first draw to the last filter
      await page.waitForFunction(() =>
        (window as unknown as { pautaBench: BenchFigures }).pautaBench.stage.startsWith('filter'),
      );
      await cdp.send('Profiler.start');
      await page.waitForFunction(
        () => (window as unknown as { pautaBench: BenchFigures }).pautaBench.stage === 'floors',
      );
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      fs.writeFileSync('.tmp/selection.cpuprofile', JSON.stringify(profile));
      printProfile(profile);
    }
    await page.waitForFunction(
      () => (window as unknown as { pautaBench?: { done: boolean } }).pautaBench?.done === true,
      undefined,
      { timeout: 300_000 },
    );
    const f = await page.evaluate(() => (window as unknown as { pautaBench: BenchFigures }).pautaBench);
    if (f.error) throw new Error(`unit selection benchmark, ${f.stage}: ${f.error}\n${logs.join('\n')}`);
    console.log(
      `unit selection with ${f.units.toLocaleString('en')} units: read from the mirror (IndexedDB) in ${ms(f.readMs)}`,
    );
    console.log(`unit selection first render: list painted in ${ms(f.listMs)}`);
    if (process.env.BENCH_VERBOSE) {
      console.log(`  each filter change, list painted (ms): ${f.filters.list.map((x) => x.toFixed(0)).join(' ')}`);
      console.log(`  each filter change, map redrawn (ms): ${f.filters.map.map((x) => x.toFixed(0)).join(' ')}`);
    }
    // no ratio bound is named for the unit selection (issue 21): the ratios are printed for tracking
    record({
      id: 'selection.mapFirst',
      label: `unit selection first render, map with ${f.units.toLocaleString('en')} clustered points drawn (offline basemap)`,
      value: f.mapMs,
      unit: 'ms',
      better: 'lower',
      target: 500,
      floor: {
        value: f.floors.mapFirstMs,
        what: 'a bare maplibre map with the same basemap and points, to its first idle',
      },
    });
    record({
      id: 'selection.mapFilter.p95',
      label: `unit selection, apply a filter, map redrawn, p95 of ${f.filters.map.length} (p50 ${ms(pct(f.filters.map, 0.5))})`,
      value: pct(f.filters.map, 0.95),
      unit: 'ms',
      better: 'lower',
      target: 100,
      floor: { value: pct(f.floors.map, 0.95), what: "p95 of the bare map's setData to idle with the same points" },
    });
    record({
      id: 'selection.listFilter.p95',
      label: `unit selection, apply a filter, list painted, p95 of ${f.filters.list.length} (p50 ${ms(pct(f.filters.list, 0.5))})`,
      value: pct(f.filters.list, 0.95),
      unit: 'ms',
      better: 'lower',
      target: 16,
      floor: {
        value: pct(f.floors.list, 0.95),
        what: 'p95 of a bare in-memory filter of the same units, then one frame',
      },
    });
    console.log(
      `cart recalculation with ${f.cart.units} units: reprice p50 ${ms2(pct(f.cart.reprice, 0.5))}, p95 ${ms2(pct(f.cart.reprice, 0.95))} (${f.cart.reprice.length} runs); a spots change through the outbox (optimistic reprice + IndexedDB write) p50 ${ms2(pct(f.cart.change, 0.5))}, p95 ${ms2(pct(f.cart.change, 0.95))} (${f.cart.change.length} changes)`,
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    if (process.env.BENCH_PROFILE) console.log(`  (the profiled build stays in ${outDir})`);
    else fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSelection();
