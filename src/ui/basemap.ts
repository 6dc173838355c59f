/**
 * What the maps draw under their points (ARCHITECTURE.md, service worker): raster tiles when the
 * build names a tile server (`VITE_TILE_URL`, e.g.
 * `https://tiles.example.com/{z}/{x}/{y}.png`; the service worker caches them
 * with a cap), else the bundled offline basemap — country and state outlines
 * of the Latin American countries from Natural Earth
 * (`src/assets/basemap/latam.topo.json`, made by `npm run basemap`, a lazy
 * precached chunk) — so a
 * technician always sees where the units are, with or without a network.
 */
import { feature } from 'topojson-client';
import type { Map as MapLibre } from 'maplibre-gl';
import type { Topology, GeometryCollection } from 'topojson-specification';

/** A point on a map: a unit or a stop. `number`: its position in a route. */
export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  label: string;
  number?: number;
  status?: string;
}

/** The tile URL template of this build, or null for the offline basemap. */
export function tileUrl(): string | null {
  const url = import.meta.env.VITE_TILE_URL as string | undefined;
  return url && url.includes('{z}') ? url : null;
}

/** [[west, south], [east, north]] around the points, or null for none. */
export function boundsOf(
  points: readonly Pick<MapPoint, 'lat' | 'lng'>[],
): [[number, number], [number, number]] | null {
  if (!points.length) return null;
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

type Basemap = Topology<{
  countries: GeometryCollection<{ iso2: string }>;
  states: GeometryCollection<{ iso2: string; name: string }>;
}>;

/** The offline outlines as GeoJSON (countries and states). @throws Error when the file cannot be read (not cached and offline) */
export function basemapGeoJson(topo: Basemap): {
  countries: GeoJSON.FeatureCollection;
  states: GeoJSON.FeatureCollection;
} {
  return {
    countries: feature(topo, topo.objects.countries) as GeoJSON.FeatureCollection,
    states: feature(topo, topo.objects.states) as GeoJSON.FeatureCollection,
  };
}

let loading: Promise<{ countries: GeoJSON.FeatureCollection; states: GeoJSON.FeatureCollection }> | null = null;

/** Loads (once per page: its own chunk, precached) and converts the offline basemap. */
export function loadOfflineBasemap(): Promise<{
  countries: GeoJSON.FeatureCollection;
  states: GeoJSON.FeatureCollection;
}> {
  loading ??= import('../assets/basemap/latam.topo.json')
    .then((m) => basemapGeoJson((m.default ?? m) as unknown as Basemap))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Adds the offline basemap to a loaded map: country fills, then state and country outlines (sources `countries`
 * and `states`, layers `countries-fill`, `states-line`, `countries-line`). The map screens and the unit selection
 * benchmark's floor draw the same basemap through it.
 */
export function addOfflineBasemap(
  map: Pick<MapLibre, 'addSource' | 'addLayer'>,
  { countries, states }: { countries: GeoJSON.FeatureCollection; states: GeoJSON.FeatureCollection },
): void {
  map.addSource('countries', { type: 'geojson', data: countries });
  map.addSource('states', { type: 'geojson', data: states });
  map.addLayer({ id: 'countries-fill', type: 'fill', source: 'countries', paint: { 'fill-color': '#f7f5ef' } });
  map.addLayer({
    id: 'states-line',
    type: 'line',
    source: 'states',
    paint: { 'line-color': '#b9b4a6', 'line-width': 0.6 },
  });
  map.addLayer({
    id: 'countries-line',
    type: 'line',
    source: 'countries',
    paint: { 'line-color': '#6b6558', 'line-width': 1.2 },
  });
}
