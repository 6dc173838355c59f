/**
 * Installation (ARCHITECTURE.md, service worker): Chromium reports no installability errors for the
 * built app, and the web app manifest carries every field the product needs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.ts';
import { expect, guardCsp, test, waitForServiceWorker } from './support.ts';

test('Chromium finds the app installable', async ({ baseURL }) => {
  // Playwright's usual contexts are incognito, where nothing installs: use a real profile
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    // the full browser people install from, not the suite's headless shell (scripts/find-chromium.ts)
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
  });
  const csp = await guardCsp(context);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await csp.assertNone();
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest has the name, language, start URL, colours, icons and shortcuts', async ({ request, page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { url: string; name: string; icons: { src: string }[] }[];
    screenshots: { src: string; form_factor: string }[];
    lang: string;
    id: string;
  };
  expect(manifest).toMatchObject({
    name: 'Pauta',
    short_name: 'Pauta',
    lang: 'es',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#F5B800',
    background_color: '#2B2B2B',
  });
  expect(typeof manifest.description).toBe('string');
  expect(manifest.icons.map((i) => `${i.sizes}:${i.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
  );
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect(manifest.shortcuts.map((s) => s.url)).toEqual([
    '/dashboard/routes',
    '/dashboard/order-jobs',
    '/dashboard/campaigns',
  ]);
  // issue 15: an id, screenshots for the rich install sheet, each shortcut with its own icon, and English text
  // in the English manifest the page links to once the interface is in English
  expect(manifest.id).toBe('/dashboard');
  expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(['wide', 'narrow']);
  const shortcutIcons = manifest.shortcuts.map((s) => s.icons[0]!.src);
  expect(new Set(shortcutIcons).size).toBe(3);
  for (const src of [...shortcutIcons, ...manifest.screenshots.map((s) => s.src)])
    expect((await request.get(src)).status()).toBe(200);
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
  const english = (await (await request.get('/manifest.en.webmanifest')).json()) as typeof manifest;
  expect(english.lang).toBe('en');
  expect(english.shortcuts.map((s) => s.name)).toEqual(["Today's routes", 'Order jobs', 'Campaigns']);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon-180.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
});

test('the install stores every file of the precache list, each as the build wrote it; text files travel precompressed', async ({
  page,
  request,
}) => {
  const dist = path.resolve(import.meta.dirname, '../dist');
  // the list the build injected into the worker (vite-plugin-pwa's `self.__WB_MANIFEST`)
  const listed = [...fs.readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  expect(listed.length).toBeGreaterThan(100);
  const largest = listed
    .filter((u) => u.endsWith('.js'))
    .reduce((a, b) => (fs.statSync(path.join(dist, a)).size >= fs.statSync(path.join(dist, b)).size ? a : b));
  await page.goto('/login');
  await waitForServiceWorker(page);
  // sw/precache.ts installs the list several files at a time: every file is there once the worker is ready, and the
  // largest script is stored decoded, as long as the built file, whatever encoding it travelled in
  const { cached, largestLength } = await page.evaluate(async (url) => {
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache-v2-'))!;
    const cache = await caches.open(name);
    const match = await cache.match(`/${url}`);
    return {
      cached: (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1)),
      largestLength: match ? (await match.text()).length : -1,
    };
  }, largest);
  expect(new Set(cached)).toEqual(new Set(listed));
  expect(largestLength).toBe(fs.readFileSync(path.join(dist, largest), 'utf8').length);
  // the server sends the build's .br (or .gz) as it is (server/app.ts `precompressed`), the same bytes once decoded
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const answer = await request.get(`/${largest}`, { headers: { 'Accept-Encoding': encoding } });
    expect(answer.headers()['content-encoding']).toBe(encoding);
    expect(Number(answer.headers()['content-length'])).toBe(fs.statSync(path.join(dist, largest + ext)).size);
    expect((await answer.body()).equals(fs.readFileSync(path.join(dist, largest)))).toBe(true);
  }
});
