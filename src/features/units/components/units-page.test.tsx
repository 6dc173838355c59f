/** The units list rendered like the app (fake API, fake IndexedDB): it filters the mirror without a connection. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { unitRow } from '#src/ui/testing/unit-fixtures.ts';
import { UnitsPage } from './units-page.tsx';

describe('units list', () => {
  it('filters the mirrored units by name and media type without a connection', async () => {
    const { user } = await renderScreen(() => <UnitsPage />, {
      online: false,
      seed: (db) =>
        db.units.bulkPut([
          unitRow(1, { title: 'Valla Reforma' }),
          unitRow(2, { title: 'Pantalla Insurgentes' }),
          unitRow(3, { title: 'Paradero Reforma', media_type_id: 3 }),
        ]),
    });
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('3 of 3 units'));
    await user.type(screen.getByLabelText('Search by name, SKU or address'), 'reforma');
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('2 of 3 units'));
    await user.selectOptions(screen.getByLabelText('Media type'), '3');
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('1 of 3 units'));
    expect(screen.getByRole('link', { name: 'New unit' }).getAttribute('href')).toBe('/dashboard/units/create');
  });
});
