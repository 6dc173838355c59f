/**
 * The prerendered public pages (src/landing/render.ts): each page in each language is a complete document with its
 * own title, description, canonical, hreflang and Open Graph tags, one h1, the §2 anchors and the §5 form, and
 * every re-wordable text names a key the server's `landing` section holds.
 */
import { describe, expect, it } from 'vitest';
import { LANDING_LOCALES, LANDING_PAGES, esc, renderLandingPage, type LandingPath } from './render.ts';
import { LANDING_TEXTS } from '../lib/landing-texts.ts';
import { validContact } from './contact-rules.ts';

const pages = (Object.keys(LANDING_PAGES) as LandingPath[]).flatMap((path) =>
  LANDING_LOCALES.map((locale) => ({
    path,
    locale,
    html: renderLandingPage(path, locale, { script: '/a.js', css: 'b{}' }),
  })),
);

describe('renderLandingPage', () => {
  it('gives every page and language its own title and description, and one h1', () => {
    const titles = new Set(pages.map((p) => /<title>(.*?)<\/title>/.exec(p.html)?.[1]));
    const descriptions = new Set(pages.map((p) => /name="description" content="(.*?)"/.exec(p.html)?.[1]));
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
    for (const p of pages) expect(p.html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('links both languages and the default with absolute URLs, and describes itself for sharing', () => {
    for (const { path, locale, html } of pages) {
      const own = `__PAUTA_ORIGIN__${path}${locale === 'en' ? '?lang=en' : ''}`;
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<link rel="canonical" href="${own}">`);
      expect(html).toContain(`hreflang="es" href="__PAUTA_ORIGIN__${path}"`);
      expect(html).toContain(`hreflang="en" href="__PAUTA_ORIGIN__${path}?lang=en"`);
      expect(html).toContain(`hreflang="x-default" href="__PAUTA_ORIGIN__${path}"`);
      expect(html).toContain(`<meta property="og:url" content="${own}">`);
      expect(html).toMatch(/<meta property="og:title" content=".+">/);
      expect(html).toContain('<script src="/a.js" defer></script>');
      expect(html).not.toMatch(/<script>(?!\s*$)/); // no inline script: the CSP allows none
    }
  });

  it('has the landing anchors and the contact form with its five required fields on /', () => {
    for (const { html } of pages.filter((p) => p.path === '/')) {
      for (const id of ['howItWorks', 'technologies', 'buyCampaign', 'beProvider', 'contactUs'])
        expect(html).toContain(`id="${id}"`);
      for (const field of ['name', 'email', 'country', 'client_type', 'message'])
        expect(html).toMatch(new RegExp(`name="${field}"[^>]* required|required[^>]*name="${field}"`));
      expect(html).toContain('<option value="1" data-t="type_1">');
      expect(html).toContain('<dialog id="terms"');
      expect(html).toContain('<dialog id="privacy"');
    }
  });

  it('marks only keys the server can re-word', () => {
    for (const { html } of pages)
      for (const [, key] of html.matchAll(/data-t="([^"]+)"/g)) expect(Object.hasOwn(LANDING_TEXTS, key!)).toBe(true);
  });

  it('escapes text', () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('validContact (§5)', () => {
  const ok = { name: 'Ana', email: 'ana@example.com', country: '4', client_type: '1', message: 'Hola' };
  it('accepts a complete form', () => expect(validContact(ok)).toEqual({}));
  it('requires every field, and a valid email', () => {
    expect(validContact({ name: ' ', email: '', country: '', client_type: '', message: '\n' })).toEqual({
      name: 'required',
      email: 'required',
      country: 'required',
      client_type: 'required',
      message: 'required',
    });
    expect(validContact({ ...ok, email: 'ana@example' })).toEqual({ email: 'email' });
    expect(validContact({ ...ok, client_type: '4' })).toEqual({ client_type: 'required' });
  });
});
