/**
 * Peak memory of a piece of work, for the server benchmarks (`npm run bench`: CSV import, technical sheet, report
 * exports). RSS is process-wide and the measured work keeps the main thread busy, so a worker thread samples it
 * every 5 ms; the JS heap is sampled on the main thread every 5 ms (between the work's own callbacks) and once at
 * the end. The baseline is taken just before, after a GC when Node runs with `--expose-gc`.
 */
import { Worker } from 'node:worker_threads';

/** What `peakMemory` measured, bytes; `rss` and `heap` are the peaks, `base` the usage before. */
export interface PeakMemory<T> {
  result: T;
  base: NodeJS.MemoryUsage;
  rss: number;
  heap: number;
  /** False when Node was started without `--expose-gc` (the baseline then holds garbage). */
  collected: boolean;
}

/** Runs `work` and reports the peak RSS and JS heap while it ran (module doc). */
export async function peakMemory<T>(work: () => Promise<T>): Promise<PeakMemory<T>> {
  globalThis.gc?.();
  const base = process.memoryUsage();
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const sampler = new Worker(
    `const { workerData: s } = require('node:worker_threads');
    const tick = () => { const mb = Math.ceil(process.memoryUsage.rss() / 1048576); if (mb > Atomics.load(s, 0)) Atomics.store(s, 0, mb); if (!Atomics.load(s, 1)) setTimeout(tick, 5); };
    tick();`,
    { eval: true, workerData: shared },
  );
  let heap = base.heapUsed;
  const heapSampler = setInterval(() => (heap = Math.max(heap, process.memoryUsage().heapUsed)), 5);
  const stop = async () => {
    clearInterval(heapSampler);
    Atomics.store(shared, 1, 1);
    await sampler.terminate();
  };
  let result: T;
  try {
    result = await work();
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  } finally {
    await stop();
  }
  const rss = Math.max(Atomics.load(shared, 0) * 1048576, base.rss);
  return { result, base, rss, heap, collected: globalThis.gc !== undefined };
}
