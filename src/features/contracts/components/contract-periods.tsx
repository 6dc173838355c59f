/**
 * A contract's periods and prices changed at once or per unit (product.md §4 "update periods, prices"; api-catalogue
 * .md "Contracts": `PUT /{id}/update-periods`, `/update-prices`, `/units/{unit}/update-period`; §8; issue 17): one
 * period for every unit, one price per day for every unit shown, and a unit's own period. Each is queued (works
 * offline) and repriced on the device at once by the shared rules; the server checks every unit (free spots, other
 * holds, minimum prices) and a refusal names each unit it concerns, shown on that unit (§8).
 */
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { parseMoney } from '#src/lib/money.ts';
import { useMutation } from '#src/sync/index.ts';
import { notifyError } from '#src/ui/notices.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import type { ContractRow } from '../api/contracts.ts';
import { contracts } from '../mutations.ts';

type Unit = ContractRow['units'][number];
const whichOf = (c: ContractRow) => ({ contractId: c.id, campaignId: c.campaign_id, name: c.name });

/** One period and one price per day for many units. @param shown the units the table shows (its search) */
export function ContractBulkEdit({ contract, shown }: { contract: ContractRow; shown: readonly Unit[] }) {
  const { t } = useLingui();
  const periods = useMutation(contracts.updateContractPeriods);
  const prices = useMutation(contracts.updateContractPrices);
  const [start, setStart] = useState(contract.start_date ?? '');
  const [end, setEnd] = useState(contract.end_date ?? '');
  const [price, setPrice] = useState('');
  const pesos = price.trim() ? parseMoney(price) : null;
  const reversed = !!start && !!end && end < start;
  return (
    <Stack gap="2" p="3" borderWidth="1px" borderRadius="md" data-testid="contract-bulk">
      <HStack gap="2" align="end" wrap="wrap">
        <TextInput label={t`From`} name="contract-all-start" type="date" value={start} onChange={setStart} />
        <TextInput
          label={t`To`}
          name="contract-all-end"
          type="date"
          value={end}
          onChange={setEnd}
          error={reversed ? t`Ends before it starts` : undefined}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={!start || !end || reversed}
          onClick={() => periods({ ...whichOf(contract), startDate: start, endDate: end }).catch(notifyError)}
        >
          <Trans>Same period for every unit</Trans>
        </Button>
      </HStack>
      <HStack gap="2" align="end" wrap="wrap">
        <TextInput
          label={t`Price per day (${contract.currency ?? ''})`}
          name="contract-all-price"
          value={price}
          onChange={setPrice}
          error={price.trim() && (pesos === null || pesos < 0) ? t`Write an amount of zero or more` : undefined}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={pesos === null || pesos < 0 || shown.length === 0}
          onClick={() =>
            prices({ ...whichOf(contract), units: shown.map((u) => ({ unitId: u.unit_id, price: pesos! })) }).catch(
              notifyError,
            )
          }
        >
          <Trans>Price for the {shown.length} units shown</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/** A unit's period: shown DD/MM/YYYY, changed in place when `editable`. */
export function UnitPeriod({ contract, unit, editable }: { contract: ContractRow; unit: Unit; editable: boolean }) {
  const { t } = useLingui();
  const change = useMutation(contracts.updateContractUnitPeriod);
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(unit.start_date);
  const [end, setEnd] = useState(unit.end_date);
  if (!editing)
    return (
      <Stack gap="0.5" align="start">
        <Text whiteSpace="nowrap">
          {formatDate(unit.start_date)} – {formatDate(unit.end_date)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <Trans>{unit.days} days</Trans>
        </Text>
        {editable && (
          <Button
            size="2xs"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-label={t`Change the period of ${unit.title}`}
          >
            <Trans>Change</Trans>
          </Button>
        )}
      </Stack>
    );
  const reversed = end < start;
  return (
    <Stack gap="1" minW="160px">
      <TextInput
        label={t`Start of ${unit.title}`}
        name={`unit-start-${unit.unit_id}`}
        type="date"
        value={start}
        onChange={setStart}
      />
      <TextInput
        label={t`End of ${unit.title}`}
        name={`unit-end-${unit.unit_id}`}
        type="date"
        value={end}
        onChange={setEnd}
        error={reversed ? t`Ends before it starts` : undefined}
      />
      <HStack gap="1">
        <Button
          size="2xs"
          disabled={!start || !end || reversed}
          onClick={() => {
            setEditing(false);
            change({
              ...whichOf(contract),
              unitId: unit.unit_id,
              unitTitle: unit.title,
              startDate: start,
              endDate: end,
            }).catch(notifyError);
          }}
        >
          <Trans>Save</Trans>
        </Button>
        <Button size="2xs" variant="ghost" onClick={() => setEditing(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
