/**
 * Smoke: the built app, served by the same process as the reference /api,
 * renders in Chromium, registers its service worker, and
 * serves in-app deep links the app shell while /api stays JSON.
 */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test } from './support.ts';

test('the built app opens /login and registers its service worker', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const registered = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
  expect(registered).toBe(true);
});

test('a deep link is served the app shell, and /api stays JSON', async ({ page, request }) => {
  const res = await page.goto('/dashboard/routes/123');
  expect(res?.status()).toBe(200);
  expect(await res?.headerValue('content-type')).toMatch(/text\/html/);
  const api = await request.get('/api/no/such/route');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ type: 'not_found' });
});

test('signs in a demo account against the real server', async ({ request }) => {
  const client = DEMO_ACCOUNTS.find((a) => a.role === 'client')!;
  const login = await request.post('/api/auth/login/web', { data: { email: client.email, password: client.password } });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const me = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${access_token}` } });
  expect(((await me.json()) as { data: { type: { value: string } } }).data.type.value).toBe('client');
});
