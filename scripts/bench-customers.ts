/**
 * `npm run bench` (customers part, issue 19 "Customer list with 20,000 customers in the mirror: filtered search p95
 * (target one frame, 16 ms)"): the customers screen over 20,000 customers in the account's IndexedDB mirror, in real
 * Chromium, on its harness page (tests/web/bench-customers/, built here with Vite in production mode — React and
 * the Lingui macro, no catalogs — into a temporary folder; the app build never includes it):
 * - first render: the mirror read, the search index and the first page of rows painted, ms;
 * - each keystroke of typed searches: handled (from the input event to the new rows in the DOM, before paint) and
 *   to the list painted, p50/p95, against an idle frame's wait (the floor of "painted") and the search alone
 *   (`filterCustomers`, no React) in the same run.
 * Run on its own: `node --import tsx scripts/bench-customers.ts`.
 */
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import type { CustomerBenchFigures } from '../tests/web/bench-customers/figures.ts';
import { ms2, pct, runHarness } from './bench-harness.ts';

export async function benchCustomers(): Promise<void> {
  const f = await runHarness<CustomerBenchFigures>('bench-customers', 4334, 'customers benchmark', undefined, [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  ]);
  const n = f.customers.toLocaleString('en');
  console.log(
    `customers (${n} in the mirror, Chromium): written in ${f.seedMs.toFixed(0)} ms; first page painted ${f.firstRenderMs.toFixed(0)} ms after render (read + index + paint)`,
  );
  console.log(
    `customer search over ${n} (${f.keystrokes.length} keystrokes): handled (search + render + DOM) p50 ${ms2(pct(f.handled, 0.5))}, p95 ${ms2(pct(f.handled, 0.95))} (target: within one frame, 16 ms); ` +
      `to the list painted p50 ${ms2(pct(f.keystrokes, 0.5))}, p95 ${ms2(pct(f.keystrokes, 0.95))}, against an idle frame p50 ${ms2(pct(f.idleFrames, 0.5))}, p95 ${ms2(pct(f.idleFrames, 0.95))}; the search alone p95 ${ms2(pct(f.filterOnly, 0.95))}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCustomers();
