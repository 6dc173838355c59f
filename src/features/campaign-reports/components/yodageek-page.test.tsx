/**
 * The yodageek page (the campaign's audience and points of interest): the POI map gets the units and the POIs, and
 * the lists beside it name them — the units in order, and each POI with its nearest unit and distance, nearest first.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MapViewProps } from '#src/ui/map-view.tsx';
import { poisMapData } from '../testing/fixtures.ts';
import { renderReport } from '../testing/render-report.tsx';
import { YodageekPage } from './yodageek-page.tsx';

// maplibre needs WebGL: the map is replaced by a region saying what it was given
vi.mock('#src/ui/map-view.tsx', () => ({
  MapView: ({ points, label }: MapViewProps) => (
    <div role="region" aria-label={label.map} data-points={points.map((p) => `${p.number}:${p.label}`).join('|')} />
  ),
}));

const page = () => <YodageekPage type="manual" id={7} />;

describe('yodageek page', () => {
  it('shows the units and POIs on the map, the units list and the nearest-unit table', async () => {
    await renderReport(page);
    const map = await screen.findByRole('region', { name: "Map of the campaign's units and points of interest" });
    expect(map.getAttribute('data-points')).toBe('1:Pantalla 11|2:Pantalla 12|3:Ángel de la Independencia|4:Museo');
    expect(
      within(screen.getByTestId('yodageek-units'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pantalla 11', 'Pantalla 12']);
    const rows = within(screen.getByTestId('poi-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td,th')].map((c) => c.textContent))).toEqual([
      ['3', 'Ángel de la Independencia', 'monument', 'Pantalla 11', '350 m'],
      ['4', 'Museo', 'museum', 'Pantalla 12', '1.250 m'],
    ]);
    expect(screen.getByTestId('poi-source').textContent).toMatch(/chose no points of interest/);
    expect((await screen.findByTestId('yoda-factor')).textContent).toBe('Yoda factor: Traffic');
  });

  it('an empty cart says the map shows the units once there are some', async () => {
    await renderReport(page, {
      prepare: (a) =>
        a.on('campaignReports.poisMap', () => ({ data: { ...poisMapData(), units: [], pois: [], bounds: null } })),
    });
    expect((await screen.findByTestId('poi-map-empty')).textContent).toMatch(/The cart is empty/);
    expect(screen.queryByRole('region', { name: "Map of the campaign's units and points of interest" })).toBeNull();
  });
});
