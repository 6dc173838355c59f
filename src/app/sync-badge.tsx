/**
 * The sync status badge of the dashboard header (ARCHITECTURE.md, offline data): online or offline,
 * actions waiting and refused, and the time of the last sync; it opens the
 * sync centre. While an account's first sync runs, a progress bar under the
 * header shows rows done of rows expected.
 */
import { Box, Circle, HStack, Link, Progress, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncStatus } from '../sync/index.ts';
import { formatClock } from '../lib/dates.ts';

export function SyncBadge() {
  const { t, i18n } = useLingui();
  const status = useSyncStatus();
  const pending = status.pendingCount;
  const failed = status.failedCount;
  const last = status.lastSyncAt ? formatClock(status.lastSyncAt, i18n.locale) : null;
  const state = status.online ? t`Online` : t`Offline`;
  const summary = [
    state,
    t`${pending} waiting`,
    t`${failed} refused`,
    last ? t`last sync ${last}` : t`not synced yet`,
  ].join(', ');
  return (
    <Link asChild fontSize="sm" _hover={{ textDecoration: 'none' }}>
      <RouterLink
        to="/dashboard/sync"
        aria-label={t`Sync centre: ${summary}`}
        title={summary}
        data-testid="sync-badge"
        data-online={status.online}
        data-pending={pending}
        data-failed={failed}
      >
        <HStack gap="1.5" px="2" py="1" borderRadius="full" borderWidth="1px" bg={failed ? 'red.subtle' : 'bg'}>
          <Circle
            size="2.5"
            bg={status.paused === 'auth' ? 'orange.500' : status.online ? 'green.500' : 'gray.400'}
            aria-hidden="true"
          />
          <Text as="span" display={{ base: 'none', md: 'inline' }}>
            {state}
          </Text>
          {pending > 0 && (
            <Text as="span" fontWeight="semibold" color="yellow.fg">
              ↑{pending}
            </Text>
          )}
          {failed > 0 && (
            <Text as="span" fontWeight="semibold" color="fg.error">
              !{failed}
            </Text>
          )}
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
