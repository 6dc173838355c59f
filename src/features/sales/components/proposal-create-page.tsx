/**
 * /dashboard/proposals/create (product.md §2 "campaign-proposal: create"; api-catalogue.md POST /proposals): a new
 * proposal for a customer — name, customer (those on the device), default dates, notes. It needs the server (a new
 * id): offline it says so and keeps what was typed; a 422 shows under its field; then the editor opens.
 */
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { FormPanel } from '#src/ui/form-panel.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useCustomerChoices } from '../api/bookings.ts';
import { useCreateProposal } from '../api/proposals.ts';

export function ProposalCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const customers = useCustomerChoices();
  const create = useCreateProposal();
  const [form, setForm] = useState({ name: '', client: '', start: '', end: '', notes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async () => {
    const found: Record<string, string> = {};
    if (!form.name.trim()) found.name = t`Write a name.`;
    if (!form.client) found.client_id = t`Choose the customer.`;
    if (form.start && form.end && form.start > form.end)
      found.start_date = t`The start date must be on or before the end date.`;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const p = await create({
        name: form.name.trim(),
        client_id: Number(form.client),
        notes: form.notes,
        start_date: form.start || null,
        end_date: form.end || null,
      });
      await navigate({ to: '/dashboard/proposals/$id', params: { id: p.id } });
    } catch (e) {
      if (e instanceof ApiError && e.status === 0)
        setErrors({ form: t`Creating a proposal needs a connection. What you typed stays here.` });
      else if (e instanceof ApiError && e.errors)
        setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0] ?? e.message])));
      else setErrors({ form: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4" maxW="2xl">
      <Text as="h1" textStyle="2xl" fontWeight="bold">
        <Trans>New proposal</Trans>
      </Text>
      {errors.form && (
        <Text color="fg.error" role="alert">
          {errors.form}
        </Text>
      )}
      <FormPanel label={t`New proposal`} onSubmit={() => void submit()}>
        <TextInput
          label={t`Name`}
          name="proposal-name"
          value={form.name}
          onChange={set('name')}
          error={errors.name}
          required
          maxLength={160}
        />
        <Stack gap="1">
          <SelectField
            id="proposal-client"
            label={<Trans>Customer</Trans>}
            value={form.client}
            onChange={set('client')}
            options={[
              { value: '', label: t`Choose…` },
              ...customers.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          {errors.client_id && (
            <Text fontSize="sm" color="fg.error">
              {errors.client_id}
            </Text>
          )}
        </Stack>
        <TextInput
          label={t`Start date`}
          name="proposal-start"
          type="date"
          value={form.start}
          onChange={set('start')}
          error={errors.start_date}
        />
        <TextInput
          label={t`End date`}
          name="proposal-end"
          type="date"
          value={form.end}
          onChange={set('end')}
          error={errors.end_date}
        />
        <TextArea label={t`Notes`} name="proposal-notes" value={form.notes} onChange={set('notes')} maxLength={5000} />
        <Button type="submit" colorPalette="brand" loading={busy} loadingText={t`Creating…`} alignSelf="start">
          <Trans>Create proposal</Trans>
        </Button>
      </FormPanel>
    </Stack>
  );
}
