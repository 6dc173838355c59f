/**
 * The parts every list page of mirrored data repeats (spec product.md §2 "Shared widgets"; ARCHITECTURE
 * "each mirrored screen can show how fresh its data is"): the heading with the data's freshness and the
 * page's actions, the filter bar with its search field (lists of the mirror filter as one types: no
 * pause), and what shows before any row — loading, or an empty list saying why.
 */
import type { ReactNode } from 'react';
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { Freshness } from './freshness.tsx';
import { TextInput } from './text-input.tsx';

/**
 * The page's h1, how fresh its mirrored data is, and its actions (buttons, links) after it.
 * @param lastPulledAt end of the last complete pull, epoch ms (null/undefined: never)
 */
export function ListHeader({
  title,
  lastPulledAt,
  children,
}: {
  title: ReactNode;
  lastPulledAt: number | null | undefined;
  children?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children ? (
        <HStack gap="3" wrap="wrap">
          <Freshness lastPulledAt={lastPulledAt} />
          {children}
        </HStack>
      ) : (
        <Freshness lastPulledAt={lastPulledAt} />
      )}
    </Flex>
  );
}

/** The filter bar: a search field that takes the free room (its value filters as typed), then the other filters. */
export function FilterBar({
  search,
  children,
}: {
  search: { label: string; value: string; onChange: (value: string) => void };
  children?: ReactNode;
}) {
  return (
    <Flex gap="3" wrap="wrap" align="end">
      <Box flex="1" minW="220px">
        <TextInput label={search.label} name="search" type="search" value={search.value} onChange={search.onChange} />
      </Box>
      {children}
    </Flex>
  );
}

/**
 * What a list of mirrored rows shows before them: `loading` while the first read of the mirror runs
 * (`rows` undefined), then for no rows `empty` — with `hint` (why, and when they come) in a box.
 */
export function MirrorListState({
  rows,
  loading,
  empty,
  hint,
}: {
  rows: readonly unknown[] | undefined;
  loading: string;
  empty?: string | undefined;
  hint?: string | undefined;
}) {
  if (rows === undefined)
    return (
      <Text role="status" color="fg.muted">
        {loading}
      </Text>
    );
  if (rows.length > 0 || !empty) return null;
  if (!hint)
    return (
      <Text role="status" color="fg.muted">
        {empty}
      </Text>
    );
  return (
    <Box p="6" borderWidth="1px" borderRadius="lg" role="status">
      <Text fontWeight="medium">{empty}</Text>
      <Text color="fg.muted">{hint}</Text>
    </Box>
  );
}
