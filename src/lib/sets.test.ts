import { describe, expect, it } from 'vitest';
import { toggled } from './sets.ts';

describe('toggled', () => {
  it('adds an absent value and removes a present one, leaving the original untouched', () => {
    const original = new Set([1, 2]);
    expect([...toggled(original, 3)]).toEqual([1, 2, 3]);
    expect([...toggled(original, 1)]).toEqual([2]);
    expect([...original]).toEqual([1, 2]);
  });
});
