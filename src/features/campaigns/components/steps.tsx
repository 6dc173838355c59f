/**
 * The campaign editor's step forms (spec product.md §4, in the order of src/domain/steps.ts).
 * Each renders one `<form id={STEP_FORM_ID}>`: the wizard's Next submits it; a valid form queues
 * its step call in the outbox (works offline) and moves on. Invalid input gets a message next to
 * the field and nothing is lost. Here: media types, advanced filters and points of interest; the
 * others live in basic-data-form.tsx, budget-steps.tsx and dates-steps.tsx (re-exported here).
 */
import { useState } from 'react';
import { Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as c from '#src/api/contract/campaigns.ts';
import { CheckField } from '#src/ui/check-field.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useCitiesOf, useLookupNames, useStatesOf } from '../api/lookups.ts';
import { PoiPicker } from '../unit-selection/poi-picker.tsx';
import { StepForm, toNumber, type Save, type StepProps } from './step-form.tsx';
import { useCampaignCurrency } from '#src/resource/use-currency.ts';

export { STEP_FORM_ID, type StepProps } from './step-form.tsx';
export { BasicDataForm, type BasicDataValues } from './basic-data-form.tsx';
export {
  BudgetDistributionStep,
  BudgetDistributionTypeStep,
  MediaTypesDistributionStep,
  YodaFactorStep,
} from './budget-steps.tsx';
export { DatesStep, MediaTypeDates, PrintDatesStep } from './dates-steps.tsx';

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

export function AdvancedFiltersStep({ detail, type, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const f = detail.advanced_filters;
  const countryIds = detail.countries.map((x) => x.id);
  const currency = useCampaignCurrency(detail);
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
          label={currency ? t`Lowest price per day (${currency})` : t`Lowest price per day`}
          name="min-price"
          type="number"
          value={minPrice}
          onChange={setMinPrice}
        />
        <TextInput
          label={currency ? t`Highest price per day (${currency})` : t`Highest price per day`}
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
