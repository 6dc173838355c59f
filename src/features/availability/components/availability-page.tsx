/**
 * /dashboard/availability (product.md §2 availability list; §9 dates DD/MM/YYYY; api-catalogue.md "Availability";
 * docs/dashboards-availability.md): the units × days grid of GET /availability/unit-print — which units are free,
 * held or busy on each day of the range — with the views' filters (kept in the URL), a legend, a map of the units
 * in view coloured by their state over the range, and the units report (.xlsx).
 *
 * - The grid reads the server page(s) holding the rows in view, 500 units a page, as the person scrolls
 *   (api/views.ts `useGridWindow`); the map shows the units of one such page, with the pagination to move on.
 * - Every answer is kept on the device: offline the last one shows, saying when it was loaded (ReadState); the
 *   export needs a connection and says so.
 * - Empty and refused states say why: no unit matches the filters, or the range is too long or reversed.
 */
import { useCallback, useMemo, useState } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate, inclusiveDays, today as deviceToday } from '#src/lib/dates.ts';
import { Pagination } from '#src/ui/pagination.tsx';
import { ToggleButtons } from '#src/ui/toggle-buttons.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useSeenProviders } from '../api/lookups.ts';
import { useGridWindow } from '../api/views.ts';
import { viewQueryOf, viewRange, type ViewFilters } from '../model/filters.ts';
import { GRID_PAGE_SIZE, gridColumns, pagesInView } from '../model/grid.ts';
import { AvailabilityGrid } from './availability-grid.tsx';
import { AvailabilityMap } from './availability-map.tsx';
import { ExportButton } from './export-button.tsx';
import { AvailabilityNav, GridLegend } from './grid-parts.tsx';
import { ViewFiltersBar } from './view-filters.tsx';

export interface AvailabilityPageProps {
  /** The filters (from the URL). */
  filters: ViewFilters;
  onFiltersChange: (filters: ViewFilters) => void;
  /** Rows per server page (default GRID_PAGE_SIZE; the benchmark and tests may use fewer). */
  pageSize?: number;
}

/** The availability grid screen (see module doc). */
export function AvailabilityPage({ filters, onFiltersChange, pageSize = GRID_PAGE_SIZE }: AvailabilityPageProps) {
  const { t } = useLingui();
  const [day] = useState(deviceToday);
  const filtersKey = JSON.stringify(filters);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the filters' content, not their identity
  const query = useMemo(() => viewQueryOf(filters, day), [filtersKey, day]);
  const queryKey = JSON.stringify(query);
  const [layout, setLayout] = useState<'grid' | 'map'>('grid');
  // the pages in view, as "a-b" (a string, so scrolling within a page does not re-render the screen)
  const [inView, setInView] = useState({ key: queryKey, pages: '1-1' });
  if (inView.key !== queryKey) setInView({ key: queryKey, pages: '1-1' });
  const [a, b] = inView.pages.split('-').map(Number) as [number, number];
  const grid = useGridWindow(query, (a - 1) * pageSize, (b - 1) * pageSize, pageSize);
  const providers = useSeenProviders(grid.rows);
  const onRowsInView = useCallback(
    (first: number, last: number) => {
      const pages = pagesInView(first, last, pageSize).join('-');
      // the same object when the pages did not change: scrolling within a page does not re-render the screen
      setInView((w) => (w.pages === pages ? w : { ...w, pages }));
    },
    [pageSize],
  );
  const range =
    grid.range ?? (query ? { from: query.from, to: query.to, days: inclusiveDays(query.from, query.to) } : null);
  const columns = useMemo(() => (range ? gridColumns(range.from, range.days) : []), [range?.from, range?.days]); // oxlint-disable-line react-hooks/exhaustive-deps
  const total = grid.total;
  const lastPage = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  const shownRange = viewRange(filters, day);
  const fromText = formatDate(shownRange.from);
  const toText = formatDate(shownRange.to);

  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="2xl">
        <Trans>Availability</Trans>
      </Heading>
      <AvailabilityNav current="grid" filters={filters} />
      <ViewFiltersBar filters={filters} onChange={onFiltersChange} today={day} providers={providers} />
      <Flex gap="3" wrap="wrap" align="start" justify="space-between">
        <Stack gap="1" minW="0">
          <Text fontSize="sm" aria-live="polite" data-testid="availability-count">
            {total === undefined ? (
              <Trans>
                From {fromText} to {toText}
              </Trans>
            ) : (
              <Plural
                value={total}
                one={`# unit from ${fromText} to ${toText}`}
                other={`# units from ${fromText} to ${toText}`}
              />
            )}
          </Text>
          <ToggleButtons
            label={t`Show as`}
            size="xs"
            value={layout}
            onChange={setLayout}
            options={[
              { value: 'grid', label: <Trans>Grid</Trans> },
              { value: 'map', label: <Trans>Map</Trans> },
            ]}
          />
        </Stack>
        <ExportButton query={query} />
      </Flex>
      <GridLegend />
      {query === null ? (
        <Text role="status" color="fg.muted">
          <Trans>Choose a range of at most 366 days, ending after it starts, to see the availability.</Trans>
        </Text>
      ) : (
        <>
          <ReadState read={grid.read} what={t`the availability`} />
          {total === 0 && (
            <Box p="5" borderWidth="1px" borderRadius="lg" role="status" data-testid="availability-empty">
              <Text fontWeight="medium">
                <Trans>No units match these filters.</Trans>
              </Text>
              <Text color="fg.muted">
                <Trans>Change or clear the filters, or choose other dates.</Trans>
              </Text>
            </Box>
          )}
          {total !== undefined && total > 0 && layout === 'grid' && (
            <AvailabilityGrid
              key={queryKey}
              total={total}
              columns={columns}
              rowAt={grid.rowAt}
              onRowsInView={onRowsInView}
              startRow={(a - 1) * pageSize}
              label={t`Availability of the units from ${fromText} to ${toText}`}
              today={day}
            />
          )}
          {total !== undefined && total > 0 && layout === 'map' && (
            <Stack gap="3">
              <Pagination
                currentPage={a}
                lastPage={lastPage}
                onPageChange={(p) => setInView({ key: queryKey, pages: `${p}-${p}` })}
              />
              {grid.read.value ? (
                <AvailabilityMap rows={grid.read.value.data} />
              ) : (
                <Text role="status" color="fg.muted">
                  <Trans>Loading the units of this page…</Trans>
                </Text>
              )}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
