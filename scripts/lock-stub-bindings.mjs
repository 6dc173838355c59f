/**
 * `node scripts/lock-stub-bindings.mjs [package-lock.json]`: adds lock entries for oxfmt's platform bindings the
 * registry mirror here lacks, so `npm ci` finds package.json and the lock in sync (npm skips them on linux-x64:
 * os/cpu/libc are set). Run it after any `npm install` that rewrites the lock; tests/tooling/lock-sync.test.ts
 * fails while an entry is missing.
 */
import fs from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const opt = lock.packages['node_modules/oxfmt'].optionalDependencies;
for (const [name, version] of Object.entries(opt)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const m = name.match(/binding-([a-z0-9]+)-([a-z0-9]+)(?:-([a-z]+))?$/);
  const [, os, cpu, abi] = m;
  const entry = { version, cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os] };
  if (abi === 'gnu' || abi === 'gnueabihf') entry.libc = ['glibc'];
  if (abi === 'musl' || abi === 'musleabihf') entry.libc = ['musl'];
  lock.packages[key] = entry;
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).toSorted(([a], [b]) => a.localeCompare(b, 'en')));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
