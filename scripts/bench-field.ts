/**
 * `npm run bench` (field part), in Chromium with the service worker
 * against the reference server on a fresh demo database, as the demo
 * technician on today's route:
 * - 20 photos of about 3 MB each (4000×3000 camera JPEGs) picked offline for
 *   one stop: time until all 20 are stored on the device (compressed, with
 *   their outbox entries), and their size before and after compression;
 * - the connection returns: time until all 20 are uploaded (outbox empty);
 * - the order-job list with 1,000 mirrored jobs: filter time, input to
 *   painted list, p50/p95 over 20 searches.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';
import { run } from './run.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';

const port = 4325;
const base = `http://localhost:${port}`;
const pct = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

/** A noisy 4000×3000 JPEG of about 3 MB, like a phone camera's. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const w = 4000;
  const h = 3000;
  const raw = Buffer.alloc(w * h * 3);
  let x = (seed * 2654435761) >>> 0;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (i % 3 === 0 ? (i / 3 / w) % 256 : 96) + ((x >>> 24) & 63);
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 72 })
    .toBuffer();
}

export async function benchField(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  if (!fs.existsSync('dist/index.html') && (await run('npm', ['run', '-s', 'build'])) !== 0)
    throw new Error('build failed');
  if (
    await fetch(`${base}/api/languages`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use; stop it and run again`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-field-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), PAUTA_DATA_DIR: dataDir, STATIC_DIR: 'dist' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`${base}/api/languages`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => cameraPhoto(i + 1)));
    const originalBytes = photos.reduce((n, p) => n + p.length, 0);

    const context = await browser.newContext({ baseURL: base });
    await context.addCookies([{ name: 'locals', value: 'en', url: base }]);
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    const page = await context.newPage();
    const tech = DEMO_ACCOUNTS.find((a) => a.role === 'technician')!;
    await page.goto('/login');
    await page.getByLabel('Email').fill(tech.email);
    await page.getByLabel('Password', { exact: true }).fill(tech.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/dashboard/routes');
    await page.getByTestId('freshness').filter({ hasText: 'Updated' }).waitFor({ timeout: 60_000 });
    await page
      .getByTestId('routes-list')
      .getByRole('listitem')
      .filter({ hasText: 'Today' })
      .first()
      .getByRole('link')
      .click();
    await page.getByTestId('route-stop').first().waitFor();

    // 1. 20 photos picked offline
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    const files = photos.map((buffer, i) => {
      const file = path.join(dataDir, `foto-${i + 1}.jpg`);
      fs.writeFileSync(file, buffer);
      return file;
    });
    const t0 = Date.now();
    await page.getByTestId('route-stop').first().getByTestId('photo-input').setInputFiles(files);
    await page.getByTestId('route-stop').first().getByTestId('pending-photo').nth(19).waitFor({ timeout: 300_000 });
    const storeMs = Date.now() - t0;
    const storedBytes = await page.evaluate(async () => {
      const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('pauta-account-'))!.name!;
      const db = await new Promise<IDBDatabase>((resolve) => {
        const r = indexedDB.open(name);
        r.addEventListener('success', () => resolve(r.result));
      });
      const rows = await new Promise<{ size: number }[]>((resolve) => {
        const r = db.transaction('blobs').objectStore('blobs').getAll();
        r.addEventListener('success', () => resolve(r.result as { size: number }[]));
      });
      db.close();
      return rows.reduce((n, r) => n + r.size, 0);
    });

    // 2. the connection returns: all uploaded
    const t1 = Date.now();
    await context.unroute('**/api/**');
    await context.setOffline(false);
    await page.getByTestId('sync-badge').and(page.locator('[data-pending="0"]')).waitFor({ timeout: 300_000 });
    const uploadMs = Date.now() - t1;

    // 3. 1,000 mirrored order jobs: filter time
    await page.goto('/dashboard/order-jobs');
    await page.getByTestId('jobs-count').waitFor();
    await page.evaluate(async () => {
      const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('pauta-account-'))!.name!;
      const db = await new Promise<IDBDatabase>((resolve) => {
        const r = indexedDB.open(name);
        r.addEventListener('success', () => resolve(r.result));
      });
      const tx = db.transaction(['orderJobs', 'orderJobItems'], 'readwrite');
      const cities = ['Medellín', 'Bogotá', 'Lima', 'Quito', 'Santiago', 'Ciudad de México', 'Guadalajara', 'Panamá'];
      for (let i = 0; i < 1000; i++) {
        const id = 100_000 + i;
        tx.objectStore('orderJobs').put({
          id,
          campaign_id: null,
          kind: 'installation',
          status: ['pending', 'accepted', 'in_progress', 'finished'][i % 4],
          technician: { id: 1, name: `Técnico ${i % 37}` },
          scheduled_date: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
          description: `Instalación de ${1 + (i % 8)} medios en ${cities[i % cities.length]}`,
          reject_reason: null,
          finished_at: null,
          updated_at: '2026-11-02T10:00:00.000Z',
        });
        for (let k = 0; k < 3; k++) {
          tx.objectStore('orderJobItems').put({
            id: id * 10 + k,
            order_job_id: id,
            unit_id: i * 3 + k,
            side: 'A',
            task: 'Instalar',
            status: 'pending',
            photos: [],
            unit: {
              id: i * 3 + k,
              title: `Valla ${i}-${k} Av. ${cities[(i + k) % cities.length]}`,
              sku: `SKU-${i}-${k}`,
              address: `Calle ${i} #${k}`,
              lat: 0,
              lng: 0,
              side: 'A',
            },
            updated_at: '2026-11-02T10:00:00.000Z',
          });
        }
      }
      await new Promise((resolve) => tx.addEventListener('complete', resolve));
      db.close();
    });
    await page
      .getByTestId('jobs-count')
      .filter({ hasText: /of 1\d{3} order jobs/ })
      .waitFor({ timeout: 30_000 });
    const terms = [
      'medellin',
      'bogota',
      'valla 5',
      'sku-99',
      'tecnico 3',
      'lima',
      'quito',
      'av.',
      'calle 12',
      'santiago',
      'mexico',
      'guadalajara',
      'panama',
      'instalacion',
      '7 medios',
      'valla 999',
      'sku-1',
      'x',
      'tecnico 36',
      '',
    ];
    const searches = await page.evaluate(async (words) => {
      const input = document.querySelector<HTMLInputElement>('input[name="search"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const out: number[] = [];
      for (const w of words) {
        const t = performance.now();
        setValue.call(input, w);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        out.push(performance.now() - t);
      }
      return out;
    }, terms);

    console.log(
      `20 photos of ${mb(originalBytes / 20)} each picked offline: stored in ${(storeMs / 1000).toFixed(1)} s (${(storeMs / 20).toFixed(0)} ms per photo), ${mb(originalBytes)} → ${mb(storedBytes)} on the device`,
    );
    console.log(`the connection returns: all 20 uploaded in ${(uploadMs / 1000).toFixed(1)} s`);
    console.log(
      `order-job list with 1,000 mirrored jobs, filter input to painted list: p50 ${pct(searches, 0.5).toFixed(1)} ms, p95 ${pct(searches, 0.95).toFixed(1)} ms (${searches.length} searches)`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchField();
