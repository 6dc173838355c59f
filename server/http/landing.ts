/**
 * The public site's pages at the spec's paths (issue 20; product.md §2 public routes /, /about, /provider, /buyer:
 * "guest only; a visitor with a stored token is redirected to /dashboard"). The build prerenders each page in es and
 * en (`landing/{locale}/{page}.html`, scripts/landing-plugin.ts); this answers
 * - 302 to /dashboard when the request carries the `access_token` cookie (spec §9), before any HTML;
 * - otherwise the page in the language of `?lang=` (es or en), else of the `locals` cookie, else es (§9 default),
 *   with the absolute URLs of its canonical, hreflang and Open Graph tags on this server's origin
 *   (`config.publicUrl`), `Content-Language`, `Vary: Cookie` and `Cache-Control: no-cache`.
 * A build without the pages (an older dist) leaves the paths to the static files as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  LANDING_LOCALES,
  LANDING_PAGES,
  ORIGIN_PLACEHOLDER,
  landingFile,
  landingLocale,
  loginShellFile,
  type LandingPath,
} from '#src/lib/landing-paths.ts';

/**
 * /login with its static first paint (src/landing/login-shell.ts) in the visitor's language, when the build wrote
 * it; no redirect here: the app's own guard decides (a signed-in visitor may open /login?select=true).
 */
function registerLoginShell(app: Hono, staticDir: string): void {
  const shells = new Map<string, string>();
  for (const locale of LANDING_LOCALES) {
    const file = path.join(staticDir, loginShellFile(locale));
    if (!fs.existsSync(file)) return;
    shells.set(locale, fs.readFileSync(file, 'utf8'));
  }
  app.get('/login', (c) => {
    const locale = landingLocale(c.req.query('lang'), getCookie(c, 'locals'));
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    c.header('Content-Language', locale);
    return c.html(shells.get(locale)!);
  });
}

/**
 * Registers GET (and HEAD) of the four public paths when `staticDir` holds the prerendered pages, and /login with
 * its first paint.
 */
export function registerLanding(app: Hono, staticDir: string, origin: string): void {
  registerLoginShell(app, staticDir);
  const pages = new Map<string, string>();
  for (const [spec, page] of Object.entries(LANDING_PAGES))
    for (const locale of LANDING_LOCALES) {
      const file = path.join(staticDir, landingFile(page, locale));
      if (!fs.existsSync(file)) return;
      pages.set(`${spec} ${locale}`, fs.readFileSync(file, 'utf8').replaceAll(ORIGIN_PLACEHOLDER, origin));
    }
  for (const spec of Object.keys(LANDING_PAGES) as LandingPath[])
    app.get(spec, (c) => {
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Cookie');
      if (getCookie(c, 'access_token')) return c.redirect('/dashboard', 302);
      const locale = landingLocale(c.req.query('lang'), getCookie(c, 'locals'));
      c.header('Content-Language', locale);
      return c.html(pages.get(`${spec} ${locale}`)!);
    });
}
