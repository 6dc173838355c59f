/**
 * Pauta service worker (built by vite-plugin-pwa with `injectManifest`).
 *
 * - Precache: the app shell — the files Vite emits (JS and CSS chunks,
 *   index.html, the small icons, the web manifest), under their revision
 *   from `self.__WB_MANIFEST`, installed six files at a time (precache.ts). A navigation to a public page (/, /about,
 *   /provider, /buyer) gets its prerendered page (landing.ts); every other
 *   navigation outside /api the precached /index.html, so any in-app URL opens offline.
 * - Runtime caches (runtime-caches.ts): server translation sections
 *   stale-while-revalidate; images and files per account, with a cap.
 *   Authenticated JSON is never cached here: the Dexie mirror is the data cache.
 * - Background Sync: on the `pauta-outbox` sync (registered by the page's
 *   sync engine while actions wait) the worker drains the outbox itself with
 *   the engine's code, and tells open pages to (outbox-sync.ts); the engine's
 *   cross-tab lock keeps it to one sender. Pages also hand it their drains
 *   (`{ type: 'outbox:drain', accountId }` with a reply port).
 * - Updates: a new worker waits until the page posts `{ type: 'SKIP_WAITING' }`
 *   (the update prompt decides when); once active it claims open clients. The
 *   page also tells the active worker (`{ type: 'pauta:update-chosen' }`),
 *   which aborts its network requests in flight so the new one can activate
 *   at once (leaving.ts).
 */
import { PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { registerRuntimeCaches, setAccount } from './runtime-caches.ts';
import { onDrainRequest, onOutboxSync } from './outbox-sync.ts';
import { registerLandingRoute } from './landing.ts';
import { abortInFlight } from './leaving.ts';
import { precacheConcurrently, precacheController } from './precache.ts';
import {
  ACCOUNT_SIGNED_IN,
  BACKGROUND_SYNC_TAG,
  OUTBOX_DRAIN,
  SKIP_WAITING,
  UPDATE_CHOSEN,
} from '#src/lib/worker-messages.ts';
import { install as installTemporal } from 'temporal-polyfill/shim';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// Temporal for the engine's code where the browser has none: the build resolves `temporal-polyfill` to
// src/lib/temporal-lazy.ts, which reads the global at each use (no module reads it while it is evaluated)
installTemporal();

/** The Background Sync event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** One rule of the Service Worker Static Routing API (Chromium ≥ 123; not in TypeScript's library yet). */
interface RouterRule {
  condition: { urlPattern: { pathname: string } };
  source: 'network' | 'fetch-event' | 'cache';
}
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/**
 * The worker's static routes, where the browser has static routing (Chromium ≥ 123): the first matching rule wins.
 * - The build's files (`/assets/*`, every one in the precache under its own URL: their names carry a hash) come
 *   straight from the Cache Storage, without waking this worker or running its code: on an offline reload of
 *   /dashboard each script arrives in 11–21 ms instead of 60–100 ms, and the home rendered in a median of 656 ms
 *   instead of 685 (18 reloads each, alternating builds; docs/performance.md "Eleventh session"). A file missing
 *   from every cache (an older page asking for a chunk an update removed) goes to the network, as the precache route
 *   did.
 * - API calls bypass the worker: it only handles translations and files under /api, and waking it for every JSON
 *   call costs milliseconds per request (see the outbox replay in `npm run bench`).
 */
const STATIC_ROUTES: RouterRule[] = [
  { condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' },
  { condition: { urlPattern: { pathname: '/api/translations*' } }, source: 'fetch-event' },
  { condition: { urlPattern: { pathname: '/api/files/get/*' } }, source: 'fetch-event' },
  { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
];

self.addEventListener('install', (event) => {
  const install = event as InstallEventWithRoutes;
  if (install.addRoutes)
    install.waitUntil(
      install
        .addRoutes(STATIC_ROUTES)
        .catch((error: unknown) => console.warn('Service worker static routes refused', error)),
    );
});

// the public site's prerendered pages (landing.ts) first: the precache's own route would answer / with index.html
registerLandingRoute();
// Workbox's precache and its route, the list installed several files at a time (precache.ts)
precacheConcurrently(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precacheController));
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(precacheController.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//],
  }),
);
registerRuntimeCaches();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; id?: unknown; accountId?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  // to this, the active worker: a page chose the waiting update (leaving.ts)
  if (data?.type === UPDATE_CHOSEN) abortInFlight();
  if (data?.type === OUTBOX_DRAIN) event.waitUntil(onDrainRequest(data.accountId, event.ports[0]));
  if (data?.type === ACCOUNT_SIGNED_IN)
    event.waitUntil(setAccount(typeof data.id === 'string' || typeof data.id === 'number' ? data.id : null));
});

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(onOutboxSync());
}) as EventListener);

clientsClaim();
