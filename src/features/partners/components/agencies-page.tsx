/**
 * /dashboard/agencies (product.md §2 "agencies list", §6 gate `browse_agencies`; api-catalogue.md "Agencies: GET
 * with filter"): the agencies the caller reaches, filtered by words (name, company or email, after the spec's
 * 1,000 ms pause) and country, a page at a time; each name opens the agency. "New agency" for managers and
 * administrators. The list is kept on the device: offline it shows its last answer and says from when.
 */
import { useState } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Agency } from '#src/api/contract/agencies.ts';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useAgencies, useCountries } from '../api/agencies.ts';
import { mayManageAgencies, type Viewer } from '../model/partners.ts';

/** An agency's name, opening it. */
function AgencyLink({ agency }: { agency: Agency }) {
  return (
    <Link to="/dashboard/agencies/$id" params={{ id: agency.id }}>
      {agency.name}
    </Link>
  );
}

/** The list's columns; `countryName` names a country id. */
function useAgencyColumns(countryName: Map<number, string>): ResourceColumn<Agency>[] {
  const { t } = useLingui();
  return [
    {
      header: t`Name`,
      cell: (a) => <AgencyLink agency={a} />,
    },
    { header: t`Company`, cell: (a) => a.company ?? '—' },
    { header: t`Email`, cell: (a) => a.email },
    { header: t`Country`, cell: (a) => (a.country_id ? (countryName.get(a.country_id) ?? '—') : '—') },
    { header: t`Clients`, cell: (a) => a.clients_count, numeric: true },
  ];
}

/** The agencies list (module doc). */
export function AgenciesPage({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const countries = useCountries();
  const countryName = new Map(countries.map((c) => [c.id, c.name]));
  const [filter, setFilter] = useState('');
  const [country, setCountry] = useState('');
  const [page, setPage] = useState(1);
  const columns = useAgencyColumns(countryName);
  const read = useAgencies({ filter, countryId: country ? Number(country) : undefined, page });
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Agencies</Trans>
        </Heading>
        {mayManageAgencies(viewer) && (
          <Button asChild colorPalette="brand">
            <Link to="/dashboard/agencies/create">
              <Trans>New agency</Trans>
            </Link>
          </Button>
        )}
      </Flex>
      <Flex gap="3" wrap="wrap" align="end">
        <SearchBox
          label={t`Search by name, company or email`}
          name="agency-search"
          onSearch={(term) => {
            setFilter(term);
            setPage(1);
          }}
        />
        <SelectField
          id="agency-country"
          label={t`Country`}
          value={country}
          onChange={(x) => {
            setCountry(x);
            setPage(1);
          }}
          options={[
            { value: '', label: t`Every country` },
            ...countries.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
      </Flex>
      <Text aria-live="polite" color="fg.muted" fontSize="sm">
        {read.value ? <Plural value={read.value.meta.total} one="# agency" other="# agencies" /> : null}
      </Text>
      <PagedTable
        read={read}
        what={t`the agencies`}
        label={t`Agencies`}
        page={page}
        onPageChange={setPage}
        empty={t`No agency matches.`}
        columns={columns}
      />
    </Stack>
  );
}
