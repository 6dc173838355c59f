/**
 * The filter of a report (docs/reports.md "The lines": period, country, media type, campaign status and type,
 * currency; src/api/contract/reports/shapes.ts `reportFilter`). Countries and media types come from the device's
 * mirror, so the form works offline; the currencies offered are those the last answer reached (`currencies`).
 * `fields` picks which parts show (the occupation boards take no status or currency).
 */
import { HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CAMPAIGN_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { CAMPAIGN_STATUSES } from '#src/domain/campaign-status.ts';
import { DateRangePicker } from '#src/ui/date-range-picker.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useReportLookups, type ReportFilterInput } from '../api/reports.ts';

export type FilterField = 'period' | 'country' | 'media_type' | 'status' | 'campaign_type' | 'currency';
export const ALL_FIELDS: readonly FilterField[] = [
  'period',
  'country',
  'media_type',
  'status',
  'campaign_type',
  'currency',
];

export interface ReportFiltersProps {
  value: ReportFilterInput;
  onChange: (value: ReportFilterInput) => void;
  /** Currencies to offer (the report's `currencies`). */
  currencies?: readonly string[];
  fields?: readonly FilterField[];
  /** Prefix of the fields' element ids (several forms on one page). */
  idPrefix?: string;
}

const num = (x: string) => (x === '' ? undefined : Number(x));

/** The filter form (module doc). */
export function ReportFilters({
  value,
  onChange,
  currencies = [],
  fields = ALL_FIELDS,
  idPrefix = 'report',
}: ReportFiltersProps) {
  const { t } = useLingui();
  const { countries, mediaTypes } = useReportLookups();
  const status = useEnumLabel(CAMPAIGN_STATUS_LABELS);
  const set = (patch: Partial<ReportFilterInput>) => onChange({ ...value, ...patch });
  const has = (f: FilterField) => fields.includes(f);
  const any = { value: '', label: t`All` };
  return (
    <HStack gap="3" wrap="wrap" align="flex-end" data-testid="report-filters">
      {has('period') && (
        <DateRangePicker
          label={t`Period`}
          value={{ start: value.from, end: value.to }}
          onChange={(r) => set({ from: r.start, to: r.end })}
        />
      )}
      {has('country') && (
        <SelectField
          id={`${idPrefix}-country`}
          label={t`Country`}
          value={value.country_id?.toString() ?? ''}
          onChange={(x) => set({ country_id: num(x) })}
          options={[any, ...countries.map((c) => ({ value: String(c.id), label: c.name }))]}
          minW="150px"
        />
      )}
      {has('media_type') && (
        <SelectField
          id={`${idPrefix}-media-type`}
          label={t`Media type`}
          value={value.media_type_id?.toString() ?? ''}
          onChange={(x) => set({ media_type_id: num(x) })}
          options={[any, ...mediaTypes.map((m) => ({ value: String(m.id), label: m.name }))]}
          minW="150px"
        />
      )}
      {has('status') && (
        <SelectField
          id={`${idPrefix}-status`}
          label={t`Campaign status`}
          value={value.status ?? ''}
          onChange={(x) => set({ status: (x || undefined) as ReportFilterInput['status'] })}
          options={[any, ...CAMPAIGN_STATUSES.map((s) => ({ value: s, label: status(s) }))]}
          minW="150px"
        />
      )}
      {has('campaign_type') && (
        <SelectField
          id={`${idPrefix}-type`}
          label={t`Campaign type`}
          value={value.campaign_type ?? ''}
          onChange={(x) => set({ campaign_type: (x || undefined) as ReportFilterInput['campaign_type'] })}
          options={[
            any,
            { value: 'budget', label: t`Budget` },
            { value: 'package', label: t`Package` },
            { value: 'manual', label: t`Manual` },
          ]}
          minW="130px"
        />
      )}
      {has('currency') && currencies.length > 1 && (
        <SelectField
          id={`${idPrefix}-currency`}
          label={t`Currency`}
          value={value.currency ?? ''}
          onChange={(x) => set({ currency: x || undefined })}
          options={[{ value: '', label: t`Default` }, ...currencies.map((c) => ({ value: c, label: c }))]}
          minW="110px"
        />
      )}
    </HStack>
  );
}
