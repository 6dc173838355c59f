/**
 * User Timing entries for the benchmark: `performance.mark('<name>:start')`
 * when work begins and `performance.measure('<name>', …)` with a `detail`
 * when it ends (e.g. `pull:units` { rows, pages }, `outbox:drain` { sent }).
 * Never throws: where the User Timing API is missing or partial, nothing is recorded.
 */

/** Starts a timing: marks `<name>:start`; call the returned function to measure. */
export function startTiming(name: string): (detail?: Record<string, unknown>) => void {
  const perf = (globalThis as { performance?: Performance }).performance;
  let start = 0;
  try {
    start = perf?.now() ?? 0;
    perf?.mark?.(`${name}:start`);
  } catch {
    /* User Timing unavailable */
  }
  return (detail) => {
    try {
      perf?.mark?.(`${name}:end`, { detail });
      perf?.measure?.(name, { start, end: perf.now(), detail });
    } catch {
      /* User Timing unavailable */
    }
  };
}
