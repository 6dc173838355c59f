/**
 * The workspace screens on a fake API (product.md §2 workspaces list, created, {id}; §4 "Members and clients can be
 * assigned to or removed from … workspaces"): an admin creates a workspace in the chosen workgroup and edits it; the
 * `created` page shows the new one with its next steps; a workspace's page adds one of the workgroup's members and
 * shows the server's refusal of a removal; a plain member reads the list without changing it.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Workspace } from '#src/api/contract/workspaces.ts';
import { createFakeApi, httpError } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { ANA, BETO, CARLA, pageOf, person, serveWorkgroup, workspace } from '../testing/fixtures.ts';
import { WorkspacePage } from './workspace-page.tsx';
import { WorkspaceCreatedPage, WorkspacesPage } from './workspaces-page.tsx';

const stubs = ['/dashboard/workspaces', '/dashboard/workspaces/$id'];

/** Serves the workspaces list, show, store and update over `rows`. */
function serveWorkspaces(api: ReturnType<typeof createFakeApi>, rows: Map<number, Workspace>) {
  api.on('workspaces.list', (input) => {
    expect(input.query).toMatchObject({ workgroup_id: 7 });
    return pageOf([...rows.values()]);
  });
  api.on('workspaces.show', (input) => ({ data: rows.get((input.params as { id: number }).id)! }));
  api.on('workspaces.store', (input) => {
    const body = input.body as { name: string; description: string; workgroup_id: number };
    const row = workspace(9, body.name, { description: body.description });
    rows.set(9, row);
    return { data: row, message: 'Workspace saved.' };
  });
  api.on('workspaces.update', (input) => {
    const id = (input.params as { id: number }).id;
    const body = input.body as { name: string; description: string };
    rows.set(id, { ...rows.get(id)!, ...body });
    return { data: rows.get(id)!, message: 'Workspace saved.' };
  });
}

describe('workspaces', () => {
  it('an admin creates a workspace in the chosen workgroup and edits one', async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'admin');
    const rows = new Map([[5, workspace(5, 'Norte', { members_count: 2, clients_count: 1 })]]);
    serveWorkspaces(api, rows);
    const { user } = await renderScreen(() => <WorkspacesPage />, { api, permissions: ['workgroup.*'], stubs });
    const table = await screen.findByRole('table', { name: 'Workspaces of Equipo Colibrí' });
    expect(within(table).getByRole('link', { name: 'Norte' }).getAttribute('href')).toBe('/dashboard/workspaces/5');

    await user.click(screen.getByRole('button', { name: 'New workspace' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Sur');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Clientes del sur');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: /^Workspaces/ })).getByText('Sur')).toBeTruthy(),
    );
    expect(api.callsTo('workspaces.store')[0]!.input.body).toEqual({
      name: 'Sur',
      description: 'Clientes del sur',
      workgroup_id: 7,
    });

    await user.click(screen.getByRole('button', { name: 'Edit Norte' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Norte y centro');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: /^Workspaces/ })).getByText('Norte y centro')).toBeTruthy(),
    );
    expect(api.callsTo('workspaces.update')[0]!.input.params).toEqual({ id: 5 });
  });

  it('the created page shows the new workspace with its next steps', async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'admin');
    serveWorkspaces(api, new Map());
    const { user } = await renderScreen(() => <WorkspaceCreatedPage />, {
      api,
      permissions: ['workgroup.*'],
      stubs,
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Occidente');
    await user.click(screen.getByRole('button', { name: 'Create the workspace' }));
    const created = await screen.findByTestId('workspace-created');
    expect(within(created).getByRole('heading', { name: 'Occidente' })).toBeTruthy();
    expect(within(created).getByRole('link', { name: 'Add its members and clients' }).getAttribute('href')).toBe(
      '/dashboard/workspaces/9',
    );
  });

  it('a plain member reads its workspaces without changing them', async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'member');
    serveWorkspaces(api, new Map([[5, workspace(5, 'Norte')]]));
    await renderScreen(() => <WorkspacesPage />, { api, permissions: ['workgroup.*'], stubs });
    const table = await screen.findByRole('table', { name: 'Workspaces of Equipo Colibrí' });
    expect(within(table).getByText('Norte')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New workspace' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it("a workspace's page adds one of the workgroup's members and shows a refused removal", async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'admin');
    let ws = workspace(5, 'Norte', { members_count: 1, clients_count: 1 });
    const inside = [person(ANA)];
    api.on('workspaces.show', () => ({ data: ws }));
    api.on('workspaces.members', () => pageOf([...inside]));
    api.on('workspaces.clients', () => pageOf([person(CARLA)]));
    api.on('workspaces.members.add', (input) => {
      expect(input.params).toEqual({ id: 5, memberId: 2 });
      inside.push(person(BETO));
      ws = { ...ws, members_count: 2 };
      return { data: ws, message: 'Member added to the workspace.' };
    });
    api.script('workspaces.clients.remove', httpError(404, 'This client is not in the workspace.'));
    const { user } = await renderScreen(() => <WorkspacePage id={5} />, {
      api,
      permissions: ['workgroup.*'],
      stubs,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Norte' })).toBeTruthy();
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByText('Ana Pérez')).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('option', { name: 'Beto Ruiz (beto@example.com)' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Member to add'), '2');
    await user.click(screen.getByRole('button', { name: 'Add the member' }));
    expect(await screen.findByText('Member added to the workspace.')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Members' })).getByText('Beto Ruiz')).toBeTruthy(),
    );

    const clients = screen.getByRole('table', { name: 'Clients' });
    await user.click(within(clients).getByRole('button', { name: 'Remove Carla Soto' }));
    await user.click(within(clients).getByRole('button', { name: 'Yes, remove' }));
    expect((await within(clients).findByTestId('action-error')).textContent).toBe(
      'This client is not in the workspace.',
    );
  });
});
