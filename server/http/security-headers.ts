/**
 * Security headers on every answer of the reference server — the /api JSON, its errors and 404s, the built
 * app's static files and the index.html fallback (SECURITY.md, finding 2; ARCHITECTURE.md "Who may call what").
 * Built on Hono's own `secureHeaders` middleware (hono/secure-headers), registered first in server/app.ts.
 *
 * Invariants:
 * - **A handler's own header wins.** The middleware runs with `overwrite: false`: an answer that already
 *   carries one of these headers keeps it. File answers (`GET /api/files/get/{id}`, zips) set their own,
 *   stricter `Content-Security-Policy: default-src 'none'; sandbox`, which must not be widened to the app's.
 * - **No inline script, no eval, anywhere in the built app.** index.html loads only `/assets/*.js` modules;
 *   vite-plugin-pwa registers nothing inline (`injectRegister: false`), Lingui, TanStack Router and Chakra add
 *   no inline script on the client. The e2e suite fails on any CSP violation (e2e/support.ts), so a change that
 *   needs an inline script or `eval` shows up as a failing test, not as a silently broken page.
 * - The Vite dev server (`npm run dev`) is not served by this module and sends no CSP: its React refresh
 *   preamble is an inline script. Only the built app (`npm start`, e2e) runs under the policy.
 *
 * The Content-Security-Policy, directive by directive:
 * - `default-src 'self'` — anything not named below comes only from the app's own origin.
 * - `script-src 'self'` — the app's own bundled files only: no inline `<script>`, no `on*=` attributes, no
 *   `javascript:` URLs, no `eval`/`new Function` (pdf.js 6 no longer compiles anything with eval; its optional
 *   wasm decoders are not configured — no `wasmUrl` — so neither `'unsafe-eval'` nor `'wasm-unsafe-eval'` is
 *   needed). A stored HTML or SVG upload that slipped through could not run script on this origin.
 * - `style-src 'self' 'unsafe-inline'` — **allowance**: Chakra UI v3 styles through emotion, which injects
 *   `<style>` elements at run time, and Tiptap/ProseMirror, maplibre and pdf.js's text layer set `style`
 *   attributes. A nonce cannot work here: index.html is a static, precached file (the service worker serves it
 *   offline), so it cannot carry a per-request nonce. Inline styles cannot run script; the remaining risk is
 *   CSS-based data exfiltration, bounded by `img-src`/`font-src`/`connect-src` below.
 * - `img-src 'self' data: blob:` — own images and `/api/files/get` thumbnails; `data:` for small inline icons
 *   of the UI libraries; `blob:` for photos and artwork captured offline and shown from the device
 *   (`URL.createObjectURL`), the profile photo fetched with the bearer token, and maplibre's image decoding.
 * - `font-src 'self'` — bundled fonts only (pdf.js hands a PDF's embedded fonts to the FontFace API as bytes,
 *   which font-src does not govern).
 * - `connect-src 'self'` — fetch/XHR (ky, the sync engine, the service worker's own requests) only to the app's
 *   origin, plus the extra origins of `ServerConfig.cspOrigins` (the API of a build with `VITE_API_URL`, the tile
 *   server of a build with `VITE_TILE_URL`); those also join `img-src`.
 * - `worker-src 'self'` — the service worker (`/sw.js`), maplibre's worker (`setWorkerUrl` with a same-origin
 *   bundled file: maplibre only wraps it in a `blob:` when the URL is cross-origin) and pdf.js's worker
 *   (`GlobalWorkerOptions.workerSrc`, same origin). No `blob:` needed.
 * - `manifest-src 'self'` — the web app manifest (`/manifest.webmanifest`).
 * - `object-src 'none'` — no `<object>`/`<embed>` plug-in content (a PDF is rendered by pdf.js, never embedded).
 * - `base-uri 'self'` — an injected `<base href>` cannot redirect the app's relative URLs elsewhere.
 * - `form-action 'self'` — a form can only submit to the app itself (the app submits through fetch anyway).
 * - `frame-ancestors 'none'` — no other page may frame the app (clickjacking); `X-Frame-Options: DENY` says the
 *   same to browsers that predate CSP level 2.
 *
 * The other headers:
 * - `X-Content-Type-Options: nosniff` — browsers trust the declared Content-Type and never sniff a stored file
 *   (or a JSON answer) into HTML or script.
 * - `Referrer-Policy: strict-origin-when-cross-origin` — other origins (a tile server) see only the origin, never
 *   an in-app path with ids or a reset token in its query; nothing is sent from HTTPS to HTTP.
 * - `Permissions-Policy` — `camera` and `geolocation` for the app's own origin only (the technician's photos
 *   with `capture`, and their position on a route); `clipboard-write` for the app (sharing a unit list, with
 *   Web Share, whose default is already `self`); every other powerful feature off (microphone, payment, USB,
 *   serial, HID, MIDI, motion sensors, display capture, topics), so no frame or injected script can ask for them.
 * - `Cross-Origin-Opener-Policy: same-origin` — a page the app opens (a file in a new tab) or that opened the
 *   app cannot reach its `window`.
 * - `Cross-Origin-Resource-Policy: same-origin` — other sites cannot embed the API's answers or files with
 *   `<img>`/`<script>` (CORS-mode fetches are not affected).
 * - Hono's defaults otherwise: `Origin-Agent-Cluster`, `X-DNS-Prefetch-Control: off`, `X-Download-Options`,
 *   `X-Permitted-Cross-Domain-Policies: none`, `X-XSS-Protection: 0` (the old filter is itself an XSS vector),
 *   `Strict-Transport-Security` without `includeSubDomains` (ignored over plain HTTP; sub-domains are the
 *   deployment's choice), no `X-Powered-By`.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type CspOptions = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;
type PermissionsOptions = NonNullable<SecureHeadersOptions['permissionsPolicy']>;

/**
 * The Content-Security-Policy's directives in Hono's form (`imgSrc` is sent as `img-src`), in the order sent.
 * @param extraOrigins origins (`https://api.example.com`) the app may also fetch from and load images from
 */
export function cspDirectives(extraOrigins: readonly string[] = []): CspOptions {
  const extra = [...new Set(extraOrigins)];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...extra],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Permissions-Policy: camera and geolocation (and the clipboard, for sharing a list) for the app's own origin,
 * the rest off. Only features Chromium recognises: an unknown one (`web-share`, `bluetooth` in desktop
 * Chromium 150) makes the browser log a header error on every page. `web-share` keeps its default, `self`.
 */
export const PERMISSIONS_POLICY: PermissionsOptions = {
  camera: ['self'],
  geolocation: ['self'],
  clipboardWrite: ['self'],
  microphone: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  displayCapture: [],
  browsingTopics: [],
};

/**
 * The origin of each URL (`https://api.example.com/base` → `https://api.example.com`), for
 * `ServerConfig.cspOrigins`; empty, relative or unparsable entries (and templates whose host has `{…}`) are
 * left out.
 * @param urls absolute URLs or URL templates such as `https://tiles.example.com/{z}/{x}/{y}.png`
 */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url?.trim()) continue;
    try {
      const { origin, protocol } = new URL(url.trim());
      if ((protocol === 'https:' || protocol === 'http:') && !/[{}]/.test(origin)) origins.add(origin);
    } catch {
      // relative (same origin) or not a URL: nothing to allow
    }
  }
  return [...origins];
}

/**
 * The security-headers middleware for every answer; register it before any route (server/app.ts).
 * Headers an answer already has are kept (`overwrite: false`), so a handler can send a stricter policy.
 * @param options.extraOrigins origins added to `connect-src` and `img-src` (see {@link cspDirectives})
 */
export function securityHeaders(options: { extraOrigins?: readonly string[] } = {}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: cspDirectives(options.extraOrigins),
    permissionsPolicy: PERMISSIONS_POLICY,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=15552000',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    overwrite: false,
  });
}
