/**
 * How fresh a screen's data is (ARCHITECTURE.md, offline data: "each mirrored screen can show how fresh its data is"): a mirrored
 * screen's last pull, or an earlier answer kept on the device for a read that is not mirrored.
 */
import { useEffect, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatClock, formatDateTime } from '../lib/dates.ts';

/** Minutes after which mirrored data is called out as possibly out of date. */
const STALE_MINUTES = 30;

/** The current time, refreshed every `everyMs` (default 30 s), so "n min ago" keeps counting. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** @param lastPulledAt end of the last complete pull, epoch ms (null/undefined: never) */
export function Freshness({ lastPulledAt }: { lastPulledAt: number | null | undefined }) {
  const { i18n } = useLingui();
  const now = useNow();
  if (!lastPulledAt)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="freshness">
        <Trans>Not synced on this device yet</Trans>
      </Text>
    );
  const minutes = Math.max(0, Math.round((now - lastPulledAt) / 60_000));
  const time = formatClock(lastPulledAt, i18n.locale);
  return (
    <Text
      fontSize="sm"
      color={minutes >= STALE_MINUTES ? 'fg.warning' : 'fg.muted'}
      data-testid="freshness"
      title={new Date(lastPulledAt).toISOString()}
    >
      {minutes < 1 ? (
        <Trans>Updated just now</Trans>
      ) : (
        <Trans>
          Updated at {time} ({minutes} min ago)
        </Trans>
      )}
    </Text>
  );
}

/**
 * A screen showing what a read returned earlier on this device, because this
 * time it got no answer (a kept `useRead`, src/sync/reads.ts: `kept` and `at`): says so and
 * when, with a way to try again.
 * @param storedAt when the shown answer was loaded, epoch ms
 * @param what the data, e.g. "the contracts"
 */
export function StoredReadNotice({ storedAt, what, retry }: { storedAt: number; what: string; retry: () => void }) {
  const { i18n } = useLingui();
  const when = formatDateTime(storedAt, i18n.locale);
  return (
    <HStack role="status" gap="3" p="3" borderWidth="1px" borderRadius="md" wrap="wrap" data-testid="stored-read">
      <Text color="fg.muted">
        <Trans>
          No connection: showing {what} as loaded on {when}.
        </Trans>
      </Text>
      <Button size="sm" variant="outline" onClick={retry}>
        <Trans>Retry</Trans>
      </Button>
    </HStack>
  );
}
