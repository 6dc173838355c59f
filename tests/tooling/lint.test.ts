/**
 * The lint rules that keep the architecture (ARCHITECTURE.md rules 1 and 2)
 * really fire: the fixture screen in lint/fixtures breaks each one once.
 */
import { spawnSync } from 'node:child_process';
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
  it('keeps screens away from ky', () => expect(out).toMatch(/'ky' import is restricted/));
  it('keeps screens away from Dexie', () => expect(out).toMatch(/'dexie' import is restricted/));
  it('keeps screens away from fetch', () => expect(out).toMatch(/Unexpected use of 'fetch'/));
  it('keeps features from importing each other', () => expect(out).toMatch(/Feature "alpha" imports feature "beta"/));
});
