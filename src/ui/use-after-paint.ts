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

/** `value` one painted frame later (see module doc). */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handOver = () => {
      // after the frame's paint: a task queued from the frame callback runs once the frame is done
      timer = setTimeout(() => setPainted(() => value), 0);
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
  }, [value]);
  return painted;
}
