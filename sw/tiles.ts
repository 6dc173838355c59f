/** Which requests are map tiles (no workbox here, so tests can import it). */

/** The origin of the configured tile server (`VITE_TILE_URL`, a `{z}/{x}/{y}` template), or null: the maps then use the precached offline basemap. */
export function tileOrigin(template: string | undefined): string | null {
  if (!template || !template.includes('{z}')) return null;
  try {
    return new URL(template.replaceAll(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return null;
  }
}
