/**
 * `useDebouncedCallback(fn, delayMs)`: returns `[debounced, cancel]`, where
 * `debounced(...args)` calls the latest `fn` once `delayMs` milliseconds have
 * passed without another call (trailing edge), and `cancel()` drops the
 * pending call. Both are stable between renders; a pending call is dropped on
 * unmount. Used by the searchable dropdown (spec product.md §9 "Dropdown
 * search delay 1000 ms").
 */
import { useCallback, useEffect, useRef } from 'react';

/**
 * @param fn called with the arguments of the last call in a burst.
 * @param delayMs quiet time in milliseconds before `fn` runs.
 * @returns `[debounced, cancel]`.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): [(...args: A) => void, () => void] {
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

  const debounced = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        fnRef.current(...args);
      }, delayMs);
    },
    [cancel, delayMs],
  );
  return [debounced, cancel];
}
