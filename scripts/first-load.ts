/**
 * The first-load budget of the public pages (README "Rules the tools
 * enforce"; spec product.md §2 public routes): how much JavaScript a visitor
 * downloads before /login shows, computed from the build's chunk graph —
 * no browser needed — and checked by `npm run build` (vite.config.ts).
 *
 * /login's first load is: the entry chunk and every chunk it imports
 * statically (transitively), plus the chunks of the modules the page itself
 * needs at once — its route files (`__root`, `_guest`, `_guest/login`) and the
 * Spanish shell catalog — with their static imports. Sizes are gzip (level 9,
 * as the reference server sends them), in bytes. `npm run bench` measures
 * the same page in Chromium, as transferred. Over the budget, the build
 * prints one line saying so and exits with 1 (the files are still written).
 * The same check fails the build when its chunks import each other (`chunkCycle`).
 */
import { gzipSync } from 'node:zlib';

/** What the check needs of a Rollup/Rolldown output chunk. */
export interface ChunkInfo {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** Files this chunk imports statically. */
  imports: readonly string[];
  /** Module ids in the chunk (absolute paths). */
  moduleIds: readonly string[];
}

/** Source files (repository-relative suffixes) /login needs at once besides the entry. */
export const LOGIN_MODULES = [
  'src/routes/__root.tsx',
  'src/routes/_guest.tsx',
  'src/routes/_guest/login.tsx',
  'src/locales/es/shell.ts',
] as const;

/** The budget: /login's first-load JavaScript, gzip, in bytes (150 KB: issue 21 "First load"). */
export const LOGIN_BUDGET_BYTES = 150 * 1024;

/**
 * Packages /login must not load first: the Chakra styling system and its CSS-in-JS engine. The public pages use the
 * public kit (src/ui/public/, docs/how-it-works.md "Two kits"); building Chakra's system is ~145 ms of one task at 4× CPU.
 */
export const NOT_ON_FIRST_LOAD = /[\\/]node_modules[\\/]@(chakra-ui|emotion)[\\/]/;

/** A module id as a posix path without its query (`login.tsx?tsr-split=component` → `login.tsx`). */
const normalise = (id: string) => id.split('\\').join('/').replace(/\?.*$/, '');

/**
 * The chunks /login loads first and their gzip size.
 * @param chunks every JS chunk of the build
 * @param modules module path suffixes the page needs at once (LOGIN_MODULES)
 * @returns files (sorted), total gzip bytes, and the module ids of NOT_ON_FIRST_LOAD among them
 */
export function firstLoad(
  chunks: readonly ChunkInfo[],
  modules: readonly string[] = LOGIN_MODULES,
): { files: string[]; gzipBytes: number; styling: string[] } {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter(
    (c) => c.isEntry || c.moduleIds.some((id) => modules.some((m) => normalise(id).endsWith(m))),
  );
  const seen = new Set<string>();
  const visit = (c: ChunkInfo) => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const name of c.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  const files = [...seen].toSorted();
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(byName.get(f)!.code, { level: 9 }).length, 0);
  const styling = files.flatMap((f) => byName.get(f)!.moduleIds.filter((id) => NOT_ON_FIRST_LOAD.test(id)));
  return { files, gzipBytes, styling };
}

/** "183.4 KB" (1 KB = 1024 bytes). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The build's one line about the budget.
 * @param result what `firstLoad` measured
 * @param budget gzip bytes allowed (LOGIN_BUDGET_BYTES)
 * @returns ok false when the first load is over the budget or loads Chakra, and the line to print
 */
export function budgetVerdict(
  result: { files: readonly string[]; gzipBytes: number; styling?: readonly string[] },
  budget: number = LOGIN_BUDGET_BYTES,
): { ok: boolean; line: string } {
  const measured = `first-load JS of /login: ${kb(result.gzipBytes)} gzip in ${result.files.length} files`;
  const styling = result.styling ?? [];
  if (styling.length)
    return {
      ok: false,
      line: `${measured} loads the Chakra styling system (${styling.length} modules, e.g. ${styling[0]!.replace(/^.*node_modules[\\/]/, '')}): public pages use the public kit (src/ui/public/)`,
    };
  return result.gzipBytes > budget
    ? {
        ok: false,
        line: `${measured}, over its ${kb(budget)} budget: load the new code lazily (scripts/first-load.ts)`,
      }
    : { ok: true, line: `${measured} (budget ${kb(budget)})` };
}

/**
 * A cycle of static imports between the build's chunks, if there is one. Chunks that import each other initialise
 * in an order that depends on which one a page loads first: a module may then read a binding of the other chunk
 * before it exists ("Cannot access … before initialization"). vite.config.ts's chunk groups must not make one, and
 * the build fails when they do (issue 21: one chunk per feature).
 * @param chunks every JS chunk of the build
 * @returns the file names of one cycle, its first file repeated at the end (`['a.js', 'b.js', 'a.js']`), or null
 */
export function chunkCycle(chunks: readonly Pick<ChunkInfo, 'fileName' | 'imports'>[]): string[] | null {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (name: string): string[] | null => {
    if (onPath.has(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return null;
    path.push(name);
    onPath.add(name);
    for (const next of byName.get(name)?.imports ?? []) {
      const cycle = byName.has(next) ? visit(next) : null;
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(name);
    done.add(name);
    return null;
  };
  for (const c of chunks) {
    const cycle = visit(c.fileName);
    if (cycle) return cycle;
  }
  return null;
}
