/**
 * The public pages inside the app's router (issue 20; product.md §2 public routes /, /about, /provider, /buyer,
 * guest only). The pages themselves are prerendered HTML that the server and the service worker answer at those
 * paths (src/landing/, server/http/landing.ts, sw/landing.ts); the app only meets these paths when it navigates to
 * one in the page (a link that forgot `reloadDocument`, history). Then:
 * - with a stored token it goes to /dashboard (the notauthentication guard of §2);
 * - otherwise it loads the path as a document, so the prerendered page shows. Should the same path come back to the
 *   app within `RELOAD_GUARD_MS` (a server or worker from before the public site), it shows a small page with the
 *   product's tagline and a sign-in link instead of loading again.
 */
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink, redirect } from '@tanstack/react-router';
import { Stack } from '../ui/public/parts.tsx';
import { getToken } from '../api/token.ts';

/** How long after loading a public path as a document the app shows its own page instead of loading again, ms. */
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'pauta:landing-load';

/** `beforeLoad` of a public page's route: a signed-in visitor goes to /dashboard. */
export function landingGuard(): void {
  if (getToken()) throw redirect({ to: '/dashboard', replace: true });
}

/**
 * Whether the current URL was loaded as a document within `RELOAD_GUARD_MS`; when not, notes that it is about to be.
 * True (show the fallback) also when session storage is unavailable, rather than risk a loop.
 */
function loadedJustNow(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? '{}') as { href?: string; at?: number };
    if (last.href === href && Date.now() - (last.at ?? 0) < RELOAD_GUARD_MS) return true;
    sessionStorage.setItem(GUARD_KEY, JSON.stringify({ href, at: Date.now() }));
    return false;
  } catch {
    return true;
  }
}

/** Loads the current URL as a document once; renders the fallback page when that already happened just now. */
export function LandingDocument() {
  const [href] = useState(() => location.pathname + location.search + location.hash);
  const [fallback] = useState(() => loadedJustNow(href));
  useEffect(() => {
    if (!fallback) location.replace(href);
  }, [fallback, href]);
  if (!fallback) return null;
  return (
    <div className="pu">
      <main id="main" className="pu-error-page">
        <Stack gap={4}>
          <h1 className="pu-h1">Pauta</h1>
          <p>
            <Trans>The largest automated out-of-home media buying platform in Latin America</Trans>
          </p>
          <RouterLink to="/login" className="pu-btn pu-btn-solid pu-start">
            <Trans>Sign in</Trans>
          </RouterLink>
        </Stack>
      </main>
    </div>
  );
}
