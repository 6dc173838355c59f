/**
 * A contract's units (product.md §3 "units (each with period, prices, spots)"; §4 "update periods, prices, spots";
 * §8 "on contract unit and period updates the response itself is shown"; §9 "recalculation waits 300 ms"; issue 17).
 * Each unit's price per day, print price and spots are edited in place while the contract takes unit changes
 * (pending or approved): the line and the contract's total are repriced on the device at once (shared rules), and
 * the change is queued RECALCULATION_DELAY_MS after the last keystroke (one entry per unit and field). A unit with a
 * queued change says so; a refused one shows the server's error object on that unit, with Dismiss.
 * Periods (a unit's, or one for all) and a price for many units: contract-periods.tsx.
 * 100 units a page, with a search, so a contract of 1,000 units opens at once.
 */
import { useMemo, useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RECALCULATION_DELAY_MS } from '#src/domain/contract-rules.ts';
import { formatMoney } from '#src/lib/money.ts';
import { unitConflicts, useMutation, useOutboxEntry, type PendingAction } from '#src/sync/index.ts';
import { TableHead } from '#src/ui/table-head.tsx';
import { NumberCell } from '#src/ui/number-cell.tsx';
import { notifyError } from '#src/ui/notices.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { useDebouncedCallback } from '#src/ui/use-debounced-callback.ts';
import type { ContractRow } from '../api/contracts.ts';
import { contracts } from '../mutations.ts';
import { ContractBulkEdit, UnitPeriod } from './contract-periods.tsx';

/** Units shown per page. */
export const CONTRACT_UNITS_PER_PAGE = 100;

type Field = 'price' | 'print_price' | 'spots';
type Edit = { unitId: number; unitTitle: string; field: Field; value: number };

/**
 * The units table.
 * @param unitActions queued unit updates of this contract (waiting or refused), in outbox order
 * @param editable the contract takes unit changes and the account may make them
 */
export function ContractUnits({
  contract,
  unitActions,
  editable,
}: {
  contract: ContractRow;
  unitActions: readonly PendingAction<Record<string, unknown>>[];
  editable: boolean;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const spots = useMutation(contracts.updateContractUnitSpots);
  const prices = useMutation(contracts.updateContractUnitPrices);
  const { discard } = useOutboxEntry();
  const which = { contractId: contract.id, campaignId: contract.campaign_id, name: contract.name };
  // the last value typed per unit and field, sent RECALCULATION_DELAY_MS after the last keystroke
  const [typed, setTyped] = useState<Record<string, Edit>>({});
  const [flush] = useDebouncedCallback((edits: Record<string, Edit>) => {
    for (const e of Object.values(edits)) {
      const base = { ...which, unitId: e.unitId, unitTitle: e.unitTitle };
      const sent =
        e.field === 'spots'
          ? spots({ ...base, spots: e.value })
          : prices({ ...base, ...(e.field === 'price' ? { price: e.value } : { printPrice: e.value }) });
      sent.catch(notifyError);
    }
    setTyped({});
  }, RECALCULATION_DELAY_MS);
  const edit = (u: ContractRow['units'][number], field: Field, value: number) =>
    setTyped((prev) => {
      const next = { ...prev, [`${u.unit_id}:${field}`]: { unitId: u.unit_id, unitTitle: u.title, field, value } };
      flush(next);
      return next;
    });

  const refused = useMemo(() => unitConflicts(unitActions.filter((a) => a.state === 'refused')), [unitActions]);
  // a unit waits while an entry names it: one unit (`unitId`) or several (`units[].unitId`)
  const waiting = new Set(
    unitActions
      .filter((a) => a.state === 'waiting')
      .flatMap((a) =>
        typeof a.args.unitId === 'number'
          ? [a.args.unitId]
          : ((a.args.units as { unitId: number }[] | undefined) ?? []).map((u) => u.unitId),
      ),
  );
  const term = search.trim().toLowerCase();
  const shown = term
    ? contract.units.filter((u) => `${u.title} ${u.sku} ${u.city}`.toLowerCase().includes(term))
    : contract.units;
  const lastPage = Math.max(1, Math.ceil(shown.length / CONTRACT_UNITS_PER_PAGE));
  const current = Math.min(page, lastPage);
  const rows = shown.slice((current - 1) * CONTRACT_UNITS_PER_PAGE, current * CONTRACT_UNITS_PER_PAGE);
  const money = (n: number) => formatMoney(n, { currency: contract.currency ?? undefined });

  return (
    <Stack gap="3">
      {contract.units.length > CONTRACT_UNITS_PER_PAGE && (
        <Box maxW="sm">
          <TextInput
            label={t`Find a unit`}
            name="contract-unit-search"
            type="search"
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
        </Box>
      )}
      {editable && <ContractBulkEdit contract={contract} shown={shown} />}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Units of the contract`} data-testid="contract-units">
          <TableHead
            columns={[
              { label: <Trans>Unit</Trans> },
              { label: <Trans>Period</Trans> },
              { label: <Trans>Price per day</Trans>, end: true },
              { label: <Trans>Print price</Trans>, end: true },
              { label: <Trans>Spots</Trans>, end: true },
              { label: <Trans>Total</Trans>, end: true },
            ]}
          />
          <Table.Body>
            {rows.map((u) => {
              const conflict = refused.get(u.unit_id);
              return (
                <Table.Row key={u.unit_id} data-unit-id={u.unit_id} data-refused={conflict ? 'true' : undefined}>
                  <Table.Cell>
                    <Text fontWeight="medium">{u.title}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      <span translate="no">{u.sku}</span> · {u.media_type} · {u.city}
                    </Text>
                    {waiting.has(u.unit_id) && (
                      <Badge size="sm" colorPalette="orange" data-testid="unit-pending">
                        <Trans>Not sent yet</Trans>
                      </Badge>
                    )}
                    {conflict && (
                      <HStack gap="2" mt="1" wrap="wrap" role="alert" data-testid="unit-refused">
                        <Text fontSize="sm" color="red.700">
                          {conflict.message}
                        </Text>
                        <Button size="2xs" variant="outline" onClick={() => void discard(conflict.entryId)}>
                          <Trans>Dismiss</Trans>
                        </Button>
                      </HStack>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <UnitPeriod contract={contract} unit={u} editable={editable} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {editable ? (
                      <NumberCell
                        label={t`Price per day of ${u.title}`}
                        value={u.price}
                        money={{ currency: contract.currency ?? undefined }}
                        onChange={(n) => edit(u, 'price', n)}
                      />
                    ) : (
                      money(u.price)
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {editable ? (
                      <NumberCell
                        label={t`Print price of ${u.title}`}
                        value={u.print_price}
                        money={{ currency: contract.currency ?? undefined }}
                        onChange={(n) => edit(u, 'print_price', n)}
                      />
                    ) : (
                      money(u.print_price)
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {editable ? (
                      <NumberCell
                        label={t`Spots of ${u.title}`}
                        value={u.spots}
                        min={1}
                        onChange={(n) => edit(u, 'spots', Math.round(n))}
                      />
                    ) : (
                      u.spots
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid={`unit-total-${u.unit_id}`}>
                    {money(u.total)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {Object.keys(typed).length > 0 && (
        <Text fontSize="sm" color="fg.muted" role="status">
          <Trans>Recalculating…</Trans>
        </Text>
      )}
      {lastPage > 1 && <Pagination currentPage={current} lastPage={lastPage} onPageChange={setPage} />}
    </Stack>
  );
}
