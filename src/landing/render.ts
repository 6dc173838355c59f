/**
 * Prerendered HTML of the public site (issue 20; product.md §1, §2 public routes /, /about, /buyer, /provider and
 * the landing layout, §5 contact form, §9 carousel of 1 slide without arrows, scroll duration 400 ms).
 *
 * Pure functions, run at build time by the Vite plugin (scripts/landing-plugin.ts): one HTML document per page and
 * language, readable without JavaScript, each with its own title, description, canonical URL, `hreflang` es/en/
 * x-default alternates, Open Graph and Twitter tags and JSON-LD. Styles are inlined (no render-blocking request);
 * the one script (src/landing/client.ts, ~3 KB gzip) is deferred. Absolute URLs carry `ORIGIN_PLACEHOLDER`, which
 * the server (and the service worker offline) replace with the origin they serve from.
 *
 * URLs: Spanish (default, spec §9) at the spec's paths; English at the same path with `?lang=en`.
 */
import { manifestPath } from '../i18n/manifest-link.ts';
import { LANDING_TEXTS, landingText, type LandingKey } from '../lib/landing-texts.ts';
import {
  LANDING_LOCALES,
  LANDING_PAGES,
  ORIGIN_PLACEHOLDER,
  type LandingLocale,
  type LandingPage,
  type LandingPath,
} from '../lib/landing-paths.ts';

export { LANDING_LOCALES, LANDING_PAGES, ORIGIN_PLACEHOLDER, landingFile } from '../lib/landing-paths.ts';
export type { LandingLocale, LandingPage, LandingPath } from '../lib/landing-paths.ts';
import { aboutMain, buyerMain, homeMain, providerMain } from './sections.ts';

/** Escapes text for HTML content and double-quoted attributes. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders texts of one language: `t(key)` escaped text; `el(tag, key, attrs)` an element the server may re-word. */
export interface Words {
  locale: LandingLocale;
  t: (key: LandingKey) => string;
  el: (tag: string, key: LandingKey, attrs?: string) => string;
  /** A URL of the public site in this language (`/about` → `/about?lang=en` in English). */
  href: (path: string, hash?: string) => string;
}

export function words(locale: LandingLocale): Words {
  const t = (key: LandingKey) => esc(landingText(key, locale));
  return {
    locale,
    t,
    el: (tag, key, attrs = '') => `<${tag} data-t="${key}"${attrs ? ` ${attrs}` : ''}>${t(key)}</${tag}>`,
    href: (path, hash = '') => `${path}${locale === 'en' ? '?lang=en' : ''}${hash ? `#${hash}` : ''}`,
  };
}

/** The page's absolute URL in `locale`. */
function pageUrl(path: LandingPath, locale: LandingLocale): string {
  return `${ORIGIN_PLACEHOLDER}${path}${locale === 'en' ? '?lang=en' : ''}`;
}

const META: Record<LandingPage, { title: LandingKey; description: LandingKey }> = {
  home: { title: 'home_title', description: 'home_description' },
  about: { title: 'about_title', description: 'about_description' },
  provider: { title: 'provider_title', description: 'provider_description' },
  buyer: { title: 'buyer_title', description: 'buyer_description' },
};

export interface RenderOptions {
  /** The page script's URL (hashed build file), e.g. `/assets/landing-AbC123.js`. */
  script: string;
  /** The stylesheet, inlined in `<style>`. */
  css: string;
}

/** One public page as a complete HTML document. */
export function renderLandingPage(path: LandingPath, locale: LandingLocale, options: RenderOptions): string {
  const page = LANDING_PAGES[path];
  const w = words(locale);
  const meta = META[page];
  const title = w.t(meta.title);
  const description = w.t(meta.description);
  const main = { home: homeMain, about: aboutMain, provider: providerMain, buyer: buyerMain }[page](w);
  const alternates = LANDING_LOCALES.map(
    (l) => `<link rel="alternate" hreflang="${l}" href="${pageUrl(path, l)}">`,
  ).join('');
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Pauta',
    url: `${ORIGIN_PLACEHOLDER}/`,
    logo: `${ORIGIN_PLACEHOLDER}/icons/icon-512.png`,
    description: landingText('tagline', locale),
    areaServed: 'Latin America',
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${locale}" data-page="${page}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${pageUrl(path, locale)}">
${alternates}<link rel="alternate" hreflang="x-default" href="${pageUrl(path, 'es')}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Pauta">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${pageUrl(path, locale)}">
<meta property="og:image" content="${ORIGIN_PLACEHOLDER}/icons/icon-512.png">
<meta property="og:locale" content="${locale === 'en' ? 'en_US' : 'es_LA'}">
<meta property="og:locale:alternate" content="${locale === 'en' ? 'es_LA' : 'en_US'}">
<meta name="twitter:card" content="summary">
<meta name="theme-color" content="#F5B800">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" sizes="180x180">
<link rel="manifest" href="${manifestPath(locale)}">
<script type="application/ld+json">${jsonLd}</script>
<style>${options.css}</style>
<script src="${options.script}" defer></script>
</head>
<body>
<a class="skip" href="#main" data-t="skip_to_content">${w.t('skip_to_content')}</a>
${header(w, path)}
<main id="main" tabindex="-1">
${main}
</main>
${footer(w)}
${dialogs(w)}
</body>
</html>
`;
}

function header(w: Words, path: LandingPath): string {
  const other: LandingLocale = w.locale === 'en' ? 'es' : 'en';
  const links = [
    [w.href('/', 'howItWorks'), 'how_it_works'],
    [w.href('/', 'technologies'), 'technologies'],
    [w.href('/buyer'), 'buy_campaign'],
    [w.href('/provider'), 'be_provider'],
    [w.href('/about'), 'about'],
    [w.href('/', 'contactUs'), 'contact_us'],
  ] as const;
  const items = links
    .map(([href, key]) => {
      const current = href === w.href(path) ? ' aria-current="page"' : '';
      return `<li><a href="${href}" data-t="${key}"${current}>${w.t(key)}</a></li>`;
    })
    .join('');
  const otherHref = `${path}${other === 'en' ? '?lang=en' : '?lang=es'}`;
  return `<header class="top" id="top">
<div class="bar">
<a class="logo" href="${w.href('/')}"><img src="/favicon.svg" alt="" width="32" height="32"><span>Pauta</span></a>
<nav class="wide" aria-label="${w.t('main_navigation')}"><ul>${items}</ul></nav>
<details class="menu"><summary data-t="menu">${w.t('menu')}</summary>
<nav aria-label="${w.t('main_navigation')}"><ul>${items}</ul></nav>
</details>
<div class="actions">
<a class="lang" href="${otherHref}" hreflang="${other}" lang="${other}" data-lang="${other}">${esc(LANDING_TEXTS.other_language[w.locale === 'en' ? 1 : 0])}</a>
<a class="btn small" href="/login" data-t="sign_in">${w.t('sign_in')}</a>
</div>
</div>
</header>`;
}

function footer(w: Words): string {
  const year = new Date().getUTCFullYear();
  return `<footer class="foot">
<nav aria-label="${w.t('footer_navigation')}"><ul>
<li><a href="${w.href('/', 'howItWorks')}" data-t="how_it_works">${w.t('how_it_works')}</a></li>
<li><a href="${w.href('/buyer')}" data-t="buy_campaign">${w.t('buy_campaign')}</a></li>
<li><a href="${w.href('/provider')}" data-t="be_provider">${w.t('be_provider')}</a></li>
<li><a href="${w.href('/about')}" data-t="about">${w.t('about')}</a></li>
<li><a href="${w.href('/', 'contactUs')}" data-t="contact_us">${w.t('contact_us')}</a></li>
<li><a href="#terms" data-dialog="terms" data-t="terms">${w.t('terms')}</a></li>
<li><a href="#privacy" data-dialog="privacy" data-t="privacy">${w.t('privacy')}</a></li>
<li><a href="#top" data-t="back_to_top">${w.t('back_to_top')}</a></li>
</ul></nav>
<p>© ${year} Pauta. <span data-t="footer_rights">${w.t('footer_rights')}</span>.</p>
</footer>`;
}

function dialogs(w: Words): string {
  const one = (id: 'terms' | 'privacy', text: LandingKey) =>
    `<dialog id="${id}" aria-labelledby="${id}-title"><h2 id="${id}-title" data-t="${id}">${w.t(id)}</h2>` +
    `<p data-t="${text}">${w.t(text)}</p><a class="btn" href="#" data-close data-t="close">${w.t('close')}</a></dialog>`;
  return one('terms', 'terms_text') + one('privacy', 'privacy_text');
}
