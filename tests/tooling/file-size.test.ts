/**
 * No source file over 400 lines (README "Rules the tools enforce"): a file that long holds more than one idea and
 * is split by part (see server/handlers/campaigns/, src/api/contract/campaigns/). Exempt: generated files (the
 * router's route tree, compiled Lingui catalogs), the Drizzle schema and its migrations, and the recorded access
 * table (server/security/access-table.ts, written by RECORD_ACCESS_TABLE=1 and reviewed as data).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Most lines a source file may have. */
export const MAX_LINES = 400;

const ROOTS = ['src', 'server', 'sw', 'tests', 'e2e', 'scripts', 'lint'];
const EXEMPT = [
  /^src\/routeTree\.gen\.ts$/,
  /^src\/locales\//,
  /^server\/db\/schema\.ts$/,
  /^server\/db\/migrations\//,
  /^server\/security\/access-table\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

describe('source files', () => {
  it(`stay under ${MAX_LINES} lines (generated files, the schema, migrations and the access table excepted)`, () => {
    const long = ROOTS.flatMap(sourceFiles)
      .filter((file) => !EXEMPT.some((rule) => rule.test(file)))
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });
});
