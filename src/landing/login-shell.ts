/**
 * The first paint of /login before the app's JavaScript runs (issue 20 "Lighthouse mobile ≥ 95 on / and /login").
 * /login is the app (React, Chakra), whose first screen can only paint once ~190 KB of script has downloaded and
 * run. The build therefore writes `login.{es,en}.html` (scripts/landing-plugin.ts): the app's index.html with
 * this static frame inside `#root` — the public layout of src/app/public-layout.tsx at the same sizes (header,
 * logo and tagline, the page's heading and description, the form's place kept with its height) — which React
 * replaces on its first render (`createRoot` clears the container). Nothing in it is a control: a person cannot type
 * into a field that is about to be replaced.
 *
 * Sizes follow the rendered app (Chakra tokens: spacing 4 = 16 px, text sm 14/21 px, md 16/24 px, heading 2xl
 * 24/32 px; the form column 456 px from `lg`), so the heading and description keep their place and size when the
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

/** The frame's styles (scoped to `.pshell`; the app's own styles arrive with its script). */
const CSS = `body{margin:0}
.pshell{display:flex;min-height:100dvh;font:16px/24px Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;color:#09090b;background:#fff}
.pshell .panel{display:none}
.pshell .col{display:flex;flex-direction:column;flex:1;width:100%;padding:16px}
.pshell header{display:flex;justify-content:space-between;align-items:center;gap:16px;min-height:36px}
.pshell header a{color:#52525b;font-weight:500;text-decoration:none}
.pshell .toggle{width:97px;height:36px}
.pshell main{flex:1;display:flex;align-items:center;padding:24px 0}
.pshell .stack{width:100%;max-width:100%;margin:0 auto;display:flex;flex-direction:column;gap:32px}
.pshell .brand{display:flex;flex-direction:column;gap:8px}
.pshell .logo{display:flex;align-items:center;gap:12px;font-size:24px;line-height:36px;font-weight:700;letter-spacing:-.025em}
.pshell .tag{margin:0;font-size:14px;line-height:21px;color:#52525b}
.pshell .page{display:flex;flex-direction:column;gap:8px}
.pshell h1{margin:0;font-size:24px;line-height:32px;font-weight:600}
.pshell .desc{margin:0;color:#52525b}
.pshell .form{height:378px}
@media (min-width:48rem){.pshell .col{padding:24px 40px}.pshell .stack{width:456px}}
@media (min-width:64rem){.pshell .panel{display:flex;flex:1;flex-direction:column;justify-content:center;gap:24px;padding:0 64px;color:#f5f5f5;background:linear-gradient(to bottom right,#2e2e2e,#2e2e2e,#7a4000)}
.pshell .panel .logo{font-size:36px;line-height:40px;gap:12px}.pshell .panel p{margin:0;max-width:32rem;font-size:24px;line-height:1.375;font-weight:600}
.pshell .col{flex:none;width:auto}.pshell .brand{display:none}}`;

/** The static frame for `#root` (see module doc). */
export function loginShell(t: LoginShellTexts): string {
  return `<style>${CSS.replace(/\n/g, '')}</style><div class="pshell" aria-busy="true">
<div class="panel"><div class="logo"><img src="/favicon.svg" alt="" width="56" height="56"><span>Pauta</span></div><p>${esc(t.tagline)}</p></div>
<div class="col"><header><a href="/"><span aria-hidden="true">←</span> ${esc(t.backHome)}</a><span class="toggle"></span></header>
<main id="main"><div class="stack"><div class="brand"><div class="logo"><img src="/favicon.svg" alt="" width="36" height="36"><span>Pauta</span></div><p class="tag">${esc(t.tagline)}</p></div>
<div class="page"><h1>${esc(t.signIn)}</h1><p class="desc">${esc(t.welcome)}</p></div><div class="form"></div></div></main></div>
</div>`;
}

/** index.html with the frame inside `#root` and the page's language on `<html>`. @throws Error without a `#root` */
export function withLoginShell(indexHtml: string, locale: 'es' | 'en', texts: LoginShellTexts): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  return indexHtml
    .replace('<html lang="es">', `<html lang="${locale}">`)
    .replace(root, `<div id="root">${loginShell(texts)}</div>`);
}
