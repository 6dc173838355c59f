/**
 * /dashboard/provider-settings, the side menu's "business rules" (product.md §2 "provider-settings (business
 * rules)", §3 "provider setting and setting type", §6 gate `provider_settings.*`; api-catalogue.md "Provider
 * settings: /client/provider-settings GET, POST; GET, PUT, DELETE /{id}"): the provider's value of each rule type
 * on the resource kit (ResourceScreen over `/client/provider-settings`) — list, give a value to a type, change
 * it, remove it (the type's default applies again). The value's control follows the chosen type (yes or no,
 * number, percentage, text); the server checks it against its type and answers a 422 under `value`, or under
 * `setting_type_id` for a type that already has a value. Kept on the device; saving needs a connection.
 */
import { useState } from 'react';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as br from '#src/api/contract/business-rules.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { ResourceScreen, type ResourceConfig, type ResourceOpen } from '#src/resource/resource-screen.tsx';
import { useSettingTypes } from '../api/business-rules.ts';
import { VALUE_TYPE_LABELS } from '../model/partners.ts';
import { settingBody, settingFields, useSettingValueText } from './setting-value-field.tsx';

/** The business rules' configuration (module doc). */
export function useProviderSettingsConfig(): ResourceConfig<br.ProviderSetting> {
  const { t, i18n } = useLingui();
  const types = useSettingTypes();
  const typeLabel = useEnumLabel(VALUE_TYPE_LABELS);
  const valueText = useSettingValueText();
  const [chosen, setChosen] = useState('');
  // the platform's own rules are for administrators, on the rule types' screen
  const choosable = (types.value ?? []).filter((x) => x.scope !== 'platform');
  return {
    endpoints: br.providerSettingsResource,
    title: t`Business rules`,
    labels: {
      create: t`Give a value to a rule`,
      edit: t`Change the value`,
      empty: t`No business rule has a value of yours yet: every rule uses its default.`,
      created: t`Value saved.`,
      saved: t`Value saved.`,
      what: t`the business rules`,
    },
    columns: [
      { header: t`Rule`, cell: (s) => s.name },
      { header: t`Kind of value`, cell: (s) => typeLabel(s.value_type) },
      { header: t`Value`, cell: (s) => valueText(s.value_type, s.value) },
      { header: t`Changed`, cell: (s) => i18n.date(s.updated_at) },
    ],
    fields: settingFields(choosable, { id: chosen, set: setChosen }),
    toForm: (s) => ({ setting_type_id: s ? String(s.setting_type_id) : '', value: s?.value ?? '' }),
    toBody: settingBody,
    rowName: (s) => s.name,
    perPage: 50,
  };
}

/** The business rules screen (module doc). */
export function ProviderSettingsPage({ open }: { open?: ResourceOpen }) {
  return (
    <ResourceScreen config={useProviderSettingsConfig()} open={open}>
      <Link asChild alignSelf="start">
        <RouterLink to="/dashboard/associations">
          <Trans>Requests to work with you (associations)</Trans>
        </RouterLink>
      </Link>
    </ResourceScreen>
  );
}
