/**
 * `/dashboard/unit/{id?}` — the unit types (product.md §2 "unit/{id?}", §3 "unit type (unit size) with measure
 * units"; api-catalogue.md "Unit types (sizes)"). Administrators (`unit_sizes.manage`) get the resource screen:
 * the list with its name search and pages, "New unit type", edit and delete with a confirmation; `{id}` opens that
 * row's form. Everyone else who reads them (managers, providers: `browse_unit_types`) gets the same list without a
 * button the server would refuse, and `{id}` shows that type's measures above it.
 *
 * Online and offline: the list and a type are server reads kept on the device — a list seen once opens offline,
 * saying from when; one never read says it needs a connection. Saving and deleting need the server's answer.
 */
import { useState } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResourceScreen, type ResourceConfig, type ResourceOpen } from '#src/resource/resource-screen.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useMayManageUnitTypes, useUnitType, useUnitTypesPage } from '../api/unit-types.ts';
import { useUnitTypesConfig, type UnitType } from './unit-types-config.tsx';

/** One unit type's measures, for those who may read but not change it. */
function UnitTypeCard({ id, config }: { id: number; config: ResourceConfig<UnitType> }) {
  const { t } = useLingui();
  const read = useUnitType(id);
  const what = t`the unit type`;
  if (!read.value) return <ReadState read={read} what={what} />;
  const type = read.value;
  return (
    <Stack as="section" aria-labelledby="unit-type-heading" gap="2" p="4" borderWidth="1px" borderRadius="lg">
      <Heading as="h2" size="lg" id="unit-type-heading">
        {type.name}
      </Heading>
      <ReadState read={read} what={what} />
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="2">
        {config.columns.slice(1).map((c) => (
          <Box key={c.header}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {c.header}
            </Text>
            <Text as="dd">{c.cell(type)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The list without create, edit or delete (see module doc). */
function UnitTypesList({ config, id }: { config: ResourceConfig<UnitType>; id: number | undefined }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const read = useUnitTypesPage(page, search);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {config.title}
      </Heading>
      <Text color="fg.muted">
        <Trans>Only administrators create and change unit types.</Trans>
      </Text>
      {id !== undefined && <UnitTypeCard id={id} config={config} />}
      <SearchBox
        label={t`Search by name`}
        name="unit-type-search"
        onSearch={(term) => {
          setSearch(term);
          setPage(1);
        }}
      />
      <PagedTable
        read={read}
        what={config.labels.what}
        page={page}
        onPageChange={setPage}
        label={config.title}
        columns={config.columns}
        empty={config.labels.empty}
      />
    </Stack>
  );
}

/** `/dashboard/unit` (`open` undefined) and `/dashboard/unit/{id}` (`open` the id). */
export function UnitTypesPage({ open }: { open?: ResourceOpen }) {
  const config = useUnitTypesConfig();
  const mayManage = useMayManageUnitTypes();
  if (mayManage) return <ResourceScreen config={config} open={open} />;
  return <UnitTypesList config={config} id={typeof open === 'number' ? open : undefined} />;
}
