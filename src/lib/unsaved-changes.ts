/**
 * Which forms hold input not yet saved, so nothing reloads the page under
 * them (ARCHITECTURE.md, service worker: the update prompt never reloads on its own while a form has
 * unsaved input; it asks first). Module state: a set of live registrations.
 */
import { useEffect } from 'react';

const dirty = new Set<symbol>();

/** True while any mounted form reports unsaved input. */
export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/** Reports this form's unsaved input while `isDirty` is true and the component is mounted. */
export function useUnsavedChanges(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return undefined;
    const id = Symbol('form');
    dirty.add(id);
    return () => {
      dirty.delete(id);
    };
  }, [isDirty]);
}
