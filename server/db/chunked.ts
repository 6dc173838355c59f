/**
 * Long work in short pieces (SECURITY.md, "Long work"): a request that walks
 * thousands of rows must not hold the database, nor the event loop, for
 * long, because every other user's request waits behind it.
 *
 * Why both:
 * - PGlite runs one statement at a time and a transaction keeps it for its
 *   whole length, so big jobs commit in chunks of short transactions
 *   (about CHUNK_TARGET_MS each on the demo data);
 * - PGlite answers each query without leaving the microtask queue, so a loop
 *   of awaited queries never lets Node read another request off the socket:
 *   between chunks the job yields to the event loop (`setImmediate`), and the
 *   requests that arrived meanwhile queue their queries first (PGlite's lock
 *   is first come, first served).
 * On PostgreSQL the chunks only shorten row locks; the yield is harmless.
 */

/** What one chunk's transaction should stay under on the demo data, ms (the budget is ~250 ms). */
export const CHUNK_TARGET_MS = 100;

/** Resolves after Node has run the I/O callbacks that were waiting (other requests). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs `work` on consecutive slices of `items` of `size`, in order, one at a
 * time, yielding to the event loop before each slice. Each call should be its
 * own transaction; a failure stops the walk (slices done stay done).
 * @returns the results of every slice, in order
 */
export async function inChunks<T, R>(
  items: readonly T[],
  size: number,
  work: (chunk: readonly T[], offset: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    await yieldToEventLoop();
    out.push(await work(items.slice(i, i + size), i));
  }
  return out;
}
