/**
 * The units × days grid (product.md §2 availability list; docs/dashboards-availability.md "The units × days grid"):
 * one row per unit, one column per day of the range, each day coloured free / held / busy (grid-parts.tsx), months
 * at a glance over the day columns.
 *
 * - Virtualised both ways (@tanstack/react-virtual): only the rows and the day columns in view (plus a few) are in
 *   the DOM, so 5,000 units × 366 days stay a few hundred elements. The unit column stays at the left and the
 *   month and day headers at the top while the grid scrolls under them (sticky).
 * - Rows come from `rowAt(index)` (the pages in view, src/features/availability/api/views.ts); a row whose page is
 *   still loading shows as such. `onRowsInView(first, last)` reports the rows in view so the screen reads their
 *   page(s).
 * - Accessible: a table (`role="table"`, `aria-rowcount`/`aria-colcount`, each row and cell with its index), each
 *   row headed by the unit's title, its free / held / busy counts as text and links to its contracts and bookings;
 *   each day cell says its date and state (`aria-label`, and `title` on hover). The scroll box is focusable, so the
 *   arrow keys scroll it.
 * - Phone: the unit column narrows to 150 px (three short lines) and the rest of the width shows the days.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatDate } from '#src/lib/dates.ts';
import type { GridRow } from '../api/views.ts';
import { monthSpans, type DayColumn } from '../model/grid.ts';
import { useStateNames } from './grid-parts.tsx';
import { DAY_WIDTH, ROW_HEIGHT, UnitRow, token } from './grid-rows.tsx';

export { DAY_WIDTH, ROW_HEIGHT };

/** Height of the month and day headers, px. */
const HEADER_HEIGHT = 44;
/** Width of the unit column on a phone / wider, px (the grid's own width decides: below 560 px it is a phone). */
const LABEL_NARROW = 150;
const LABEL_WIDE = 280;

export interface AvailabilityGridProps {
  /** Units matching the filters (rows of the grid). */
  total: number;
  /** The range's days. */
  columns: readonly DayColumn[];
  /** Row `index`, undefined while it loads. */
  rowAt: (index: number) => GridRow | undefined;
  /** Called with the first and last rows rendered (0-based) whenever they change. */
  onRowsInView?: (first: number, last: number) => void;
  /** Row scrolled to on mount (coming back from the map). */
  startRow?: number;
  /** Accessible name of the table ("Availability from … to …"). */
  label: string;
  /** ISO date of today (its column is marked). */
  today?: string;
}

/** The grid's own width, kept up to date (ResizeObserver where there is one). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The grid (see module doc). */
export function AvailabilityGrid({
  total,
  columns,
  rowAt,
  onRowsInView,
  startRow = 0,
  label,
  today,
}: AvailabilityGridProps) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const width = useWidth(scroller);
  const narrow = width > 0 && width < 560;
  const labelWidth = narrow ? LABEL_NARROW : LABEL_WIDE;
  const stateNames = useStateNames();
  // one object per language, so the rows (memo) re-render only when their own props change
  const names = useMemo(() => stateNames, [stateNames.free, stateNames.held, stateNames.busy]); // oxlint-disable-line react-hooks/exhaustive-deps
  const rows = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: HEADER_HEIGHT,
  });
  const days = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => DAY_WIDTH,
    overscan: 6,
    scrollMargin: labelWidth,
  });
  const dayLabels = useMemo(() => columns.map((c) => formatDate(c.date)), [columns]);
  const months = useMemo(() => monthSpans(columns), [columns]);
  const monthName = useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'es-ES', { month: 'short', year: 'numeric' });
    return (year: number, month: number) => f.format(new Date(Date.UTC(year, month - 1, 15)));
  }, [i18n.locale]);

  useEffect(() => {
    if (startRow > 0) rows.scrollToIndex(startRow, { align: 'start' });
    // once, on mount: later scrolling is the person's
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const virtualRows = rows.getVirtualItems();
  const virtualDays = days.getVirtualItems();
  const first = virtualRows[0]?.index ?? 0;
  const last = virtualRows.at(-1)?.index ?? 0;
  useEffect(() => {
    onRowsInView?.(first, last);
  }, [first, last, onRowsInView]);

  const totalWidth = labelWidth + columns.length * DAY_WIDTH;
  const firstDay = virtualDays[0]?.index ?? 0;
  const lastDay = virtualDays.at(-1)?.index ?? -1;
  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={t`Availability grid: scroll to see more units and days`}
      tabIndex={0}
      overflow="auto"
      h={{ base: 'min(65dvh, 560px)', md: 'min(70dvh, 720px)' }}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      overscrollBehavior="contain"
      data-testid="availability-grid"
    >
      <Box
        role="table"
        aria-label={label}
        aria-rowcount={total + 1}
        aria-colcount={columns.length + 1}
        w={`${totalWidth}px`}
      >
        <Box
          role="rowgroup"
          position="sticky"
          top="0"
          zIndex="2"
          h={`${HEADER_HEIGHT}px`}
          bg="bg"
          borderBottomWidth="1px"
        >
          <Box aria-hidden="true" position="absolute" top="0" left="0" h="20px" w={`${totalWidth}px`}>
            {months
              .filter((m) => m.first <= lastDay && m.first + m.count - 1 >= firstDay)
              .map((m) => (
                <Box
                  key={m.key}
                  position="absolute"
                  top="0"
                  h="20px"
                  left={`${labelWidth + m.first * DAY_WIDTH}px`}
                  w={`${m.count * DAY_WIDTH}px`}
                  borderStartWidth="1px"
                  borderColor="border.emphasized"
                >
                  <Text
                    position="sticky"
                    left={`${labelWidth + 4}px`}
                    display="inline-block"
                    px="1"
                    fontSize="xs"
                    fontWeight="semibold"
                    whiteSpace="nowrap"
                    textTransform="capitalize"
                  >
                    {monthName(m.year, m.month)}
                  </Text>
                </Box>
              ))}
          </Box>
          <Box role="row" aria-rowindex={1} position="relative" h={`${HEADER_HEIGHT}px`}>
            <Box
              role="columnheader"
              aria-colindex={1}
              position="sticky"
              left="0"
              zIndex="1"
              w={`${labelWidth}px`}
              h="full"
              px="2"
              display="flex"
              alignItems="end"
              pb="1"
              bg="bg"
              borderRightWidth="1px"
              fontSize="xs"
              fontWeight="semibold"
            >
              <Trans>Unit</Trans>
            </Box>
            {virtualDays.map((d) => {
              const c = columns[d.index]!;
              return (
                <div
                  key={d.index}
                  role="columnheader"
                  aria-colindex={d.index + 2}
                  aria-label={dayLabels[d.index]}
                  title={dayLabels[d.index]}
                  style={{
                    position: 'absolute',
                    top: 20,
                    left: d.start,
                    width: DAY_WIDTH,
                    height: 24,
                    boxSizing: 'border-box',
                    textAlign: 'center',
                    fontSize: '0.625rem',
                    lineHeight: '24px',
                    fontVariantNumeric: 'tabular-nums',
                    color: c.weekday >= 6 ? token('fg.muted') : undefined,
                    fontWeight: c.date === today ? 700 : undefined,
                    background: c.date === today ? token('brand.100') : undefined,
                    borderInlineStart: c.day === 1 ? `1px solid ${token('border.emphasized')}` : undefined,
                  }}
                >
                  {c.day}
                </div>
              );
            })}
          </Box>
        </Box>
        <Box role="rowgroup" position="relative" h={`${total * ROW_HEIGHT}px`}>
          {virtualRows.map((r) => (
            <UnitRow
              key={r.index}
              index={r.index}
              row={rowAt(r.index)}
              top={r.start - HEADER_HEIGHT}
              width={totalWidth}
              labelWidth={labelWidth}
              narrow={narrow}
              days={virtualDays}
              dayLabels={dayLabels}
              names={names}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
