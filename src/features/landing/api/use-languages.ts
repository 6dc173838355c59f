/**
 * The languages the server offers (GET /api/languages, spec product.md §7),
 * fetched online once per mount. Not mirrored: the landing page shows an error
 * state when the server cannot be reached.
 *
 * The request is aborted when the component unmounts (also on StrictMode's
 * double mount), and an aborted request never changes state.
 */
import { useEffect, useState } from 'react';
import { api } from '../../../api/index.ts';
import { translations } from '../../../api/contract/index.ts';

/** One offered language: its code and its name in its own language. */
export interface OfferedLanguage {
  code: 'es' | 'en';
  name: string;
}

export type LanguagesState =
  | { status: 'loading' }
  | { status: 'success'; languages: OfferedLanguage[] }
  | { status: 'error'; message: string };

/** Loads the offered languages; `message` on error is the ApiError's text. */
export function useLanguages(): LanguagesState {
  const [state, setState] = useState<LanguagesState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api.call(translations.languages, undefined, { signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'success', languages: answer.data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
