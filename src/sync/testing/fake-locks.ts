/**
 * Test-only: a Web Locks fake shared by several engines to play several tabs
 * of one browser. Exclusive locks only. A request counts as holding (or
 * waiting for) its name from the moment it is made; `ifAvailable` gives the
 * callback null when the name is held or waited for, otherwise requests queue in order.
 */
import type { LockManagerLike } from '../locks.ts';

export interface FakeLocks extends LockManagerLike {
  /** True while someone holds or waits for `name`. */
  isHeld(name: string): boolean;
  /** How many `ifAvailable` requests found the lock taken, per name. */
  readonly skipped: Map<string, number>;
}

export function createFakeLocks(): FakeLocks {
  const users = new Map<string, number>();
  const tails = new Map<string, Promise<void>>();
  const skipped = new Map<string, number>();
  return {
    isHeld: (name) => (users.get(name) ?? 0) > 0,
    skipped,
    async request<T>(
      name: string,
      options: { ifAvailable?: boolean },
      callback: (lock: unknown) => Promise<T> | T,
    ): Promise<T> {
      if (options.ifAvailable && (users.get(name) ?? 0) > 0) {
        skipped.set(name, (skipped.get(name) ?? 0) + 1);
        return callback(null);
      }
      users.set(name, (users.get(name) ?? 0) + 1);
      const before = tails.get(name) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => {
        release = resolve;
      });
      tails.set(
        name,
        before.then(() => mine),
      );
      await before;
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        users.set(name, (users.get(name) ?? 1) - 1);
        release();
      }
    },
  };
}
