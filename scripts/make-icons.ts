/**
 * `npm run icons`: renders the app icons (public/icons/*.png) from
 * public/favicon.svg in Chromium — 192 and 512 px, a 512 px maskable one
 * (the mark inside the 80 % safe zone on a full-bleed brand background) and
 * the 180 px Apple touch icon — and a 96 px icon of its own for each shortcut
 * of the manifest (scripts/app-manifest.ts: routes, order jobs, campaigns).
 * The PNGs are committed; run this after changing the mark.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';

const svg = fs.readFileSync('public/favicon.svg', 'utf8');
const executablePath = findChromium();
if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const page = await browser.newPage();

async function render(file: string, size: number, maskable: boolean): Promise<void> {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.72) : size;
  await page.setContent(`<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? 'linear-gradient(135deg,#F5B800,#F07D00)' : 'transparent'}">
    <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`);
  await page.screenshot({ path: file, omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } });
}

await render('public/icons/icon-192.png', 192, false);
await render('public/icons/icon-512.png', 512, false);
await render('public/icons/icon-maskable-512.png', 512, true);
await render('public/icons/apple-touch-icon-180.png', 180, true);
/** Material-style 24 × 24 glyphs of the shortcuts, white on the brand colour. */
const SHORTCUT_GLYPHS: Record<string, string> = {
  routes:
    'M12 2C8.1 2 5 5.1 5 9c0 5.2 7 13 7 13s7-7.8 7-13c0-3.9-3.1-7-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  jobs: 'M9 2h6v2h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm1 12.2-2.3-2.3-1.4 1.4 3.7 3.7 6.7-6.7-1.4-1.4-5.3 5.3z',
  campaigns:
    'M3 10v4h3l5 4V6l-5 4H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
};

async function renderShortcut(key: string, size = 96): Promise<void> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:transparent">
    <div style="width:${size}px;height:${size}px;border-radius:${size * 0.22}px;background:#F5B800;display:grid;place-items:center">
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size * 0.6}" height="${size * 0.6}"><path fill="#2B2B2B" d="${SHORTCUT_GLYPHS[key]}"/></svg>
    </div></body></html>`);
  await page.screenshot({
    path: `public/icons/shortcut-${key}-${size}.png`,
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
for (const key of Object.keys(SHORTCUT_GLYPHS)) await renderShortcut(key);

await browser.close();
console.log('icons written to public/icons');
