/**
 * The served routes come from the contract and match the spec's call table
 * (../shared/spec/api-calls.tsv, or PAUTA_SPEC_DIR) both ways — nothing served outside it, nothing of it unserved —
 * and `npm run api:routes` prints exactly these.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { implementations } from '../handlers/index.ts';
import { contract } from '#src/api/contract/index.ts';

const specDir = process.env.PAUTA_SPEC_DIR ?? path.resolve(import.meta.dirname, '../../../shared/spec');

function specCalls(): Set<string> {
  const file = path.join(specDir, 'api-calls.tsv');
  if (!fs.existsSync(file)) throw new Error(`spec call table not found at ${file}; set PAUTA_SPEC_DIR`);
  const rows = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'));
  return new Set(rows.map(([, method, p]) => `${method} ${p!.startsWith('/') ? p : `/${p}`}`));
}

describe('served routes', () => {
  const served = implementations.map((i) => `${i.endpoint.method} ${i.endpoint.path}`);

  it('every served route is a call of the spec', () => {
    const spec = specCalls();
    expect(served.filter((r) => !spec.has(r))).toEqual([]);
  });

  it('every call of the spec is served (issue 20: the whole catalogue)', () => {
    const spec = specCalls();
    const servedSet = new Set(served);
    expect([...spec].filter((r) => !servedSet.has(r))).toEqual([]);
    expect(spec.size).toBeGreaterThanOrEqual(500);
  });

  it('every contract endpoint has exactly one handler, and names are unique', () => {
    expect(new Set(served).size).toBe(served.length);
    expect(contract.map((e) => `${e.method} ${e.path}`).toSorted()).toEqual(served.toSorted());
    const names = contract.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('npm run api:routes prints them one per line as METHOD /path/{param}', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/list-routes.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    const lines = out.trim().split('\n');
    expect(lines).toEqual(served);
    expect(lines.every((l) => /^(GET|POST|PUT|PATCH|DELETE) \/[\w\-/{}.]*$/.test(l))).toBe(true);
  });
});
