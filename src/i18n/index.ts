/**
 * Lingui set-up for the interface text (spec product.md §9: es is the default
 * and fallback language, es and en are offered, the choice lives in the
 * `locals` cookie).
 *
 * Invariants:
 * - `i18n` is the single Lingui instance; `loadLocale` loads and activates
 *   compiled catalogs (`src/locales/<locale>/{shell,messages}.ts`, written by
 *   `lingui compile --typescript`) in their own chunks, so only one language,
 *   and on /login only the shell's text, ships in the first load.
 * - `setLocale` writes the cookie first, then activates, and keeps
 *   `<html lang>` in step. The cookie is also what the API client sends.
 * Browser-only where it touches `document`; safe to import in tests (happy-dom).
 */
import { i18n, type Messages } from '@lingui/core';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { pointManifestAt } from './manifest-link.ts';

export { i18n };

/** Languages the interface is translated into. */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** Default and fallback language (spec §9). */
export const DEFAULT_LOCALE: Locale = 'es';
/** Cookie holding the chosen language (spec §9). */
export const LOCALE_COOKIE = 'locals';
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** True when `value` is one of the offered locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language to start with: the `locals` cookie when it holds es|en, else es. */
export function initialLocale(cookie?: string): Locale {
  const value = readCookie(LOCALE_COOKIE, cookie);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The interface text comes in two catalogs (lingui.config.ts): `shell` — the
 * public pages, sign-in and the app frame, all /login needs — and
 * `dashboard` — every screen behind sign-in. The shell loads first; the
 * dashboard catalog is loaded by the routes that need it (`loadArea`), so
 * the first load of /login carries only the shell's text.
 */
export type CatalogArea = 'dashboard';
const areas = new Set<CatalogArea>();

/** One compiled catalog module (one chunk per locale and catalog). */
function catalog(locale: Locale, area: 'shell' | CatalogArea): Promise<{ messages: Messages }> {
  // Template-literal imports: Vite makes one chunk per file, and type-checking does not need the
  // (git-ignored) compiled files to exist.
  return area === 'shell'
    ? (import(`../locales/${locale}/shell.ts`) as Promise<{ messages: Messages }>)
    : (import(`../locales/${locale}/messages.ts`) as Promise<{ messages: Messages }>);
}

/**
 * Loads the compiled catalogs of `locale` (the shell and every area asked for
 * so far) and activates it.
 * @throws when a catalog module is missing (catalogs not compiled).
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const parts = await Promise.all([catalog(locale, 'shell'), ...[...areas].map((a) => catalog(locale, a))]);
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts.map((p) => p.messages)) as Messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  pointManifestAt(locale);
}

/**
 * Adds an area's catalog to the active locale (and to every later switch).
 * Resolves at once when it is already loaded.
 */
export async function loadArea(area: CatalogArea): Promise<void> {
  if (areas.has(area)) return;
  areas.add(area);
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const mod = await catalog(locale, area);
  i18n.load(locale, mod.messages);
  i18n.activate(locale);
}

/**
 * Starts downloading and evaluating an area's catalog for `locale` without activating it, so a later
 * `loadArea` finds it in (src/app/router.tsx `preloadRouteCode`: the opened route's catalog travels alongside
 * its code). Never rejects: a failure surfaces in `loadArea`.
 */
export function prefetchArea(area: CatalogArea, locale: Locale): void {
  catalog(locale, area).catch(() => undefined);
}

/** Stores `locale` in the `locals` cookie (one year, path /) and activates it. */
export async function setLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
  await loadLocale(locale);
}
