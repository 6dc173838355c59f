/**
 * The public site in the service worker (issue 20 "landing pages work offline once visited"; product.md §2 public
 * routes and their guard). A navigation to /, /about, /provider or /buyer is answered from the precached page
 * (`landing/{locale}/{page}.html`, scripts/landing-plugin.ts) — before the app shell's navigation route, which
 * answers every other path with /index.html:
 * - with a stored token (`access_token` cookie, read through the Cookie Store API where the browser has one) it
 *   redirects to /dashboard; without that API the page's own script does;
 * - the language is `?lang=`, else the `locals` cookie, else es, as the server chooses (server/http/landing.ts);
 * - the origin placeholder of its canonical, hreflang and Open Graph URLs becomes this worker's origin.
 * /login gets the app's shell with its static first paint in the visitor's language (`login.{locale}.html`).
 * A page missing from the precache (an older build) goes to the network.
 */
import { registerRoute } from 'workbox-routing';
import { precacheController } from './precache.ts';
import {
  LANDING_PAGES,
  ORIGIN_PLACEHOLDER,
  isLandingPath,
  landingFile,
  landingLocale,
  loginShellFile,
} from '../src/lib/landing-paths.ts';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
};

async function cookie(name: string): Promise<string | undefined> {
  try {
    return (await self.cookieStore?.get(name))?.value || undefined;
  } catch {
    return undefined;
  }
}

/** Registers the public pages' navigation route; call before the app shell's NavigationRoute. */
export function registerLandingRoute(): void {
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && url.origin === self.location.origin && isLandingPath(url.pathname),
    async ({ request, url }) => {
      if (await cookie('access_token')) return Response.redirect(new URL('/dashboard', url).href, 302);
      const path = url.pathname as keyof typeof LANDING_PAGES;
      const locale = landingLocale(url.searchParams.get('lang'), await cookie('locals'));
      const cached = await precacheController.matchPrecache(`/${landingFile(LANDING_PAGES[path], locale)}`);
      if (!cached) return fetch(request);
      const html = (await cached.text()).replaceAll(ORIGIN_PLACEHOLDER, self.location.origin);
      return new Response(html, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': locale },
      });
    },
  );
  // /login: the app with its static first paint in the visitor's language (src/landing/login-shell.ts)
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && url.origin === self.location.origin && url.pathname === '/login',
    async ({ request, url }) => {
      const locale = landingLocale(url.searchParams.get('lang'), await cookie('locals'));
      return (await precacheController.matchPrecache(`/${loginShellFile(locale)}`)) ?? fetch(request);
    },
  );
}
