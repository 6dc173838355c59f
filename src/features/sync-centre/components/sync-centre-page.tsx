/**
 * /dashboard/sync — the sync centre (ARCHITECTURE.md, offline data): connection and sync state,
 * first-sync progress per collection, how fresh each collection is, and the
 * actions waiting to reach the server or refused by it, in plain words, with
 * retry and discard for refused ones. Also "remove this device's data".
 */
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { AlertDialog } from '#src/ui/alert-dialog.tsx';
import { formatDateTime } from '#src/lib/dates.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { useSyncCentre } from '../api/use-sync-centre.ts';
import { DeviceData } from './device-data.tsx';
import { ItemRow } from './outbox-item.tsx';

export function SyncCentrePage() {
  const { i18n, t } = useLingui();
  const centre = useSyncCentre();
  const navigate = useNavigate();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { status } = centre;
  const pending = centre.items.filter((i) => i.status === 'pending');
  const failed = centre.items.filter((i) => i.status === 'failed');
  const pendingCount = pending.length;
  const failedCount = failed.length;
  const unsent = pendingCount + failedCount;
  const connected = status.online && status.reachable;
  const lastSync = status.lastSyncAt ? formatDateTime(status.lastSyncAt, i18n.locale) : '';

  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl">
        <Trans>Sync centre</Trans>
      </Heading>

      <Flex
        gap="4"
        wrap="wrap"
        align="center"
        p="4"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg"
        role="status"
        data-testid="sync-summary"
      >
        <Badge colorPalette={connected ? 'green' : 'gray'} size="lg">
          {connected ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
        </Badge>
        {status.paused === 'auth' && (
          <Badge colorPalette="orange" size="lg">
            <Trans>Paused: sign in again to send</Trans>
          </Badge>
        )}
        <Text>
          {t`${plural(pendingCount, { one: '# change waiting to be sent', other: '# changes waiting to be sent' })}`} ·{' '}
          {t`${plural(failedCount, { one: '# refused', other: '# refused' })}`}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {status.lastSyncAt ? (
            <Trans>Last complete sync: {lastSync}</Trans>
          ) : (
            <Trans>Not synced yet on this device</Trans>
          )}
        </Text>
        <Box flex="1" />
        <Button
          size="sm"
          colorPalette="brand"
          onClick={centre.syncNow}
          loading={status.pulling || status.draining}
          loadingText={<Trans>Syncing…</Trans>}
          disabled={!status.online}
        >
          <Trans>Sync now</Trans>
        </Button>
      </Flex>

      <Stack as="section" gap="3" aria-labelledby="refused-heading">
        <Heading as="h2" size="lg" id="refused-heading">
          <Trans>Refused by the server</Trans>
        </Heading>
        {failed.length === 0 ? (
          <Text color="fg.muted">
            <Trans>Nothing was refused.</Trans>
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {failed.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                onRetry={() => void centre.retry(item.id)}
                onDiscard={() => void centre.discard(item.id)}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="pending-heading">
        <Heading as="h2" size="lg" id="pending-heading">
          <Trans>Waiting to be sent</Trans>
        </Heading>
        {pending.length === 0 ? (
          <Text color="fg.muted">
            <Trans>Everything done on this device has reached the server.</Trans>
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {pending.map((item) => (
              <ItemRow key={item.id} item={item} onRetry={() => {}} onDiscard={() => {}} />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="data-heading">
        <Heading as="h2" size="lg" id="data-heading">
          <Trans>Data on this device</Trans>
        </Heading>
        <DeviceData collections={centre.collections} campaignDetails={centre.campaignDetails} />
        <Link to="/dashboard/test">
          <Trans>Diagnostics for support</Trans>
        </Link>
        <Box>
          <Button variant="outline" colorPalette="red" onClick={() => setConfirmRemove(true)}>
            <Trans>Remove this device's data</Trans>
          </Button>
        </Box>
      </Stack>

      <AlertDialog
        open={confirmRemove}
        tone="danger"
        title={t`Remove this device's data?`}
        description={
          unsent > 0
            ? t`${plural(unsent, { one: '# action has not reached the server and will be lost.', other: '# actions have not reached the server and will be lost.' })} The data downloaded for this account is deleted from this device, and you are signed out.`
            : t`The data downloaded for this account is deleted from this device, and you are signed out.`
        }
        actionLabel={<Trans>Remove and sign out</Trans>}
        onCancel={() => setConfirmRemove(false)}
        onAction={async () => {
          setConfirmRemove(false);
          await centre.removeDeviceData();
          notifySuccess(t`This device's data was removed.`);
          await navigate({ to: '/login' });
        }}
      />
    </Stack>
  );
}
