/**
 * The map itself (maplibre-gl), loaded only by map-view.tsx's lazy import.
 * See map-view.tsx for what it shows. Basemap: raster tiles from
 * `VITE_TILE_URL` when the build has one, else the bundled offline outlines
 * (basemap.ts). Points are one clustered GeoJSON source (thousands stay
 * fluid); up to NUMBERED_MAX numbered points (a route's stops) are DOM markers
 * instead, so their numbers need no font server.
 */
import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, Map as MapLibre, MapLayerMouseEvent, StyleSpecification } from 'maplibre-gl';
// oxlint-disable-next-line import/no-unassigned-import -- the map's stylesheet, loaded with it
import 'maplibre-gl/dist/maplibre-gl.css';
import { Box } from '@chakra-ui/react';
import { boundsOf, loadOfflineBasemap, tileUrl, type MapPoint } from './basemap.ts';
import type { MapViewProps } from './map-view.tsx';

/** Numbered points up to this many are DOM markers; beyond, a clustered layer. */
export const NUMBERED_MAX = 60;

const BRAND = '#F5B800';
const INK = '#2B2B2B';

function baseStyle(url: string | null): StyleSpecification {
  const style: StyleSpecification = { version: 8, sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': url ? '#ffffff' : '#dbe9f4' } }] };
  if (url) {
    style.sources.tiles = { type: 'raster', tiles: [url], tileSize: 256, attribution: import.meta.env.VITE_TILE_ATTRIBUTION ?? '' };
    style.layers.push({ id: 'tiles', type: 'raster', source: 'tiles' });
  }
  return style;
}

function pointsGeoJson(points: readonly MapPoint[]): GeoJSON.FeatureCollection {
  return { type: 'FeatureCollection', features: points.map((p) => ({ type: 'Feature', id: p.id, properties: { id: p.id, status: p.status ?? '' }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })) };
}

function numberedMarker(point: MapPoint, onSelect: ((id: number) => void) | undefined): maplibregl.Marker {
  const el = document.createElement('button');
  el.type = 'button';
  el.textContent = String(point.number);
  el.setAttribute('aria-label', point.label);
  el.title = point.label;
  Object.assign(el.style, {
    width: '28px', height: '28px', borderRadius: '50%', border: '2px solid white', fontWeight: '700', fontSize: '13px', cursor: 'pointer',
    background: point.status === 'finished' ? '#2f855a' : INK, color: 'white', boxShadow: '0 1px 4px rgba(0,0,0,.4)',
  });
  if (onSelect) el.addEventListener('click', () => onSelect(point.id));
  return new maplibregl.Marker({ element: el }).setLngLat([point.lng, point.lat]);
}

export default function MapCanvas({ points, you, label, height = '360px', onSelect }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const markers = useRef<maplibregl.Marker[]>([]);
  const youMarker = useRef<maplibregl.Marker | null>(null);
  const ready = useRef<Promise<void> | null>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    const url = tileUrl();
    const map = new maplibregl.Map({ container: el, style: baseStyle(url), center: [-75, 5], zoom: 2, attributionControl: url ? {} : false });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    mapRef.current = map;
    el.dataset.basemap = url ? 'tiles' : 'offline';
    ready.current = new Promise<void>((resolve) => map.once('load', () => resolve())).then(async () => {
      if (!url) {
        const { countries, states } = await loadOfflineBasemap();
        map.addSource('countries', { type: 'geojson', data: countries });
        map.addSource('states', { type: 'geojson', data: states });
        map.addLayer({ id: 'countries-fill', type: 'fill', source: 'countries', paint: { 'fill-color': '#f7f5ef' } });
        map.addLayer({ id: 'states-line', type: 'line', source: 'states', paint: { 'line-color': '#b9b4a6', 'line-width': 0.6 } });
        map.addLayer({ id: 'countries-line', type: 'line', source: 'countries', paint: { 'line-color': '#6b6558', 'line-width': 1.2 } });
      }
      map.addSource('points', { type: 'geojson', data: pointsGeoJson([]), cluster: true, clusterRadius: 40, clusterMaxZoom: 14 });
      map.addLayer({ id: 'clusters', type: 'circle', source: 'points', filter: ['has', 'point_count'], paint: {
        'circle-color': BRAND, 'circle-stroke-color': INK, 'circle-stroke-width': 1,
        'circle-radius': ['step', ['get', 'point_count'], 12, 50, 18, 500, 26],
      } });
      map.addLayer({ id: 'point', type: 'circle', source: 'points', filter: ['!', ['has', 'point_count']], paint: {
        'circle-color': INK, 'circle-radius': 5, 'circle-stroke-color': 'white', 'circle-stroke-width': 1.5,
      } });
      map.on('click', 'clusters', (e: MapLayerMouseEvent) => {
        const feature = e.features?.[0];
        const source = map.getSource<GeoJSONSource>('points');
        if (!feature || !source || feature.geometry.type !== 'Point') return;
        const center = feature.geometry.coordinates as [number, number];
        void source.getClusterExpansionZoom(feature.properties.cluster_id as number).then((zoom: number) => map.easeTo({ center, zoom }));
      });
      map.on('click', 'point', (e: MapLayerMouseEvent) => { const id = e.features?.[0]?.properties.id; if (typeof id === 'number') onSelect?.(id); });
      el.dataset.loaded = 'true';
    });
    return () => { map.remove(); mapRef.current = null; };
    // the map is built once; points and position follow in the effects below
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready.current) return;
    void ready.current.then(() => {
      for (const m of markers.current) m.remove();
      markers.current = [];
      const numbered = points.length <= NUMBERED_MAX && points.every((p) => p.number !== undefined);
      map.getSource<GeoJSONSource>('points')?.setData(pointsGeoJson(numbered ? [] : points));
      if (numbered) markers.current = points.map((p) => numberedMarker(p, onSelect).addTo(map));
      const bounds = boundsOf(points);
      if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
      container.current?.setAttribute('data-points', String(points.length));
    });
  }, [points, onSelect]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    youMarker.current?.remove();
    youMarker.current = null;
    if (!you) return;
    const el = document.createElement('div');
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', label.you);
    Object.assign(el.style, { width: '16px', height: '16px', borderRadius: '50%', background: '#2b6cb0', border: '3px solid white', boxShadow: '0 0 0 6px rgba(43,108,176,.25)' });
    youMarker.current = new maplibregl.Marker({ element: el }).setLngLat([you.lng, you.lat]).addTo(map);
  }, [you, label.you]);

  return <Box ref={container} h={height} w="100%" borderRadius="lg" overflow="hidden" borderWidth="1px" role="region" aria-label={label.map} data-testid="map" />;
}
