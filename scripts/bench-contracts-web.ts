/**
 * `npm run bench` (contracts part in Chromium, issue 17 "Benchmark"): a contract of 1,000 units on the seller's
 * device, on its harness page (tests/web/bench-contracts/, built here with Vite in production mode into a temporary
 * folder; the app build never includes it):
 * - open from the mirror: the 1,000-unit row read from the account's IndexedDB by contract id, p50/p95 of 50, ms;
 * - recalculation after a spots change: the `contracts.updateContractUnitSpots` mutation (reprice of 1,000 lines by
 *   the shared rules + IndexedDB write of the row and the outbox entry), p50/p95 of 30, ms; the reprice alone too.
 * The server side (the technical sheet .xlsx of 1,000 units) is scripts/bench-contract-sheet.ts. Run on its own:
 * `node --import tsx scripts/bench-contracts-web.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';
import type { ContractBenchFigures } from '../tests/web/bench-contracts/figures.ts';

const port = 4329;
const pct = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms2 = (x: number) => `${x.toFixed(2)} ms`;

export async function benchContractsWeb(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-contracts-'));
  const root = path.resolve('tests/web/bench-contracts');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
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
    const f = await page.evaluate(() => (window as unknown as { pautaBench: ContractBenchFigures }).pautaBench);
    if (f.error) throw new Error(`contract benchmark (Chromium), ${f.stage}: ${f.error}\n${logs.join('\n')}`);
    console.log(
      `contract of ${f.units} units in Chromium: open from the mirror (IndexedDB) p50 ${ms2(pct(f.reads, 0.5))}, p95 ${ms2(pct(f.reads, 0.95))}; ` +
        `recalculation after a spots change through its mutation (reprice + IndexedDB write) p50 ${ms2(pct(f.changes, 0.5))}, p95 ${ms2(pct(f.changes, 0.95))}; ` +
        `reprice alone p50 ${ms2(pct(f.reprices, 0.5))}, p95 ${ms2(pct(f.reprices, 0.95))}`,
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchContractsWeb();
