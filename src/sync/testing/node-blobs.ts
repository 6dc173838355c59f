/**
 * Test-only: happy-dom's Blob does not survive structuredClone (it comes back
 * as a plain object), so fake-indexeddb cannot store it the way a browser's
 * IndexedDB does. `installNodeBlobs()` swaps the global Blob and File for
 * Node's own, which structuredClone copies with their bytes. Call it before
 * any module captures `Blob` (valibot's `v.instance(Blob)` in the contract):
 * `await vi.hoisted(async () => (await import('./testing/node-blobs.ts')).installNodeBlobs())`.
 */
type BufferModule = { Blob: typeof Blob; File: typeof File };

export function installNodeBlobs(): void {
  const g = globalThis as {
    Blob: typeof Blob;
    File: typeof File;
    process?: { getBuiltinModule?: (id: string) => unknown };
  };
  const buffer = g.process?.getBuiltinModule?.('node:buffer') as BufferModule | undefined;
  if (!buffer) throw new Error('installNodeBlobs needs Node ≥ 20.16 (process.getBuiltinModule)');
  g.Blob = buffer.Blob;
  g.File = buffer.File;
}
