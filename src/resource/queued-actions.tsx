/**
 * The queued actions of one screen's object (ARCHITECTURE "Writes are named mutations"): each outbox entry that
 * waits for the server, or that the server refused with its message (spec §8), with Dismiss on a refusal when the
 * screen offers it. Shared by the sales pipeline and the contracts (issues 16, 17).
 */
import type { ReactNode } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { PendingAction } from '#src/sync/index.ts';

/**
 * Queued actions as one line each: waiting (`waiting`, or the default sentence), or refused with the server's
 * message (§8).
 */
export function QueuedActions({
  actions,
  waiting,
  onDiscard,
}: {
  actions: readonly Pick<PendingAction, 'entryId' | 'state' | 'message'>[];
  waiting?: ReactNode;
  /** Offers Dismiss on a refused action (drops the entry from the outbox). */
  onDiscard?: ((entryId: string) => void) | undefined;
}) {
  if (!actions.length) return null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-live="polite">
      {actions.map((a) => (
        <Box
          as="li"
          key={a.entryId}
          p="2"
          borderRadius="md"
          bg={a.state === 'refused' ? 'red.subtle' : 'yellow.subtle'}
          data-testid="queued-action"
          data-state={a.state}
        >
          {a.state === 'refused' ? (
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontSize="sm" color="red.700">
                <Trans>Refused by the server: {a.message ?? ''}</Trans>
              </Text>
              {onDiscard && (
                <Button size="xs" variant="outline" onClick={() => onDiscard(a.entryId)}>
                  <Trans>Dismiss</Trans>
                </Button>
              )}
            </HStack>
          ) : (
            <Text fontSize="sm">
              {waiting ?? <Trans>Waiting to reach the server: it is sent as soon as there is a connection.</Trans>}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
