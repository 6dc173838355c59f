/**
 * /dashboard/agencies/{id} (product.md §2 "agencies {id}", §6 gate `browse_agencies`; api-catalogue.md "GET
 * /agencies/{id}; DELETE /agencies/{id}; GET /agencies/{id}/clients (filters)"): one agency — its contact
 * details, whether it can sign in, its clients (filter words, a page at a time: those the caller reaches) — with
 * Edit for staff and the agency itself, and Deactivate for staff after a confirmation (its account stops
 * signing in and its clients are released). Both reads are kept on the device: offline they show their last
 * answer and say from when; deactivating needs a connection and says so.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useAgency, useAgencyActions, useAgencyClients, useCountries } from '../api/agencies.ts';
import { mayEditAgency, mayManageAgencies, type Viewer } from '../model/partners.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text wordBreak="break-word">{children || '—'}</Text>
    </Box>
  );
}

/** The agency's clients: filter words and pages (module doc). */
function AgencyClients({ id, countryName }: { id: number; countryName: (id: number | null) => string }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const read = useAgencyClients(id, { filter, page });
  return (
    <Stack gap="3" as="section" aria-labelledby="agency-clients">
      <Heading as="h2" size="lg" id="agency-clients">
        <Trans>Its clients</Trans>
      </Heading>
      <SearchBox
        label={t`Search its clients`}
        name="agency-client-search"
        onSearch={(term) => {
          setFilter(term);
          setPage(1);
        }}
      />
      <Text aria-live="polite" color="fg.muted" fontSize="sm">
        {read.value ? <Plural value={read.value.meta.total} one="# client" other="# clients" /> : null}
      </Text>
      <PagedTable
        read={read}
        what={t`its clients`}
        label={t`Clients of the agency`}
        page={page}
        onPageChange={setPage}
        empty={t`No client of this agency matches.`}
        columns={[
          { header: t`Name`, cell: (c) => c.name },
          { header: t`Company`, cell: (c) => c.company ?? '—' },
          { header: t`Email`, cell: (c) => c.email },
          { header: t`Country`, cell: (c) => countryName(c.country_id) },
          { header: t`State`, cell: (c) => (c.active ? t`Active` : t`Inactive`) },
        ]}
      />
    </Stack>
  );
}

/** Deactivate, after a confirmation saying what it does (module doc). */
function Deactivate({ id, name }: { id: number; name: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useAgencyActions();
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        <Trans>Deactivate</Trans>
      </Button>
    );
  return (
    <Stack gap="2" p="3" borderWidth="1px" borderRadius="md" role="group" aria-label={t`Deactivate ${name}?`}>
      <Text>
        <Trans>
          Deactivate {name}? Its account stops signing in and its clients are released from it. This cannot be undone
          here.
        </Trans>
      </Text>
      <HStack gap="2" wrap="wrap" align="start">
        <OnlineAction
          colorPalette="red"
          variant="solid"
          run={async () => {
            notifySuccess(await actions.remove(id));
            await navigate({ to: '/dashboard/agencies' });
          }}
        >
          <Trans>Yes, deactivate</Trans>
        </OnlineAction>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          <Trans>Keep</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/** One agency and its clients (module doc). */
export function AgencyPage({ id, viewer }: { id: number; viewer: Viewer }) {
  const { t, i18n } = useLingui();
  const read = useAgency(id);
  const countries = useCountries();
  const countryName = (cid: number | null) => (cid ? (countries.find((c) => c.id === cid)?.name ?? '—') : '—');
  const agency = read.value;
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {agency?.name ?? t`Agency`}
        </Heading>
        {agency && (
          <HStack gap="2" wrap="wrap" align="start">
            {mayEditAgency(viewer, id) && (
              <Button asChild>
                <Link to="/dashboard/agencies/$id/edit" params={{ id }}>
                  <Trans>Edit</Trans>
                </Link>
              </Button>
            )}
            {mayManageAgencies(viewer) && <Deactivate id={id} name={agency.name} />}
          </HStack>
        )}
      </Flex>
      <ReadState read={read} what={t`the agency`} />
      {agency && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Fact label={t`Company`}>{agency.company}</Fact>
            <Fact label={t`Email`}>{agency.email}</Fact>
            <Fact label={t`Phone`}>{agency.phone}</Fact>
            <Fact label={t`Country`}>{countryName(agency.country_id)}</Fact>
            <Fact label={t`Tax ID`}>{agency.tax_id}</Fact>
            <Fact label={t`Address`}>{agency.address}</Fact>
            <Fact label={t`Sign-in`}>
              {agency.can_login ? t`Can sign in` : t`Cannot sign in until it sets a password`}
            </Fact>
            <Fact label={t`Since`}>{i18n.date(agency.created_at)}</Fact>
          </SimpleGrid>
          <AgencyClients id={id} countryName={countryName} />
        </>
      )}
    </Stack>
  );
}
