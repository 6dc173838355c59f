import { describe, expect, it } from 'vitest';
import { discountOf, multiplyPrice, priceLine, quoteProposal, type ProposalLineInput } from './proposal-pricing.ts';

const line = (over: Partial<ProposalLineInput> = {}): ProposalLineInput => ({
  segment_id: null,
  start_date: '2027-03-01',
  end_date: '2027-03-10',
  price: 100,
  print_price: 0,
  quantity: 1,
  ...over,
});

describe('proposal pricing (issue 16; docs/sales-pipeline.md)', () => {
  it('prices a line: price per day × inclusive days × quantity + print price × quantity', () => {
    expect(priceLine(line())).toEqual({ price_per_day: 100, days: 10, total: 1000 });
    expect(priceLine(line({ quantity: 2, print_price: 250.5 }))).toEqual({ price_per_day: 100, days: 10, total: 2501 });
    expect(priceLine(line({ start_date: '2027-03-05', end_date: '2027-03-05' })).days).toBe(1);
  });

  it("a segment's price replaces its lines' own", () => {
    const q = quoteProposal(
      [line({ segment_id: 1 }), line({ segment_id: 1, price: 300 }), line({ segment_id: 2, price: 50 }), line()],
      [
        { id: 1, price: 80 },
        { id: 2, price: null },
      ],
    );
    expect(q.lines.map((l) => l.price_per_day)).toEqual([80, 80, 50, 100]);
    expect(q.segments).toEqual({ 1: 1600, 2: 500, 0: 1000 });
    expect(q.subtotal).toBe(3100);
    expect(q.total).toBe(3100);
  });

  it('applies discounts one after the other, to the cent, never below zero', () => {
    expect(discountOf(1000, [10])).toBe(100);
    expect(discountOf(1000, [10, 10])).toBe(190);
    expect(discountOf(333.33, [7.5])).toBe(25);
    expect(discountOf(100, [150])).toBe(100);
    const q = quoteProposal([line({ price: 33.33 })], [], [15]);
    expect([q.subtotal, q.discount, q.total]).toEqual([333.3, 50, 283.3]);
  });

  it('multiplies prices to the cent and keeps sums exact over many lines', () => {
    expect(multiplyPrice(99.99, 1.1)).toBe(109.99);
    expect(multiplyPrice(0.05, 0.5)).toBe(0.03);
    const lines = Array.from({ length: 500 }, (_, i) => line({ price: 0.1 + i * 0.01, quantity: 1 + (i % 3) }));
    const q = quoteProposal(lines, []);
    const cents = q.lines.reduce((sum, l) => sum + Math.round(l.total * 100), 0);
    expect(Math.round(q.subtotal * 100)).toBe(cents);
  });
});
