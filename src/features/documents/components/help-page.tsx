/**
 * /dashboard/help (product.md §2 dashboard "help", the side menu's last entry, hidden for users whose type is
 * provider — src/app/navigation.ts; api-catalogue.md "GET /faq"): the frequently asked questions in the interface
 * language, as an accordion (faq-accordion.tsx). The answer is kept on the device: offline the last one shows,
 * saying from when; never read, it says reading needs a connection.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useFaq } from '../api/documents.ts';
import { FaqAccordion } from './faq-accordion.tsx';

/** The help screen (module doc). */
export function HelpPage() {
  const { t } = useLingui();
  const read = useFaq();
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans>Help</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>Frequently asked questions. Open a question to read its answer.</Trans>
      </Text>
      <ReadState read={read} what={t`the questions`} />
      {read.value && read.value.length === 0 && (
        <Text role="status" color="fg.muted">
          <Trans>No questions yet.</Trans>
        </Text>
      )}
      {read.value && read.value.length > 0 && (
        <FaqAccordion
          entries={read.value.toSorted((a, b) => a.position - b.position)}
          label={t`Frequently asked questions`}
        />
      )}
    </Stack>
  );
}
