/**
 * Vite build step of the public site (issue 20; product.md §2 public routes /, /about, /provider, /buyer): bundles
 * src/landing/client.ts on its own (one minified IIFE, shares no chunk with the app, so / never loads the app's
 * JavaScript), and writes the prerendered pages `landing/{es,en}/{home,about,provider,buyer}.html`
 * (src/landing/render.ts) with the stylesheet inlined, and `login.{es,en}.html`: the app's index.html with /login's
 * static first paint (src/landing/login-shell.ts). The service worker's precache picks them up like any other
 * HTML file of the build; the server (server/http/landing.ts) answers the spec's paths with them.
 * Prints the first-load JavaScript of / (gzip bytes) once written.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import PO from 'pofile';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import {
  LANDING_LOCALES,
  LANDING_PAGES,
  landingFile,
  renderLandingPage,
  type LandingPath,
} from '../src/landing/render.ts';
import { withLoginShell, type LoginShellTexts } from '../src/landing/login-shell.ts';
import { loginShellFile } from '../src/lib/landing-paths.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The stylesheet without comments and line breaks (it is inlined into every page). */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .trim();
}

/** The page script, bundled and minified. */
export async function buildLandingScript(): Promise<string> {
  const bundle = await rolldown({ input: path.join(ROOT, 'src/landing/client.ts'), platform: 'browser' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** The login frame's texts in `locale`: the English message ids, or their Spanish from src/locales/es/shell.po. */
export function loginShellTexts(locale: 'es' | 'en'): LoginShellTexts {
  const ids: LoginShellTexts = {
    backHome: 'Back to home',
    tagline: 'The largest automated out-of-home media buying platform in Latin America',
    signIn: 'Sign in',
    welcome: 'Welcome back. Sign in to plan, buy and manage your media.',
  };
  if (locale === 'en') return ids;
  const po = PO.parse(readFileSync(path.join(ROOT, 'src/locales/es/shell.po'), 'utf8'));
  const es = (id: string) => {
    const text = po.items.find((i) => i.msgid === id && !i.msgctxt)?.msgstr[0];
    if (!text) throw new Error(`src/locales/es/shell.po has no Spanish for "${id}" (the /login frame needs it)`);
    return text;
  };
  return {
    backHome: es(ids.backHome),
    tagline: es(ids.tagline),
    signIn: es(ids.signIn),
    welcome: es(ids.welcome),
  };
}

export function landingSite(): Plugin {
  let line = '';
  return {
    name: 'pauta-landing',
    apply: 'build',
    generateBundle: {
      // after Vite's own HTML plugin has put index.html in the bundle
      order: 'post',
      async handler(_options, bundle) {
        const isApp = Object.values(bundle).some(
          (o) => o.type === 'chunk' && o.isEntry && o.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
        );
        if (!isApp) return; // the service worker's own build
        const code = await buildLandingScript();
        const script = `assets/landing-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
        this.emitFile({ type: 'asset', fileName: script, source: code });
        const css = compactCss(readFileSync(path.join(ROOT, 'src/landing/landing.css'), 'utf8'));
        for (const spec of Object.keys(LANDING_PAGES) as LandingPath[])
          for (const locale of LANDING_LOCALES)
            this.emitFile({
              type: 'asset',
              fileName: landingFile(LANDING_PAGES[spec], locale),
              source: renderLandingPage(spec, locale, { script: `/${script}`, css }),
            });
        // /login's first paint before the app runs (src/landing/login-shell.ts)
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('index.html is not in the bundle');
        for (const locale of LANDING_LOCALES)
          this.emitFile({
            type: 'asset',
            fileName: loginShellFile(locale),
            source: withLoginShell(String(index.source), locale, loginShellTexts(locale), (href) => {
              const sheet = bundle[href.replace(/^\//, '')];
              return sheet?.type === 'asset' ? String(sheet.source) : undefined;
            }),
          });
        const kb = (gzipSync(code).length / 1024).toFixed(1);
        line = `✓ / (public site): ${kb} KB gzip of JavaScript in 1 file, 8 prerendered pages, /login's first paint in es and en`;
      },
    },
    closeBundle() {
      if (line) console.log(line);
      line = '';
    },
  };
}
