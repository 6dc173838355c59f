/**
 * The proposal screens on the device (issue 16): the list shows each proposal with its total in its currency; in
 * the editor, offline, a segment price changed reprices the lines and the total at once and waits in the outbox.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Proposal, ProposalLine } from '#src/api/contract/sales.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { salesMutations } from '../mutations.ts';
import { reprice } from '../mutations/proposals.ts';
import { ProposalEditor } from './proposal-editor.tsx';
import { ProposalsPage } from './proposals-page.tsx';

function line(i: number, segment: number): ProposalLine {
  return {
    id: i,
    unit_id: 100 + i,
    segment_id: segment,
    start_date: '2027-03-01',
    end_date: '2027-03-10',
    price: 100,
    print_price: 0,
    quantity: 1,
    price_per_day: 0,
    days: 0,
    total: 0,
    unit: {
      title: `Valla ${i}`,
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
    },
  };
}

const proposal = (id: number, name: string): Proposal =>
  reprice({
    id,
    name,
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
    segments: [
      { id: 1, name: 'Norte', start_date: null, end_date: null, price: null, position: 0, subtotal: 0 },
      { id: 2, name: 'Sur', start_date: null, end_date: null, price: null, position: 1, subtotal: 0 },
    ],
    units: [line(1, 1), line(2, 1), line(3, 2)],
    files: [],
    created_at: '2026-11-25T09:00:00Z',
    updated_at: '2026-11-25T09:00:00Z',
  });

describe('proposal screens', () => {
  it('lists proposals with their totals in their currency', async () => {
    await renderScreen(() => <ProposalsPage />, {
      online: false,
      seed: (db) => db.proposals.bulkPut([proposal(1, 'Lanzamiento'), proposal(2, 'Navidad')]),
      stubs: ['/dashboard/proposals/$id', '/dashboard/proposals/create'],
    });
    const list = await screen.findByRole('list', { name: 'Proposals' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByText('MXN 3.000,00')).toHaveLength(2);
    expect(within(list).getByText('Navidad')).toBeTruthy();
  });

  it('reprices at once offline when a segment price changes, and queues the change', async () => {
    const { engine, user } = await renderScreen(() => <ProposalEditor id={1} />, {
      online: false,
      mutations: salesMutations,
      permissions: ['campaigns.*'],
      seed: (db) => db.proposals.put(proposal(1, 'Lanzamiento')),
      stubs: ['/proposals/$id/photografic', '/proposals/$id/pois', '/dashboard/proposals'],
    });
    await screen.findByRole('heading', { name: 'Lanzamiento' });
    expect(within(screen.getByTestId('proposal-total')).getByText('MXN 3.000,00')).toBeTruthy();
    const price = screen.getByRole('textbox', { name: 'Price per day of segment Sur' });
    await user.type(price, '250{Enter}');
    await waitFor(() => expect(within(screen.getByTestId('proposal-total')).getByText('MXN 4.500,00')).toBeTruthy());
    const sur = screen.getByRole('region', { name: 'Sur' });
    expect(within(sur).getByText('Segment price applies')).toBeTruthy();
    const queued = await engine.db.outbox.toArray();
    expect(queued.map((e) => e.name)).toEqual(['proposals.segmentPrices']);
    expect(await screen.findByTestId('booking-queued')).toBeTruthy();
  });
});
