/**
 * Proposal edits through the real engine (fake transport, fake-indexeddb; issue 16): each edit changes the mirrored
 * proposal at once and reprices it with the shared rules — the row's totals, lines and segment subtotals are what
 * `quoteProposal` says, which the server answers too (server/tests/proposals.test.ts) — and queues in order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Proposal } from '#src/api/contract/sales.ts';
import { quoteProposal } from '#src/domain/proposal-pricing.ts';
import type { SyncEngine } from '#src/sync/index.ts';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { fakeClock, nextAccountId, testEngine } from '#src/sync/testing/fixtures.ts';
import { salesMutations } from '../mutations.ts';
import * as m from './proposals.ts';
import { makeLine } from '../testing/fixtures.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

const line = (i: number) =>
  makeLine(
    i,
    {
      segment_id: i <= 10 ? 1 : 2,
      start_date: i <= 10 ? '2027-03-01' : '2027-03-16',
      end_date: i <= 10 ? '2027-03-15' : '2027-03-31',
      price: 100 + i * 7.77,
      print_price: i % 4 ? 0 : 150,
      quantity: 1 + (i % 2),
    },
    { country_id: 1 },
  );

const twenty = (): Proposal =>
  m.reprice({
    id: 9,
    name: 'Temporada',
    client_id: 5,
    client_name: 'Cliente',
    seller_id: 2,
    seller_name: 'Vendedor',
    package_id: null,
    status: 'draft',
    notes: '',
    start_date: '2027-03-01',
    end_date: '2027-03-31',
    checked_at: null,
    currency: 'MXN',
    discounts: [5],
    subtotal: 0,
    discount: 0,
    total: 0,
    segments: [
      {
        id: 1,
        name: 'Primera quincena',
        start_date: '2027-03-01',
        end_date: '2027-03-15',
        price: null,
        position: 0,
        subtotal: 0,
      },
      {
        id: 2,
        name: 'Segunda quincena',
        start_date: '2027-03-16',
        end_date: '2027-03-31',
        price: null,
        position: 1,
        subtotal: 0,
      },
    ],
    units: Array.from({ length: 20 }, (_, i) => line(i + 1)),
    files: [],
    created_at: '2026-11-25T09:00:00Z',
    updated_at: '2026-11-25T09:00:00Z',
  });

/** The row's figures equal the shared rules applied to its own lines. */
function expectPriced(p: Proposal) {
  const q = quoteProposal(p.units, p.segments, p.discounts);
  expect([p.subtotal, p.discount, p.total]).toEqual([q.subtotal, q.discount, q.total]);
  expect(p.units.map((l) => l.total)).toEqual(q.lines.map((l) => l.total));
  expect(p.segments.map((s) => s.subtotal)).toEqual(p.segments.map((s) => q.segments[s.id] ?? 0));
}

describe('proposal mutations', () => {
  it('reprices at once offline: segment price, dates, multiply, line, move, remove; queued in order', async () => {
    const { engine } = testEngine({
      accountId: nextAccountId(),
      api: createFakeApi(),
      clock: fakeClock(),
      mutations: salesMutations,
      environment: { window: null, document: null, serviceWorker: null, onLine: () => false, backgroundSync: false },
    });
    engines.push(engine);
    await engine.db.proposals.put(twenty());
    const before = (await engine.db.proposals.get(9))!;
    const args = { proposalId: 9, name: 'Temporada' };
    await engine.enqueue(m.updateSegmentPrices, { ...args, segmentId: 2, price: 432.1 });
    let p = (await engine.db.proposals.get(9))!;
    expect(p.units.filter((l) => l.segment_id === 2).every((l) => l.price_per_day === 432.1)).toBe(true);
    expect(p.total).not.toBe(before.total);
    expectPriced(p);
    await engine.enqueue(m.updateSegmentDates, {
      ...args,
      segmentId: 1,
      start_date: '2027-03-02',
      end_date: '2027-03-12',
    });
    await engine.enqueue(m.multiplyProposalPrices, { ...args, factor: 1.1 });
    await engine.enqueue(m.updateProposalLine, { ...args, unitId: 101, lineId: 1, price: 99.99, quantity: 3 });
    await engine.enqueue(m.addUnitToSegment, { ...args, unitId: 103, segmentId: 2 });
    await engine.enqueue(m.removeProposalUnit, { ...args, unitId: 120 });
    p = (await engine.db.proposals.get(9))!;
    expect(p.units).toHaveLength(19);
    expect(p.units.find((l) => l.id === 1)).toMatchObject({
      price: 99.99,
      quantity: 3,
      start_date: '2027-03-02',
      days: 11,
    });
    expect(p.units.find((l) => l.unit_id === 103)).toMatchObject({
      segment_id: 2,
      price_per_day: 432.1,
      start_date: '2027-03-16',
    });
    expectPriced(p);
    const queued = await engine.db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => e.name)).toEqual([
      'proposals.segmentPrices',
      'proposals.segmentDates',
      'proposals.multiplyPrices',
      'proposals.updateLine',
      'proposals.addToSegment',
      'proposals.removeUnit',
    ]);
  });
});
