/** Notices of spec §8: the server's message, or the local one with no answer; toast or alert dialog. */
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../api/errors.ts';
import { alertError, describeError, Notices } from './notices.tsx';
import { activateLocale, renderWithProviders } from './test-utils.tsx';

beforeAll(() => activateLocale('en'));

describe('describeError', () => {
  it('shows the server body: message as title, description below', () => {
    expect(
      describeError(
        new ApiError({ type: 'conflict', status: 409, message: 'Unidad ocupada', description: 'Elige otras fechas' }),
      ),
    ).toEqual({ title: 'Unidad ocupada', description: 'Elige otras fechas' });
  });
  it('with no answer says there is no connection and keeps the local message', () => {
    expect(describeError(new ApiError({ type: 'network', status: 0, message: 'Failed to fetch' }))).toEqual({
      title: 'No connection to the server',
      description: 'Failed to fetch',
    });
  });
  it('says at once when the device is out of storage', () => {
    const full = Object.assign(new Error('quota'), { name: 'StorageFullError' });
    expect(describeError(full).title).toBe('This device is out of storage: the action was not saved');
  });
  it('copes with anything thrown', () => {
    expect(describeError('boom').title).toBe('Something went wrong');
    expect(describeError(new Error('Falló')).title).toBe('Falló');
  });
});

describe('alert dialog notice', () => {
  it('opens with the error and closes on Accept', async () => {
    const { user } = await renderWithProviders(<Notices />);
    act(() =>
      alertError(
        new ApiError({
          type: 'error',
          status: 500,
          message: 'No se pudo aplicar la reserva',
          description: 'Intenta más tarde',
        }),
      ),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('No se pudo aplicar la reserva');
    expect(dialog.textContent).toContain('Intenta más tarde');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
