/**
 * What a server read shows around its value (spec product.md §8; ARCHITECTURE
 * "Data that is not mirrored … says clearly when it cannot be had offline"):
 * loading, "needs a connection" with Retry, the server's refusal with Retry,
 * and — for an answer kept on the device and shown because this read got none
 * — from when it is. Nothing once a fresh value is shown.
 *
 * Takes the read's shape structurally (src/sync/reads.ts `Read`), so shared
 * widgets need not import the sync engine.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { StoredReadNotice } from '../freshness.tsx';

/** The parts of a read this shows. */
export interface ReadStateLike {
  state: 'loading' | 'ready' | 'offline' | 'error';
  kept: boolean;
  /** When the shown value was read (epoch ms). */
  at: number | undefined;
  refreshing?: boolean;
  message: string | undefined;
  retry: () => void;
}

/** @param what how the data is named in sentences ("the materials") */
export function ReadState({ read, what }: { read: ReadStateLike; what: string }) {
  if (read.state === 'loading')
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading {what}…</Trans>
      </Text>
    );
  if (read.state === 'ready')
    return read.kept && !read.refreshing && read.at !== undefined ? (
      <StoredReadNotice storedAt={read.at} what={what} retry={read.retry} />
    ) : null;
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
