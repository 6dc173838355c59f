/**
 * The bookings screens on the device (issue 16): the list puts holds about to expire first and flags them; the
 * detail shows what else holds each unit; confirming and removing a unit work offline — the row changes at once
 * (optimistic) and the action waits in the outbox until there is a connection.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '#src/api/contract/sales.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { salesMutations } from '../mutations.ts';
import { BookingPage } from './booking-page.tsx';
import { BookingsPage } from './bookings-page.tsx';

const HOUR = 3_600_000;

function booking(id: number, name: string, expiresInHours: number | null, status: Booking['status'] = 'open'): Booking {
  const now = new Date().toISOString();
  return {
    id,
    name,
    campaign_id: null,
    proposal_id: 7,
    client_id: 5,
    client_name: 'Cliente Demo',
    created_by_name: 'Vendedor Demo',
    status,
    expires_at: expiresInHours === null ? null : new Date(Date.now() + expiresInHours * HOUR).toISOString(),
    server_time: now,
    decided_at: null,
    reason: '',
    total: 3000,
    currency: 'MXN',
    units: [
      {
        unit_id: 11,
        title: 'Valla Reforma',
        sku: 'MX-11',
        address: 'Av. Reforma 11',
        start_date: '2027-03-01',
        end_date: '2027-03-10',
        spots: 1,
        capacity: 1,
        price: 100,
        blocked_by: [],
        full: false,
      },
      {
        unit_id: 12,
        title: 'Pantalla Insurgentes',
        sku: 'MX-12',
        address: 'Av. Insurgentes 12',
        start_date: '2027-03-01',
        end_date: '2027-03-20',
        spots: 1,
        capacity: 1,
        price: 100,
        blocked_by: [
          { kind: 'contract', id: 40, name: 'Verano 2027', start_date: '2027-03-15', end_date: '2027-04-15', spots: 1 },
        ],
        full: true,
      },
    ],
    created_at: now,
    updated_at: now,
  };
}

describe('bookings screens', () => {
  it('lists holds about to expire first, flagged, with their state and total', async () => {
    await renderScreen(() => <BookingsPage />, {
      online: false,
      seed: (db) =>
        db.bookings.bulkPut([
          booking(1, 'Lanzamiento', 120),
          booking(2, 'Buen Fin', 30),
          booking(3, 'Navidad', -2),
          booking(4, 'Institucional', null, 'applied'),
        ]),
      stubs: ['/dashboard/bookings/$id'],
    });
    const list = await screen.findByRole('list', { name: 'Bookings' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Buen Fin')).toBeTruthy();
    expect(within(first!).getByText(/^Expires in 2\d hours/)).toBeTruthy();
    expect(screen.getByText(/^Expired on .+: its units are no longer held$/)).toBeTruthy();
    expect(within(list).getByText('Expired')).toBeTruthy();
    expect(within(list).getByText('Confirmed')).toBeTruthy();
    expect(within(list).getAllByText('MXN 3.000,00').length).toBe(4);
  });

  it('shows what else holds a unit, and confirms and removes a unit offline, pending until sent', async () => {
    const { engine } = await renderScreen(() => <BookingPage id={2} />, {
      online: false,
      mutations: salesMutations,
      permissions: ['browse_bookings', 'bookings.*'],
      seed: (db) => db.bookings.put(booking(2, 'Buen Fin', 30)),
    });
    await screen.findByRole('heading', { name: 'Buen Fin' });
    const table = screen.getByRole('table', { name: 'Units of the booking' });
    expect(within(table).getByText('No spot left on some of these days')).toBeTruthy();
    expect(within(table).getByText(/^Contract: Verano 2027/)).toBeTruthy();
    expect(screen.getByText('Held')).toBeTruthy();

    await screen.getByRole('button', { name: 'Remove Valla Reforma from the booking' }).click();
    await waitFor(() => expect(within(table).queryByText('Valla Reforma')).toBeNull());
    expect(screen.getByText('MXN 2.000,00')).toBeTruthy();
    screen.getByRole('button', { name: 'Confirm booking' }).click();
    await waitFor(() => expect(screen.getByText('Confirmed')).toBeTruthy());
    // both queued actions are shown (the second may render a moment after the first)
    await waitFor(() =>
      expect(screen.getAllByTestId('queued-action').map((w) => w.dataset.state)).toEqual(['waiting', 'waiting']),
    );
    const queued = await engine.db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => e.name)).toEqual(['bookings.removeUnit', 'bookings.apply']);
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
  });
});
