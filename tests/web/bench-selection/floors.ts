/**
 * The floors of the unit selection benchmark (harness.tsx; issue 21 "figures as ratios"), measured in the same page
 * on the same units: what the screen does at its barest.
 * - map: a bare maplibre map of the same size with the same offline basemap (country fills, state and country
 *   outlines) and the same 5,000 points in one clustered GeoJSON source, fitted to them like the screen's map:
 *   created → first `idle` (`mapFirstMs`); then, for each filter state, `setData` with its points → next `idle`;
 * - list: for each filter state, the units filtered in memory by media type and minimum price per day, then one
 *   frame (the list's own measure ends with the same frame).
 * All times in ms.
 */
import * as maplibregl from 'maplibre-gl';
import type { AvailableUnit } from '#src/api/contract/campaigns.ts';
import { addOfflineBasemap, boundsOf, loadOfflineBasemap } from '#src/ui/basemap.ts';

/** The filters a change leaves in place: a media type and a minimum price per day (null: any). */
export interface FilterState {
  mediaTypeId: number | null;
  minPrice: number | null;
}

/** Resolves at the map's next `idle` (the view and the data settled). */
const idle = (map: maplibregl.Map) => new Promise<void>((resolve) => map.once('idle', () => resolve()));

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const matching = (units: readonly AvailableUnit[], f: FilterState) =>
  units.filter(
    (u) =>
      (f.mediaTypeId === null || u.media_type_id === f.mediaTypeId) && (f.minPrice === null || u.price >= f.minPrice),
  );

const points = (units: readonly AvailableUnit[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: units.map((u) => ({
    type: 'Feature',
    id: u.id,
    properties: { id: u.id, status: '' },
    geometry: { type: 'Point', coordinates: [u.lng, u.lat] },
  })),
});

/**
 * Measures the floors (see module doc) in a map container of `size` (px) added to the page and removed after.
 * @returns `mapFirstMs`, and per filter state `map` and `list`, ms
 */
export async function measureFloors(
  units: readonly AvailableUnit[],
  states: readonly FilterState[],
  size: { width: number; height: number },
): Promise<{ mapFirstMs: number; map: number[]; list: number[] }> {
  const list: number[] = [];
  for (const f of states) {
    const t = performance.now();
    matching(units, f);
    await frame();
    list.push(performance.now() - t);
  }
  const el = document.createElement('div');
  Object.assign(el.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    width: `${size.width}px`,
    height: `${size.height}px`,
  });
  document.body.append(el);
  const t0 = performance.now();
  const map = new maplibregl.Map({
    container: el,
    style: {
      version: 8,
      sources: {},
      layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dbe9f4' } }],
    },
    center: [-75, 5],
    zoom: 2,
    attributionControl: false,
  });
  try {
    await new Promise<void>((resolve) => map.once('load', () => resolve()));
    addOfflineBasemap(map, await loadOfflineBasemap());
    map.addSource('points', {
      type: 'geojson',
      data: points(units),
      cluster: true,
      clusterRadius: 40,
      clusterMaxZoom: 14,
    });
    map.addLayer({
      id: 'clusters',
      type: 'circle',
      source: 'points',
      filter: ['has', 'point_count'],
      paint: { 'circle-color': '#F5B800', 'circle-radius': 14 },
    });
    map.addLayer({
      id: 'point',
      type: 'circle',
      source: 'points',
      filter: ['!', ['has', 'point_count']],
      paint: { 'circle-color': '#2B2B2B', 'circle-radius': 5 },
    });
    const bounds = boundsOf(units);
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 9, duration: 0 });
    await idle(map);
    const mapFirstMs = performance.now() - t0;
    const source = map.getSource<maplibregl.GeoJSONSource>('points')!;
    const redraws: number[] = [];
    for (const f of states) {
      const t = performance.now();
      const settled = idle(map);
      source.setData(points(matching(units, f)));
      await settled;
      redraws.push(performance.now() - t);
    }
    return { mapFirstMs, map: redraws, list };
  } finally {
    map.remove();
    el.remove();
  }
}
