/**
 * What an online read shows until it has its value (product.md §2, §4 inventory and creative approval screens):
 * loading, "needs a connection" with a retry, or the server's message; once
 * ready, nothing — or, for an answer kept on the device and shown because
 * the read got none this time, from when it is.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ServerRead } from '#src/api/use-server-read.ts';
import { StoredReadNotice } from '#src/ui/freshness.tsx';

export function OnlineState({ read, what }: { read: ServerRead<unknown> & { retry: () => void }; what: string }) {
  if (read.state === 'loading')
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading {what}…</Trans>
      </Text>
    );
  if (read.state === 'ready')
    return read.storedAt === undefined ? null : (
      <StoredReadNotice storedAt={read.storedAt} what={what} retry={read.retry} />
    );
  return (
    <HStack role="status" gap="3" p="3" borderWidth="1px" borderRadius="md" wrap="wrap">
      <Text color="fg.muted">
        {read.state === 'offline' ? (
          <Trans>Showing {what} needs a connection; it is not kept on this device.</Trans>
        ) : (
          <Trans>
            Could not read {what}: {read.message}
          </Trans>
        )}
      </Text>
      <Button size="sm" variant="outline" onClick={read.retry}>
        <Trans>Retry</Trans>
      </Button>
    </HStack>
  );
}
