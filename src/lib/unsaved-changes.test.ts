/** Unsaved-input registry used by the update prompt. */
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { hasUnsavedChanges, useUnsavedChanges } from './unsaved-changes.ts';

describe('useUnsavedChanges', () => {
  it('reports dirty forms while mounted and dirty', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: false },
    });
    expect(hasUnsavedChanges()).toBe(false);
    rerender({ dirty: true });
    expect(hasUnsavedChanges()).toBe(true);
    rerender({ dirty: false });
    expect(hasUnsavedChanges()).toBe(false);
    rerender({ dirty: true });
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
