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
import path from 'node:path';
import type { ProposalBenchFigures } from '../tests/web/bench-proposals/figures.ts';
import { ms2, pct, runHarness } from './bench-harness.ts';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export async function benchProposalsWeb(): Promise<void> {
  const f = await runHarness<ProposalBenchFigures>('bench-proposals', 4328, 'proposal benchmark', {
    // as the app build: jsPDF's HTML and SVG plugins are never loaded (vite.config.ts)
    alias: [{ find: /^(html2canvas|canvg)$/, replacement: path.resolve('src/lib/jspdf-unused-plugins.ts') }],
  });
  console.log(
    `proposal of ${f.lines} units in Chromium: open from the mirror (IndexedDB) p50 ${ms2(pct(f.reads, 0.5))}, p95 ${ms2(pct(f.reads, 0.95))}; ` +
      `segment price change through its mutation (reprice + IndexedDB write) p50 ${ms2(pct(f.changes, 0.5))}, p95 ${ms2(pct(f.changes, 0.95))}`,
  );
  console.log(
    `photographic PDF of ${f.pdf.units} units in Chromium (${f.pdf.units} different photos, ${mib(f.pdf.photoBytes)} of JPEG, decoded, resampled and re-encoded on the device): ` +
      `${(f.pdf.ms / 1000).toFixed(1)} s, ${mib(f.pdf.bytes)}, ${f.pdf.pages} pages; JS heap ${f.pdf.heapBaseMiB.toFixed(0)} MiB before, peak ${f.pdf.heapPeakMiB.toFixed(0)} MiB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchProposalsWeb();
