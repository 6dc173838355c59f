/**
 * The browser's install offer (ARCHITECTURE.md, service worker): where the browser offers installation it fires
 * `beforeinstallprompt`; `captureInstallPrompt` keeps the event from start-up, before React, and
 * `useInstallOffer` gives it to the header's "Install app" button (install-app.tsx). Null once the app is installed
 * or the browser withdraws the offer. No styling here: src/main.tsx imports it on every first load.
 */
import { useSyncExternalStore } from 'react';

/** The kept `beforeinstallprompt` event. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Replaces the kept offer (null: none). */
export const setInstallOffer = (next: InstallPromptEvent | null) => {
  offer = next;
  for (const l of listeners) l();
};

/** Starts listening for the browser's install offer. Call once at start-up. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallOffer(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => setInstallOffer(null));
}

/** The current offer, re-rendering when it changes. */
export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offer,
  );
}
