/**
 * `useAfterPaint(value)`: `value` as it was one painted frame ago. A component that shows something cheap
 * (a list) and something costly (a map's new data) from the same value hands the costly part this one: the
 * cheap part is painted first, and the costly part follows in a task of its own after that paint, instead of
 * running before it as a `useDeferredValue` render does when the main thread is free (the browser then paints
 * both at once). Docs: docs/performance.md, "Unit selection".
 *
 * The first render returns `value` itself; a value replaced before it was handed on is dropped (only the
 * latest one is). Without `requestAnimationFrame` (a test environment without it), the hand-over waits for
 * a timer alone.
 */
import { useEffect, useState } from 'react';

/**
 * Calls `fn` in a task of its own after the next painted frame (a timer queued from the frame callback runs once
 * the frame is done); without `requestAnimationFrame`, after a timer alone.
 * @returns a function that cancels the call
 */
function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handOver = () => {
    timer = setTimeout(fn, 0);
  };
  if (typeof requestAnimationFrame !== 'function') {
    handOver();
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(handOver);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `value` one painted frame later (see module doc). */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => afterNextPaint(() => setPainted(() => value)), [value]);
  return painted;
}

/**
 * False on the first render, true one painted frame later. A screen renders a costly part that is not what a
 * person reads first behind it, so the first paint does not wait for that part's render (the home's boards:
 * docs/performance.md, "Fifteenth session").
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => setShown(true)), []);
  return shown;
}
