/**
 * /dashboard/media-availability (product.md §2 media-availability; §3 "availability media types", "unused units";
 * §9 "unused-units always sends unused=1"): availability per media type — units, free / held / busy unit-days and
 * occupancy, as a chart and the same figures as a table (the shared ChartView) — and the unused units: those free
 * every day of the range (GET /ad-media-unused, always with `unused=1`), a page at a time. Same filters as the
 * other availability views; every read kept on the device (offline: the last answer, saying when).
 */
import { useMemo, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate, today as deviceToday } from '#src/lib/dates.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useUnusedUnits } from '../api/views.ts';
import { viewQueryOf, viewRange, type ViewFilters } from '../model/filters.ts';
import { ViewChartPanel } from './availability-dashboard-page.tsx';
import { AvailabilityNav } from './grid-parts.tsx';
import { UnitTable } from './unit-table.tsx';
import { ViewFiltersBar } from './view-filters.tsx';

/** The media-availability screen (see module doc). */
export function MediaAvailabilityPage({
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
  const [page, setPage] = useState({ key: filtersKey, page: 1 });
  if (page.key !== filtersKey) setPage({ key: filtersKey, page: 1 });
  const unused = useUnusedUnits(query, page.page);
  const range = viewRange(filters, day);
  const fromText = formatDate(range.from);
  const toText = formatDate(range.to);
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="2xl">
        <Trans>Availability by media type</Trans>
      </Heading>
      <AvailabilityNav current="media" filters={filters} />
      <ViewFiltersBar filters={filters} onChange={onFiltersChange} today={day} />
      {query === null ? (
        <Text role="status" color="fg.muted">
          <Trans>Choose a range of at most 366 days, ending after it starts.</Trans>
        </Text>
      ) : (
        <>
          <ViewChartPanel name="byMediaType" query={query} what={t`the availability by media type`} />
          <Stack as="section" gap="3" aria-labelledby="unused-units-heading" minW="0">
            <Heading as="h2" size="lg" id="unused-units-heading">
              <Trans>Unused units</Trans>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Units free every day from {fromText} to {toText}.
              </Trans>
            </Text>
            <ReadState read={unused} what={t`the unused units`} />
            {unused.value && unused.value.meta.total === 0 && (
              <Box p="4" borderWidth="1px" borderRadius="lg" role="status">
                <Trans>No unit matching these filters is free every day of the range.</Trans>
              </Box>
            )}
            {unused.value && unused.value.meta.total > 0 && (
              <>
                <Text fontSize="sm" aria-live="polite" data-testid="unused-count">
                  <Plural value={unused.value.meta.total} one="# unused unit" other="# unused units" />
                </Text>
                <UnitTable
                  page={unused.value}
                  caption={t`Unused units from ${fromText} to ${toText}`}
                  onPageChange={(p) => setPage({ key: filtersKey, page: p })}
                />
              </>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
