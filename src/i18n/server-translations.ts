/**
 * Server translation sections (spec product.md §3, §7, §8, §9): key/text
 * pairs per locale and section, read with GET /translations?section=.
 *
 * Invariants:
 * - answers are cached in sessionStorage per locale and section ("Translations
 *   cached in the session"), so a reload or an offline visit in the same
 *   session shows them without a request;
 * - a failed load is swallowed and gives an empty list (spec §8), asked
 *   again when the browser comes back online; a missing key reads 'No encontrado' (es) or 'Not Found' (en);
 * - switching language (switch-language.ts) activates the other locale, whose
 *   sections load on first use: components re-render through `useServerText`.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import { api } from '../api/index.ts';
import * as contract from '../api/contract/translations.ts';
import type { Locale } from './index.ts';

export type Pairs = { key: string; text: string }[];

/** What a missing key reads as (spec §8). */
export const MISSING_TEXT: Record<Locale, string> = { es: 'No encontrado', en: 'Not Found' };

const memory = new Map<string, Record<string, string>>();
const pending = new Map<string, Promise<void>>();
/** Sections whose load failed, by cache key: shown empty now, asked again when the browser comes back online. */
const failed = new Map<string, { section: string; locale: Locale }>();
const listeners = new Set<() => void>();
let version = 0;

const cacheKey = (locale: Locale, section: string) => `translations:${locale}:${section}`;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  version++;
  for (const l of listeners) l();
}

function fromSession(key: string): Record<string, string> | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

function store(key: string, pairs: Pairs): void {
  const map = Object.fromEntries(pairs.map((p) => [p.key, p.text]));
  memory.set(key, map);
  try {
    sessionStorage.setItem(key, JSON.stringify(map));
  } catch {
    /* storage full or disabled: memory is enough */
  }
}

/**
 * Loads a section (and the general section it comes with) for a locale, once
 * per session; never rejects.
 */
export function loadSection(section: string, locale: Locale): Promise<void> {
  const key = cacheKey(locale, section);
  if (memory.has(key)) return Promise.resolve();
  const cached = fromSession(key);
  if (cached) {
    memory.set(key, cached);
    return Promise.resolve();
  }
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const request = api
    .call(contract.translations, { query: { section, locale } })
    .then((answer) => {
      store(key, answer.data.page);
      if (!memory.has(cacheKey(locale, 'general'))) store(cacheKey(locale, 'general'), answer.data.general);
    })
    .catch(() => {
      memory.set(key, {});
      failed.set(key, { section, locale });
    })
    .finally(() => {
      pending.delete(key);
      notify();
    });
  pending.set(key, request);
  return request;
}

/** The text of `key` in a loaded section, or the missing-key text. */
export function serverText(section: string, key: string, locale: Locale): string {
  return memory.get(cacheKey(locale, section))?.[key] ?? MISSING_TEXT[locale];
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    const again = [...failed.entries()];
    failed.clear();
    for (const [key, { section, locale }] of again) {
      memory.delete(key);
      void loadSection(section, locale);
    }
  });
}

/** Forgets every cached section (used when the server's texts may have changed, e.g. after a language switch). */
export function clearServerTranslations(): void {
  memory.clear();
  failed.clear();
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const k = sessionStorage.key(i);
      if (k?.startsWith('translations:')) sessionStorage.removeItem(k);
    }
  } catch {
    /* ignore */
  }
  notify();
}

/**
 * `text(key)` for one server section in the active language; loads the
 * section on first use and re-renders when it arrives or the language changes.
 * Until it arrives, `ready` is false and `text` returns `fallback ?? ''`.
 */
export function useServerText(section: string): { ready: boolean; text: (key: string, fallback?: string) => string } {
  const { i18n } = useLingui();
  const locale = (i18n.locale === 'en' ? 'en' : 'es') as Locale;
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    void loadSection(section, locale);
  }, [section, locale]);
  const ready = memory.has(cacheKey(locale, section));
  return {
    ready,
    text: (key, fallback) => (ready ? serverText(section, key, locale) : (fallback ?? '')),
  };
}
