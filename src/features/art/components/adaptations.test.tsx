/**
 * A campaign's art adaptation requests (the campaign's create-art-adaptation
 * page, spec §2): the list, a new request (online: it then shows in the
 * list), a description required first, and a clear message offline.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ArtAdaptation } from '#src/api/contract/art.ts';
import { offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderArt } from '../testing/render-art.tsx';
import { AdaptationsPage } from './adaptations.tsx';

const CLIENT = { permissions: ['art.client.*', 'color_proofs.client.*'] };

function adaptation(id: number, description: string): ArtAdaptation {
  return {
    id,
    campaign: { id: 7, name: 'Verano' },
    description,
    unit_ids: [1, 2],
    currency: 'MXN',
    budget: 800,
    budget_status: 'pending',
    budget_comment: null,
    arts_status: 'none',
    arts_comment: null,
    files: [],
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
  };
}

/** The campaign's requests on the fake server, and a store that adds one. */
function serveAdaptations(api: FakeApi): ArtAdaptation[] {
  const rows = [adaptation(1, 'Adaptar a mupis')];
  api.on('artAdaptation.list', () => ({ data: rows }));
  api.on('artAdaptation.store', (input) => {
    const row = adaptation(rows.length + 1, String((input.body as { description: string }).description));
    rows.push(row);
    return { data: row };
  });
  return rows;
}

describe('art adaptation requests of a campaign', () => {
  it('lists them, needs a description, and a new one shows in the list once the server has it', async () => {
    let rows: ArtAdaptation[] = [];
    const { user } = await renderArt(() => <AdaptationsPage campaign={7} />, {
      ...CLIENT,
      prepare: (api) => {
        rows = serveAdaptations(api);
      },
    });
    const table = await screen.findByRole('table', { name: 'Adaptation requests' });
    expect(within(table).getByRole('link', { name: 'Adaptation 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ask for an adaptation' }));
    expect(await screen.findByText('Required.')).toBeTruthy(); // the endpoint's own schema, nothing sent
    expect(rows).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Adaptar a vallas de 12 x 4');
    await user.click(screen.getByRole('button', { name: 'Ask for an adaptation' }));
    expect(await within(table).findByRole('link', { name: 'Adaptation 2' })).toBeTruthy();
    expect(rows.map((r) => r.description)).toEqual(['Adaptar a mupis', 'Adaptar a vallas de 12 x 4']);
  });

  it('offline, asking says it needs a connection and keeps what was typed', async () => {
    const { user } = await renderArt(() => <AdaptationsPage campaign={7} />, {
      ...CLIENT,
      prepare: (api) => {
        serveAdaptations(api);
        api.script('artAdaptation.store', offline());
      },
    });
    await screen.findByRole('table', { name: 'Adaptation requests' });
    const box = screen.getByRole('textbox', { name: /Description/ });
    await user.type(box, 'Adaptar a pantallas');
    await user.click(screen.getByRole('button', { name: 'Ask for an adaptation' }));
    expect(
      await screen.findByText(
        'Saving needs a connection. Nothing you typed is lost: save again when the device is back online.',
      ),
    ).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Adaptar a pantallas');
  });
});
