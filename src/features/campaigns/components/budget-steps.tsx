/**
 * The budget campaign's own steps (spec product.md §4): how the budget is split (a server list),
 * the budget per country, the yoda factor (a server list) and the split by media type. Each queues
 * its step through `save` and moves on; invalid input gets a message and nothing is lost.
 */
import { useState } from 'react';
import { Button, Fieldset, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/lib/money.ts';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useDistributionTypes, useLookupNames, useYodaFactors } from '../api/lookups.ts';
import { NeedsConnection, StepForm, toNumber, type Save, type StepProps } from './step-form.tsx';
import { sharedCurrency, useCurrencyOf } from '#src/resource/use-currency.ts';

export function BudgetDistributionTypeStep({ detail, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const types = useDistributionTypes();
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

export function BudgetDistributionStep({ detail, type, save, onSaved }: StepProps & { save: Save }) {
  const { t } = useLingui();
  const currencyOf = useCurrencyOf();
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
      setError(t`Enter an amount for every country.`);
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
  const currency = sharedCurrency(
    detail.countries.map((x) => x.id),
    (id) => currencyOf(id),
  );
  const investment = formatMoney(detail.investment, { currency });
  const assigned = formatMoney(total, { currency });
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
          label={currencyOf(x.id) ? t`Budget for ${x.name} (${currencyOf(x.id)})` : t`Budget for ${x.name}`}
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
  const factors = useYodaFactors();
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
