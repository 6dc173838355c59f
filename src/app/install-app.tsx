/**
 * "Install app" (ARCHITECTURE.md, service worker): where the browser offers installation it fires
 * `beforeinstallprompt`; the event is kept (captureInstallPrompt runs at
 * start-up, before React) and a button in the header opens the browser's own
 * install dialog. The button disappears once the app is installed or the
 * browser withdraws the offer.
 */
import { useSyncExternalStore } from 'react';
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const set = (next: InstallPromptEvent | null) => {
  offer = next;
  for (const l of listeners) l();
};

/** Starts listening for the browser's install offer. Call once at start-up. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
}

export function InstallAppButton() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offer,
  );
  if (!current) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      data-testid="install-app"
      onClick={async () => {
        await current.prompt();
        const choice = await current.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
        if (choice.outcome === 'accepted') set(null);
      }}
    >
      <Trans>Install app</Trans>
    </Button>
  );
}
