/**
 * The app's own providers without the styling system: Lingui (src/main.tsx). Chakra is mounted by the signed-in
 * layouts and the overlays (src/app/chakra-area.tsx; docs/how-it-works.md "Two kits"), so /login's first load does not
 * build it. The i18n instance must have a locale activated before this renders (src/main.tsx awaits `loadLocale`),
 * so no text ever shows untranslated.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../i18n/index.ts';

export function ShellProviders({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
