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
import type { ContractBenchFigures } from '../tests/web/bench-contracts/figures.ts';
import { ms2, pct, runHarness } from './bench-harness.ts';

export async function benchContractsWeb(): Promise<void> {
  const f = await runHarness<ContractBenchFigures>('bench-contracts', 4329, 'contract benchmark');
  console.log(
    `contract of ${f.units} units in Chromium: open from the mirror (IndexedDB) p50 ${ms2(pct(f.reads, 0.5))}, p95 ${ms2(pct(f.reads, 0.95))}; ` +
      `recalculation after a spots change through its mutation (reprice + IndexedDB write) p50 ${ms2(pct(f.changes, 0.5))}, p95 ${ms2(pct(f.changes, 0.95))}; ` +
      `reprice alone p50 ${ms2(pct(f.reprices, 0.5))}, p95 ${ms2(pct(f.reprices, 0.95))}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchContractsWeb();
