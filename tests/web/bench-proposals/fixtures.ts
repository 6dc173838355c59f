/**
 * The 500-unit proposal both proposal benchmarks use (scripts/bench-proposals.ts in Node, harness.ts in Chromium):
 * lines in two segments with varied prices, print prices and faces, priced by the shared rules, and the PDF's
 * texts. Money in pesos, dates YYYY-MM-DD.
 */
import type { Proposal, ProposalLine } from '#src/api/contract/sales.ts';
import { quoteProposal } from '#src/domain/proposal-pricing.ts';
import type { PdfTexts } from '#src/features/sales/model/photographic-pdf.ts';

/** Line `i` (1-based) of the benchmark proposal. */
export function line(i: number): ProposalLine {
  return {
    id: i,
    unit_id: i,
    segment_id: i % 2 ? 1 : 2,
    start_date: '2027-03-01',
    end_date: i % 2 ? '2027-03-15' : '2027-03-31',
    price: 100 + (i % 37) * 3.33,
    print_price: i % 5 ? 0 : 250,
    quantity: 1 + (i % 3),
    price_per_day: 0,
    days: 0,
    total: 0,
    unit: {
      title: `Unidad ${i}`,
      sku: `MX-${i}`,
      address: `Av. Reforma ${i}, Col. Juárez`,
      lat: 19.4 + i / 10_000,
      lng: -99.1 - i / 10_000,
      country_id: 1,
      state: 'Ciudad de México',
      city: 'Cuauhtémoc',
      circuit: null,
      media_type: { id: 1, name: 'Vallas' },
      unit_type: 'Valla 12x4',
      provider: { id: 1, name: 'Medios del Valle' },
      list_price: 100,
      spots: 1,
      photo_url: `/api/files/get/${i}`,
    },
  };
}

/** A proposal of `n` lines in two segments, priced. */
export function proposalOf(n: number): Proposal {
  const segments = [
    { id: 1, name: 'A', start_date: null, end_date: null, price: null, position: 0, subtotal: 0 },
    { id: 2, name: 'B', start_date: null, end_date: null, price: null, position: 1, subtotal: 0 },
  ];
  const q = quoteProposal(
    Array.from({ length: n }, (_, i) => line(i + 1)),
    segments,
  );
  return {
    id: 1,
    name: 'Propuesta de 500 unidades',
    client_id: 5,
    client_name: 'Cliente Demo',
    seller_id: 2,
    seller_name: 'Vendedor Demo',
    package_id: null,
    status: 'draft',
    notes: '',
    start_date: '2027-03-01',
    end_date: '2027-03-31',
    checked_at: null,
    currency: 'MXN',
    discounts: [],
    subtotal: q.subtotal,
    discount: q.discount,
    total: q.total,
    segments,
    units: q.lines,
    files: [],
    created_at: '2026-11-25T09:00:00Z',
    updated_at: '2026-11-25T09:00:00Z',
  };
}

/** The PDF's texts (Spanish, as a seller in Mexico prints it). */
export const texts: PdfTexts = {
  title: 'Propuesta fotográfica',
  client: 'Cliente',
  seller: 'Vendedor',
  dates: 'Fechas',
  units: 'Unidades',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  total: 'Total',
  address: 'Dirección',
  position: 'Posición',
  openInMaps: 'Abrir en mapas',
  mediaType: 'Tipo de medio',
  size: 'Medida',
  days: 'días',
  pricePerDay: 'Precio por día',
  lineTotal: 'Total de la línea',
  noPhoto: 'Sin foto en este dispositivo',
  page: (n, of) => `Página ${n} de ${of}`,
};
