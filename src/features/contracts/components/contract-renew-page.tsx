/**
 * /dashboard/contracts/renew?id= (product.md §2 "contracts/renew"; §4 "renew"; issue 17 "renew (new periods,
 * prices carried over and editable)"): the renewal of an approved or billed contract. Each unit comes over the next
 * period of the same length with its prices and spots (src/domain/contract-rules.ts `renewLines`); the seller edits
 * any of them and sees the new total (same rules, centavos). Renewing is queued (works offline): the contract shows
 * as renewed at once and the new, pending contract arrives with the server's answer; a unit another hold takes then
 * is refused by the server per unit (§8) and shown on the contract.
 */
import { useMemo, useState } from 'react';
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { canDo, quoteContract, renewLines } from '#src/domain/contract-rules.ts';
import { formatMoney } from '#src/lib/money.ts';
import { useMutation } from '#src/sync/index.ts';
import { notifyError } from '#src/ui/notices.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import { NumberCell } from '#src/ui/number-cell.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { ContractMissing } from './contract-parts.tsx';
import { useContract, useContractRights, type ContractRow } from '../api/contracts.ts';
import { contractParts } from '../mutations.ts';

type Line = Pick<
  ContractRow['units'][number],
  'unit_id' | 'title' | 'sku' | 'start_date' | 'end_date' | 'price' | 'print_price' | 'spots'
>;

function RenewForm({ contract }: { contract: ContractRow }) {
  const { t } = useLingui();
  const renew = useMutation(contractParts.renewContract);
  const navigate = useNavigate();
  const [lines, setLines] = useState<Line[]>(() => renewLines(contract.units));
  const [edited, setEdited] = useState(false);
  const quote = useMemo(() => quoteContract(lines), [lines]);
  const reversed = lines.some((l) => l.end_date < l.start_date);
  const money = (n: number) => formatMoney(n, { currency: contract.currency ?? undefined });
  const change = (unitId: number, patch: Partial<Line>) => {
    setEdited(true);
    setLines((prev) => prev.map((l) => (l.unit_id === unitId ? { ...l, ...patch } : l)));
  };
  const submit = async () => {
    try {
      await renew({
        contractId: contract.id,
        campaignId: contract.campaign_id,
        name: contract.name,
        ...(edited
          ? {
              units: lines.map((l) => ({
                unit_id: l.unit_id,
                start_date: l.start_date,
                end_date: l.end_date,
                price: l.price,
                print_price: l.print_price,
                spots: l.spots,
              })),
            }
          : {}),
      });
      await navigate({ to: '/dashboard/contracts/$id', params: { id: contract.id } });
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack gap="4">
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Units of the renewal`}>
          <TableHead
            columns={[
              { label: <Trans>Unit</Trans> },
              { label: <Trans>From</Trans> },
              { label: <Trans>To</Trans> },
              { label: <Trans>Price per day</Trans>, end: true },
              { label: <Trans>Print price</Trans>, end: true },
              { label: <Trans>Spots</Trans>, end: true },
              { label: <Trans>Total</Trans>, end: true },
            ]}
          />
          <Table.Body>
            {quote.lines.map((l) => (
              <Table.Row key={l.unit_id} data-unit-id={l.unit_id}>
                <Table.Cell>
                  <Text fontWeight="medium">{l.title}</Text>
                  <Text fontSize="xs" color="fg.muted" translate="no">
                    {l.sku}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <TextInput
                    label={t`Start of ${l.title}`}
                    name={`renew-start-${l.unit_id}`}
                    type="date"
                    value={l.start_date}
                    onChange={(v) => v && change(l.unit_id, { start_date: v })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <TextInput
                    label={t`End of ${l.title}`}
                    name={`renew-end-${l.unit_id}`}
                    type="date"
                    value={l.end_date}
                    onChange={(v) => v && change(l.unit_id, { end_date: v })}
                    error={l.end_date < l.start_date ? t`Ends before it starts` : undefined}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <NumberCell
                    label={t`Price per day of ${l.title}`}
                    value={l.price}
                    money={{ currency: contract.currency ?? undefined }}
                    onChange={(n) => change(l.unit_id, { price: n })}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <NumberCell
                    label={t`Print price of ${l.title}`}
                    value={l.print_price}
                    money={{ currency: contract.currency ?? undefined }}
                    onChange={(n) => change(l.unit_id, { print_price: n })}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <NumberCell
                    label={t`Spots of ${l.title}`}
                    value={l.spots}
                    min={1}
                    onChange={(n) => change(l.unit_id, { spots: Math.round(n) })}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">{money(l.total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold" data-testid="renew-total">
          <Trans>New total: {money(quote.total)}</Trans>
        </Text>
        <Button colorPalette="brand" disabled={reversed} onClick={() => void submit()}>
          <Trans>Renew contract</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/** The renewal page of contract `id`. */
export function RenewContractPage({ id }: { id: number }) {
  const contract = useContract(id);
  const { decide } = useContractRights();
  if (!contract) return <ContractMissing contract={contract} />;
  const renewable = decide && canDo(contract.status, 'renew') && contract.units.length > 0;
  return (
    <Stack gap="4" maxW="6xl">
      <Heading as="h1" size="2xl">
        <Trans>Renew contract {contract.id}</Trans>
      </Heading>
      <Text>
        <Link to="/dashboard/contracts/$id" params={{ id: contract.id }}>
          {contract.name}
        </Link>{' '}
        · {contract.client_name}
      </Text>
      {renewable ? (
        <RenewForm contract={contract} />
      ) : (
        <Text role="status" color="red.700">
          <Trans>Only an approved or billed contract with units can be renewed, by its sellers.</Trans>
        </Text>
      )}
    </Stack>
  );
}
