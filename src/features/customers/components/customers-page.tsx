/**
 * /dashboard/customers (product.md §2 "customers: list", sidebar 'customers' labelled clients, gate
 * `clientsAgency.*`; issue 19 "a seller at a client's office can find a customer and start a proposal"): the
 * customers the account reaches, from the device — they open and are found offline. The search matches name,
 * company, email, phone, tax id, agency and brands, ignoring case and accents, as one types (one frame over 20,000
 * customers, scripts/bench-customers.ts); the list shows PAGE rows at a time with "Show more". Each row shows
 * whether an edit of it waits to be sent. "New customer" needs a connection (the server gives the id).
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { Badge, Box, Button, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Customer, CustomerKind } from '#src/api/contract/customers.ts';
import { useOnline } from '#src/resource/online-action.tsx';
import { FilterBar, ListHeader, MirrorListState } from '#src/ui/list-page.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import {
  useCustomerActions,
  useCustomerEdits,
  useCustomerIndex,
  useCustomerSearch,
  useCustomersFreshness,
} from '../api/customers.ts';
import { CustomerCreateForm } from './customer-form.tsx';

/** Rows shown at first and added by "Show more". */
export const PAGE = 20;

/**
 * One row of the list; memoised, so a keystroke re-renders only the rows that change (the customer rows are the
 * mirror's objects: the same object until the customer changes).
 */
const CustomerItem = memo(function CustomerItem({ customer: c, waiting }: { customer: Customer; waiting: boolean }) {
  const { t } = useLingui();
  const badges = waiting || c.kind === 'agency' || !c.can_login;
  return (
    <LinkBox
      as="li"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      display="flex"
      justifyContent="space-between"
      alignItems="start"
      flexWrap="wrap"
      gap="3"
      data-customer-id={c.id}
    >
      <Box minW="0">
        <LinkOverlay asChild fontWeight="semibold">
          <Link to="/dashboard/customers/$id" params={{ id: c.id }}>
            {c.name}
          </Link>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {[c.company, c.email, c.phone].filter(Boolean).join(' · ')}
        </Text>
      </Box>
      {badges ? (
        <HStack gap="2" wrap="wrap">
          {waiting ? (
            <Badge colorPalette="yellow">
              <Trans>Edit waiting to be sent</Trans>
            </Badge>
          ) : null}
          {c.kind === 'agency' ? <Badge colorPalette="blue">{t`Agency`}</Badge> : null}
          {!c.can_login ? (
            <Badge colorPalette="orange">
              <Trans>No login</Trans>
            </Badge>
          ) : null}
        </HStack>
      ) : null}
    </LinkBox>
  );
});

/** The heading, its actions and the new-customer form: apart from the list, so a keystroke does not render them. */
const CustomersHeader = memo(function CustomersHeader({ online }: { online: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const lastPulledAt = useCustomersFreshness();
  const actions = useCustomerActions();
  return (
    <>
      <ListHeader title={<Trans>Clients</Trans>} lastPulledAt={lastPulledAt}>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/customers/async">
            <Trans>Search the server</Trans>
          </Link>
        </Button>
        <Button size="sm" onClick={() => setCreating(true)} disabled={!online || creating}>
          <Trans>New customer</Trans>
        </Button>
      </ListHeader>
      {!online ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Creating a customer needs a connection; finding and editing them works offline.</Trans>
        </Text>
      ) : null}
      {creating ? (
        <CustomerCreateForm
          onCancel={() => setCreating(false)}
          onSave={async (body) => {
            const made = await actions.create(body);
            notifySuccess(t`Customer ${made.name} created.`);
            setCreating(false);
            await navigate({ to: '/dashboard/customers/$id', params: { id: made.id } });
          }}
        />
      ) : null}
    </>
  );
});

const KindSelect = memo(function KindSelect(props: {
  kind: CustomerKind | '';
  onChange: (kind: CustomerKind | '') => void;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      id="customer-kind"
      label={<Trans>Kind</Trans>}
      value={props.kind}
      onChange={(value) => props.onChange(value as CustomerKind | '')}
      options={[
        { value: '', label: t`All` },
        { value: 'client', label: t`Clients` },
        { value: 'agency', label: t`Agencies` },
      ]}
    />
  );
});

export function CustomersPage() {
  const { t } = useLingui();
  const online = useOnline();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<CustomerKind | ''>('');
  const [limit, setLimit] = useState(PAGE);
  const index = useCustomerIndex();
  const found = useCustomerSearch(index, { search, kind }, limit);
  const edits = useCustomerEdits();
  const waiting = useMemo(() => new Set(edits.map((a) => a.args.customerId)), [edits]);
  const onKind = useCallback((value: CustomerKind | '') => {
    setKind(value);
    setLimit(PAGE);
  }, []);
  const filtered = search.trim() !== '' || kind !== '';
  return (
    <Stack gap="4">
      <CustomersHeader online={online} />
      <FilterBar
        search={{
          label: t`Search by name, company, email, phone, tax id or brand`,
          value: search,
          onChange: (value) => {
            setSearch(value);
            setLimit(PAGE);
          },
        }}
      >
        <KindSelect kind={kind} onChange={onKind} />
      </FilterBar>
      <MirrorListState
        rows={found?.rows}
        loading={t`Loading the customers on this device…`}
        empty={filtered ? t`No customer matches these filters.` : t`No customers on this device.`}
        hint={
          filtered
            ? undefined
            : t`The customers assigned or shared to you download when the app is online; they then open without a connection.`
        }
      />
      {found && found.total > 0 ? (
        <Text fontSize="sm" color="fg.muted" role="status" data-testid="customers-count">
          {found.total === 1
            ? t`1 customer`
            : found.rows.length < found.total
              ? t`Showing ${found.rows.length} of ${found.total} customers`
              : t`${found.total} customers`}
        </Text>
      ) : null}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Clients`} data-testid="customers-list">
        {found?.rows.map((c) => (
          <CustomerItem key={c.id} customer={c} waiting={waiting.has(c.id)} />
        ))}
      </Stack>
      {found && found.rows.length < found.total ? (
        <Button variant="outline" alignSelf="center" onClick={() => setLimit((n) => n + PAGE)}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
