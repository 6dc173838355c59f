/**
 * /dashboard/proposals (product.md §2 "proposals: list"; api-catalogue.md GET /proposals with statuses from
 * `/enums/proposal-statuses`): the proposals the account reaches, from the device (they open offline), newest
 * first, each with its client, units, total in its currency and status; filters by status and text.
 */
import { useState } from 'react';
import { Box, Button, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PROPOSAL_STATUSES } from '#src/api/contract/sales.ts';
import { PROPOSAL_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { formatDate } from '#src/lib/dates.ts';
import { FilterBar, ListHeader, MirrorListState } from '#src/ui/list-page.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useProposalStatuses, useProposals, useProposalsFreshness } from '../api/proposals.ts';
import { ProposalStatusBadge } from './proposal-parts.tsx';

export function ProposalsPage() {
  const { t } = useLingui();
  const label = useEnumLabel(PROPOSAL_STATUS_LABELS);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const rows = useProposals({ status, search });
  // the server's statuses (spec: `/enums/proposal-statuses`), else the bundled labels (first visit offline)
  const statuses = useProposalStatuses() ?? PROPOSAL_STATUSES.map((key) => ({ key, name: label(key) }));
  const lastPulledAt = useProposalsFreshness();
  return (
    <Stack gap="4">
      <ListHeader title={<Trans>Proposals</Trans>} lastPulledAt={lastPulledAt}>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/proposals/by-package">
            <Trans>From a package</Trans>
          </Link>
        </Button>
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/dashboard/proposals/create">
            <Trans>New proposal</Trans>
          </Link>
        </Button>
      </ListHeader>
      <FilterBar search={{ label: t`Search by name or client`, value: search, onChange: setSearch }}>
        <SelectField
          id="proposal-status"
          label={<Trans>Status</Trans>}
          value={status}
          onChange={setStatus}
          options={[{ value: '', label: t`All` }, ...statuses.map((s) => ({ value: s.key, label: s.name }))]}
        />
      </FilterBar>
      <MirrorListState
        rows={rows}
        loading={t`Loading the proposals on this device…`}
        empty={search || status ? t`No proposal matches these filters.` : t`No proposals on this device.`}
        hint={
          search || status
            ? undefined
            : t`Proposals download when the app is online; they then open and change without a connection.`
        }
      />
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Proposals`} data-testid="proposals-list">
        {rows?.map((p) => (
          <LinkBox as="li" key={p.id} p="4" borderWidth="1px" borderRadius="lg" data-proposal-id={p.id}>
            <HStack justify="space-between" gap="3" wrap="wrap" align="start">
              <Box minW="0">
                <LinkOverlay asChild>
                  <Link to="/dashboard/proposals/$id" params={{ id: p.id }}>
                    <Text fontWeight="semibold">{p.name}</Text>
                  </Link>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {p.client_name} · <Plural value={p.units.length} one="# unit" other="# units" />
                  {p.start_date && p.end_date ? ` · ${formatDate(p.start_date)} – ${formatDate(p.end_date)}` : ''}
                </Text>
              </Box>
              <Stack gap="1" align="end">
                <ProposalStatusBadge status={p.status} />
                <PriceTag value={p.total} currency={p.currency} size="sm" />
              </Stack>
            </HStack>
          </LinkBox>
        ))}
      </Stack>
    </Stack>
  );
}
