/**
 * The rule types and business rules on a fake API (issue 19; product.md §2 "settings-types", "provider-settings"):
 * the types with their kind of value and default in words and the provider's own value; giving a value to a type
 * (the server's 422 under `value`, nothing lost); a type's page changing the value; the business rules list.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProviderSetting, SettingType } from '#src/api/contract/business-rules.ts';
import { ApiError } from '#src/api/errors.ts';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import type { Viewer } from '../model/partners.ts';
import { partnerMutations } from '../mutations.ts';
import { ProviderSettingsPage } from './provider-settings-page.tsx';
import { SettingTypesPage } from './setting-types-page.tsx';
import { SettingTypePage, SettingValueCreatePage } from './setting-value-page.tsx';

const provider: Viewer = {
  id: 40,
  roles: ['provider'],
  permissions: ['provider_settings.*', 'browse_settings'],
  providerId: 2,
};
const manager: Viewer = { id: 90, roles: ['manager'], permissions: ['browse_settings'], providerId: null };

const TYPES: SettingType[] = [
  { id: 1, key: 'days', name: 'Booking days', value_type: 'number', default_value: '15', scope: 'provider' },
  { id: 2, key: 'iva', name: 'Tax included', value_type: 'boolean', default_value: 'false', scope: 'provider' },
  { id: 3, key: 'surcharge', name: 'Side-A surcharge', value_type: 'percent', default_value: '10', scope: 'provider' },
];

const value = (id: number, typeId: number, v: string): ProviderSetting => {
  const t = TYPES.find((x) => x.id === typeId)!;
  return {
    id,
    provider_id: 2,
    setting_type_id: typeId,
    key: t.key,
    name: t.name,
    value_type: t.value_type,
    value: v,
    updated_at: '2026-04-02T10:00:00Z',
  };
};

function serve(api: FakeApi, values: ProviderSetting[]) {
  api.on('providerSettings.types', () => ({ data: TYPES }));
  api.on('providerSettings.list', () => ({
    data: values,
    meta: { current_page: 1, last_page: 1, per_page: 100, total: values.length },
  }));
}

describe('rule types and business rules', () => {
  it('lists the rule types with their kind of value, default and the provider’s own value', async () => {
    const api = createFakeApi();
    serve(api, [value(7, 2, 'true')]);
    await renderScreen(() => <SettingTypesPage viewer={provider} />, {
      api,
      stubs: ['/dashboard/settings-types/$id', '/dashboard/settings-types/create'],
    });
    const table = await screen.findByRole('table', { name: 'Rule types' });
    const row = within(table).getByRole('link', { name: 'Tax included' }).closest('tr')!;
    expect(within(row).getByText('Yes or no')).toBeTruthy();
    expect(within(row).getByText('No')).toBeTruthy();
    expect(await within(row).findByText('Yes')).toBeTruthy();
    expect(within(table).getByText('10 %')).toBeTruthy();
    expect(within(table).getByText('Percentage')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Give a value' })).toBeTruthy();
  });

  it('a manager browses the types without values', async () => {
    const api = createFakeApi();
    serve(api, []);
    await renderScreen(() => <SettingTypesPage viewer={manager} />, { api });
    const table = await screen.findByRole('table', { name: 'Rule types' });
    expect(within(table).queryByText('Your value')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Give a value' })).toBeNull();
    expect(api.callsTo('providerSettings.list')).toHaveLength(0);
  });

  it('gives a value to a rule type: the server 422 under the value, nothing lost, then the type', async () => {
    const api = createFakeApi();
    serve(api, [value(7, 2, 'true')]);
    api.script(
      'providerSettings.store',
      new ApiError({
        type: 'validation',
        status: 422,
        message: 'Invalid',
        errors: { value: ['Debe estar entre 0 y 100.'] },
      }),
    );
    api.on('providerSettings.store', (input) => ({
      data: value(9, 3, String(input.body?.value)),
      message: 'Guardado.',
    }));
    const { user } = await renderScreen(() => <SettingValueCreatePage viewer={provider} />, {
      api,
      stubs: ['/dashboard/settings-types/$id', '/dashboard/settings-types'],
    });
    const type = await screen.findByLabelText('Rule type');
    // a type that already has a value is not offered again
    expect(within(type).queryByRole('option', { name: 'Tax included' })).toBeNull();
    await user.selectOptions(type, '3');
    await user.type(await screen.findByLabelText(/^Value \(percentage/), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Debe estar entre 0 y 100.')).toBeTruthy();
    const input = screen.getByLabelText(/^Value \(percentage/) as HTMLInputElement;
    expect(input.value).toBe('120');
    await user.clear(input);
    await user.type(input, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(api.callsTo('providerSettings.store').at(-1)?.input.body).toEqual({ setting_type_id: 3, value: '12.5' });
  });

  it("a rule type's page changes the provider's value", async () => {
    const api = createFakeApi();
    serve(api, [value(7, 2, 'true')]);
    api.on('providerSettings.update', (input) => ({
      data: value(7, 2, String(input.body?.value)),
      message: 'Guardado.',
    }));
    const { user } = await renderScreen(() => <SettingTypePage id={2} viewer={provider} />, {
      api,
      mutations: partnerMutations,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax included' })).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('Value'), 'false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Remove your value' });
    await waitFor(() => expect(api.callsTo('providerSettings.update')).toHaveLength(1));
    expect(api.callsTo('providerSettings.update')[0]?.input).toEqual({
      params: { id: 7 },
      body: { setting_type_id: 2, value: 'false' },
    });
  });

  it('offline, a change of a value is queued and shown waiting; only the change travels', async () => {
    const api = createFakeApi();
    serve(api, [value(7, 1, '15')]);
    api.script('providerSettings.update', offline()); // the connection drops before the change is sent
    const { user, engine } = await renderScreen(() => <SettingTypePage id={1} viewer={provider} />, {
      api,
      mutations: partnerMutations,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking days' })).toBeTruthy();
    const field = await screen.findByLabelText(/^Value/);
    await user.clear(field);
    await user.type(field, '21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^21 \(waiting to be sent\)$/)).toBeTruthy();
    expect((await screen.findAllByTestId('queued-action')).map((q) => q.dataset.state)).toEqual(['waiting']);
    const [entry] = await engine.db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'providerSettings.update', args: { settingId: 7, typeId: 1, value: '21' } });
  });

  it('the business rules list shows each value in words', async () => {
    const api = createFakeApi();
    serve(api, [value(7, 2, 'true'), value(8, 1, '30')]);
    await renderScreen(() => <ProviderSettingsPage />, { api });
    const table = await screen.findByRole('table', { name: 'Business rules' });
    expect(within(table).getByText('Booking days')).toBeTruthy();
    expect(within(table).getByText('30')).toBeTruthy();
    expect(within(table).getByText('Yes')).toBeTruthy();
  });
});
