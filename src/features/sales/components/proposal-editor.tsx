/**
 * /dashboard/proposals/{id} (product.md §2 "proposals: {id}"; the side menu collapses here, §2): the proposal
 * editor, from the device — status, client, totals in its currency (subtotal, applied discounts, total); its
 * segments and lines (proposal-lines.tsx); units added with the unit picker; one price for all and a multiplier;
 * notes; check, book and contract (queued: they show waiting, then the server's answer — a booking refused
 * lists the busy units with who holds them); remove (online, after confirming; a 422 shows as the server sent it,
 * §8); and links to the photographic presentation and the POI report. Works offline except creating a segment and
 * removing the proposal, which say they need a connection.
 */
import { useState } from 'react';
import { Button, HStack, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdMediaUnit } from '#src/api/contract/availability.ts';
import { ApiError } from '#src/api/errors.ts';
import { UnitPicker } from '#src/resource/unit-picker.tsx';
import { useMutation, useOutboxEntry, usePending } from '#src/sync/index.ts';
import type { PendingAction } from '#src/sync/index.ts';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useAddSegment, useMakeSegments, useRemoveProposal, type ProposalRow } from '../api/proposals.ts';
import { unitConflicts } from '../model/proposal-conflicts.ts';
import { proposals as m } from '../mutations.ts';
import { QueuedActions } from '#src/resource/queued-actions.tsx';
import { ProposalLines } from './proposal-lines.tsx';
import { ProposalHeader, ProposalSteps, WithProposal } from './proposal-summary.tsx';
import { ProposalUploads } from './proposal-uploads.tsx';
import { MoneyInput, SegmentSelect } from './proposal-parts.tsx';

const ALL = Object.values(m).filter(
  (x) => typeof x === 'object' && x !== null && 'request' in x,
) as (typeof m.checkProposal)[];

/**
 * Check, book, contract and remove. Booking or contracting again first drops the earlier refusals of both (their
 * busy units were replaced or dismissed), so only the new answer's conflicts show.
 */
function Actions({ p, refused }: { p: ProposalRow; refused: readonly PendingAction<unknown>[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const check = useMutation(m.checkProposal);
  const bookNow = useMutation(m.bookProposal);
  const contractNow = useMutation(m.contractProposal);
  const { discard } = useOutboxEntry();
  const again = async (queue: typeof bookNow, args: { proposalId: number; name: string }) => {
    for (const r of refused) await discard(r.entryId);
    await queue(args);
  };
  const book = (args: { proposalId: number; name: string }) => again(bookNow, args);
  const contract = (args: { proposalId: number; name: string }) => again(contractNow, args);
  const removeOnline = useRemoveProposal();
  const [confirm, setConfirm] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const base = { proposalId: p.id, name: p.name };
  const editable = p.status === 'draft' || p.status === 'checked';
  const remove = async () => {
    setMessage(null);
    try {
      await removeOnline(p.id);
      await navigate({ to: '/dashboard/proposals' });
    } catch (e) {
      setMessage(
        e instanceof ApiError && e.status === 0
          ? t`Removing a proposal needs a connection.`
          : e instanceof Error
            ? e.message
            : String(e),
      );
    }
  };
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {editable && (
          <Button size="sm" variant="outline" onClick={() => void check(base)}>
            <Trans>Mark as checked</Trans>
          </Button>
        )}
        {editable && (
          <Button size="sm" colorPalette="brand" onClick={() => void book(base)}>
            <Trans>Make booking</Trans>
          </Button>
        )}
        {p.status !== 'contracted' && p.status !== 'removed' && (
          <Button size="sm" colorPalette="green" onClick={() => void contract(base)}>
            <Trans>Make contract</Trans>
          </Button>
        )}
        {p.status !== 'contracted' && !confirm && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirm(true)}>
            <Trans>Remove proposal…</Trans>
          </Button>
        )}
        {confirm && (
          <HStack gap="2" role="group" aria-label={t`Remove the proposal`}>
            <Text fontSize="sm">
              <Trans>Remove this proposal?</Trans>
            </Text>
            <Button size="sm" colorPalette="red" onClick={() => void remove()}>
              <Trans>Remove</Trans>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirm(false)}>
              <Trans>Keep it</Trans>
            </Button>
          </HStack>
        )}
      </HStack>
      {message && (
        <Text color="fg.error" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}

function Tools({ p }: { p: ProposalRow }) {
  const { t } = useLingui();
  const addUnits = useMutation(m.addProposalUnits);
  const addCircuit = useMutation(m.addProposalCircuit);
  const [circuit, setCircuit] = useState('');
  const [picked, setPicked] = useState<AdMediaUnit[]>([]);
  // the circuits of the units in the proposal and of the units just found: "every unit of that circuit"
  const circuits = [
    ...new Map([
      ...p.units.flatMap((l) =>
        l.unit.circuit_id && l.unit.circuit ? [[l.unit.circuit_id, l.unit.circuit] as const] : [],
      ),
      ...picked.flatMap((u) => (u.circuit ? [[u.circuit.id, u.circuit.name] as const] : [])),
    ]),
  ];
  const onePrice = useMutation(m.updateProposalPrice);
  const multiply = useMutation(m.multiplyProposalPrices);
  const notes = useMutation(m.updateProposalNotes);
  const addSegment = useAddSegment();
  const makeSegments = useMakeSegments();
  const loose = p.units.some((l) => !p.segments.some((x) => x.id === l.segment_id));
  const [into, setInto] = useState('');
  const [factor, setFactor] = useState('');
  const [segment, setSegment] = useState('');
  const [text, setText] = useState(p.notes);
  const [segmentError, setSegmentError] = useState<string | null>(null);
  const base = { proposalId: p.id, name: p.name };
  const newSegment = async () => {
    setSegmentError(null);
    try {
      await addSegment(p.id, { name: segment.trim(), start_date: p.start_date, end_date: p.end_date });
      setSegment('');
    } catch (e) {
      setSegmentError(
        e instanceof ApiError && e.status === 0
          ? t`Adding a segment needs a connection.`
          : String((e as Error).message),
      );
    }
  };
  return (
    <Stack gap="4">
      <Stack gap="2">
        <UnitPicker
          label={t`Units to add`}
          name="proposal-units"
          value={picked}
          onChange={setPicked}
          skipIds={p.units.map((l) => l.unit_id)}
        />
        <HStack gap="2" wrap="wrap" align="center">
          <SegmentSelect
            label={t`Segment of the units to add`}
            segments={p.segments}
            value={p.segments.some((s) => String(s.id) === into) ? into : ''}
            onChange={setInto}
            width="14rem"
          />
          <Button
            size="sm"
            disabled={!picked.length}
            onClick={() => {
              const segmentId = p.segments.some((s) => String(s.id) === into) ? Number(into) : null;
              void addUnits({
                ...base,
                unitIds: picked.map((u) => u.id),
                titles: picked.map((u) => u.title),
                segmentId,
              });
              setPicked([]);
            }}
          >
            {t`Add ${picked.length} units`}
          </Button>
        </HStack>
      </Stack>
      {circuits.length > 0 && (
        <HStack gap="2" wrap="wrap" align="center">
          <NativeSelect.Root size="sm" width="16rem">
            <NativeSelect.Field
              aria-label={t`Circuit whose units to add`}
              value={circuit}
              onChange={(e) => setCircuit(e.target.value)}
            >
              <option value="">{t`Choose a circuit`}</option>
              {circuits.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            disabled={!circuit}
            onClick={() => {
              const chosen = circuits.find(([id]) => String(id) === circuit);
              if (chosen) void addCircuit({ ...base, circuitId: chosen[0], circuit: chosen[1] });
              setCircuit('');
            }}
          >
            <Trans>Add every unit of the circuit</Trans>
          </Button>
        </HStack>
      )}
      <HStack gap="3" wrap="wrap" align="end">
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            <Trans>One price per day for every unit</Trans>
          </Text>
          <MoneyInput
            label={t`One price per day for every unit`}
            value={null}
            nullable
            onCommit={(price) => price !== null && void onePrice({ ...base, price })}
          />
        </Stack>
        <TextInput
          label={t`Multiply every price by`}
          name="proposal-factor"
          value={factor}
          onChange={setFactor}
          placeholder="1,10"
        />
        <Button
          size="sm"
          disabled={!(Number(factor.replace(',', '.')) >= 0.01 && Number(factor.replace(',', '.')) <= 100)}
          onClick={() => {
            void multiply({ ...base, factor: Number(factor.replace(',', '.')) });
            setFactor('');
          }}
        >
          <Trans>Multiply</Trans>
        </Button>
      </HStack>
      <HStack gap="3" wrap="wrap" align="end">
        <TextInput
          label={t`New segment`}
          name="proposal-segment"
          value={segment}
          onChange={setSegment}
          error={segmentError ?? undefined}
          maxLength={120}
        />
        <Button size="sm" disabled={!segment.trim()} onClick={() => void newSegment()}>
          <Trans>Add segment</Trans>
        </Button>
        {loose && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setSegmentError(null);
              makeSegments(p.id).catch((e: unknown) =>
                setSegmentError(
                  e instanceof ApiError && e.status === 0
                    ? t`Making segments needs a connection.`
                    : String((e as Error).message),
                ),
              );
            }}
          >
            <Trans>One segment per media type</Trans>
          </Button>
        )}
      </HStack>
      <Stack gap="2">
        <TextArea label={t`Notes`} name="proposal-notes" value={text} onChange={setText} maxLength={5000} />
        <Button
          size="sm"
          alignSelf="start"
          disabled={text === p.notes}
          onClick={() => void notes({ ...base, notes: text })}
        >
          <Trans>Save notes</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}

/** The editor of proposal `id` (from the device; says so while it is read or when it is not here). */
export function ProposalEditor({ id }: { id: number }) {
  return <WithProposal id={id}>{(p) => <Editor p={p} />}</WithProposal>;
}

function Editor({ p }: { p: ProposalRow }) {
  const queued = usePending(...ALL).filter((a) => (a.args as { proposalId?: number }).proposalId === p.id);
  const { discard } = useOutboxEntry();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const decisions = queued.filter((a) => a.name === m.bookProposal.name || a.name === m.contractProposal.name);
  const refused = decisions.filter((a) => a.state === 'refused');
  const conflicts = new Map(
    [...unitConflicts(refused)].filter(([unitId, c]) => !dismissed.has(`${c.entryId}:${unitId}`)),
  );
  const editable = p.status === 'draft' || p.status === 'checked';
  return (
    <Stack gap="5" maxW="7xl">
      <ProposalHeader p={p} title={p.name} />
      <HStack gap="4" wrap="wrap">
        <ProposalSteps p={p} current="editor" />
        <ChakraLink asChild>
          <Link to="/proposals/$id/pois" params={{ id: p.id }}>
            <Trans>Points of interest</Trans>
          </Link>
        </ChakraLink>
        {editable && (
          <ChakraLink asChild>
            <Link to="/dashboard/proposals/$id/by-package" params={{ id: p.id }}>
              <Trans>Add a package</Trans>
            </Link>
          </ChakraLink>
        )}
      </HStack>
      <QueuedActions actions={queued} onDiscard={(entryId) => void discard(entryId)} />
      <Actions p={p} refused={refused} />
      <ProposalLines
        p={p}
        editable={editable}
        conflicts={conflicts}
        onDismiss={(unitId) => {
          const c = conflicts.get(unitId);
          if (c) setDismissed((d) => new Set(d).add(`${c.entryId}:${unitId}`));
        }}
      />
      {editable && <Tools p={p} />}
      {editable && <ProposalUploads p={p} />}
    </Stack>
  );
}
