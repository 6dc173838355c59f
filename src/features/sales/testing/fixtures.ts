/**
 * Proposal fixtures for the sales tests and benchmarks (never part of the app build): a unit line, a proposal
 * priced by the shared rules (src/domain/proposal-pricing.ts), and the photographic PDF's texts. Money in pesos,
 * dates YYYY-MM-DD.
 */
import type { Proposal, ProposalLine } from '#src/api/contract/sales.ts';
import type { PdfTexts } from '../model/photographic-pdf.ts';
import { reprice } from '../mutations/proposals.ts';

type LineUnit = ProposalLine['unit'];

/**
 * Line `i` (id `i`, unit `100 + i`): 100 pesos per day from 2027-03-01 to 2027-03-10, one face, no print price, in
 * segment 1, a billboard in Mexico City without a photo; `patch` and `unit` change any of it. Not priced: a proposal
 * made with {@link makeProposal} prices its lines.
 */
export function makeLine(i: number, patch: Partial<ProposalLine> = {}, unit: Partial<LineUnit> = {}): ProposalLine {
  return {
    id: i,
    unit_id: 100 + i,
    segment_id: 1,
    start_date: '2027-03-01',
    end_date: '2027-03-10',
    price: 100,
    print_price: 0,
    quantity: 1,
    price_per_day: 0,
    days: 0,
    total: 0,
    ...patch,
    unit: {
      title: `Unidad ${i}`,
      sku: `MX-${i}`,
      address: 'Av. Reforma',
      lat: 19.4,
      lng: -99.1,
      country_id: 10,
      state: 'CDMX',
      city: 'Cuauhtémoc',
      circuit: null,
      media_type: { id: 1, name: 'Vallas' },
      unit_type: null,
      provider: { id: 1, name: 'Medios' },
      list_price: 100,
      spots: 1,
      photo_url: null,
      ...unit,
    },
  };
}

/** A draft proposal for "Cliente Demo" in MXN with `patch` applied, its lines, segments and totals priced. */
export function makeProposal(patch: Partial<Proposal> = {}): Proposal {
  const p: Proposal = {
    id: 1,
    name: 'Propuesta',
    client_id: 5,
    client_name: 'Cliente Demo',
    seller_id: 2,
    seller_name: 'Vendedor',
    package_id: null,
    status: 'draft',
    notes: '',
    start_date: '2027-03-01',
    end_date: '2027-03-10',
    checked_at: null,
    currency: 'MXN',
    discounts: [],
    subtotal: 0,
    discount: 0,
    total: 0,
    segments: [],
    units: [],
    files: [],
    created_at: '2026-11-25T09:00:00Z',
    updated_at: '2026-11-25T09:00:00Z',
    ...patch,
  };
  return reprice(p);
}

/** A segment of a proposal (no dates, no price of its own unless given). */
export function makeSegment(id: number, name: string, patch: Partial<Proposal['segments'][number]> = {}) {
  return { id, name, start_date: null, end_date: null, price: null, position: id - 1, subtotal: 0, ...patch };
}

/** The PDF's texts (Spanish, as a seller in Mexico prints it). */
export const PDF_TEXTS: PdfTexts = {
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
