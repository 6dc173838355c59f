/**
 * Accessibility and phone width of a screen (issue 15 "Accessibility: 0 serious/critical axe violations on
 * every screen, checked in the e2e suite for each screen it visits"; "Mobile: every screen fits 360 px without
 * horizontal scroll"). Used by the menu walk for every menu entry and, through `test` in support.ts, on the
 * screen each scenario ends on (the editors, carts and detail pages no menu entry opens).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The phone width every screen must fit (px). */
export const PHONE = { width: 360, height: 740 };

/**
 * Waits until the page's finite CSS transitions and animations end (a button caught mid-fade has the contrast of
 * neither state); endless ones (spinners) are not waited for. At most 2 s, so a page that keeps starting new ones
 * is still checked.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    return Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, 2000)),
    ]);
  });
}

/** Serious and critical axe violations of one scan, as `rule: targets`. */
async function scan(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // axe.run in the page (`setLegacyMode`) rather than AxeBuilder's default: that one runs axe per frame, then opens
  // a blank page, injects axe's 1.5 MB there too and hands it every frame's results to finish the run. The app's
  // policy allows only same-origin frames (server/http/security-headers.ts: default-src 'self'), and those legacy
  // mode still tests. The rules are the same; only violations are worked out in full (`resultTypes`). One scan on
  // this machine: /dashboard 3.5 -> 1.0 s, /dashboard/units 1.3 -> 0.4 s, /dashboard/routes 7.5 -> 3.8 s.
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`).join(', ')}`);
}

/**
 * Serious and critical axe violations on the page, as `rule: targets`. A colour-contrast finding is checked again
 * once the page has been still for CONTRAST_RECHECK_MS: a control whose state changed during the scan (a button
 * enabled as the connection returns fades in from 40 % opacity) has the contrast of neither state, while a real
 * contrast problem is there on both scans.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const first = await scan(page);
  if (!first.some((v) => v.startsWith('color-contrast:'))) return first;
  await page.waitForTimeout(CONTRAST_RECHECK_MS);
  return scan(page);
}

/** Wait before re-checking a colour-contrast finding, ms (longer than the theme's transitions). */
const CONTRAST_RECHECK_MS = 500;

/** Re-reads of a screen wider than {@link PHONE}, and the wait before each, ms (see {@link widthOnPhone}). */
const WIDTH_REREADS = 5;
const WIDTH_REREAD_MS = 1000;

/**
 * The page's width (px) once the viewport is {@link PHONE} wide, with what sticks out furthest when it is wider; the
 * viewport is put back after. The width is read once it holds for two frames in a row; a width past the phone's is
 * read again up to {@link WIDTH_REREADS} times, a second apart, and only a width that stays is returned. Two CI runs
 * read a screen 455 and 487 px wide once, while each measured 360 px in every other run and frame by frame for 6 s
 * here: a moment of a render, not the screen (as a colour contrast is checked again, above). A screen that is too
 * wide stays too wide and is reported, with the element that ends furthest right outside any scrolling or clipping
 * box.
 */
export async function widthOnPhone(page: Page): Promise<{ width: number; widest: string }> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  const read = () =>
    page.evaluate(async (phoneWidth) => {
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: it cannot close over ours
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let width = -1;
      for (let n = 0; n < 20; n++) {
        await frame();
        await frame();
        const now = document.documentElement.scrollWidth;
        if (now === width) break;
        width = now;
      }
      let widest = '';
      if (width > phoneWidth) {
        // an element inside a box that scrolls or clips its overflow does not widen the page
        // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: it cannot close over ours
        const clipped = (el: Element) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
            if (getComputedStyle(up).overflowX !== 'visible') return true;
          return false;
        };
        let right = 0;
        for (const el of document.querySelectorAll('body *')) {
          const r = el.getBoundingClientRect();
          if (r.right <= right || clipped(el) || getComputedStyle(el).position === 'fixed') continue;
          right = r.right;
          const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
          widest = `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${(el.textContent ?? '').trim().slice(0, 60)}" ends at ${Math.round(r.right)} px`;
        }
      }
      return { width, widest };
    }, PHONE.width);
  let measured = await read();
  for (let n = 0; n < WIDTH_REREADS && measured.width > PHONE.width; n++) {
    await page.waitForTimeout(WIDTH_REREAD_MS);
    measured = await read();
  }
  if (before) await page.setViewportSize(before);
  return measured;
}

/** A screen's path with its ids as `:id` ("/dashboard/order-jobs/12" → "/dashboard/order-jobs/:id"). */
export function screenKey(url: string): string {
  return new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/$/, '') || '/';
}

const checked = new Set<string>();
const visited = new Set<string>();

/** Records a screen a scenario showed (once per screen and worker) in `.tmp/screens-visited.tsv`. */
export function noteVisit(url: string): void {
  if (!/^https?:/.test(url)) return;
  const key = screenKey(url);
  if (visited.has(key)) return;
  visited.add(key);
  const log = path.resolve(import.meta.dirname, '../.tmp/screens-visited.tsv');
  mkdirSync(path.dirname(log), { recursive: true });
  appendFileSync(log, `${key}\n`);
}

/**
 * Checks the screen `page` shows unless a screen with the same {@link screenKey} was checked before in this
 * worker (the suite's time budget: one scan per screen, not per visit), and appends a line to
 * `.tmp/screen-checks.tsv` (screen, width at 360 px, problems).
 * @returns problems as sentences ("/dashboard/cart: axe color-contrast: …", "… 415 px wide at 360 px"); [] when
 *   clean or already checked
 */
export async function checkScreenOnce(page: Page): Promise<string[]> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return [];
  const key = screenKey(page.url());
  if (checked.has(key)) return [];
  checked.add(key);
  const problems = (await seriousViolations(page)).map((v) => `${key}: axe ${v}`);
  const { width, widest } = await widthOnPhone(page);
  if (width > PHONE.width) problems.push(`${key}: ${width} px wide at ${PHONE.width} px (${widest})`);
  noteChecked(page.url(), width, problems.length);
  return problems;
}

/**
 * Records that the screen at `url` was scanned and measured (by {@link checkScreenOnce} or the menu walk), so it
 * is not scanned again in this worker; one line in `.tmp/screen-checks.tsv`: screen, width at 360 px, problems.
 */
export function noteChecked(url: string, width: number, problems: number): void {
  const key = screenKey(url);
  checked.add(key);
  const log = path.resolve(import.meta.dirname, '../.tmp/screen-checks.tsv');
  mkdirSync(path.dirname(log), { recursive: true });
  appendFileSync(log, `${key}\t${width}\t${problems}\n`);
}
