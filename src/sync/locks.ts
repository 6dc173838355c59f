/**
 * Cross-tab exclusion through the Web Locks API (`navigator.locks`), so that
 * one tab (or the service worker) drains an account's outbox or pulls one of
 * its collections at a time. Locks are taken with `ifAvailable: true`: a
 * caller that finds the lock held skips its work instead of queueing behind
 * it. Where the API is missing (old browsers, tests) the work just runs.
 */

/** The part of `LockManager` the engine uses; tests pass a fake sharing state between "tabs". */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
}

/** Lock names: `pauta:<account>:outbox`, `pauta:<account>:pull:<collection>`. */
export const lockNames = {
  outbox: (accountId: string | number) => `pauta:${accountId}:outbox`,
  pull: (accountId: string | number, collection: string) => `pauta:${accountId}:pull:${collection}`,
};

/** The browser's lock manager, or null where there is none. */
export function browserLocks(): LockManagerLike | null {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/**
 * Runs `fn` holding the lock `name` if nobody holds it.
 * @param locks null: no cross-tab exclusion, `fn` runs.
 * @returns `{ acquired: true, value }`, or `{ acquired: false }` when another holder has it (fn not run).
 */
export async function withLockIfAvailable<T>(
  locks: LockManagerLike | null,
  name: string,
  fn: () => Promise<T>,
): Promise<{ acquired: true; value: T } | { acquired: false }> {
  if (!locks) return { acquired: true, value: await fn() };
  return locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return { acquired: false } as const;
    return { acquired: true, value: await fn() } as const;
  });
}
