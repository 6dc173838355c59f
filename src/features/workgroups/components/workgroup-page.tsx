/**
 * `/dashboard/workgroup` (product.md §2 "workgroup list", sidebar gate `workgroup.*`; §3 "workgroup with members and
 * clients"; §4; §6 "a workgroup member request has a type of client or member"; docs/customers-workgroups.md): the
 * caller's workgroups with a chooser when it is in several, and for the chosen one its members (role, permissions,
 * clients count), its clients (with the member each is assigned to) and its files. Its admins invite a member or a
 * client by email, remove members, set their permissions, add, reassign and remove clients, and import files;
 * members who are not admins read only (and export what they read). Links lead to its workspaces. Everything read
 * is kept on the device (offline it shows the last answer and says from when); every change needs a connection and
 * says so.
 */
import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClientsSection } from './workgroup-clients.tsx';
import { WorkgroupFrame } from './workgroup-frame.tsx';
import { InviteForm, MembersSection } from './workgroup-members.tsx';
import { TransferSection } from './workgroup-transfer.tsx';

export function WorkgroupPage() {
  const { t } = useLingui();
  return (
    <WorkgroupFrame title={t`Workgroup`}>
      {(chosen) => (
        <>
          <HStack as="nav" aria-label={t`Workgroup pages`} gap="4" wrap="wrap">
            <Link asChild>
              <RouterLink to="/dashboard/workspaces">
                <Trans>Its workspaces</Trans>
              </RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to="/dashboard/associations">
                <Trans>Associations with providers</Trans>
              </RouterLink>
            </Link>
            {chosen.admin && (
              <Link asChild>
                <RouterLink to="/dashboard/workspaces/created">
                  <Trans>New workspace</Trans>
                </RouterLink>
              </Link>
            )}
          </HStack>
          {chosen.admin && <InviteForm chosen={chosen} />}
          <MembersSection chosen={chosen} />
          <ClientsSection chosen={chosen} />
          <TransferSection chosen={chosen} />
        </>
      )}
    </WorkgroupFrame>
  );
}
