/**
 * `npm run bench` (sync part): the sync engine in real Chromium with
 * real IndexedDB against the reference server seeded with 10,000 media units
 * (SEED_EXTRA_UNITS=4800), signed in as the administrator (who may see them all):
 * - pull of the 10,000 units into the mirror (the engine's `pull:units` measure) during the sign-in, beside the other
 *   collections' pulls, and again alone (`PULL_ALONE`: every other collection a delta with nothing new);
 * - cold reload of /dashboard/units until the list renders from the mirror;
 * - filtered search over them: input to painted list, 20 searches, p50/p95;
 * - replay of 1,000 queued mutations (profile.update) against the server, in
 *   order and in sync batches (src/api/contract/sync-batch.ts), in the same browser profile reopened in a bare Chromium (bare-chromium.ts:
 *   Playwright's request tracking costs ~2 ms per request) with the service
 *   worker in control, as a user has it (BENCH_PROFILE=1: where its time goes);
 *   `BENCH_PROFILE_PULL=FILE` writes the page's CPU profile from sign-in to the end of the pull; `BENCH_VERBOSE=1`
 *   prints the pulls' timeline;
 * - JS heap after loading the 10,000 units (after a forced GC).
 * `BENCH_SYNC_UNITS=50000` runs it all with that many units (issue 21: 50,000 units pulled in ≤ 5 s, heap ≤ 100 MB);
 * the pull's target and the heap's scale with it. The demo seed has 5,200 units: the rest are extra.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium, type BrowserContext } from '@playwright/test';
import { openBareChromium } from './bare-chromium.ts';
import { record } from './bench-figures.ts';
import {
  BARE_BATCH_LOOP,
  FLOORS,
  printProfile,
  PULL_ALONE,
  PULL_TIMELINE,
  REPLAY,
  SEARCH_TIMES,
  type CpuProfile,
  type EngineHandle,
} from './bench-sync-page.ts';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';
import { run } from './run.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';

const port = 4320;
/** Units on the server (the demo seed's 5,200 and extra ones). */
const UNITS = Number(process.env.BENCH_SYNC_UNITS ?? 10_000);
const unitsText = new RegExp(`of ${UNITS.toLocaleString('en').replace(',', ',?')} units`);
const unitsLabel = UNITS.toLocaleString('en');
const base = `http://localhost:${port}`;
const pct = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

export async function benchSync(): Promise<void> {
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
    throw new Error(`port ${port} is already in use (a server left from an earlier run?); stop it and run again`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-sync-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PAUTA_DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      SEED_EXTRA_UNITS: String(UNITS - 5200),
    },
    stdio: 'ignore',
  });
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-profile-'));
  let context: BrowserContext | undefined;
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
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath,
      args: CHROMIUM_ARGS,
      baseURL: base,
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'locals', value: 'en', url: base }]);
    // tsx compiles the functions handed to page.evaluate with esbuild's __name helper: give the page a no-op one
    await context.addInitScript({ content: "window.__name = (f) => f; localStorage.setItem('pauta:debug', '1');" });
    const page = context.pages()[0] ?? (await context.newPage());
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    // BENCH_PROFILE_PULL=FILE: the page's CPU profile from sign-in to the end of the units' pull, written to FILE
    const pullCdp = process.env.BENCH_PROFILE_PULL ? await context.newCDPSession(page) : undefined;
    if (pullCdp) {
      await pullCdp.send('Profiler.enable');
      await pullCdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await pullCdp.send('Profiler.start');
    }
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    // 1. pull of the units
    await page.waitForFunction(() => performance.getEntriesByName('pull:units', 'measure').length > 0, undefined, {
      timeout: 120_000,
    });
    const pull = await page.evaluate(() => {
      const m = performance.getEntriesByName('pull:units', 'measure')[0] as PerformanceMeasure;
      return { ms: m.duration, detail: m.detail as { rows: number; pages: number } };
    });
    await page.waitForFunction(
      () => {
        const e = (window as unknown as { __pauta?: { engine: EngineHandle } }).__pauta?.engine;
        return e && !e.status.getSnapshot().pulling;
      },
      undefined,
      { timeout: 120_000 },
    );
    if (pullCdp) {
      const { profile } = await pullCdp.send('Profiler.stop');
      fs.writeFileSync(process.env.BENCH_PROFILE_PULL!, JSON.stringify(profile));
      await pullCdp.detach();
    }
    if (process.env.BENCH_VERBOSE) console.log(await page.evaluate(PULL_TIMELINE));

    // 2. cold reload to a rendered list
    await page.goto('/dashboard/units');
    await page
      .getByTestId('units-count')
      .filter({ hasText: unitsText })
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/bench-units.png' });
        const count = await page
          .getByTestId('units-count')
          .textContent({ timeout: 1000 })
          .catch(() => 'no count');
        throw new Error(`the units list did not show ${unitsLabel} units (it says: ${count}; ${page.url()})`, {
          cause: error,
        });
      });
    const reloads: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.reload();
      await page.waitForFunction(() => performance.getEntriesByName('units:rendered').length > 0, undefined, {
        timeout: 30_000,
      });
      reloads.push(await page.evaluate(() => performance.getEntriesByName('units:rendered')[0]!.startTime));
    }
    await page.getByTestId('units-count').filter({ hasText: unitsText }).waitFor();

    // 3. filtered search: input → list painted
    const terms = [
      'valla',
      'pantalla',
      'mx-',
      'reforma',
      'medellín',
      'bus',
      'lima',
      'av.',
      'x0000',
      'co-bil',
      'santiago',
      'quito',
      'panam',
      'paradero',
      'mupi',
      'taxi',
      'sur',
      'norte',
      'centro',
      '',
    ];
    const searches = await page.evaluate(SEARCH_TIMES, terms);

    // floors of the pull and the search, in the same page, on the same rows (issue 21: figures as ratios)
    const floors = await page.evaluate(FLOORS, terms);

    // 4. heap with the 10,000 units loaded
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };

    // 4b. the units' pull alone (every other collection a delta with nothing new), from a screen that does not list
    // them, against the same floor measured right after it
    await page.goto('/dashboard/profile');
    const alone = await page.evaluate(PULL_ALONE);
    const aloneFloor = await page.evaluate(FLOORS, ['']);

    if (process.env.BENCH_VERBOSE) {
      const timings: { wait: number; total: number }[] = [];
      page.on('requestfinished', (r) => {
        if (!r.url().endsWith('/api/profile')) return;
        const t = r.timing();
        timings.push({ wait: t.responseStart - t.requestStart, total: t.responseEnd - t.startTime });
      });
      const raw = await page.evaluate(async () => {
        const token = document.cookie
          .split('; ')
          .find((c) => c.startsWith('access_token='))!
          .split('=')[1]!;
        const t0 = performance.now();
        for (let i = 0; i < 200; i++) {
          await fetch('/api/profile', {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              Authorization: `Bearer ${decodeURIComponent(token)}`,
              'Idempotency-Key': `raw-${i}-${Date.now()}`,
            },
            body: JSON.stringify({ name: `Raw ${i}`, email: 'admin@pauta.demo' }),
          }).then((r) => r.json());
        }
        const put = (performance.now() - t0) / 200;
        const t1 = performance.now();
        for (let i = 0; i < 200; i++) await fetch('/api/languages').then((r) => r.json());
        return { put, get: (performance.now() - t1) / 200 };
      });
      console.log(
        `  (raw fetch from the page: PUT /profile ${raw.put.toFixed(1)} ms, GET /languages ${raw.get.toFixed(1)} ms each)`,
      );
      const mid = timings.slice(20, 180);
      console.log(
        `  (PUT /profile timing: server wait median ${pct(
          mid.map((t) => t.wait),
          0.5,
        ).toFixed(1)} ms, total median ${pct(
          mid.map((t) => t.total),
          0.5,
        ).toFixed(1)} ms)`,
      );
    }

    // 5. replay of 1,000 queued mutations, in the same profile (signed in, mirror filled) reopened in a bare
    // Chromium with its service worker: Playwright's request tracking would add ~2 ms to every request.
    await context.close();
    context = undefined;
    const bare = await openBareChromium({
      url: `${base}${process.env.BENCH_REPLAY_PAGE ?? '/dashboard'}`,
      userDataDir: profileDir,
    });
    let replay: Awaited<ReturnType<typeof REPLAY>>;
    let bareLoopMs = Number.NaN;
    try {
      await bare
        .waitFor(
          '(() => { const e = window.__pauta?.engine; return !!(e && !e.status.getSnapshot().pulling); })()',
          120_000,
        )
        .catch(async (error: unknown) => {
          const state = await bare
            .evaluate<string>(
              'JSON.stringify({ url: location.href, engine: !!window.__pauta?.engine, status: window.__pauta?.engine?.status.getSnapshot(), })',
            )
            .catch(String);
          throw new Error(`the replay page did not get ready: ${state}`, { cause: error });
        });
      const controlled = await bare.waitFor('!!navigator.serviceWorker.controller', 30_000).then(
        () => true,
        () => false,
      );
      if (!controlled)
        console.log(
          '  (the service worker did not take control of the replay page: requests went straight to the network)',
        );
      if (process.env.BENCH_VERBOSE) {
        const raw = await bare.evaluate<number>(`(async () => {
          const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('access_token=')).split('=')[1]);
          const t0 = performance.now();
          for (let i = 0; i < 200; i++) await fetch('/api/profile', { method: 'PUT', headers: { 'content-type': 'application/json', Authorization: 'Bearer ' + token, 'Idempotency-Key': 'bare-' + i + '-' + Date.now() }, body: JSON.stringify({ name: 'Raw ' + i, email: 'admin@pauta.demo' }) }).then((r) => r.json());
          return (performance.now() - t0) / 200;
        })()`);
        console.log(`  (bare page, raw fetch loop: PUT /profile ${raw.toFixed(1)} ms each)`);
      }
      if (process.env.BENCH_PROFILE) {
        await bare.send('Profiler.enable');
        await bare.send('Profiler.setSamplingInterval', { interval: 200 });
        await bare.send('Profiler.start');
      }
      // tsx's __name helper may appear in the function's source: give the page a no-op one
      replay = await bare.evaluate(`window.__name ??= (f) => f; (${REPLAY.toString()})(${JSON.stringify(admin.name)})`);
      if (process.env.BENCH_PROFILE) printProfile((await bare.send<{ profile: CpuProfile }>('Profiler.stop')).profile);
      bareLoopMs = await bare.evaluate<number>(
        `window.__name ??= (f) => f; (${BARE_BATCH_LOOP.toString()})(${JSON.stringify(admin.name)})`,
      );
      if (process.env.BENCH_VERBOSE) {
        console.log(
          '  (how the last PUT /profile was routed:',
          await bare.evaluate<string>(
            "JSON.stringify(performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/profile')).slice(-1).map((e) => ({ workerStart: e.workerStart, matched: e.workerMatchedSourceType, final: e.workerFinalSourceType })))",
          ),
          ')',
        );
      }
    } finally {
      await bare.close();
    }

    record({
      id: UNITS > 10_000 ? `sync.pull${UNITS / 1000}k` : 'sync.pull10k',
      label: `pull of ${pull.detail.rows} units (${pull.detail.pages} pages) into IndexedDB during the sign-in`,
      value: pull.ms,
      unit: 'ms',
      better: 'lower',
      target: UNITS > 10_000 ? 5000 : 1000,
      floor: {
        value: floors.bulkPutMs,
        what: `a bare IndexedDB put of the same ${floors.rows} rows in one transaction`,
      },
      bound: 2,
    });
    record({
      id: UNITS > 10_000 ? `sync.pull${UNITS / 1000}k.alone` : 'sync.pull10k.alone',
      label: `pull of ${alone.rows} units (${alone.pages} pages) alone, the other collections without changes`,
      value: alone.ms,
      unit: 'ms',
      better: 'lower',
      target: UNITS > 10_000 ? 5000 : 1000,
      floor: {
        value: aloneFloor.bulkPutMs,
        what: `a bare IndexedDB put of the same ${aloneFloor.rows} rows in one transaction, right after`,
      },
      bound: 2,
    });
    console.log(
      `cold reload to the rendered list of ${unitsLabel} mirrored units: ${reloads.map((r) => r.toFixed(0)).join(', ')} ms; median ${pct(reloads, 0.5).toFixed(0)} ms (target ≤ 1 s)`,
    );
    record({
      id: 'sync.search10k.p95',
      label: `filtered search over ${unitsLabel} units, input to painted list, p95 of ${searches.length} (p50 ${pct(searches, 0.5).toFixed(1)} ms)`,
      value: pct(searches, 0.95),
      unit: 'ms',
      better: 'lower',
      target: 16,
      floor: {
        value: pct(floors.filterMs, 0.95),
        what: 'p95 of a bare in-memory filter of the same rows, then one frame',
      },
      bound: 3,
    });
    const rate = 1000 / (replay.ms / 1000);
    record({
      id: 'sync.replay1000',
      label: `replay of 1,000 queued mutations (profile.update, in order, in sync batches of 25), ${replay.failed} failed`,
      value: rate,
      unit: '/s',
      better: 'higher',
      target: 500,
      floor: { value: 1000 / (bareLoopMs / 1000), what: 'a bare loop of the same 40 sync batches with fetch' },
      bound: 0.5,
    });
    if (process.env.BENCH_VERBOSE)
      console.log(`  (of which ${replay.fetches} requests took ${(replay.fetchMs / 1000).toFixed(2)} s in fetch)`);
    console.log(
      `JS heap with ${unitsLabel} units loaded (after GC): ${(heap.usedSize / 1024 / 1024).toFixed(1)} MB used (target ≤ ${UNITS > 10_000 ? 100 : 150} MB)`,
    );
  } finally {
    await context?.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSync();
