/** The app's own source files, for tooling tests that read the code (theme recipes, mirror indexes). */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every `.ts`/`.tsx` file under `dir`, recursively, but tests (`*.test.ts(x)`): absolute paths, in directory order.
 */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}
