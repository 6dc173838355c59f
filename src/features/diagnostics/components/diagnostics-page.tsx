/**
 * `/dashboard/test` — diagnostics for support staff (issue 20: "versions, service worker state, storage used, sync
 * state, a button to send a test mutation"; product.md §2 dashboard routes, not in the side menu: linked from the
 * sync centre). Every signed-in account may open it; it shows only this device's state and the account's own.
 *
 * Sections: the app (version, build, mode, language, connection, user agent), the account and its roles, the API
 * server (reachable, answer time of GET /languages, "Check again"), the service worker (registered, active,
 * waiting, installing, controlling this page), storage (used, available, persistent), sync (engine state, outbox
 * waiting and refused, files waiting, last complete sync and last problem), the rows of each mirrored collection
 * with its last sync, and the test send (../mutations.ts: why `languages.switch`).
 *
 * Offline everything local still shows; the server check says it needs a connection and runs again when the
 * connection returns; a test send waits in the outbox and shows "sent" once the server acknowledged it.
 * "Copy report" writes the same facts as text to the clipboard; when the browser refuses, the report is shown
 * for the person to select and copy.
 */
import { useState } from 'react';
import { Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { copyText, useTestSend } from '../api/diagnostics.ts';
import { reportText, type FactSection } from '../model/report.ts';
import { CollectionsTable, FactList, TestSendPanel, useTestSentence } from './diagnostics-parts.tsx';
import { useDiagnosticFacts, type DiagnosticsAccount } from './use-diagnostic-facts.ts';

export type { DiagnosticsAccount } from './use-diagnostic-facts.ts';

export function DiagnosticsPage({ account }: { account?: DiagnosticsAccount | undefined }) {
  const { t, i18n } = useLingui();
  const facts = useDiagnosticFacts(account);
  const { test, send } = useTestSend();
  const sentence = useTestSentence()(test, facts.online);
  const [unCopied, setUnCopied] = useState<string | null>(null);
  const when = (ms: number) => formatDateTime(ms, i18n.locale);
  const collectionsTitle = t`Data on this device`;
  const report: FactSection[] = [
    ...facts.sections,
    {
      id: 'collections',
      title: collectionsTitle,
      facts: facts.collections.map((c) => ({
        label: c.name,
        value: [
          c.stored.toLocaleString(i18n.locale),
          c.lastPulledAt ? when(c.lastPulledAt) : t`Never on this device`,
          ...(c.lastError ? [c.lastError.message] : []),
        ].join(' · '),
        raw: true,
      })),
    },
    { id: 'test', title: t`Test send`, facts: [{ label: t`Last test`, value: sentence }] },
  ];
  const copy = async () => {
    const text = reportText(t`Pauta diagnostics report, ${when(Date.now())}`, report);
    if (await copyText(text)) {
      setUnCopied(null);
      notifySuccess(t`Report copied.`);
    } else setUnCopied(text);
  };
  const server = facts.sections.find((s) => s.id === 'server');
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl">
        <Trans>Diagnostics</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          What this device knows about the app, for support. It shows only this device and your account, and nothing is
          sent anywhere unless you copy the report and share it.
        </Trans>
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        <Button colorPalette="brand" onClick={() => void copy()}>
          <Trans>Copy report</Trans>
        </Button>
        <Button variant="outline" onClick={facts.browser.refresh}>
          <Trans>Read again</Trans>
        </Button>
        <ChakraLink asChild>
          <Link to="/dashboard/sync">
            <Trans>Sync centre</Trans>
          </Link>
        </ChakraLink>
      </Flex>
      {unCopied !== null && (
        <Stack gap="2" role="region" aria-label={t`Report`}>
          <Text role="alert">
            <Trans>The browser did not let the page copy: select the report below and copy it.</Trans>
          </Text>
          <Box
            as="pre"
            tabIndex={0}
            p="3"
            borderWidth="1px"
            borderRadius="md"
            fontSize="xs"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            translate="no"
          >
            {unCopied}
          </Box>
        </Stack>
      )}
      {facts.sections.map((section) => (
        <FactList
          key={section.id}
          section={section}
          action={
            section === server ? (
              <Button size="sm" variant="outline" onClick={facts.server.check} disabled={!facts.online}>
                <Trans>Check again</Trans>
              </Button>
            ) : undefined
          }
        />
      ))}
      <CollectionsTable title={collectionsTitle} collections={facts.collections} />
      <TestSendPanel test={test} sentence={sentence} onSend={() => send(i18n.locale === 'en' ? 'en' : 'es')} />
    </Stack>
  );
}
