/**
 * "A new version is available — Reload" (ARCHITECTURE.md, service worker), through workbox-window
 * (vite-plugin-pwa's registerSW, prompt mode): the new service worker waits
 * until the person chooses Reload. Nothing reloads on its own; with unsaved
 * input in a form, Reload asks first. The outbox and the mirror live in
 * IndexedDB and survive the reload.
 */
import { Suspense, useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasUnsavedChanges } from '../lib/unsaved-changes.ts';
import { LazyAlertDialog } from '../ui/lazy-alert-dialog.tsx';

import { applyUpdate, type UpdateOfferState } from './update-store.ts';

/** The prompt for an offered update (loaded only when there is one: see update-store.ts). */
export default function UpdatePrompt({ offer }: { offer: UpdateOfferState }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  // the question asked, counted: a Reload chosen while the last answer is still leaving (702 ms, spec §9) asks
  // afresh — a new dialog (its key) replaces the leaving one, whose late answer is dropped with it
  const [asking, setAsking] = useState(0);
  if (dismissed) return null;
  // a waiting worker is asked to take over first; one that already took over (another page chose it) only needs the reload
  const reload = () => (offer.kind === 'waiting' ? applyUpdate(offer.update) : window.location.reload());
  return (
    <Box
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      bg="ink.800"
      color="ink.50"
      px="4"
      py="3"
      borderRadius="lg"
      boxShadow="lg"
      role="status"
      data-testid="update-prompt"
      maxW="calc(100vw - 2rem)"
    >
      <HStack gap="3" wrap="wrap">
        <Text>
          <Trans>A new version is available</Trans>
        </Text>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => (hasUnsavedChanges() ? setAsking((n) => n + 1) : reload())}
        >
          <Trans>Reload</Trans>
        </Button>
        <Button size="sm" variant="ghost" color="ink.50" onClick={() => setDismissed(true)}>
          <Trans>Later</Trans>
        </Button>
      </HStack>
      {asking > 0 && (
        <Suspense fallback={null}>
          <LazyAlertDialog
            key={asking}
            open
            title={t`You have changes that are not saved`}
            description={t`Reloading now loses what you typed in the form. Save it first, or reload anyway.`}
            actionLabel={t`Reload anyway`}
            cancelLabel={t`Keep editing`}
            tone="danger"
            onAction={() => {
              setAsking(0);
              reload();
            }}
            onCancel={() => setAsking(0)}
          />
        </Suspense>
      )}
    </Box>
  );
}
