/**
 * /dashboard/circuits (product.md §2 dashboard "circuits: list"; api-catalogue.md "Circuits: fetch"): the circuits
 * the account reaches — a provider its own and the shared ones, staff all — filtered by part of the name (after the
 * spec §9 pause) and by city (country → state → city, from the device), in pages. Each circuit is a card with its
 * name, city, how many units and whether it is shared or the provider's own (cards: nothing scrolls sideways at
 * 360 px), and a link to edit it — or to see it, when the account may not change it (a shared circuit for a
 * provider). "New circuit" for whoever may save circuits (`units.*`). Offline, the last answer of the same filters
 * shows, saying from when.
 */
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useCircuits, useCityNames } from '../api/circuits.ts';
import { mayEditCircuit, mayWriteCircuits, type CircuitsViewer } from '../model/circuits.ts';
import { CityPicker } from './city-picker.tsx';

/** The circuits list (module doc). */
export function CircuitsPage({ viewer }: { viewer: CircuitsViewer }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const read = useCircuits({ filter, cityId, page });
  const rows = read.value?.data ?? [];
  const cityNames = useCityNames(rows.map((c) => c.city_id));
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Circuits</Trans>
        </Heading>
        {mayWriteCircuits(viewer) && (
          <Button asChild colorPalette="brand">
            <Link to="/dashboard/circuits/create">
              <Trans>New circuit</Trans>
            </Link>
          </Button>
        )}
      </Flex>
      <Text color="fg.muted">
        <Trans>A circuit groups media units along a route or an area of one city.</Trans>
      </Text>
      <Stack gap="3">
        <SearchBox
          label={t`Search by name`}
          name="circuits-search"
          onSearch={(term) => {
            setFilter(term);
            setPage(1);
          }}
        />
        <CityPicker
          id="circuits-filter"
          label={t`City`}
          none={t`All cities`}
          value={cityId}
          onChange={(id) => {
            setCityId(id);
            setPage(1);
          }}
        />
      </Stack>
      <ReadState read={read} what={t`the circuits`} />
      {read.value && rows.length === 0 && (
        <Text role="status" color="fg.muted">
          {filter || cityId ? <Trans>No circuit matches.</Trans> : <Trans>No circuits yet.</Trans>}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Circuits`}>
          {rows.map((c) => {
            const editable = mayEditCircuit(viewer, c);
            const city = cityNames.get(c.city_id) ?? t`City ${c.city_id}`;
            return (
              <Box as="li" key={c.id} p="3" borderWidth="1px" borderRadius="md" bg="bg" data-circuit-id={c.id}>
                <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap="1" minW="0">
                    <Heading as="h2" size="sm" overflowWrap="anywhere">
                      {c.name}
                    </Heading>
                    <HStack gap="2" wrap="wrap" fontSize="sm">
                      <Text>
                        <Text as="span" srOnly>
                          {t`City`}:{' '}
                        </Text>
                        {city}
                      </Text>
                      <Text color="fg.muted">·</Text>
                      <Text>
                        <Plural value={c.units_count} _0="No units" one="# unit" other="# units" />
                      </Text>
                      {c.provider_id === null ? (
                        <Badge colorPalette="blue" variant="subtle">
                          <Trans>Shared</Trans>
                        </Badge>
                      ) : (
                        <Badge colorPalette="green" variant="subtle">
                          <Trans>Own</Trans>
                        </Badge>
                      )}
                    </HStack>
                  </Stack>
                  <Button asChild size="sm" variant="outline">
                    <Link
                      to="/dashboard/circuits/$id/edit"
                      params={{ id: c.id }}
                      aria-label={editable ? t`Edit ${c.name}` : t`See ${c.name}`}
                    >
                      {editable ? <Trans>Edit</Trans> : <Trans>See</Trans>}
                    </Link>
                  </Button>
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
      {read.value && <Pagination currentPage={page} lastPage={read.value.meta.last_page} onPageChange={setPage} />}
    </Stack>
  );
}
