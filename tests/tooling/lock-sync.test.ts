/**
 * The lock file lists every package `npm ci` expects: CI installs with `npm ci`, which refuses a lock
 * missing any dependency or optional dependency of a locked package ("Missing: … from lock file"), even
 * a platform binding it would skip. The registry mirror here lacks some bindings (e.g. oxfmt's non-linux
 * ones), so `npm install` writes a lock without them: `node scripts/lock-stub-bindings.mjs` adds entries for them
 * (os/cpu set, so npm skips them here).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Locked {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The lock entry npm would resolve `name` to from the package at `from` (walks up node_modules). */
function resolves(packages: Record<string, Locked>, from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const at = base.lastIndexOf('node_modules/');
    base = at <= 0 ? '' : base.slice(0, at - 1);
  }
}

describe('package-lock.json', () => {
  it('has an entry for every dependency and optional dependency of every locked package', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Locked> };
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
        if (!resolves(lock.packages, path, name)) missing.push(`${path || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
