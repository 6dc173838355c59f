/**
 * Pauta service worker (built by vite-plugin-pwa with `injectManifest`).
 *
 * What it caches: only the app shell — the files Vite emits (JS and CSS
 * chunks, index.html, icons, fonts, the web manifest), precached under their
 * revision from `self.__WB_MANIFEST`. Every navigation outside /api is answered
 * with the precached /index.html so the app opens offline on any route.
 *
 * What it never caches: /api. Authenticated JSON is never stored here — the
 * Dexie mirror is the data cache — and /api requests are not routed by this
 * worker at all (they go straight to the network). Later issues add the
 * translations stale-while-revalidate route, per-account image caches and the
 * Background Sync wake-up.
 *
 * Updates: a new worker waits until the page posts `{ type: 'SKIP_WAITING' }`
 * (the update prompt decides when); once active it claims open clients.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
