/**
 * What can be done to a contract from its screen (product.md §4 "Contract: apply (approve), reject, renew, cancel,
 * send invoice (marks billed), … change owner, update … units type"; issue 17): the buttons the shared state machine
 * allows for its status and the account's rights (`contracts.*`), each queued (works offline); reject asks for a
 * reason, cancel for an optional one; renew and the order job open their own pages. The owner (a seller of the
 * client), the reference and the units type are edited in the "Details" block.
 */
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '#src/sync/index.ts';
import { notifyError } from '#src/ui/notices.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useClientSellers, useContractRights, useMayDo, type ContractRow } from '../api/contracts.ts';
import { contracts } from '../mutations.ts';

/** Reject or cancel: a reason box and the confirming button. */
function WithReason({
  label,
  confirm,
  required,
  onConfirm,
  onClose,
}: {
  label: string;
  confirm: string;
  required: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Stack gap="2" maxW="lg">
      <TextArea label={label} name="contract-reason" value={reason} onChange={setReason} maxLength={500} />
      <HStack gap="2">
        <Button colorPalette="red" size="sm" disabled={required && !reason.trim()} onClick={() => onConfirm(reason)}>
          {confirm}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <Trans>Keep it</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/** The decision buttons; hidden while a decision waits for the server. */
export function ContractDecisions({ contract }: { contract: ContractRow }) {
  const { t } = useLingui();
  const may = useMayDo(contract);
  const { orderJobs } = useContractRights();
  const apply = useMutation(contracts.applyContract);
  const reject = useMutation(contracts.rejectContract);
  const cancel = useMutation(contracts.cancelContract);
  const bill = useMutation(contracts.billContract);
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  const which = { contractId: contract.id, campaignId: contract.campaign_id, name: contract.name };
  const search = { id: contract.id };
  const canOrderJob = orderJobs && (contract.status === 'approved' || contract.status === 'billed');
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        {may('apply') && (
          <Button colorPalette="green" size="sm" onClick={() => apply(which).catch(notifyError)}>
            <Trans>Approve contract</Trans>
          </Button>
        )}
        {may('billed') && (
          <Button colorPalette="blue" size="sm" onClick={() => bill(which).catch(notifyError)}>
            <Trans>Send invoice (mark billed)</Trans>
          </Button>
        )}
        {may('renew') && (
          <Button asChild size="sm" variant="outline">
            <Link to="/dashboard/contracts/renew" search={search}>
              <Trans>Renew…</Trans>
            </Link>
          </Button>
        )}
        {canOrderJob && (
          <Button asChild size="sm" variant="outline">
            <Link to="/dashboard/contracts/create-order-job" search={search}>
              <Trans>Create installation order job…</Trans>
            </Link>
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <Link to="/dashboard/contracts/order" search={search}>
            <Trans>Orders</Trans>
          </Link>
        </Button>
        {may('reject') && asking === null && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('reject')}>
            <Trans>Reject…</Trans>
          </Button>
        )}
        {may('cancel') && asking === null && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('cancel')}>
            <Trans>Cancel contract…</Trans>
          </Button>
        )}
      </HStack>
      {asking === 'reject' && (
        <WithReason
          label={t`Reason (the client sees it)`}
          confirm={t`Reject contract`}
          required
          onClose={() => setAsking(null)}
          onConfirm={(reason) => {
            setAsking(null);
            reject({ ...which, reason }).catch(notifyError);
          }}
        />
      )}
      {asking === 'cancel' && (
        <WithReason
          label={t`Reason (optional)`}
          confirm={t`Cancel contract`}
          required={false}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => {
            setAsking(null);
            cancel({ ...which, ...(reason.trim() ? { reason } : {}) }).catch(notifyError);
          }}
        />
      )}
      {(asking === 'reject' || asking === 'cancel') && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Its units become free for other campaigns.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** Owner, reference and units type: edited when the status allows, queued like the decisions. */
export function ContractDetailsEditor({ contract }: { contract: ContractRow }) {
  const { t } = useLingui();
  const may = useMayDo(contract);
  const sellers = useClientSellers(contract.client_id);
  const changeOwner = useMutation(contracts.changeContractOwner);
  const setReference = useMutation(contracts.updateContractReference);
  const setUnitsType = useMutation(contracts.updateContractUnitsType);
  const [reference, setReferenceText] = useState(contract.reference);
  const which = { contractId: contract.id, campaignId: contract.campaign_id, name: contract.name };
  const choices = new Map<number, string>();
  if (contract.owner_id !== null) choices.set(contract.owner_id, contract.owner_name ?? `#${contract.owner_id}`);
  if (sellers.value) for (const s of sellers.value) choices.set(s.id, s.name);
  if (!may('changeOwner') && !may('updateReference') && !may('updateUnits')) return null;
  return (
    <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }} wrap="wrap">
      {may('changeOwner') && (
        <SelectField
          id={`contract-owner-${contract.id}`}
          label={<Trans>Seller in charge</Trans>}
          value={contract.owner_id === null ? '' : String(contract.owner_id)}
          onChange={(v) => {
            const ownerId = Number(v);
            if (!ownerId || ownerId === contract.owner_id) return;
            changeOwner({ ...which, ownerId, ownerName: choices.get(ownerId) ?? `#${ownerId}` }).catch(notifyError);
          }}
          options={[
            ...(contract.owner_id === null ? [{ value: '', label: t`No seller` }] : []),
            ...[...choices].map(([id, name]) => ({ value: String(id), label: name })),
          ]}
        />
      )}
      {may('updateReference') && (
        <HStack gap="2" align="end">
          <TextInput
            label={t`Reference (purchase order)`}
            name={`contract-reference-${contract.id}`}
            value={reference}
            onChange={setReferenceText}
            maxLength={120}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={reference.trim() === contract.reference}
            onClick={() => setReference({ ...which, reference }).catch(notifyError)}
          >
            <Trans>Save reference</Trans>
          </Button>
        </HStack>
      )}
      {may('updateUnits') && (
        <SelectField
          id={`contract-units-type-${contract.id}`}
          label={<Trans>Units type</Trans>}
          value={contract.units_type}
          onChange={(v) => setUnitsType({ ...which, unitsType: v as 'print' | 'digital' }).catch(notifyError)}
          options={[
            { value: 'print', label: t`Print` },
            { value: 'digital', label: t`Digital` },
          ]}
        />
      )}
    </Stack>
  );
}
