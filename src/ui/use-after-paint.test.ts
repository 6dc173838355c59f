import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint, useAfterPaint } from './use-after-paint.ts';

const f1 = () => 1;
const f2 = () => 2;

describe('useAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the first value at once, and a new one only after a frame and the task after it', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    expect(result.current).toBe('a');
    // the frame's callback queues the hand-over; the value changes in the task after it, not in the frame
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe('a');
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe('b');
  });

  it('hands over only the latest of values replaced within one frame', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const painted = useAfterPaint(value);
        seen.push(painted);
        return painted;
      },
      { initialProps: { value: 'a' } },
    );
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe('c');
    expect(seen).not.toContain('b');
  });

  it('hands a function over as a value, not as a state updater', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), { initialProps: { value: f1 } });
    rerender({ value: f2 });
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(f2);
  });
});

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is false through the first frame and true in the task after it, then stays true', () => {
    const { result, rerender } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
    rerender();
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('does not set state after unmounting before the frame', () => {
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
