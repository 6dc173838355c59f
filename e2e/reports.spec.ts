/**
 * Boards and reports end to end (issue 18 "Tests"), in Chromium against the built app and the reference server:
 * a manager opens the home; the eight boards are drawn (Chart.js canvases with pixels on them) and a board's table
 * view holds exactly what the server answers for it; a report exported from the reports screen is downloaded and
 * read back with exceljs, its rows matching the report's JSON; after a reload with the API cut off, the boards show
 * their kept answers, each saying when it was loaded.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { formatChartValue } from '#src/ui/chart/chart-values.ts';
import { checkScreen, expect, signIn, test, useLanguage, waitForServiceWorker } from './support.ts';

const manager = DEMO_ACCOUNTS.find((a) => a.role === 'manager')!;
const cutApi = (context: BrowserContext) => context.route('**/api/**', (route) => route.abort('internetdisconnected'));

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'access_token')!.value;
}

const auth = (token: string) => ({
  headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
});

interface Board {
  labels: string[];
  series: { key: string; name: string; unit: 'money'; currency: string | null; values: (number | null)[] }[];
}

async function boardOnServer(request: APIRequestContext, token: string, path: string): Promise<Board> {
  const res = await request.get(`/api/dashboards/common/${path}`, auth(token));
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Board }).data;
}

test('a manager reads the boards as charts and tables, exports a report, and finds the boards offline after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, manager.email, manager.password);
  await waitForServiceWorker(page);
  const token = await tokenOf(context);
  // the page's own request context: its cookies (the `locals` language) go with each call
  const request = page.request;

  // the eight boards, each drawn on a canvas
  const boards = page.getByTestId('boards');
  await expect(boards.getByTestId('chart-view')).toHaveCount(8, { timeout: 60_000 });
  await expect(boards.getByTestId('chart-canvas')).toHaveCount(8, { timeout: 30_000 });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="chart-canvas"]')].filter((c) => {
            const ctx = c.getContext('2d');
            if (!ctx || !c.width || !c.height) return false;
            const { data } = ctx.getImageData(0, 0, c.width, c.height);
            for (let i = 3; i < data.length; i += 4) if (data[i]) return true;
            return false;
          }).length,
      ),
    )
    .toBe(8);

  // the table view of "billing by media type" holds the server's figures
  const billing = page.getByTestId('board-billing-media-type');
  await billing.getByRole('button', { name: 'Table' }).click();
  const onServer = await boardOnServer(request, token, 'billing-by-media-type');
  const money = onServer.series.find((s) => s.key === 'billing')!;
  const rows = billing.getByTestId('chart-table').locator('tbody tr');
  await expect(rows).toHaveCount(onServer.labels.length);
  for (let i = 0; i < onServer.labels.length; i++) {
    await expect(rows.nth(i).locator('th')).toHaveText(onServer.labels[i]!);
    await expect(rows.nth(i)).toContainText(formatChartValue(money.values[i], money));
  }
  expect(money.values.some((x) => (x ?? 0) > 0)).toBe(true);

  // a report exported as a spreadsheet, read back
  await page.goto('/dashboard/reports');
  const report = (await (
    await request.post('/api/reports/sales_by_executive', { ...auth(token), data: {} })
  ).json()) as {
    data: { title: string; columns: { key: string; label: string }[]; rows: Record<string, unknown>[] };
  };
  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Sales by executive' });
  await expect(page.getByRole('heading', { name: report.data.title })).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(5).values).toEqual([undefined, ...report.data.columns.map((c) => c.label)]);
  expect(report.data.rows.length).toBeGreaterThan(0);
  report.data.rows.forEach((r, i) => {
    const row = sheet.getRow(6 + i);
    expect(row.getCell(report.data.columns.findIndex((c) => c.key === 'executive') + 1).value).toBe(r.executive);
    expect(row.getCell(report.data.columns.findIndex((c) => c.key === 'total') + 1).value).toBe(r.total);
  });

  // offline after a reload: the boards as last loaded, saying when
  await page.goto('/dashboard');
  await expect(boards.getByTestId('chart-view')).toHaveCount(8, { timeout: 60_000 });
  await cutApi(context);
  await page.reload();
  await expect(page.getByTestId('boards').getByTestId('chart-view')).toHaveCount(8, { timeout: 30_000 });
  await expect(
    page.getByTestId('boards').getByText(/^No connection: showing the board as loaded on \d{2}\/\d{2}\/\d{4}/),
  ).toHaveCount(8, {
    timeout: 30_000,
  });
  await context.unroute('**/api/**');
});

test("a client's campaign reports and a provider's availability pages pass the screen checks (axe, 360 px)", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  // signed in with the English labels, then the screens in Spanish (the longer words)
  await useLanguage(context, baseURL!, 'en');
  const client = DEMO_ACCOUNTS.find((a) => a.role === 'client')!;
  await signIn(page, client.email, client.password);
  await useLanguage(context, baseURL!, 'es');
  const token = await tokenOf(context);
  const list = (await (await page.request.get('/api/client/campaigns?per_page=50', auth(token))).json()) as {
    data: { id: number; status: string; campaign_type: { key: string } }[];
  };
  const campaign = list.data.find((c) => c.status === 'contracted')!;
  expect(campaign).toBeTruthy();
  const base = `/dashboard/campaigns/${campaign.campaign_type.key}/${campaign.id}`;
  for (const [path, ready] of [
    ['performance-report', 'media-type-table'],
    ['unit-report', null],
    ['yodageek', null],
  ] as const) {
    await page.goto(`${base}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (ready) await expect(page.getByTestId(ready)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await checkScreen(page);
  }

  const provider = DEMO_ACCOUNTS.find((a) => a.role === 'provider')!;
  await context.clearCookies();
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, provider.email, provider.password);
  await useLanguage(context, baseURL!, 'es');
  await page.goto('/dashboard/availability');
  await expect(page.getByTestId('availability-grid')).toBeVisible({ timeout: 30_000 });
  const unitLink = page.getByTestId('availability-grid').getByRole('link').first();
  const href = await unitLink.getAttribute('href');
  const unitId = /\/availability\/(\d+)\//.exec(href ?? '')?.[1];
  expect(unitId).toBeTruthy();
  for (const path of [
    'availability/dashboard',
    'availability/temporary',
    `availability/${unitId}/contracts`,
    `availability/${unitId}/bookings`,
  ]) {
    await page.goto(`/dashboard/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await checkScreen(page);
  }
});
