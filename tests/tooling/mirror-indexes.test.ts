/**
 * The device's mirror (src/sync/schema-versions.ts) keeps only the indexes the code reads: each index is one more
 * record written for every row a pull writes (issue 21, docs/performance.md "Pull of 10,000 units").
 */
import path from 'node:path';
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { PautaDb } from '#src/sync/db.ts';
import { sourceFiles } from './source-files.ts';

/**
 * Each index left must be read somewhere — `<table>.where('<index>')` or `<table>.orderBy('<index>')` in the app,
 * its service worker or the sync engine (not in tests or test helpers). Unique indexes (`&id`) hold a constraint
 * and count as read.
 */
it('holds only indexes the code reads', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const reads = new Set<string>();
  for (const file of [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'sw'))]) {
    if (file.includes(`${path.sep}testing${path.sep}`)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\.(\w+)\s*\.(?:where|orderBy)\(\s*'([\w[\]+]+)'/g)) reads.add(`${m[1]}.${m[2]}`);
  }
  // the schema as declared (nothing is opened: Node has no IndexedDB)
  const db = new PautaDb('pauta-schema-check');
  const unread = db.tables.flatMap((table) =>
    table.schema.indexes
      .filter((index) => !index.unique && !reads.has(`${table.name}.${index.name}`))
      .map((index) => `${table.name}.${index.name}`),
  );
  expect(unread).toEqual([]);
});
