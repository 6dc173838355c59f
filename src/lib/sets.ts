/** Small immutable helpers on Sets, for selections held in React state (checked rows, chosen POIs). */

/**
 * A copy of `set` with `value` added when it was absent and removed when it was present.
 * Never changes `set` (React state must be replaced, not mutated).
 */
export function toggled<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}
