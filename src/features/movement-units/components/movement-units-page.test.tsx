/**
 * The movements screen on a fake API: the list read from the server, a move
 * saved through the form queued as `movementUnits.store`, and the list read
 * again once the server has it (the mutation's `invalidates`, no counter).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Movement } from '#src/api/contract/movement-units.ts';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { movementMutations } from '../mutations.ts';
import { MovementUnitsPage } from './movement-units-page.tsx';

const movement = (id: number, reason: string): Movement => ({
  id,
  campaign: { id: 7, name: 'Verano' },
  from_unit: { id: 1, title: 'Valla Reforma', sku: 'V-1' },
  to_unit: { id: 2, title: 'Mupi Juárez', sku: 'M-2' },
  reason,
  moved_on: '2026-11-02',
  created_by: null,
  created_at: '2026-11-02T10:00:00.000Z',
});

const unit = (id: number, title: string) => ({
  id,
  title,
  sku: `U-${id}`,
  address: 'Av. Reforma 120',
  media_type: { id: 1, name: 'Valla' },
  provider: { id: 1, name: 'Medios del Valle' },
  country_id: 1,
});

describe('movement units page', () => {
  it('lists the movements and reads them again once a queued move reaches the server', async () => {
    const api = createFakeApi();
    const served: Movement[] = [movement(1, 'Unidad vandalizada')];
    const meta = { current_page: 1, last_page: 1, per_page: 20, total: 1 };
    api.on('movementUnits.list', () => ({ data: served, meta }));
    api.on('movementUnits.store', (input) => {
      expect(input.body).toMatchObject({ campaign_id: 7, from_unit_id: 1, to_unit_id: 2, reason: 'Sin luz' });
      served.unshift(movement(2, 'Sin luz'));
      return { data: served[0] };
    });
    // the pickers' search (GET /ad-media): the campaign's own units, or any other unit by text
    api.on('availability.adMedia', (input) => {
      const q = input.query as { campaign_id?: number; exclude_campaign_id?: number; filter?: string };
      const units =
        q.campaign_id === 7 ? [unit(1, 'Valla Reforma')] : q.filter === 'Mupi' ? [unit(2, 'Mupi Juárez')] : [];
      return { data: units, meta: { current_page: 1, last_page: 1, per_page: 8, total: units.length } };
    });
    const { user } = await renderScreen(() => <MovementUnitsPage />, { api, mutations: movementMutations });
    const table = await screen.findByRole('table', { name: 'Movements' });
    expect(within(table).getByText('Unidad vandalizada')).toBeTruthy();

    await user.type(screen.getByLabelText(/Campaign number/), '7');
    // units are chosen from the search, not typed as ids (issue 15)
    await user.click(await screen.findByRole('button', { name: 'Choose Valla Reforma' }, { timeout: 10_000 }));
    await user.type(screen.getByRole('searchbox', { name: /To unit 1: search/ }), 'Mupi');
    await user.click(await screen.findByRole('button', { name: 'Choose Mupi Juárez' }, { timeout: 10_000 }));
    await user.type(screen.getByLabelText(/^Reason/), 'Sin luz');
    await user.click(screen.getByRole('button', { name: 'Save movement' }));

    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Movements' })).getByText('Sin luz')).toBeTruthy(),
    );
    expect(api.callsTo('movementUnits.list').length).toBeGreaterThanOrEqual(2);
  });
});
