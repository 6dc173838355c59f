/** `npm test` finds Chromium on its own: CHROMIUM_PATH first, then Debian's, then Playwright's. */
import { describe, expect, it } from 'vitest';
import { findChromium, findE2eChromium, NO_CHROMIUM_MESSAGE } from '#scripts/find-chromium.ts';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH when it points at a file', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });
  it('ignores a CHROMIUM_PATH that does not exist and falls back', () => {
    const found = findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(found).not.toBe('/nonexistent/chromium');
  });
  it('says in one line how to get a browser', () => {
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
    expect(NO_CHROMIUM_MESSAGE).toMatch(/apt-get install -y chromium/);
    expect(NO_CHROMIUM_MESSAGE).toMatch(/CHROMIUM_PATH/);
  });
});

describe('findE2eChromium', () => {
  it('prefers CHROMIUM_PATH over the headless shell', () => {
    expect(findE2eChromium({ CHROMIUM_PATH: process.execPath }, [process.argv0])).toBe(process.execPath);
  });
  it('takes the headless shell when it is installed', () => {
    expect(findE2eChromium({}, ['/nonexistent/shell', process.execPath])).toBe(process.execPath);
  });
  it('falls back to the full browser without a shell', () => {
    expect(findE2eChromium({}, ['/nonexistent/shell'])).toBe(findChromium({}));
  });
});
