/**
 * Background Sync (ARCHITECTURE.md, service worker): an action queued while the API is unreachable is
 * sent by the service worker itself when the connection returns, with no page
 * of the app open (the tab was closed). The `sync` event is dispatched through
 * the DevTools protocol, as Chromium does when it sees the network come back;
 * the server's state is checked afterwards, and a page opened later finds the
 * outbox empty.
 */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.ts';
import { expect, test, signIn, useLanguage, waitForServiceWorker } from './support.ts';

// the full browser: the headless shell the rest of the suite runs in has Background Sync disabled
// (scripts/find-chromium.ts, findE2eChromium)
const fullChromium = findChromium();
test.use({ launchOptions: { ...(fullChromium ? { executablePath: fullChromium } : {}), args: CHROMIUM_ARGS } });

// the manager: no other scenario reads its name, and this one puts it back at the end
const manager = DEMO_ACCOUNTS.find((a) => a.role === 'manager')!;

test('an action queued offline is sent by the service worker after the tab is closed', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // The API is cut by a switch in a route set before the first page opens, not by a route added later: a route added
  // to a page the worker already controls was, once in CI, not applied to the page's requests for the whole 30 s
  // poll below (Chromium updates an open page's loaders when interception starts; a page opened with interception
  // on has no such update to miss).
  let apiCut = false;
  await context.route('**/api/**', (route) => (apiCut ? route.abort('internetdisconnected') : route.fallback()));
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, manager.email, manager.password);
  await page.goto('/dashboard/profile');
  await waitForServiceWorker(page);
  const name = page.getByLabel('Name');
  await expect(name).not.toHaveValue('');

  // the API is unreachable for the page and the worker
  apiCut = true;
  // once the page's own requests are refused (a request already on its way when the switch turns may still be
  // answered)
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/languages').then(
          () => 'answered',
          () => 'refused',
        ),
      ),
    )
    .toBe('refused');
  const newName = 'Gerencia sincronizada en segundo plano';
  await name.fill(newName);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved on this device: it will be sent when the connection returns.')).toBeVisible();
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '1');
  // the engine asked for a Background Sync while the action waits
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync?: { getTags(): Promise<string[]> };
        };
        return (await reg.sync?.getTags()) ?? [];
      }),
    )
    .toContain('pauta-outbox');

  // close the app's tab; a blank tab keeps the browser context (and the DevTools session) open
  const blank = await context.newPage();
  await page.close();
  const cdp = await context.newCDPSession(blank);
  const origin = new URL(baseURL!).origin;
  const registration = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;

  // nothing has reached the server while the app's page was open (the test's own requests are not routed). Checked
  // before the network comes back: from then on the worker may send as soon as it is woken by anything (a CI run
  // saw the server have it before the sync event below was dispatched); with no page of the app open, any
  // sender is the worker.
  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  const serverName = async () => {
    const me = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
    return ((await me.json()) as { data: { name: string } }).data.name;
  };
  expect(await serverName()).not.toBe(newName);

  // the network is back; Chromium wakes the worker with the sync event
  apiCut = false;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'pauta-outbox', lastChance: false });
  await expect.poll(serverName, { timeout: 60_000 }).toBe(newName);

  // a page opened afterwards finds nothing left to send
  const again = await context.newPage();
  await again.goto('/dashboard/sync');
  await expect(again.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0');
  await expect(again.getByTestId('outbox-pending')).toHaveCount(0);
  const back = await request.put('/api/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: manager.name, email: manager.email },
  });
  expect(back.status()).toBe(200);
});
