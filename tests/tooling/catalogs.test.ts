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
const read = (locale: string) => PO.parse(fs.readFileSync(path.join(root, `src/locales/${locale}/messages.po`), 'utf8'));

describe('translation catalogs', () => {
  it('every Spanish message is translated', () => {
    const untranslated = read('es').items.filter((i) => !i.msgstr[0]?.trim()).map((i) => i.msgid);
    expect(untranslated).toEqual([]);
  });

  it('both catalogs hold the same messages', () => {
    expect(read('en').items.map((i) => i.msgid).toSorted()).toEqual(read('es').items.map((i) => i.msgid).toSorted());
  });

  it('the catalogs hold every message in the code (run npm run i18n:extract)', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-i18n-'));
    try {
      fs.cpSync(path.join(root, 'src'), path.join(tmp, 'src'), { recursive: true });
      fs.copyFileSync(path.join(root, 'lingui.config.ts'), path.join(tmp, 'lingui.config.ts'));
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'));
      fs.copyFileSync(path.join(root, 'package.json'), path.join(tmp, 'package.json'));
      execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: tmp, stdio: 'ignore' });
      const fresh = PO.parse(fs.readFileSync(path.join(tmp, 'src/locales/es/messages.po'), 'utf8'));
      expect(fresh.items.map((i) => i.msgid).toSorted()).toEqual(read('es').items.map((i) => i.msgid).toSorted());
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
