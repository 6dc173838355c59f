/**
 * Parts of the diagnostics page (issue 20): a section of labelled facts as a description list, the mirrored
 * collections as a table (rows on this device, last complete pull, last problem), and the test send with its
 * state in words, announced to screen readers as it changes.
 */
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import type { CollectionState, TestSend } from '../api/diagnostics.ts';
import type { FactSection } from '../model/report.ts';

/** A section: its h2 (and an optional action beside it), then its facts as a description list. */
export function FactList({ section, action }: { section: FactSection; action?: ReactNode }) {
  const heading = `diagnostics-${section.id}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={heading} data-section={section.id}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id={heading}>
          {section.title}
        </Heading>
        {action}
      </Flex>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3" p="3" borderWidth="1px" borderRadius="md">
        {section.facts.map((f) => (
          <Box key={f.label} minW="0">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {f.label}
            </Text>
            <Text
              as="dd"
              overflowWrap="anywhere"
              {...(f.raw ? { translate: 'no' as const, fontFamily: 'mono', fontSize: 'sm' } : {})}
            >
              {f.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The mirrored collections of the account on this device. */
export function CollectionsTable({ title, collections }: { title: string; collections: readonly CollectionState[] }) {
  const { t, i18n } = useLingui();
  return (
    <Stack as="section" gap="2" aria-labelledby="diagnostics-collections">
      <Heading as="h2" size="lg" id="diagnostics-collections">
        {title}
      </Heading>
      {collections.length === 0 ? (
        <Text color="fg.muted">
          <Trans>This account mirrors no collection on this device.</Trans>
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Collection</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Rows</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Last complete sync</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {collections.map((c) => (
                <Table.Row key={c.name} data-collection={c.name}>
                  <Table.Cell translate="no" fontFamily="mono" fontSize="sm">
                    {c.name}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{c.stored.toLocaleString(i18n.locale)}</Table.Cell>
                  <Table.Cell>
                    {c.lastPulledAt ? formatDateTime(c.lastPulledAt, i18n.locale) : t`Never on this device`}
                    {c.lastError && (
                      <Text fontSize="xs" color="fg.muted">
                        {t`Last problem: ${c.lastError.message}`}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** The test send's state in one sentence (also the report's line). */
export function useTestSentence(): (test: TestSend, online: boolean) => string {
  const { t, i18n } = useLingui();
  return (test, online) => {
    switch (test.state) {
      case 'idle':
        return t`No test sent from this page yet.`;
      case 'queueing':
        return t`Putting the test in the outbox…`;
      case 'not-queued':
        return t`The test could not be put in the outbox: ${test.message}`;
      case 'waiting': {
        if (!online) return t`Waiting in the outbox: it is sent when the connection returns.`;
        if (!test.error) return t`Waiting in the outbox: sending…`;
        const tries = plural(test.attempts, { one: '# attempt', other: '# attempts' });
        // status 0: no answer at all (the browser's own words, "Failed to fetch", say nothing to a person)
        if (test.error.status === 0) return t`Waiting in the outbox after ${tries}: the server does not answer yet.`;
        return t`Waiting in the outbox after ${tries}: ${test.error.message}`;
      }
      case 'refused':
        return t`Refused by the server: ${test.error?.message ?? ''} Retry or discard it in the sync centre.`;
      case 'sent':
        return t`Sent: the server acknowledged it at ${formatDateTime(test.at, i18n.locale)}.`;
      case 'removed':
        return t`It left the outbox without being sent (discarded in the sync centre).`;
    }
  };
}

const TONE: Partial<Record<TestSend['state'], string>> = {
  waiting: 'orange',
  queueing: 'orange',
  refused: 'red',
  'not-queued': 'red',
  sent: 'green',
};

/** "Send a test mutation" and what became of the last one. */
export function TestSendPanel(props: { test: TestSend; sentence: string; onSend: () => void }) {
  const { test, sentence, onSend } = props;
  const { t } = useLingui();
  const busy = test.state === 'queueing' || test.state === 'waiting';
  const badge: Partial<Record<TestSend['state'], string>> = {
    waiting: t`Waiting`,
    queueing: t`Waiting`,
    refused: t`Refused`,
    'not-queued': t`Not queued`,
    sent: t`Sent`,
    removed: t`Discarded`,
  };
  return (
    <Stack as="section" gap="2" aria-labelledby="diagnostics-test">
      <Heading as="h2" size="lg" id="diagnostics-test">
        <Trans>Test send</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          Puts a harmless action in the outbox — setting the interface language to the one you are using — and follows
          it until the server acknowledges it. It works offline too: it waits for the connection like any other change.
        </Trans>
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Button colorPalette="brand" onClick={onSend} disabled={busy}>
          <Trans>Send a test mutation</Trans>
        </Button>
        {badge[test.state] && <Badge colorPalette={TONE[test.state] ?? 'gray'}>{badge[test.state]}</Badge>}
      </Flex>
      <Text role="status" aria-live="polite" data-testid="test-send-state">
        {sentence}
      </Text>
    </Stack>
  );
}
