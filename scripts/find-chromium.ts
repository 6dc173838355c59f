/**
 * Finds the Chromium the benchmarks and tools drive: `CHROMIUM_PATH`, else
 * Debian's `/usr/bin/chromium`, else Playwright's own downloaded browser.
 * Returns undefined when there is none (the caller prints how to get one).
 * The end-to-end suite asks {@link findE2eChromium} instead.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

export const NO_CHROMIUM_MESSAGE =
  "No Chromium found for the end-to-end tests: install Debian's (apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium`.";

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here
  }
  return candidates.find((p): p is string => Boolean(p) && fs.existsSync(p!));
}

/**
 * Debian's headless shell (`apt-get install -y chromium-headless-shell`): Chromium's engine without the desktop
 * browser around it, what Playwright itself runs headless tests in. The binary, not `/usr/bin`'s wrapper script.
 */
export const HEADLESS_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell'];

/**
 * The Chromium the end-to-end suite drives (e2e/playwright.config.ts): `CHROMIUM_PATH` when set, else Debian's
 * headless shell when installed, else {@link findChromium}'s full browser.
 *
 * Why the shell: the suite is CPU-bound on the 2-core CI machine, and the shell does the same page work with less
 * of the full browser's machinery: the whole suite's tests took 602 s in it against 732 s in the full browser
 * (`e2e/menus.spec.ts` 2.0 against 2.4 min; issue 21, the suite's own time). The shell has no Background Sync, so
 * `e2e/background-sync.spec.ts` runs in {@link findChromium}'s browser, and so does the installability check
 * (`e2e/pwa.spec.ts`), which is about the browser people install from. Benchmarks keep the full browser: they
 * measure what a person's browser does.
 * @param shellPaths where to look for the shell (tests pass their own)
 */
export function findE2eChromium(
  env: NodeJS.ProcessEnv = process.env,
  shellPaths: readonly string[] = HEADLESS_SHELL_PATHS,
): string | undefined {
  if (env.CHROMIUM_PATH && fs.existsSync(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
  return shellPaths.find((p) => fs.existsSync(p)) ?? findChromium(env);
}

/** Flags for headless Chromium on a machine with no outside network (STACK.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
