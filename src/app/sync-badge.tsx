/**
 * The sync status badge of the dashboard header (ARCHITECTURE.md, offline data), in words on every
 * screen size (issue 15): online, offline (no network, or a server that does not answer) or waiting for a
 * new sign-in, then the changes waiting to be sent and refused ("Sin conexión · 5 cambios por enviar"),
 * and for screen readers the time of the last sync; it opens the sync centre. While an account's first sync runs, a progress bar under the
 * header shows rows done of rows expected.
 */
import { Box, Circle, HStack, Link, Progress, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useSyncStatus } from '../sync/index.ts';
import { formatClock } from '../lib/dates.ts';

export function SyncBadge() {
  const { t, i18n } = useLingui();
  const status = useSyncStatus();
  const pending = status.pendingCount;
  const failed = status.failedCount;
  const last = status.lastSyncAt ? formatClock(status.lastSyncAt, i18n.locale) : null;
  const connected = status.online && status.reachable;
  const state = status.paused === 'auth' ? t`Sign in to send` : connected ? t`Online` : t`Offline`;
  // in words, visible on every screen size (issue 15): "Sin conexión · 5 cambios por enviar"
  const words = [
    state,
    ...(pending > 0 ? [t`${plural(pending, { one: '# change to send', other: '# changes to send' })}`] : []),
    ...(failed > 0 ? [t`${plural(failed, { one: '# refused', other: '# refused' })}`] : []),
  ].join(' · ');
  const when = last ? t`last sync ${last}` : t`not synced yet`;
  return (
    <Link asChild fontSize="sm" _hover={{ textDecoration: 'none' }}>
      <RouterLink
        to="/dashboard/sync"
        title={`${words} · ${when}`}
        data-testid="sync-badge"
        data-online={connected}
        data-pending={pending}
        data-failed={failed}
      >
        <HStack gap="1.5" px="2" py="1" borderRadius="full" borderWidth="1px" bg={failed ? 'red.subtle' : 'bg'}>
          <Circle
            size="2.5"
            flexShrink={0}
            bg={status.paused === 'auth' ? 'orange.500' : connected ? 'green.500' : 'gray.500'}
            aria-hidden="true"
          />
          <Text as="span" color={failed ? 'fg.error' : undefined} lineClamp={1}>
            {words}
          </Text>
          <VisuallyHidden>
            {`, ${when}. `}
            <Trans>Open the sync centre</Trans>
          </VisuallyHidden>
        </HStack>
      </RouterLink>
    </Link>
  );
}

/** Overall first-sync progress (rows done of rows expected, every collection), or nothing once done. */
export function FirstSyncBar() {
  const { t } = useLingui();
  const { firstSync } = useSyncStatus();
  if (!firstSync) return null;
  const parts = Object.values(firstSync);
  const expected = parts.reduce((n, p) => n + (p.expected ?? 0), 0);
  const done = parts.reduce((n, p) => n + Math.min(p.done, p.expected ?? p.done), 0);
  const value = expected > 0 ? Math.round((100 * done) / expected) : null;
  return (
    <Box
      px={{ base: '3', md: '6' }}
      py="2"
      bg="brand.50"
      borderBottomWidth="1px"
      role="status"
      data-testid="first-sync"
    >
      <Text fontSize="sm" mb="1">
        <Trans>
          Preparing this device to work offline: {done} of {expected} rows
        </Trans>
      </Text>
      <Progress.Root value={value} size="xs" colorPalette="brand" aria-label={t`First sync`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
