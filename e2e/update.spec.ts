/**
 * Updates (ARCHITECTURE.md, service worker): a new service worker waits and the app shows
 * "A new version is available — Reload"; a form with unsaved input makes
 * Reload ask first; a request the old worker still has in flight does not hold
 * the new one back; another open tab with unsaved input is not reloaded under it, and offers Reload; after the
 * reload, an action queued offline before the update is still in the outbox and reaches the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, reconnect, signIn, useLanguage, waitForServiceWorker } from './support.ts';

const swFile = path.resolve(import.meta.dirname, '../dist/sw.js');

test('a new version prompts, asks about unsaved input, and keeps the outbox across the reload', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const agency = DEMO_ACCOUNTS.find((a) => a.role === 'agency')!;
  await signIn(page, agency.email, agency.password);
  await page.goto('/dashboard/profile');
  await waitForServiceWorker(page);
  // a second tab of the app: when the first one takes the update, this one must not reload under unsaved input
  const other = await context.newPage();
  await other.goto('/dashboard/profile');
  await waitForServiceWorker(other);

  // an action queued offline
  await context.setOffline(true);
  await page.getByLabel('Name').fill('Valentina G. Arango (v1)');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '1');
  await context.setOffline(false);
  await context.route('**/api/profile', (route) => route.abort('internetdisconnected'));

  // a second build: the service worker script changes
  const original = fs.readFileSync(swFile, 'utf8');
  try {
    fs.writeFileSync(swFile, `${original}\n// second build ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    await expect(page.getByTestId('update-prompt')).toContainText('A new version is available', { timeout: 60_000 });

    // unsaved input: Reload asks first
    await page.getByLabel('Phone').fill('+57 300 000 0000');
    await page.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('You have changes that are not saved');
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Phone')).toHaveValue('+57 300 000 0000');
    await page.getByRole('button', { name: 'Reload anyway' }).waitFor({ state: 'detached' });
    // asked again: a fresh question even while the last answer is still leaving (exit delay 702 ms, spec §9)
    await page.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('You have changes that are not saved');
    // a file the old worker is fetching on a slow network, never answered: the new worker activates only once the
    // old one has no request in flight, so Reload makes it abort it (sw/leaving.ts) — before, Reload waited 30 s
    // and reloaded into the old worker, which offered the update again. Meanwhile the sync engine keeps retrying the
    // refused profile edit: once Reload is chosen it sends itself rather than wake the old worker
    // (src/lib/update-handover.ts), which held the new one back for the old one's 30 s idle timeout
    await context.route('**/api/files/get/987654', () => {});
    await page.evaluate(() => {
      void fetch('/api/files/get/987654').catch(() => {});
    });
    await expect(other.getByTestId('update-prompt')).toContainText('A new version is available');
    await other.getByLabel('Phone').fill('+57 311 111 1111');
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Reload anyway' }).click();
    await reloaded;
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    // the entry is still queued after the update — or already sent by the new worker: its very first requests can
    // slip past Playwright's routing while it attaches to the new worker. Either way the server check below proves
    // the outbox survived the update (every send before the reload was aborted).
    await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', /^[01]$/);

    // the other tab: the new worker controls it now (it no longer waits), and it kept its input and offers Reload
    await other.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return !registration?.waiting && navigator.serviceWorker.controller === registration?.active;
    });
    await expect(other.getByLabel('Phone')).toHaveValue('+57 311 111 1111');
    await other.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).click();
    await expect(other.getByRole('alertdialog')).toContainText('You have changes that are not saved');
    const otherReloaded = other.waitForEvent('load', { timeout: 60_000 });
    await other.getByRole('button', { name: 'Reload anyway' }).click();
    await otherReloaded;
    await expect(other.getByTestId('update-prompt')).toHaveCount(0);
  } finally {
    fs.writeFileSync(swFile, original);
  }

  // the connection to the API returns: the action queued before the update reaches the server
  await reconnect(context, page, '**/api/profile', '/api/profile');
  // asked of the server until it has the edit: the reloaded page's badge reads 0 until it has read the outbox, so a
  // badge at 0 alone does not prove the entry was sent (once, on a busy machine, the server was asked too early)
  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  await expect
    .poll(
      async () => {
        const me = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
        return ((await me.json()) as { data: { name: string } }).data.name;
      },
      { timeout: 60_000 },
    )
    .toBe('Valentina G. Arango (v1)');
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0');
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-failed', '0');
});
