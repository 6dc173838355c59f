/**
 * The unit pickers on a fake API (issue 15 "Pickers, not ids"): a form's held unit ids shown by name (read
 * with GET /ad-media `ids`; a unit not read shows as "Unit 9" and stays held), a unit added from the search
 * after the spec's pause and removed by its named button, the ids handed back as text; with no connection
 * the search says so and what was chosen stays.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdMediaUnit } from '#src/api/contract/availability.ts';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { UnitIdsPicker } from './unit-picker.tsx';

const unit = (id: number, title: string): AdMediaUnit => ({
  id,
  title,
  sku: `MX-${id}`,
  address: 'Av. Reforma 120',
  media_type: { id: 1, name: 'Valla' },
  provider: { id: 1, name: 'Medios del Valle' },
  country_id: 10,
});
const UNITS = [unit(4, 'Valla Reforma'), unit(12, 'Mupi Juárez')];

function Form({ initial, seen }: { initial: string; seen: (ids: string) => void }) {
  const [ids, setIds] = useState(initial);
  return (
    <UnitIdsPicker
      label="Units"
      name="unit_ids"
      value={ids}
      onChange={(next) => {
        setIds(next);
        seen(next);
      }}
    />
  );
}

describe('UnitIdsPicker', () => {
  it('names the held units, adds one found by its name, removes one, and hands back the ids', async () => {
    const api = createFakeApi();
    api.on('availability.adMedia', (input) => {
      const q = input.query as { ids?: string; filter?: string };
      const data = q.ids
        ? UNITS.filter((u) => q.ids!.split(',').map(Number).includes(u.id))
        : UNITS.filter((u) => u.title.includes(q.filter ?? ''));
      return { data, meta: { current_page: 1, last_page: 1, per_page: 8, total: data.length } };
    });
    const changes: string[] = [];
    const { user } = await renderScreen(() => <Form initial="4, 9" seen={(ids) => changes.push(ids)} />, { api });
    const chosen = await screen.findByRole('list', { name: 'Chosen units' });
    await waitFor(() => expect(within(chosen).getByText('Valla Reforma')).toBeTruthy());
    // unit 9 is not among the answers: it keeps its place under its number
    expect(within(chosen).getByText('Unit 9')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: /^Units: search/ }), 'Mupi');
    await user.click(await screen.findByRole('button', { name: 'Choose Mupi Juárez' }, { timeout: 10_000 }));
    expect(changes.at(-1)).toBe('4, 9, 12');
    await user.click(screen.getByRole('button', { name: 'Remove Valla Reforma' }));
    expect(changes.at(-1)).toBe('9, 12');
  });

  it('with no connection the search says so, and the chosen units stay', async () => {
    const api = createFakeApi();
    api.on('availability.adMedia', () => {
      throw offline();
    });
    const changes: string[] = [];
    const { user } = await renderScreen(() => <Form initial="9" seen={(ids) => changes.push(ids)} />, { api });
    await user.type(screen.getByRole('searchbox', { name: /^Units: search/ }), 'Valla');
    expect(await screen.findByText(/connection/i, {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Chosen units' })).getByText('Unit 9')).toBeTruthy();
    expect(changes).toEqual([]);
  });
});
