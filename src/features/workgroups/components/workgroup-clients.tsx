/**
 * A workgroup's clients (product.md §2 "workgroup list"; §3 "workgroup with members and clients"; §4 "Members and
 * clients can be assigned to or removed from workgroups"; docs/customers-workgroups.md): each with the member it is
 * assigned to, kept on the device (a member sees those assigned to it). The workgroup's admins add a customer they
 * reach (chosen by name from the customers on the device), change the member a client is assigned to, and remove a
 * client after a confirmation. Every change needs a connection and says so; the server's refusal is shown as sent.
 */
import { useId, useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { SearchableSelect } from '#src/ui/searchable-select.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import {
  PICKER_ROWS,
  useReachableCustomers,
  useWorkgroupActions,
  useWorkgroupClients,
  useWorkgroupMembers,
  type WorkgroupClient,
} from '../api/workgroups.ts';
import type { Chosen } from './workgroup-frame.tsx';

/** The workgroup's members as choices of "assigned to", with "not assigned" first. */
function useMemberOptions(chosen: Chosen) {
  const { t } = useLingui();
  const read = useWorkgroupMembers(chosen.workgroup.id, 1, PICKER_ROWS);
  return [
    { value: '', label: t`Not assigned` },
    ...(read.value?.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
  ];
}

/** Adding a customer the caller reaches as a client, optionally assigned to a member. */
function AddClient({ chosen }: { chosen: Chosen }) {
  const id = useId();
  const { addClient } = useWorkgroupActions();
  const customers = useReachableCustomers();
  const members = useMemberOptions(chosen);
  const [customer, setCustomer] = useState<string | null>(null);
  const [member, setMember] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  return (
    <Stack gap="3" as="section" aria-labelledby={`${id}-h`} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id={`${id}-h`}>
        <Trans>Add a client</Trans>
      </Heading>
      <SearchableSelect
        label={<Trans>Customer</Trans>}
        name="client-customer"
        options={(customers ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.email})` }))}
        value={customer}
        onChange={(value) => setCustomer(value)}
        searchEnabled={false}
        hint={<Trans>Customers you reach, as on this device.</Trans>}
      />
      <SelectField
        id={`${id}-member`}
        label={<Trans>Assigned to</Trans>}
        value={member}
        onChange={setMember}
        options={members}
      />
      <OnlineAction
        colorPalette="brand"
        variant="solid"
        disabled={!customer}
        run={async () => {
          setAdded(null);
          setAdded(await addClient(chosen.workgroup.id, Number(customer), member ? Number(member) : null));
          setCustomer(null);
        }}
      >
        <Trans>Add the client</Trans>
      </OnlineAction>
      {added && <Text role="status">{added}</Text>}
    </Stack>
  );
}

/** A client's row actions for admins: change its member, or remove it after a confirmation. */
function ClientActions({ chosen, client }: { chosen: Chosen; client: WorkgroupClient }) {
  const { t } = useLingui();
  const id = useId();
  const { assignClient, removeClient } = useWorkgroupActions();
  const members = useMemberOptions(chosen);
  const [mode, setMode] = useState<'idle' | 'assign' | 'remove'>('idle');
  const [member, setMember] = useState(client.member ? String(client.member.id) : '');
  const name = client.name;
  if (mode === 'assign')
    return (
      <Stack gap="1">
        <SelectField
          id={`${id}-member`}
          label={t`Assigned member of ${name}`}
          value={member}
          onChange={setMember}
          options={members}
          minW="140px"
        />
        <HStack gap="1" align="flex-start" wrap="wrap">
          <OnlineAction
            size="xs"
            variant="solid"
            colorPalette="brand"
            run={async () => {
              await assignClient(chosen.workgroup.id, client.id, member ? Number(member) : null);
              setMode('idle');
            }}
          >
            <Trans>Save</Trans>
          </OnlineAction>
          <Button size="xs" variant="ghost" onClick={() => setMode('idle')}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
    );
  if (mode === 'remove')
    return (
      <Stack gap="1">
        <Text fontSize="sm">{t`Remove ${name} from the workgroup?`}</Text>
        <HStack gap="1" align="flex-start" wrap="wrap">
          <OnlineAction
            size="xs"
            colorPalette="red"
            variant="solid"
            run={() => removeClient(chosen.workgroup.id, client.id)}
          >
            <Trans>Yes, remove</Trans>
          </OnlineAction>
          <Button size="xs" variant="ghost" onClick={() => setMode('idle')}>
            <Trans>Keep</Trans>
          </Button>
        </HStack>
      </Stack>
    );
  return (
    <HStack gap="1" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        aria-label={t`Change the member of ${name}`}
        onClick={() => setMode('assign')}
      >
        <Trans>Change member</Trans>
      </Button>
      <Button size="xs" variant="ghost" aria-label={t`Remove ${name}`} onClick={() => setMode('remove')}>
        <Trans>Remove</Trans>
      </Button>
    </HStack>
  );
}

/** For admins, each client row's actions (a hook: it draws components). */
function useClientActions(chosen: Chosen) {
  return chosen.admin ? (c: WorkgroupClient) => <ClientActions chosen={chosen} client={c} /> : undefined;
}

/** The clients table of the chosen workgroup, with the admins' actions and the add form. */
export function ClientsSection({ chosen }: { chosen: Chosen }) {
  const { t } = useLingui();
  const id = useId();
  const [page, setPage] = useState(1);
  const read = useWorkgroupClients(chosen.workgroup.id, page);
  const actions = useClientActions(chosen);
  return (
    <Stack gap="3" as="section" aria-labelledby={`${id}-h`}>
      <Heading as="h2" size="lg" id={`${id}-h`}>
        <Trans>Clients</Trans>
      </Heading>
      <PagedTable
        read={read}
        what={t`the clients`}
        page={page}
        onPageChange={setPage}
        label={t`Clients`}
        empty={chosen.admin ? t`No clients yet.` : t`No clients are assigned to you yet.`}
        columns={[
          { header: t`Name`, cell: (c: WorkgroupClient) => c.name },
          { header: t`Email`, cell: (c) => c.email },
          { header: t`Assigned to`, cell: (c) => c.member?.name ?? t`Not assigned` },
        ]}
        actions={actions}
      />
      {chosen.admin && <AddClient chosen={chosen} />}
    </Stack>
  );
}
