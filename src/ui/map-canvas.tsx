/**
 * The map itself (maplibre-gl), loaded only by map-view.tsx's lazy import.
 * See map-view.tsx for what it shows. Basemap: raster tiles from
 * `VITE_TILE_URL` when the build has one, else the bundled offline outlines
 * (basemap.ts). Points are one clustered GeoJSON source (thousands stay
 * fluid); up to NUMBERED_MAX numbered points (a route's stops) are DOM markers
 * instead, so their numbers need no font server. In `clustered` mode the
 * points are never numbered markers, and each cluster on screen carries its
 * count as a small DOM label (no glyph server offline), refreshed each time
 * the map goes idle (the view or the data settled); `selectedId` is drawn on a layer of its own.
 *
 * The container exposes, for tests and benchmarks: `data-basemap`
 * (tiles | offline), `data-loaded` once the layers exist, `data-points` once
 * the latest points are handed to the map, and `data-draws` / `data-drawn`
 * (how many times, and with how many points) the map went idle after that;
 * with the offline basemap, `data-outlines`: country and state outline
 * features drawn in view at the last idle (issue 15: after an offline reload
 * the map still draws them — 0 means its worker never ran).
 */
import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, Map as MapLibre, MapLayerMouseEvent, StyleSpecification } from 'maplibre-gl';
// oxlint-disable-next-line import/no-unassigned-import -- the map's stylesheet, loaded with it
import 'maplibre-gl/dist/maplibre-gl.css';
// maplibre v6 is ESM-only and must be told where its worker is (STACK.md); without it GeoJSON sources never load
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Box } from '@chakra-ui/react';
import { addOfflineBasemap, boundsOf, loadOfflineBasemap, tileUrl, type MapPoint } from './basemap.ts';
import type { MapViewProps } from './map-view.tsx';

maplibregl.setWorkerUrl(workerUrl);
// this module loads when a map is about to be drawn: start maplibre's shared workers (their module compiles for
// ~60 ms here) and the offline basemap (its import and decoding, ~100 ms) now, while React mounts the map, rather
// than once the map has fired `load` (docs/performance.md, "Unit selection")
// (where there are workers: not in the unit tests' DOM, which draws no map)
if (typeof Worker !== 'undefined') maplibregl.prewarm();
if (!tileUrl()) void loadOfflineBasemap().catch(() => undefined);

/** With the offline basemap (outlines, no streets), fitting the points zooms in no further than this. */
const OFFLINE_MAX_FIT_ZOOM = 9;

/** Numbered points up to this many are DOM markers; beyond, a clustered layer. */
export const NUMBERED_MAX = 60;

const BRAND = '#F5B800';
const INK = '#2B2B2B';

function baseStyle(url: string | null): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': url ? '#ffffff' : '#dbe9f4' } }],
  };
  if (url) {
    style.sources.tiles = {
      type: 'raster',
      tiles: [url],
      tileSize: 256,
      attribution: import.meta.env.VITE_TILE_ATTRIBUTION ?? '',
    };
    style.layers.push({ id: 'tiles', type: 'raster', source: 'tiles' });
  }
  return style;
}

function pointsGeoJson(points: readonly MapPoint[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => ({
      type: 'Feature',
      id: p.id,
      properties: { id: p.id, status: p.status ?? '' },
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    })),
  };
}

function numberedMarker(point: MapPoint, onSelect: (id: number) => void): maplibregl.Marker {
  const el = document.createElement('button');
  el.type = 'button';
  el.textContent = String(point.number);
  el.setAttribute('aria-label', point.label);
  el.title = point.label;
  Object.assign(el.style, {
    width: '28px',
    height: '28px',
    borderRadius: '50%',
    border: '2px solid white',
    fontWeight: '700',
    fontSize: '13px',
    cursor: 'pointer',
    background: point.status === 'finished' ? '#2f855a' : INK,
    color: 'white',
    boxShadow: '0 1px 4px rgba(0,0,0,.4)',
  });
  el.addEventListener('click', () => onSelect(point.id));
  return new maplibregl.Marker({ element: el }).setLngLat([point.lng, point.lat]);
}

/** Zoom above which the source stops clustering (a selected point is shown beyond it). */
const CLUSTER_MAX_ZOOM = 14;

/** A count label for a cluster: aria-hidden (the list beside the map is the accessible way to the points), never in the way of clicks. */
function countLabel(text: string): maplibregl.Marker {
  const el = document.createElement('div');
  el.textContent = text;
  el.setAttribute('aria-hidden', 'true');
  el.dataset.clusterCount = text;
  Object.assign(el.style, { pointerEvents: 'none', font: '700 12px/1 system-ui, sans-serif', color: INK });
  return new maplibregl.Marker({ element: el });
}

/** Adds, moves and removes the count labels so each cluster drawn on screen has exactly one. */
function syncClusterCounts(map: MapLibre, labels: Map<number, maplibregl.Marker>): void {
  const seen = new Set<number>();
  for (const f of map.queryRenderedFeatures({ layers: ['clusters'] })) {
    const id = f.properties.cluster_id as number;
    if (seen.has(id) || f.geometry.type !== 'Point') continue;
    seen.add(id);
    const at = f.geometry.coordinates as [number, number];
    const text = String(f.properties.point_count_abbreviated ?? f.properties.point_count);
    const label = labels.get(id);
    if (label) {
      label.setLngLat(at);
      label.getElement().textContent = text;
    } else {
      labels.set(id, countLabel(text).setLngLat(at).addTo(map));
    }
  }
  for (const [id, label] of labels)
    if (!seen.has(id)) {
      label.remove();
      labels.delete(id);
    }
}

export default function MapCanvas({
  points,
  you,
  label,
  height = '360px',
  onSelect,
  clustered = false,
  selectedId = null,
  onPick,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const markers = useRef<maplibregl.Marker[]>([]);
  const youMarker = useRef<maplibregl.Marker | null>(null);
  const ready = useRef<Promise<void> | null>(null);
  // the latest handler, so the map's listeners (added once) and the markers never call a stale one
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  }, [onPick]);
  const fitted = useRef(false);
  const counts = useRef(new Map<number, maplibregl.Marker>());

  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    const url = tileUrl();
    const map = new maplibregl.Map({
      container: el,
      style: baseStyle(url),
      center: [-75, 5],
      zoom: 2,
      attributionControl: url ? {} : false,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    mapRef.current = map;
    el.dataset.basemap = url ? 'tiles' : 'offline';
    ready.current = new Promise<void>((resolve) => map.once('load', () => resolve())).then(async () => {
      if (!url) addOfflineBasemap(map, await loadOfflineBasemap());
      map.addSource('points', {
        type: 'geojson',
        data: pointsGeoJson([]),
        cluster: true,
        clusterRadius: 40,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
      });
      map.addLayer({
        id: 'clusters',
        type: 'circle',
        source: 'points',
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': BRAND,
          'circle-stroke-color': INK,
          'circle-stroke-width': 1,
          'circle-radius': ['step', ['get', 'point_count'], 12, 50, 18, 500, 26],
        },
      });
      map.addLayer({
        id: 'point',
        type: 'circle',
        source: 'points',
        filter: ['!', ['has', 'point_count']],
        paint: {
          // availability (features/availability): free, held, busy; anything else the ink colour
          'circle-color': ['match', ['get', 'status'], 'free', '#38A169', 'held', '#DD6B20', 'busy', '#C53030', INK],
          'circle-radius': 5,
          'circle-stroke-color': 'white',
          'circle-stroke-width': 1.5,
        },
      });
      map.on('click', 'clusters', (e: MapLayerMouseEvent) => {
        const feature = e.features?.[0];
        const source = map.getSource<GeoJSONSource>('points');
        if (!feature || !source || feature.geometry.type !== 'Point') return;
        const center = feature.geometry.coordinates as [number, number];
        void source
          .getClusterExpansionZoom(feature.properties.cluster_id as number)
          .then((zoom: number) => map.easeTo({ center, zoom }));
      });
      map.addLayer({
        id: 'point-selected',
        type: 'circle',
        source: 'points',
        filter: ['==', ['get', 'id'], -1],
        paint: {
          'circle-color': BRAND,
          'circle-radius': 9,
          'circle-stroke-color': INK,
          'circle-stroke-width': 2,
        },
      });
      map.on('click', 'point', (e: MapLayerMouseEvent) => {
        const id = e.features?.[0]?.properties.id;
        if (typeof id === 'number') onSelectRef.current?.(id);
      });
      map.on('click', (e) => onPickRef.current?.(e.lngLat.lat, e.lngLat.lng));
      for (const layer of ['clusters', 'point']) {
        map.on('mouseenter', layer, () => {
          map.getCanvas().style.cursor = 'pointer';
        });
        map.on('mouseleave', layer, () => {
          map.getCanvas().style.cursor = '';
        });
      }
      // once the view and the clusters settle (labels ride along with the map while it moves)
      if (clustered) map.on('idle', () => syncClusterCounts(map, counts.current));
      // outlines the map's worker parsed and drew (0 when the worker could not load, e.g. not precached)
      if (!url)
        map.on('idle', () => {
          el.dataset.outlines = String(
            map.querySourceFeatures('countries').length + map.querySourceFeatures('states').length,
          );
        });
      el.dataset.loaded = 'true';
    });
    const labels = counts.current;
    return () => {
      map.remove();
      mapRef.current = null;
      labels.clear();
    };
    // the map is built once; points and position follow in the effects below
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready.current) return;
    void ready.current.then(() => {
      for (const m of markers.current) m.remove();
      markers.current = [];
      const numbered = !clustered && points.length <= NUMBERED_MAX && points.every((p) => p.number !== undefined);
      map.getSource<GeoJSONSource>('points')?.setData(pointsGeoJson(numbered ? [] : points));
      if (numbered)
        markers.current = points.map((p) => numberedMarker(p, (id) => onSelectRef.current?.(id)).addTo(map));
      const bounds = boundsOf(points);
      // in pick mode the view is fitted once, so a picked point does not zoom the map
      if (bounds && !(onPickRef.current && fitted.current))
        // the offline basemap has outlines only: stop where states and cities still give context
        map.fitBounds(bounds, { padding: 48, maxZoom: tileUrl() ? 15 : OFFLINE_MAX_FIT_ZOOM, duration: 0 });
      if (bounds) fitted.current = true;
      const el = container.current;
      el?.setAttribute('data-points', String(points.length));
      map.once('idle', () => {
        if (!el) return;
        el.dataset.draws = String(Number(el.dataset.draws ?? 0) + 1);
        el.dataset.drawn = String(points.length);
      });
    });
    // `clustered` is fixed for a map's life
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [points]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready.current || !clustered) return;
    void ready.current.then(() => {
      map.setFilter('point-selected', ['==', ['get', 'id'], selectedId ?? -1]);
      const point = selectedId === null ? undefined : points.find((p) => p.id === selectedId);
      if (!point) return;
      // a point hidden in a cluster or off screen is brought into view, past the zoom where clusters end
      const shown =
        map.getBounds().contains([point.lng, point.lat]) &&
        map
          .queryRenderedFeatures(map.project([point.lng, point.lat]), { layers: ['point'] })
          .some((f) => f.properties.id === point.id);
      if (!shown) map.easeTo({ center: [point.lng, point.lat], zoom: Math.max(map.getZoom(), CLUSTER_MAX_ZOOM + 1) });
    });
    // follows the selection only; a new set of points is fitted above
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId, clustered]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    youMarker.current?.remove();
    youMarker.current = null;
    if (!you) return;
    const el = document.createElement('div');
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', label.you);
    Object.assign(el.style, {
      width: '16px',
      height: '16px',
      borderRadius: '50%',
      background: '#2b6cb0',
      border: '3px solid white',
      boxShadow: '0 0 0 6px rgba(43,108,176,.25)',
    });
    youMarker.current = new maplibregl.Marker({ element: el }).setLngLat([you.lng, you.lat]).addTo(map);
  }, [you, label.you]);

  return (
    <Box
      ref={container}
      h={height}
      w="100%"
      borderRadius="lg"
      overflow="hidden"
      borderWidth="1px"
      role="region"
      aria-label={label.map}
      data-testid="map"
    />
  );
}
