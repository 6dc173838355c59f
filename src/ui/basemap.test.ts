/** The offline basemap: the committed outlines convert to GeoJSON, and points frame the view. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { basemapGeoJson, boundsOf, tileUrl } from './basemap.ts';

describe('offline basemap', () => {
  it('has the 21 countries and their states, as GeoJSON', () => {
    const topo = JSON.parse(fs.readFileSync(path.resolve('src/assets/basemap/latam.topo.json'), 'utf8'));
    const { countries, states } = basemapGeoJson(topo);
    expect(countries.features).toHaveLength(21);
    expect(new Set(states.features.map((f) => f.properties?.iso2))).toContain('MX');
    expect(states.features.length).toBeGreaterThan(300);
    expect(states.features.find((f) => f.properties?.name === 'Jalisco')?.geometry.type).toMatch(/Polygon/);
  });

  it('frames points and uses the offline outlines when no tile server is set', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { lat: 19.4, lng: -99.1 },
        { lat: 4.6, lng: -74.1 },
      ]),
    ).toEqual([
      [-99.1, 4.6],
      [-74.1, 19.4],
    ]);
    expect(tileUrl()).toBeNull();
  });
});
