/**
 * `npm run i18n:fill -- <file.json>…`: extracts the Lingui catalogs, then
 * writes the Spanish translations given as `{ "<English source>": "<Spanish>" }`
 * into every Spanish catalog, src/locales/es/*.po (English needs none: it is the source).
 * Runs under a file lock so several people (or helpers) can call it at once.
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import PO from 'pofile';

const files = process.argv.slice(2);
const lock = '/tmp/pauta-lingui.lock';

function withLock<T>(fn: () => T): T {
  for (let i = 0; i < 600; i++) {
    try {
      fs.mkdirSync(lock);
      try {
        return fn();
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      execFileSync('sleep', ['0.2']);
    }
  }
  throw new Error(`could not take ${lock} (remove it if no extraction is running)`);
}

withLock(() => {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
  const given: Record<string, string> = Object.assign(
    {},
    ...files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Record<string, string>),
  );
  let filled = 0;
  const missing: string[] = [];
  for (const name of fs.readdirSync('src/locales/es').filter((f) => f.endsWith('.po'))) {
    const path = `src/locales/es/${name}`;
    const po = PO.parse(fs.readFileSync(path, 'utf8'));
    for (const item of po.items) {
      const es = given[item.msgid];
      if (es !== undefined && item.msgstr[0] !== es) {
        item.msgstr = [es];
        filled++;
      }
    }
    fs.writeFileSync(path, po.toString() + '\n');
    missing.push(...po.items.filter((i) => !i.msgstr[0]).map((i) => `${i.msgid} (${name})`));
  }
  console.log(
    `filled ${filled}; ${missing.length} Spanish messages missing${missing.length ? `:\n  ${missing.join('\n  ')}` : ''}`,
  );
});
