/**
 * `/dashboard/workspaces/{id}` (product.md §2 workspaces "{id}"; §1 "Workgroup members: belong to workgroups and
 * workspaces"; §4 "Members and clients can be assigned to or removed from workgroups and workspaces"; contract
 * src/api/contract/workspaces.ts): one workspace, its members and its clients, kept on the device (offline the last
 * answer, saying from when). The admins of its workgroup add a member or a client — chosen among the workgroup's
 * own, the only ones the server takes — and remove one after a confirmation; each change needs a connection and
 * says so, and a refusal shows the server's message. A workspace out of reach is a 404, shown as "not found".
 */
import { useId, useState } from 'react';
import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import {
  PICKER_ROWS,
  useMyWorkgroups,
  useWorkgroupClients,
  useWorkgroupMembers,
  useWorkspace,
  useWorkspaceActions,
  useWorkspacePeople,
  type Workspace,
  type WorkspacePerson,
} from '../api/workgroups.ts';

type Kind = 'members' | 'clients';

/** Removal of one person after a confirmation. */
function RemovePerson(props: { kind: Kind; workspace: Workspace; person: WorkspacePerson }) {
  const { t } = useLingui();
  const { remove } = useWorkspaceActions();
  const [confirming, setConfirming] = useState(false);
  const name = props.person.name;
  if (!confirming)
    return (
      <Button size="xs" variant="ghost" aria-label={t`Remove ${name}`} onClick={() => setConfirming(true)}>
        <Trans>Remove</Trans>
      </Button>
    );
  return (
    <Stack gap="1">
      <Text fontSize="sm">{t`Remove ${name} from the workspace?`}</Text>
      <HStack gap="1" align="flex-start" wrap="wrap">
        <OnlineAction
          size="xs"
          colorPalette="red"
          variant="solid"
          run={() => remove(props.kind, props.workspace.id, props.person.id)}
        >
          <Trans>Yes, remove</Trans>
        </OnlineAction>
        <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
          <Trans>Keep</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/** Adding one of the workgroup's members or clients. */
function AddPerson({ kind, workspace }: { kind: Kind; workspace: Workspace }) {
  const { t } = useLingui();
  const id = useId();
  const { add } = useWorkspaceActions();
  const members = useWorkgroupMembers(workspace.workgroup.id, 1, PICKER_ROWS);
  const clients = useWorkgroupClients(workspace.workgroup.id, 1, PICKER_ROWS);
  const [chosen, setChosen] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const people = (kind === 'members' ? members.value?.data : clients.value?.data) ?? [];
  return (
    <Stack gap="2">
      <SelectField
        id={`${id}-${kind}`}
        label={kind === 'members' ? <Trans>Member to add</Trans> : <Trans>Client to add</Trans>}
        value={chosen}
        onChange={setChosen}
        options={[
          { value: '', label: t`Choose…` },
          ...people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` })),
        ]}
      />
      <OnlineAction
        disabled={!chosen}
        run={async () => {
          setDone(null);
          setDone(await add(kind, workspace.id, Number(chosen)));
          setChosen('');
        }}
      >
        {kind === 'members' ? <Trans>Add the member</Trans> : <Trans>Add the client</Trans>}
      </OnlineAction>
      {done && <Text role="status">{done}</Text>}
    </Stack>
  );
}

/** For admins, each row's removal (a hook: it draws components). */
function useRemoveActions(kind: Kind, workspace: Workspace, admin: boolean) {
  return admin ? (p: WorkspacePerson) => <RemovePerson kind={kind} workspace={workspace} person={p} /> : undefined;
}

/** The workspace's members or clients, with the admins' add and remove. */
function People({ kind, workspace, admin }: { kind: Kind; workspace: Workspace; admin: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [page, setPage] = useState(1);
  const read = useWorkspacePeople(kind, workspace.id, page);
  const actions = useRemoveActions(kind, workspace, admin);
  const title = kind === 'members' ? t`Members` : t`Clients`;
  return (
    <Stack gap="3" as="section" aria-labelledby={`${id}-h`}>
      <Heading as="h2" size="lg" id={`${id}-h`}>
        {title}
      </Heading>
      <PagedTable
        read={read}
        what={kind === 'members' ? t`the workspace's members` : t`the workspace's clients`}
        page={page}
        onPageChange={setPage}
        label={title}
        empty={kind === 'members' ? t`No members in this workspace yet.` : t`No clients in this workspace yet.`}
        columns={[
          { header: t`Name`, cell: (p: WorkspacePerson) => p.name },
          { header: t`Email`, cell: (p) => p.email },
        ]}
        actions={actions}
      />
      {admin && <AddPerson kind={kind} workspace={workspace} />}
    </Stack>
  );
}

export function WorkspacePage({ id }: { id: number }) {
  const { t } = useLingui();
  const read = useWorkspace(id);
  const mine = useMyWorkgroups();
  const workspace = read.value;
  const admin = !!workspace && (mine.value ?? []).some((w) => w.id === workspace.workgroup.id && w.role === 'admin');
  return (
    <Stack gap="5">
      <Link asChild fontSize="sm">
        <RouterLink to="/dashboard/workspaces">
          <Trans>← Workspaces</Trans>
        </RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        {workspace?.name ?? t`Workspace`}
      </Heading>
      {read.notFound ? (
        <Text role="alert">
          <Trans>This workspace does not exist or you do not reach it.</Trans>
        </Text>
      ) : (
        <ReadState read={read} what={t`the workspace`} />
      )}
      {workspace && (
        <>
          <Text color="fg.muted">{t`Workgroup: ${workspace.workgroup.name}`}</Text>
          {workspace.description && <Text>{workspace.description}</Text>}
          <People kind="members" workspace={workspace} admin={admin} />
          <People kind="clients" workspace={workspace} admin={admin} />
        </>
      )}
    </Stack>
  );
}
