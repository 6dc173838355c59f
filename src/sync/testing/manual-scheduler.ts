/**
 * Test-only: a Scheduler whose timers fire only when the test says so, so
 * engines can run with a fake clock while IndexedDB (fake-indexeddb) keeps
 * its real timers.
 */
import type { Scheduler } from '../triggers.ts';

export interface ManualScheduler extends Scheduler {
  /** Live repeating timers. */
  readonly intervals: { ms: number; fn: () => void }[];
  /** Live one-shot timers. */
  readonly timeouts: { ms: number; fn: () => void }[];
  /** Fires every live repeating timer with this period once. */
  tickEvery(ms: number): void;
  /** Fires and removes every live one-shot timer. */
  fireTimeouts(): void;
}

function remover<T>(list: T[], item: T): () => void {
  return () => {
    const i = list.indexOf(item);
    if (i >= 0) list.splice(i, 1);
  };
}

export function createManualScheduler(): ManualScheduler {
  const intervals: { ms: number; fn: () => void }[] = [];
  const timeouts: { ms: number; fn: () => void }[] = [];
  return {
    intervals,
    timeouts,
    every(ms, fn) {
      const t = { ms, fn };
      intervals.push(t);
      return remover(intervals, t);
    },
    after(ms, fn) {
      const t = { ms, fn };
      timeouts.push(t);
      return remover(timeouts, t);
    },
    tickEvery(ms) {
      for (const t of intervals.filter((x) => x.ms === ms)) t.fn();
    },
    fireTimeouts() {
      for (const t of timeouts.splice(0)) t.fn();
    },
  };
}
