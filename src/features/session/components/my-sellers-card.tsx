/**
 * "My sellers" on a client's or an agency's profile (issue 19 "a client's own profile (`clients/me`) and their
 * sellers"; product.md §3 "salesman assignment"): who sells to the account, with their email and phone as links,
 * from GET /client/clients/me kept on the device (offline it shows its last answer and says from when).
 */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useMySellers } from '../api/my-sellers.ts';

export function MySellersCard() {
  const { t } = useLingui();
  const read = useMySellers(true);
  const sellers = read.value?.sellers;
  return (
    <Stack as="section" gap="3" aria-labelledby="my-sellers-h" p="4" borderWidth="1px" borderRadius="lg">
      <Heading as="h2" size="md" id="my-sellers-h">
        <Trans>My sellers</Trans>
      </Heading>
      <ReadState read={read} what={t`your sellers`} />
      {sellers?.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No seller is assigned to you yet.</Trans>
        </Text>
      ) : null}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`My sellers`}>
        {sellers?.map((s) => (
          <Box as="li" key={s.id}>
            <Text fontWeight="medium">{s.name}</Text>
            <Text fontSize="sm" wordBreak="break-word">
              <Link href={`mailto:${s.email}`}>{s.email}</Link>
              {s.phone ? (
                <>
                  {' · '}
                  <Link href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}>{s.phone}</Link>
                </>
              ) : null}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
