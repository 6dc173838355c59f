/**
 * The public layout of the sign-in pages (spec product.md §2 "These pages use
 * a public layout: a back link to / (except on /change), a translated tagline
 * and the product logo"; §9 "public form column 456 px"), built with the
 * public kit (src/ui/public/, no Chakra: docs/how-it-works.md "Two kits").
 *
 * Phones: one column — header (back link, language), logo and tagline, then
 * the page, full width. From `lg` (1024 px) a dark brand panel with the logo
 * and tagline fills the left and the page sits in a 456 px column on the
 * right. The page content is the `main` landmark (id `main`). /login's static
 * first paint (src/landing/login-shell.ts) is this markup with the same classes.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { LanguageToggle } from '../ui/public/language-toggle.tsx';
import { Stack } from '../ui/public/parts.tsx';

/** Width of the form column on desktop, px (spec §9; public.css `.pu-column`). */
export const PUBLIC_FORM_COLUMN = '456px';

export interface PublicLayoutProps {
  children: ReactNode;
  /** Shows the back link to / (default true; false on /change). */
  backLink?: boolean;
}

function Logo({ size }: { size: number }) {
  return (
    <div className="pu-logo">
      <img src="/favicon.svg" alt="" width={size} height={size} />
      <span>Pauta</span>
    </div>
  );
}

/** Frame of /login, /forget, /reset, /register, /accept and /change. */
export function PublicLayout({ children, backLink = true }: PublicLayoutProps) {
  const tagline = <Trans>The largest automated out-of-home media buying platform in Latin America</Trans>;
  return (
    <div className="pu pu-frame">
      <div className="pu-panel">
        <Logo size={56} />
        <p>{tagline}</p>
      </div>
      <div className="pu-col">
        <header className={backLink ? 'pu-header' : 'pu-header pu-end'}>
          {backLink && (
            // a document link: the public site is prerendered HTML outside the app (src/landing/)
            <a className="pu-link" href="/">
              <span aria-hidden="true">←</span> <Trans>Back to home</Trans>
            </a>
          )}
          <LanguageToggle />
        </header>
        <main id="main" className="pu-main">
          <Stack gap={8} className="pu-column">
            <div className="pu-brand">
              <Logo size={36} />
              <p className="pu-tagline">{tagline}</p>
            </div>
            {children}
          </Stack>
        </main>
      </div>
    </div>
  );
}
