/**
 * The built app under its Content-Security-Policy (SECURITY.md, finding 2; server/http/security-headers.ts), in
 * Chromium against the reference server: the policy and its companions arrive with the page, the shell has no
 * inline script, a script injected the way a stored upload would try (an inline `<script>`, an `on*=` handler,
 * in the page and in a popup) does not run — and the CSP guard of e2e/support.ts sees each attempt, which is
 * what fails every other scenario on a violation. The parts that need allowances still work: the PDF viewer
 * (pdf.js and its worker) renders the technician's photo report; the map and photo thumbnails are covered by
 * field-work.spec.ts, the service worker by the offline scenarios.
 */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, signIn, test, useLanguage, type CspGuard } from './support.ts';
import type { Page } from '@playwright/test';

const tech = DEMO_ACCOUNTS.find((a) => a.role === 'technician')!;

/** Tries to run script the two ways an injected page would; true when either ran. */
async function injectScript(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.pautaInjected = "script"';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.pautaInjected = "handler"');
    img.src = 'data:image/png;base64,AAAA';
    document.body.append(img);
  });
  // the broken image's error event has fired by the time the guard heard of both
  await page.waitForTimeout(300);
  // the injected elements go again: the screen the test ends on is checked for accessibility (support.ts)
  return page.evaluate(() => {
    for (const el of document.querySelectorAll('body > script:not([src]), body > img[onerror]')) el.remove();
    return 'pautaInjected' in window;
  });
}

/** The directives the guard saw, forgetting them (they were provoked on purpose). */
async function provoked(guard: CspGuard, count: number): Promise<string[]> {
  await expect.poll(() => guard.violations.filter((v) => v.directive !== '?').length).toBeGreaterThanOrEqual(count);
  return guard
    .take()
    .map((v) => v.directive)
    .filter((d) => d !== '?')
    .toSorted();
}

test('the app is served with a strict policy: no inline script in the shell, injected script blocked and reported', async ({
  page,
  context,
  baseURL,
  cspGuard,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const answer = await page.goto('/login');
  const headers = answer!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1];
  expect(scriptSrc).toBe("'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  await expect(page.getByLabel('Email')).toBeVisible();

  // the shell itself: scripts only from files, no on* attributes
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => a.name.startsWith('on'))),
    ),
  ).toBe(false);
  // camera and geolocation for the app itself, the microphone for no one
  expect(
    await page.evaluate(() => {
      const policy = (document as Document & { featurePolicy?: { allowsFeature: (f: string) => boolean } })
        .featurePolicy;
      return policy
        ? [policy.allowsFeature('camera'), policy.allowsFeature('geolocation'), policy.allowsFeature('microphone')]
        : null;
    }),
  ).toEqual([true, true, false]);

  expect(await injectScript(page)).toBe(false);
  expect(await provoked(cspGuard, 2)).toEqual(['script-src-attr', 'script-src-elem']);

  // a popup of the app is under the same policy and the same guard
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => {
      window.open('/login');
    }),
  ]);
  await popup.waitForLoadState();
  expect(await injectScript(popup)).toBe(false);
  expect(await provoked(cspGuard, 2)).toEqual(['script-src-attr', 'script-src-elem']);
});

test('the photo report renders in the PDF viewer (pdf.js and its worker) under the policy', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, tech.email, tech.password);
  await page.goto('/dashboard/order-jobs');
  const first = page.getByTestId('jobs-list').getByRole('link').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.click();
  await expect(page).toHaveURL(/\/dashboard\/order-jobs\/\d+$/);
  await page.getByRole('button', { name: 'Photo report' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  // pdf.js drew the first page on a canvas, with its worker (a failed worker would leave the error message)
  await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('The document could not be shown.')).toHaveCount(0);
  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /pdf\.worker/.test(e.name))),
  ).toBe(true);
});
