/**
 * Customers, workgroups and the side-A percent (issue 19 "End to end"), in Chromium against the built app and the
 * reference server; each test checks the server's state, not only the screen:
 * 1. A seller offline finds a customer on the device and edits their phone; reconnected, the server holds the new
 *    phone, the edit was sent once, and nothing else of the customer changed.
 * 2. An administrator changes the side-A percent (the platform's business rule): the server prices the same cart
 *    differently at once; a client's device pulls the new percent, an offline cart change is priced with it, and
 *    after reconnecting the device's cart and the server's are equal, total for total.
 * 3. An agency (admin of its workgroup) invites a member from the workgroup screen; the member accepts the mailed
 *    link, is given two of the workgroup's customers, and sees exactly those.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import {
  apiSignIn,
  expect,
  localRow,
  test,
  reconnect,
  signIn,
  useLanguage,
  waitDrained,
  waitForServiceWorker,
} from './support.ts';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const SIDE_A_KEY = 'yoda.percentage_to_face_units';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const MAIL_LOG = path.resolve(import.meta.dirname, '../.tmp/e2e-mail.log');

async function expectOk(res: APIResponse): Promise<void> {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
}

/** The headers of an account's API calls (e2e/support.ts `apiSignIn`). */
const authOf = async (request: APIRequestContext, email: string, password: string) =>
  (await apiSignIn(request, email, password)).headers;

interface CustomerRow {
  id: number;
  name: string;
  phone: string | null;
  notes: string;
  email: string;
  updated_at: string;
}

test('a seller offline finds a customer and edits their phone; reconnected, the server has it, sent once', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  await useLanguage(context, baseURL!, 'en');
  const seller = account('seller');
  await signIn(page, seller.email, seller.password);
  await waitForServiceWorker(page);
  await page.goto('/dashboard/customers');
  const list = page.getByRole('list', { name: 'Clients' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  await waitDrained(page);
  const auth = await authOf(request, seller.email, seller.password);

  // offline: find the demo client by words without accents, open it, edit the phone
  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.getByRole('searchbox', { name: /^Search by name/ }).fill('diego hernandez');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link', { name: account('client').name }).click();
  await expect(page.getByRole('heading', { level: 1, name: account('client').name })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const before = (await localRow<CustomerRow>(page, 'customers', id))!;
  const phone = `+52 55 ${String(Date.now()).slice(-4)} ${String(Date.now()).slice(-8, -4)}`;
  await page.getByRole('link', { name: 'Edit' }).click();
  const field = page.getByLabel('Phone');
  await field.fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: account('client').name })).toBeVisible();
  await expect(page.getByTestId('customer-facts')).toContainText(phone);
  await expect(page.getByTestId('queued-action')).toHaveAttribute('data-state', 'waiting');
  expect((await localRow<CustomerRow>(page, 'customers', id))!.phone).toBe(phone);

  // the connection returns: the edit is sent, once, and the server's customer is the device's
  await reconnect(context, page);
  await waitDrained(page);
  await expect(page.getByTestId('queued-action')).toHaveCount(0);
  const read = await request.get(`/api/customers?ids=${id}`, { headers: auth });
  await expectOk(read);
  const server = ((await read.json()) as { data: CustomerRow[] }).data[0]!;
  expect(server).toMatchObject({ id, phone, name: before.name, email: before.email, notes: before.notes });
  const local = (await localRow<CustomerRow>(page, 'customers', id))!;
  expect([local.phone, local.updated_at]).toEqual([server.phone, server.updated_at]);
  // sent once: replaying the outbox finds nothing more to send, and the server's row has not moved since
  await page.reload();
  await waitDrained(page);
  const again = (
    (await (await request.get(`/api/customers?ids=${id}`, { headers: auth })).json()) as {
      data: CustomerRow[];
    }
  ).data[0]!;
  expect(again.updated_at).toBe(server.updated_at);
});

interface CampaignView {
  id: number;
  investment: number;
  total: number;
  units: { id: number; total_price: number }[];
}

test('the side-A percent an administrator sets prices the cart the same on the device and the server', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await authOf(request, account('administrator').email, account('administrator').password);
  const client = account('client');
  const auth = await authOf(request, client.email, client.password);
  const view = async (id: number) => {
    const res = await request.get(`/api/client/campaigns/${id}/view`, { headers: auth });
    await expectOk(res);
    return ((await res.json()) as { data: CampaignView }).data;
  };

  // a client's cart of three side-A billboards in México, made through the API (the cart spec covers the screens)
  const countries = (
    (await (await request.get('/api/countries?per_page=100', { headers: auth })).json()) as {
      data: { id: number; iso2: string }[];
    }
  ).data;
  const mx = countries.find((c) => c.iso2 === 'MX')!;
  const types = (
    (await (await request.get('/api/media-types', { headers: auth })).json()) as {
      data: { id: number; key: string }[];
    }
  ).data;
  const billboard = types.find((t) => t.key === 'billboard')!;
  const made = await request.post('/api/client/campaigns', {
    headers: auth,
    data: { name: `Cara A ${Date.now()}`, campaign_type: 'manual', units_category: 'print', countries: [mx.id] },
  });
  await expectOk(made);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  await expectOk(
    await request.put(`/api/client/campaigns/${id}/set-media-types`, {
      headers: auth,
      data: { countries: [{ country_id: mx.id, media_type_ids: [billboard.id] }] },
    }),
  );
  await expectOk(
    await request.put(`/api/client/campaigns/${id}/dates`, {
      headers: auth,
      data: { country_id: mx.id, media_type_id: billboard.id, start_date: day(70), end_date: day(90) },
    }),
  );
  const available = (
    (await (
      await request.get(`/api/client/campaigns/${id}/available-units?per_page=200`, { headers: auth })
    ).json()) as { data: { id: number; side: string | null; busy: unknown[] }[] }
  ).data;
  const sideA = available.filter((u) => u.side === 'A' && u.busy.length === 0).slice(0, 3);
  expect(sideA.length).toBe(3);
  for (const u of sideA)
    await expectOk(await request.post(`/api/client/campaigns/${id}/attach_unit/${u.id}`, { headers: auth }));
  const at20 = await view(id);

  // the administrator sets the platform's side-A percent to 50: the same cart costs more at once on the server
  const typeList = (
    (await (await request.get('/api/client/setting-types', { headers: admin })).json()) as {
      data: { id: number; key: string }[];
    }
  ).data;
  const sideAType = typeList.find((t) => t.key === SIDE_A_KEY)!;
  const stored = await request.post('/api/client/provider-settings', {
    headers: admin,
    data: { setting_type_id: sideAType.id, value: 50 },
  });
  await expectOk(stored);
  const settingId = ((await stored.json()) as { data: { id: number } }).data.id;
  try {
    // the cart is priced again on its next change (spec §9: the quote runs after every change)
    const someUnit = sideA[2]!.id;
    await expectOk(await request.put(`/api/client/campaigns/${id}/detach_unit/${someUnit}`, { headers: auth }));
    await expectOk(await request.post(`/api/client/campaigns/${id}/attach_unit/${someUnit}`, { headers: auth }));
    const at50 = await view(id);
    expect(at50.investment).toBeGreaterThan(at20.investment);

    // the client's device pulls the new percent, and prices an offline change with it
    await useLanguage(context, baseURL!, 'en');
    await signIn(page, client.email, client.password);
    await waitForServiceWorker(page);
    await expect.poll(async () => (await localRow<{ value: string }>(page, 'settings', SIDE_A_KEY))?.value).toBe('50');
    await page.goto(`/dashboard/campaigns/manual/${id}`);
    const current = page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]');
    await expect(current).toContainText('Print dates', { timeout: 30_000 });
    for (const step of ['Advanced filters', 'Points of interest', 'Unit selection']) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(current).toContainText(step);
    }
    await expect(page.getByTestId('cart-count')).toHaveText('3 units in the cart', { timeout: 30_000 });
    await waitDrained(page);
    await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
    await context.setOffline(true);
    const add = page.getByRole('button', { name: /^Add /, disabled: false }).first();
    await add.click();
    await expect(page.getByTestId('cart-count')).toHaveText('4 units in the cart');
    const offlineTotal = (await localRow<CampaignView>(page, 'campaignDetails', id))!;

    await reconnect(context, page);
    await waitDrained(page);
    const server = await view(id);
    expect(server.units).toHaveLength(4);
    expect([server.investment, server.total]).toEqual([offlineTotal.investment, offlineTotal.total]);
    const local = (await localRow<CampaignView>(page, 'campaignDetails', id))!;
    expect(local.units.map((u) => [u.id, u.total_price])).toEqual(server.units.map((u) => [u.id, u.total_price]));
  } finally {
    await expectOk(await request.delete(`/api/client/provider-settings/${settingId}`, { headers: admin }));
  }
});

/** The last invitation link the server mailed to `email` (its mail sink, MAIL_LOG_FILE). */
async function mailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.existsSync(MAIL_LOG) ? fs.readFileSync(MAIL_LOG, 'utf8').split('\n') : [];
      link = lines
        .filter((l) => l.includes(`invitation for ${email}:`))
        .at(-1)
        ?.split(': ')
        .at(-1);
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('an agency invites a member, who accepts, is given two customers and sees exactly those', async ({
  page,
  context,
  baseURL,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  // the member-to-be: a client account registered now
  const email = `miembro-${Date.now().toString(36)}@example.com`;
  const password = 'Miembro-Nuevo-2026';
  const clientAuth = await authOf(request, account('client').email, account('client').password);
  const countryList = await request.get('/api/countries?per_page=100', { headers: clientAuth });
  await expectOk(countryList);
  const countries = ((await countryList.json()) as { data: { id: number; iso2: string }[] }).data;
  await expectOk(
    await request.post('/api/auth/register', {
      data: {
        name: 'Miembro Nuevo',
        email,
        password,
        password_confirmation: password,
        client_type: 1,
        country_id: countries.find((c) => c.iso2 === 'MX')!.id,
      },
    }),
  );

  // the agency, admin of its workgroup, invites the address as a member from the workgroup screen
  await useLanguage(context, baseURL!, 'en');
  const agency = account('agency');
  await signIn(page, agency.email, agency.password);
  await page.goto('/dashboard/workgroup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Joins as').selectOption('member');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(email).first()).toBeVisible({ timeout: 30_000 });

  // the member opens the mailed link (signed out)
  const link = new URL(await mailedLink(email));
  const visitor = await browser.newContext({ baseURL });
  try {
    await useLanguage(visitor, baseURL!, 'en');
    const invitee = await visitor.newPage();
    await invitee.goto(`${link.pathname}${link.search}`);
    await expect(invitee.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await visitor.close();
  }

  // the agency gives the new member two of the workgroup's customers
  await page.reload();
  await page.getByRole('link', { name: 'Miembro Nuevo' }).click();
  await expect(page.getByRole('heading', { name: 'Assign customers' })).toBeVisible({ timeout: 30_000 });
  const offered = page.getByRole('group').filter({ hasText: 'Clients of the workgroup' }).getByRole('checkbox');
  await expect(offered.first()).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1]) {
    const box = offered.nth(i);
    names.push(
      ((await box.getAttribute('aria-label')) ?? (await box.locator('xpath=..').innerText()))
        .replace(/ \(now .*\)$/, '')
        .trim(),
    );
    await box.check();
  }
  await page.getByRole('button', { name: 'Assign the chosen customers' }).click();
  await expect(page.getByTestId('assign-outcome')).toBeVisible({ timeout: 30_000 });

  // the member signs in and sees exactly those two, on the screen and on the server
  const memberContext = await browser.newContext({ baseURL });
  try {
    await useLanguage(memberContext, baseURL!, 'en');
    const member = await memberContext.newPage();
    await signIn(member, email, password);
    await member.goto('/dashboard/workgroup');
    const clients = member.getByRole('table', { name: 'Clients' });
    await expect(clients.getByRole('row')).toHaveCount(3, { timeout: 30_000 }); // header + 2
    for (const name of names) await expect(clients).toContainText(name);
    const auth = await authOf(request, email, password);
    const listed = await request.get('/api/client/workgroup/clients?per_page=100', { headers: auth });
    await expectOk(listed);
    expect(((await listed.json()) as { data: { name: string }[] }).data.map((c) => c.name).toSorted()).toEqual(
      names.toSorted(),
    );
  } finally {
    await memberContext.close();
  }
});
