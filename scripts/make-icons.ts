/**
 * `npm run icons`: renders the app icons (public/icons/*.png) from
 * public/favicon.svg in Chromium — 192 and 512 px, a 512 px maskable one
 * (the mark inside the 80 % safe zone on a full-bleed brand background) and
 * the 180 px Apple touch icon. The PNGs are committed; run this after
 * changing the mark.
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
await browser.close();
console.log('icons written to public/icons');
