/**
 * The workgroup screen on a fake API (product.md §2 "workgroup list"; §4; §6 "a workgroup member request has a type
 * of client or member"; docs/customers-workgroups.md): an admin invites (the server's message), is refused removing
 * the last admin (the server's message), sets permissions (sent as checked) and imports a file (the row report); a
 * plain member reads without write controls; offline the kept answer shows with its date and every write says it
 * needs a connection.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { nextAccountId } from '#src/sync/testing/fixtures.ts';
import { createFakeApi, httpError, offline } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { BETO, serveWorkgroup } from '../testing/fixtures.ts';
import { workgroupMutations } from '../mutations.ts';
import { WorkgroupPage } from './workgroup-page.tsx';

const stubs = ['/dashboard/workgroup/members/$id', '/dashboard/workspaces', '/dashboard/workspaces/created'];
const options = (api: ReturnType<typeof createFakeApi>) => ({
  api,
  permissions: ['workgroup.*'],
  stubs,
  mutations: workgroupMutations,
});

describe('workgroup page', () => {
  it('an admin invites by email and type, is told why the last admin stays, and sets permissions', async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'admin');
    api.on('workgroupMembers.inviteClient', (input) => {
      expect(input.body).toEqual({ email: 'nuevo@example.com', workgroup_id: 7 });
      return {
        data: {
          id: 9,
          email: 'nuevo@example.com',
          type: 'client',
          workgroup: { id: 7, name: 'Equipo Colibrí' },
          expires_at: '2026-03-12T10:00:00.000Z',
        },
        message: 'Invitation sent to nuevo@example.com.',
      };
    });
    api.script('workgroupMembers.remove', httpError(422, 'The workgroup must keep at least one administrator.'));
    api.on('workgroupMembers.permissions', (input) => ({
      data: { ...BETO, permissions: (input.body as { permissions: string[] }).permissions },
      message: 'Permissions saved.',
    }));
    const { user } = await renderScreen(() => <WorkgroupPage />, options(api));

    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByText('Beto Ruiz')).toBeTruthy();
    expect(within(members).getAllByText('Administrator').length).toBe(1);
    expect(within(members).getByText('Edit its customers')).toBeTruthy();
    expect(screen.getByTestId('my-role').textContent).toBe('Your role in Equipo Colibrí: Administrator');
    const clients = await screen.findByRole('table', { name: 'Clients' });
    expect(within(clients).getByText('Not assigned')).toBeTruthy();

    // invite a client
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nuevo@example.com');
    await user.selectOptions(screen.getByLabelText('Joins as'), 'client');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect((await screen.findByTestId('invite-sent')).textContent).toBe('Invitation sent to nuevo@example.com.');

    // removing the last admin: the server refuses and says why
    await user.click(within(members).getByRole('button', { name: 'Remove Ana Pérez' }));
    await user.click(within(members).getByRole('button', { name: 'Yes, remove' }));
    expect((await screen.findByTestId('action-error')).textContent).toBe(
      'The workgroup must keep at least one administrator.',
    );
    expect(api.callsTo('workgroupMembers.remove')[0]!.input).toMatchObject({
      params: { id: 1 },
      query: { workgroup_id: 7 },
    });

    // permissions: Beto keeps "edit" and gains "manage campaigns"
    await user.click(within(members).getByRole('button', { name: 'Permissions of Beto Ruiz' }));
    const editor = screen.getByRole('region', { name: 'Permissions of Beto Ruiz' });
    expect((within(editor).getByLabelText('Edit its customers') as HTMLInputElement).checked).toBe(true);
    await user.click(within(editor).getByLabelText('Manage campaigns'));
    await user.click(within(editor).getByRole('button', { name: 'Save the permissions' }));
    // queued through the outbox (works offline), sent at once here, then the members are read again
    expect(await within(editor).findByText('Permissions saved.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('workgroupMembers.permissions')).toHaveLength(1));
    expect(api.callsTo('workgroupMembers.permissions')[0]!.input.body).toEqual({
      member_id: 2,
      workgroup_id: 7,
      permissions: ['customers.edit', 'campaigns.manage'],
    });
  });

  it('imports a members file and shows the row report with the refused rows and their reasons', async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'admin');
    api.on('workgroupTransfer.importMembers', () => ({
      data: {
        created: 2,
        updated: 1,
        refused: [{ row: 4, errors: { role: ['The workgroup must keep at least one administrator.'] } }],
      },
      message: 'Import finished.',
    }));
    const { user } = await renderScreen(() => <WorkgroupPage />, options(api));
    await screen.findByRole('table', { name: 'Members' });
    await user.selectOptions(screen.getByLabelText('The file holds'), 'members');
    const file = new File(['email,role\nx@example.com,member\n'], 'members.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/^An .xlsx or .csv file/), file);
    await user.click(screen.getByRole('button', { name: 'Import the file' }));
    const report = await screen.findByTestId('import-report');
    expect(within(report).getByText('2 rows created. 1 row updated. 1 row refused:')).toBeTruthy();
    const refused = within(report).getByRole('table', { name: 'Refused rows' });
    expect(within(refused).getByText('4')).toBeTruthy();
    expect(within(refused).getByText('role: The workgroup must keep at least one administrator.')).toBeTruthy();
    const sent = api.callsTo('workgroupTransfer.importMembers')[0]!.input.body as { workgroup_id: number };
    expect(sent.workgroup_id).toBe(7);
  });

  it('a member who is not an admin reads only (and may export what it reads)', async () => {
    const api = createFakeApi();
    serveWorkgroup(api, 'member');
    await renderScreen(() => <WorkgroupPage />, options(api));
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByText('Beto Ruiz')).toBeTruthy();
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.getByTestId('my-role').textContent).toBe('Your role in Equipo Colibrí: Member');
    expect(screen.queryByRole('button', { name: 'Send the invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Permissions of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change the member/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add the client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import the file' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export the members' })).toBeTruthy();
  });

  it('offline after a reload: shows the kept answer with its date; every write says it needs a connection', async () => {
    const accountId = nextAccountId();
    const api = createFakeApi();
    serveWorkgroup(api, 'admin');
    const first = await renderScreen(() => <WorkgroupPage />, { ...options(api), accountId });
    await screen.findByRole('table', { name: 'Members' });
    await screen.findByRole('table', { name: 'Clients' });
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThanOrEqual(3));
    first.close();

    const down = createFakeApi();
    for (const name of ['workgroupMembers.mine', 'workgroupMembers.list', 'workgroupMembers.clients'])
      down.script(name, ...Array.from({ length: 6 }, () => offline()));
    await renderScreen(() => <WorkgroupPage />, { ...options(down), accountId, online: false });
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByText('Beto Ruiz')).toBeTruthy();
    expect(
      await screen.findByText(/^No connection: showing your workgroups as loaded on \d{2}\/\d{2}\/\d{4}/),
    ).toBeTruthy();
    expect(
      await screen.findByText(/^No connection: showing the members as loaded on \d{2}\/\d{2}\/\d{4}/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the invitation' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export the clients' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Import the file' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByTestId('needs-connection').length).toBeGreaterThanOrEqual(4);
  });
});
