/**
 * "Install app" (ARCHITECTURE.md, service worker): where the browser offers installation it fires
 * `beforeinstallprompt`; the event is kept (captureInstallPrompt runs at
 * start-up, before React) and a button in the header opens the browser's own
 * install dialog (the offer is kept by install-offer.ts). The button disappears once the app is installed or the
 * browser withdraws the offer.
 */
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { setInstallOffer, useInstallOffer } from './install-offer.ts';

export function InstallAppButton() {
  const current = useInstallOffer();
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
        if (choice.outcome === 'accepted') setInstallOffer(null);
      }}
    >
      <Trans>Install app</Trans>
    </Button>
  );
}
