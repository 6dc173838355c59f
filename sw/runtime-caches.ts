/**
 * Runtime caches of the service worker (ARCHITECTURE.md, service worker):
 * - server translation sections (`/api/translations…`, public and the same
 *   for every account) stale-while-revalidate, so both languages open offline
 *   after one online visit;
 * - images and files (`/api/files/get/{id}`: unit photos, artwork, reports)
 *   cache-first in a cache named per account (`pauta-files-account-<id>`), at
 *   most MAX_FILES entries for FILE_DAYS days (oldest dropped first, and all of
 *   it when the browser runs out of quota). The account comes from the page
 *   (`{ type: 'pauta:account', id }`) and is kept in the `pauta-meta` cache so a
 *   restarted worker still knows it; with no account nothing is cached.
 * - map tiles, when the build names a tile server (`VITE_TILE_URL`):
 *   cache-first in `pauta-map-tiles`, at most MAX_TILES for TILE_DAYS days.
 * Authenticated JSON is never cached here: the Dexie mirror is the data cache.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { tileOrigin } from './tiles.ts';
import { abortOnUpdatePlugin } from './leaving.ts';

declare const self: ServiceWorkerGlobalScope;

/** Files kept per account, and for how long (days). */
export const MAX_FILES = 300;
export const FILE_DAYS = 30;
export const TRANSLATIONS_CACHE = 'pauta-translations';
const META_CACHE = 'pauta-meta';
const ACCOUNT_KEY = '/__pauta/account';

/** Cache name of an account's files (the page deletes it on sign-out and "remove this device's data"). */
export const filesCacheName = (accountId: string | number) => `pauta-files-account-${accountId}`;

let account: string | null | undefined;

/** The account the pages last announced (null: signed out); survives a worker restart. */
export async function currentAccount(): Promise<string | null> {
  if (account !== undefined) return account;
  const stored = await (await caches.open(META_CACHE)).match(ACCOUNT_KEY);
  account = stored ? (await stored.text()) || null : null;
  return account;
}

/** Remembers which account the open pages are signed in to (null: signed out). */
export async function setAccount(id: string | number | null): Promise<void> {
  account = id === null ? null : String(id);
  const meta = await caches.open(META_CACHE);
  await meta.put(ACCOUNT_KEY, new Response(account ?? ''));
}

const fileStrategies = new Map<string, CacheFirst>();
function filesStrategy(id: string): CacheFirst {
  let strategy = fileStrategies.get(id);
  if (!strategy) {
    strategy = new CacheFirst({
      cacheName: filesCacheName(id),
      plugins: [
        abortOnUpdatePlugin,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: MAX_FILES, maxAgeSeconds: FILE_DAYS * 86_400, purgeOnQuotaError: true }),
      ],
    });
    fileStrategies.set(id, strategy);
  }
  return strategy;
}

/** Map tiles kept, and for how long (days); only when the build names a tile server (`VITE_TILE_URL`). */
export const MAX_TILES = 3000;
export const TILE_DAYS = 30;
export const TILES_CACHE = 'pauta-map-tiles';

export function registerRuntimeCaches(): void {
  const tiles = tileOrigin(import.meta.env.VITE_TILE_URL as string | undefined);
  if (tiles) {
    // public tiles, the same for every account: cache-first, capped, dropped first when the quota runs out
    registerRoute(
      ({ url, request }) => request.method === 'GET' && url.origin === tiles,
      new CacheFirst({
        cacheName: TILES_CACHE,
        plugins: [
          abortOnUpdatePlugin,
          new CacheableResponsePlugin({ statuses: [0, 200] }),
          new ExpirationPlugin({ maxEntries: MAX_TILES, maxAgeSeconds: TILE_DAYS * 86_400, purgeOnQuotaError: true }),
        ],
      }),
    );
  }

  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/translations'),
    new StaleWhileRevalidate({
      cacheName: TRANSLATIONS_CACHE,
      plugins: [
        abortOnUpdatePlugin,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 90 * 86_400 }),
      ],
    }),
  );

  const networkOnly = new NetworkOnly({ plugins: [abortOnUpdatePlugin] });
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/files/get/'),
    async (options) => {
      const id = await currentAccount();
      return id ? filesStrategy(id).handle(options) : networkOnly.handle(options);
    },
  );
}
