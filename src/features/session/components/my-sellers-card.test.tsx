/** A client's sellers on its profile (issue 19 `clients/me`): listed with links to write or call, and kept offline. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { makeCustomer } from '#src/features/customers/testing/fixtures.ts';
import { MySellersCard } from './my-sellers-card.tsx';

describe('my sellers', () => {
  it('lists the sellers of the signed-in client with mail and phone links', async () => {
    const api = createFakeApi();
    api.on('clients.me', () => ({
      data: {
        customer: makeCustomer(4, 'Diego Hernández Luna'),
        sellers: [{ id: 3, name: 'Sofía Martínez Ochoa', email: 'seller@pauta.demo', phone: '+52 55 1234 5678' }],
      },
    }));
    await renderScreen(() => <MySellersCard />, { api });
    const list = await screen.findByRole('list', { name: 'My sellers' });
    expect(await within(list).findByText('Sofía Martínez Ochoa')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'seller@pauta.demo' }).getAttribute('href')).toBe(
      'mailto:seller@pauta.demo',
    );
    expect(within(list).getByRole('link', { name: '+52 55 1234 5678' }).getAttribute('href')).toBe('tel:+525512345678');
  });
});
