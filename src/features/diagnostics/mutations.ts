/**
 * The diagnostics page's test action (issue 20 "a button to send a test mutation"): `languages.switch`
 * (POST /languages?locale=, product.md §7, §9 cookie `locals`) with the interface language the person is
 * already using. It goes through the outbox like every named mutation — stored with its Idempotency-Key, sent
 * by the one drainer, kept while offline, retried on 5xx, shown in the sync centre — so support sees the whole
 * path work (or where it stops) on this device.
 *
 * Why this call: it is real (the reference server stores the language on the account and answers), and
 * harmless and idempotent — it sets the cookie and the account's language to the value the interface already
 * shows, a "set", not an increment; sending it twice changes nothing. It needs no mirrored data (no optimistic
 * change, no rollback) and every signed-in account may call it (`languages.switch` is open to all, even during a
 * forced password change). A profile update with the same values would need the whole profile and refresh it
 * in every tab; a language switch needs one word.
 *
 * Like every feature's mutations file, the service worker loads it too: it imports the engine's `mutations.ts`
 * directly and nothing that needs a window.
 */
import * as v from 'valibot';
import { switchLanguage } from '#src/api/contract/translations.ts';
import { locale } from '#src/api/contract/common.ts';
import { defineMutation } from '#src/sync/mutations.ts';

const LANGUAGE_NAMES = { es: { es: 'español', en: 'inglés' }, en: { es: 'Spanish', en: 'English' } } as const;

/** Named after its endpoint, `languages.switch`; `requested_at` (epoch ms) tells one test from another. */
export const sendTestMutation = defineMutation({
  endpoint: switchLanguage,
  args: v.object({ locale, requested_at: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  tables: [],
  optimistic: async () => {},
  request: (args) => ({ endpoint: switchLanguage, input: { query: { locale: args.locale } } }),
  describe: (args) => ({
    es: `Prueba de envío: idioma de la interfaz (${LANGUAGE_NAMES.es[args.locale]})`,
    en: `Test send: interface language (${LANGUAGE_NAMES.en[args.locale]})`,
  }),
});

export const diagnosticsMutations = [sendTestMutation];
