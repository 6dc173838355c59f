/**
 * /dashboard/sync — the sync centre (ARCHITECTURE.md, offline data): connection and sync state,
 * first-sync progress per collection, how fresh each collection is, and the
 * actions waiting to reach the server or refused by it, in plain words, with
 * retry and discard for refused ones. Also "remove this device's data".
 */
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { AlertDialog } from '#src/ui/alert-dialog.tsx';
import { formatDateTime } from '#src/lib/dates.ts';
import { Freshness } from '#src/ui/freshness.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { useSyncCentre, type OutboxItem } from '../api/use-sync-centre.ts';
import { COLLECTION_LABELS } from './collection-labels.ts';

function ItemRow({ item, onRetry, onDiscard }: { item: OutboxItem; onRetry: () => void; onDiscard: () => void }) {
  const { i18n, t } = useLingui();
  const created = formatDateTime(item.createdAt, i18n.locale);
  const attempts = item.attempts;
  const label = item.label;
  return (
    <Box as="li" p="3" borderWidth="1px" borderRadius="md" bg="bg" data-testid={`outbox-${item.status}`}>
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Box minW="0">
          <Text fontWeight="medium">{item.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Saved on this device {created}</Trans>
            {item.attempts > 0 && (
              <>
                {' '}
                · <Trans>{attempts} attempts</Trans>
              </>
            )}
          </Text>
          {item.error && (
            <Text fontSize="sm" color="fg.error" mt="1">
              {item.error.message}
              {item.error.description ? ` — ${item.error.description}` : ''}
            </Text>
          )}
        </Box>
        {item.status === 'failed' ? (
          <HStack>
            <Button size="sm" colorPalette="brand" onClick={onRetry} aria-label={t`Retry: ${label}`}>
              <Trans>Retry</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={onDiscard}
              aria-label={t`Discard: ${label}`}
            >
              <Trans>Discard</Trans>
            </Button>
          </HStack>
        ) : (
          <Badge colorPalette="yellow">
            <Trans>Waiting to send</Trans>
          </Badge>
        )}
      </Flex>
    </Box>
  );
}

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
        <Badge colorPalette={status.online ? 'green' : 'gray'} size="lg">
          {status.online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
        </Badge>
        {status.paused === 'auth' && (
          <Badge colorPalette="orange" size="lg">
            <Trans>Paused: sign in again to send</Trans>
          </Badge>
        )}
        <Text>
          <Trans>
            {pendingCount} waiting · {failedCount} refused
          </Trans>
        </Text>
        <Box flex="1" />
        <Button
          size="sm"
          colorPalette="brand"
          onClick={centre.syncNow}
          loading={status.pulling || status.draining}
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
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Collection</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Rows</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Freshness</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {centre.collections.map((c) => {
              const label = COLLECTION_LABELS[c.collection];
              const expected = c.rowsExpected ?? 0;
              const done = c.rowsDone ?? 0;
              return (
                <Table.Row key={c.collection}>
                  <Table.Cell>{label ? i18n._(label) : c.collection}</Table.Cell>
                  <Table.Cell>
                    {c.lastPulledAt ? (
                      done.toLocaleString()
                    ) : (
                      <Progress.Root
                        value={expected ? Math.min(100, (100 * done) / expected) : null}
                        size="sm"
                        maxW="40"
                        aria-label={label ? i18n._(label) : c.collection}
                      >
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Freshness lastPulledAt={c.lastPulledAt} />
                    {c.lastError && (
                      <Text fontSize="xs" color="fg.error">
                        {c.lastError.message}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
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
