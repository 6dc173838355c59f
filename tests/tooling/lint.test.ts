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

/** One finding of `oxlint -f json`. */
interface Diagnostic {
  filename: string;
  code: string;
  severity: string;
  message: string;
}

describe('lint rules', () => {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/oxlint/bin/oxlint'), '-c', '.oxlintrc.json', '-f', 'json', 'lint/fixtures'],
    { cwd: root, encoding: 'utf8' },
  );
  const found: Diagnostic[] = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
  /** "rule: message" of every error reported on one fixture. */
  const errorsIn = (file: string) =>
    found
      .filter((d) => d.filename === `lint/fixtures/${file}` && d.severity === 'error')
      .map((d) => `${d.code}: ${d.message}`);
  const bad = 'src/features/alpha/components/bad-screen.tsx';
  const sneaky = 'src/features/alpha/components/sneaky-screen.tsx';

  it('fails the lint run', () => expect(run.status).not.toBe(0));
  it('keeps screens away from ky, Dexie, the engine and fetch', () => {
    expect(errorsIn(bad)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pauta\(screen-data-access\): A screen imports ky/),
        expect.stringMatching(/^pauta\(screen-data-access\): A screen imports dexie/),
        expect.stringMatching(/^pauta\(screen-data-access\): A screen takes the sync engine .*useSyncEngine/),
        expect.stringMatching(/^pauta\(screen-data-access\): A screen calls fetch/),
      ]),
    );
  });
  it('keeps screens away from the transport behind any sync module and from window.fetch; types are fine', () =>
    expect(errorsIn(sneaky)).toEqual([
      expect.stringMatching(/^pauta\(screen-data-access\): A screen takes .*useReadWith/),
      expect.stringMatching(/^pauta\(screen-data-access\): A screen calls fetch/),
    ]));
  it('keeps features from importing each other', () =>
    expect(errorsIn(bad)).toContainEqual(
      expect.stringMatching(/^pauta\(zones\): feature "alpha" imports feature "beta"/),
    ));
  it('keeps zones one way', () =>
    expect(errorsIn('src/lib/wrong-zone.ts')).toEqual([
      expect.stringMatching(/^pauta\(zones\): src\/lib may not import src\/ui/),
    ]));
  it('keeps domain rules on lib only', () =>
    expect(errorsIn('src/domain/wrong-zone.ts')).toEqual([
      expect.stringMatching(/^pauta\(zones\): src\/domain imports only src\/lib.*not src\/api/),
    ]));
  it('keeps the server out of the app', () =>
    expect(errorsIn('server/bad-import.ts')).toEqual([
      expect.stringMatching(/^pauta\(zones\): server\/ imports only src\/api.*not src\/features/),
    ]));
  it('refuses import cycles', () => {
    expect(errorsIn('src/lib/cycle-a.ts')).toEqual(['import(no-cycle): Dependency cycle detected']);
    expect(errorsIn('src/lib/cycle-b.ts')).toEqual(['import(no-cycle): Dependency cycle detected']);
  });
  it('refuses ../../ climbs', () =>
    expect(errorsIn(bad)).toContainEqual(
      expect.stringMatching(/^pauta\(no-deep-relative\): Import climbs two or more/),
    ));
  it('passes the files that break nothing', () => {
    expect(errorsIn('src/ui/widget.ts')).toEqual([]);
    expect(errorsIn('src/features/beta/thing.ts')).toEqual([]);
  });
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
