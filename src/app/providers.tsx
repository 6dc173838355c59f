/**
 * App-wide providers: the Chakra styling system (src/app/theme.ts) and Lingui.
 * The i18n instance must have a locale activated before this renders
 * (src/main.tsx awaits `loadLocale`), so no text ever shows untranslated.
 */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../i18n/index.ts';
import { system } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  );
}
