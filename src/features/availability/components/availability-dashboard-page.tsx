/**
 * /dashboard/availability/dashboard (product.md §2 availability/dashboard; §3 "Dashboard data: unused summary,
 * unused units, customers by media type, units by media type, availability media types"): the availability charts
 * for the views' filters — availability by media type (free / held / busy unit-days, occupancy), the unused summary
 * (units free every day), units by media type (free all along / held / busy), customers by media type and
 * customers by operator. Each is the shared ChartView (Chart.js loaded lazily, the same figures as a table), each
 * read kept on the device with its own ReadState (offline: the last answer, saying when).
 */
import { useMemo, useState } from 'react';
import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { today as deviceToday } from '#src/lib/dates.ts';
import { ChartView } from '#src/ui/chart/chart-view.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useViewChart, type ChartName } from '../api/charts.ts';
import { viewQueryOf, type ViewFilters, type ViewQuery } from '../model/filters.ts';
import { AvailabilityNav } from './grid-parts.tsx';
import { ViewFiltersBar } from './view-filters.tsx';

/** How a chart of the views is drawn: the series drawn, bars or lines, horizontal bars. */
export interface ChartLook {
  draw: readonly string[];
  horizontal?: boolean;
}

/** The look of each chart (the table always has every series). */
export const CHART_LOOK: Record<ChartName, ChartLook> = {
  byMediaType: { draw: ['free', 'held', 'busy'] },
  unused: { draw: ['units', 'unused'] },
  unitsByMediaType: { draw: ['free', 'held', 'busy'] },
  customersByMediaType: { draw: ['customers'] },
  customersByOperator: { draw: ['customers', 'units'], horizontal: true },
};

/**
 * One chart of the views with its read state (loading, offline, kept, refused).
 * @param what how the chart is named in sentences ("the unused summary")
 */
export function ViewChartPanel({ name, query, what }: { name: ChartName; query: ViewQuery | null; what: string }) {
  const read = useViewChart(name, query);
  const look = CHART_LOOK[name];
  return (
    <Stack gap="2" minW="0" p="3" borderWidth="1px" borderRadius="lg" data-chart={name}>
      <ReadState read={read} what={what} />
      {read.value && (
        <ChartView
          chart={read.value}
          draw={look.draw}
          horizontal={look.horizontal ?? false}
          height={look.horizontal ? Math.max(200, 28 * read.value.labels.length + 60) : 240}
          level={2}
        />
      )}
    </Stack>
  );
}

/** The charts screen (see module doc). */
export function AvailabilityDashboardPage({
  filters,
  onFiltersChange,
}: {
  filters: ViewFilters;
  onFiltersChange: (filters: ViewFilters) => void;
}) {
  const { t } = useLingui();
  const [day] = useState(deviceToday);
  const filtersKey = JSON.stringify(filters);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the filters' content, not their identity
  const query = useMemo(() => viewQueryOf(filters, day), [filtersKey, day]);
  const charts: { name: ChartName; what: string }[] = [
    { name: 'byMediaType', what: t`the availability by media type` },
    { name: 'unused', what: t`the unused media types` },
    { name: 'unitsByMediaType', what: t`the units by media type` },
    { name: 'customersByMediaType', what: t`the customers by media type` },
    { name: 'customersByOperator', what: t`the customers by operator` },
  ];
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="2xl">
        <Trans>Availability charts</Trans>
      </Heading>
      <AvailabilityNav current="dashboard" filters={filters} />
      <ViewFiltersBar filters={filters} onChange={onFiltersChange} today={day} />
      {query === null ? (
        <Box role="status" color="fg.muted">
          <Trans>Choose a range of at most 366 days, ending after it starts, to see the charts.</Trans>
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" minW="0">
          {charts.map((c) => (
            <ViewChartPanel key={c.name} name={c.name} query={query} what={c.what} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
