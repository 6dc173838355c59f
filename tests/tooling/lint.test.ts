/**
 * The tools that keep the architecture (README "Rules the tools enforce")
 * really fire: the fixtures in lint/fixtures break each lint rule once, and
 * oxfmt's check fails on an unformatted file.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('lint rules', () => {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/oxlint/bin/oxlint'), '-c', '.oxlintrc.json', 'lint/fixtures'],
    { cwd: root, encoding: 'utf8' },
  );
  const out = `${run.stdout}${run.stderr}`;

  it('fails the lint run', () => expect(run.status).not.toBe(0));
  it('keeps screens away from ky', () => expect(out).toMatch(/A screen imports ky/));
  it('keeps screens away from Dexie', () => expect(out).toMatch(/A screen imports dexie/));
  it('keeps screens away from the engine', () => expect(out).toMatch(/A screen takes the sync engine .*useSyncEngine/));
  it('keeps screens away from fetch', () => expect(out).toMatch(/A screen calls fetch/));
  it('keeps features from importing each other', () => expect(out).toMatch(/feature "alpha" imports feature "beta"/));
  it('keeps zones one way', () => expect(out).toMatch(/src\/lib may not import src\/ui/));
  it('keeps the server out of the app', () => expect(out).toMatch(/server\/ imports only src\/api.*not src\/features/));
  it('refuses import cycles', () => expect(out).toMatch(/no-cycle.*Dependency cycle detected/));
  it('refuses ../../ climbs', () => expect(out).toMatch(/Import climbs two or more folders/));
});

describe('format check', () => {
  it('fails on an unformatted file and passes once it is formatted', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pauta-fmt-'));
    const file = path.join(dir, 'messy.ts');
    fs.writeFileSync(file, 'export const   messy = {a:1,\n b : "two"}\n');
    const oxfmt = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/oxfmt/bin/oxfmt'), '-c', path.join(root, '.oxfmtrc.json'), ...args],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
    expect(oxfmt('--check', file).status).not.toBe(0);
    expect(oxfmt(file).status).toBe(0);
    expect(oxfmt('--check', file).status).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe("export const messy = { a: 1, b: 'two' };\n");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
