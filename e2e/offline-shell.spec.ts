/**
 * Offline app shell (ARCHITECTURE.md, service worker), with the API unreachable for the page and the
 * service worker (requests aborted as `internetdisconnected`): after one
 * online visit, a reload, a deep link and a language switch all render, with
 * the mirrored data; and signing out deletes the account's file cache.
 */
import type { BrowserContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, signIn, useLanguage, waitForServiceWorker } from './support.ts';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const cutApi = (context: BrowserContext) => context.route('**/api/**', (route) => route.abort('internetdisconnected'));

test('after one online visit: reload, a deep link and a language switch work with the API unreachable', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const provider = account('provider');
  await signIn(page, provider.email, provider.password);
  await page.goto('/dashboard/units');
  await expect(page.getByTestId('freshness')).toContainText('Updated', { timeout: 30_000 });
  await expect(page.getByTestId('units-count')).toContainText(/of [1-9]\d* units/);
  const counted = await page.getByTestId('units-count').textContent();
  await expect(page.getByTestId('server-welcome')).toHaveCount(0);
  await page.goto('/dashboard');
  // the worker controls the page before the visit reads both languages' server sections, so it keeps them
  await waitForServiceWorker(page);
  await expect(page.getByTestId('server-welcome')).toHaveText('Welcome');
  await page.getByRole('button', { name: 'ES' }).click();
  await expect(page.getByTestId('server-welcome')).toHaveText('Bienvenido');
  await page.getByRole('button', { name: 'EN' }).click();

  await cutApi(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  // the build's files came straight from the Cache Storage by the worker's static route (sw/sw.ts STATIC_ROUTES),
  // not through its fetch handler: Chromium's resource timing names the source that answered each one
  const scriptSources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => /\/assets\/.*\.js$/.test(new URL(r.name).pathname))
      .map((r) => (r as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType),
  );
  expect(scriptSources.length).toBeGreaterThan(0);
  expect(new Set(scriptSources)).toEqual(new Set(['cache']));
  // the home counts what the device holds: the same number as the list
  await expect(page.getByTestId('card-units')).toContainText(counted!.replace(/^.* of /, '').replace(/ units$/, ''));
  await page.goto('/dashboard/units');
  await expect(page.getByTestId('units-count')).toHaveText(counted!);
  await expect(page.getByTestId('units-list').getByRole('listitem').first()).toBeVisible();
  await page.goto('/dashboard/routes/123');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This route is not on this device');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'ES' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio' }),
  ).toBeVisible();
  await expect(page.getByTestId('server-welcome')).toHaveText('Bienvenido');
  await context.unroute('**/api/**');
});

test("signing out deletes the account's cached files", async ({ page, context, baseURL, request }) => {
  await useLanguage(context, baseURL!, 'en');
  const operations = account('operations');
  await signIn(page, operations.email, operations.password);
  await waitForServiceWorker(page);
  // give the account a profile photo, then open the profile so the app fetches it through the worker
  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const up = await request.post('/api/profile/update-photo', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { photo: { name: 'yo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(up.status()).toBe(200);
  const id = ((await up.json()) as { data: { id: number } }).data.id;
  await page.goto('/dashboard/profile');
  await expect
    .poll(() => page.evaluate(async (n) => (await caches.keys()).includes(n), `pauta-files-account-${id}`), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(
    await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('pauta-files-account-'))),
  ).toEqual([]);
});
