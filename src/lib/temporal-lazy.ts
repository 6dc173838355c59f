/**
 * The Temporal API for the browser build, without shipping the polyfill to browsers that have Temporal
 * (Chrome and Edge 144+, Firefox 139+): vite.config.ts resolves `temporal-polyfill` to this module in the app
 * and service worker builds, so `import { Temporal } from 'temporal-polyfill'` stays the one way the code
 * names it (STACK.md), while the ~18 KB gzip polyfill (issue 21: first load of /dashboard) loads only where
 * the browser lacks Temporal (Safari today).
 *
 * - `Temporal` is a stand-in whose every property is read from `globalThis.Temporal` at the time of use: the
 *   browser's own, or the polyfill's once `ensureTemporal` installed it. Reading it before then throws a
 *   TypeError naming the cause (no module reads it while it is evaluated: they all read it inside functions).
 * - `ensureTemporal()` resolves at once where the browser has Temporal; elsewhere it loads
 *   `temporal-polyfill/global` (which installs `Temporal`, and the Temporal-aware `Intl.DateTimeFormat`) first.
 *   src/main.tsx awaits it before the first render, sw/sw.ts imports the polyfill's global statically.
 *
 * Node (the server, scripts, Vitest) does not use this module: there `temporal-polyfill` is the polyfill itself.
 */
import type { Temporal as TemporalApi } from 'temporal-polyfill';

type TemporalNamespace = typeof TemporalApi;

const current = (): TemporalNamespace | undefined => (globalThis as { Temporal?: TemporalNamespace }).Temporal;

/** The browser's Temporal (or the installed polyfill's), read at every use; see the module doc. */
export const Temporal: TemporalNamespace = new Proxy({} as TemporalNamespace, {
  get(_target, key) {
    const api = current();
    if (!api) throw new TypeError('Temporal is not ready: await ensureTemporal() before using dates');
    return Reflect.get(api, key) as unknown;
  },
  has: (_target, key) => key in (current() ?? {}),
});

let loading: Promise<void> | undefined;

/**
 * Makes `Temporal` usable: at once where the browser has it, else after loading and installing the polyfill.
 * @throws when the polyfill's chunk cannot load (offline before the service worker cached it)
 */
export function ensureTemporal(): Promise<void> {
  if (current()) return Promise.resolve();
  loading ??= import('temporal-polyfill/global').then(
    () => undefined,
    (error: unknown) => {
      loading = undefined; // a later call tries again
      throw error;
    },
  );
  return loading;
}
