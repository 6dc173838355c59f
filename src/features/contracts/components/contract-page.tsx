/**
 * /dashboard/contracts/{id} (product.md §2 "contracts/{id}"; §3 "Contract: comments, documents, orders, other
 * costs, order jobs, reference, periods, prices, owner, units …"; §4; issue 17): one contract from the device —
 * it opens offline, saying when the contracts were loaded. Its client, seller, reference, units type, period
 * (DD/MM/YYYY) and total in its currency; the decisions its status allows; the units with their period, prices and
 * spots (edited in place, 300 ms recalculation); other costs, documents and downloads; comments. Every action is
 * queued and shows as pending until the server has it; a refusal shows the server's message (§8).
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { QueuedActions } from '#src/resource/queued-actions.tsx';
import { isActionOf, useOutboxEntry, usePending, type PendingAction } from '#src/sync/index.ts';
import { Freshness } from '#src/ui/freshness.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { useContract, useContractsFreshness, useMayDo } from '../api/contracts.ts';
import { contractParts, contracts } from '../mutations.ts';
import { ContractComments } from './contract-comments.tsx';
import { ContractDecisions, ContractDetailsEditor } from './contract-decisions.tsx';
import { ContractPapers } from './contract-papers.tsx';
import { ContractMissing, ContractPeriod, ContractStatusBadge } from './contract-parts.tsx';
import { ContractUnits } from './contract-units.tsx';

const UNIT_UPDATES = [
  contracts.updateContractPrices,
  contracts.updateContractUnitSpots,
  contracts.updateContractUnitPrices,
  contracts.updateContractUnitPeriod,
];
const DECISIONS = [
  contracts.applyContract,
  contracts.rejectContract,
  contracts.cancelContract,
  contracts.billContract,
  contracts.changeContractOwner,
  contracts.updateContractReference,
  contracts.updateContractUnitsType,
  contracts.updateContractPeriods,
  contractParts.renewContract,
];

function Section({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The detail screen of contract `id`. */
export function ContractPage({ id }: { id: number }) {
  const { t } = useLingui();
  const contract = useContract(id);
  const lastPulledAt = useContractsFreshness();
  const { discard } = useOutboxEntry();
  const decisions = usePending(...DECISIONS).filter((a) => a.args.contractId === id);
  const unitActions = usePending(...UNIT_UPDATES).filter((a) => a.args.contractId === id);
  const may = useMayDo(contract ?? { status: 'rejected' });
  if (!contract) return <ContractMissing contract={contract} />;
  const deciding = decisions.some((a) => a.state === 'waiting' && !isActionOf(contracts.updateContractReference, a));
  return (
    <Stack gap="6" maxW="6xl">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h1" size="2xl">
            <Trans>
              Contract {contract.id} · {contract.name}
            </Trans>
          </Heading>
          <ContractStatusBadge contract={contract} />
        </HStack>
        <Freshness lastPulledAt={lastPulledAt} />
        <Text>
          <Trans>Client: {contract.client_name}</Trans> ·{' '}
          {contract.owner_name ? <Trans>Seller: {contract.owner_name}</Trans> : <Trans>No seller</Trans>}
          {contract.reference ? (
            <>
              {' '}
              · <Trans>Reference: {contract.reference}</Trans>
            </>
          ) : null}
        </Text>
        <ContractPeriod contract={contract} />
        {contract.renewed_from_id !== null && (
          <Text fontSize="sm">
            <Link to="/dashboard/contracts/$id" params={{ id: contract.renewed_from_id }}>
              <Trans>Renews contract {contract.renewed_from_id}</Trans>
            </Link>
          </Text>
        )}
        {contract.reason && (
          <Text fontSize="sm">
            <Trans>Reason: {contract.reason}</Trans>
          </Text>
        )}
        <HStack gap="2">
          <Text>
            <Trans>Total:</Trans>
          </Text>
          <PriceTag value={contract.total} currency={contract.currency} />
          <Text fontSize="sm" color="fg.muted">
            <Plural value={contract.units.length} one="# unit" other="# units" /> ·{' '}
            {contract.units_type === 'digital' ? t`Digital` : t`Print`}
          </Text>
        </HStack>
      </Stack>
      <QueuedActions actions={decisions} onDiscard={(entryId) => void discard(entryId)} />
      {!deciding && <ContractDecisions contract={contract} />}
      {/* keyed by the reference: the field starts from the contract's own value when a pull or a fold changes it */}
      <ContractDetailsEditor key={contract.reference} contract={contract} />
      <Section title={<Trans>Units</Trans>}>
        <ContractUnits
          contract={contract}
          unitActions={unitActions as PendingAction<Record<string, unknown>>[]}
          editable={may('updateUnits')}
        />
      </Section>
      <ContractPapers contract={contract} />
      <Section title={<Trans>Comments</Trans>}>
        <ContractComments contract={contract} />
      </Section>
    </Stack>
  );
}
