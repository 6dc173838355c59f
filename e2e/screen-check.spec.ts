/**
 * The screen check's width reading (e2e/screen-check.ts `widthOnPhone`): a page wider than a phone is reported
 * with the element that widens it (not one inside a scrolling box), and a moment's width that goes away is not.
 */
import { expect, test } from './support.ts';
import { widthOnPhone } from './screen-check.ts';

test('the width check names what widens a page, and lets a passing width go', async ({ page }) => {
  await page.goto('/about');
  // a wide table inside a scrolling box: the page stays 360 px
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.style.overflowX = 'auto';
    box.innerHTML = '<table><tr><td style="min-width: 900px">scrolls</td></tr></table>';
    document.body.append(box);
  });
  expect(await widthOnPhone(page)).toEqual({ width: 360, widest: '' });

  // a wide banner: reported, and named
  await page.evaluate(() => {
    const wide = document.createElement('p');
    wide.id = 'too-wide';
    wide.style.width = '500px';
    wide.textContent = 'a banner too wide for a phone';
    document.body.append(wide);
  });
  const wide = await widthOnPhone(page);
  expect(wide.width).toBeGreaterThan(360);
  expect(wide.widest).toContain('a banner too wide for a phone');

  // the same banner gone a moment later: not reported
  await page.evaluate(() => setTimeout(() => document.getElementById('too-wide')?.remove(), 300));
  expect((await widthOnPhone(page)).width).toBe(360);
});
