/**
 * Harness page of scripts/bench-proposals-web.ts (issue 16 "Benchmark"), built on its own by that script and never
 * part of the app: the seller's device in real Chromium.
 * - a proposal of 500 units written into a fresh account database (the `proposals` mirror), then read back 50
 *   times as the editor opens it;
 * - 30 segment price changes through the `proposals.segmentPrices` mutation with sends paused: each reprices the
 *   500 lines by the shared rules and writes the row and its outbox entry in one IndexedDB transaction;
 * - the photographic PDF of 100 units, each with a different 1,600 × 1,200 JPEG photo (quality 0.98), through the
 *   device's own path: `photoForPdf` (decode, resample, re-encode) then `buildPhotographicPdf` (jsPDF); time and
 *   JS heap (`performance.memory`, precise with --enable-precise-memory-info), sampled every 5 ms and around each
 *   photo.
 * The figures end up in `window.pautaBench` (`done: true` once all are in).
 */
import { createSyncEngine, deleteAccountDb } from '#src/sync/index.ts';
import { salesMutations, proposals } from '#src/features/sales/mutations.ts';
import { buildPhotographicPdf, PDF_DEFAULTS } from '#src/features/sales/model/photographic-pdf.ts';
import { photoForPdf } from '#src/features/sales/model/pdf-photos.ts';
import type { ProposalBenchFigures } from './figures.ts';
import { proposalOf, texts } from './fixtures.ts';

const LINES = 500;
const PDF_UNITS = 100;
const ACCOUNT = 'bench-proposals';
const figures: ProposalBenchFigures = {
  lines: LINES,
  reads: [],
  changes: [],
  pdf: { units: PDF_UNITS, photoBytes: 0, ms: 0, bytes: 0, pages: 0, heapBaseMiB: 0, heapPeakMiB: 0 },
  done: false,
  stage: 'seed',
};
(window as unknown as { pautaBench: ProposalBenchFigures }).pautaBench = figures;

const heapMiB = () =>
  ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1024 / 1024;

/** A photo-like JPEG (random blocks: it does not compress away) of `width` × `height`, seeded by `i`. */
async function photo(i: number, width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  let seed = i + 1;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let y = 0; y < height; y += 8)
    for (let x = 0; x < width; x += 8) {
      ctx.fillStyle = `rgb(${Math.floor(next() * 255)},${Math.floor(next() * 255)},${Math.floor(next() * 255)})`;
      ctx.fillRect(x, y, 8, 8);
    }
  return canvas.convertToBlob({ type: 'image/jpeg', quality: PDF_DEFAULTS.jpegQuality });
}

async function main(): Promise<void> {
  await deleteAccountDb(ACCOUNT);
  const engine = createSyncEngine({
    accountId: ACCOUNT,
    permissions: ['campaigns.*'],
    mutations: salesMutations,
    locks: null,
    transport: { call: () => Promise.reject(new Error('the benchmark has no server')) },
    environment: { window: null, document: null, serviceWorker: null, onLine: () => true, backgroundSync: false },
  });
  engine.pause();
  const p = proposalOf(LINES);
  await engine.db.proposals.put(p);

  figures.stage = 'read';
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    const row = await engine.db.proposals.get(p.id);
    if (row?.units.length !== LINES) throw new Error('the mirrored proposal lost lines');
    figures.reads.push(performance.now() - t);
  }

  figures.stage = 'segment price';
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await engine.enqueue(proposals.updateSegmentPrices, {
      proposalId: p.id,
      name: p.name,
      segmentId: 2,
      price: 400 + i * 0.37,
    });
    figures.changes.push(performance.now() - t);
  }

  figures.stage = 'photos';
  const width = PDF_DEFAULTS.contentWidthPx * PDF_DEFAULTS.quality;
  const height = (width * 3) / 4;
  const blobs: Blob[] = [];
  for (let i = 0; i < PDF_UNITS; i++) blobs.push(await photo(i, width, height));
  figures.pdf.photoBytes = blobs.reduce((n, b) => n + b.size, 0);

  figures.stage = 'pdf';
  (window as unknown as { gc?: () => void }).gc?.();
  const base = heapMiB();
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, heapMiB());
  }, 5);
  const hundred = { ...p, units: p.units.slice(0, PDF_UNITS) };
  const t = performance.now();
  const pdf = await buildPhotographicPdf({
    proposal: hundred,
    photoOf: async (l) => {
      peak = Math.max(peak, heapMiB());
      return photoForPdf(blobs[(l.id - 1) % PDF_UNITS]!);
    },
    texts,
    money: (v) => `MXN ${v.toFixed(2)}`,
    date: (d) => d,
    onProgress: (done) => {
      figures.pdf.pages = done;
      peak = Math.max(peak, heapMiB());
    },
  });
  figures.pdf.ms = performance.now() - t;
  clearInterval(sampler);
  figures.pdf.bytes = pdf.size;
  figures.pdf.heapBaseMiB = base;
  figures.pdf.heapPeakMiB = Math.max(peak, heapMiB());
  figures.done = true;
}

main().catch((error: unknown) => {
  figures.error = error instanceof Error ? error.message : String(error);
  figures.done = true;
});
