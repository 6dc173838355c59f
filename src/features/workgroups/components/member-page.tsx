/**
 * `/dashboard/workgroup/members/{id?}` (product.md §2 "workgroup … members/{id?}"; §1 "Workgroup members: belong to
 * workgroups and workspaces, each with assigned customers"; §4; docs/customers-workgroups.md "Invitations and
 * membership"). Without an id: the members of the chosen workgroup (as on the workgroup page, admins' actions
 * included). With an id: that member of the chosen workgroup (`GET /client/workgroups/{workgroup}/members/{member}`:
 * role, permissions, clients, since when) and the customers assigned to it; the workgroup's admins assign more,
 * chosen among the workgroup's clients, and the server's refused ids are shown by name. Reads are kept on the device
 * (offline: the last answer, saying from when); assigning needs a connection and says so. A member out of reach is a
 * 404 from the server, shown as "not found".
 */
import { useId, useState } from 'react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberPermission } from '#src/domain/membership-rules.ts';
import { formatDate } from '#src/lib/dates.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { CheckField } from '#src/ui/check-field.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import {
  PICKER_ROWS,
  useMemberCustomers,
  useWorkgroupActions,
  useWorkgroupClients,
  useWorkgroupMember,
  type WorkgroupClient,
  type WorkgroupMember,
} from '../api/workgroups.ts';
import { PERMISSION_LABELS, ROLE_LABELS } from '../model/labels.ts';
import { WorkgroupFrame, type Chosen } from './workgroup-frame.tsx';
import { MembersSection } from './workgroup-members.tsx';

/** Assigning the workgroup's clients to the member: checkboxes of those not yet assigned to it, then the outcome. */
function AssignCustomers({ chosen, member }: { chosen: Chosen; member: WorkgroupMember }) {
  const { t } = useLingui();
  const id = useId();
  const { assignCustomers } = useWorkgroupActions();
  const clients = useWorkgroupClients(chosen.workgroup.id, 1, PICKER_ROWS);
  const [picked, setPicked] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<{ message: string; refused: number[] } | null>(null);
  const offered = (clients.value?.data ?? []).filter((c) => c.member?.id !== member.id);
  const nameOf = (cid: number) => clients.value?.data.find((c) => c.id === cid)?.name ?? `#${cid}`;
  return (
    <Stack gap="3" as="section" aria-labelledby={`${id}-h`} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id={`${id}-h`}>
        <Trans>Assign customers</Trans>
      </Heading>
      <ReadState read={clients} what={t`the workgroup's clients`} />
      {clients.value && offered.length === 0 && (
        <Text color="fg.muted">
          <Trans>Every client of the workgroup is already assigned to this member.</Trans>
        </Text>
      )}
      {offered.length > 0 && (
        <Stack as="fieldset" gap="1">
          <legend>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Clients of the workgroup (a client assigned to another member moves to this one)</Trans>
            </Text>
          </legend>
          {offered.map((c) => (
            <CheckField
              key={c.id}
              label={c.member ? t`${c.name} (now ${c.member.name})` : c.name}
              checked={picked.includes(c.id)}
              onChange={(on) => setPicked((p) => (on ? [...p, c.id] : p.filter((x) => x !== c.id)))}
            />
          ))}
        </Stack>
      )}
      <OnlineAction
        colorPalette="brand"
        variant="solid"
        disabled={picked.length === 0}
        run={async () => {
          setOutcome(null);
          const answer = await assignCustomers(chosen.workgroup.id, member.id, picked);
          setOutcome({ message: answer.message, refused: answer.refused });
          setPicked([]);
        }}
      >
        <Trans>Assign the chosen customers</Trans>
      </OnlineAction>
      {outcome && (
        <Stack gap="1" role="status" data-testid="assign-outcome">
          <Text>{outcome.message}</Text>
          {outcome.refused.length > 0 && (
            <Text color="fg.error">{t`Refused (not clients of this workgroup): ${outcome.refused.map(nameOf).join(', ')}`}</Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** One member's facts, its customers, and the admins' assignment. */
function MemberDetail({ chosen, memberId }: { chosen: Chosen; memberId: number }) {
  const { t, i18n } = useLingui();
  const read = useWorkgroupMember(chosen.workgroup.id, memberId);
  const [page, setPage] = useState(1);
  const customers = useMemberCustomers(chosen.workgroup.id, memberId, page);
  const member = read.value;
  if (read.notFound)
    return (
      <Text role="alert">
        <Trans>This member is not in the chosen workgroup, or you do not reach it.</Trans>
      </Text>
    );
  return (
    <>
      <ReadState read={read} what={t`the member`} />
      {member && (
        <Stack gap="1" data-testid="member-facts">
          <Heading as="h2" size="lg">
            {member.name}
          </Heading>
          <Text>
            <Trans>Email</Trans>: {member.email}
          </Text>
          <Text>
            <Trans>Role</Trans>: {i18n._(ROLE_LABELS[member.role])}
          </Text>
          <Text>
            <Trans>Permissions</Trans>:{' '}
            {member.permissions.length
              ? member.permissions
                  .map((p) => (p in PERMISSION_LABELS ? i18n._(PERMISSION_LABELS[p as MemberPermission]) : p))
                  .join(', ')
              : t`Read its customers`}
          </Text>
          <Text>
            <Trans>Member since</Trans>: {formatDate(member.joined_at)}
          </Text>
        </Stack>
      )}
      <Stack gap="3" as="section" aria-label={t`Customers of the member`}>
        <Heading as="h2" size="lg">
          <Trans>Its customers</Trans>
        </Heading>
        <PagedTable
          read={customers}
          what={t`the member's customers`}
          page={page}
          onPageChange={setPage}
          label={t`Customers of the member`}
          empty={t`No customers are assigned to this member.`}
          columns={[
            { header: t`Name`, cell: (c: WorkgroupClient) => c.name },
            { header: t`Email`, cell: (c) => c.email },
          ]}
        />
      </Stack>
      {chosen.admin && member && <AssignCustomers chosen={chosen} member={member} />}
    </>
  );
}

/** The members list (no id) or one member (id). */
export function MemberPage({ id }: { id?: number | undefined }) {
  const { t } = useLingui();
  return (
    <Stack gap="3">
      <Link asChild fontSize="sm">
        <RouterLink to="/dashboard/workgroup">
          <Trans>← Workgroup</Trans>
        </RouterLink>
      </Link>
      {id === undefined ? (
        <WorkgroupFrame title={t`Workgroup members`}>
          {(chosen) => <MembersSection chosen={chosen} heading={false} />}
        </WorkgroupFrame>
      ) : (
        <WorkgroupFrame title={t`Workgroup member`}>
          {(chosen) => <MemberDetail chosen={chosen} memberId={id} />}
        </WorkgroupFrame>
      )}
    </Stack>
  );
}
