import { describe, expect, it } from 'vitest';
import { pageWindow } from './pages.ts';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [6, 20, [1, 'gap', 5, 6, 7, 'gap', 20]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('page %d of %d → %j', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
  it('clamps the current page and handles no pages', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('widens with more siblings', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});
