/**
 * /dashboard/settings-types, the side menu's "rule types" (product.md §2 "settings-types: list", §3 "setting
 * type", §6 gate `browse_settings`; api-catalogue.md "GET client/setting-types"): the kinds of business rule —
 * name, the kind of value (yes or no, number, percentage, text) and the default — and, for accounts holding rules
 * (`provider_settings.*`), their own value of each, with "Give a value" and each name opening the type. Managers
 * browse the types only. The spec has no call creating or editing a type (module doc of
 * setting-value-page.tsx). Kept on the device: offline it shows the last answer and says from when.
 */
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProviderSetting, SettingType } from '#src/api/contract/business-rules.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceTable, type ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { useProviderSettingValues, useSettingTypes } from '../api/business-rules.ts';
import { mayHoldRules, VALUE_TYPE_LABELS, type Viewer } from '../model/partners.ts';
import { useSettingValueText } from './setting-value-field.tsx';

/** A rule type's name, opening it. */
function TypeLink({ type }: { type: SettingType }) {
  return (
    <Link to="/dashboard/settings-types/$id" params={{ id: type.id }}>
      {type.name}
    </Link>
  );
}

/** The list's columns: with the caller's own value when it holds rules (`mine` by type id). */
function useTypeColumns(holds: boolean, mine: Map<number, ProviderSetting>): ResourceColumn<SettingType>[] {
  const { t } = useLingui();
  const typeLabel = useEnumLabel(VALUE_TYPE_LABELS);
  const valueText = useSettingValueText();
  return [
    {
      header: t`Rule type`,
      cell: (x) => (holds ? <TypeLink type={x} /> : x.name),
    },
    { header: t`Kind of value`, cell: (x) => typeLabel(x.value_type) },
    { header: t`Default`, cell: (x) => valueText(x.value_type, x.default_value) },
    ...(holds
      ? [
          {
            header: t`Your value`,
            cell: (x: SettingType) => {
              const s = mine.get(x.id);
              return s ? valueText(s.value_type, s.value) : t`The default`;
            },
          },
        ]
      : []),
  ];
}

/** The rule types list (module doc). */
export function SettingTypesPage({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const holds = mayHoldRules(viewer);
  const types = useSettingTypes();
  const values = useProviderSettingValues(holds);
  const mine = new Map((values.value ?? []).map((s) => [s.setting_type_id, s]));
  const columns = useTypeColumns(holds, mine);
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          <Trans>Rule types</Trans>
        </Heading>
        {holds && (
          <Button asChild colorPalette="brand">
            <Link to="/dashboard/settings-types/create">
              <Trans>Give a value</Trans>
            </Link>
          </Button>
        )}
      </Flex>
      <Text color="fg.muted">
        <Trans>The kinds of business rule. A rule without a value of its own uses its default.</Trans>
      </Text>
      <ReadState read={types} what={t`the rule types`} />
      {holds && values.state !== 'ready' && <ReadState read={values} what={t`your values`} />}
      <ResourceTable
        label={t`Rule types`}
        columns={columns}
        rows={types.value ?? []}
        empty={types.state === 'ready' ? t`No rule types yet.` : undefined}
      />
    </Stack>
  );
}
