/**
 * Shared steps of the end-to-end scenarios: language cookie, sign-in through the real form, reconnects — and the
 * `test` every scenario imports from here, which fails a test on any Content-Security-Policy violation.
 *
 * The CSP guard (SECURITY.md: the app runs under a strict policy, server/http/security-headers.ts): every page and
 * popup of the test's context gets an init script listening for `securitypolicyviolation`, every dedicated and
 * service worker gets the same listener as soon as Playwright sees it; each violation is logged with a marker
 * and collected from the context's console. As a second net, Chromium's own console errors about the Content
 * Security Policy (older versions: "Refused to … because it violates the following Content Security Policy
 * directive", newer: "… violates the following Content Security Policy directive …") count too. A worker's
 * violations before its listener is in place (its first module evaluation) can slip through; the page's cannot.
 * Contexts a test launches itself (`chromium.launchPersistentContext`) call {@link guardCsp} and
 * `assertNone()` themselves.
 *
 * The same `test` checks the screen each scenario ends on for accessibility and phone width (`screenCheck`).
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Worker,
} from '@playwright/test';

import { checkScreenOnce, noteVisit } from './screen-check.ts';

export { expect };

/** One Content-Security-Policy violation seen by the browser. */
export interface CspViolation {
  /** page URL or worker URL where it happened */
  where: string;
  /** the directive that blocked it (`script-src-elem`, `connect-src`…); `?` when only Chromium's message was seen */
  directive: string;
  /** what was blocked: a URL, `inline`, `eval`, `blob`… */
  blocked: string;
  /** the browser's message or the event's source position */
  detail: string;
}

/** The violations of one browser context. */
export interface CspGuard {
  /** Every violation seen so far. */
  readonly violations: readonly CspViolation[];
  /** Returns the violations seen so far and forgets them (for a test that provokes one on purpose). */
  take: () => CspViolation[];
  /** Waits for console events in flight, then fails (expect) when any violation was seen. */
  assertNone: () => Promise<void>;
}

/** Prefix of the console lines the in-page and in-worker listeners write. */
const MARK = '[pauta-csp-violation]';
/** Chromium's own console messages about a Content-Security-Policy (never about other policies). */
const CHROMIUM_CSP_MESSAGE = /Content Security Policy/i;

/** The listener, installed in a window (init script) or a worker global scope (evaluate). */
function listenForViolations(mark: string): void {
  const scope = globalThis as typeof globalThis & { pautaCspGuard?: boolean };
  if (scope.pautaCspGuard) return;
  scope.pautaCspGuard = true;
  scope.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const e = event as SecurityPolicyViolationEvent;
      console.error(
        mark +
          JSON.stringify({
            directive: e.effectiveDirective || e.violatedDirective,
            blocked: e.blockedURI,
            detail: `${e.sourceFile || e.documentURI}:${e.lineNumber}:${e.columnNumber} ${e.sample}`.trim(),
          }),
      );
    },
    true,
  );
}

/**
 * Starts collecting the CSP violations of `context`: its pages, popups, dedicated workers and service workers.
 * Call it before the first page opens (the fixture in `test` does, for Playwright's own context).
 */
export async function guardCsp(context: BrowserContext): Promise<CspGuard> {
  let violations: CspViolation[] = [];
  const watched = new WeakSet<Worker>();
  const watchWorker = (worker: Worker) => {
    if (watched.has(worker)) return;
    watched.add(worker);
    // a worker that ends before the listener is in place has nothing more to report
    worker.evaluate(listenForViolations, MARK).catch(() => undefined);
  };
  const watchPage = (page: Page) => {
    page.on('worker', watchWorker);
    for (const worker of page.workers()) watchWorker(worker);
  };
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    const where = message.worker()?.url() ?? message.page()?.url() ?? '?';
    if (text.startsWith(MARK)) {
      try {
        violations.push({ where, ...(JSON.parse(text.slice(MARK.length)) as Omit<CspViolation, 'where'>) });
      } catch {
        violations.push({ where, directive: '?', blocked: '?', detail: text });
      }
    } else if (message.type() === 'error' && CHROMIUM_CSP_MESSAGE.test(text)) {
      violations.push({ where, directive: '?', blocked: '?', detail: text });
    }
  };
  await context.addInitScript(listenForViolations, MARK);
  context.on('console', onConsole);
  context.on('page', watchPage);
  context.on('serviceworker', watchWorker);
  for (const page of context.pages()) watchPage(page);
  for (const worker of context.serviceWorkers()) watchWorker(worker);
  return {
    get violations() {
      return violations;
    },
    take: () => {
      const seen = violations;
      violations = [];
      return seen;
    },
    assertNone: async () => {
      // console events of the last moments may still be on their way from the browser
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(violations, 'Content-Security-Policy violations (see server/http/security-headers.ts)').toEqual([]);
    },
  };
}

/**
 * Playwright's `test` with an automatic CSP guard on the test's context: any violation in a page, popup or
 * worker of that context fails the test that produced it (after its own steps ran). `cspGuard` is there for a
 * test that provokes a violation on purpose (`cspGuard.take()`).
 */
/** Notes each screen the page shows (main frame navigations, history changes included). */
function noteVisits(page: Page): void {
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) noteVisit(frame.url());
  });
}

export const test = base.extend<{ cspGuard: CspGuard; screenCheck: { skip: () => void } }>({
  cspGuard: [
    async ({ context }, use) => {
      const guard = await guardCsp(context);
      await use(guard);
      await guard.assertNone();
    },
    { auto: true },
  ],
  /**
   * After a passing test's own steps, the screen each of its pages ends on is scanned by axe (serious and
   * critical violations) and measured at 360 px, once per screen per run (e2e/screen-check.ts); a problem fails
   * the test that showed it. `screenCheck.skip()` leaves a test's pages out (a page left half-way on purpose).
   */
  screenCheck: [
    async ({ context }, use, testInfo) => {
      let skipped = false;
      // every screen a page of this test shows, for the suite's figures (.tmp/screens-visited.tsv)
      context.pages().forEach(noteVisits);
      context.on('page', noteVisits);
      await use({ skip: () => (skipped = true) });
      if (skipped || testInfo.status !== testInfo.expectedStatus) return;
      const problems: string[] = [];
      for (const page of context.pages()) problems.push(...(await checkScreenOnce(page)));
      expect(problems, 'accessibility and 360 px width of the screens this test ended on').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Checks the screen `page` shows now (axe serious/critical, 360 px wide; once per screen per run,
 * e2e/screen-check.ts) — for a screen a scenario passes through without ending on it.
 */
export async function checkScreen(page: Page): Promise<void> {
  expect(await checkScreenOnce(page), 'accessibility and 360 px width of this screen').toEqual([]);
}

/** Sets the interface language before the first page loads (cookie `locals`, spec §9). */
export async function useLanguage(context: BrowserContext, baseURL: string, locale: 'es' | 'en'): Promise<void> {
  await context.addCookies([{ name: 'locals', value: locale, url: baseURL }]);
}

/** Signs in through /login (English labels) and waits for the given landing path. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  landing: RegExp = /\/dashboard$/,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** Waits until the service worker controls the page, so screens and chunks load from its precache offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/**
 * Lets the API through again after its requests were aborted with `context.route` (and `setOffline(true)`).
 * Playwright lifts its routing of the service worker's requests a moment after `unroute` resolves, so a send right
 * at that moment may still be cut off and wait out its back-off: the browser's `online` event is given again once
 * requests to `probe` really get an answer — from the page and from every service worker — as a real reconnect gives it.
 * @param pattern the route that cut the API off (default every /api call)
 * @param probe a URL under that route to try (any answer counts, even a 404)
 */
export async function reconnect(
  context: BrowserContext,
  page: Page,
  pattern = '**/api/**',
  probe = '/api/languages',
): Promise<void> {
  await context.unroute(pattern);
  await context.setOffline(false);
  await expect
    .poll(
      () =>
        page.evaluate(
          (url) =>
            fetch(url, { cache: 'no-store' }).then(
              () => true,
              () => false,
            ),
          probe,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  // the service worker sends the outbox: wait until its own requests pass too (Playwright lifts their routing apart);
  // a worker that is gone (replaced by an update) cannot be asked and does not count
  await expect
    .poll(
      async () =>
        (
          await Promise.all(
            context.serviceWorkers().map((worker) =>
              worker
                .evaluate(
                  (url) =>
                    fetch(url, { cache: 'no-store' }).then(
                      () => true,
                      () => false,
                    ),
                  probe,
                )
                .catch(() => true),
            ),
          )
        ).every(Boolean),
      { timeout: 60_000 },
    )
    .toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** Waits until the sync badge says nothing is left to send (the outbox drained). */
export async function waitDrained(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
}

/** The value stored under `key` in a table of the signed-in account's IndexedDB (null when absent). */
export async function localRow<T>(page: Page, table: string, key: string | number): Promise<T | null> {
  const found: unknown = await page.evaluate(
    async ({ store, id }: { store: string; id: string | number }) => {
      for (const { name } of await indexedDB.databases()) {
        if (!name?.startsWith('pauta-account-')) continue;
        const db = await new Promise<IDBDatabase>((ok, ko) => {
          const r = indexedDB.open(name);
          r.addEventListener('success', () => ok(r.result));
          r.addEventListener('error', () => ko(r.error));
        });
        if (!db.objectStoreNames.contains(store)) {
          db.close();
          continue;
        }
        const row = await new Promise<unknown>((ok) => {
          const r = db.transaction(store).objectStore(store).get(id);
          r.addEventListener('success', () => ok(r.result));
          r.addEventListener('error', () => ok(null));
        });
        db.close();
        if (row) return row;
      }
      return null;
    },
    { store: table, id: key },
  );
  return (found ?? null) as T | null;
}

/**
 * Signs an account in through the API (not the screen) and answers its bearer token and the headers of its calls,
 * for a test that checks the server's state beside what the page shows.
 * @throws when the sign-in is refused (the assertion names the answer)
 */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ token: string; headers: { Authorization: string; Accept: string } }> {
  const login = await request.post('/api/auth/login/web', { data: { email, password } });
  expect(login.ok(), `sign-in of ${email} → ${login.status()} ${await login.text()}`).toBe(true);
  const token = ((await login.json()) as { access_token: string }).access_token;
  return { token, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } };
}
