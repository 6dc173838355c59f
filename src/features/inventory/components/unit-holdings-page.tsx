/**
 * What holds a media unit, one kind at a time (product.md §2 "units: {id}/{reservation}, {id}/{reservation}/
 * {id_reservation}"; api-catalogue.md "Units (client)": `/client/units/{id}/bookings`, `/contracts`): the list of
 * bookings or contracts over the unit — campaign, client, dates, spots, price per day in the unit's currency — and
 * one of them by its campaign id. Server reads kept on the device (they open offline once read); the unit's name
 * comes from the device when it holds the unit.
 */
import { Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
/** What holds a unit, as the route's `{reservation}` names it (src/app/route-params.ts `HOLDING_KINDS`). */
type HoldingKind = 'bookings' | 'contracts';
import { formatMoney } from '#src/lib/money.ts';
import { useCurrencyOf } from '#src/resource/use-currency.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceTable } from '#src/ui/resource/resource-table.tsx';
import { useMirroredUnit, useUnitHoldingsOf } from '../api/inventory.ts';

function useHeading(id: number, kind: HoldingKind) {
  const { t } = useLingui();
  const data = useMirroredUnit(id);
  const unit = data?.unit.title ?? t`Unit ${id}`;
  const currency = useCurrencyOf()(data?.unit.country_id);
  return { unit, currency, title: kind === 'bookings' ? t`Bookings of ${unit}` : t`Contracts of ${unit}` };
}

/** The link to one holding of unit `id`. */
function holdingLink(id: number, kind: HoldingKind, campaignId: number, name: string) {
  return (
    <ChakraLink asChild>
      <Link
        to="/dashboard/units/$id/$reservation/$reservationId"
        params={{ id, reservation: kind, reservationId: campaignId }}
      >
        {name}
      </Link>
    </ChakraLink>
  );
}

/** `/dashboard/units/{id}/{bookings|contracts}` */
export function UnitHoldingsPage({ id, kind }: { id: number; kind: HoldingKind }) {
  const { t } = useLingui();
  const read = useUnitHoldingsOf(id, kind);
  const { title, currency } = useHeading(id, kind);
  return (
    <Stack gap="4" maxW="6xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <ChakraLink asChild>
        <Link to="/dashboard/units/$id" params={{ id }}>
          <Trans>Back to the unit</Trans>
        </Link>
      </ChakraLink>
      <ReadState read={read} what={title} />
      {read.value && (
        <ResourceTable
          label={title}
          rows={read.value}
          empty={kind === 'bookings' ? t`No booking holds this unit.` : t`No contract holds this unit.`}
          rowKey={(h) => `${h.campaign_id}:${h.start_date}`}
          columns={[
            {
              header: t`Campaign`,
              cell: (h) => holdingLink(id, kind, h.campaign_id, h.campaign_name),
            },
            { header: t`Client`, cell: (h) => h.client },
            { header: t`Dates`, cell: (h) => t`${h.start_date} to ${h.end_date}` },
            { header: t`Spots`, cell: (h) => h.spots_used, numeric: true },
            { header: t`Price per day`, cell: (h) => formatMoney(h.price, { currency }), numeric: true },
          ]}
        />
      )}
    </Stack>
  );
}

/** `/dashboard/units/{id}/{bookings|contracts}/{campaign id}` */
export function UnitHoldingPage({ id, kind, campaignId }: { id: number; kind: HoldingKind; campaignId: number }) {
  const { t } = useLingui();
  const read = useUnitHoldingsOf(id, kind);
  const { unit, currency, title } = useHeading(id, kind);
  const lines = read.value?.filter((h) => h.campaign_id === campaignId) ?? [];
  const what = kind === 'bookings' ? t`the booking` : t`the contract`;
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">
        {lines[0]?.campaign_name ?? title}
      </Heading>
      <ChakraLink asChild>
        <Link to="/dashboard/units/$id/$reservation" params={{ id, reservation: kind }}>
          {title}
        </Link>
      </ChakraLink>
      <ReadState read={read} what={what} />
      {read.value && lines.length === 0 && (
        <Text role="status">
          {kind === 'bookings' ? (
            <Trans>This booking does not hold {unit}.</Trans>
          ) : (
            <Trans>This contract does not hold {unit}.</Trans>
          )}
        </Text>
      )}
      {lines.map((h) => (
        <SimpleGrid
          as="dl"
          key={`${h.start_date}:${h.end_date}`}
          columns={{ base: 1, sm: 2 }}
          gap="2"
          p="3"
          borderWidth="1px"
          borderRadius="md"
        >
          <Text as="dt" color="fg.muted">
            <Trans>Client</Trans>
          </Text>
          <Text as="dd">{h.client}</Text>
          <Text as="dt" color="fg.muted">
            <Trans>Dates</Trans>
          </Text>
          <Text as="dd">{t`${h.start_date} to ${h.end_date}`}</Text>
          <Text as="dt" color="fg.muted">
            <Trans>Spots</Trans>
          </Text>
          <Text as="dd">{h.spots_used}</Text>
          <Text as="dt" color="fg.muted">
            <Trans>Price per day</Trans>
          </Text>
          <Text as="dd">{formatMoney(h.price, { currency })}</Text>
        </SimpleGrid>
      ))}
    </Stack>
  );
}
