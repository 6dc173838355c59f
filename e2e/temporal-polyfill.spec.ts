/**
 * A browser without Temporal (Safari today): the build ships no polyfill in the first load (src/lib/temporal-lazy.ts,
 * issue 21), so such a browser loads it before the first render, from the network and, after an offline reload,
 * from the service worker's precache. Chromium has Temporal, so the test takes it away before any script runs.
 */
import type { Request } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, signIn, useLanguage, waitForServiceWorker } from './support.ts';

const polyfill = (request: Request) => /\/assets\/global\.esm-[^/]+\.js$/.test(request.url());

test('without a native Temporal the app installs the polyfill and renders dates, online and after an offline reload', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'en');
  await context.addInitScript({ content: 'delete globalThis.Temporal;' });
  const loads: string[] = [];
  page.on('request', (request) => {
    if (polyfill(request)) loads.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const technician = DEMO_ACCOUNTS.find((a) => a.role === 'technician')!;
  await signIn(page, technician.email, technician.password);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('first-sync')).toHaveCount(0, { timeout: 60_000 });
  // the home's cards count today's routes: a date from Temporal.Now, through the polyfill
  await expect(page.getByTestId('card-routes-today')).toContainText(/\d/);
  expect(await page.evaluate(() => typeof (globalThis as { Temporal?: unknown }).Temporal)).toBe('object');
  expect(loads.length).toBeGreaterThan(0);

  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  loads.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await expect(page.getByTestId('card-routes-today')).toContainText(/\d/);
  expect(loads.length).toBeGreaterThan(0); // asked for again, and answered by the service worker
  expect(errors).toEqual([]);
});

test('with a native Temporal the polyfill is never loaded', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
  const loads: string[] = [];
  page.on('request', (request) => {
    if (polyfill(request)) loads.push(request.url());
  });
  const technician = DEMO_ACCOUNTS.find((a) => a.role === 'technician')!;
  await signIn(page, technician.email, technician.password);
  await expect(page.getByTestId('card-routes-today')).toContainText(/\d/, { timeout: 60_000 });
  expect(loads).toEqual([]);
});
