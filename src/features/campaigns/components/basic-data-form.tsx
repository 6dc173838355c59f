/**
 * Step 1 of the campaign editor (spec product.md §4 "Basic data"): name, print or digital,
 * countries; the investment (budget campaigns) or the package (package campaigns, from the
 * server's list, which needs a connection the first time).
 */
import { useState } from 'react';
import { Box, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '#src/lib/money.ts';
import type { CampaignType } from '#src/domain/steps.ts';
import { CheckField } from '#src/ui/check-field.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import type { CampaignDetail } from '../api/campaign-editor.ts';
import { useCampaignPackages, useLookupNames } from '../api/lookups.ts';
import { NeedsConnection, StepForm, toNumber } from './step-form.tsx';
import { sharedCurrency, useCurrencyOf } from '#src/resource/use-currency.ts';

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
  const packages = useCampaignPackages(props.type, chosen);
  // the investment's currency: the chosen countries' own when they share one (MXN, COP, CLP, PEN…)
  const currencyOf = useCurrencyOf();
  const currency = sharedCurrency(chosen, currencyOf);
  const submit = async () => {
    const e: Record<string, string> = {};
    if (!name.trim()) e.name = t`Give the campaign a name.`;
    if (!chosen.length) e.countries = t`Choose at least one country.`;
    const amount = toNumber(investment);
    if (props.type === 'budget' && (amount === null || amount <= 0)) e.investment = t`Enter the amount to invest.`;
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
          label={currency ? t`Investment (${currency})` : t`Investment`}
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
                      label: `${p.name} · ${formatMoney(p.value, { currency: currencyOf(p.country_id) })} · ${p.unit_ids.length} u. · ${p.duration} d`,
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
