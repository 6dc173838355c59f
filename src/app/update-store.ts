/**
 * Whether a new version waits (ARCHITECTURE.md, service worker): set by the service-worker
 * registration (main.tsx), read by `<UpdateOffer />`, which loads the prompt
 * (update-prompt.tsx) only then — the prompt is not part of the first download.
 */
import { createElement, lazy, Suspense, useSyncExternalStore } from 'react';

/** workbox-window's updateSW: activates the waiting worker (and reloads with `true`). */
export type Update = (reloadPage?: boolean) => Promise<void>;

let waiting: Update | null = null;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** Called by the service-worker registration when a new version is installed and waiting. */
export function offerUpdate(update: Update): void {
  waiting = update;
  for (const l of listeners) l();
}

/** Whether an update waits (the root mounts the Chakra area around `<UpdateOffer />` only then). */
export const useUpdateWaiting = (): boolean => useSyncExternalStore(subscribe, () => waiting) !== null;

const UpdatePrompt = lazy(() => import('./update-prompt.tsx'));

/** Renders the update prompt once an update waits; nothing (and no download) before. */
export function UpdateOffer() {
  const update = useSyncExternalStore(subscribe, () => waiting);
  return update ? createElement(Suspense, { fallback: null }, createElement(UpdatePrompt, { update })) : null;
}
