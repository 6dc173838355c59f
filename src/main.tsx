/**
 * Entry point: activates the interface language from the `locals` cookie,
 * renders the providers and the router, and (production builds only)
 * registers the service worker built from sw/sw.ts.
 *
 * The first paint waits for the language catalog (a few KB) so no text flashes
 * in the source language, and, in a browser without Temporal, for its polyfill (src/lib/temporal-lazy.ts);
 * the code of the opened screen downloads meanwhile. The service worker is registered with
 * `immediate: true`; a waiting update does not take over until the app asks
 * it to (SKIP_WAITING) — the update prompt comes with the app shell.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { ShellProviders } from './app/shell-providers.tsx';
import { preloadRouteCode, router } from './app/router.tsx';
import { i18n, initialLocale, loadLocale } from './i18n/index.ts';
import { installChunkReload } from './app/chunk-reload.ts';
import { offerUpdate, updateTaken } from './app/update-store.ts';
import { listenForHandover } from './lib/update-handover.ts';
import { captureInstallPrompt } from './app/install-offer.ts';
import { installUnauthorizedHandler } from './features/session/api/session.ts';
import { ensureTemporal } from './lib/temporal-lazy.ts';

/**
 * Renders the app once the router has resolved the opened URL (its guards
 * ran, its code is in), so the first render is the finished screen rather
 * than a pending one followed by a synchronous re-render. The render is a
 * transition: React splits it into short tasks, and the page stays
 * responsive while it builds (ARCHITECTURE.md, service worker: total blocking time on /login).
 */
async function render(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await router.load().catch((error: unknown) => console.error('The first screen could not load', error));
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <ShellProviders>
          <RouterProvider router={router} />
        </ShellProviders>
      </StrictMode>,
    );
  });
}

installChunkReload();
captureInstallPrompt();
// spec §8: any 401 drops the token and the session and opens /login
installUnauthorizedHandler(() => void router.navigate({ to: '/login' }));

const locale = initialLocale();
void Promise.all([
  loadLocale(locale).catch((error: unknown) => {
    // Without a catalog, show the source messages rather than a blank page.
    console.error('Could not load the language catalog', error);
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  }),
  // the screen's code downloads alongside the catalog, not after the first render
  preloadRouteCode(window.location.pathname, locale),
  // only where the browser has no Temporal of its own (src/lib/temporal-lazy.ts)
  ensureTemporal().catch((error: unknown) => console.error('Could not load the dates library', error)),
]).finally(() => void render());

if (import.meta.env.PROD) {
  // prompt mode: a new version waits until the person chooses Reload (src/app/update-store.ts);
  // workbox-window loads after the first screen's code, not before it
  // (another open page may choose the update: this one then keeps off the old worker too, src/lib/update-handover.ts)
  listenForHandover(navigator.serviceWorker);
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => offerUpdate(updateSW),
      // the new worker took over: this page reloads unless a form holds unsaved input (update-store.ts)
      onNeedReload: () => updateTaken(),
    });
  });
}
