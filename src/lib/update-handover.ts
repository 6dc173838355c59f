/**
 * The hand-over to a new version of the service worker, as the pages see it (ARCHITECTURE.md, service worker;
 * docs/how-it-works.md "Updates").
 *
 * From the moment a person chooses Reload in one page until the new worker has taken over, no page sends the worker
 * being replaced an event it can avoid: no drain request (src/sync/triggers.ts `askServiceWorkerToDrain` answers
 * null, so the page sends itself) and no second "update chosen" (src/app/update-store.ts `applyUpdate`). The
 * waiting worker activates only once the old one has no event in flight, and Chromium stops the old one at once for
 * that only the first time a worker asks to skip waiting: a message that reaches the old worker after it was stopped
 * starts it again, and the new one then waits out the old one's idle timeout (30 s in Chromium). Measured: a drain
 * request posted 50 ms after "update chosen" did exactly that, and Reload took 30 s (e2e/update.spec.ts, 2 runs in 5
 * beside a CPU burner).
 *
 * The page that chose tells the other open pages of the app on the `pauta-update` BroadcastChannel
 * (`{ type: 'update-chosen' }`); they keep off the old worker for HANDOVER_MS, or until the new worker controls them.
 *
 * No imports: the unit tests and the sync engine load this module as it is.
 */

/** The BroadcastChannel on which a page that chose an update tells the others. */
export const UPDATE_CHANNEL = 'pauta-update';
/** How long the other pages keep off the old worker after a page chose an update (ms): past Reload's give-up (30 s). */
export const HANDOVER_MS = 60_000;

let chosenHere = false;
let otherPageChoseAt: number | null = null;
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel === 'function') channel = new BroadcastChannel(UPDATE_CHANNEL);
  return channel;
}

/**
 * Listens for the other pages' choice, and for the new worker taking over this page (main.tsx calls it once at
 * start, where a service worker is registered).
 * @param serviceWorker navigator.serviceWorker: its `controllerchange` ends the hand-over for this page
 * @param now epoch ms, for tests
 * @returns stops listening
 */
export function listenForHandover(serviceWorker: EventTarget | undefined, now: () => number = Date.now): () => void {
  const open = openChannel();
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'update-chosen') otherPageChoseAt = now();
  };
  open?.addEventListener('message', onMessage);
  serviceWorker?.addEventListener('controllerchange', handoverDone);
  return () => {
    open?.removeEventListener('message', onMessage);
    serviceWorker?.removeEventListener('controllerchange', handoverDone);
  };
}

/** This page chose the update (it reloads itself): marks it for the rest of its life and tells the other pages. */
export function markUpdateChosen(): void {
  chosenHere = true;
  openChannel()?.postMessage({ type: 'update-chosen' });
}

/** Whether this page chose the update ({@link markUpdateChosen}): it reloads once the new worker takes over. */
export function isUpdateChosen(): boolean {
  return chosenHere;
}

/** The new worker controls this page: the hand-over another page started is over. */
function handoverDone(): void {
  otherPageChoseAt = null;
}

/**
 * Whether a worker hand-over is under way: this page chose the update, or another page did less than HANDOVER_MS
 * ago and the new worker does not control this page yet. Pages then send the active worker nothing they can avoid.
 * @param now epoch ms
 */
export function isHandingOver(now: number = Date.now()): boolean {
  return chosenHere || (otherPageChoseAt !== null && now - otherPageChoseAt < HANDOVER_MS);
}
