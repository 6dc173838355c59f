import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useDebouncedCallback } from './use-debounced-callback.ts';

describe('useDebouncedCallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once with the last arguments after the quiet time', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 1000));
    const [debounced] = result.current;
    debounced('a');
    vi.advanceTimersByTime(999);
    debounced('ab');
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('drops the pending call on cancel and on unmount', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 1000));
    result.current[0]('x');
    result.current[1]();
    vi.advanceTimersByTime(2000);
    result.current[0]('y');
    unmount();
    vi.advanceTimersByTime(2000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('keeps the same functions between renders and calls the latest fn', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebouncedCallback(fn, 10), { initialProps: { fn: first } });
    const before = result.current[0];
    rerender({ fn: second });
    expect(result.current[0]).toBe(before);
    before('z');
    vi.advanceTimersByTime(10);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('z');
  });
});
