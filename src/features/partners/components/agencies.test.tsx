/**
 * The agency screens on a fake API (issue 19; product.md §2 "agencies list, create, {id}, {id}/edit"): the list
 * with filter words and country and a link per agency; creating one (the server's 422 under its field, nothing
 * typed lost); editing it; an agency's clients with their filter; deactivating after a confirmation; offline, the
 * kept list still shows and deactivating says it needs a connection.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Agency, AgencyClient } from '#src/api/contract/agencies.ts';
import { ApiError } from '#src/api/errors.ts';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import type { Viewer } from '../model/partners.ts';
import { AgenciesPage } from './agencies-page.tsx';
import { AgencyCreatePage, AgencyEditPage } from './agency-form-page.tsx';
import { AgencyPage } from './agency-page.tsx';

const manager: Viewer = { id: 90, roles: ['manager'], permissions: ['browse_agencies'], providerId: null };
const seller: Viewer = { id: 91, roles: ['seller'], permissions: ['browse_agencies'], providerId: null };

const agency = (id: number, name: string, extra: Partial<Agency> = {}): Agency => ({
  id,
  name,
  company: `${name} S.A.`,
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  phone: null,
  country_id: 10,
  tax_id: null,
  address: null,
  can_login: true,
  clients_count: 2,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});

const page = <T,>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } });

function serve(api: FakeApi, rows: Agency[]) {
  api.on('agencies.list', (input) => {
    const q = input.query as { filter?: string; country_id?: number };
    return page(
      rows.filter(
        (a) =>
          (!q.filter || a.name.toLowerCase().includes(q.filter.toLowerCase())) &&
          (!q.country_id || a.country_id === q.country_id),
      ),
    );
  });
  api.on('agencies.show', (input) => ({ data: rows.find((a) => a.id === input.params?.id) }));
}

describe('agencies', () => {
  it('lists with filter words and country, links each agency, and "New agency" only for managers', async () => {
    const api = createFakeApi();
    serve(api, [agency(1, 'Colibrí Medios'), agency(2, 'Norte Publicidad', { country_id: 99, clients_count: 0 })]);
    const { user } = await renderScreen(() => <AgenciesPage viewer={manager} />, {
      api,
      stubs: ['/dashboard/agencies/create', '/dashboard/agencies/$id'],
    });
    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 agencies')).toBeTruthy();
    // the country names come from the device's look-ups, which may arrive after the list
    expect(await within(table).findAllByText('México')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Country'), '10');
    await waitFor(() => expect(screen.queryByText('Norte Publicidad')).toBeNull());
    expect(api.callsTo('agencies.list').at(-1)?.input.query).toMatchObject({ country_id: 10, page: 1 });
    await user.type(screen.getByLabelText('Search by name, company or email'), 'zzz');
    expect(await screen.findByText('No agency matches.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Search by name, company or email'));
    await user.click(await screen.findByRole('link', { name: 'Colibrí Medios' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('landed: /dashboard/agencies/$id');
  });

  it('hides "New agency" from a seller', async () => {
    const api = createFakeApi();
    serve(api, [agency(1, 'Colibrí Medios')]);
    await renderScreen(() => <AgenciesPage viewer={seller} />, { api });
    await screen.findByRole('table', { name: 'Agencies' });
    expect(screen.queryByRole('link', { name: 'New agency' })).toBeNull();
  });

  it('creates an agency: the server 422 under its field, nothing typed lost, then the agency', async () => {
    const api = createFakeApi();
    api.script(
      'agencies.store',
      new ApiError({
        type: 'validation',
        status: 422,
        message: 'Invalid',
        errors: { email: ['Ese correo ya existe.'] },
      }),
    );
    api.on('agencies.store', (input) => ({ data: agency(7, String(input.body?.name)), message: 'Agencia creada.' }));
    const { user } = await renderScreen(() => <AgencyCreatePage viewer={manager} />, {
      api,
      stubs: ['/dashboard/agencies/$id', '/dashboard/agencies'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'New agency' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Name/), 'Agencia Sur');
    await user.type(screen.getByLabelText(/^Email/), 'sur@example.com');
    await user.selectOptions(screen.getByLabelText('Country'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ese correo ya existe.')).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Agencia Sur');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('sur@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('landed: /dashboard/agencies/$id');
    expect(api.callsTo('agencies.store').at(-1)?.input.body).toEqual({
      name: 'Agencia Sur',
      email: 'sur@example.com',
      company: null,
      phone: null,
      country_id: 10,
      tax_id: null,
      address: null,
    });
  });

  it('edits an agency read fresh from the server', async () => {
    const api = createFakeApi();
    const rows = [agency(1, 'Colibrí Medios')];
    serve(api, rows);
    api.on('agencies.update', (input) => ({ data: { ...rows[0], ...input.body }, message: 'Agencia guardada.' }));
    const { user } = await renderScreen(() => <AgencyEditPage id={1} viewer={manager} />, {
      api,
      stubs: ['/dashboard/agencies/$id'],
    });
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
    expect(name.value).toBe('Colibrí Medios');
    await user.clear(name);
    await user.type(name, 'Colibrí Digital');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(api.callsTo('agencies.update')[0]?.input).toMatchObject({
      params: { id: 1 },
      body: { name: 'Colibrí Digital', email: 'colibrmedios@example.com', country_id: 10 },
    });
  });

  it('shows an agency with its clients (filtered), and deactivates it after a confirmation', async () => {
    const api = createFakeApi();
    serve(api, [agency(1, 'Colibrí Medios')]);
    const clients: AgencyClient[] = [
      { id: 5, name: 'Café Luna', company: null, email: 'luna@example.com', phone: null, country_id: 10, active: true },
      {
        id: 6,
        name: 'Zapatería Sol',
        company: null,
        email: 'sol@example.com',
        phone: null,
        country_id: 10,
        active: false,
      },
    ];
    api.on('agencies.clients', (input) => {
      const f = (input.query as { filter?: string }).filter?.toLowerCase();
      return page(clients.filter((c) => !f || c.name.toLowerCase().includes(f)));
    });
    api.on('agencies.delete', () => ({ message: 'Agencia desactivada.' }));
    const { user } = await renderScreen(() => <AgencyPage id={1} viewer={manager} />, {
      api,
      stubs: ['/dashboard/agencies', '/dashboard/agencies/$id/edit'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Colibrí Medios' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Clients of the agency' });
    expect(within(table).getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('2 clients')).toBeTruthy();
    await user.type(screen.getByLabelText('Search its clients'), 'luna');
    await waitFor(() =>
      expect(
        api.callsTo('agencies.clients').some((c) => (c.input.query as { filter?: string }).filter === 'luna'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Zapatería Sol')).toBeNull());
    expect(await screen.findByText('Café Luna')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(api.callsTo('agencies.delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('landed: /dashboard/agencies');
    expect(api.callsTo('agencies.delete')[0]?.input.params).toEqual({ id: 1 });
  });

  it('offline: the kept list shows, saying from when', async () => {
    const api = createFakeApi();
    serve(api, [agency(1, 'Colibrí Medios')]);
    api.on('agencies.clients', () => page([]));
    const accountId = `partners-offline-${Date.now()}`;
    const first = await renderScreen(() => <AgenciesPage viewer={manager} />, { api, accountId });
    await screen.findByRole('table', { name: 'Agencies' });
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThan(0));
    first.close();
    const down = createFakeApi();
    down.script('agencies.list', ...Array.from({ length: 6 }, () => offline()));
    await renderScreen(() => <AgenciesPage viewer={manager} />, { api: down, accountId, online: false });
    expect(await screen.findByText('Colibrí Medios')).toBeTruthy();
    expect((await screen.findByTestId('stored-read')).textContent).toMatch(
      /^No connection: showing the agencies as loaded on /,
    );
  });

  it('offline: the agency page says deactivating needs a connection', async () => {
    const api = createFakeApi();
    serve(api, [agency(1, 'Colibrí Medios')]);
    api.on('agencies.clients', () => page([]));
    const { user } = await renderScreen(() => <AgencyPage id={1} viewer={manager} />, { api, online: false });
    await screen.findByRole('heading', { level: 1, name: 'Colibrí Medios' });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(screen.getByTestId('needs-connection')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Yes, deactivate' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
