/** The first-load budget's arithmetic: which chunks /login loads first and their gzip size. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { budgetVerdict, chunkCycle, firstLoad, type ChunkInfo } from '#scripts/first-load.ts';

const chunk = (fileName: string, code: string, patch: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  code,
  isEntry: false,
  imports: [],
  moduleIds: [],
  ...patch,
});

describe('first load of /login', () => {
  it('counts the entry, the page route chunks and their static imports, transitively — not lazy screens', () => {
    const chunks = [
      chunk('app.js', 'a'.repeat(1000), { isEntry: true, imports: ['shared.js'] }),
      chunk('shared.js', 'shared();', { imports: ['deep.js'] }),
      chunk('deep.js', 'deep();'),
      chunk('login.js', 'login();', { moduleIds: ['/repo/src/routes/_guest/login.tsx'], imports: ['form.js'] }),
      chunk('form.js', 'form();'),
      chunk('shell.js', 'msgs', { moduleIds: ['/repo/src/locales/es/shell.ts'] }),
      chunk('dashboard.js', 'x'.repeat(5000), { moduleIds: ['/repo/src/routes/dashboard.tsx'] }),
      chunk('map.js', 'y'.repeat(5000)),
    ];
    const result = firstLoad(chunks);
    expect(result.files).toEqual(['app.js', 'deep.js', 'form.js', 'login.js', 'shared.js', 'shell.js']);
    const expected = ['a'.repeat(1000), 'shared();', 'deep();', 'login();', 'form();', 'msgs']
      .map((c) => gzipSync(c, { level: 9 }).length)
      .reduce((a, b) => a + b, 0);
    expect(result.gzipBytes).toBe(expected);
    expect(result.styling).toEqual([]);
  });

  it('names the Chakra and Emotion modules the first load would carry', () => {
    const chunks = [
      chunk('app.js', 'a', {
        isEntry: true,
        moduleIds: ['/repo/node_modules/@chakra-ui/react/dist/esm/button.js', '/repo/src/main.tsx'],
      }),
      chunk('lazy.js', 'b', { moduleIds: ['/repo/node_modules/@emotion/react/dist/x.js'] }),
    ];
    expect(firstLoad(chunks).styling).toEqual(['/repo/node_modules/@chakra-ui/react/dist/esm/button.js']);
  });
});

describe('the budget', () => {
  it('passes up to the budget and fails one byte over it, saying so in one line', () => {
    const at = budgetVerdict({ files: ['a.js', 'b.js'], gzipBytes: 150 * 1024 });
    expect(at).toEqual({ ok: true, line: 'first-load JS of /login: 150.0 KB gzip in 2 files (budget 150.0 KB)' });
    const over = budgetVerdict({ files: ['a.js'], gzipBytes: 150 * 1024 + 1 });
    expect(over.ok).toBe(false);
    expect(over.line).toMatch(/^first-load JS of \/login: 150\.0 KB gzip in 1 files, over its 150\.0 KB budget/);
    expect(over.line).not.toContain('\n');
    expect(budgetVerdict({ files: [], gzipBytes: 2048 }, 1024).ok).toBe(false);
    const styled = budgetVerdict({ files: ['a.js'], gzipBytes: 10, styling: ['/r/node_modules/@emotion/react/x.js'] });
    expect(styled.ok).toBe(false);
    expect(styled.line).toMatch(/loads the Chakra styling system \(1 modules, e\.g\. @emotion\/react\/x\.js\)/);
  });
});

describe('cycles between chunks', () => {
  it('finds chunks that import each other, through others too, and nothing in a tree', () => {
    const tree = [
      chunk('app.js', '', { imports: ['a.js', 'b.js'] }),
      chunk('a.js', '', { imports: ['c.js'] }),
      chunk('b.js', '', { imports: ['c.js', 'outside.js'] }),
      chunk('c.js', ''),
    ];
    expect(chunkCycle(tree)).toBeNull();
    const cyclic = [
      ...tree.slice(0, 3),
      chunk('c.js', '', { imports: ['d.js'] }),
      chunk('d.js', '', { imports: ['a.js'] }),
    ];
    expect(chunkCycle(cyclic)).toEqual(['a.js', 'c.js', 'd.js', 'a.js']);
    expect(chunkCycle([chunk('self.js', '', { imports: ['self.js'] })])).toEqual(['self.js', 'self.js']);
  });
});
