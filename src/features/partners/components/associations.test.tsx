/**
 * The associations screen on a fake API (issue 19; product.md §2 "associations", §4 "Price-change permission on an
 * association can be given or revoked"): a requester sends a request (the answer joins the device's list); the
 * provider accepts it, gives and revokes the price-change permission; offline the known list still shows and
 * every action says it needs a connection.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestAssociation } from '#src/api/contract/business-rules.ts';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { keepAssociation } from '../api/associations.ts';
import type { Viewer } from '../model/partners.ts';
import { AssociationsPage } from './associations-page.tsx';

const seller: Viewer = { id: 30, roles: ['seller'], permissions: ['workgroup.*'], providerId: null };
const provider: Viewer = { id: 40, roles: ['provider'], permissions: ['provider_settings.*'], providerId: 2 };

const association = (id: number, extra: Partial<RequestAssociation> = {}): RequestAssociation => ({
  id,
  requester_id: 30,
  requester_name: 'Ana Vendedora',
  provider_id: 2,
  provider_name: 'Medios del Valle',
  status: 'pending',
  can_change_price: false,
  may_change_price: false,
  message: 'Hola',
  created_at: '2026-04-01T10:00:00Z',
  updated_at: '2026-04-01T10:00:00Z',
  ...extra,
});

describe('associations', () => {
  it('a requester on a new device sees its requests and every provider from GET /client/providers', async () => {
    const api = createFakeApi();
    api.on('lookups.clientProviders', () => ({
      data: [
        { id: 2, name: 'Medios del Valle', country_id: 1, association: association(11, { status: 'accepted' }) },
        { id: 5, name: 'Pantallas del Norte', country_id: 1, association: null },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 2 },
    }));
    const { user } = await renderScreen(() => <AssociationsPage viewer={seller} />, { api });
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.getAllByText(/Medios del Valle/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'New request' }));
    const options = within(screen.getByLabelText('Provider'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Medios del Valle', 'Pantallas del Norte']));
  });

  it('a requester asks a provider; the answer joins the list as pending', async () => {
    const api = createFakeApi();
    api.on('requestAssociations.store', (input) => ({
      data: association(8, { provider_id: 2, message: String(input.body?.message), provider_name: 'Medios del Valle' }),
      message: 'Solicitud enviada.',
    }));
    const { user } = await renderScreen(() => <AssociationsPage viewer={seller} />, {
      api,
      seed: (db) => keepAssociation(db, { a: association(3, { provider_id: 2, status: 'rejected' }) }),
    });
    expect(await screen.findByText('Rejected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New request' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(api.callsTo('requestAssociations.store')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Provider'), '2');
    await user.type(screen.getByLabelText(/^Message/), 'Trabajemos juntos');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Trabajemos juntos')).toBeTruthy();
    expect(api.callsTo('requestAssociations.store')[0]?.input.body).toEqual({
      provider_id: 2,
      message: 'Trabajemos juntos',
    });
    expect(await screen.findByText('Pending')).toBeTruthy();
    // a pending request of one's own can be edited or withdrawn, not decided
    expect(screen.getByRole('button', { name: 'Edit the message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('the provider accepts, then gives and revokes the price-change permission', async () => {
    const api = createFakeApi();
    let row = association(5);
    api.on('requestAssociations.update', (input) => {
      row = { ...row, status: input.body?.status as RequestAssociation['status'] };
      return { data: row, message: 'Solicitud aceptada.' };
    });
    api.on('requestAssociations.givePriceChange', () => {
      row = { ...row, can_change_price: true, may_change_price: true };
      return { data: row, message: 'Permiso dado.' };
    });
    api.on('requestAssociations.revokePriceChange', () => {
      row = { ...row, can_change_price: false, may_change_price: false };
      return { data: row, message: 'Permiso retirado.' };
    });
    const { user } = await renderScreen(() => <AssociationsPage viewer={provider} />, {
      api,
      seed: (db) => keepAssociation(db, { a: association(5) }),
    });
    const card = (await screen.findByRole('heading', { name: 'Ana Vendedora with Medios del Valle' })).closest('li')!;
    expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(api.callsTo('requestAssociations.update')[0]?.input).toEqual({
      params: { id: 5 },
      body: { status: 'accepted' },
    });
    expect(screen.getByText('May not change prices.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Give the price-change permission' }));
    expect(await screen.findByText('May change prices.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke the price-change permission' }));
    expect(await screen.findByText('May not change prices.')).toBeTruthy();
    expect(api.callsTo('requestAssociations.givePriceChange')[0]?.input.params).toEqual({ id: 5 });
    expect(api.callsTo('requestAssociations.revokePriceChange')).toHaveLength(1);
  });

  it('offline: the known list shows and deciding says it needs a connection', async () => {
    const api = createFakeApi();
    await renderScreen(() => <AssociationsPage viewer={provider} />, {
      api,
      online: false,
      seed: (db) => keepAssociation(db, { a: association(5) }),
    });
    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('needs-connection').length).toBeGreaterThan(0));
    expect(screen.getByText(/^The associations this device knows, as of /)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
