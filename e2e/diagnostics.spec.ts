/**
 * The support page /dashboard/test (issue 20 "a support user opens `test` offline"), in Chromium against the built
 * app and the reference server: an operations account opens it with the API unreachable — the device's facts show
 * and the server check says there is no answer —, sends a test mutation that waits in the outbox, and once the
 * connection returns the server has it (the account's language, which the test sets) and the page says so.
 */
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import {
  apiSignIn,
  expect,
  reconnect,
  signIn,
  test,
  useLanguage,
  waitDrained,
  waitForServiceWorker,
} from './support.ts';

const ops = DEMO_ACCOUNTS.find((a) => a.role === 'operations')!;

test('a support user opens the diagnostics offline and its test mutation reaches the server once back', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, ops.email, ops.password);
  await waitForServiceWorker(page);
  await page.goto('/dashboard/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await waitDrained(page);
  // the server holds Spanish for the account; the interface is English
  const auth = (await apiSignIn(request, ops.email, ops.password)).headers;
  expect((await request.post('/api/languages?locale=es', { headers: auth })).ok()).toBe(true);
  const locale = async () =>
    ((await (await request.get('/api/auth/user', { headers: auth })).json()) as { data: { locale: string } }).data
      .locale;
  expect(await locale()).toBe('es');

  // offline, reloaded from the service worker: the device's facts are there, the server check needs a connection
  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'API server' })).toContainText(/needs a connection|did not answer/);
  await page.getByRole('button', { name: 'Send a test mutation' }).click();
  await expect(page.getByRole('region', { name: 'Test send' }).getByRole('status')).toHaveText(
    /^Waiting in the outbox(: it is sent when the connection returns\.| after \d+ attempts?: the server does not answer yet\.)$/,
  );
  expect(await locale()).toBe('es');

  // back online: sent, acknowledged, and the server has it
  await reconnect(context, page);
  await waitDrained(page);
  await expect(page.getByText(/^Sent: the server acknowledged it at/)).toBeVisible();
  expect(await locale()).toBe('en');
});
