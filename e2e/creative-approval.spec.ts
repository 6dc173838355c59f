/**
 * Creative approval on bad networks (product.md §2, §4 inventory and creative approval), in Chromium against the built
 * app and the reference server:
 * 1. A provider goes offline and reloads (the campaign shows as last loaded on
 *    the device), denies one artwork decision with a comment,
 *    accepts another and uploads a colour proof; reconnects; the server holds
 *    exactly those decisions and one more proof, and the client then sees them.
 * 2. A client uploads two artwork files offline and sends the version to
 *    review after reconnecting; the server has the version in review with both.
 */
import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, reconnect, signIn, useLanguage, waitForServiceWorker, checkScreen } from './support.ts';

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
interface Version {
  id: number;
  number: number;
  status: string;
  media_type_id: number;
  files: { id: number }[];
  pending_unit_ids: number[];
  decisions: { unit_id: number; decision: string; comment: string | null }[];
}
interface ArtCampaign {
  id: number;
  name: string;
  media_types: {
    media_type: { id: number; name: string };
    units: { id: number; title: string }[];
    versions: Version[];
  }[];
}

async function expectOk(res: APIResponse): Promise<void> {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
}

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === 'access_token')!.value;
}

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  await expectOk(res);
  return (await res.json()) as T;
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await reconnect(context, page);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
}

/** A tiny PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('a provider reloads offline, decides and uploads a colour proof; the server holds exactly that, and the client sees it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const provider = account('provider');
  await signIn(page, provider.email, provider.password);
  await waitForServiceWorker(page);
  const token = await tokenOf(context);
  const awaiting = await get<{ data: { id: number; name: string; pending_decisions: number }[] }>(
    request,
    token,
    '/api/provider/art_manager/campaigns?status=awaiting&per_page=50',
  );
  const campaign = awaiting.data.find((c) => c.pending_decisions >= 2) ?? awaiting.data[0]!;
  expect(campaign, 'the seed has a campaign awaiting the demo provider').toBeTruthy();
  const before = (
    await get<{ data: ArtCampaign }>(request, token, `/api/provider/art_manager/campaigns/${campaign.id}`)
  ).data;
  const proofsBefore = (await get<{ meta: { total: number } }>(request, token, '/api/provider/color-proof?per_page=1'))
    .meta.total;

  await page.goto(`/dashboard/arts/provider/${campaign.id}`);
  const groups = page.getByRole('group', { name: /^Version \d+ · / });
  await expect(groups.first()).toBeVisible({ timeout: 30_000 });
  expect(await groups.count()).toBeGreaterThanOrEqual(2);
  await checkScreen(page);

  await goOffline(context);
  // a reload with no connection: the campaign shows as last loaded on this device
  await page.reload();
  await expect(groups.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^No connection: showing .+ as loaded on /).first()).toBeVisible();
  const denied = groups.nth(0);
  await denied.getByRole('button', { name: 'Deny' }).click();
  await expect(denied.getByText('Write why you deny this version.')).toBeVisible(); // a denial needs a comment: nothing queued
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0');
  await denied.getByRole('textbox', { name: 'Comment' }).fill('Los colores no coinciden con la marca');
  await denied.getByRole('button', { name: 'Deny' }).click();
  await expect(denied).toContainText('Pending');
  const accepted = groups.nth(1);
  await accepted.getByRole('button', { name: 'Accept' }).click();
  await expect(accepted).toContainText('Pending');
  await page
    .getByLabel('Colour proof file')
    .setInputFiles({ name: 'prueba-color.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload colour proof' }).click();
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', /^[3-9]/);

  await goOnline(context, page);
  const after = (await get<{ data: ArtCampaign }>(request, token, `/api/provider/art_manager/campaigns/${campaign.id}`))
    .data;
  const decisionsOf = (c: ArtCampaign) =>
    c.media_types.flatMap((m) =>
      m.versions.flatMap((v) => v.decisions.map((d) => `${v.id}:${d.unit_id}:${d.decision}:${d.comment ?? ''}`)),
    );
  const added = decisionsOf(after).filter((d) => !decisionsOf(before).includes(d));
  expect(added).toHaveLength(2);
  expect(added.filter((d) => d.endsWith(':denied:Los colores no coinciden con la marca'))).toHaveLength(1);
  expect(added.filter((d) => d.includes(':accepted:'))).toHaveLength(1);
  expect(
    (await get<{ meta: { total: number } }>(request, token, '/api/provider/color-proof?per_page=1')).meta.total,
  ).toBe(proofsBefore + 1);

  // the client then sees the denial with its comment
  await page.getByRole('button', { name: 'Log out' }).click();
  const client = account('client');
  await signIn(page, client.email, client.password);
  await page.goto(`/dashboard/arts/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await checkScreen(page);
  const deniedVersion = Number(added.find((d) => d.includes(':denied:'))!.split(':')[0]);
  const mediaType = after.media_types.find((m) => m.versions.some((v) => v.id === deniedVersion))!.media_type;
  await page
    .getByRole('link', { name: new RegExp(`^${mediaType.name} · v\\d+`) })
    .first()
    .click();
  await expect(page.getByText('Los colores no coinciden con la marca').first()).toBeVisible({ timeout: 30_000 });
});

test('a client uploads two artwork files offline and sends the version to review after reconnecting', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const client = account('client');
  await signIn(page, client.email, client.password);
  await waitForServiceWorker(page);
  const token = await tokenOf(context);
  const campaigns = await get<{ data: { id: number }[] }>(
    request,
    token,
    '/api/client/art_manager/campaigns?per_page=50',
  );
  // a campaign and media type whose latest version is not in review (a new draft can take files)
  let target: { campaign: number; mediaType: number } | null = null;
  for (const c of campaigns.data) {
    const full = (await get<{ data: ArtCampaign }>(request, token, `/api/client/art_manager/campaigns/${c.id}`)).data;
    const m = full.media_types.find((x) => !x.versions.some((v) => v.status === 'in_review'));
    if (m) {
      target = { campaign: c.id, mediaType: m.media_type.id };
      break;
    }
  }
  expect(target, 'a campaign media type with no version in review').toBeTruthy();
  await page.goto(`/dashboard/arts/${target!.campaign}/media-type/${target!.mediaType}`);
  await expect(page.getByLabel('Artwork files')).toBeAttached({ timeout: 30_000 });

  await goOffline(context);
  await page.getByLabel('Artwork files').setInputFiles([
    { name: 'arte-frente.png', mimeType: 'image/png', buffer: PNG },
    { name: 'arte-lateral.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '2');

  await goOnline(context, page);
  await page.getByRole('button', { name: 'Send to review' }).click();
  const latest = async () => {
    const full = (
      await get<{ data: ArtCampaign }>(request, token, `/api/client/art_manager/campaigns/${target!.campaign}`)
    ).data;
    return full.media_types
      .find((m) => m.media_type.id === target!.mediaType)!
      .versions.toSorted((a, b) => b.number - a.number)[0]!;
  };
  await expect.poll(async () => (await latest()).status, { timeout: 30_000 }).toBe('in_review');
  expect((await latest()).files.map((f) => (f as { name?: string }).name ?? '').toSorted()).toEqual([
    'arte-frente.png',
    'arte-lateral.png',
  ]);
});
