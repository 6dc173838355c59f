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

/** Reads one cookie by name from `cookie` (default `document.cookie`), or undefined. */
export function readCookie(name: string, cookie = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
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
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  }
  await loadLocale(locale);
}
