/**
 * Whether this page chose a waiting update (ARCHITECTURE.md, service worker; docs/how-it-works.md "Updates").
 *
 * From the moment a person chooses Reload until the page reloads, the page sends the worker being replaced no event
 * it can avoid: no drain request (src/sync/triggers.ts `askServiceWorkerToDrain` answers null, so the page sends
 * itself) and no second "update chosen" (src/app/update-store.ts `applyUpdate`). The waiting worker activates only
 * once the old one has no event in flight, and Chromium stops the old one at once for that only the first time a
 * worker asks to skip waiting: a message that reaches the old worker after it was stopped starts it again, and the
 * new one then waits out the old one's idle timeout (30 s in Chromium). Measured: a drain request posted 50 ms after
 * "update chosen" did exactly that, and Reload took 30 s (e2e/update.spec.ts, 1 run in 5 beside a CPU burner).
 *
 * No imports: the unit tests and the sync engine load this module as it is.
 */

let chosen = false;

/** Marks the update as chosen for the rest of this page's life (the page is about to reload). */
export function markUpdateChosen(): void {
  chosen = true;
}

/** Whether {@link markUpdateChosen} was called in this page. */
export function isUpdateChosen(): boolean {
  return chosen;
}
