/**
 * One action of the outbox in the sync centre (issue 15): what it does and to which record (the
 * mutation's own description), when it was saved, how often it was tried, and why it waits or was
 * refused in a sentence of the user's language; retry and discard for a refused one.
 */
import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SyncErrorInfo } from '#src/sync/errors.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import type { OutboxItem } from '../api/use-sync-centre.ts';

/**
 * Why an action waits or was refused, as a sentence: no answer (status 0), an ended session (401),
 * a busy or failing server (408, 429, 5xx: tried again by itself), or the server's own reason for a
 * refusal (its message and description, already in the interface language: spec §8, §9 `locals`).
 */
export function problemSentence(error: SyncErrorInfo, i18n: I18n): string {
  if (error.status === 0) return i18n._(msg`No connection to the server: it is sent when the connection returns.`);
  if (error.status === 401) return i18n._(msg`Your session ended: it is sent when you sign in to this account again.`);
  if (error.status === 408 || error.status === 429 || error.status >= 500)
    return i18n._(msg`The server could not take it just now; it is tried again by itself.`);
  const reason = error.description ? `${error.message} ${error.description}` : error.message;
  return i18n._(msg`The server refused it: ${reason}`);
}

export function ItemRow({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: () => void;
  onDiscard: () => void;
}) {
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
            {item.attempts > 0 && <> · {t`${plural(attempts, { one: '# attempt', other: '# attempts' })}`}</>}
          </Text>
          {item.error && (
            <Text fontSize="sm" color={item.status === 'failed' ? 'fg.error' : 'fg.muted'} mt="1">
              {problemSentence(item.error, i18n)}
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
