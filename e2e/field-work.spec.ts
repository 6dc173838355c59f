/**
 * Field work offline (product.md §2, §4 field operations), in Chromium against the built app and the
 * reference server: the technician syncs, loses the API, opens today's route,
 * photographs its three stops, finishes the route and reloads — all offline —
 * then the connection returns and the server holds exactly three photos with
 * their capture time and position, and the route finished; the sync centre is
 * empty. Photos are real JPEGs with EXIF capture time; one is taken with the
 * phone turned (EXIF orientation 6) and must arrive upright.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { expect, test, reconnect, signIn, useLanguage, waitForServiceWorker, checkScreen } from './support.ts';

test.use({
  timezoneId: 'UTC',
  geolocation: { latitude: 19.4326, longitude: -99.1332, accuracy: 15 },
  permissions: ['geolocation'],
});

const tech = DEMO_ACCOUNTS.find((a) => a.role === 'technician')!;

/** A 1600×1200 photo, as a phone camera would store it, with its capture time in EXIF. */
async function cameraPhoto(minute: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40 + minute, g: 90, b: 160 } } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'Pauta test camera' },
      IFD2: { DateTimeOriginal: `2026:11:02 08:${String(minute).padStart(2, '0')}:00` },
    })
    .toBuffer();
}

async function openTodaysRoute(page: Page): Promise<number> {
  await page.goto('/dashboard/routes');
  await expect(page.getByTestId('freshness')).toContainText('Updated', { timeout: 30_000 });
  const today = page
    .getByTestId('routes-list')
    .getByRole('listitem')
    .filter({ hasText: 'Today' })
    .filter({ hasText: '3 stops' })
    .first();
  await today.getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/routes\/\d+$/);
  return Number(page.url().split('/').pop());
}

test('a technician photographs three stops and finishes the route offline; the server gets it all once', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, tech.email, tech.password);
  await waitForServiceWorker(page);
  const routeId = await openTodaysRoute(page);
  const stops = page.getByTestId('route-stop');
  await expect(stops).toHaveCount(3);
  const itemIds = await stops.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-item-id'))));

  // no network: the page is offline and every request to the API fails, the service worker's too
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await expect(stops).toHaveCount(3);

  for (const [k, stop] of (await stops.all()).entries()) {
    await stop.getByTestId('photo-input').setInputFiles({
      name: `parada-${k + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(10 + k, k === 0 ? 6 : 1),
    });
    await expect(stop.getByTestId('pending-photo')).toHaveCount(1, { timeout: 60_000 });
    await expect(stop.getByTestId('stop-photo-count')).toHaveText('1 photo');
  }
  // a file that is not a photo gets a clear message and changes nothing
  await stops
    .first()
    .getByTestId('photo-input')
    .setInputFiles({ name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await expect(page.getByText('"notas.jpg" is not a photo this app can read.', { exact: false })).toBeVisible();
  await expect(stops.first().getByTestId('pending-photo')).toHaveCount(1);

  await page.getByRole('button', { name: 'Finish route' }).click();
  await expect(page.getByTestId('route-finished')).toBeVisible();
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '4');

  // still offline after a reload: finished, three photos waiting
  await page.reload();
  await expect(page.getByTestId('route-finished')).toBeVisible();
  await expect(page.getByTestId('pending-photo')).toHaveCount(3);
  // the map shows the three numbered stops on the bundled basemap, with no network
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-basemap', 'offline');
  await expect(map).toHaveAttribute('data-loaded', 'true', { timeout: 60_000 });
  await expect(map.getByRole('button', { name: /^[123]\. / })).toHaveCount(3);

  // the stored photos were compressed on the device and kept upright
  const stored = await page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    const name = dbs.find((d) => d.name?.startsWith('pauta-account-'))!.name!;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(name);
      r.addEventListener('success', () => resolve(r.result));
      r.addEventListener('error', () => reject(r.error));
    });
    const rows = await new Promise<{ blob: Blob; name: string }[]>((resolve) => {
      const r = db.transaction('blobs').objectStore('blobs').getAll();
      r.addEventListener('success', () => resolve(r.result as { blob: Blob; name: string }[]));
    });
    const out = [];
    for (const row of rows) {
      const bitmap = await createImageBitmap(row.blob, { imageOrientation: 'none' });
      out.push({
        name: row.name,
        size: row.blob.size,
        type: row.blob.type,
        width: bitmap.width,
        height: bitmap.height,
      });
    }
    db.close();
    return out;
  });
  expect(stored).toHaveLength(3);
  const first = stored.find((s) => s.name === 'parada-1.jpg')!;
  expect(first.height).toBeGreaterThan(first.width); // turned upright from EXIF orientation 6
  for (const s of stored) expect(s.type).toBe('image/jpeg');

  // the connection returns
  await reconnect(context, page);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(page.getByTestId('uploaded-photo')).toHaveCount(3, { timeout: 60_000 });
  // the thumbnails load (file reads accept the token cookie), and the worker keeps them for offline use
  await expect
    .poll(
      () =>
        page
          .getByTestId('uploaded-photo')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);

  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  const auth = { Authorization: `Bearer ${token}` };
  const route = (await (await request.get(`/api/routes/${routeId}`, { headers: auth })).json()) as {
    data: { status: string; order_job_id: number };
  };
  expect(route.data.status).toBe('finished');
  const items = (await (
    await request.get(`/api/order-jobs/${route.data.order_job_id}/items`, { headers: auth })
  ).json()) as {
    data: { id: number; photos: { taken_at: string; lat: number; lng: number; width: number; height: number }[] }[];
  };
  const photos = items.data.filter((i) => itemIds.includes(i.id)).flatMap((i) => i.photos);
  expect(photos).toHaveLength(3);
  expect(photos.map((p) => p.taken_at).toSorted()).toEqual([
    '2026-11-02T08:10:00.000Z',
    '2026-11-02T08:11:00.000Z',
    '2026-11-02T08:12:00.000Z',
  ]);
  for (const p of photos) expect(p).toMatchObject({ lat: 19.4326, lng: -99.1332 });

  await page.goto('/dashboard/sync');
  await expect(page.getByTestId('outbox-pending')).toHaveCount(0);
  await expect(page.getByTestId('outbox-failed')).toHaveCount(0);

  // the photo report: made by the server, shown in the app, and kept for offline viewing
  await page.goto(`/dashboard/order-jobs/${route.data.order_job_id}`);
  await page.getByRole('button', { name: 'Photo report' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText(/Page 1 of \d+/)).toBeVisible({ timeout: 30_000 });
  await preview.getByRole('button', { name: /close/i }).first().click();
  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await page.reload();
  await page.getByRole('button', { name: 'Photo report' }).click();
  await expect(page.getByTestId('report-from-device')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(/Page 1 of \d+/)).toBeVisible({ timeout: 30_000 });
  await context.unroute('**/api/**');
});

test("operations reassigns the job while the technician is offline: the finish fails with the server's message, nothing else is lost", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const ops = DEMO_ACCOUNTS.find((a) => a.role === 'operations')!;
  const opsToken = (
    (await (
      await request.post('/api/auth/login/web', { data: { email: ops.email, password: ops.password } })
    ).json()) as { access_token: string }
  ).access_token;
  const opsAuth = { Authorization: `Bearer ${opsToken}` };
  // a job of the technician's, accepted, with one unit on a route for today
  const pending = (await (
    await request.post('/api/order-jobs', { headers: opsAuth, data: { status: 'pending', per_page: 50 } })
  ).json()) as { data: { id: number; items: { id: number }[] }[] };
  const job = pending.data.find((j) => j.items.length >= 1)!;
  const me = (await (
    await request.post('/api/auth/login/web', { data: { email: tech.email, password: tech.password } })
  ).json()) as { access_token: string };
  const techId = (
    (await (
      await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${me.access_token}` } })
    ).json()) as { data: { id: number } }
  ).data.id;
  expect(
    (
      await request.put(`/api/order-jobs/${job.id}/assign-technician`, {
        headers: opsAuth,
        data: { technician_id: techId },
      })
    ).status(),
  ).toBe(200);
  expect((await request.put(`/api/order-jobs/${job.id}/accept`, { headers: opsAuth })).status()).toBe(200);
  const route = (await (
    await request.post(`/api/order-jobs/${job.id}/routes`, {
      headers: opsAuth,
      data: { date: new Date().toISOString().slice(0, 10), item_ids: [job.items[0]!.id] },
    })
  ).json()) as { data: { id: number } };

  await signIn(page, tech.email, tech.password);
  await waitForServiceWorker(page);
  await page.goto(`/dashboard/routes/${route.data.id}`);
  await expect(page.getByTestId('route-stop')).toHaveCount(1, { timeout: 30_000 });

  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'valla.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(30) });
  await expect(page.getByTestId('pending-photo')).toHaveCount(1, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Finish route' }).click();
  await expect(page.getByTestId('route-finished')).toBeVisible();

  // meanwhile, operations gives the job to someone else
  const others = (await (await request.get('/api/routes?per_page=500', { headers: opsAuth })).json()) as {
    data: { technician: { id: number } | null }[];
  };
  const other = others.data.map((r) => r.technician?.id).find((id) => id && id !== techId)!;
  expect(
    (
      await request.put(`/api/order-jobs/${job.id}/assign-technician`, {
        headers: opsAuth,
        data: { technician_id: other },
      })
    ).status(),
  ).toBe(200);

  await reconnect(context, page);
  await page.goto('/dashboard/sync');
  const failed = page.getByTestId('outbox-failed');
  await expect(failed).toHaveCount(2, { timeout: 30_000 });
  await expect(failed.first()).toContainText('This job is no longer assigned to you.');
  await expect(page.getByTestId('outbox-pending')).toHaveCount(0);
  // nothing else was lost: the photo is still on the device, ready to retry or discard; the server kept the route open
  const blobs = await page.evaluate(async () => {
    const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('pauta-account-'))!.name!;
    const db = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open(name);
      r.addEventListener('success', () => resolve(r.result));
    });
    const n = await new Promise<number>((resolve) => {
      const r = db.transaction('blobs').objectStore('blobs').count();
      r.addEventListener('success', () => resolve(r.result));
    });
    db.close();
    return n;
  });
  expect(blobs).toBe(1);
  const onServer = (await (await request.get(`/api/routes/${route.data.id}`, { headers: opsAuth })).json()) as {
    data: { status: string };
  };
  expect(onServer.data.status).not.toBe('finished');
});

test('operations edits a job, assigns it and comments offline; the server has it all after reconnecting', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await useLanguage(context, baseURL!, 'en');
  const ops = DEMO_ACCOUNTS.find((a) => a.role === 'operations')!;
  await signIn(page, ops.email, ops.password);
  await waitForServiceWorker(page);
  await page.goto('/dashboard/order-jobs');
  await expect(page.getByTestId('jobs-count')).toContainText(/of [1-9]\d* order jobs/, { timeout: 30_000 });
  await page.getByLabel('Status').selectOption('accepted');
  await page.getByTestId('jobs-list').getByRole('listitem').first().getByRole('link').click();
  const jobId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('job-timeline')).toBeVisible();

  await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.getByLabel('Technician').selectOption({ index: 1 });
  const technician = await page
    .getByLabel('Technician')
    .evaluate((s: HTMLSelectElement) => ({ id: Number(s.value), name: s.selectedOptions[0]!.text }));
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await page.getByLabel('Add a comment').fill('Revisar la iluminación antes de instalar.');
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByTestId('pending-comment')).toHaveCount(1);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Description')).toBeVisible();
  await checkScreen(page);
  await page.getByLabel('Description').fill('Instalación con grúa: acceso por la calle lateral');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/order-jobs/${jobId}$`));
  await expect(page.getByText('Instalación con grúa: acceso por la calle lateral')).toBeVisible();
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '3');
  // a reload with no connection: the comments and the timeline show as loaded before, with the one waiting
  await page.reload();
  await expect(page.getByTestId('stored-read')).toContainText(
    /^No connection: showing the comments and the timeline as loaded on /,
  );
  await expect(page.getByTestId('pending-comment')).toHaveCount(1);

  await reconnect(context, page);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  const auth = { Authorization: `Bearer ${token}` };
  const job = (
    (await (await request.post('/api/order-jobs', { headers: auth, data: { id: jobId } })).json()) as {
      data: { description: string; technician: { id: number } | null }[];
    }
  ).data[0]!;
  expect(job).toMatchObject({
    description: 'Instalación con grúa: acceso por la calle lateral',
    technician: { id: technician.id },
  });
  const comments = (
    (await (await request.get(`/api/order-jobs/${jobId}/comments`, { headers: auth })).json()) as {
      data: { body: string }[];
    }
  ).data;
  expect(comments.map((c) => c.body)).toContain('Revisar la iluminación antes de instalar.');
  await page.reload();
  await expect(page.getByTestId('job-timeline')).toContainText('Technician assigned');
});
