/**
 * A seller's proposal at the client's office (issue 16), in Chromium against the built app and the reference
 * server: the seller opens a seeded proposal, loses the connection, changes a segment's price and removes a unit
 * (the total changes at once, repriced on the device), reconnects — the server's proposal then has the new price,
 * one unit less and the same total as the device — and downloads the photographic PDF made on the device (parsed:
 * a cover and one page per unit). The bookings screens pass the screen checks too (axe, 360 px).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { checkScreen, expect, reconnect, signIn, test, useLanguage, waitForServiceWorker } from './support.ts';

const seller = DEMO_ACCOUNTS.find((a) => a.role === 'seller')!;

interface ServerProposal {
  id: number;
  total: number;
  units: { unit_id: number }[];
  segments: { id: number; name: string; price: number | null }[];
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

/** pdf.js in this Node (Promise.withResolvers and ArrayBuffer#transferToFixedLength came with Node 22). */
async function pdfPages(bytes: Uint8Array): Promise<number> {
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
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return (await getDocument({ data: bytes }).promise).numPages;
}

test('a seller changes a proposal offline, the server gets it on reconnect, and the PDF is made on the device', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, seller.email, seller.password);
  await waitForServiceWorker(page);
  await page.goto('/dashboard/proposals');
  const list = page.getByRole('list', { name: 'Proposals' });
  const first = list.getByRole('listitem').filter({ hasText: 'Lanzamiento verano' });
  await expect(first).toBeVisible({ timeout: 60_000 });
  const id = Number(await first.getAttribute('data-proposal-id'));
  await checkScreen(page);

  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lanzamiento verano');
  await checkScreen(page);
  const token = await tokenOf(context);
  const before = await serverProposal(request, token, id);
  const second = before.segments.find((s) => s.name === 'Segunda quincena')!;

  // at the client's office: no signal
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  const price = page.getByRole('textbox', { name: 'Price per day of segment Segunda quincena' });
  await price.fill('250');
  await price.press('Enter');
  const removed = before.units[0]!.unit_id;
  await page
    .locator(`tr[data-unit-id="${removed}"]`)
    .getByRole('button', { name: /^Remove .* from the proposal$/ })
    .click();
  await expect(page.locator(`tr[data-unit-id="${removed}"]`)).toHaveCount(0);
  await expect(page.getByTestId('booking-queued').first()).toBeVisible();
  const offlineTotal = await localTotal(page, id);
  expect(offlineTotal).not.toBe(before.total);

  await reconnect(context, page);
  await expect
    .poll(
      async () => {
        const now = await serverProposal(request, token, id);
        return [now.segments.find((s) => s.id === second.id)?.price, now.units.length, now.total];
      },
      { timeout: 90_000 },
    )
    .toEqual([250, before.units.length - 1, offlineTotal]);

  // the presentation and its PDF, made on the device
  await page.goto(`/proposals/${id}/photografic`);
  await expect(page.getByTestId('presented-unit')).toHaveCount(before.units.length - 1, { timeout: 30_000 });
  await checkScreen(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = await download.path();
  const fs = await import('node:fs');
  expect(await pdfPages(new Uint8Array(fs.readFileSync(file)))).toBe(before.units.length);

  // the bookings screens
  await page.goto('/dashboard/bookings');
  const booking = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first();
  await expect(booking).toBeVisible({ timeout: 30_000 });
  await checkScreen(page);
  await booking.getByRole('link').click();
  await expect(page.getByRole('table', { name: 'Units of the booking' })).toBeVisible();
  await checkScreen(page);
});
