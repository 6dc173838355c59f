/**
 * The 500-unit proposal both proposal benchmarks use (scripts/bench-proposals.ts in Node, harness.ts in Chromium):
 * lines in two segments with varied prices, print prices and faces, priced by the shared rules
 * (src/features/sales/testing/fixtures.ts), and the PDF's texts. Money in pesos, dates YYYY-MM-DD.
 */
import type { Proposal, ProposalLine } from '#src/api/contract/sales.ts';
import { makeLine, makeProposal, makeSegment, PDF_TEXTS } from '#src/features/sales/testing/fixtures.ts';

export const texts = PDF_TEXTS;

/** Line `i` (1-based) of the benchmark proposal. */
export function line(i: number): ProposalLine {
  return makeLine(
    i,
    {
      unit_id: i,
      segment_id: i % 2 ? 1 : 2,
      end_date: i % 2 ? '2027-03-15' : '2027-03-31',
      price: 100 + (i % 37) * 3.33,
      print_price: i % 5 ? 0 : 250,
      quantity: 1 + (i % 3),
    },
    {
      address: `Av. Reforma ${i}, Col. Juárez`,
      lat: 19.4 + i / 10_000,
      lng: -99.1 - i / 10_000,
      country_id: 1,
      state: 'Ciudad de México',
      unit_type: 'Valla 12x4',
      provider: { id: 1, name: 'Medios del Valle' },
      photo_url: `/api/files/get/${i}`,
    },
  );
}

/** A proposal of `n` lines in two segments, priced. */
export function proposalOf(n: number): Proposal {
  return makeProposal({
    name: `Propuesta de ${n} unidades`,
    seller_name: 'Vendedor Demo',
    end_date: '2027-03-31',
    segments: [makeSegment(1, 'A'), makeSegment(2, 'B')],
    units: Array.from({ length: n }, (_, i) => line(i + 1)),
  });
}
