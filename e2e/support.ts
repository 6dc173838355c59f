/** Shared steps of the end-to-end scenarios: language cookie, sign-in through the real form. */
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Sets the interface language before the first page loads (cookie `locals`, spec §9). */
export async function useLanguage(context: BrowserContext, baseURL: string, locale: 'es' | 'en'): Promise<void> {
  await context.addCookies([{ name: 'locals', value: locale, url: baseURL }]);
}

/** Signs in through /login (English labels) and waits for the given landing path. */
export async function signIn(page: Page, email: string, password: string, landing: RegExp = /\/dashboard$/): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** Waits until the service worker controls the page, so screens and chunks load from its precache offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/**
 * Lets the API through again after its requests were aborted with `context.route` (and `setOffline(true)`).
 * Playwright lifts its routing of the service worker's requests a moment after `unroute` resolves, so a send right
 * at that moment may still be cut off and wait out its back-off: the browser's `online` event is given again once
 * requests to `probe` really get an answer — from the page and from every service worker — as a real reconnect gives it.
 * @param pattern the route that cut the API off (default every /api call)
 * @param probe a URL under that route to try (any answer counts, even a 404)
 */
export async function reconnect(context: BrowserContext, page: Page, pattern = '**/api/**', probe = '/api/languages'): Promise<void> {
  await context.unroute(pattern);
  await context.setOffline(false);
  await expect.poll(() => page.evaluate((url) => fetch(url, { cache: 'no-store' }).then(() => true, () => false), probe), { timeout: 10_000 }).toBe(true);
  // the service worker sends the outbox: wait until its own requests pass too (Playwright lifts their routing apart);
  // a worker that is gone (replaced by an update) cannot be asked and does not count
  await expect.poll(async () => (await Promise.all(context.serviceWorkers().map((worker) => worker
    .evaluate((url) => fetch(url, { cache: 'no-store' }).then(() => true, () => false), probe)
    .catch(() => true)))).every(Boolean), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}
