/**
 * A business rule's value as people read and write it (product.md §2 "provider-settings (business rules)", §3
 * "provider setting and setting type"; the checks of `checkSettingValue`, src/api/contract/business-rules.ts):
 * yes or no for a boolean, a number (a percentage 0 to 100) or a text, shown with the interface's locale. Shared
 * by the business-rules and rule-type screens of this feature.
 */
import { useEffect } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { SettingType, SettingValueType } from '#src/api/contract/business-rules.ts';
import { SETTING_TEXT_MAX } from '#src/api/contract/business-rules.ts';
import type { ResourceField } from '#src/ui/resource/resource-form.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';

/** A value's words: "Yes", "12.5 %", "30", or the text. */
export function useSettingValueText(): (type: SettingValueType, value: string) => string {
  const { t, i18n } = useLingui();
  return (type, value) => {
    if (type === 'boolean') return value === 'true' ? t`Yes` : value === 'false' ? t`No` : value;
    if (type === 'text') return value || '—';
    const n = Number(value);
    if (value === '' || !Number.isFinite(n)) return value || '—';
    return type === 'percent' ? `${i18n.number(n)} %` : i18n.number(n);
  };
}

/** The control for a value of `type` (module doc). */
export function SettingValueInput(props: {
  type: SettingValueType | undefined;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const { type, value, onChange, error } = props;
  if (type === 'boolean')
    return (
      <Box>
        <SelectField
          id="setting-value"
          label={t`Value`}
          value={value}
          onChange={onChange}
          minW="0"
          options={[
            { value: '', label: t`Choose yes or no` },
            { value: 'true', label: t`Yes` },
            { value: 'false', label: t`No` },
          ]}
        />
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm" mt="1">
            {error}
          </Text>
        )}
      </Box>
    );
  if (type === 'text')
    return (
      <TextArea
        label={t`Value`}
        name="value"
        value={value}
        onChange={onChange}
        error={error}
        maxLength={SETTING_TEXT_MAX}
      />
    );
  return (
    <TextInput
      label={type === 'percent' ? t`Value (percentage, 0 to 100)` : t`Value`}
      name="value"
      type="text"
      value={value}
      onChange={onChange}
      error={error}
      required
      hint={type === undefined ? t`Choose the rule type first.` : undefined}
    />
  );
}

/** Tells the form's owner which rule type is chosen (also the one a form opens with). */
function TypeChoice(props: {
  types: readonly SettingType[];
  value: string;
  onChange: (value: string) => void;
  onType: (id: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const { types, value, onChange, onType, error } = props;
  useEffect(() => onType(value), [value, onType]);
  return (
    <Box>
      <SelectField
        id="setting-type"
        label={t`Rule type`}
        value={value}
        onChange={onChange}
        minW="0"
        options={[
          { value: '', label: t`Choose a rule type` },
          ...types.map((x) => ({ value: String(x.id), label: x.name })),
        ]}
      />
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}

/**
 * The form's two fields: the rule type (a choice among `types`) and its value, drawn for the chosen type.
 * @param chosen the chosen type's id as text and how to change it (the caller's state: `TypeChoice` reports it)
 */
export function settingFields(
  types: readonly SettingType[],
  chosen: { id: string; set: (id: string) => void },
): ResourceField[] {
  const type = types.find((x) => String(x.id) === chosen.id)?.value_type;
  return [
    {
      name: 'setting_type_id',
      label: 'setting_type_id',
      kind: 'custom',
      render: (f) => <TypeChoice types={types} onType={chosen.set} {...f} />,
    },
    { name: 'value', label: 'value', kind: 'custom', render: (f) => <SettingValueInput type={type} {...f} /> },
  ];
}

/** The body of a value: the type as a number (what is not one goes as typed, so the server names the field). */
export function settingBody(f: Record<string, string>): Record<string, unknown> {
  return { setting_type_id: f.setting_type_id ? Number(f.setting_type_id) : undefined, value: f.value ?? '' };
}
