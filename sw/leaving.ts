/**
 * Lets a chosen update take over at once (ARCHITECTURE.md, service worker; docs/how-it-works.md "Updates").
 *
 * A waiting worker that was told to skip waiting still activates only once the active worker has no event in
 * flight (Service Workers spec, "Try Activate": the active worker "has no pending events"). A network request this
 * worker makes for a page (a file, a translation section, a tile) or for itself (an outbox drain) keeps its event
 * pending for as long as the network takes: on a slow or cut network, Reload waited for it — 30 s and more.
 *
 * So when a page chooses Reload it also tells this (the active) worker, `{ type: 'pauta:update-chosen' }`, and
 * the worker aborts every network request in flight: a page's request then fails as a network error (the page
 * is leaving), an outbox entry stays queued for the next worker (its idempotency key keeps it to one effect on
 * the server). Requests made after that go on as usual, so a worker that is not replaced after all keeps working.
 * The page sends the message once and then leaves this worker alone (src/lib/update-handover.ts): any later event —
 * a second message, a drain request — would start it again once Chromium has stopped it, and the new worker would
 * wait out its idle timeout. For a short while after the message the worker also starts no outbox drain of its own
 * ({@link isLeaving}), for the drain requests of other open pages.
 *
 * No workbox import here: the unit tests import this module.
 */

/** How long after a page's last "update chosen" the worker starts no outbox drain of its own (ms). */
export const LEAVING_MS = 10_000;

let current = new AbortController();
let leavingUntil = 0;

/** The signal the worker's network requests carry; aborted by {@link abortInFlight}. */
export function leavingSignal(): AbortSignal {
  return current.signal;
}

/**
 * A page chose the update: aborts every network request carrying {@link leavingSignal} so far (later ones get a
 * new signal), and for LEAVING_MS the worker starts no outbox drain ({@link isLeaving}).
 * @param now epoch ms
 */
export function abortInFlight(now = Date.now()): void {
  leavingUntil = now + LEAVING_MS;
  const leaving = current;
  current = new AbortController();
  leaving.abort(new DOMException('A new version is taking over', 'AbortError'));
}

/**
 * Whether a page chose an update less than LEAVING_MS ago. The worker then answers a page's drain request with
 * null at once (the page sends itself, straight to the network) and leaves a Background Sync to the next worker:
 * each drain is an event in flight, and a page that keeps asking — its sync engine runs until it reloads — could
 * keep the old worker busy at every moment the browser looks.
 * @param now epoch ms
 */
export function isLeaving(now = Date.now()): boolean {
  return now < leavingUntil;
}

/** A signal that aborts with `own` (the request's own: the page cancelled it, a timeout) or with the update. */
function withLeaving(own: AbortSignal | null | undefined): AbortSignal {
  const leaving = leavingSignal();
  if (!own) return leaving;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([own, leaving]) : leaving;
}

/**
 * `fetch` for the worker's own calls (the outbox drain's API client): the call aborts when an update is chosen.
 * @throws what fetch throws; an AbortError once an update is chosen
 */
export const leavingFetch: typeof fetch = (input, init) => {
  const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  return fetch(input, { ...init, signal: withLeaving(own) });
};

/**
 * The request a workbox strategy sends to the network, carrying the update's signal (a workbox plugin's
 * `requestWillFetch`). A navigation is left as it is: a Request cannot be rebuilt in `navigate` mode.
 */
export function requestWithLeaving(request: Request): Request {
  if (request.mode === 'navigate') return request;
  return new Request(request, { signal: withLeaving(request.signal) });
}

/** The workbox plugin of the worker's runtime routes (runtime-caches.ts): see {@link requestWithLeaving}. */
export const abortOnUpdatePlugin = {
  requestWillFetch: async ({ request }: { request: Request }): Promise<Request> => requestWithLeaving(request),
};
