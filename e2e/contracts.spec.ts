/**
 * Contracts and payments end to end (issue 17 "Tests"), in Chromium against the built app and the reference server.
 * 1. A seller opens a pending contract of a reservation, loses the connection, approves it, adds a comment and
 *    changes a unit's spots (the line and the total repriced on the device); on reconnecting the server has the
 *    approval, the spots and the comment — once. Operations then makes the installation order job from the contract
 *    for today with the demo technician, and the technician finds it in today's routes.
 * 2. A client's payment tried offline is refused on the screen and nothing is queued; a payment whose answer is lost
 *    after the server recorded it (the connection cut on the way back) is tried again and charged once.
 * The contract, its order and renewal pages and the pay, paid and fiscal pages pass the screen checks (axe, 360 px).
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { checkScreen, expect, reconnect, signIn, test, useLanguage, waitForServiceWorker } from './support.ts';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

interface ServerContract {
  id: number;
  campaign_id: number;
  status: string;
  total: number;
  units: { unit_id: number; title: string; media_type: string; spots: number }[];
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });

async function tokenFor(request: APIRequestContext, role: string): Promise<string> {
  const { email, password } = account(role);
  const res = await request.post('/api/auth/login/web', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'access_token')!.value;
}

async function contractsOf(request: APIRequestContext, token: string): Promise<ServerContract[]> {
  const res = await request.get('/api/client/campaigns?contracts=1&per_page=500', auth(token));
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { contract: ServerContract }[] }).data.map((c) => c.contract);
}

async function contractOnServer(request: APIRequestContext, token: string, c: ServerContract): Promise<ServerContract> {
  const res = await request.get(`/api/client/campaigns/${c.campaign_id}/contracts`, auth(token));
  return ((await res.json()) as { data: ServerContract[] }).data.find((x) => x.id === c.id)!;
}

test('a seller approves a contract, comments and changes spots offline; operations makes its order job for the technician', async ({
  page,
  context,
  baseURL,
  browser,
  request,
}) => {
  test.slow();
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, account('seller').email, account('seller').password);
  await waitForServiceWorker(page);
  const sellerToken = await tokenOf(context);
  const contract = (await contractsOf(request, sellerToken)).find(
    (c) => c.status === 'pending' && c.units.some((u) => /digital/i.test(u.media_type)),
  )!;
  expect(contract).toBeTruthy();
  const unit = contract.units.find((u) => /digital/i.test(u.media_type))!;

  await page.goto('/dashboard/contracts');
  await expect(page.getByTestId('freshness')).toContainText('Updated', { timeout: 30_000 });
  await expect(page.locator(`[data-contract-id="${contract.id}"]`)).toBeVisible();
  await page.goto(`/dashboard/contracts/${contract.id}`);
  await expect(page.getByTestId('contract-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('contract-comments')).not.toContainText('Loading');
  await checkScreen(page);

  // at the client's office: no signal
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Approve contract' }).click();
  await expect(page.getByTestId('contract-status')).toHaveAttribute('data-status', 'approved');
  const comment = `Instalar el lunes ${Date.now()}`;
  await page.getByLabel('New comment').fill(comment);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByTestId('comment-pending')).toContainText(comment);
  const spots = unit.spots + 1;
  await page.getByLabel(`Spots of ${unit.title}`, { exact: true }).fill(String(spots));
  await expect(page.getByTestId('unit-pending')).toHaveCount(1);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '3');

  await reconnect(context, page);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0', { timeout: 60_000 });
  const after = await contractOnServer(request, sellerToken, contract);
  expect(after.status).toBe('approved');
  expect(after.units.find((u) => u.unit_id === unit.unit_id)!.spots).toBe(spots);
  const comments = (await (await request.get(`/api/contracts/${contract.id}/comments`, auth(sellerToken))).json()) as {
    data: { body: string }[];
  };
  expect(comments.data.filter((c) => c.body === comment)).toHaveLength(1);
  // the device shows what the server has: the comment, no longer pending
  await expect(page.getByTestId('contract-comments')).toContainText(comment);
  await expect(page.getByTestId('comment-pending')).toHaveCount(0);
  await page.goto(`/dashboard/contracts/renew?id=${contract.id}`);
  await expect(page.getByTestId('renew-total')).toBeVisible();
  await checkScreen(page);

  // operations makes the installation order job for today, with the demo technician
  const ops = await browser.newContext({ baseURL: baseURL! });
  await useLanguage(ops, baseURL!, 'en');
  const opsPage = await ops.newPage();
  await signIn(opsPage, account('operations').email, account('operations').password);
  await opsPage.goto('/dashboard/order-jobs');
  await expect(opsPage.getByTestId('freshness')).toContainText('Updated', { timeout: 30_000 });
  await opsPage.goto(`/dashboard/contracts/create-order-job?id=${contract.id}`);
  await checkScreen(opsPage);
  const techName = (
    (await (await request.get('/api/auth/user', auth(await tokenFor(request, 'technician')))).json()) as {
      data: { name: string };
    }
  ).data.name;
  await opsPage.getByLabel(/^Technician/).selectOption({ label: techName });
  await opsPage.getByRole('button', { name: 'Create order job' }).click();
  await expect(opsPage).toHaveURL(/\/dashboard\/order-jobs\/\d+$/);
  const jobId = Number(opsPage.url().split('/').pop());
  await opsPage.goto('/dashboard/order-jobs');
  await opsPage.getByLabel('Search by description, unit or technician').fill(unit.title);
  await expect(opsPage.locator(`[data-job-id="${jobId}"]`)).toBeVisible();
  await ops.close();

  // the technician finds it in today's routes
  const tech = await browser.newContext({ baseURL: baseURL! });
  await useLanguage(tech, baseURL!, 'en');
  const techPage = await tech.newPage();
  await signIn(techPage, account('technician').email, account('technician').password);
  await techPage.goto('/dashboard/routes');
  await expect(techPage.getByTestId('freshness')).toContainText('Updated', { timeout: 30_000 });
  const stops = contract.units.length;
  await expect(
    techPage
      .getByTestId('routes-list')
      .getByRole('listitem')
      .filter({ hasText: 'Today' })
      .filter({ hasText: stops === 1 ? '1 stop' : `${stops} stops` }),
  ).not.toHaveCount(0);
  await tech.close();
});

interface ServerReceipt {
  campaign_id: number;
  balance: number;
  currency: string | null;
  payments: { id: number; amount: number; status: string }[];
}

test('a payment offline is refused and not queued; a payment whose answer is lost is charged once', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, account('client').email, account('client').password);
  await waitForServiceWorker(page);
  const token = await tokenOf(context);
  const list = (await (
    await request.get('/api/client/campaigns?per_page=500&status=contracted', auth(token))
  ).json()) as {
    data: { id: number; campaign_type: { key: string } }[];
  };
  let target: { id: number; type: string; receipt: ServerReceipt } | undefined;
  for (const c of list.data) {
    const r = (
      (await (await request.get(`/api/client/campaign/${c.id}/billing_receipt`, auth(token))).json()) as {
        data: ServerReceipt;
      }
    ).data;
    if (r.balance >= 100 && r.currency) {
      target = { id: c.id, type: c.campaign_type.key, receipt: r };
      break;
    }
  }
  expect(target).toBeTruthy();
  const payPath = `/dashboard/campaigns/${target!.type}/${target!.id}/pay`;
  await page.goto(payPath);
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await checkScreen(page);

  // offline: refused on the screen, nothing sent, nothing queued
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await expect(page.getByTestId('payment-offline')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0');
  await reconnect(context, page);

  // the answer is lost after the server recorded the payment
  let cut = 0;
  await context.route('**/api/payment/electronic', async (route) => {
    if (cut++ > 0) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.getByLabel(/^Amount/).fill('100');
  await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('payment-outcome')).toContainText('did not arrive');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('payment-outcome')).not.toContainText('did not arrive', { timeout: 30_000 });
  const after = (
    (await (await request.get(`/api/client/campaign/${target!.id}/billing_receipt`, auth(token))).json()) as {
      data: ServerReceipt;
    }
  ).data;
  expect(after.payments.length - target!.receipt.payments.length).toBe(1);
  expect(Math.round((target!.receipt.balance - after.balance) * 100)).toBe(10_000);
  await expect(page.getByTestId('receipt-balance')).toContainText(/[\d.,]+/);
  for (const sub of ['paid', 'fiscal']) {
    await page.goto(`/dashboard/campaigns/${target!.type}/${target!.id}/${sub}`);
    await expect(page.getByTestId('receipt').or(page.getByRole('button', { name: 'Save fiscal data' }))).toBeVisible();
    await checkScreen(page);
  }
});
