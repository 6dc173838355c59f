/**
 * The circuit screens on a fake API (issue 20; product.md §2 "circuits: list, create, {id}/edit"): the list with
 * its name and city filters, shared and own circuits; creating one with its city and units picked on the map and in
 * the list (the server's 422 under `unit_ids` and `city_id`, nothing lost); a shared circuit read-only for a
 * provider; an own circuit's form; no mirrored units → the server search; offline, the kept list shows and saving
 * says it needs a connection. The map is replaced by a list of buttons (maplibre needs WebGL).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Circuit } from '#src/api/contract/circuits.ts';
import { ApiError } from '#src/api/errors.ts';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import type { MapViewProps } from '#src/ui/map-view.tsx';
import { unitRow } from '#src/ui/testing/unit-fixtures.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import type { PautaDb } from '#src/sync/index.ts';
import type { CircuitsViewer } from '../model/circuits.ts';
import { CircuitCreatePage, CircuitEditPage } from './circuit-form-page.tsx';
import { CircuitsPage } from './circuits-page.tsx';

vi.mock('#src/ui/map-view.tsx', () => ({
  MapView: ({ points, onSelect, label }: MapViewProps) => (
    <div role="region" aria-label={label.map}>
      {points.map((p) => (
        <button key={p.id} type="button" data-status={p.status} onClick={() => onSelect?.(p.id)}>
          {`pin ${p.label}`}
        </button>
      ))}
    </div>
  ),
}));

const provider: CircuitsViewer = { permissions: ['units.*'], providerId: 5 };
const seller: CircuitsViewer = { permissions: ['browse_availability'], providerId: null };

const circuit = (id: number, name: string, extra: Partial<Circuit> = {}): Circuit => ({
  id,
  name,
  description: '',
  city_id: 1000,
  provider_id: 5,
  unit_ids: [],
  units_count: 0,
  created_at: null,
  updated_at: null,
  ...extra,
});

const page = <T,>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } });

function serve(api: FakeApi, rows: Circuit[]) {
  api.on('circuits.list', (input) => {
    const q = input.query as { filter?: string; city_id?: number };
    return page(
      rows.filter(
        (c) =>
          (!q.filter || c.name.toLowerCase().includes(q.filter.toLowerCase())) &&
          (!q.city_id || c.city_id === q.city_id),
      ),
    );
  });
  api.on('circuits.show', (input) => ({ data: rows.find((c) => c.id === input.params?.id) }));
}

const seedUnits = (db: PautaDb) =>
  db.units.bulkPut([
    unitRow(1, { title: 'Valla Reforma' }),
    unitRow(2, { title: 'Paradero Juárez', circuit_id: 9 }),
    unitRow(3, { title: 'Pantalla Chapultepec' }),
    unitRow(4, { title: 'Valla Minerva', city_id: 1010, state_id: 101 }),
  ]);

const rows = [
  circuit(1, 'Circuito Reforma', { unit_ids: [1], units_count: 1 }),
  circuit(2, 'Circuito Centro', { provider_id: null, units_count: 12, city_id: 1010 }),
];

describe('circuits', () => {
  it('lists name, city, units and shared/own, filters by name and city, and links each circuit', async () => {
    const api = createFakeApi();
    serve(api, rows);
    const { user } = await renderScreen(() => <CircuitsPage viewer={provider} />, {
      api,
      stubs: ['/dashboard/circuits/create', '/dashboard/circuits/$id/edit'],
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = await screen.findByRole('list', { name: 'Circuits' });
    const [own, shared] = within(list).getAllByRole('listitem');
    expect((await within(own!).findByText(/Cuauhtémoc/)).textContent).toBe('City: Cuauhtémoc');
    expect(within(own!).getByText('1 unit')).toBeTruthy();
    expect(within(own!).getByText('Own')).toBeTruthy();
    expect(within(own!).getByRole('link', { name: 'Edit Circuito Reforma' })).toBeTruthy();
    expect(await within(shared!).findByText(/Guadalajara/)).toBeTruthy();
    expect(within(shared!).getByText('12 units')).toBeTruthy();
    expect(within(shared!).getByText('Shared')).toBeTruthy();
    expect(within(shared!).getByRole('link', { name: 'See Circuito Centro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New circuit' })).toBeTruthy();

    await user.type(screen.getByLabelText('Search by name'), 'centro');
    const queries = () => api.callsTo('circuits.list').map((c) => c.input.query);
    await waitFor(() => expect(queries()).toContainEqual({ filter: 'centro', page: 1, per_page: 20 }));
    await waitFor(() => expect(screen.queryByText('Circuito Reforma')).toBeNull());
    await user.clear(screen.getByLabelText('Search by name'));
    await screen.findByText('Circuito Reforma');

    await user.selectOptions(screen.getByLabelText('Country'), '10');
    await waitFor(() => expect(screen.getByLabelText('State').querySelector('option[value="100"]')).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('State'), '100');
    await waitFor(() => expect(screen.getByLabelText('City').querySelector('option[value="1000"]')).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('City'), '1000');
    await waitFor(() => expect(queries()).toContainEqual({ city_id: 1000, page: 1, per_page: 20 }));
    await waitFor(() => expect(screen.queryByText('Circuito Centro')).toBeNull());

    await user.click(screen.getByRole('link', { name: 'Edit Circuito Reforma' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('landed: /dashboard/circuits/$id/edit');
  });

  it('hides "New circuit" from staff who only browse availability', async () => {
    const api = createFakeApi();
    serve(api, rows);
    await renderScreen(() => <CircuitsPage viewer={seller} />, { api });
    await screen.findByRole('list', { name: 'Circuits' });
    expect(screen.queryByRole('link', { name: 'New circuit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See Circuito Reforma' })).toBeTruthy();
  });

  it('creates a circuit: city, units on the map and in the list; the server’s 422 under units, nothing lost', async () => {
    const api = createFakeApi();
    serve(api, rows);
    let tries = 0;
    api.on('circuits.store', (input) => {
      tries += 1;
      if (tries === 1)
        throw new ApiError({
          type: 'validation',
          status: 422,
          message: 'The given data was invalid.',
          errors: { unit_ids: ['Units 2 are not yours.'], city_id: ['The city does not exist.'] },
        });
      return { data: circuit(3, 'Circuito Polanco', input.body as Partial<Circuit>), message: 'Circuit created.' };
    });
    const { user } = await renderScreen(() => <CircuitCreatePage viewer={provider} />, {
      api,
      seed: seedUnits,
      stubs: ['/dashboard/circuits'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'New circuit' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'The circuit' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('Required.')).not.toHaveLength(0);
    expect(tries).toBe(0);

    await user.type(within(form).getByLabelText(/^Name/), 'Circuito Polanco');
    expect(await within(form).findByText('Choose the city to see its units on the map and in the list.')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Country'), '10');
    await waitFor(() => expect(within(form).getByLabelText('State').querySelector('option[value="100"]')).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText('State'), '100');
    await waitFor(() => expect(within(form).getByLabelText('City').querySelector('option[value="1000"]')).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText('City'), '1000');
    const map = await within(form).findByRole('region', { name: 'Map of the units in Cuauhtémoc' });
    expect(within(map).getAllByRole('button')).toHaveLength(3);
    await user.click(within(map).getByRole('button', { name: 'pin Valla Reforma: not in the circuit' }));
    expect(within(form).getByTestId('chosen-count').textContent).toBe('1 unit chosen. Valla Reforma added.');
    const unitList = within(form).getByRole('list', { name: 'Units in Cuauhtémoc' });
    expect((within(unitList).getByLabelText('Valla Reforma') as HTMLInputElement).checked).toBe(true);
    expect(within(unitList).getByText(/in another circuit: saving moves it here/)).toBeTruthy();
    await user.click(within(unitList).getByLabelText('Paradero Juárez'));
    expect(within(map).getByRole('button', { name: 'pin Paradero Juárez: in the circuit' }).dataset.status).toBe(
      'free',
    );

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Units 2 are not yours.')).toBeTruthy();
    expect(within(form).getByText('The city does not exist.')).toBeTruthy();
    expect(api.callsTo('circuits.store')[0]!.input.body).toEqual({
      name: 'Circuito Polanco',
      description: '',
      city_id: 1000,
      unit_ids: [1, 2],
    });
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Circuito Polanco');
    expect((within(unitList).getByLabelText('Paradero Juárez') as HTMLInputElement).checked).toBe(true);

    await user.click(within(unitList).getByLabelText('Paradero Juárez'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('landed: /dashboard/circuits');
    expect(api.callsTo('circuits.store')[1]!.input.body).toMatchObject({ unit_ids: [1] });
  });

  it('a shared circuit is read-only for a provider', async () => {
    const api = createFakeApi();
    serve(api, rows);
    await renderScreen(() => <CircuitEditPage id={2} viewer={provider} />, { api, seed: seedUnits });
    expect(await screen.findByRole('heading', { level: 1, name: 'Circuito Centro' })).toBeTruthy();
    expect(screen.getByText('This circuit is shared by every provider: you can see it, not change it.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(await screen.findByText('City: Guadalajara')).toBeTruthy();
  });

  it('edits an own circuit: its city and units are chosen; a 403 from the server shows its message', async () => {
    const api = createFakeApi();
    serve(api, rows);
    api.on('circuits.update', () => {
      throw new ApiError({ type: 'forbidden', status: 403, message: 'Shared circuits cannot be changed.' });
    });
    const { user } = await renderScreen(() => <CircuitEditPage id={1} viewer={provider} />, {
      api,
      seed: seedUnits,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Circuito Reforma' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'The circuit' });
    await waitFor(() => expect((within(form).getByLabelText('City') as HTMLSelectElement).value).toBe('1000'));
    const unitList = await within(form).findByRole('list', { name: 'Units in Cuauhtémoc' });
    expect((within(unitList).getByLabelText('Valla Reforma') as HTMLInputElement).checked).toBe(true);
    await user.click(within(unitList).getByLabelText('Pantalla Chapultepec'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Shared circuits cannot be changed.')).toBeTruthy();
    expect(api.callsTo('circuits.update')[0]!.input).toMatchObject({
      params: { id: 1 },
      body: { name: 'Circuito Reforma', city_id: 1000, unit_ids: [1, 3] },
    });
  });

  it('with no units on the device, the units are searched on the server', async () => {
    const api = createFakeApi();
    serve(api, rows);
    await renderScreen(() => <CircuitCreatePage viewer={provider} />, { api });
    expect(
      await screen.findByText('No units are kept on this device, so they are searched on the server.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Units of the circuit: search by name, SKU or address')).toBeTruthy();
  });

  it('offline: the kept list shows, saying from when; creating says it needs a connection', async () => {
    const api = createFakeApi();
    serve(api, rows);
    const accountId = `circuits-offline-${Date.now()}`;
    const first = await renderScreen(() => <CircuitsPage viewer={provider} />, { api, accountId });
    await screen.findByRole('list', { name: 'Circuits' });
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThan(0));
    first.close();
    const down = createFakeApi();
    down.script('circuits.list', ...Array.from({ length: 6 }, () => offline()));
    await renderScreen(() => <CircuitsPage viewer={provider} />, { api: down, accountId, online: false });
    expect(await screen.findByText('Circuito Reforma')).toBeTruthy();
    expect((await screen.findByTestId('stored-read')).textContent).toMatch(
      /^No connection: showing the circuits as loaded on /,
    );
  });

  it('offline: the create form says saving needs a connection', async () => {
    await renderScreen(() => <CircuitCreatePage viewer={provider} />, { online: false, seed: seedUnits });
    expect(await screen.findByTestId('needs-connection')).toBeTruthy();
  });
});
