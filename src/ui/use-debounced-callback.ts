/**
 * `useDebouncedCallback(fn, delayMs)`: returns a stable function that calls
 * the latest `fn` once `delayMs` milliseconds have passed without another
 * call (trailing edge). Pending calls are dropped on unmount and by `cancel()`.
 * Used by the searchable dropdown (spec product.md §9 "Dropdown search delay
 * 1000 ms").
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A debounced function plus `cancel()` to drop the pending call. */
export type Debounced<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/**
 * @param fn called with the arguments of the last call in a burst.
 * @param delayMs quiet time in milliseconds before `fn` runs.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        fnRef.current(...args);
      }, delayMs);
    };
    return Object.assign(debounced, { cancel });
  }, [cancel, delayMs]);
}
