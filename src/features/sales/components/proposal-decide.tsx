/**
 * The two steps that turn a proposal into a hold (product.md §2 "proposals: make-reservation, make-contracts"; §4
 * "proposal checked → booking or contract"): what is about to be held (units, dates, total in the proposal's
 * currency; a booking holds for `BOOKING_HOLD_DAYS` days on the server's clock), the confirm action (a named
 * mutation: queued offline, shown waiting), a refusal's busy units with the server's reason (replace them in the
 * editor), and once done, the booking with its expiry or the contracts made. From the device; the contracts made
 * are a server read kept on the device.
 */
import { Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_HOLD_DAYS } from '#src/domain/booking-rules.ts';
import { useMutation, useOutboxEntry, usePending } from '#src/sync/index.ts';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useProposalBookings, useProposalContracts, type ProposalRow } from '../api/proposals.ts';
import { unitConflicts } from '../model/proposal-conflicts.ts';
import { proposals as m } from '../mutations.ts';
import { BookingStateBadge, ExpiryLine, useNow } from './booking-parts.tsx';
import { QueuedActions } from '#src/resource/queued-actions.tsx';
import { ProposalHeader, ProposalSteps, WithProposal } from './proposal-summary.tsx';

type Step = 'booking' | 'contract';

/** Queued and refused entries of `step` for proposal `p`, and the units a refusal named (with their titles). */
function useStep(p: ProposalRow, step: Step) {
  const mutation = step === 'booking' ? m.bookProposal : m.contractProposal;
  const actions = usePending(mutation).filter((a) => a.args.proposalId === p.id);
  const busy = [...unitConflicts(actions.filter((a) => a.state === 'refused')).values()].map((c) => ({
    ...c,
    title: p.units.find((l) => l.unit_id === c.unitId)?.unit.title ?? `#${c.unitId}`,
  }));
  return { mutation, actions, busy };
}

function Confirm({ p, step }: { p: ProposalRow; step: Step }) {
  const { t } = useLingui();
  const { mutation, actions, busy } = useStep(p, step);
  const queue = useMutation(mutation);
  const { discard } = useOutboxEntry();
  const open = p.status === 'draft' || p.status === 'checked' || (step === 'contract' && p.status === 'booked');
  const waiting = actions.some((a) => a.state === 'waiting');
  const confirm = async () => {
    for (const a of actions.filter((x) => x.state === 'refused')) await discard(a.entryId);
    await queue({ proposalId: p.id, name: p.name });
  };
  return (
    <Stack gap="3">
      <Text>
        <Plural value={p.units.length} one="# unit" other="# units" />
        {' · '}
        <Trans>Total:</Trans> <PriceTag value={p.total} currency={p.currency} size="sm" />
      </Text>
      <Text color="fg.muted">
        {step === 'booking' ? (
          <Trans>
            The booking holds these units for {BOOKING_HOLD_DAYS} days from when the server records it; a manager
            applies or rejects it.
          </Trans>
        ) : (
          <Trans>The contract holds these units over their dates and ends the proposal&apos;s booking.</Trans>
        )}
      </Text>
      <QueuedActions actions={actions} onDiscard={(entryId) => void discard(entryId)} />
      {busy.length > 0 && (
        <Stack as="ul" gap="1" role="alert" aria-label={t`Units held by others`}>
          {busy.map((b) => (
            <Text as="li" key={b.unitId} fontSize="sm" color="red.700" data-conflict-unit={b.unitId}>
              {b.title}: {b.message}
            </Text>
          ))}
          <ChakraLink asChild>
            <Link to="/dashboard/proposals/$id" params={{ id: p.id }}>
              <Trans>Replace them in the editor</Trans>
            </Link>
          </ChakraLink>
        </Stack>
      )}
      {open && p.units.length > 0 && (
        <Button
          alignSelf="start"
          colorPalette={step === 'booking' ? 'brand' : 'green'}
          disabled={waiting}
          onClick={() => void confirm()}
        >
          {step === 'booking' ? <Trans>Confirm the booking</Trans> : <Trans>Confirm the contract</Trans>}
        </Button>
      )}
      {p.units.length === 0 && (
        <Text role="status">
          <Trans>Add units to the proposal first.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** `/dashboard/proposals/make-reservation?id=` */
export function MakeReservationPage({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <WithProposal id={id}>
      {(p) => (
        <Stack gap="5" maxW="5xl">
          <ProposalHeader p={p} title={t`Make a booking: ${p.name}`} />
          <ProposalSteps p={p} current="make-reservation" />
          <Confirm p={p} step="booking" />
          <ProposalBookings id={p.id} />
        </Stack>
      )}
    </WithProposal>
  );
}

function ProposalBookings({ id }: { id: number }) {
  const rows = useProposalBookings(id);
  const now = useNow();
  if (!rows?.length) return null;
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg">
        <Trans>Bookings of this proposal</Trans>
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {rows.map((b) => (
          <Stack as="li" key={b.id} gap="1" p="3" borderWidth="1px" borderRadius="md">
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/dashboard/bookings/$id" params={{ id: b.id }}>
                {b.name}
              </Link>
            </ChakraLink>
            <BookingStateBadge booking={b} now={now} />
            <ExpiryLine booking={b} now={now} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/** `/dashboard/proposals/make-contracts?id=` */
export function MakeContractsPage({ id }: { id: number }) {
  const { t } = useLingui();
  const contracts = useProposalContracts(id);
  return (
    <WithProposal id={id}>
      {(p) => (
        <Stack gap="5" maxW="5xl">
          <ProposalHeader p={p} title={t`Make a contract: ${p.name}`} />
          <ProposalSteps p={p} current="make-contracts" />
          <Confirm p={p} step="contract" />
          <Heading as="h2" size="lg">
            <Trans>Contracts of this proposal</Trans>
          </Heading>
          <ReadState read={contracts} what={t`the contracts`} />
          {contracts.value && contracts.value.length === 0 && (
            <Text role="status" color="fg.muted">
              <Trans>No contract yet.</Trans>
            </Text>
          )}
          <Stack as="ul" listStyleType="none" gap="2">
            {contracts.value?.map((c) => (
              <Stack as="li" key={c.campaign_id} gap="1" p="3" borderWidth="1px" borderRadius="md">
                <Text fontWeight="semibold">{c.name}</Text>
                <Text fontSize="sm">
                  <Plural value={c.units} one="# unit" other="# units" /> ·{' '}
                  <PriceTag value={c.investment} currency={c.currency} size="sm" />
                </Text>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
    </WithProposal>
  );
}
