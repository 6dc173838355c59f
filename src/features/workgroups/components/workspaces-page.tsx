/**
 * `/dashboard/workspaces` and `/dashboard/workspaces/created` (product.md §2 workspaces: list, created; §1
 * "Workgroup members: belong to workgroups and workspaces"; §6 gate `workgroup.*`; contract
 * src/api/contract/workspaces.ts).
 *
 * - The list: the chosen workgroup's workspaces (kept on the device: offline the last answer, saying from when), each
 *   with its members and clients counted and a link to it. Its admins create, edit and delete them through the
 *   resource kit (`ResourceScreen`: the form checked by the contract's schema, the server's 422 under each field,
 *   saving needs a connection); a member reads only the workspaces it belongs to.
 * - `created` (spelling as the spec writes it): the creation on a page of its own — the form, then the new
 *   workspace with its next steps (add its members and clients, on its page). The list's own "New workspace" opens
 *   the same form above the list.
 */
import { useState } from 'react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX } from '#src/api/contract/workspaces.ts';
import { ResourceScreen, type ResourceConfig, type ResourceOpen } from '#src/resource/resource-screen.tsx';
import { useResourceActions, useResourceList } from '#src/resource/use-resource.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { ResourceForm } from '#src/ui/resource/resource-form.tsx';
import { ResourceTable } from '#src/ui/resource/resource-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { workspaceEndpoints, type Workspace } from '../api/workgroups.ts';
import { WorkgroupFrame, type Chosen } from './workgroup-frame.tsx';

/** The workspaces' resource config for workgroup `chosen` (create sends its id). */
export function useWorkspacesConfig(chosen: Chosen): ResourceConfig<Workspace> {
  const { t } = useLingui();
  const name = chosen.workgroup.name;
  return {
    endpoints: workspaceEndpoints,
    title: t`Workspaces of ${name}`,
    labels: {
      create: t`New workspace`,
      edit: t`Edit workspace`,
      empty: t`No workspaces yet.`,
      created: t`Workspace created.`,
      saved: t`Workspace saved.`,
      what: t`the workspaces`,
    },
    columns: [
      {
        header: t`Name`,
        cell: (w) => (
          <Link asChild>
            <RouterLink to="/dashboard/workspaces/$id" params={{ id: w.id }}>
              {w.name}
            </RouterLink>
          </Link>
        ),
      },
      { header: t`Description`, cell: (w) => w.description },
      { header: t`Members`, cell: (w) => w.members_count, numeric: true },
      { header: t`Clients`, cell: (w) => w.clients_count, numeric: true },
    ],
    fields: [
      { name: 'name', label: t`Name`, required: true, maxLength: WORKSPACE_NAME_MAX },
      { name: 'description', label: t`Description`, kind: 'textarea', maxLength: WORKSPACE_DESCRIPTION_MAX },
    ],
    toForm: (w) => ({ name: w?.name ?? '', description: w?.description ?? '' }),
    toBody: (f) => ({ name: f.name, description: f.description ?? '', workgroup_id: chosen.workgroup.id }),
    rowName: (w) => w.name,
    filters: { workgroup_id: chosen.workgroup.id },
  };
}

/** A member's view: the workspaces it belongs to, read only. */
function ReadOnlyWorkspaces({ config }: { config: ResourceConfig<Workspace> }) {
  const [page, setPage] = useState(1);
  const list = useResourceList<Workspace>(config.endpoints, { page, per_page: 20, ...config.filters });
  const lastPage = list.value?.lastPage ?? 1;
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {config.title}
      </Heading>
      <ReadState read={list} what={config.labels.what} />
      <ResourceTable
        label={config.title}
        columns={config.columns}
        rows={list.value?.rows ?? []}
        empty={list.state === 'ready' ? config.labels.empty : undefined}
      />
      {lastPage > 1 && <Pagination currentPage={page} lastPage={lastPage} onPageChange={setPage} />}
    </Stack>
  );
}

function Workspaces({ chosen, open }: { chosen: Chosen; open: ResourceOpen }) {
  const config = useWorkspacesConfig(chosen);
  return chosen.admin ? (
    <ResourceScreen key={chosen.workgroup.id} config={config} open={open} heading={false} />
  ) : (
    <ReadOnlyWorkspaces config={config} />
  );
}

/** The list, with the admins' create, edit and delete (`open` opens a form at once). */
export function WorkspacesPage({ open }: { open?: ResourceOpen }) {
  const { t } = useLingui();
  return (
    <WorkgroupFrame title={t`Workspaces`}>{(chosen) => <Workspaces chosen={chosen} open={open} />}</WorkgroupFrame>
  );
}

/** The form on its own page, then the new workspace and what to do next. */
function CreateWorkspace({ chosen }: { chosen: Chosen }) {
  const { t } = useLingui();
  const config = useWorkspacesConfig(chosen);
  const actions = useResourceActions<Workspace>(workspaceEndpoints);
  const [created, setCreated] = useState<Workspace | null>(null);
  if (!chosen.admin)
    return (
      <Text role="status">
        <Trans>Only the workgroup's administrators create workspaces.</Trans>
      </Text>
    );
  if (created)
    return (
      <Stack gap="3" role="status" data-testid="workspace-created" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" size="lg">
          {created.name}
        </Heading>
        {created.description && <Text>{created.description}</Text>}
        <Text>
          <Trans>Next steps:</Trans>
        </Text>
        <Stack as="ul" ps="5" gap="1">
          <li>
            <Link asChild>
              <RouterLink to="/dashboard/workspaces/$id" params={{ id: created.id }}>
                <Trans>Add its members and clients</Trans>
              </RouterLink>
            </Link>
          </li>
          <li>
            <Link asChild>
              <RouterLink to="/dashboard/workspaces">
                <Trans>See every workspace</Trans>
              </RouterLink>
            </Link>
          </li>
        </Stack>
      </Stack>
    );
  return (
    <ResourceForm
      title={config.labels.create}
      fields={config.fields}
      initial={config.toForm(undefined)}
      schema={workspaceEndpoints.store.body as never}
      toBody={config.toBody}
      submitLabel={t`Create the workspace`}
      onSave={async (body) => {
        const row = await actions.save(undefined, body);
        notifySuccess(config.labels.created);
        setCreated(row);
      }}
    />
  );
}

/** `/dashboard/workspaces/created`: see the module doc. */
export function WorkspaceCreatedPage() {
  const { t } = useLingui();
  return (
    <WorkgroupFrame title={t`New workspace`}>
      {(chosen) => <CreateWorkspace key={chosen.workgroup.id} chosen={chosen} />}
    </WorkgroupFrame>
  );
}
