/**
 * The investment of a campaign by media type (product.md §3 "Campaign … distribution by media type"; api-catalogue.md
 * "Campaigns": `{id}/budget-media-types` joined with `{id}/media_types`): per country × media type its dates and
 * days, cart units, share of the country's budget, budget, what the cart spends and what remains — a table that
 * scrolls in its own box on a narrow screen, with each country's budget and spending below — and, per country, the
 * spending (and budget) per media type as a chart that is also a table. Money in the country's currency.
 */
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { ChartView } from '#src/ui/chart/chart-view.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import { useBudgetMediaTypes, useCampaignMediaTypes, type CountrySpend } from '../api/performance.ts';
import { formatCount, mediaTypeLines, spendChart, type MediaTypeLine } from '../model/report-model.ts';

const money = (value: number | null, currency: string) => (value === null ? '—' : formatMoney(value, { currency }));

function Row({ line, withCountry }: { line: MediaTypeLine; withCountry: boolean }) {
  const { t } = useLingui();
  const from = line.start_date ? formatDate(line.start_date) : null;
  const to = line.end_date ? formatDate(line.end_date) : null;
  return (
    <Table.Row>
      <Table.Cell as="th" scope="row" fontWeight="normal">
        {line.media_type}
        {withCountry && (
          <Text as="span" color="fg.muted">
            {' '}
            · {line.country}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{from && to ? t`${from} to ${to}` : t`No dates yet`}</Table.Cell>
      <Table.Cell textAlign="end">{line.days === null ? '—' : formatCount(line.days)}</Table.Cell>
      <Table.Cell textAlign="end">{formatCount(line.units)}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {line.percent === null ? '—' : `${formatMoney(line.percent)} %`}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {money(line.budget, line.currency)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {money(line.spent, line.currency)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {money(line.remaining, line.currency)}
      </Table.Cell>
    </Table.Row>
  );
}

function CountryTotal({ country }: { country: CountrySpend }) {
  const name = country.country;
  return (
    <Table.Row fontWeight="semibold">
      <Table.Cell as="th" scope="row" colSpan={5}>
        <Trans>Total {name}</Trans>
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {money(country.budget, country.currency)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {money(country.spent, country.currency)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {country.budget === null
          ? '—'
          : money(Math.round((country.budget - country.spent) * 100) / 100, country.currency)}
      </Table.Cell>
    </Table.Row>
  );
}

/** The investment by media type of campaign `id` (module doc). */
export function MediaTypeInvestment({ id }: { id: number }) {
  const { t } = useLingui();
  const budget = useBudgetMediaTypes(id);
  const types = useCampaignMediaTypes(id);
  const countries = budget.value?.countries ?? [];
  const currencyOf = (countryId: number) => countries.find((c) => c.country_id === countryId)?.currency ?? '';
  const lines = budget.value ? mediaTypeLines(budget.value.data, types.value ?? [], currencyOf) : [];
  const several = new Set(lines.map((l) => l.country_id)).size > 1;
  return (
    <Stack as="section" aria-labelledby="by-media-type" gap="3" p="4" borderWidth="1px" borderRadius="lg" minW="0">
      <Heading as="h2" size="md" id="by-media-type">
        <Trans>Investment by media type</Trans>
      </Heading>
      <ReadState read={budget} what={t`the budget by media type`} />
      {budget.state === 'ready' && types.state !== 'ready' && types.state !== 'loading' && (
        <ReadState read={types} what={t`the media types' dates`} />
      )}
      {budget.value && lines.length === 0 && (
        <Text color="fg.muted" data-testid="media-types-empty">
          <Trans>This campaign has no media types yet: choose them in the campaign editor.</Trans>
        </Text>
      )}
      {lines.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
          <Table.Root size="sm" data-testid="media-type-table">
            <Table.Caption captionSide="top" textAlign="start">
              <Trans>Budget and spending per media type</Trans>
            </Table.Caption>
            <TableHead
              columns={[
                { label: <Trans>Media type</Trans> },
                { label: <Trans>Dates</Trans> },
                { label: <Trans>Days</Trans>, end: true },
                { label: <Trans>Units</Trans>, end: true },
                { label: <Trans>Share of budget</Trans>, end: true },
                { label: <Trans>Budget</Trans>, end: true },
                { label: <Trans>Spent</Trans>, end: true },
                { label: <Trans>Remaining</Trans>, end: true },
              ]}
            />
            <Table.Body>
              {lines.map((l) => (
                <Row key={`${l.country_id}:${l.media_type_id}`} line={l} withCountry={several} />
              ))}
            </Table.Body>
            {countries.length > 0 && (
              <Table.Footer>
                {countries.map((c) => (
                  <CountryTotal key={c.country_id} country={c} />
                ))}
              </Table.Footer>
            )}
          </Table.Root>
        </Table.ScrollArea>
      )}
      {countries
        .filter((c) => lines.some((l) => l.country_id === c.country_id))
        .map((c) => (
          <ChartView
            key={c.country_id}
            level={3}
            chart={spendChart(lines, c.country_id, {
              title: several ? t`Spending by media type · ${c.country}` : t`Spending by media type`,
              spent: t`Spent`,
              budget: t`Budget`,
            })}
          />
        ))}
    </Stack>
  );
}
