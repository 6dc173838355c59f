/**
 * `npm run bench` (sales part in Chromium, issue 16 "Benchmark"): a proposal of 500 units on the seller's device, on
 * its harness page (tests/web/bench-proposals/, built here with the app's Vite plugins in production mode into a
 * temporary folder; the app build never includes it):
 * - open from the mirror: the 500-line row read from the account's IndexedDB, p50/p95 of 50 reads, ms;
 * - a segment price change through its named mutation (reprice of 500 lines + IndexedDB write of the row and the
 *   outbox entry), p50/p95 of 30 changes, ms;
 * - the photographic PDF of 100 units with 100 different 1,600 px JPEG photos through the device's own path
 *   (decode, resample, re-encode, jsPDF): time, PDF size, JS heap before and at its peak (`performance.memory`,
 *   precise with --enable-precise-memory-info).
 * The Node figures of the same work are in scripts/bench-proposals.ts. Run on its own:
 * `node --import tsx scripts/bench-proposals-web.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';
import type { ProposalBenchFigures } from '../tests/web/bench-proposals/figures.ts';

const port = 4328;
const pct = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms2 = (x: number) => `${x.toFixed(2)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export async function benchProposalsWeb(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-proposals-'));
  const root = path.resolve('tests/web/bench-proposals');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    // as the app build: jsPDF's HTML and SVG plugins are never loaded (vite.config.ts)
    resolve: {
      alias: [{ find: /^(html2canvas|canvg)$/, replacement: path.resolve('src/lib/jspdf-unused-plugins.ts') }],
    },
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
    const f = await page.evaluate(() => (window as unknown as { pautaBench: ProposalBenchFigures }).pautaBench);
    if (f.error) throw new Error(`proposal benchmark (Chromium), ${f.stage}: ${f.error}\n${logs.join('\n')}`);
    console.log(
      `proposal of ${f.lines} units in Chromium: open from the mirror (IndexedDB) p50 ${ms2(pct(f.reads, 0.5))}, p95 ${ms2(pct(f.reads, 0.95))}; ` +
        `segment price change through its mutation (reprice + IndexedDB write) p50 ${ms2(pct(f.changes, 0.5))}, p95 ${ms2(pct(f.changes, 0.95))}`,
    );
    console.log(
      `photographic PDF of ${f.pdf.units} units in Chromium (${f.pdf.units} different photos, ${mib(f.pdf.photoBytes)} of JPEG, decoded, resampled and re-encoded on the device): ` +
        `${(f.pdf.ms / 1000).toFixed(1)} s, ${mib(f.pdf.bytes)}, ${f.pdf.pages} pages; JS heap ${f.pdf.heapBaseMiB.toFixed(0)} MiB before, peak ${f.pdf.heapPeakMiB.toFixed(0)} MiB`,
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchProposalsWeb();
