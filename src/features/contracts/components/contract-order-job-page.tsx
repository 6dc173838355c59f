/**
 * /dashboard/contracts/create-order-job?id= (product.md §2 "contracts/create-order-job"; issue 17 "from contract to
 * field work"): operations makes the installation order job of an approved or billed contract — kind, day (default
 * today), technician (optional: with one, the job is accepted and a route of every unit is made for that day, so the
 * technician sees it in the day's routes), the units (all by default) and a description. It needs a connection
 * (the job gets its number on the server) and says so; the server's refusal shows as sent (§8). The job lands in
 * the order-job list on this device at once.
 */
import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, firstValidationMessage } from '#src/api/errors.ts';
import { ORDER_JOB_KINDS, type OrderJobKind } from '#src/api/contract/contracts.ts';
import { JOB_KIND_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { today } from '#src/lib/dates.ts';
import { useKnownTechnicians } from '#src/resource/use-known-technicians.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { CheckField } from '#src/ui/check-field.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { ContractMissing } from './contract-parts.tsx';
import { useContract, useContractRights, useCreateContractOrderJob } from '../api/contracts.ts';

/** The form for contract `id`. */
export function CreateOrderJobPage({ id }: { id: number }) {
  const { t } = useLingui();
  const contract = useContract(id);
  const { orderJobs } = useContractRights();
  const technicians = useKnownTechnicians();
  const kindLabel = useEnumLabel(JOB_KIND_LABELS);
  const create = useCreateContractOrderJob();
  const navigate = useNavigate();
  const [kind, setKind] = useState<OrderJobKind>('installation');
  const [date, setDate] = useState(today());
  const [technicianId, setTechnicianId] = useState('');
  const [left, setLeft] = useState<Set<number>>(new Set());
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; errors?: Record<string, string[]> | undefined } | null>(null);
  if (!contract) return <ContractMissing contract={contract} />;
  if (!orderJobs)
    return (
      <Text role="status" fontWeight="medium">
        <Trans>Only operations staff make order jobs.</Trans>
      </Text>
    );
  const open = contract.status === 'approved' || contract.status === 'billed';
  const chosen = contract.units.filter((u) => !left.has(u.unit_id));
  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      const done = await create(contract.id, {
        kind,
        scheduled_date: date,
        ...(technicianId ? { technician_id: Number(technicianId) } : {}),
        ...(left.size ? { unit_ids: chosen.map((u) => u.unit_id) } : {}),
        ...(description.trim() ? { description } : {}),
      });
      notifySuccess(done.message);
      await navigate({ to: '/dashboard/order-jobs/$id', params: { id: done.jobId } });
    } catch (e) {
      if (e instanceof ApiError)
        setError({
          message: e.isNetwork
            ? t`Making an order job needs a connection. Nothing was sent; try again online.`
            : e.message,
          errors: e.errors,
        });
      else setError({ message: e instanceof Error ? e.message : String(e) });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack
      gap="4"
      maxW="3xl"
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Heading as="h1" size="2xl">
        <Trans>Order job for contract {contract.id}</Trans>
      </Heading>
      <Text>
        <Link to="/dashboard/contracts/$id" params={{ id: contract.id }}>
          {contract.name}
        </Link>{' '}
        · {contract.client_name}
      </Text>
      {!open && (
        <Text role="status" color="red.700">
          <Trans>Only an approved or billed contract gets order jobs.</Trans>
        </Text>
      )}
      <SelectField
        id="order-job-kind"
        label={<Trans>Kind</Trans>}
        value={kind}
        onChange={(v) => setKind(v as OrderJobKind)}
        options={ORDER_JOB_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
      />
      <TextInput
        label={t`Day`}
        name="order-job-date"
        type="date"
        value={date}
        onChange={setDate}
        required
        error={error?.errors?.scheduled_date?.[0]}
      />
      <SelectField
        id="order-job-technician"
        label={<Trans>Technician (optional: the job then gets its route for that day)</Trans>}
        value={technicianId}
        onChange={setTechnicianId}
        minW="260px"
        options={[
          { value: '', label: t`Nobody yet` },
          ...technicians.map((p) => ({ value: String(p.id), label: p.name })),
        ]}
      />
      {error?.errors?.technician_id && (
        <Text color="red.700" fontSize="sm">
          {error.errors.technician_id[0]}
        </Text>
      )}
      <Stack as="fieldset" gap="1">
        <Text as="legend" fontWeight="medium">
          <Trans>
            Units ({chosen.length} of {contract.units.length})
          </Trans>
        </Text>
        {contract.units.map((u) => (
          <CheckField
            key={u.unit_id}
            checked={!left.has(u.unit_id)}
            onChange={(checked) =>
              setLeft((prev) => {
                const next = new Set(prev);
                if (checked) next.delete(u.unit_id);
                else next.add(u.unit_id);
                return next;
              })
            }
            label={
              <>
                {u.title} · <span translate="no">{u.sku}</span> · {u.city}
              </>
            }
          />
        ))}
      </Stack>
      <TextArea
        label={t`Description (optional)`}
        name="order-job-description"
        value={description}
        onChange={setDescription}
        maxLength={2000}
      />
      {error && (
        <Text role="alert" color="red.700">
          {error.message}
          {error.errors && !error.errors.scheduled_date && !error.errors.technician_id
            ? ` ${firstValidationMessage(error.errors) ?? ''}`
            : ''}
        </Text>
      )}
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf="start"
        loading={sending}
        disabled={!open || chosen.length === 0 || !date}
      >
        <Trans>Create order job</Trans>
      </Button>
    </Stack>
  );
}
