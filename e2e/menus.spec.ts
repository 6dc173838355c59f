/**
 * What a newcomer meets (issue 15): for each demo role, in Spanish, every side-menu entry is opened by clicking it.
 * On each screen: no 404, no raw enum key or English sentence under the Spanish interface, no serious or critical
 * axe violation, and at a 360 px wide viewport no horizontal scroll. The menu shown is exactly the entries the
 * role's permissions allow whose screen exists (src/app/navigation.ts).
 *
 * Figures are written to `.tmp/menu-walk.json` (per role, for the screens it scanned first: axe serious/critical
 * ids, page width at 360 px), for the issue note.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE, noteChecked, seriousViolations, widthOnPhone } from './screen-check.ts';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { ROLE_NAMES_ES, ROLE_PERMISSIONS } from '#server/db/seed/roles.ts';
import { hasScreen } from '#scripts/screen-paths.ts';
import { visibleEntries } from '#src/app/navigation.ts';
import { expect, test, signIn, useLanguage } from './support.ts';

/** Raw enum keys (snake_case) and the English words a Spanish screen must not show. */
const RAW_KEY = /\b[a-z]+_[a-z_]+\b/;
const ENGLISH =
  /\b(the|and|with|your|you|this|from|loading|failed|waiting|draft|reserved|contracted|cancelled|finished|pending|approved|rejected|screen)\b/i;
/** The phone width every screen must fit (issue 15: 360 px without horizontal scroll). */
const DESKTOP = { width: 1280, height: 800 };

/**
 * The text of the main region, without what is marked as not to be translated: identifiers (`translate="no"`,
 * e.g. a media type's key `digital-screen`) and text in another language (`lang="en"`, e.g. a name in English).
 */
async function screenText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('[translate="no"], [lang]:not([lang^="es"])')) el.remove();
    return copy.innerText || copy.textContent || '';
  });
}

const figures: Record<string, Record<string, { axe: string[]; width360: number }>> = {};
/**
 * Screens already scanned by axe and measured at 360 px in this run (by entry): the same screen under another
 * role is opened and read again (404, keys, English) but not scanned twice — the suite's time budget. The roles
 * run from the narrowest menu to the administrator's, whose walk then scans only what no other role sees.
 */
const scanned = new Set<string>();
const ROLES_NARROW_FIRST = [...DEMO_ACCOUNTS].reverse();

test.afterAll(() => {
  const out = path.resolve(import.meta.dirname, '../.tmp/menu-walk.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(figures, null, 2));
});

for (const account of ROLES_NARROW_FIRST) {
  test(`${account.role}: every menu entry opens a Spanish screen, axe clean, 360 px wide`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    await useLanguage(context, baseURL!, 'en');
    await signIn(page, account.email, account.password);
    await useLanguage(context, baseURL!, 'es');
    await page.reload();
    await page.setViewportSize(DESKTOP);
    const expected = visibleEntries(
      { permissions: ROLE_PERMISSIONS[account.role], type: { name: ROLE_NAMES_ES[account.role], value: account.role } },
      hasScreen(),
    );
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.locator('a[data-entry]')).toHaveCount(expected.length);
    expect(
      await menu.locator('a[data-entry]').evaluateAll((links) => links.map((l) => l.getAttribute('data-entry'))),
    ).toEqual(expected.map((e) => e.key));

    const perScreen: Record<string, { axe: string[]; width360: number }> = {};
    figures[account.role] = perScreen;
    const problems: string[] = [];
    for (const entry of expected) {
      await menu.locator(`a[data-entry="${entry.key}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${entry.to}/?(\\?.*)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('error-status')).toHaveCount(0);
      // let the screen's reads settle: no progress indicator left
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const text = await screenText(page);
      const raw = RAW_KEY.exec(text)?.[0];
      const english = ENGLISH.exec(text)?.[0];
      if (raw) problems.push(`${entry.key}: raw key "${raw}"`);
      if (english) problems.push(`${entry.key}: English word "${english}"`);
      if (scanned.has(entry.key)) continue;
      scanned.add(entry.key);
      const axe = await seriousViolations(page);
      for (const v of axe) problems.push(`${entry.key}: axe ${v}`);
      const { width: width360, widest } = await widthOnPhone(page);
      if (width360 > PHONE.width) problems.push(`${entry.key}: ${width360} px wide at ${PHONE.width} px (${widest})`);
      noteChecked(page.url(), width360, axe.length + (width360 > PHONE.width ? 1 : 0));
      perScreen[entry.key] = { axe, width360 };
    }
    expect(problems).toEqual([]);
  });
}
