/**
 * Where the public site's pages live (issue 20; product.md §2 public routes, §9 default language es), shared by the
 * build (scripts/landing-plugin.ts), the server (server/http/landing.ts), the service worker (sw/sw.ts) and the
 * app's routes: small on purpose, so the worker does not carry the pages' texts.
 */

/** The public pages: spec path → page id. */
export const LANDING_PAGES = { '/': 'home', '/about': 'about', '/provider': 'provider', '/buyer': 'buyer' } as const;
export type LandingPath = keyof typeof LANDING_PAGES;
export type LandingPage = (typeof LANDING_PAGES)[LandingPath];
export type LandingLocale = 'es' | 'en';
export const LANDING_LOCALES: readonly LandingLocale[] = ['es', 'en'];

/** Replaced by the serving origin (e.g. `https://pauta.lat`) when a page is served. */
export const ORIGIN_PLACEHOLDER = '__PAUTA_ORIGIN__';

/** True for the spec path of a public page (`/`, `/about`, `/provider`, `/buyer`). */
export function isLandingPath(path: string): path is LandingPath {
  return Object.hasOwn(LANDING_PAGES, path);
}

/** Where the build writes a page: `landing/{locale}/{page}.html` (served at its spec path). */
export function landingFile(page: LandingPage, locale: LandingLocale): string {
  return `landing/${locale}/${page}.html`;
}

/** The language a public page is answered in: `?lang=` (es or en), else the `locals` cookie, else es. */
export function landingLocale(query: string | null | undefined, cookie: string | undefined): LandingLocale {
  if (query === 'en' || query === 'es') return query;
  return cookie === 'en' ? 'en' : 'es';
}

/** Where the build writes /login's first paint in `locale` (src/landing/login-shell.ts): `login.{locale}.html`. */
export function loginShellFile(locale: LandingLocale): string {
  return `login.${locale}.html`;
}
