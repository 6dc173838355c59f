/**
 * The unit types screen (product.md §2 "unit/{id?}") on a fake API: an administrator creates (the server's
 * 422 under its field, what was typed kept), edits an opened row and deletes with a confirmation; a
 * provider reads the list and one type with no button the server would refuse; offline, a list never read says
 * it needs a connection.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#src/api/errors.ts';
import type { UnitSize } from '#src/api/contract/inventory.ts';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { UnitTypesPage } from './unit-types-page.tsx';

const ADMIN = ['*'];
const PROVIDER = ['browse_unit_types', 'units.*'];

function serve(api: FakeApi, rows: Map<number, UnitSize>) {
  let next = 100;
  api.on('unitSizes.measureUnits', () => ({
    data: [
      { key: 'm', name: 'Metres' },
      { key: 'cm', name: 'Centimetres' },
    ],
  }));
  api.on('unitTypes.list', (input) => {
    const term = String((input.query as { search?: string }).search ?? '').toLowerCase();
    const data = [...rows.values()].filter((r) => r.name.toLowerCase().includes(term));
    return { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } };
  });
  api.on('unitTypes.show', (input) => ({ data: rows.get(Number((input.params as { id: number }).id))! }));
  api.on('unitTypes.store', (input) => {
    const b = input.body as { name: string; width: string; height: string; measure_unit: string };
    const row = { id: next++, units_count: 0, ...b, width: Number(b.width), height: Number(b.height) };
    rows.set(row.id, row);
    return { data: row, message: 'Saved.' };
  });
  api.on('unitTypes.update', (input) => {
    const id = Number((input.params as { id: number }).id);
    const b = input.body as { name: string; width: string; height: string; measure_unit: string };
    const row = { ...rows.get(id)!, ...b, width: Number(b.width), height: Number(b.height) };
    rows.set(id, row);
    return { data: row, message: 'Saved.' };
  });
  api.on('unitTypes.delete', (input) => {
    rows.delete(Number((input.params as { id: number }).id));
    return { message: 'Unit type deleted.' };
  });
}

const row = (id: number, name: string, width: number, height: number, units = 0): UnitSize => ({
  id,
  name,
  width,
  height,
  measure_unit: 'm',
  units_count: units,
});

describe('unit types', () => {
  it('lets an administrator create, edit and delete', async () => {
    const api = createFakeApi();
    const rows = new Map([
      [1, row(1, 'Cartelera', 12.5, 7, 3)],
      [2, row(2, 'Mupi', 1.2, 1.75)],
    ]);
    serve(api, rows);
    const { user } = await renderScreen(() => <UnitTypesPage />, { api, permissions: ADMIN });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'Unit types' });
    expect(within(table).getByText('12.5 × 7 metres')).toBeTruthy();

    // the server's 422 under its field, with what was typed kept
    await user.click(screen.getByRole('button', { name: 'New unit type' }));
    api.script(
      'unitTypes.store',
      new ApiError({ type: 'validation', status: 422, message: 'Invalid', errors: { name: ['is taken'] } }),
    );
    await user.type(screen.getByLabelText(/^Name/), 'Valla');
    await user.type(screen.getByLabelText(/^Width/), '3.5');
    await user.type(screen.getByLabelText(/^Height/), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is taken')).toBeTruthy();
    expect((screen.getByLabelText(/^Width/) as HTMLInputElement).value).toBe('3.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect([...rows.values()].some((r) => r.name === 'Valla')).toBe(true));
    expect(api.callsTo('unitTypes.store').at(-1)?.input.body).toMatchObject({ width: '3.5', height: '2' });
    expect(await within(screen.getByRole('table', { name: 'Unit types' })).findByText('Valla')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Mupi' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(rows.has(2)).toBe(false));
    await waitFor(() => expect(screen.queryByText('Mupi')).toBeNull());
  });

  it('opens a row’s form from the URL and saves the change', async () => {
    const api = createFakeApi();
    const rows = new Map([[1, row(1, 'Cartelera', 12.5, 7, 3)]]);
    serve(api, rows);
    const { user } = await renderScreen(() => <UnitTypesPage open={1} />, { api, permissions: ADMIN });
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
    expect(name.value).toBe('Cartelera');
    expect((screen.getByLabelText(/^Width/) as HTMLInputElement).value).toBe('12.5');
    await user.clear(name);
    await user.type(name, 'Cartelera grande');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rows.get(1)?.name).toBe('Cartelera grande'));
  });

  it('shows a provider the list and one type without create, edit or delete', async () => {
    const api = createFakeApi();
    serve(api, new Map([[1, row(1, 'Cartelera', 12.5, 7, 3)]]));
    await renderScreen(() => <UnitTypesPage open={1} />, { api, permissions: PROVIDER });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cartelera' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Unit types' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'New unit type' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit|^Delete/ })).toBeNull();
    expect(screen.getByText('Only administrators create and change unit types.')).toBeTruthy();
  });

  it('says the list needs a connection when it was never read on this device', async () => {
    const api = createFakeApi();
    api.script('unitTypes.list', offline());
    api.script('unitSizes.measureUnits', offline());
    await renderScreen(() => <UnitTypesPage />, { api, permissions: PROVIDER, online: false });
    expect(await screen.findByText(/needs a connection/)).toBeTruthy();
  });
});
