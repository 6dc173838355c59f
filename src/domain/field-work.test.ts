import { describe, expect, it } from 'vitest';
import { isJobClosed, isRouteClosed } from './field-work.ts';

describe('field work states (product.md §4)', () => {
  it('a job is closed once finished or rejected', () => {
    expect(['pending', 'accepted', 'in_progress'].map(isJobClosed)).toEqual([false, false, false]);
    expect(['finished', 'rejected'].map(isJobClosed)).toEqual([true, true]);
  });

  it('a route is closed when finished or when its job is closed', () => {
    expect(isRouteClosed({ status: 'pending', jobStatus: 'accepted' })).toBe(false);
    expect(isRouteClosed({ status: 'in_progress' })).toBe(false);
    expect(isRouteClosed({ status: 'finished', jobStatus: 'accepted' })).toBe(true);
    expect(isRouteClosed({ status: 'pending', jobStatus: 'rejected' })).toBe(true);
    expect(isRouteClosed({ status: 'pending', jobStatus: 'finished' })).toBe(true);
  });
});
