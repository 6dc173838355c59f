/**
 * The app shell's precache, installed several files at a time (spec product.md §9 offline use: the app opens
 * offline once installed, so the sooner the install ends the sooner that holds).
 *
 * Workbox's own `install` fetches and stores the precache list one file at a time (workbox-precaching
 * PrecacheController, "Cache entries one at a time", GoogleChrome/workbox#2528). Pauta's list is ~290 files
 * (~7 MB): one after the other that took ~6 s on localhost with an idle server, and on a phone's network each file
 * adds its round trip. Here the same controller, strategy and cache keys do the work, `PRECACHE_CONCURRENCY` files at
 * a time: every other part of Workbox (the precache route, `matchPrecache`, `createHandlerBoundToURL`, activation's
 * clean-up of old revisions) is Workbox's own, through this controller's public methods.
 *
 * An install fails, as Workbox's does, when any file cannot be fetched or is not cacheable (not a 200): the
 * previous worker then stays in charge with its complete precache.
 */
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/** Files fetched and stored at once: a browser's connections per host over HTTP/1.1. */
export const PRECACHE_CONCURRENCY = 6;

/** The worker's one precache controller (cache `workbox-precache-v2-<scope>`, as Workbox's default one). */
export const precacheController = new PrecacheController();

/**
 * Adds `entries` (the build's `self.__WB_MANIFEST`) to the precache list and registers the install and activate
 * listeners: install fetches the list `concurrency` files at a time; activate deletes entries of older revisions.
 * Call once, at the worker's top level.
 */
export function precacheConcurrently(entries: Array<PrecacheEntry | string>, concurrency = PRECACHE_CONCURRENCY): void {
  precacheController.addToCacheList(entries);
  // Workbox asks the network past the HTTP cache for an entry with a revision (its URL does not change when its
  // content does), and lets the HTTP cache answer for a hashed URL (PrecacheController.addToCacheList)
  const reload = new Set(
    entries.flatMap((e) => (typeof e !== 'string' && e.revision ? [new URL(e.url, self.location.href).href] : [])),
  );
  self.addEventListener('install', (event) => {
    event.waitUntil(installAll(event, reload, concurrency));
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(precacheController.activate(event));
  });
}

/** Fetches and stores every listed file, `concurrency` at a time. @throws WorkboxError when one is not cacheable */
async function installAll(event: ExtendableEvent, reload: Set<string>, concurrency: number): Promise<void> {
  const queue = [...precacheController.getURLsToCacheKeys()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: precacheController.getIntegrityForCacheKey(cacheKey),
        cache: reload.has(url) ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(precacheController.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
