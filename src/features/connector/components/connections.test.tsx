/**
 * The connections screen rendered like the app (fake API, fake IndexedDB): the list names type, source and
 * credentials without showing any; a new file connection refused by the server shows the message under the file
 * with the name kept; an edit of a database connection leaves an empty connection string out (kept on the server);
 * a delete refused while in use shows the server's words; offline the last list stays and changes need a connection.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#src/api/errors.ts';
import { createFakeApi, httpError, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { connection, OPTIONS, pageOf } from '../testing/fixtures.ts';
import { ConnectionsPage } from './connections-page.tsx';

const DB = connection(2, {
  name: 'Sales DB',
  type: 'postgresql',
  auth_method: 'password',
  file: null,
  has_credentials: true,
  host: 'db•••••.com:5432/sales',
  table: 'public.units',
  columns: [],
});

function answer(api: FakeApi) {
  api.on('connections.list', () => pageOf([connection(1, { name: 'Units file' }), DB]));
  api.on('connections.show', (input) => ({ data: input.params?.id === 2 ? DB : connection(1) }));
  api.on('connections.types', () => ({ data: OPTIONS['connections.types'] }));
  api.on('connections.authMethods', () => ({ data: OPTIONS['connections.authMethods'] }));
}

describe('connections', () => {
  it('lists the connections without credentials, and shows a 422 under the file keeping the name', async () => {
    const api = createFakeApi();
    answer(api);
    api.script(
      'connections.store',
      new ApiError({
        type: 'validation',
        status: 422,
        message: 'The file has no header row.',
        errors: { file: ['The file has no header row.'] },
      }),
    );
    api.on('connections.store', () => ({ data: connection(3, { name: 'Billboards' }), message: 'Connection saved.' }));
    const { user } = await renderScreen(() => <ConnectionsPage />, { api });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Connections']);
    const table = await screen.findByRole('table', { name: 'Connections' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Units file');
    expect(rows[0]!.textContent).toContain('File (CSV or Excel)');
    expect(rows[0]!.textContent).toContain('codigo, titulo, direccion, latitud and 1 more');
    expect(rows[1]!.textContent).toContain('db•••••.com:5432/sales · public.units');
    expect(rows[1]!.textContent).toContain('Stored');

    await user.click(screen.getByRole('button', { name: 'New connection' }));
    const form = screen.getByRole('form', { name: 'New connection' });
    await user.type(within(form).getByLabelText(/^Name/), 'Billboards');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a CSV or Excel file.')).toBeTruthy();
    expect(api.callsTo('connections.store')).toHaveLength(0);

    const file = new File(['nonsense'], 'units.csv', { type: 'text/csv' });
    await user.upload(within(form).getByLabelText('Source file (CSV or Excel .xlsx)'), file);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const message = await within(form).findByText('The file has no header row.');
    expect(message.getAttribute('role')).toBe('alert');
    const input = within(form).getByLabelText('Source file (CSV or Excel .xlsx)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Billboards');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New connection' })).toBeNull());
    expect(api.callsTo('connections.store')[1]!.input.body).toEqual({
      name: 'Billboards',
      type: 'file',
      auth_method: 'file',
      file: expect.any(Blob),
    });
  });

  it('edits a database connection: an empty connection string keeps the stored one', async () => {
    const api = createFakeApi();
    answer(api);
    api.on('connections.update', () => ({ data: DB, message: 'Connection saved.' }));
    const { user } = await renderScreen(() => <ConnectionsPage open={2} />, { api });
    const form = await screen.findByRole('form', { name: 'Edit connection' });
    const secret = within(form).getByLabelText(/^Connection string/) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    expect(form.textContent).toContain('A connection string is stored and never shown. Leave this empty to keep it.');
    expect(form.textContent).toContain('Leave empty to keep the stored password.');
    await user.clear(within(form).getByLabelText(/^Table/));
    await user.type(within(form).getByLabelText(/^Table/), 'sales.units');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('connections.update')).toHaveLength(1));
    expect(api.callsTo('connections.update')[0]!.input).toEqual({
      params: { id: 2 },
      body: { name: 'Sales DB', auth_method: 'password', table: 'sales.units', query: '' },
    });
  });

  it('shows why a delete was refused (in use)', async () => {
    const api = createFakeApi();
    answer(api);
    api.script('connections.delete', httpError(409, 'A pipeline uses this connection.'));
    const { user } = await renderScreen(() => <ConnectionsPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Delete Units file' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A pipeline uses this connection.');
  });

  it('offline, shows the list read last and says changes need a connection', async () => {
    const first = await renderScreen(() => <ConnectionsPage />, {
      api: (() => {
        const api = createFakeApi();
        answer(api);
        return api;
      })(),
    });
    await screen.findByRole('table', { name: 'Connections' });
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThan(0));
    const accountId = String(first.engine.accountId);
    first.close();

    const api = createFakeApi();
    for (const name of ['connections.list', 'connections.types', 'connections.authMethods'])
      api.script(name, ...Array.from({ length: 5 }, () => offline()));
    await renderScreen(() => <ConnectionsPage />, { api, accountId, online: false });
    expect(await screen.findByText('Units file')).toBeTruthy();
    expect((await screen.findByTestId('stored-read')).textContent).toMatch(/^No connection/);
    expect(screen.getByTestId('connector-offline').textContent).toContain('need a connection');
    expect((screen.getByRole('button', { name: 'New connection' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete Units file' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
