/**
 * /dashboard/campaigns/{type}/{id}/fiscal (product.md §2 "fiscal"; api-catalogue.md "Campaigns": `GET
 * billing-forms`, `PUT {id}/update-billing-countries`, `PUT {id}/costs_campaign`; issue 17): the fiscal data of each
 * billed country — billing form (from the server, in the interface language) and what it needs: tax id, business
 * name, address, email — and, for sellers, the campaign's costs (production, installation, other). Saved online (the
 * server checks them: its 422 shows under each field, §8); nothing typed is lost when a save fails.
 */
import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import type { BillingForm, FiscalField } from '#src/domain/billing-rules.ts';
import { missingFiscal } from '#src/domain/billing-rules.ts';
import type { CampaignType } from '#src/domain/steps.ts';
import { parseMoney } from '#src/lib/money.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useBillingActions, useBillingForms, useBillingRights, useReceipt, type Receipt } from '../api/billing.ts';
import { BillingNav } from './receipt-parts.tsx';

type CountryDraft = { country_id: number; country_name: string; billing_form: BillingForm } & Record<
  FiscalField,
  string
>;

function useSave() {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      notifySuccess(await action());
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.errors ?? {});
        setMessage(
          e.isNetwork ? t`Saving needs a connection. What you typed stays here; save again online.` : e.message,
        );
      } else setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { run, errors, message, busy };
}

function Countries({ receipt, campaignId }: { receipt: Receipt; campaignId: number }) {
  const { t } = useLingui();
  const forms = useBillingForms();
  const { saveCountries } = useBillingActions(campaignId);
  const save = useSave();
  const [drafts, setDrafts] = useState<CountryDraft[]>(() =>
    receipt.billing_countries.map((c) => ({
      country_id: c.country_id,
      country_name: c.country_name,
      billing_form: c.billing_form,
      tax_id: c.tax_id,
      business_name: c.business_name,
      address: c.address,
      email: c.email,
    })),
  );
  const label: Record<FiscalField, string> = {
    tax_id: t`Tax id`,
    business_name: t`Business name`,
    address: t`Fiscal address`,
    email: t`Billing email`,
  };
  const set = (i: number, patch: Partial<CountryDraft>) =>
    setDrafts((d) => d.map((c, k) => (k === i ? { ...c, ...patch } : c)));
  return (
    <Stack gap="4">
      <ReadState read={forms} what={t`the billing forms`} />
      {drafts.map((c, i) => {
        const missing = missingFiscal(c.billing_form, c);
        return (
          <Stack
            key={c.country_id}
            gap="2"
            p="4"
            borderWidth="1px"
            borderRadius="lg"
            as="fieldset"
            data-country-id={c.country_id}
          >
            <Text as="legend" fontWeight="semibold">
              {c.country_name}
            </Text>
            <SelectField
              id={`billing-form-${c.country_id}`}
              label={<Trans>Billing form</Trans>}
              value={c.billing_form}
              onChange={(v) => set(i, { billing_form: v as BillingForm })}
              options={(forms.value ?? []).map((f) => ({ value: f.key, label: f.name }))}
            />
            {forms.value?.find((f) => f.key === c.billing_form)?.description && (
              <Text fontSize="sm" color="fg.muted">
                {forms.value.find((f) => f.key === c.billing_form)!.description}
              </Text>
            )}
            {(['tax_id', 'business_name', 'address', 'email'] as const).map((field) => (
              <TextInput
                key={field}
                label={label[field]}
                name={`${field}-${c.country_id}`}
                type={field === 'email' ? 'email' : 'text'}
                value={c[field]}
                onChange={(value) => set(i, { [field]: value })}
                required={missing.includes(field) || undefined}
                error={save.errors[`countries.${i}.${field}`]?.[0] ?? save.errors[field]?.[0]}
              />
            ))}
          </Stack>
        );
      })}
      <Button
        alignSelf="start"
        colorPalette="brand"
        loading={save.busy}
        onClick={() =>
          void save.run(() =>
            saveCountries(
              drafts.map(
                ({ country_name: _n, ...c }) =>
                  Object.fromEntries(Object.entries(c).filter(([, v]) => v !== '')) as (typeof drafts)[number],
              ),
            ),
          )
        }
      >
        <Trans>Save fiscal data</Trans>
      </Button>
      {save.message && (
        <Text role="alert" color="red.700">
          {save.message}
        </Text>
      )}
    </Stack>
  );
}

/** A cost as typed: 0 when blank, null when it is not an amount. */
const amount = (s: string) => (s.trim() ? parseMoney(s) : 0);

function Costs({ receipt, campaignId }: { receipt: Receipt; campaignId: number }) {
  const { t } = useLingui();
  const { saveCosts } = useBillingActions(campaignId);
  const save = useSave();
  const of = (kind: 'production' | 'installation' | 'other') =>
    String(receipt.lines.find((l) => l.kind === 'cost' && l.cost_kind === kind)?.amount ?? '');
  const [production, setProduction] = useState(of('production'));
  const [installation, setInstallation] = useState(of('installation'));
  const [other, setOther] = useState(of('other'));
  const [concept, setConcept] = useState(receipt.lines.find((l) => l.cost_kind === 'other')?.concept ?? '');
  const bad = [production, installation, other].some((s) => amount(s) === null || (amount(s) ?? 0) < 0);
  return (
    <Stack gap="2" maxW="lg">
      <Heading as="h2" size="md">
        <Trans>Campaign costs ({receipt.currency ?? '—'})</Trans>
      </Heading>
      <TextInput
        label={t`Production cost`}
        name="production-cost"
        value={production}
        onChange={setProduction}
        error={save.errors.production_cost?.[0]}
      />
      <TextInput
        label={t`Installation cost`}
        name="installation-cost"
        value={installation}
        onChange={setInstallation}
        error={save.errors.installation_cost?.[0]}
      />
      <TextInput
        label={t`Other costs`}
        name="other-costs"
        value={other}
        onChange={setOther}
        error={save.errors.other_costs?.[0]}
      />
      <TextInput
        label={t`Concept of the other costs`}
        name="other-costs-concept"
        value={concept}
        onChange={setConcept}
        maxLength={200}
      />
      <Button
        alignSelf="start"
        loading={save.busy}
        disabled={bad}
        onClick={() =>
          void save.run(() =>
            saveCosts({
              production_cost: amount(production) ?? 0,
              installation_cost: amount(installation) ?? 0,
              other_costs: amount(other) ?? 0,
              ...(concept.trim() ? { other_costs_concept: concept } : {}),
            }),
          )
        }
      >
        <Trans>Save costs</Trans>
      </Button>
      {bad && (
        <Text fontSize="sm" color="red.700">
          <Trans>Write each cost as an amount of zero or more.</Trans>
        </Text>
      )}
      {save.message && (
        <Text role="alert" color="red.700">
          {save.message}
        </Text>
      )}
    </Stack>
  );
}

/** The fiscal page of campaign `id`. */
export function FiscalPage({ type, id }: { type: CampaignType; id: number }) {
  const { t } = useLingui();
  const receipt = useReceipt(id);
  const rights = useBillingRights();
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="2xl">
        {receipt.value ? (
          <Trans>Fiscal data of {receipt.value.campaign_name}</Trans>
        ) : (
          <Trans>Fiscal data of the campaign</Trans>
        )}
      </Heading>
      <BillingNav type={type} id={id} current="fiscal" />
      <ReadState read={receipt} what={t`the receipt`} />
      {receipt.value && rights.pay && <Countries key={receipt.at} receipt={receipt.value} campaignId={id} />}
      {receipt.value && rights.charge && <Costs key={`costs-${receipt.at}`} receipt={receipt.value} campaignId={id} />}
    </Stack>
  );
}
