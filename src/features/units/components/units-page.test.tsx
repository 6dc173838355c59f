/** The units list rendered like the app (fake API, fake IndexedDB): it filters the mirror without a connection. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('share units', () => {
  // happy-dom lays nothing out: give the list's scroller a size so the virtualiser renders rows
  const saved = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  });
  afterAll(() => {
    if (saved) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved);
    else delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });

  it('shares the chosen units among those shown when Share is pressed', async () => {
    const { user } = await renderScreen(() => <UnitsPage view="share" />, {
      online: false,
      seed: (db) =>
        db.units.bulkPut([unitRow(1, { title: 'Valla Reforma' }), unitRow(2, { title: 'Pantalla Insurgentes' })]),
    });
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('2 of 2 units'));
    const shareButton = screen.getByRole('button', { name: /Share/ });
    expect((shareButton as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Choose Valla Reforma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Pantalla Insurgentes' }));
    expect(shareButton.textContent).toBe('Share 2 units');
    await user.type(screen.getByLabelText('Search by name, SKU or address'), 'reforma');
    await waitFor(() => expect(screen.getByTestId('units-count').textContent).toBe('1 of 2 units'));
    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(shareButton);
    await waitFor(() => expect(copied).toHaveBeenCalledTimes(1));
    expect(copied.mock.calls[0]![0]).toContain('Valla Reforma');
    expect(copied.mock.calls[0]![0]).not.toContain('Pantalla Insurgentes');
  });
});
