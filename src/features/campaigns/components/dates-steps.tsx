/**
 * The editor's date steps (spec product.md §4 "Dates", "Print dates"): each country's media type
 * gets a range, or under a buy-time rule a start and a number of periods (queued at once as
 * `campaigns.dates`); print campaigns get their print dates (30 days unless chosen otherwise).
 */
import { useMemo, useState } from 'react';
import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, defaultPrintPeriod, inclusiveDays, today } from '#src/lib/dates.ts';
import type { MediaTypeRow } from '#src/sync/index.ts';
import { buyTimePeriodDays } from '#src/domain/quote.ts';
import { DateRangePicker } from '#src/ui/date-range-picker.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import type { CampaignDetail } from '../api/campaign-editor.ts';
import { useLookupNames } from '../api/lookups.ts';
import { StepForm, type Save, type StepProps } from './step-form.tsx';

/** Dates of one country's media type: a range, or under a buy-time rule a start and a number of periods. */
export function MediaTypeDates(props: {
  detail: CampaignDetail;
  countryId: number;
  mediaTypeId: number;
  /** The media type as mirrored (its name and rules), from the caller's look-ups; undefined while they load. */
  mediaType: MediaTypeRow | undefined;
  blocked?: (date: string) => boolean;
  onChange: (change: { start: string; end: string; periods: number | null }) => void;
}) {
  const { t } = useLingui();
  const type = props.mediaType;
  const m = props.detail.countries
    .find((x) => x.id === props.countryId)
    ?.media_types.find((x) => x.media_type_id === props.mediaTypeId);
  const periodDays = buyTimePeriodDays(type ? { id: type.id, rules: type.rules } : undefined);
  // the picker reports the start alone first: keep it here until the end is chosen
  const [draft, setDraft] = useState<{ start?: string | undefined; end?: string | undefined } | null>(null);
  const value = draft ?? { start: m?.start_date ?? undefined, end: m?.end_date ?? undefined };
  const name = type?.name ?? String(props.mediaTypeId);
  const days = value.start && value.end ? inclusiveDays(value.start, value.end) : 0;
  return (
    <Stack gap="2">
      <DateRangePicker
        label={t`Dates of ${name}`}
        value={value}
        min={today()}
        {...(props.blocked ? { blocked: props.blocked } : {})}
        hint={days ? t`${days} days, both ends included` : t`Choose the first and the last day`}
        onChange={(r) => {
          if (!r.start || !r.end) {
            setDraft(r);
            return;
          }
          setDraft(null);
          props.onChange({
            start: r.start,
            end: periodDays && m?.periods ? addDays(r.start, periodDays * m.periods - 1) : r.end,
            periods: periodDays ? (m?.periods ?? null) : null,
          });
        }}
      />
      {periodDays > 0 && value.start && (
        <SelectField
          id={`periods-${props.countryId}-${props.mediaTypeId}`}
          label={<Trans>Periods of {periodDays} days</Trans>}
          value={String(m?.periods ?? '')}
          onChange={(p) => {
            const n = Number(p);
            if (n > 0)
              props.onChange({ start: value.start!, end: addDays(value.start!, periodDays * n - 1), periods: n });
          }}
          options={[
            { value: '', label: t`Free dates` },
            ...[1, 2, 3, 4, 6, 8, 12].map((n) => ({
              value: String(n),
              label: t`${n} × ${periodDays} days = ${n * periodDays} days`,
            })),
          ]}
        />
      )}
    </Stack>
  );
}

export function DatesStep({
  detail,
  onSaved,
  setDates,
}: StepProps & {
  setDates: (change: {
    countryId: number;
    mediaTypeId: number;
    start: string;
    end: string;
    periods?: number | null;
    mediaTypeName: string;
  }) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const { mediaTypes } = useLookupNames();
  const [error, setError] = useState('');
  const submit = () => {
    const missing = detail.countries.flatMap((x) =>
      x.media_types
        .filter((m) => !m.start_date || !m.end_date)
        .map((m) => `${x.name} · ${mediaTypes.find((mt) => mt.id === m.media_type_id)?.name ?? m.media_type_id}`),
    );
    if (missing.length) {
      setError(t`Choose the dates of: ${missing.join(', ')}.`);
      return;
    }
    onSaved();
  };
  return (
    <StepForm onSubmit={submit} error={error}>
      {detail.countries.map((x) => (
        <Fieldset.Root key={x.id}>
          <Fieldset.Legend>{x.name}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {x.media_types.map((m) => (
              <MediaTypeDates
                key={m.media_type_id}
                detail={detail}
                countryId={x.id}
                mediaTypeId={m.media_type_id}
                mediaType={mediaTypes.find((mt) => mt.id === m.media_type_id)}
                onChange={(r) =>
                  void setDates({
                    countryId: x.id,
                    mediaTypeId: m.media_type_id,
                    start: r.start,
                    end: r.end,
                    periods: r.periods,
                    mediaTypeName: mediaTypes.find((mt) => mt.id === m.media_type_id)?.name ?? String(m.media_type_id),
                  })
                }
              />
            ))}
          </SimpleGrid>
        </Fieldset.Root>
      ))}
    </StepForm>
  );
}

export function PrintDatesStep({ detail, type, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const fallback = useMemo(() => defaultPrintPeriod(addDays(today(), 1)), []);
  const [range, setRange] = useState<{ start?: string | undefined; end?: string | undefined }>({
    start: detail.print_start_date ?? fallback.start,
    end: detail.print_end_date ?? fallback.end,
  });
  const [error, setError] = useState('');
  const submit = async () => {
    if (!range.start || !range.end) {
      setError(t`Choose the print dates.`);
      return;
    }
    await save({
      step: 'print_dates',
      budget: type === 'budget',
      body: { print_start_date: range.start, print_end_date: range.end },
    });
    onSaved();
  };
  return (
    <StepForm onSubmit={submit} error={error}>
      <DateRangePicker
        label={t`Print dates`}
        value={range}
        onChange={setRange}
        min={today()}
        hint={t`Print campaigns run 30 days (start plus 29) unless you choose otherwise.`}
      />
    </StepForm>
  );
}
