/**
 * A seller's proposal at the client's office (issue 16 "Tests"), in Chromium against the built app and the reference
 * server. The seller builds a proposal of 21 units in two segments from the screens (create, two segments, units
 * found by SKU in the unit picker), looks at the presentation online, then loses the connection: changes a segment's
 * price and the other's dates, removes a unit (the total changes at once, repriced on the device), and downloads the
 * photographic PDF made on the device (parsed: a cover and 20 unit pages, each with its photo). On reconnecting the
 * server's proposal has the 20 units, the price, the dates and the device's total. Meanwhile another account holds
 * one of the units; the seller's booking is refused and that unit shows as a conflict under its line with the
 * server's reason; Replace swaps it, and the booking then holds the 20 units on the server. The proposal and
 * bookings screens, and the proposal's summary, media plan, booking, contract and by-package pages, pass the screen
 * checks (axe, 360 px).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { checkScreen, expect, reconnect, signIn, test, useLanguage, waitForServiceWorker } from './support.ts';

const seller = DEMO_ACCOUNTS.find((a) => a.role === 'seller')!;
/** Another account that sells: the administrator books one of the seller's units meanwhile. */
const other = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;

interface ServerProposal {
  id: number;
  name: string;
  status: string;
  client_id: number;
  client_name: string;
  total: number;
  units: {
    unit_id: number;
    segment_id: number | null;
    start_date: string;
    end_date: string;
    unit: { title: string; sku: string; photo_url: string | null; spots: number };
  }[];
  segments: { id: number; name: string; price: number | null; start_date: string | null; end_date: string | null }[];
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });

async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login/web', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'access_token')!.value;
}

async function serverProposal(request: APIRequestContext, token: string, id: number): Promise<ServerProposal> {
  const res = await request.get(`/api/proposals/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ServerProposal }).data;
}

/** The proposal's total as the device shows it (pesos), read from the mirror. */
async function localTotal(page: Page, id: number): Promise<number> {
  return page.evaluate(async (proposalId) => {
    const names = (await indexedDB.databases()).map((d) => d.name!).filter((n) => n.startsWith('pauta-account-'));
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const r = indexedDB.open(name);
        r.addEventListener('success', () => ok(r.result));
        r.addEventListener('error', () => ko(r.error));
      });
      if (!db.objectStoreNames.contains('proposals')) continue;
      const row = await new Promise<{ total: number } | undefined>((ok) => {
        const r = db.transaction('proposals').objectStore('proposals').get(proposalId);
        r.addEventListener('success', () => ok(r.result as { total: number } | undefined));
        r.addEventListener('error', () => ok(undefined));
      });
      db.close();
      if (row) return row.total;
    }
    return Number.NaN;
  }, id);
}

/** The PDF's pages, each with how many images it paints (pdf.js in this Node: see the polyfills). */
async function pdfPages(bytes: Uint8Array): Promise<number[]> {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
  const AB = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (n?: number) => ArrayBuffer };
  AB.transferToFixedLength ??= function (this: ArrayBuffer, n?: number) {
    const copy = new ArrayBuffer(n ?? this.byteLength);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(this.byteLength, copy.byteLength)));
    return copy;
  };
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: bytes }).promise;
  const images: number[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const ops = await (await doc.getPage(i)).getOperatorList();
    images.push(ops.fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length);
  }
  return images;
}

/** YYYY-MM-DD, `days` from today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Chooses each unit in the editor's picker by its SKU, into `segment`, and adds them. */
async function addUnits(page: Page, units: readonly { sku: string; title: string }[], segment: string) {
  const search = page.getByRole('searchbox', { name: /^Units to add: search/ });
  for (const u of units) {
    await search.fill(u.sku);
    await search.press('Enter');
    const found = page.getByRole('list', { name: 'Units found' });
    await found
      .getByRole('button', { name: `Choose ${u.title}` })
      .first()
      .click({ timeout: 30_000 });
  }
  await expect(page.getByRole('list', { name: 'Chosen units' }).getByRole('listitem')).toHaveCount(units.length);
  await page.getByRole('combobox', { name: 'Segment of the units to add' }).selectOption({ label: segment });
  await page.getByRole('button', { name: `Add ${units.length} units` }).click();
  await expect(page.getByRole('region', { name: segment }).locator('tr[data-unit-id]')).toHaveCount(units.length, {
    timeout: 60_000,
  });
}

test('a seller builds a proposal of 20 units, changes it offline, exports the PDF offline, and books it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(420_000);
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, seller.email, seller.password);
  await waitForServiceWorker(page);
  const token = await tokenOf(context);

  // 22 units with photos, taken from the seeded proposals (their units have photos); one is kept for Replace
  const seeded = (await (await request.get('/api/proposals?per_page=100', auth(token))).json()) as {
    data: ServerProposal[];
  };
  const seen = new Set<number>();
  const pool = seeded.data
    .flatMap((p) => p.units)
    .filter((l) => l.unit.photo_url && !seen.has(l.unit_id) && seen.add(l.unit_id))
    .map((l) => ({ id: l.unit_id, sku: l.unit.sku, title: l.unit.title, spots: l.unit.spots }));
  expect(pool.length).toBeGreaterThanOrEqual(22);
  const [north, south, spare] = [pool.slice(0, 11), pool.slice(11, 21), pool[21]!];
  const customer = seeded.data[0]!.client_name;

  // the proposal, from the screens (online): far in the future, clear of the seeded holds
  await page.goto('/dashboard/proposals/create');
  const name = `Oficina del cliente ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByLabel('Customer').selectOption({ label: customer });
  await page.getByLabel('Start date').fill(dayFromNow(400));
  await page.getByLabel('End date').fill(dayFromNow(429));
  await page.getByRole('button', { name: 'Create proposal' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 30_000 });
  const id = Number(/\/dashboard\/proposals\/(\d+)/.exec(page.url())![1]);
  for (const segment of ['Norte', 'Sur']) {
    await page.getByRole('textbox', { name: 'New segment' }).fill(segment);
    await page.getByRole('button', { name: 'Add segment' }).click();
    await expect(page.getByRole('region', { name: segment })).toBeVisible({ timeout: 30_000 });
  }
  await addUnits(page, north, 'Norte');
  await addUnits(page, south, 'Sur');
  await checkScreen(page);
  const built = await serverProposal(request, token, id);
  expect(built.units).toHaveLength(21);

  // the presentation online once: the device keeps the photos it showed
  await page.goto(`/proposals/${id}/photografic`);
  const presented = page.getByTestId('presented-unit');
  await expect(presented).toHaveCount(21, { timeout: 30_000 });
  for (const unit of await presented.all()) await unit.scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth > 0).length))
    .toBeGreaterThanOrEqual(21);
  await page.goto(`/dashboard/proposals/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // at the client's office: no signal
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  const price = page.getByRole('textbox', { name: 'Price per day of segment Sur' });
  await price.fill('250');
  await price.press('Enter');
  const [start, end] = [dayFromNow(402), dayFromNow(420)];
  await page.getByLabel('Start of segment Norte').fill(start);
  await page.getByLabel('Start of segment Norte').blur();
  await page.getByLabel('End of segment Norte').fill(end);
  await page.getByLabel('End of segment Norte').blur();
  const removed = north[0]!.id;
  await page
    .locator(`tr[data-unit-id="${removed}"]`)
    .getByRole('button', { name: /^Remove .* from the proposal$/ })
    .click();
  await expect(page.locator(`tr[data-unit-id="${removed}"]`)).toHaveCount(0);
  await expect(page.getByTestId('queued-action').first()).toBeVisible();
  const offlineTotal = await localTotal(page, id);
  expect(offlineTotal).not.toBe(built.total);

  // the PDF, made on the device with the photos it holds, still offline
  await page.getByRole('link', { name: 'Photographic proposal' }).click();
  await expect(presented).toHaveCount(20, { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const fs = await import('node:fs');
  const pages = await pdfPages(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(pages).toHaveLength(21);
  expect(
    pages.slice(1).every((images) => images >= 1),
    'every unit page has its photo',
  ).toBe(true);

  // back online: the server has what the device did, to the cent
  await reconnect(context, page);
  await expect
    .poll(
      async () => {
        const now = await serverProposal(request, token, id);
        const norte = now.segments.find((s) => s.name === 'Norte');
        return [
          now.segments.find((s) => s.name === 'Sur')?.price,
          [norte?.start_date, norte?.end_date],
          now.units.length,
          now.total,
        ];
      },
      { timeout: 90_000 },
    )
    .toEqual([250, [start, end], 20, offlineTotal]);

  // meanwhile another account books one of the units for the same days
  const taken = south[0]!;
  const otherToken = await tokenFor(request, other.email, other.password);
  const rivalAnswer = await request.post('/api/proposals', {
    ...auth(otherToken),
    data: {
      name: 'Reserva de otra cuenta',
      client_id: built.client_id,
      start_date: dayFromNow(400),
      end_date: dayFromNow(429),
    },
  });
  expect(rivalAnswer.ok(), await rivalAnswer.text()).toBe(true);
  const rival = (await rivalAnswer.json()) as { data: ServerProposal };
  const added = await request.post(`/api/proposals/${rival.data.id}/units`, {
    ...auth(otherToken),
    // every spot of the unit, so none is left for the seller
    data: { unit_id: taken.id, quantity: taken.spots },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const held = await request.post(`/api/proposals/${rival.data.id}/bookings`, { ...auth(otherToken), data: {} });
  expect(held.ok(), await held.text()).toBe(true);

  // the seller's booking: that unit is flagged with the server's reason and a Replace action
  await page.goto(`/dashboard/proposals/${id}`);
  await expect(page.locator('tr[data-unit-id]')).toHaveCount(20, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Make booking' }).click();
  const conflict = page.locator(`tr[data-conflict-unit="${taken.id}"]`);
  await expect(conflict).toContainText('Reserva de otra cuenta', { timeout: 60_000 });
  await expect(page.locator('tr[data-conflict-unit]')).toHaveCount(1);
  await checkScreen(page);
  await conflict.getByRole('button', { name: `Replace ${taken.title}` }).click();
  await page.getByRole('searchbox', { name: /^A unit to replace/ }).fill(spare.sku);
  await page
    .getByRole('button', { name: `Choose ${spare.title}` })
    .first()
    .click({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Use it instead' }).click();
  await expect(page.getByRole('region', { name: 'Sur' }).locator(`tr[data-unit-id="${spare.id}"]`)).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Make booking' }).click();
  await expect
    .poll(
      async () => {
        const now = await serverProposal(request, token, id);
        const bookings = (await (await request.get(`/api/proposals/${id}/bookings`, auth(token))).json()) as {
          data: { status: string; units: { unit_id: number }[] }[];
        };
        const open = bookings.data.find((b) => b.status === 'open');
        return [now.status, open?.units.length, open?.units.some((u) => u.unit_id === taken.id)];
      },
      { timeout: 90_000 },
    )
    .toEqual(['booked', 20, false]);

  // the proposal's other pages (spec §2): each opens from the device and passes the screen checks
  for (const path of [
    `/dashboard/proposals/detail?id=${id}`,
    `/dashboard/proposals/mediaplan?id=${id}`,
    `/dashboard/proposals/make-reservation?id=${id}`,
    `/dashboard/proposals/make-contracts?id=${id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await checkScreen(page);
  }
  await page.goto('/dashboard/proposals/by-package');
  await expect(page.locator('[data-package-id]').first()).toBeVisible({ timeout: 30_000 });
  await checkScreen(page);

  // the bookings screens
  await page.goto('/dashboard/bookings');
  const booking = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first();
  await expect(booking).toBeVisible({ timeout: 30_000 });
  await checkScreen(page);
  await booking.getByRole('link').click();
  await expect(page.getByRole('table', { name: 'Units of the booking' })).toBeVisible();
  await checkScreen(page);
});
