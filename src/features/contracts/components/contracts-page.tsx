/**
 * /dashboard/contracts (product.md §2: the side menu's contracts entry, gate `browse_contracts`; issue 17): the
 * contracts the account reaches, from the device (they open offline, saying when they were loaded), filtered by
 * status, customer, seller and dates; pending ones first. Each row names the client, owner, period (DD/MM/YYYY),
 * units and total in its currency, and opens `contracts/{id}`. Operations also makes the uninstallation jobs of the
 * contracts that ended (`/unistall-order-jobs`, online).
 */
import { useState } from 'react';
import { Box, Button, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CONTRACT_STATUSES, type ContractStatus } from '#src/domain/contract-rules.ts';
import { CONTRACT_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { DateRangePicker } from '#src/ui/date-range-picker.tsx';
import { FilterBar, ListHeader, MirrorListState } from '#src/ui/list-page.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { ApiError } from '#src/api/errors.ts';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import {
  useContractPeople,
  useContractRights,
  useContracts,
  useContractsFreshness,
  useUninstallEndedContracts,
  type ContractFilter,
} from '../api/contracts.ts';
import { ContractPeriod, ContractStatusBadge } from './contract-parts.tsx';

const NO_FILTER: ContractFilter = { status: '', clientId: '', ownerId: '', from: '', to: '', search: '' };

/** Operations: the uninstallation jobs of the contracts that ended (online; the server makes each once). */
function UninstallEnded() {
  const { t } = useLingui();
  const uninstall = useUninstallEndedContracts();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      notifySuccess((await uninstall()).message);
    } catch (e) {
      notifyError(
        e instanceof ApiError && e.isNetwork
          ? new Error(t`Making order jobs needs a connection. Try again online.`)
          : e,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      whiteSpace="normal"
      h="auto"
      py="1"
      maxW="full"
      textAlign="start"
      loading={busy}
      onClick={() => void run()}
    >
      <Trans>Uninstall jobs for ended contracts</Trans>
    </Button>
  );
}

/** The contracts list. */
export function ContractsPage() {
  const { t } = useLingui();
  const label = useEnumLabel(CONTRACT_STATUS_LABELS);
  const [filter, setFilter] = useState<ContractFilter>(NO_FILTER);
  const set = (patch: Partial<ContractFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const rows = useContracts(filter);
  const people = useContractPeople();
  const lastPulledAt = useContractsFreshness();
  const { orderJobs } = useContractRights();
  const filtered = JSON.stringify(filter) !== JSON.stringify(NO_FILTER);
  return (
    <Stack gap="4">
      <ListHeader title={<Trans>Contracts</Trans>} lastPulledAt={lastPulledAt}>
        {orderJobs && <UninstallEnded />}
      </ListHeader>
      <FilterBar
        search={{
          label: t`Search by campaign, client or reference`,
          value: filter.search,
          onChange: (search) => set({ search }),
        }}
      >
        <SelectField
          id="contract-status"
          label={<Trans>Status</Trans>}
          value={filter.status}
          onChange={(v) => set({ status: v as ContractStatus | '' })}
          options={[{ value: '', label: t`All` }, ...CONTRACT_STATUSES.map((s) => ({ value: s, label: label(s) }))]}
        />
        <SelectField
          id="contract-client"
          label={<Trans>Customer</Trans>}
          value={String(filter.clientId)}
          onChange={(v) => set({ clientId: v ? Number(v) : '' })}
          options={[
            { value: '', label: t`All` },
            ...people.clients.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <SelectField
          id="contract-owner"
          label={<Trans>Seller</Trans>}
          value={String(filter.ownerId)}
          onChange={(v) => set({ ownerId: v ? Number(v) : '' })}
          options={[
            { value: '', label: t`All` },
            ...people.owners.map((o) => ({ value: String(o.id), label: o.name })),
          ]}
        />
        <Box minW={{ base: 'full', sm: '240px' }}>
          <DateRangePicker
            label={<Trans>Running between</Trans>}
            value={{ ...(filter.from ? { start: filter.from } : {}), ...(filter.to ? { end: filter.to } : {}) }}
            onChange={(r) => set({ from: r.start ?? '', to: r.end ?? '' })}
          />
        </Box>
      </FilterBar>
      <MirrorListState
        rows={rows}
        loading={t`Loading the contracts on this device…`}
        empty={filtered ? t`No contract matches these filters.` : t`No contracts on this device.`}
        hint={
          filtered
            ? undefined
            : t`Contracts made from reservations and proposals download when the app is online; they then open without a connection.`
        }
      />
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Contracts`} data-testid="contracts-list">
        {rows?.map((c) => (
          <LinkBox as="li" key={c.id} p="4" borderWidth="1px" borderRadius="lg" data-contract-id={c.id}>
            <HStack justify="space-between" gap="3" wrap="wrap" align="start">
              <Box minW="0">
                <LinkOverlay asChild>
                  <Link to="/dashboard/contracts/$id" params={{ id: c.id }}>
                    <Text fontWeight="semibold">
                      <Trans>
                        Contract {c.id} · {c.name}
                      </Trans>
                    </Text>
                  </Link>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  {c.client_name} · {c.owner_name ?? t`No seller`} ·{' '}
                  <Plural value={c.units.length} one="# unit" other="# units" />
                  {c.reference ? ` · ${c.reference}` : ''}
                </Text>
                <ContractPeriod contract={c} />
              </Box>
              <Stack gap="1" align="end">
                <ContractStatusBadge contract={c} />
                <PriceTag value={c.total} currency={c.currency} size="sm" />
              </Stack>
            </HStack>
          </LinkBox>
        ))}
      </Stack>
    </Stack>
  );
}
