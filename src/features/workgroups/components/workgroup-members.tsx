/**
 * A workgroup's members (product.md §2 "workgroup list" and "workgroup … members/{id?}"; §4 "Members … can be
 * assigned to or removed from workgroups"; docs/customers-workgroups.md "Invitations and membership"): each with its
 * role, its permissions and how many clients it has, kept on the device. The workgroup's admins also invite a member
 * or a client by email (§6: type member or client), remove a member (after a confirmation; the server keeps the last
 * admin and its message says so) and set a member's permissions (`MEMBER_PERMISSIONS`). Every change needs a
 * connection and says so; a member who is not an admin only reads.
 */
import { useId, useState } from 'react';
import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MEMBER_PERMISSIONS,
  INVITATION_TYPES,
  type InvitationType,
  type MemberPermission,
} from '#src/domain/membership-rules.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { QueuedActions } from '#src/resource/queued-actions.tsx';
import { useOutboxEntry } from '#src/sync/index.ts';
import { CheckField } from '#src/ui/check-field.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import {
  usePermissionChanges,
  useQueuePermissions,
  useWorkgroupActions,
  useWorkgroupMembers,
  type WorkgroupMember,
} from '../api/workgroups.ts';
import { INVITATION_TYPE_LABELS, PERMISSION_LABELS, ROLE_LABELS } from '../model/labels.ts';
import type { Chosen } from './workgroup-frame.tsx';

/** The invitation form of the workgroup's admins: an address and whether it joins as a member or a client. */
export function InviteForm({ chosen }: { chosen: Chosen }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { invite } = useWorkgroupActions();
  const [email, setEmail] = useState('');
  const [type, setType] = useState<InvitationType>('member');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Stack gap="3" as="section" aria-labelledby={`${id}-h`} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id={`${id}-h`}>
        <Trans>Invite someone</Trans>
      </Heading>
      <TextInput
        label={t`Email`}
        name="invite-email"
        type="email"
        value={email}
        onChange={setEmail}
        maxLength={255}
        autoComplete="off"
      />
      <SelectField
        id={`${id}-type`}
        label={<Trans>Joins as</Trans>}
        value={type}
        onChange={(value) => setType(value as InvitationType)}
        options={INVITATION_TYPES.map((value) => ({ value, label: i18n._(INVITATION_TYPE_LABELS[value]) }))}
      />
      <OnlineAction
        colorPalette="brand"
        variant="solid"
        disabled={!email.trim()}
        run={async () => {
          setSent(null);
          setSent(await invite(type, email.trim(), chosen.workgroup.id));
          setEmail('');
        }}
      >
        <Trans>Send the invitation</Trans>
      </OnlineAction>
      {sent && (
        <Text role="status" data-testid="invite-sent">
          {sent}
        </Text>
      )}
    </Stack>
  );
}

/** The permission checkboxes of one member, saved together. */
function PermissionsEditor(props: { chosen: Chosen; member: WorkgroupMember; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queuePermissions = useQueuePermissions();
  const changes = usePermissionChanges(props.chosen.workgroup.id, props.member.id);
  const outbox = useOutboxEntry();
  const waiting = changes.filter((c) => c.state !== 'refused').at(-1);
  const [held, setHeld] = useState<MemberPermission[]>(
    MEMBER_PERMISSIONS.filter((p) => (waiting?.args.permissions ?? props.member.permissions).includes(p)),
  );
  const [queued, setQueued] = useState(false);
  const name = props.member.name;
  return (
    <Stack as="section" aria-labelledby={`${id}-h`} gap="2" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id={`${id}-h`}>
        {t`Permissions of ${name}`}
      </Heading>
      <Stack as="fieldset" gap="1">
        <legend>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Every member reads its customers; these add to it.</Trans>
          </Text>
        </legend>
        {MEMBER_PERMISSIONS.map((p) => (
          <CheckField
            key={p}
            label={i18n._(PERMISSION_LABELS[p])}
            checked={held.includes(p)}
            onChange={(on) => setHeld((h) => MEMBER_PERMISSIONS.filter((x) => (x === p ? on : h.includes(x))))}
          />
        ))}
      </Stack>
      <HStack gap="2" align="flex-start" wrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() =>
            void queuePermissions({
              memberId: props.member.id,
              workgroupId: props.chosen.workgroup.id,
              memberName: name,
              permissions: held,
            }).then(() => setQueued(true))
          }
        >
          <Trans>Save the permissions</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onClose}>
          <Trans>Close</Trans>
        </Button>
      </HStack>
      {queued && changes.length === 0 ? (
        <Text role="status" fontSize="sm">
          <Trans>Permissions saved.</Trans>
        </Text>
      ) : null}
      <QueuedActions
        actions={changes}
        waiting={<Trans>These permissions are saved on this device and sent when the connection returns.</Trans>}
        onDiscard={(entryId) => void outbox.discard(entryId)}
      />
    </Stack>
  );
}

/** A member's row actions for admins: permissions, and removal after a confirmation. */
function MemberActions(props: { chosen: Chosen; member: WorkgroupMember; onPermissions: () => void }) {
  const { t } = useLingui();
  const { removeMember } = useWorkgroupActions();
  const [confirming, setConfirming] = useState(false);
  const name = props.member.name;
  if (confirming)
    return (
      <Stack gap="1">
        <Text fontSize="sm">{t`Remove ${name} from the workgroup?`}</Text>
        <HStack gap="1" align="flex-start" wrap="wrap">
          <OnlineAction
            size="xs"
            colorPalette="red"
            variant="solid"
            run={() => removeMember(props.member.id, props.chosen.workgroup.id)}
          >
            <Trans>Yes, remove</Trans>
          </OnlineAction>
          <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
            <Trans>Keep</Trans>
          </Button>
        </HStack>
      </Stack>
    );
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={t`Permissions of ${name}`} onClick={props.onPermissions}>
        <Trans>Permissions</Trans>
      </Button>
      <Button size="xs" variant="ghost" aria-label={t`Remove ${name}`} onClick={() => setConfirming(true)}>
        <Trans>Remove</Trans>
      </Button>
    </HStack>
  );
}

/** The members table's columns and, for admins, each row's actions (a hook: its cells draw components). */
function useMembersTable(chosen: Chosen, onPermissions: (m: WorkgroupMember) => void) {
  const { t, i18n } = useLingui();
  const columns: ResourceColumn<WorkgroupMember>[] = [
    {
      header: t`Name`,
      cell: (m: WorkgroupMember) => (
        <Link asChild>
          <RouterLink to="/dashboard/workgroup/members/$id" params={{ id: m.id }}>
            {m.name}
          </RouterLink>
        </Link>
      ),
    },
    { header: t`Email`, cell: (m) => m.email },
    { header: t`Role`, cell: (m) => i18n._(ROLE_LABELS[m.role]) },
    {
      header: t`Permissions`,
      cell: (m) =>
        m.permissions.length
          ? m.permissions
              .map((p) => (p in PERMISSION_LABELS ? i18n._(PERMISSION_LABELS[p as MemberPermission]) : p))
              .join(', ')
          : m.role === 'admin'
            ? t`Every permission`
            : t`Read its customers`,
    },
    { header: t`Clients`, cell: (m) => m.clients_count, numeric: true },
  ];
  const actions = chosen.admin
    ? (m: WorkgroupMember) => <MemberActions chosen={chosen} member={m} onPermissions={() => onPermissions(m)} />
    : undefined;
  return { columns, actions };
}

/**
 * The members table of the chosen workgroup, with the admins' actions.
 * @param heading an h2 "Members" above it (a part of the workgroup page); none on the members page
 */
export function MembersSection({ chosen, heading = true }: { chosen: Chosen; heading?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<WorkgroupMember | null>(null);
  const read = useWorkgroupMembers(chosen.workgroup.id, page);
  const table = useMembersTable(chosen, setEditing);
  return (
    <Stack
      gap="3"
      as="section"
      aria-labelledby={heading ? `${id}-h` : undefined}
      aria-label={heading ? undefined : t`Members`}
    >
      {heading && (
        <Heading as="h2" size="lg" id={`${id}-h`}>
          <Trans>Members</Trans>
        </Heading>
      )}
      <PagedTable
        read={read}
        what={t`the members`}
        page={page}
        onPageChange={setPage}
        label={t`Members`}
        empty={t`No members yet.`}
        columns={table.columns}
        actions={table.actions}
      />
      {chosen.admin && editing && (
        <PermissionsEditor key={editing.id} chosen={chosen} member={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
