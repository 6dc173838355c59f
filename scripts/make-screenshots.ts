/**
 * `npm run screenshots`: the install sheet's screenshots (scripts/app-manifest.ts), taken from the
 * real app in Chromium — wide (1280 × 720): a technician's route with its stops and the map; narrow
 * (390 × 844): the technician's home on a phone after an offline reload. Needs the app running with
 * the demo data (`npm start`, or BASE_URL=… for another address). The PNGs are committed in
 * public/screenshots and left out of the precache (vite.config.ts).
 */
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts.ts';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const executablePath = findChromium();
if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
const technician = DEMO_ACCOUNTS.find((a) => a.role === 'technician')!;
fs.mkdirSync('public/screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: base, serviceWorkers: 'allow' });
  await context.addCookies([{ name: 'locals', value: 'es', url: base }]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(technician.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(technician.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  // the first sync has run: the home counts the device's order jobs and no progress bar is left
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="first-sync"]') &&
      /\d/.test(document.querySelector('[data-testid="card-order-jobs"]')?.textContent ?? ''),
    undefined,
    { timeout: 120_000 },
  );
  return page;
}

const wide = await signedIn({ width: 1280, height: 720 });
await wide.getByTestId('today-routes').getByRole('link').first().click();
await wide.waitForURL(/\/dashboard\/routes\/\d+$/);
await wide.waitForSelector('[data-testid="map"][data-outlines]:not([data-outlines="0"])', { timeout: 60_000 });
await wide.screenshot({ path: 'public/screenshots/wide.png' });

const narrow = await signedIn({ width: 390, height: 844 });
await narrow.evaluate(async () => navigator.serviceWorker.ready);
await narrow.context().route('**/api/**', (route) => route.abort('internetdisconnected'));
await narrow.reload();
await narrow.getByTestId('home-offline').waitFor({ timeout: 60_000 });
await narrow.screenshot({ path: 'public/screenshots/narrow.png' });

await browser.close();
console.log('screenshots written to public/screenshots');
