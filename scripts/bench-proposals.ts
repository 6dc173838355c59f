/**
 * `npm run bench` (sales part, issue 16): a proposal of 500 units.
 * - open from the mirror: one Dexie `get` of the 500-line row from IndexedDB (fake-indexeddb in Node: the
 *   structured-clone cost, not the browser's disk), p50/p95 over 50 reads, ms;
 * - reprice after a segment price change: the shared `quoteProposal` over 500 lines in two segments, p50/p95 over
 *   200 changes, ms (what the device runs for each optimistic change, src/domain/proposal-pricing.ts);
 * - the photographic PDF of 100 units built with jsPDF from 1,600 × 1,200 JPEG photos at quality 0.98 (spec §9):
 *   time and peak JS heap (sampled every 5 ms), in Node.
 * Run on its own: `node --import tsx scripts/bench-proposals.ts`.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import sharp from 'sharp';
import type { Proposal } from '#src/api/contract/sales.ts';
import { quoteProposal } from '#src/domain/proposal-pricing.ts';
import { buildPhotographicPdf, PDF_DEFAULTS } from '#src/features/sales/model/photographic-pdf.ts';
import { proposalOf, texts } from '../tests/web/bench-proposals/fixtures.ts';

const pct = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;

export async function benchProposals(): Promise<void> {
  const p = proposalOf(500);
  const db = new Dexie('bench-proposals', { indexedDB, IDBKeyRange });
  db.version(1).stores({ proposals: 'id' });
  await db.table('proposals').put(p);
  const reads: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    const row = (await db.table('proposals').get(1)) as Proposal;
    if (row.units.length !== 500) throw new Error('bench: the mirrored proposal lost lines');
    reads.push(performance.now() - t);
  }
  db.close();

  const reprices: number[] = [];
  for (let i = 0; i < 200; i++) {
    const segments = p.segments.map((s) => (s.id === 2 ? { ...s, price: 400 + i * 0.37 } : s));
    const t = performance.now();
    quoteProposal(p.units, segments, p.discounts);
    reprices.push(performance.now() - t);
  }

  // 100 different photos (jsPDF embeds identical bytes once), 1,600 px wide like the device makes them
  const width = PDF_DEFAULTS.contentWidthPx * PDF_DEFAULTS.quality;
  const height = (width * 3) / 4;
  const photos = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      sharp({
        create: {
          width,
          height,
          channels: 3 as const,
          background: '#000',
          noise: { type: 'gaussian' as const, mean: 60 + i, sigma: 12 },
        },
      })
        .jpeg({ quality: Math.round(PDF_DEFAULTS.jpegQuality * 100) })
        .toBuffer(),
    ),
  );
  const photoBytes = photos.reduce((n, b) => n + b.length, 0);
  const hundred = { ...p, units: p.units.slice(0, 100) };
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const t = performance.now();
  const pdf = await buildPhotographicPdf({
    proposal: hundred,
    photoOf: async (l) => ({ bytes: new Uint8Array(photos[(l.id - 1) % 100]!), format: 'JPEG', width, height }),
    texts,
    money: (v) => `MXN ${v.toFixed(2)}`,
    date: (d) => d,
  });
  const pdfMs = performance.now() - t;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);

  console.log(
    `proposal of 500 units, open from the mirror (fake-indexeddb): p50 ${ms(pct(reads, 0.5))}, p95 ${ms(pct(reads, 0.95))}`,
  );
  console.log(
    `reprice after a segment price change (500 lines): p50 ${ms(pct(reprices, 0.5))}, p95 ${ms(pct(reprices, 0.95))}`,
  );
  console.log(
    `photographic PDF of 100 units (100 different ${width} px JPEG photos, ${(photoBytes / 1024 / 1024).toFixed(1)} MiB): ${pdfMs.toFixed(0)} ms, ` +
      `${(pdf.size / 1024 / 1024).toFixed(1)} MiB, peak JS heap +${((peak - base) / 1024 / 1024).toFixed(0)} MiB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchProposals();
