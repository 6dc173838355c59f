/**
 * The dashboard home's cards on a fake API: only the cards the profile's
 * permissions allow, each with its list's total; a card whose read got no
 * answer says it needs a connection, and Retry reads it again.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { HomePage } from './home-page.tsx';

// the greeting's server text (GET /translations) is not what this test is about
vi.mock('#src/i18n/server-translations.ts', () => ({ useServerText: () => ({ text: () => '' }) }));

const page = (total: number) => ({
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 1, total, server_time: '2026-11-02T10:00:00.000Z' },
});

describe('home page', () => {
  it('shows the allowed cards with their totals; an unanswered one needs a connection until Retry', async () => {
    const api = createFakeApi();
    api.on('campaigns.list', () => page(12));
    api.on('routes.list', (input) => page(input.query?.status === 'pending' ? 5 : 3));
    api.script('campaigns.list', offline());
    const permissions = ['campaigns.show', 'browse_routes'];
    const { user } = await renderScreen(() => <HomePage profile={{ name: 'Rosa', permissions }} />, {
      api,
      permissions,
    });
    expect(await within(screen.getByTestId('card-routes-today')).findByText('3')).toBeTruthy();
    expect(await within(screen.getByTestId('card-routes-pending')).findByText('5')).toBeTruthy();
    expect(await within(screen.getByTestId('card-campaigns')).findByText('Needs a connection')).toBeTruthy();
    expect(screen.queryByTestId('card-units')).toBeNull();
    expect(screen.queryByTestId('card-art-review')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByTestId('card-campaigns')).findByText('12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(api.callsTo('units.providerList')).toHaveLength(0);
  });
});
