/**
 * The packages screen on a fake API (issue 16): the list names the country and media type from the device and
 * shows the value in the country's currency with its daily price; a new package is checked by the endpoint's own
 * schema, its units chosen by name, a segment named with some of them, and the server's answer lands in the list.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SalesPackage } from '#src/api/contract/sales.ts';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { PackagesPage, dailyPrice } from './packages-page.tsx';

const pkg = (id: number, name: string): SalesPackage => ({
  id,
  name,
  country_id: 10,
  media_type_id: 1,
  value: 30_000,
  currency: 'MXN',
  duration: 30,
  unit_ids: [4, 9],
  segments: [],
});

describe('packages page', () => {
  it('shows the value in the currency with its daily price, and creates a package with units chosen by name', async () => {
    const api = createFakeApi();
    const rows = new Map<number, SalesPackage>([[1, pkg(1, 'Pantallas Reforma')]]);
    api.on('packages.list', () => ({
      data: [...rows.values()],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: rows.size },
    }));
    api.on('availability.adMedia', () => ({
      data: [
        {
          id: 12,
          title: 'Pantalla Insurgentes',
          sku: 'MX-12',
          address: 'Av. Insurgentes 500',
          media_type: { id: 1, name: 'Pantallas digitales' },
          provider: { id: 1, name: 'Medios del Valle' },
          country_id: 10,
        },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 8, total: 1 },
    }));
    api.on('packages.store', (input) => {
      const body = input.body as { name: string; value: number; duration: string; unit_ids: number[] };
      expect(body).toMatchObject({
        name: 'Paraderos',
        value: 1234.5,
        unit_ids: [12],
        segments: [{ name: 'Norte', unit_ids: [12] }],
      });
      const row = { ...pkg(2, body.name), value: body.value, duration: Number(body.duration), unit_ids: body.unit_ids };
      rows.set(2, row);
      return { data: row, message: 'Package saved.' };
    });
    const { user } = await renderScreen(() => <PackagesPage />, { api, permissions: ['packages.*'] });
    const table = await screen.findByRole('table', { name: 'Packages' });
    await waitFor(() => expect(within(table).getByText('México')).toBeTruthy());
    expect(within(table).getByText('MXN 30.000,00 (MXN 1.000,00 a day)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New package' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Paraderos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Media type' }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Value of the whole package/ }), '1.234,50');
    await user.type(screen.getByRole('spinbutton', { name: /^Days/ }), '14');
    await user.type(screen.getByRole('searchbox', { name: /^Units of the package/ }), 'Insurgentes');
    await user.click(await screen.findByRole('button', { name: 'Choose Pantalla Insurgentes' }, { timeout: 10_000 }));
    // a segment of the package, with its unit chosen by name too
    await user.click(screen.getByRole('button', { name: 'Add a segment' }));
    await user.type(screen.getByRole('textbox', { name: /^Name of segment 1/ }), 'Norte');
    const segment = document.querySelector<HTMLElement>('[data-segment-index="0"]')!;
    await user.type(within(segment).getByRole('searchbox', { name: /^Units of segment 1/ }), 'Insurgentes');
    await user.click(
      await within(segment).findByRole('button', { name: 'Choose Pantalla Insurgentes' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Packages' })).getByText('Paraderos')).toBeTruthy(),
    );
  });

  it('divides the value by the days for the daily price (spec §9)', () => {
    expect(dailyPrice({ value: 9_000, duration: 30 })).toBe(300);
    expect(dailyPrice({ value: 9_000, duration: 0 })).toBe(0);
  });
});
