/**
 * Test-only shim for happy-dom (the `web` Vitest environment). Call
 * `installNodeNameShim()` before using DOMPurify in a test.
 *
 * happy-dom declares `nodeName` on each node class (Element, Text, …) while its
 * `Node.prototype.nodeName` returns ''. Browsers put the real getter on
 * Node.prototype, and DOMPurify 3 caches exactly that getter (to resist DOM
 * clobbering), so under happy-dom every element reads as '' and is treated as
 * forbidden: sanitising silently goes wrong (attributes like onerror survive).
 * This shim makes `Node.prototype.nodeName` dispatch to the node's own class
 * getter, as in a browser.
 */
const MARK = Symbol.for('pauta.nodeNameShim');

/** Installs the shim; idempotent, and does nothing where nodeName already works (browsers, jsdom). */
export function installNodeNameShim(): void {
  const proto = (globalThis as { Node?: { prototype: object } }).Node?.prototype as
    | (object & { [MARK]?: true })
    | undefined;
  const original = proto ? Object.getOwnPropertyDescriptor(proto, 'nodeName') : undefined;
  if (!proto || !original?.get || proto[MARK] || original.get.call(document.createElement('p')) !== '') return;
  const base = original.get;
  Object.defineProperty(proto, 'nodeName', {
    configurable: true,
    enumerable: original.enumerable ?? true,
    get(this: object): string {
      for (
        let p = Object.getPrototypeOf(this) as object | null;
        p && p !== proto;
        p = Object.getPrototypeOf(p) as object | null
      ) {
        const getter = Object.getOwnPropertyDescriptor(p, 'nodeName')?.get;
        if (getter) return getter.call(this) as string;
      }
      return base.call(this) as string;
    },
  });
  Object.defineProperty(proto, MARK, { value: true });
}
