/**
 * The proposal editor's segments and lines (product.md §3 "Proposal: units with total_price…; segments"): each
 * segment with its dates and price per day (editable; empty price = each line its own) and subtotal, then its lines
 * — unit, dates, price per day, quantity, total, the segment it is in (move it) and remove. Every edit is a named
 * mutation (../mutations/proposals.ts): the row reprices at once on the device and the change waits in the outbox
 * when there is no connection. Money in the proposal's currency.
 */
import { Fragment, useRef } from 'react';
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposalLine, ProposalSegment } from '#src/api/contract/sales.ts';
import { useMutation } from '#src/sync/index.ts';
import { PriceTag } from '#src/ui/price-tag.tsx';
import type { ProposalRow } from '../api/proposals.ts';
import type { UnitConflict } from '../model/proposal-conflicts.ts';
import { proposals as m } from '../mutations.ts';
import { LineConflict } from './proposal-conflict.tsx';
import { CountInput, DateInput, MoneyInput, SegmentSelect } from './proposal-parts.tsx';

/** Units the server refused to hold (by unit id), and how to hide one. */
interface Conflicts {
  conflicts?: ReadonlyMap<number, UnitConflict> | undefined;
  onDismiss?: ((unitId: number) => void) | undefined;
}

function LinesTable({
  p,
  lines,
  editable,
  conflicts,
  onDismiss,
}: { p: ProposalRow; lines: ProposalLine[]; editable: boolean } & Conflicts) {
  const { t } = useLingui();
  const updateLine = useMutation(m.updateProposalLine);
  const remove = useMutation(m.removeProposalUnit);
  const toSegment = useMutation(m.addUnitToSegment);
  const outOfSegment = useMutation(m.removeUnitFromSegment);
  const base = { proposalId: p.id, name: p.name };
  if (!lines.length)
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>No units here.</Trans>
      </Text>
    );
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Unit</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Dates</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Price per day</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Faces</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Total</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Segment</Trans>
            </Table.ColumnHeader>
            {editable && (
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Fragment key={l.id}>
              <Table.Row
                data-line-id={l.id}
                data-unit-id={l.unit_id}
                data-conflict={conflicts?.has(l.unit_id) || undefined}
              >
                <Table.Cell>
                  <Text fontWeight="medium">{l.unit.title}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    <span translate="no">{l.unit.sku}</span> · {l.unit.media_type.name}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap">
                    <DateInput
                      label={t`Start of ${l.unit.title}`}
                      value={l.start_date}
                      disabled={!editable}
                      onCommit={(start_date) =>
                        void updateLine({ ...base, unitId: l.unit_id, lineId: l.id, start_date })
                      }
                    />
                    <DateInput
                      label={t`End of ${l.unit.title}`}
                      value={l.end_date}
                      disabled={!editable}
                      onCommit={(end_date) => void updateLine({ ...base, unitId: l.unit_id, lineId: l.id, end_date })}
                    />
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <MoneyInput
                    label={t`Price per day of ${l.unit.title}`}
                    value={l.price}
                    disabled={!editable}
                    onCommit={(price) =>
                      void updateLine({ ...base, unitId: l.unit_id, lineId: l.id, price: price ?? 0 })
                    }
                  />
                  {l.price_per_day !== l.price && (
                    <Text fontSize="xs" color="fg.muted">
                      <Trans>Segment price applies</Trans>
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <CountInput
                    label={t`Faces of ${l.unit.title}`}
                    value={l.quantity}
                    disabled={!editable}
                    onCommit={(quantity) => void updateLine({ ...base, unitId: l.unit_id, lineId: l.id, quantity })}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end" data-testid="line-total">
                  <PriceTag value={l.total} currency={p.currency} size="sm" />
                </Table.Cell>
                <Table.Cell>
                  <SegmentSelect
                    label={t`Segment of ${l.unit.title}`}
                    segments={p.segments}
                    value={l.segment_id === null ? '' : String(l.segment_id)}
                    disabled={!editable}
                    onChange={(to) => {
                      if (to) void toSegment({ ...base, unitId: l.unit_id, segmentId: Number(to) });
                      else if (l.segment_id !== null)
                        void outOfSegment({ ...base, unitId: l.unit_id, segmentId: l.segment_id });
                    }}
                  />
                </Table.Cell>
                {editable && (
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t`Remove ${l.unit.title} from the proposal`}
                      onClick={() => void remove({ ...base, unitId: l.unit_id })}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
              {conflicts?.get(l.unit_id) && (
                <LineConflict
                  p={p}
                  l={l}
                  conflict={conflicts.get(l.unit_id)!}
                  columns={editable ? 7 : 6}
                  onDismiss={() => onDismiss?.(l.unit_id)}
                />
              )}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function SegmentHeader({ p, s, editable }: { p: ProposalRow; s: ProposalSegment; editable: boolean }) {
  const { t } = useLingui();
  const price = useMutation(m.updateSegmentPrices);
  const dates = useMutation(m.updateSegmentDates);
  const remove = useMutation(m.removeProposalSegment);
  const base = { proposalId: p.id, name: p.name, segmentId: s.id };
  // the dates committed here that the mirror does not show yet: the end committed right after the start, before the
  // start's local write re-rendered this header, must send the new start, not the one on screen (the second action
  // would undo the first); forgotten once the mirror's dates change (`seen`)
  const committed = useRef<{ seen: string; start_date?: string; end_date?: string }>({ seen: '' });
  const commitDates = (change: { start_date: string } | { end_date: string }) => {
    const seen = `${s.start_date ?? ''}/${s.end_date ?? ''}`;
    committed.current = { ...(committed.current.seen === seen ? committed.current : { seen }), ...change };
    const start_date = committed.current.start_date ?? s.start_date;
    const end_date = committed.current.end_date ?? s.end_date;
    if (start_date && end_date) void dates({ ...base, start_date, end_date });
  };
  return (
    <HStack justify="space-between" wrap="wrap" gap="2" align="end">
      <Heading as="h3" size="md">
        {s.name}
      </Heading>
      <HStack gap="2" wrap="wrap" align="center">
        <DateInput
          label={t`Start of segment ${s.name}`}
          value={s.start_date ?? ''}
          disabled={!editable}
          onCommit={(start_date) => commitDates({ start_date })}
        />
        <DateInput
          label={t`End of segment ${s.name}`}
          value={s.end_date ?? ''}
          disabled={!editable}
          onCommit={(end_date) => commitDates({ end_date })}
        />
        <MoneyInput
          label={t`Price per day of segment ${s.name}`}
          value={s.price}
          nullable
          disabled={!editable}
          onCommit={(value) => void price({ ...base, price: value })}
        />
        <Box data-testid="segment-subtotal">
          <PriceTag value={s.subtotal} currency={p.currency} size="sm" />
        </Box>
        {editable && (
          <Button size="xs" variant="ghost" onClick={() => void remove(base)} aria-label={t`Remove segment ${s.name}`}>
            <Trans>Remove segment</Trans>
          </Button>
        )}
      </HStack>
    </HStack>
  );
}

/**
 * Segments and lines of `p`; `editable` false once booked or contracted; `conflicts`: units a refused booking or
 * contract named, each shown under its line with Replace and Dismiss.
 */
export function ProposalLines({
  p,
  editable,
  conflicts,
  onDismiss,
}: { p: ProposalRow; editable: boolean } & Conflicts) {
  const loose = p.units.filter((l) => l.segment_id === null || !p.segments.some((s) => s.id === l.segment_id));
  return (
    <Stack gap="5">
      {p.segments.map((s) => (
        <Stack as="section" key={s.id} gap="2" aria-label={s.name} data-segment-id={s.id}>
          <SegmentHeader p={p} s={s} editable={editable} />
          <LinesTable
            p={p}
            lines={p.units.filter((l) => l.segment_id === s.id)}
            editable={editable}
            conflicts={conflicts}
            onDismiss={onDismiss}
          />
        </Stack>
      ))}
      {(loose.length > 0 || p.segments.length === 0) && (
        <Stack as="section" gap="2">
          <Heading as="h3" size="md">
            <Trans>Units without a segment</Trans>
          </Heading>
          <LinesTable p={p} lines={loose} editable={editable} conflicts={conflicts} onDismiss={onDismiss} />
        </Stack>
      )}
    </Stack>
  );
}
