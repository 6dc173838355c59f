/** Chunk-load failures reload the page at most once a minute (spec §8, §9). */
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError, shouldReload } from './chunk-reload.ts';

describe('chunk reload guard', () => {
  it('recognises chunk-load errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    expect(shouldReload(1_000, undefined)).toBe(true);
    expect(shouldReload(1_000 + CHUNK_RELOAD_GUARD_MS - 1, 1_000)).toBe(false);
    expect(shouldReload(1_000 + CHUNK_RELOAD_GUARD_MS, 1_000)).toBe(true);
  });

  it('stores the reload time and refuses a second reload in the same minute', () => {
    const reload = vi.fn();
    const error = new TypeError('Failed to fetch dynamically imported module');
    sessionStorage.clear();
    expect(reloadForChunkError(error, sessionStorage, reload)).toBe(true);
    expect(reloadForChunkError(error, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(new Error('other'), sessionStorage, reload)).toBe(false);
  });
});
