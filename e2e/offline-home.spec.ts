/**
 * The installed app's start page and maps after an offline reload (issue 15 "Offline home", "Offline maps"): the
 * API is cut in the network path (requests aborted, no `offline` event), the page reloads from the service worker.
 * The technician's home counts the routes and jobs on the device and links today's route; the route's map draws
 * the offline basemap's outlines (its worker is in the precache) and each stop offers "Open in maps". The client's
 * home counts the campaigns on the device. When the API returns, the probe notices it and the badge says online.
 */
import type { BrowserContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, signIn, useLanguage, waitForServiceWorker } from './support.ts';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const cutApi = (context: BrowserContext) => context.route('**/api/**', (route) => route.abort('internetdisconnected'));

test("technician: after an offline reload the home counts the device's work, links today's route, and its map draws outlines", async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const technician = account('technician');
  await signIn(page, technician.email, technician.password);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('first-sync')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('card-order-jobs')).toContainText(/[1-9]/);
  const jobs = (await page.getByTestId('card-order-jobs').textContent())!;
  const routesToday = (await page.getByTestId('card-routes-today').textContent())!;

  await cutApi(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await expect(page.getByTestId('card-order-jobs')).toHaveText(jobs);
  await expect(page.getByTestId('card-routes-today')).toHaveText(routesToday);
  await expect(page.getByText('Needs a connection')).toHaveCount(0);
  await expect(page.getByTestId('home-offline')).toBeVisible();
  await expect(page.getByTestId('sync-badge')).toContainText('Offline');

  const firstRoute = page.getByTestId('today-routes').getByRole('link').first();
  await expect(firstRoute).toBeVisible();
  await firstRoute.click();
  await expect(page).toHaveURL(/\/dashboard\/routes\/\d+$/);
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-basemap', 'offline');
  await expect(map).toHaveAttribute('data-outlines', /^[1-9]\d*$/, { timeout: 30_000 });
  await expect(page.getByTestId('open-in-maps').first()).toHaveAttribute(
    'href',
    /^(https:\/\/www\.openstreetmap\.org\/|geo:|https:\/\/maps\.apple\.com\/)/,
  );

  // the network path comes back without any browser event: the probe notices within seconds
  await context.unroute('**/api/**');
  await expect(page.getByTestId('sync-badge')).toContainText('Online', { timeout: 15_000 });
});

test('client: after an offline reload the home counts the campaigns on the device', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'es');
  const client = account('client');
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(client.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('first-sync')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('card-campaigns')).toContainText(/[1-9]/);
  const campaigns = (await page.getByTestId('card-campaigns').textContent())!;

  await cutApi(context);
  await page.reload();
  await expect(page.getByTestId('card-campaigns')).toHaveText(campaigns);
  await expect(page.getByTestId('home-offline')).toContainText('Sin conexión');
  await expect(page.getByTestId('sync-badge')).toContainText('Sin conexión');
  await context.unroute('**/api/**');
});
