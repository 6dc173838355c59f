/**
 * The art request form on the resource kit: the endpoint's own schema checks it before anything is sent, the
 * server's 422 shows under its field with what was typed kept, and a saved request sends the chosen media types.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '#src/api/errors.ts';
import { renderArt } from '../testing/render-art.tsx';
import { ArtRequestEditPage } from './art-request-edit.tsx';

const refused = () =>
  new ApiError({
    type: 'validation',
    status: 422,
    message: 'The given data was invalid.',
    errors: { campaign_id: ['The campaign is not yours.'] },
  });

describe('art request form', () => {
  it('checks with the endpoint schema, shows the 422 under its field keeping the text, then saves', async () => {
    const { user, api, engine } = await renderArt(() => <ArtRequestEditPage />, {
      permissions: ['art.client.*'],
      prepare: (a) => a.script('artRequests.store', refused()),
    });
    await engine.db.mediaTypes.bulkPut([{ id: 3, name: 'Paraderos' } as never, { id: 4, name: 'Pantallas' } as never]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required.')).not.toHaveLength(0);
    expect(api.callsTo('artRequests.store')).toHaveLength(0);

    await user.type(screen.getByRole('spinbutton', { name: /Campaign number/ }), '7');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Logo grande, fondo azul');
    await user.click(await screen.findByRole('checkbox', { name: 'Pantallas' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The campaign is not yours.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe(
      'Logo grande, fondo azul',
    );

    api.on('artRequests.store', () => {
      throw new ApiError({ type: 'error', status: 409, message: 'Stop here: the body was checked.' });
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('artRequests.store')).toHaveLength(2));
    expect(api.callsTo('artRequests.store')[1]!.input.body).toEqual({
      campaign_id: 7,
      description: 'Logo grande, fondo azul',
      media_type_ids: [4],
    });
    expect(await screen.findByText('Stop here: the body was checked.')).toBeTruthy();
  });
});
