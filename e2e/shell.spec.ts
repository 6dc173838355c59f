/**
 * The app shell in Chromium against the built app and the reference server
 * (product.md §2): per-role side menu, session states, language, account switcher,
 * 404, keyboard-only sign-in and an accessibility scan.
 */
import { DEMO_ACCOUNTS, DEMO_MUST_CHANGE } from '#server/db/seed/accounts.ts';
import { PROFILE_NAME_MAX } from '#src/app/navigation.ts';
import { truncate } from '#src/lib/text.ts';
import { expect, test, signIn, useLanguage, checkScreen } from './support.ts';
import { seriousViolations } from './screen-check.ts';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

// Each role's menu (exact entries, every one opened, axe, 360 px): e2e/menus.spec.ts.

test('a revoked or expired token lands on /login', async ({ page, context, request }) => {
  const client = account('client');
  await signIn(page, client.email, client.password);
  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  const out = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  expect((await context.cookies()).find((c) => c.name === 'access_token')?.value ?? '').toBe('');
});

test('an account flagged change_password is forced to /change, then reaches /dashboard', async ({ page }) => {
  await signIn(page, DEMO_MUST_CHANGE.email, DEMO_MUST_CHANGE.password, /\/change$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/change$/);
  await checkScreen(page);
  await page.getByLabel('New password').fill('Renovada-2026-x');
  await page.getByLabel('Confirm password').fill('Renovada-2026-x');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
});

test('switching to English survives a reload', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'es');
  const seller = account('seller');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await signIn(page, seller.email, seller.password);
  await expect(page.getByTestId('server-welcome')).toHaveText('Welcome');
  // the server's translation sections reload with the language
  await page.getByRole('button', { name: 'ES' }).click();
  await expect(page.getByTestId('server-welcome')).toHaveText('Bienvenido');
  await expect(
    page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByTestId('server-welcome')).toHaveText('Welcome');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('server-welcome')).toHaveText('Welcome');
  expect((await context.cookies()).find((c) => c.name === 'locals')?.value).toBe('en');
});

test('the account switcher changes the active account', async ({ page }) => {
  const client = account('client');
  const provider = account('provider');
  await signIn(page, client.email, client.password);
  await page.goto('/login?select=true');
  await page.getByRole('button', { name: 'Add another account' }).click();
  await page.getByLabel('Email').fill(provider.email);
  await page.getByLabel('Password', { exact: true }).fill(provider.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('profile-name')).toHaveText(truncate(provider.name, PROFILE_NAME_MAX));

  await page.goto('/login?select=true');
  const accounts = page.getByRole('list', { name: 'Stored accounts' }).getByRole('listitem');
  await expect(accounts).toHaveCount(2);
  await accounts.filter({ hasText: client.email }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('profile-name')).toHaveText(truncate(client.name, PROFILE_NAME_MAX));
  await page.goto('/login?select=true');
  await expect(accounts.filter({ hasText: client.email }).getByRole('button').first()).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('an unknown URL shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await checkScreen(page);
  // to the public site (a document, not a route of the app: src/landing/)
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy outdoor advertising in minutes');
});

test('signs in with the keyboard only', async ({ page }) => {
  const operations = account('operations');
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible(); // the form is on screen before the user starts tabbing
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'email')) break;
  }
  await page.keyboard.type(operations.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(operations.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('axe finds no serious or critical accessibility violation on /login and /dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const manager = account('manager');
  await signIn(page, manager.email, manager.password);
  await expect(page.getByTestId('home-cards')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
