/**
 * The data specifications screen (fake API, fake IndexedDB): a new specification takes its source columns from a
 * connection, maps them with functions and an argument, adds the required fields in one go, shows every message
 * of a 422 under the mappings keeping the rows, and sends the mappings as typed once accepted.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#src/api/errors.ts';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { connection, OPTIONS, pageOf, specification } from '../testing/fixtures.ts';
import { SpecificationsPage } from './specifications-page.tsx';

const UNIT_FIELDS = [
  { id: 'sku', name: 'SKU', required: true },
  { id: 'title', name: 'Title', required: true },
  { id: 'price', name: 'Price', required: false },
];

describe('data specifications', () => {
  it('maps columns taken from a connection, shows a 422 under the mappings, then saves them', async () => {
    const api = createFakeApi();
    api.on('dataSpecifications.list', () => pageOf([specification(2, { name: 'Billboards CSV' })]));
    api.on('connections.list', () => pageOf([connection(1, { name: 'Units file' })]));
    api.on('connections.columnsAvailable', (input) => ({
      data: input.query?.target === 'customers' ? [{ id: 'email', name: 'Email', required: true }] : UNIT_FIELDS,
    }));
    api.on('connections.functions', () => ({ data: OPTIONS['connections.functions'] }));
    api.script(
      'dataSpecifications.store',
      new ApiError({
        type: 'validation',
        status: 422,
        message: 'Map every required field.',
        errors: { fields: ['Map every required field: title.', 'The field sku is mapped twice.'] },
      }),
    );
    api.on('dataSpecifications.store', (input) => ({
      data: specification(3, input.body as never),
      message: 'Specification saved.',
    }));
    const { user } = await renderScreen(() => <SpecificationsPage />, { api });
    expect((await screen.findByRole('table', { name: 'Data specifications' })).textContent).toContain('Billboards CSV');

    await user.click(screen.getByRole('button', { name: 'New data specification' }));
    const form = screen.getByRole('form', { name: 'New data specification' });
    await user.type(within(form).getByLabelText(/^Name/), 'Units from CSV');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Units file' })).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText('Take the columns from'), 'Units file');
    expect(form.textContent).toContain('Required fields still to map: SKU, Title.');

    const first = within(form).getByRole('group', { name: 'Mapping 1' });
    await user.selectOptions(within(first).getByLabelText('Source column'), 'codigo');
    await user.selectOptions(within(first).getByLabelText('Target field'), 'SKU (required)');
    await user.selectOptions(within(first).getByLabelText('Function'), 'trim');

    await user.click(within(form).getByRole('button', { name: 'Add a mapping' }));
    const second = within(form).getByRole('group', { name: 'Mapping 2' });
    expect(document.activeElement).toBe(within(second).getByLabelText('Source column'));
    await user.selectOptions(within(second).getByLabelText('Source column'), 'titulo');
    await user.selectOptions(within(second).getByLabelText('Target field'), 'Price');
    await user.selectOptions(within(second).getByLabelText('Function'), 'map');
    await user.type(within(second).getByLabelText(/^Values/), 'gratis=0');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Map every required field: title.')).toBeTruthy();
    expect(within(form).getByText('The field sku is mapped twice.').getAttribute('role')).toBe('alert');
    expect((within(second).getByLabelText(/^Values/) as HTMLInputElement).value).toBe('gratis=0');

    await user.click(within(form).getByRole('button', { name: 'Add the required fields' }));
    const third = within(form).getByRole('group', { name: 'Mapping 3' });
    expect((within(third).getByLabelText('Target field') as HTMLSelectElement).value).toBe('title');
    await user.selectOptions(within(third).getByLabelText('Source column'), 'titulo');
    expect(form.textContent).toContain('Every required field is mapped.');

    await user.click(within(form).getByRole('button', { name: 'Remove mapping 3' }));
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Add a mapping' }));
    await user.click(within(form).getByRole('button', { name: 'Add the required fields' }));
    await user.selectOptions(
      within(within(form).getByRole('group', { name: 'Mapping 3' })).getByLabelText('Source column'),
      'titulo',
    );

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New data specification' })).toBeNull());
    expect(api.callsTo('dataSpecifications.store')[1]!.input.body).toEqual({
      name: 'Units from CSV',
      target: 'units',
      fields: [
        { source: 'codigo', target: 'sku', function: 'trim', argument: '' },
        { source: 'titulo', target: 'price', function: 'map', argument: 'gratis=0' },
        { source: 'titulo', target: 'title', function: 'none', argument: '' },
      ],
    });
  }, 20_000);
});
