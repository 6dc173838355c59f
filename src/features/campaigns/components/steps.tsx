/**
 * The campaign editor's step forms (spec product.md §4, in the
 * order of src/domain/steps.ts). Each renders one `<form id={STEP_FORM_ID}>`: the
 * wizard's Next submits it; a valid form queues its step call in the outbox
 * (works offline) and moves on. Invalid input gets a message next to the
 * field and nothing is lost. Lists that only the server has (distribution
 * types, yoda factors, packages) say plainly when they need a connection.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as c from '#src/api/contract/campaigns.ts';
import { api } from '#src/api/index.ts';
import { useServerRead } from '#src/api/use-server-read.ts';
import { addDays, defaultPrintPeriod, inclusiveDays, today } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import type { MediaTypeRow } from '#src/sync/index.ts';
import { useCitiesOf, useLookupNames, useStatesOf } from '../api/lookups.ts';
export { useLookupNames };
import { CheckField } from '#src/ui/check-field.tsx';
import { DateRangePicker } from '#src/ui/date-range-picker.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import type { CampaignDetail, StepInput } from '../api/campaign-editor.ts';
import { buyTimePeriodDays } from '#src/domain/quote.ts';
import type { CampaignType } from '#src/domain/steps.ts';
import { PoiPicker } from '../unit-selection/poi-picker.tsx';

/** Id of the current step's form (the wizard's Next submits it). */
export const STEP_FORM_ID = 'campaign-step';

/** What a step form is given. `save` queues the step's call; it resolves once queued (not sent). */
export interface StepProps {
  detail: CampaignDetail;
  type: CampaignType;
  onSaved: () => void;
}

function StepForm({
  onSubmit,
  children,
  error,
}: {
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
  error?: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <form id={STEP_FORM_ID} onSubmit={submit} noValidate>
      <Stack gap="4">
        {children}
        {error ? (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

const toNumber = (s: string): number | null => {
  const n = Number(s.replace(',', '.'));
  return s.trim() !== '' && Number.isFinite(n) ? n : null;
};

function NeedsConnection({ retry }: { retry: () => void }) {
  return (
    <HStack role="status" gap="3" p="3" borderWidth="1px" borderRadius="md" wrap="wrap">
      <Text>
        <Trans>This list comes from the server and needs a connection.</Trans>
      </Text>
      <Button size="sm" variant="outline" onClick={retry}>
        <Trans>Retry</Trans>
      </Button>
    </HStack>
  );
}

// ── Basic data ──────────────────────────────────────────────────────────────

export interface BasicDataValues {
  name: string;
  units_category: 'print' | 'digital';
  countries: number[];
  investment?: number;
  package_id?: number;
}

/** Step 1: name, print or digital, countries; the investment (budget) or the package (package). */
export function BasicDataForm(props: {
  type: CampaignType;
  initial?: CampaignDetail | undefined;
  submit: (values: BasicDataValues) => Promise<void> | void;
  busy?: boolean;
}) {
  const { t } = useLingui();
  const { countries } = useLookupNames();
  const [name, setName] = useState(props.initial?.name ?? '');
  const [category, setCategory] = useState<'print' | 'digital'>(
    (props.initial?.units_category.key as 'print' | 'digital' | undefined) ?? 'digital',
  );
  const [chosen, setChosen] = useState<number[]>(props.initial?.countries.map((x) => x.id) ?? []);
  const [investment, setInvestment] = useState(props.initial ? String(props.initial.investment || '') : '');
  const [packageId, setPackageId] = useState(props.initial?.package_id ? String(props.initial.package_id) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const packages = useServerRead(
    () =>
      props.type === 'package' && chosen.length
        ? api.call(c.packages, { query: { countries: chosen.join(',') } }).then((a) => a.data)
        : Promise.resolve([]),
    `${props.type}:${chosen.join(',')}`,
    { persist: `packages:${props.type}:${chosen.join(',')}` },
  );
  const submit = async () => {
    const e: Record<string, string> = {};
    if (!name.trim()) e.name = t`Give the campaign a name.`;
    if (!chosen.length) e.countries = t`Choose at least one country.`;
    const amount = toNumber(investment);
    if (props.type === 'budget' && (amount === null || amount <= 0))
      e.investment = t`Enter the amount to invest, in pesos.`;
    if (props.type === 'package' && !packageId) e.package = t`Choose a package.`;
    setErrors(e);
    if (Object.keys(e).length) return;
    await props.submit({
      name: name.trim(),
      units_category: category,
      countries: chosen,
      ...(props.type === 'budget' && amount !== null ? { investment: amount } : {}),
      ...(props.type === 'package' && packageId ? { package_id: Number(packageId) } : {}),
    });
  };
  return (
    <StepForm onSubmit={submit}>
      <TextInput
        label={t`Campaign name`}
        name="name"
        value={name}
        onChange={setName}
        maxLength={120}
        required
        error={errors.name}
        autoFocus
      />
      <SelectField
        id="units-category"
        label={<Trans>Media</Trans>}
        value={category}
        onChange={(v) => setCategory(v as 'print' | 'digital')}
        options={[
          { value: 'digital', label: t`Digital` },
          { value: 'print', label: t`Print (out of home)` },
        ]}
      />
      <Fieldset.Root invalid={!!errors.countries}>
        <Fieldset.Legend>
          <Trans>Countries</Trans>
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" maxH="48" overflowY="auto" p="1">
          {countries.map((country) => (
            <CheckField
              key={country.id}
              label={country.name}
              checked={chosen.includes(country.id)}
              onChange={(on) => setChosen((xs) => (on ? [...xs, country.id] : xs.filter((x) => x !== country.id)))}
            />
          ))}
        </SimpleGrid>
        {countries.length === 0 && (
          <Text color="fg.muted">
            <Trans>The countries download with the app's data; connect once to choose them.</Trans>
          </Text>
        )}
        <Fieldset.ErrorText>{errors.countries}</Fieldset.ErrorText>
      </Fieldset.Root>
      {props.type === 'budget' && (
        <TextInput
          label={t`Investment (pesos)`}
          name="investment"
          type="number"
          value={investment}
          onChange={setInvestment}
          required
          error={errors.investment}
        />
      )}
      {props.type === 'package' &&
        (packages.state === 'offline' || packages.state === 'error' ? (
          <NeedsConnection retry={packages.retry} />
        ) : (
          <Box>
            <SelectField
              id="package"
              label={<Trans>Package</Trans>}
              value={packageId}
              onChange={setPackageId}
              options={[
                { value: '', label: chosen.length ? t`Choose a package` : t`Choose the countries first` },
                ...(packages.state === 'ready'
                  ? packages.value.map((p) => ({
                      value: String(p.id),
                      label: `${p.name} · ${formatMoney(p.value)} · ${p.unit_ids.length} u. · ${p.duration} d`,
                    }))
                  : []),
              ]}
            />
            {errors.package && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors.package}
              </Text>
            )}
          </Box>
        ))}
      {props.busy && (
        <Text role="status" color="fg.muted">
          <Trans>Saving…</Trans>
        </Text>
      )}
    </StepForm>
  );
}

// ── Steps over the campaign ──────────────────────────────────────────────────

/** A step saved through `save` (the editor queues it), then `onSaved`. */
type Save = (args: StepInput) => Promise<unknown>;

export function BudgetDistributionTypeStep({ detail, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const types = useServerRead(() => api.call(c.distributionTypes).then((a) => a.data), 'distribution-types', {
    persist: 'distribution-types',
  });
  const [value, setValue] = useState(detail.budget_distribution_type ?? '');
  const [error, setError] = useState('');
  const submit = async () => {
    if (!value) {
      setError(t`Choose how to split the budget.`);
      return;
    }
    await save({ step: 'budget_distribution_type', budget: true, body: { budget_distribution_type: value } });
    onSaved();
  };
  return (
    <StepForm onSubmit={submit} error={error}>
      {types.state === 'offline' || types.state === 'error' ? (
        <NeedsConnection retry={types.retry} />
      ) : (
        <SelectField
          id="distribution-type"
          label={<Trans>Budget distribution type</Trans>}
          value={value}
          onChange={setValue}
          options={[
            { value: '', label: t`Choose…` },
            ...(types.state === 'ready'
              ? types.value.map((x) => ({ value: x.key, label: x.name }))
              : value
                ? [{ value, label: value }]
                : []),
          ]}
        />
      )}
    </StepForm>
  );
}

export function MediaTypesStep({ detail, type, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const { mediaTypes: all } = useLookupNames();
  // a campaign takes the media types of its category (print or digital)
  const mediaTypes = all.filter((m) => m.category === `media-${detail.units_category.key}`);
  const [chosen, setChosen] = useState<Record<number, number[]>>(() =>
    Object.fromEntries(detail.countries.map((x) => [x.id, x.media_types.map((m) => m.media_type_id)])),
  );
  const [error, setError] = useState('');
  const submit = async () => {
    const missing = detail.countries.filter((x) => !chosen[x.id]?.length);
    if (missing.length) {
      setError(t`Choose at least one media type for ${missing.map((m) => m.name).join(', ')}.`);
      return;
    }
    await save({
      step: 'media_types',
      budget: type === 'budget',
      body: { countries: detail.countries.map((x) => ({ country_id: x.id, media_type_ids: chosen[x.id]! })) },
    });
    onSaved();
  };
  return (
    <StepForm onSubmit={submit} error={error}>
      {detail.countries.map((country) => (
        <Fieldset.Root key={country.id}>
          <Fieldset.Legend>{country.name}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
            {mediaTypes.map((m) => {
              const on = chosen[country.id]?.includes(m.id) ?? false;
              return (
                <CheckField
                  key={m.id}
                  label={m.name}
                  checked={on}
                  onChange={(checked) =>
                    setChosen((s) => ({
                      ...s,
                      [country.id]: checked
                        ? [...(s[country.id] ?? []), m.id]
                        : (s[country.id] ?? []).filter((x) => x !== m.id),
                    }))
                  }
                />
              );
            })}
          </SimpleGrid>
        </Fieldset.Root>
      ))}
    </StepForm>
  );
}

export function BudgetDistributionStep({ detail, type, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(detail.countries.map((x) => [x.id, x.budget === null ? '' : String(x.budget)])),
  );
  const [error, setError] = useState('');
  const total = detail.countries.reduce((n, x) => n + (toNumber(amounts[x.id] ?? '') ?? 0), 0);
  const split = () => {
    const each = Math.floor((detail.investment / detail.countries.length) * 100) / 100;
    setAmounts(Object.fromEntries(detail.countries.map((x) => [x.id, String(each)])));
  };
  const submit = async () => {
    const values = detail.countries.map((x) => ({ country_id: x.id, budget: toNumber(amounts[x.id] ?? '') }));
    if (values.some((v) => v.budget === null || v.budget < 0)) {
      setError(t`Enter an amount in pesos for every country.`);
      return;
    }
    if (total > detail.investment + 0.005) {
      setError(t`The countries add up to more than the investment.`);
      return;
    }
    await save({
      step: 'budget_distribution',
      budget: type === 'budget',
      body: { countries: values.map((v) => ({ country_id: v.country_id, budget: v.budget! })) },
    });
    onSaved();
  };
  const investment = formatMoney(detail.investment);
  const assigned = formatMoney(total);
  return (
    <StepForm onSubmit={submit} error={error}>
      <HStack justify="space-between" wrap="wrap">
        <Text>
          <Trans>
            {assigned} of {investment} assigned
          </Trans>
        </Text>
        <Button size="sm" variant="outline" onClick={split}>
          <Trans>Split equally</Trans>
        </Button>
      </HStack>
      {detail.countries.map((x) => (
        <TextInput
          key={x.id}
          label={t`Budget for ${x.name} (pesos)`}
          name={`budget-${x.id}`}
          type="number"
          value={amounts[x.id] ?? ''}
          onChange={(v) => setAmounts((s) => ({ ...s, [x.id]: v }))}
        />
      ))}
    </StepForm>
  );
}

export function YodaFactorStep({ detail, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const factors = useServerRead(() => api.call(c.yodaFactors).then((a) => a.data), 'yoda-factors', {
    persist: 'yoda-factors',
  });
  const [value, setValue] = useState(detail.yoda_factor ?? '');
  const [error, setError] = useState('');
  const submit = async () => {
    if (!value) {
      setError(t`Choose a yoda factor.`);
      return;
    }
    await save({ step: 'yoda_factor', budget: true, body: { yoda_factor: value } });
    onSaved();
  };
  return (
    <StepForm onSubmit={submit} error={error}>
      {factors.state === 'offline' || factors.state === 'error' ? (
        <NeedsConnection retry={factors.retry} />
      ) : (
        <SelectField
          id="yoda-factor"
          label={<Trans>Yoda factor</Trans>}
          value={value}
          onChange={setValue}
          options={[
            { value: '', label: t`Choose…` },
            ...(factors.state === 'ready'
              ? factors.value.map((x) => ({ value: x.key, label: x.name }))
              : value
                ? [{ value, label: value }]
                : []),
          ]}
        />
      )}
    </StepForm>
  );
}

const key = (country: number, type: number) => `${country}:${type}`;

export function MediaTypesDistributionStep({ detail, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const { mediaTypes } = useLookupNames();
  const nameOf = (id: number) => mediaTypes.find((m) => m.id === id)?.name ?? String(id);
  const [percents, setPercents] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      detail.countries.flatMap((x) =>
        x.media_types.map((m) => [
          key(x.id, m.media_type_id),
          m.percent === null ? String(Math.round(100 / x.media_types.length)) : String(m.percent),
        ]),
      ),
    ),
  );
  const [error, setError] = useState('');
  const submit = async () => {
    for (const x of detail.countries) {
      const sum = x.media_types.reduce((n, m) => n + (toNumber(percents[key(x.id, m.media_type_id)] ?? '') ?? NaN), 0);
      if (!Number.isFinite(sum) || Math.abs(sum - 100) > 0.01) {
        const name = x.name;
        setError(t`The percents of ${name} must add up to 100.`);
        return;
      }
    }
    await save({
      step: 'media_types_distribution',
      budget: true,
      body: {
        media_types: detail.countries.flatMap((x) =>
          x.media_types.map((m) => ({
            country_id: x.id,
            media_type_id: m.media_type_id,
            percent: toNumber(percents[key(x.id, m.media_type_id)]!)!,
          })),
        ),
      },
    });
    onSaved();
  };
  return (
    <StepForm onSubmit={submit} error={error}>
      {detail.countries.map((x) => (
        <Fieldset.Root key={x.id}>
          <Fieldset.Legend>{x.name}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {x.media_types.map((m) => (
              <TextInput
                key={m.media_type_id}
                label={t`${nameOf(m.media_type_id)} (%)`}
                name={`percent-${x.id}-${m.media_type_id}`}
                type="number"
                value={percents[key(x.id, m.media_type_id)] ?? ''}
                onChange={(v) => setPercents((s) => ({ ...s, [key(x.id, m.media_type_id)]: v }))}
              />
            ))}
          </SimpleGrid>
        </Fieldset.Root>
      ))}
    </StepForm>
  );
}

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

export function AdvancedFiltersStep({ detail, type, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const f = detail.advanced_filters;
  const countryIds = detail.countries.map((x) => x.id);
  const states = useStatesOf(countryIds);
  const [stateId, setStateId] = useState(f.state_ids?.[0] ? String(f.state_ids[0]) : '');
  const cities = useCitiesOf(stateId);
  const [cityId, setCityId] = useState(f.city_ids?.[0] ? String(f.city_ids[0]) : '');
  const [minPrice, setMinPrice] = useState(f.min_price === undefined ? '' : String(f.min_price));
  const [maxPrice, setMaxPrice] = useState(f.max_price === undefined ? '' : String(f.max_price));
  const [traffic, setTraffic] = useState(f.min_daily_traffic === undefined ? '' : String(f.min_daily_traffic));
  const [side, setSide] = useState(f.side ?? '');
  const [error, setError] = useState('');
  const submit = async () => {
    const lo = toNumber(minPrice);
    const hi = toNumber(maxPrice);
    const tr = toNumber(traffic);
    if ((minPrice && lo === null) || (maxPrice && hi === null) || (traffic && tr === null)) {
      setError(t`Prices and traffic must be numbers.`);
      return;
    }
    if (lo !== null && hi !== null && lo > hi) {
      setError(t`The lowest price is above the highest.`);
      return;
    }
    const filters: c.AdvancedFilters = {
      ...(stateId ? { state_ids: [Number(stateId)] } : {}),
      ...(cityId ? { city_ids: [Number(cityId)] } : {}),
      ...(lo !== null ? { min_price: lo } : {}),
      ...(hi !== null ? { max_price: hi } : {}),
      ...(tr !== null ? { min_daily_traffic: tr } : {}),
      ...(side ? { side } : {}),
    };
    await save({ step: 'advanced_filters', budget: type === 'budget', body: { filters } });
    onSaved();
  };
  return (
    <StepForm onSubmit={submit} error={error}>
      <Text color="fg.muted">
        <Trans>Optional: the unit selection starts with these filters.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SelectField
          id="filter-state"
          label={<Trans>State</Trans>}
          value={stateId}
          onChange={(v) => {
            setStateId(v);
            setCityId('');
          }}
          options={[{ value: '', label: t`Any` }, ...states.map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        <SelectField
          id="filter-city"
          label={<Trans>City</Trans>}
          value={cityId}
          onChange={setCityId}
          disabled={!stateId}
          options={[{ value: '', label: t`Any` }, ...cities.map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        <SelectField
          id="filter-side"
          label={<Trans>Side</Trans>}
          value={side}
          onChange={setSide}
          options={[
            { value: '', label: t`Any` },
            { value: 'A', label: 'A' },
            { value: 'B', label: 'B' },
          ]}
        />
        <TextInput
          label={t`Lowest price per day (pesos)`}
          name="min-price"
          type="number"
          value={minPrice}
          onChange={setMinPrice}
        />
        <TextInput
          label={t`Highest price per day (pesos)`}
          name="max-price"
          type="number"
          value={maxPrice}
          onChange={setMaxPrice}
        />
        <TextInput
          label={t`Least daily traffic`}
          name="min-traffic"
          type="number"
          value={traffic}
          onChange={setTraffic}
        />
      </SimpleGrid>
    </StepForm>
  );
}

export function PoisStep({ detail, type, save, onSaved }: StepProps & { save: Save }) {
  const [ids, setIds] = useState<number[]>(detail.poi_ids);
  const submit = async () => {
    await save({ step: 'pois', budget: type === 'budget', body: { poi_ids: ids } });
    onSaved();
  };
  return (
    <StepForm onSubmit={submit}>
      <Text color="fg.muted">
        <Trans>Optional: places your audience goes to; units near them are easier to find.</Trans>
      </Text>
      <PoiPicker countryIds={detail.countries.map((x) => x.id)} value={ids} onChange={setIds} />
    </StepForm>
  );
}
