/**
 * The campaign cart survives any disconnect (product.md §2–§5 campaigns), in Chromium against
 * the built app and the reference server:
 * 1. A client creates a manual campaign, picks dates and adds five units;
 *    the API becomes unreachable; they change a date range, add two units
 *    and remove one; the browser closes; it reopens offline (same profile)
 *    and the cart is intact; the API returns and the server's campaign then
 *    matches the local cart unit for unit and total for total.
 * 2. A unit added offline is booked by another campaign meanwhile: after
 *    reconnecting the cart shows that unit's conflict with the server's
 *    reason, and the other units are saved.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { formatDate } from '#src/lib/dates.ts';
import { CHROMIUM_ARGS, findE2eChromium } from '../scripts/find-chromium.ts';
import {
  expect,
  guardCsp,
  test,
  reconnect,
  signIn,
  useLanguage,
  localRow,
  waitDrained,
  waitForServiceWorker,
  type CspGuard,
} from './support.ts';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
interface Detail {
  id: number;
  total: number;
  investment: number;
  units: { id: number; title: string; start_date: string; end_date: string; total_price: number }[];
  countries: {
    id: number;
    media_types: { media_type_id: number; start_date: string | null; end_date: string | null }[];
  }[];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'access_token')!.value;
}

/** Fails with the server's answer when a setup call is refused. */
async function expectOk(res: APIResponse): Promise<void> {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
}

async function serverView(request: APIRequestContext, token: string, id: number): Promise<Detail> {
  const res = await request.get(`/api/client/campaigns/${id}/view`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  await expectOk(res);
  return ((await res.json()) as { data: Detail }).data;
}

/** The campaign as mirrored in the account's IndexedDB. */
const localDetail = (page: Page, id: number) => localRow<Detail>(page, 'campaignDetails', id);

/** Opens a date-range picker by its label, picks start then end (moving months as needed), waits until it is saved. */
async function pickRange(page: Page, label: string | RegExp, start: string, end: string): Promise<void> {
  await page.getByRole('button', { name: label }).first().click();
  const content = page.getByRole('dialog', { name: 'Choose dates' });
  // the calendar mounts when the popup opens: wait for it before asking whether a day is in the month shown
  await expect(content.getByRole('button', { name: 'Next month' })).toBeVisible();
  for (const day of [start, end]) {
    const cell = content.locator(`[data-date="${day}"]`).first();
    for (let i = 0; i < 3 && !(await cell.isVisible()); i++)
      await content.getByRole('button', { name: 'Next month' }).click();
    await cell.click();
  }
  await page.keyboard.press('Escape');
  // the picker shows the saved period once the editor's write reached the device's campaign (DD/MM/YYYY): a step's
  // Next checks the saved dates, so it is pressed only then
  await expect(page.getByRole('button', { name: label }).first()).toContainText(
    `${formatDate(start)} – ${formatDate(end)}`,
  );
}

/** The Add buttons of the unit list, in list order. */
const addButtons = (page: Page) => page.getByRole('button', { name: /^Add /, disabled: false });

/** Adds the first `n` units of the list not in the cart yet, one at a time, waiting for the cart to count each. */
async function addUnits(page: Page, n: number): Promise<void> {
  const count = page.getByTestId('cart-count');
  for (let i = 0; i < n; i++) {
    const before = Number((await count.textContent())!.match(/\d+/)![0]);
    await addButtons(page).first().click();
    await expect(count).toHaveText(`${before + 1} ${before + 1 === 1 ? 'unit' : 'units'} in the cart`);
  }
}

test('the cart survives going offline, a closed browser and a reopen offline, then matches the server', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-cart-'));
  const executablePath = findE2eChromium();
  const guards: CspGuard[] = [];
  const launch = async () => {
    const launched = await chromium.launchPersistentContext(dir, {
      baseURL,
      serviceWorkers: 'allow',
      args: CHROMIUM_ARGS,
      ...(executablePath ? { executablePath } : {}),
    });
    guards.push(await guardCsp(launched));
    return launched;
  };
  let context = await launch();
  try {
    await useLanguage(context, baseURL!, 'en');
    let page = context.pages()[0] ?? (await context.newPage());
    const client = account('client');
    await signIn(page, client.email, client.password);
    await waitForServiceWorker(page);

    // create a manual campaign (online), then media types, dates, filters and points of interest
    await page.goto('/dashboard/campaigns/select');
    await page.getByTestId('campaign-type-manual').click();
    await page.getByLabel('Campaign name').fill(`Carrito sin conexión ${Date.now()}`);
    await page.getByLabel('Media').selectOption('print');
    await page
      .locator('label')
      .filter({ hasText: /^Mexico$/ }) // country names in the interface's language (English here)
      .click();
    await expect(page.getByRole('checkbox', { name: 'Mexico' })).toBeChecked();
    await page.getByRole('button', { name: 'Create and continue' }).click();
    await expect(page).toHaveURL(/\/dashboard\/campaigns\/manual\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page
      .locator('label')
      .filter({ hasText: /^(Valla|Billboard)$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const [start, end] = [daysFromNow(5), daysFromNow(25)];
    await pickRange(page, /Dates of (Valla|Billboard)/, start, end);
    // dates → print dates (30 days by default) → advanced filters → points of interest → unit selection
    for (const step of ['Print dates', 'Advanced filters', 'Points of interest', 'Unit selection']) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]')).toContainText(
        step,
      );
    }
    await expect(addButtons(page).first()).toBeVisible({ timeout: 30_000 });
    await addUnits(page, 5);
    await expect(page.getByTestId('cart-count')).toHaveText('5 units in the cart');
    await waitDrained(page);

    // the API becomes unreachable: change the dates, add two units, remove one
    await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
    await context.setOffline(true);
    await addUnits(page, 2);
    await expect(page.getByTestId('cart-count')).toHaveText('7 units in the cart');
    await page.getByRole('button', { name: 'Next', exact: true }).click(); // → the cart
    const [start2, end2] = [daysFromNow(6), daysFromNow(30)];
    await pickRange(page, /Dates of (Valla|Billboard)/, start2, end2);
    const firstLine = page.locator('[data-cart-unit]').first();
    const removed = Number(await firstLine.getAttribute('data-cart-unit'));
    await firstLine.getByRole('button', { name: /^Remove / }).click();
    await expect(page.locator('[data-cart-unit]')).toHaveCount(6);
    const before = (await localDetail(page, id))!;
    expect(before.units.map((u) => u.id)).not.toContain(removed);
    expect(before.units.every((u) => u.start_date === start2 && u.end_date === end2)).toBe(true);
    const totalText = await page.getByTestId('cart-total').textContent();

    // the browser closes with the changes still queued; it reopens with no connection
    await context.close();
    context = await launch();
    await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`/dashboard/campaigns/manual/${id}`);
    await expect(page.getByTestId('cart').or(page.getByTestId('cart-count'))).toBeVisible({ timeout: 30_000 });
    const reopened = (await localDetail(page, id))!;
    expect(reopened.units.map((u) => u.id)).toEqual(before.units.map((u) => u.id));
    expect(reopened.total).toBe(before.total);
    // the changes are normally still queued here; but the service worker's background sync may have sent them the
    // moment the browser started, before the test cut the network (Chromium starts online): then nothing waits
    // and the server already has them. Either way the comparison with the server below must hold.
    await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', /^\d+$/);

    // the API returns: everything is sent, in order, once; the server's cart is the local one
    await reconnect(context, page);
    await waitDrained(page);
    const token = await tokenOf(context);
    const server = await serverView(request, token, id);
    const local = (await localDetail(page, id))!;
    expect(server.units.map((u) => [u.id, u.start_date, u.end_date, u.total_price])).toEqual(
      local.units.map((u) => [u.id, u.start_date, u.end_date, u.total_price]),
    );
    expect([server.investment, server.total]).toEqual([before.investment, before.total]);
    expect(server.units).toHaveLength(6);
    expect(totalText).toContain(String(Math.trunc(server.total)).slice(0, 2));
    for (const guard of guards) await guard.assertNone();
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a unit booked by another campaign meanwhile is shown as a conflict; the others are saved', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  await useLanguage(context, baseURL!, 'en');
  const client = account('client');
  await signIn(page, client.email, client.password);
  await waitForServiceWorker(page);
  const token = await tokenOf(context);
  const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const [start, end] = [daysFromNow(40), daysFromNow(60)];

  // a manual campaign with dates for México × Valla, through the API (the first scenario covers the screens)
  const countries = (
    (await (await request.get('/api/countries?per_page=100', { headers: auth })).json()) as {
      data: { id: number; iso2: string }[];
    }
  ).data;
  // by code: the name is in the caller's language ("México" / "Mexico")
  const mx = countries.find((c) => c.iso2 === 'MX')!;
  const types = (
    (await (await request.get('/api/media-types', { headers: auth })).json()) as {
      data: { id: number; name: string }[];
    }
  ).data;
  const valla = types.find((t) => t.name === 'Valla' || t.name === 'Billboard')!;
  const created = await request.post('/api/client/campaigns', {
    headers: auth,
    data: { name: `Conflicto ${Date.now()}`, campaign_type: 'manual', units_category: 'print', countries: [mx.id] },
  });
  await expectOk(created);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await expectOk(
    await request.put(`/api/client/campaigns/${id}/set-media-types`, {
      headers: auth,
      data: { countries: [{ country_id: mx.id, media_type_ids: [valla.id] }] },
    }),
  );
  await expectOk(
    await request.put(`/api/client/campaigns/${id}/dates`, {
      headers: auth,
      data: { country_id: mx.id, media_type_id: valla.id, start_date: start, end_date: end },
    }),
  );

  await page.goto(`/dashboard/campaigns/manual/${id}`);
  // the editor opens at the step check; walk to the unit selection
  const current = page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]');
  await expect(current).toContainText('Print dates'); // the step check: media types and dates are saved
  for (const step of ['Advanced filters', 'Points of interest', 'Unit selection']) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(current).toContainText(step);
  }
  await expect(addButtons(page).first()).toBeVisible({ timeout: 30_000 });
  await waitDrained(page);

  // offline: add three units
  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
  await addUnits(page, 3);
  await expect(page.getByTestId('cart-count')).toHaveText('3 units in the cart');
  // with no connection the unit selection's map still draws the offline outlines and the units (issue 15)
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-basemap', 'offline');
  await expect(map).toHaveAttribute('data-outlines', /^[1-9]\d*$/, { timeout: 30_000 });
  await expect(map).toHaveAttribute('data-drawn', /^[1-9]\d*$/, { timeout: 30_000 });
  const local = (await localDetail(page, id))!;
  const booked = local.units[1]!;

  // meanwhile the administrator books that unit for another campaign on overlapping dates
  const admin = account('administrator');
  const login = await request.post('/api/auth/login/web', { data: { email: admin.email, password: admin.password } });
  const adminToken = ((await login.json()) as { access_token: string }).access_token;
  const adminAuth = { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' };
  const other = await request.post('/api/client/campaigns', {
    headers: adminAuth,
    data: { name: `Reserva ajena ${Date.now()}`, campaign_type: 'manual', units_category: 'print', countries: [mx.id] },
  });
  await expectOk(other);
  const otherId = ((await other.json()) as { data: { id: number } }).data.id;
  await expectOk(
    await request.put(`/api/client/campaigns/${otherId}/set-media-types`, {
      headers: adminAuth,
      data: { countries: [{ country_id: mx.id, media_type_ids: [valla.id] }] },
    }),
  );
  await expectOk(
    await request.put(`/api/client/campaigns/${otherId}/dates`, {
      headers: adminAuth,
      data: { country_id: mx.id, media_type_id: valla.id, start_date: daysFromNow(45), end_date: daysFromNow(50) },
    }),
  );
  await expectOk(
    await request.post(`/api/client/campaigns/${otherId}/attach_unit/${booked.id}`, { headers: adminAuth }),
  );
  await expectOk(await request.post(`/api/client/campaigns/${otherId}/bookings`, { headers: adminAuth, data: {} }));

  // reconnect: the booked unit is refused with the server's reason, the others are saved
  await reconnect(context, page);
  const conflict = page.locator(`[data-conflict-unit="${booked.id}"]`).first();
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expect(conflict).toContainText(booked.title);
  await expect(conflict.getByRole('button', { name: /^Replace / })).toBeVisible();
  // the entries after the refused one are still being sent when the conflict shows: wait for the server to hold them
  const saved = local.units
    .filter((u) => u.id !== booked.id)
    .map((u) => u.id)
    .toSorted();
  await expect
    .poll(async () => (await serverView(request, token, id)).units.map((u) => u.id).toSorted(), { timeout: 30_000 })
    .toEqual(saved);
  await waitDrained(page);
  expect((await serverView(request, token, id)).units.map((u) => u.id).toSorted()).toEqual(saved);
});
