/**
 * Lingui set-up for the interface text (spec product.md §9: es is the default
 * and fallback language, es and en are offered, the choice lives in the
 * `locals` cookie).
 *
 * Invariants:
 * - `i18n` is the single Lingui instance; `loadLocale` loads and activates a
 *   compiled catalog (`src/locales/<locale>/messages.ts`, written by
 *   `lingui compile --typescript`) in its own chunk, so only one language ships
 *   in the first load.
 * - `setLocale` writes the cookie first, then activates, and keeps
 *   `<html lang>` in step. The cookie is also what the API client sends.
 * Browser-only where it touches `document`; safe to import in tests (happy-dom).
 */
import { i18n, type Messages } from '@lingui/core';
import { readCookie, writeCookie } from '../lib/cookies.ts';

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
 * Loads the compiled catalog of `locale` and activates it.
 * @throws when the catalog module is missing (catalogs not compiled).
 */
export async function loadLocale(locale: Locale): Promise<void> {
  // A template-literal import: Vite turns it into one chunk per catalog, and
  // type-checking does not need the (git-ignored) compiled files to exist.
  const mod = (await import(`../locales/${locale}/messages.ts`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, messages: mod.messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Stores `locale` in the `locals` cookie (one year, path /) and activates it. */
export async function setLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
  await loadLocale(locale);
}
