/** The first-load budget's arithmetic: which chunks /login loads first and their gzip size. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoad, type ChunkInfo } from '#scripts/first-load.ts';

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
  });
});
