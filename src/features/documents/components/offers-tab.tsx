/**
 * The offers on /dashboard/documents (api-catalogue.md "Offers: GET /offers; GET /getFile/{name} (blob)"; product.md
 * §3 "offer"; the spec gives offers no screen of their own, so they are a tab of the documents screen): each offer
 * in the interface language with its validity and its file, downloaded through the API (needs a connection, says
 * so). Offline, the last answer shows, saying from when.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useFileDownloads, useOffers } from '../api/documents.ts';

/** The offers tab (module doc). */
export function OffersTab() {
  const { t } = useLingui();
  const read = useOffers();
  const downloads = useFileDownloads();
  const offers = read.value ?? [];
  return (
    <Stack gap="4" pt="2">
      <ReadState read={read} what={t`the offers`} />
      {read.value && offers.length === 0 && (
        <Text role="status" color="fg.muted">
          <Trans>No offers right now.</Trans>
        </Text>
      )}
      {offers.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Offers`}>
          {offers.map((o) => (
            <Box as="li" key={o.id} p="3" borderWidth="1px" borderRadius="md" bg="bg" data-offer-id={o.id}>
              <Stack gap="1.5">
                <Heading as="h2" size="sm" overflowWrap="anywhere">
                  {o.title}
                </Heading>
                {o.description && (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {o.description}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {o.valid_until ? <Trans>Valid until {formatDate(o.valid_until)}</Trans> : <Trans>No end date</Trans>}
                </Text>
                <OnlineAction
                  alignSelf="flex-start"
                  aria-label={t`Download the file of ${o.title}`}
                  run={() => downloads.offer(o)}
                >
                  <Trans>Download</Trans>
                </OnlineAction>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
