/**
 * The points-of-interest picker (spec §9 "POI search uses type=all",
 * search after a 1000 ms pause): searches every campaign country, toggles
 * results, shows the chosen ones as removable chips, and offline keeps them.
 */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Poi } from '#src/api/contract/campaigns.ts';
import type { SyncEngine } from '#src/sync/index.ts';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { PoiPicker } from './poi-picker.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) e.db.close();
});

const poi = (id: number, name: string, category: string, country = 10): Poi => ({
  id,
  name,
  category,
  lat: 19.4,
  lng: -99.1,
  country_id: country,
  city_id: null,
});
const PLACES = [
  poi(501, 'Parque México', 'park'),
  poi(502, 'Parque Lincoln', 'park'),
  poi(503, 'Museo Soumaya', 'museum'),
  poi(601, 'Parque Simón Bolívar', 'park', 20),
];

async function setup(
  options: { value?: number[]; online?: boolean; countryIds?: number[]; offlineCalls?: number } = {},
) {
  const changes: number[][] = [];
  const api = createFakeApi();
  api.on('campaigns.pois', ({ query }) => {
    const term = String(query?.search ?? '').toLowerCase();
    return {
      data: PLACES.filter(
        (p) =>
          p.country_id === Number(query?.country) && (p.name.toLowerCase().includes(term) || p.category.includes(term)),
      ),
    };
  });
  api.script('campaigns.pois', ...Array.from({ length: options.offlineCalls ?? 0 }, () => offline()));
  function Harness() {
    const [value, setValue] = useState(options.value ?? []);
    return (
      <PoiPicker
        countryIds={options.countryIds ?? [10, 20]}
        value={value}
        onChange={(ids) => {
          changes.push(ids);
          setValue(ids);
        }}
      />
    );
  }
  const rendered = await renderScreen(() => <Harness />, { online: options.online, api });
  engines.push(rendered.engine);
  return { ...rendered, changes };
}

describe('PoiPicker', () => {
  it('searches each campaign country with type=all after a pause, lists the results with their category, and toggles them', async () => {
    const { user, api, changes } = await setup();
    expect(screen.getByText('None chosen yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Search points of interest by name or category'), 'parque');
    const results = await screen.findByTestId('poi-results');
    // one call per country, once the typing stopped
    expect(api.callsTo('campaigns.pois').map((c) => c.input.query)).toEqual([
      { search: 'parque', country: 10, type: 'all', limit: 50 },
      { search: 'parque', country: 20, type: 'all', limit: 50 },
    ]);
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Parque Lincolnpark', 'Parque Méxicopark', 'Parque Simón Bolívarpark']);

    await user.click(screen.getByRole('checkbox', { name: /Parque México/ }));
    await user.click(screen.getByRole('checkbox', { name: /Parque Simón Bolívar/ }));
    expect(changes.at(-1)).toEqual([501, 601]);
    const chips = screen.getByTestId('poi-chips');
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Parque México', 'Parque Simón Bolívar']);
    expect(screen.getByText('Chosen points of interest (2)')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /Parque México/ }));
    expect(changes.at(-1)).toEqual([601]);
    await user.click(screen.getByRole('button', { name: 'Remove Parque Simón Bolívar' }));
    expect(changes.at(-1)).toEqual([]);
    expect((screen.getByRole('checkbox', { name: /Parque Simón Bolívar/ }) as HTMLInputElement).checked).toBe(false);
  });

  it("names chosen points it has not seen by asking the countries' points; says when nothing matches", async () => {
    const { user } = await setup({ value: [503], countryIds: [10] });
    expect(await within(screen.getByTestId('poi-chips')).findByText('Museo Soumaya')).toBeTruthy();
    await user.type(screen.getByLabelText('Search points of interest by name or category'), 'zoológico');
    expect(await screen.findByText('No point of interest matches “zoológico”.')).toBeTruthy();
  });

  it('offline: says searching needs a connection, offers Retry, and keeps the chosen points removable', async () => {
    // the call naming point 999 and the first search find no connection; the retry gets through
    const { user, changes } = await setup({ value: [999], online: false, countryIds: [10], offlineCalls: 2 });
    expect(screen.getByText('Searching needs a connection. The points already chosen stay.')).toBeTruthy();
    expect(within(screen.getByTestId('poi-chips')).getByText('Point of interest 999')).toBeTruthy();
    await user.type(screen.getByLabelText('Search points of interest by name or category'), 'museo');
    expect(await screen.findByText('No connection: the search could not be made.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('poi-results')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Point of interest 999' }));
    expect(changes.at(-1)).toEqual([]);
  });
});
