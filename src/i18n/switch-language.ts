/**
 * Switching the interface language (spec product.md §4 "Language switch
 * triggers a reload of translations", §9 cookie `locals`): activates the
 * Lingui catalog, writes the cookie, tells the server (POST
 * /languages?locale=, which also stores it on the signed-in account) and
 * reloads the server translation sections. Offline, the switch still happens
 * locally; the server learns the language from the cookie on the next call.
 */
import { api } from '../api/index.ts';
import * as translations from '../api/contract/translations.ts';
import { setLocale, type Locale } from './index.ts';
import { clearServerTranslations } from './server-translations.ts';

export async function switchLanguage(locale: Locale): Promise<void> {
  await setLocale(locale);
  clearServerTranslations();
  try {
    await api.call(translations.switchLanguage, { query: { locale } }, { on401: 'throw' });
  } catch {
    // offline or signed out: the cookie carries the choice
  }
}
