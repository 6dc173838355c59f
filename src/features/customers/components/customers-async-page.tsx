/**
 * /dashboard/customers/async (product.md §2 "customers: async"): the customer search asked of the server, for a
 * customer not on this device yet (assigned a moment ago, or beyond what was pulled). The server applies the same
 * reach as everywhere (a seller finds only its customers); the search waits for a pause in typing (1,000 ms, §9)
 * and its last answer is kept, so offline it still shows, saying from when.
 */
import { useState } from 'react';
import { Badge, Box, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useServerCustomerSearch } from '../api/customers.ts';

export function CustomersAsyncPage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const read = useServerCustomerSearch({ filter, page }, filter.trim().length > 0);
  const answer = filter.trim() ? read.value : undefined;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Search customers on the server</Trans>
      </Heading>
      <SearchBox
        label={t`Name, company, email, phone or tax id`}
        name="customer-search"
        onSearch={(value) => {
          setFilter(value);
          setPage(1);
        }}
      />
      {filter.trim() ? <ReadState read={read} what={t`the customers`} /> : null}
      {!filter.trim() ? (
        <Text color="fg.muted">
          <Trans>Type to search every customer you reach, including those not on this device yet.</Trans>
        </Text>
      ) : answer?.data.length === 0 ? (
        <Text role="status" color="fg.muted">
          <Trans>No customer matches.</Trans>
        </Text>
      ) : null}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Customers found`}>
        {answer?.data.map((c) => (
          <LinkBox as="li" key={c.id} p="3" borderWidth="1px" borderRadius="lg">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Box minW="0">
                <LinkOverlay asChild>
                  <Link to="/dashboard/customers/$id" params={{ id: c.id }}>
                    <Text fontWeight="semibold">{c.name}</Text>
                  </Link>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {[c.company, c.email, c.phone].filter(Boolean).join(' · ')}
                </Text>
              </Box>
              <Badge colorPalette={c.kind === 'agency' ? 'blue' : 'gray'}>
                {c.kind === 'agency' ? t`Agency` : t`Client`}
              </Badge>
            </HStack>
          </LinkBox>
        ))}
      </Stack>
      {answer && answer.meta.last_page > 1 ? (
        <Pagination currentPage={page} lastPage={answer.meta.last_page} onPageChange={setPage} />
      ) : null}
    </Stack>
  );
}
