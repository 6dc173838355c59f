/**
 * Finds the Chromium the end-to-end tests drive: `CHROMIUM_PATH`, else
 * Debian's `/usr/bin/chromium`, else Playwright's own downloaded browser.
 * Returns undefined when there is none (the caller prints how to get one).
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
