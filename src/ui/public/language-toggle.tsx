/**
 * The language switch of the public pages (the public kit's twin of src/ui/language-toggle.tsx): es and en as a
 * pressed / not-pressed pair; choosing the other one writes the `locals` cookie, activates its catalog, tells the
 * server and reloads the server translation sections (src/i18n/switch-language.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '#src/i18n/index.ts';
import { switchLanguage } from '#src/i18n/switch-language.ts';
import { Button } from './parts.tsx';

const NAMES: Record<Locale, string> = { es: 'Español', en: 'English' };

export function LanguageToggle() {
  const { i18n, t } = useLingui();
  const current = i18n.locale as Locale;
  return (
    <div className="pu-attached" role="group" aria-label={t`Language`}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="sm"
          variant={locale === current ? 'solid' : 'outline'}
          aria-pressed={locale === current}
          lang={locale}
          title={NAMES[locale]}
          onClick={() => {
            if (locale !== current) void switchLanguage(locale);
          }}
        >
          {locale.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
