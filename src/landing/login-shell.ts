/**
 * The first paint of /login before the app's JavaScript runs (issue 20 "Lighthouse mobile ≥ 95 on / and /login").
 * /login is the app (React), whose first screen can only paint once its script has downloaded and run. The build
 * therefore writes `login.{es,en}.html` (scripts/landing-plugin.ts): the app's index.html with this static frame
 * inside `#root` — the markup of src/app/public-layout.tsx with the public kit's classes (src/ui/public/public.css,
 * inlined in the head): header, logo and tagline, the page's heading and description, the form's place kept with
 * its height — which React replaces on its first render (`createRoot` clears the container). Nothing in it is a
 * control: a person cannot type into a field that is about to be replaced.
 *
 * One stylesheet styles the frame and the rendered page, so the heading and description keep their place when the
 * app takes over. The server (server/http/landing.ts) and the service worker (sw/landing.ts) answer /login with the
 * file of the visitor's language.
 */
import { esc } from './render.ts';

/** The texts of the frame, as the app's catalog has them in that language. */
export interface LoginShellTexts {
  backHome: string;
  tagline: string;
  signIn: string;
  welcome: string;
}

/**
 * Id of the frame's last element. `<head>` holds `<link rel="expect" href="#…" blocking="render">` naming it
 * (Chromium ≥ 124): the first frame waits until the parser has the whole frame. Without it, a frame painted
 * mid-parse showed the logo alone, centred, and the rest moved it up when it arrived (a layout shift of 0.24 at
 * Lighthouse's 4× CPU slow-down, in 1 of 10 loads here; issue 21). A browser without the feature ignores the link.
 */
export const SHELL_END_ID = 'pu-shell-end';

/** The static frame for `#root` (see module doc): public-layout.tsx's markup, with the form's place kept. */
export function loginShell(t: LoginShellTexts): string {
  return `<div class="pu pu-frame" aria-busy="true">
<div class="pu-panel"><div class="pu-logo"><img src="/favicon.svg" alt="" width="56" height="56"><span>Pauta</span></div><p>${esc(t.tagline)}</p></div>
<div class="pu-col"><header class="pu-header"><a class="pu-link" href="/"><span aria-hidden="true">←</span> ${esc(t.backHome)}</a><span class="pu-shell-toggle"></span></header>
<main id="main" class="pu-main"><div class="pu-stack pu-g8 pu-column"><div class="pu-brand"><div class="pu-logo"><img src="/favicon.svg" alt="" width="36" height="36"><span>Pauta</span></div><p class="pu-tagline">${esc(t.tagline)}</p></div>
<div class="pu-stack pu-g2"><h1 class="pu-h1">${esc(t.signIn)}</h1><p class="pu-muted">${esc(t.welcome)}</p></div><div class="pu-shell-form" id="${SHELL_END_ID}"></div></div></main></div>
</div>`;
}

/**
 * index.html with the frame inside `#root`, the page's language on `<html>`, each stylesheet the entry links
 * inlined in `<head>` (the public kit's public.css: the frame paints without waiting for a second request), and the
 * frame's first paint held until it is all parsed ({@link SHELL_END_ID}).
 * @param stylesheet the text of a linked stylesheet by its href (`/assets/index-….css`), undefined to keep the link
 * @throws Error without a `#root` or a `</head>`
 */
export function withLoginShell(
  indexHtml: string,
  locale: 'es' | 'en',
  texts: LoginShellTexts,
  stylesheet: (href: string) => string | undefined = () => undefined,
): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml
    .replace('<html lang="es">', `<html lang="${locale}">`)
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
      const css = stylesheet(href);
      return css === undefined ? tag : `<style>${css}</style>`;
    })
    .replace('</head>', `<link rel="expect" href="#${SHELL_END_ID}" blocking="render"></head>`)
    .replace(root, `<div id="root">${loginShell(texts)}</div>`);
}
