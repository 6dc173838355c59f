/**
 * Switches the interface language between es and en: writes the `locals`
 * cookie, activates the catalog, tells the server and reloads the server
 * translation sections (src/i18n/switch-language.ts). Shows both codes as a pressed /
 * not-pressed pair so the current language is visible at a glance.
 */
import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '../i18n/index.ts';
import { switchLanguage } from '../i18n/switch-language.ts';

export function LanguageToggle() {
  const { i18n, t } = useLingui();
  const current = i18n.locale as Locale;
  const names: Record<Locale, string> = { es: 'Español', en: 'English' };

  return (
    <Group attached role="group" aria-label={t`Language`}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="sm"
          colorPalette="brand"
          variant={locale === current ? 'solid' : 'outline'}
          aria-pressed={locale === current}
          lang={locale}
          title={names[locale]}
          onClick={() => {
            if (locale !== current) void switchLanguage(locale);
          }}
        >
          {locale.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
