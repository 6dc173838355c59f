/**
 * Harness page of scripts/bench-contracts-web.ts (issue 17 "Benchmark: a contract with 1,000 units: open, and
 * recalculate after a spots change (p95)"), built on its own by that script and never part of the app: the seller's
 * device in real Chromium.
 * - a contract of 1,000 units written into a fresh account database (the `contracts` mirror), then read back 50
 *   times by its id as the contract page opens it;
 * - 30 spots changes through the `contracts.updateContractUnitSpots` mutation with sends paused: each reprices the
 *   1,000 lines and the total by the shared rules (centavos) and writes the row and its outbox entry in one IndexedDB
 *   transaction — what follows the 300 ms pause on the screen;
 * - the reprice alone, 30 times.
 * The figures end up in `window.pautaBench` (`done: true` once all are in).
 */
import type { Contract } from '#src/api/contract/contracts.ts';
import { quoteContract, repriceContract } from '#src/domain/contract-rules.ts';
import { contractMutations, contracts } from '#src/features/contracts/mutations.ts';
import { createSyncEngine, deleteAccountDb } from '#src/sync/index.ts';
import type { ContractBenchFigures } from './figures.ts';

const UNITS = 1000;
const ACCOUNT = 'bench-contracts';
const figures: ContractBenchFigures = {
  units: UNITS,
  reads: [],
  changes: [],
  reprices: [],
  done: false,
  stage: 'seed',
};
(window as unknown as { pautaBench: ContractBenchFigures }).pautaBench = figures;

function contractOf(n: number): Contract {
  const lines = Array.from({ length: n }, (_, i) => ({
    unit_id: i + 1,
    title: `Pantalla ${i + 1}`,
    sku: `MX-${String(i + 1).padStart(5, '0')}`,
    media_type: 'Pantalla digital',
    city: 'Ciudad de México',
    start_date: '2027-03-01',
    end_date: `2027-03-${String(10 + (i % 19)).padStart(2, '0')}`,
    price: 150 + (i % 7) * 12.35,
    print_price: i % 3 === 0 ? 80.1 : 0,
    spots: 1 + (i % 4),
  }));
  const quote = quoteContract(lines);
  const now = new Date().toISOString();
  return {
    id: 9001,
    campaign_id: 9001,
    name: 'Cobertura nacional',
    status: 'approved',
    client_id: 5,
    client_name: 'Cliente Demo',
    owner_id: 8,
    owner_name: 'Vendedor Demo',
    reference: 'OC-2027-001',
    units_type: 'digital',
    reason: '',
    renewed_from_id: null,
    start_date: '2027-03-01',
    end_date: '2027-03-28',
    total: quote.total + 4500,
    currency: 'MXN',
    units: quote.lines.map(({ total_minor: _m, ...l }) => l),
    comments: 0,
    orders: 0,
    approved_at: now,
    billed_at: null,
    cancelled_at: null,
    created_at: now,
    updated_at: now,
  };
}

async function main(): Promise<void> {
  await deleteAccountDb(ACCOUNT);
  const engine = createSyncEngine({
    accountId: ACCOUNT,
    permissions: ['browse_contracts', 'contracts.*'],
    mutations: contractMutations,
    locks: null,
    transport: { call: () => Promise.reject(new Error('the benchmark has no server')) },
    environment: { window: null, document: null, serviceWorker: null, onLine: () => true, backgroundSync: false },
  });
  engine.pause();
  const c = contractOf(UNITS);
  await engine.db.contracts.put(c);

  figures.stage = 'read';
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    const row = await engine.db.contracts.where('id').equals(c.id).first();
    if (row?.units.length !== UNITS) throw new Error('the mirrored contract lost units');
    figures.reads.push(performance.now() - t);
  }

  figures.stage = 'spots';
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await engine.enqueue(contracts.updateContractUnitSpots, {
      contractId: c.id,
      campaignId: c.campaign_id,
      name: c.name,
      unitId: 1 + ((i * 37) % UNITS),
      unitTitle: 'Pantalla',
      spots: 1 + (i % 5),
    });
    figures.changes.push(performance.now() - t);
  }

  figures.stage = 'reprice';
  const row = (await engine.db.contracts.get(c.campaign_id))!;
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    repriceContract(
      row,
      row.units.map((u, k) => (k === i ? { ...u, spots: u.spots + 1 } : u)),
    );
    figures.reprices.push(performance.now() - t);
  }
  figures.done = true;
}

main().catch((error: unknown) => {
  figures.error = error instanceof Error ? error.message : String(error);
  figures.done = true;
});
