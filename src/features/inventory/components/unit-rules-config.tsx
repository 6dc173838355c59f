/**
 * The provider's unit rules as a ResourceScreen configuration (product.md §2 provider-settings, §3 unit
 * rules; api-catalogue.md "Units"): buy by periods, minimum buy time and side A surcharge, per media type and
 * country; the units a rule covers are chosen by name, SKU or address (UnitIdsPicker over GET /ad-media,
 * issue 15 "Pickers, not ids"), none chosen meaning every unit of the media type.
 */
import { useLingui } from '@lingui/react/macro';
import * as inv from '#src/api/contract/inventory.ts';
import type { ResourceConfig } from '#src/resource/resource-screen.tsx';
import { UnitIdsPicker } from '#src/resource/unit-picker.tsx';
import type { ResourceValues } from '#src/ui/resource/resource-form.tsx';
import { useRuleChoices } from '../api/inventory.ts';
import { idOrText, listOf, nullable, str } from '../model/form-values.ts';

export function useUnitRulesConfig(): ResourceConfig<inv.UnitRule> {
  const { t } = useLingui();
  const lookups = useRuleChoices();
  const types: Record<inv.UnitRuleType, string> = {
    buy_time: t`Buy by periods`,
    min_buy_time: t`Minimum buy time`,
    side_a: t`Side A surcharge`,
  };
  const typeName = new Map(lookups.mediaTypes.map((m) => [m.id, m.name]));
  return {
    title: t`Unit rules`,
    labels: {
      create: t`New unit rule`,
      edit: t`Edit unit rule`,
      empty: t`No unit rules yet.`,
      created: t`Unit rule created.`,
      saved: t`Unit rule saved.`,
      what: t`the unit rules`,
    },
    columns: [
      { header: t`Name`, cell: (r) => r.name },
      { header: t`Type`, cell: (r) => r.type_name || types[r.type] },
      { header: t`Media type`, cell: (r) => typeName.get(r.media_type_id) ?? '—' },
      {
        header: t`Days or percent`,
        cell: (r) => (r.type === 'side_a' ? `${r.value ?? 0} %` : (r.duration ?? '—')),
        numeric: true,
      },
      { header: t`Units`, cell: (r) => (r.unit_ids.length ? r.unit_ids.length : t`All`), numeric: true },
      { header: t`Active`, cell: (r) => (r.active ? t`Yes` : t`No`) },
    ],
    fields: [
      { name: 'name', label: t`Name`, required: true, maxLength: 120 },
      {
        name: 'type',
        label: t`Rule type`,
        kind: 'select',
        options: inv.UNIT_RULE_TYPES.map((k) => ({ value: k, label: types[k] })),
      },
      {
        name: 'media_type_id',
        label: t`Media type`,
        kind: 'select',
        options: [
          { value: '', label: t`Choose a media type` },
          ...lookups.mediaTypes.map((m) => ({ value: String(m.id), label: m.name })),
        ],
      },
      {
        name: 'country_id',
        label: t`Country`,
        kind: 'select',
        options: [
          { value: '', label: t`Every country` },
          ...lookups.countries.map((c) => ({ value: String(c.id), label: c.name })),
        ],
      },
      { name: 'duration', label: t`Days (periods and minimum buy time)`, kind: 'number' },
      { name: 'value', label: t`Percent (side A surcharge)`, kind: 'number' },
      {
        name: 'unit_ids',
        label: t`Units`,
        kind: 'custom',
        // chosen by name, SKU or address (issue 15: pickers, not ids); none chosen: every unit of the media type
        render: ({ value, onChange, error }) => (
          <UnitIdsPicker
            label={t`Units (none: every unit of the media type)`}
            name="unit_ids"
            value={value}
            onChange={onChange}
            error={error}
          />
        ),
      },
      {
        name: 'active',
        label: t`Active`,
        kind: 'select',
        options: [
          { value: '1', label: t`Yes` },
          { value: '0', label: t`No` },
        ],
      },
    ],
    toForm: (r) => ({
      name: str(r?.name),
      type: r?.type ?? 'buy_time',
      media_type_id: str(r?.media_type_id),
      country_id: str(r?.country_id),
      duration: str(r?.duration),
      value: str(r?.value),
      unit_ids: (r?.unit_ids ?? []).join(', '),
      active: r && !r.active ? '0' : '1',
    }),
    toBody: (f: ResourceValues) => ({
      name: f.name,
      type: f.type,
      media_type_id: idOrText(f.media_type_id),
      country_id: nullable(f.country_id),
      duration: nullable(f.duration),
      value: nullable(f.value),
      unit_ids: listOf(f.unit_ids),
      active: f.active === '1',
    }),
    rowName: (r) => r.name,
    endpoints: {
      list: inv.unitRules,
      show: inv.showUnitRule,
      store: inv.storeUnitRule,
      update: inv.updateUnitRule,
      delete: inv.deleteUnitRule,
    },
    search: 'name',
  };
}
