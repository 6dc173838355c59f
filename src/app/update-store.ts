/**
 * Whether a new version is offered (ARCHITECTURE.md, service worker): set by the service-worker
 * registration (main.tsx), read by `<UpdateOffer />`, which loads the prompt
 * (update-prompt.tsx) only then — the prompt is not part of the first download.
 *
 * Two offers: a new worker waits (`waiting`: Reload asks it to take over, `applyUpdate`), or another open page chose
 * the update and the new worker already controls this page while it holds unsaved input (`taken`: Reload only
 * reloads, after asking). A page without unsaved input reloads at once in that case (`updateTaken`).
 */
import { createElement, lazy, Suspense, useSyncExternalStore } from 'react';
import { isUpdateChosen, markUpdateChosen } from '../lib/update-handover.ts';
import { hasUnsavedChanges } from '../lib/unsaved-changes.ts';
import { UPDATE_CHOSEN } from '../lib/worker-messages.ts';

/** workbox-window's updateSW: activates the waiting worker (and reloads with `true`). */
export type Update = (reloadPage?: boolean) => Promise<void>;

/** What the prompt offers (see the module doc). */
export type UpdateOfferState = { kind: 'waiting'; update: Update } | { kind: 'taken' };

let offered: UpdateOfferState | null = null;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};
const setOffer = (offer: UpdateOfferState) => {
  offered = offer;
  for (const l of listeners) l();
};

/** Called by the service-worker registration when a new version is installed and waiting. */
export function offerUpdate(update: Update): void {
  setOffer({ kind: 'waiting', update });
}

/** The parts of the browser `updateTaken` uses (tests pass their own). */
export interface TakenHost {
  /** Whether this page chose the update (src/lib/update-handover.ts): then `applyUpdate` reloads it. */
  chosenHere: () => boolean;
  /** Whether a form of this page holds unsaved input (src/lib/unsaved-changes.ts). */
  unsaved: () => boolean;
  /** window.location.reload */
  reload: () => void;
}

const takenHost = (): TakenHost => ({
  chosenHere: isUpdateChosen,
  unsaved: hasUnsavedChanges,
  reload: () => window.location.reload(),
});

/**
 * The new worker took over this page (vite-plugin-pwa's `onNeedReload`, on `controllerchange` after an update was
 * offered here). The page that chose the update reloads itself (`applyUpdate`); another page reloads at once to run
 * the version its worker now serves — unless a form holds unsaved input: then it offers Reload and asks first, as
 * the prompt always does. (vite-plugin-pwa's own default reloaded every open page, unsaved input and all.)
 */
export function updateTaken(host: TakenHost = takenHost()): void {
  if (host.chosenHere()) return;
  if (host.unsaved()) setOffer({ kind: 'taken' });
  else host.reload();
}

/** Whether an update is offered (the root mounts the Chakra area around `<UpdateOffer />` only then). */
export const useUpdateOffered = (): boolean => useSyncExternalStore(subscribe, () => offered) !== null;

const UpdatePrompt = lazy(() => import('./update-prompt.tsx'));

/** Renders the update prompt once an update is offered; nothing (and no download) before. */
export function UpdateOffer() {
  const offer = useSyncExternalStore(subscribe, () => offered);
  return offer ? createElement(Suspense, { fallback: null }, createElement(UpdatePrompt, { offer })) : null;
}

/** How often Reload asks the waiting worker again to take over (ms). */
export const UPDATE_REASK_MS = 2_000;
/** How long Reload waits for the new worker before it reloads anyway (ms). */
export const UPDATE_GIVE_UP_MS = 30_000;
/** How long after a reload the page, if it is still there, reloads again (ms). */
export const UPDATE_RELOAD_RETRY_MS = 10_000;

/** The parts of the browser `applyUpdate` uses (tests pass their own). */
export interface UpdateHost {
  /**
   * navigator.serviceWorker: its `controllerchange` tells that the new worker took over; its `controller` (the
   * active worker) is told that an update was chosen.
   */
  serviceWorker: Pick<ServiceWorkerContainer, 'addEventListener' | 'controller'> | undefined;
  /** window.location.reload */
  reload: () => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

const browserHost = (): UpdateHost => ({
  serviceWorker: navigator.serviceWorker,
  reload: () => window.location.reload(),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
});

/**
 * Reload chosen: asks the waiting worker to take over (`update(true)`: workbox-window posts SKIP_WAITING) and
 * reloads the page once it controls it (`controllerchange`; workbox-window does not reload when the update was
 * found by a `registration.update()` it did not start). Chromium may hold a skip-waiting request back while the
 * old worker is starting up for an event (a page's drain request, a fetch), and then not take it up again, so
 * the request is repeated every UPDATE_REASK_MS — it goes to the waiting worker and is harmless once taken. If no
 * worker takes over within UPDATE_GIVE_UP_MS the page reloads anyway: Reload always does what it says, and the
 * reloaded page offers the update again while a worker still waits.
 *
 * The active worker is told once (`{ type: 'pauta:update-chosen' }`, sw/leaving.ts): the waiting worker activates
 * only once the active one has no event in flight (Service Workers spec, "Try Activate"), so the active one aborts
 * its network requests in flight — a slow file or an outbox send on a bad network held Reload for 30 s. From then
 * on the page sends that worker nothing it can avoid (src/lib/update-handover.ts): each message is an event, and
 * one that arrives after Chromium stopped the old worker starts it again for its whole idle timeout (30 s).
 *
 * Only the first reload request counts (the page is leaving). A reload that starts while the browser switches
 * workers can be lost: Chromium never sent the navigation on (seen once the give-up reloaded at the moment the new
 * worker activated; the page stayed as it was). So a page still there UPDATE_RELOAD_RETRY_MS after its reload
 * reloads again.
 */
export function applyUpdate(update: Update, host: UpdateHost = browserHost()): void {
  let done = false;
  const reload = () => {
    host.reload();
    host.setTimeout(reload, UPDATE_RELOAD_RETRY_MS);
  };
  const reloadOnce = () => {
    if (done) return;
    done = true;
    reload();
  };
  markUpdateChosen();
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- ServiceWorker.postMessage has no target origin
  host.serviceWorker?.controller?.postMessage({ type: UPDATE_CHOSEN });
  host.serviceWorker?.addEventListener('controllerchange', reloadOnce, { once: true });
  void update(true);
  host.setInterval(() => {
    if (!done) void update(true);
  }, UPDATE_REASK_MS);
  host.setTimeout(reloadOnce, UPDATE_GIVE_UP_MS);
}
