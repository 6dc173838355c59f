/**
 * A failed page-chunk load (a deploy replaced the files, or the network
 * dropped mid-navigation) reloads the page, at most once a minute (spec
 * product.md §8, §9 "Chunk reload guard 60 seconds"), so a person never stays
 * on a broken screen and a broken deploy never loops.
 */

/** Minimum time between two automatic reloads, ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'pauta:chunk-reload-at';

/** True for the errors browsers and Vite raise when a lazily loaded module cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/** Whether to reload now, given the time of the last automatic reload (ms since epoch) if any. */
export function shouldReload(now: number, lastReloadAt: number | undefined): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * Reloads the page for a chunk-load error unless one happened in the last
 * minute. Returns true when it reloads (the caller stops rendering the error).
 */
export function reloadForChunkError(
  error: unknown,
  storage: Storage = sessionStorage,
  reload: () => void = () => location.reload(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = Date.now();
  const raw = storage.getItem(KEY);
  const last = raw ? Number(raw) : undefined;
  if (!shouldReload(now, Number.isFinite(last) ? last : undefined)) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/** Listens for Vite's preload failures (a chunk's CSS or JS) and applies the same rule. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError((event as Event & { payload?: unknown }).payload ?? new Error('ChunkLoadError')))
      event.preventDefault();
  });
}
