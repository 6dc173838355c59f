/**
 * Every interface text is translated (spec product.md §9: es default, en):
 * the catalogs are up to date with the code and no Spanish message is empty.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** The catalogs (lingui.config.ts: `shell` and `messages`). */
const CATALOGS = ['shell', 'messages'] as const;
const readIn = (dir: string, locale: string, name: string) =>
  PO.parse(fs.readFileSync(path.join(dir, `src/locales/${locale}/${name}.po`), 'utf8'));
const read = (locale: string, name: string) => readIn(root, locale, name);
const ids = (po: PO) => po.items.map((i) => i.msgid).toSorted();

describe('translation catalogs', () => {
  it.each(CATALOGS)('every Spanish message of %s is translated', (name) => {
    const untranslated = read('es', name)
      .items.filter((i) => !i.msgstr[0]?.trim())
      .map((i) => i.msgid);
    expect(untranslated).toEqual([]);
  });

  it.each(CATALOGS)('both languages of %s hold the same messages', (name) => {
    expect(ids(read('en', name))).toEqual(ids(read('es', name)));
  });

  it('the catalogs hold every message in the code (run npm run i18n:extract)', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-i18n-'));
    try {
      fs.cpSync(path.join(root, 'src'), path.join(tmp, 'src'), { recursive: true });
      fs.copyFileSync(path.join(root, 'lingui.config.ts'), path.join(tmp, 'lingui.config.ts'));
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
      fs.copyFileSync(path.join(root, 'package.json'), path.join(tmp, 'package.json'));
      execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: tmp, stdio: 'ignore' });
      for (const name of CATALOGS) expect(ids(readIn(tmp, 'es', name)), name).toEqual(ids(read('es', name)));
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
