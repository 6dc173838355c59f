/**
 * `npm run bench` (web part): the offline reload of /dashboard to its painted home, and its floor, in a Chromium
 * driven over a bare DevTools connection (bare-chromium.ts), as a person's browser runs it (issue 21 "Offline reload
 * of /dashboard ≤ 300 ms, and ≤ 2× the time to render a static page from the same service worker").
 *
 * Why not under Playwright: there Chromium compiled every module of every reload from source (~150–200 ms for the
 * signed-in file, 700 KB before compression) and never consumed the code cache each reload produced; opened without
 * Playwright, the same profile consumed it (822,816 bytes for that file) and compiled nothing over 20 ms
 * (docs/performance.md "Eleventh session"). The bench measured that compile, which a person's browser skips.
 *
 * Steps: a Playwright persistent profile signs in as the manager with the service worker on, waits until the worker
 * controls the page and the sign-in's pulls are done; the reference server is then stopped, so every /api call is
 * refused (the API unreachable, as the bench measured before with `route.abort`); the same profile opens in a bare
 * Chromium. The floor: the public site's /about (prerendered, answered by the same service worker) to its first
 * contentful paint, with the session's cookie set aside (a stored token sends / pages to /dashboard), median of
 * `reloads`. Then /dashboard until the home's greeting is painted (Element Timing; React's commit, the `home:rendered`
 * mark, is reported beside it), median of `reloads`. Each reload starts from a page settled for `settleMs` and an
 * idle callback, as a person's reload does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { openBareChromium, type BareChromium } from './bare-chromium.ts';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';

/** A reload's figures, in ms after navigation start (the page's own `performance` clock). */
export interface OfflineReloadFigures {
  /** when each reload of /dashboard painted the home (its greeting's Element Timing), in order */
  home: number[];
  /** when React committed the home (the `home:rendered` mark) in the same reloads */
  committed: number[];
  /** first contentful paint of each reload of /about, in order */
  floor: number[];
}

/** A window property the page loses on reload: polling for the new page cannot read the old one. */
const OLD_PAGE = '__pautaBenchOldPage';

/**
 * When the home's greeting was painted (Element Timing, `elementtiming="home"` in home-page.tsx), ms after navigation
 * start; -1 when it was not within 10 s. The floor is a first paint too, so both sides count the paint.
 */
const HOME_PAINTED = `new Promise((resolve) => {
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries().find((e) => e.identifier === 'home');
    if (entry) { observer.disconnect(); resolve(entry.renderTime || entry.loadTime); }
  });
  observer.observe({ type: 'element', buffered: true });
  setTimeout(() => resolve(-1), 10000);
})`;

/**
 * Reloads the bare page (or opens `url` in it) and waits until `entry` (a performance entry's name) exists in the new
 * document.
 * @returns that entry's start time (ms after the new page's navigation started)
 * @throws Error when the new page has not produced it within 20 s
 */
async function loadUntil(page: BareChromium, entry: string, url?: string): Promise<number> {
  await page.evaluate(`window.${OLD_PAGE} = true`);
  await (url === undefined ? page.send('Page.reload') : page.send('Page.navigate', { url }));
  const seen = `!window.${OLD_PAGE} && performance.getEntriesByName(${JSON.stringify(entry)}).length > 0`;
  await page.waitFor(seen, 20_000);
  return page.evaluate<number>(`performance.getEntriesByName(${JSON.stringify(entry)})[0].startTime`);
}

/**
 * Measures the offline reload in a bare Chromium.
 * @param options.base the reference server's origin, serving the built app
 * @param options.account the manager's demo account (email, password)
 * @param options.stopServer stops the reference server and resolves once it has exited; called after sign-in
 * @param options.reloads reloads of each page (default 10)
 * @param options.settleMs wait before each reload (ms, default 1000)
 * @throws Error when Chromium is missing, the sign-in fails, or a reload does not render
 */
export async function offlineReloadInBareChromium(options: {
  base: string;
  account: { email: string; password: string };
  stopServer: () => Promise<void>;
  reloads?: number;
  settleMs?: number;
}): Promise<OfflineReloadFigures> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const { base, account } = options;
  const reloads = options.reloads ?? 10;
  const settleMs = options.settleMs ?? 1000;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-bench-offline-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      args: CHROMIUM_ARGS,
      baseURL: base,
    });
    try {
      await context.addCookies([{ name: 'locals', value: 'en', url: base }]);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      // the sign-in's pulls and the boards' calls done: nothing of the first visit left to write into the profile
      await page.waitForLoadState('networkidle');
      await page.reload();
      await page.waitForFunction(() => performance.getEntriesByName('home:rendered').length > 0);
      await page.waitForLoadState('networkidle');
    } finally {
      await context.close();
    }
    await options.stopServer();

    const bare = await openBareChromium({ url: `${base}/dashboard`, userDataDir });
    try {
      await bare.waitFor(`performance.getEntriesByName('home:rendered').length > 0`);
      const settle = async () => {
        await new Promise((r) => setTimeout(r, settleMs));
        await bare.evaluate(`new Promise((resolve) => requestIdleCallback(() => resolve(true)))`);
      };
      // the floor, signed out for the moment: Network's cookie commands need no `Network.enable` (no request
      // tracking, which is what this measurement avoids)
      const { cookies } = await bare.send<{ cookies: Record<string, unknown>[] }>('Network.getCookies', {
        urls: [base],
      });
      const session = cookies
        .filter((c) => c.name === 'access_token')
        .map(({ name, value, domain, path: cookiePath, secure, httpOnly, sameSite, expires }) =>
          // a CookieParam: what getCookies adds (size, session, priority…) is not a parameter of setCookies
          Object.fromEntries(
            Object.entries({ name, value, domain, path: cookiePath, secure, httpOnly, sameSite, expires }).filter(
              ([, v]) => v !== undefined && v !== -1, // -1: a session cookie's expiry
            ),
          ),
        );
      if (session.length === 0) throw new Error('the signed-in profile has no access_token cookie');
      await bare.send('Network.deleteCookies', { name: 'access_token', url: base });
      await loadUntil(bare, 'first-contentful-paint', `${base}/about?lang=en`);
      const floor: number[] = [];
      for (let i = 0; i < reloads; i++) {
        await settle();
        floor.push(await loadUntil(bare, 'first-contentful-paint'));
      }
      await bare.send('Network.setCookies', { cookies: session });
      await loadUntil(bare, 'home:rendered', `${base}/dashboard`);
      const home: number[] = [];
      const committed: number[] = [];
      for (let i = 0; i < reloads; i++) {
        await settle();
        committed.push(await loadUntil(bare, 'home:rendered'));
        home.push(await bare.evaluate<number>(HOME_PAINTED));
        if (home.at(-1)! < 0) throw new Error('the home was committed but its greeting was not painted within 10 s');
      }
      return { home, committed, floor };
    } finally {
      await bare.close();
    }
  } finally {
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
