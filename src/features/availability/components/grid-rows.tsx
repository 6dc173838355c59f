/**
 * The rows of the availability grid (availability-grid.tsx; product.md §2 availability list): a unit's header
 * cell — title, its free / held / busy counts as text, links to its contracts and bookings — and its day cells in
 * view, each saying its date and state. The row and its cells are plain elements with inline styles (thousands are
 * made while scrolling, so they skip the style-prop machinery); the header is memoised apart, so scrolling sideways
 * redraws cells only.
 */
import { memo, type CSSProperties } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { GridRow } from '../api/views.ts';
import { dayStateAt, type DayState } from '../model/grid.ts';
import { DayCounts, STATE_BACKGROUND, STATE_BORDER } from './grid-parts.tsx';

/** Height of a unit's row, px. */
export const ROW_HEIGHT = 56;
/** Width of a day column, px. */
export const DAY_WIDTH = 22;

/** What a row draws. */
export interface RowProps {
  index: number;
  row: GridRow | undefined;
  top: number;
  width: number;
  labelWidth: number;
  narrow: boolean;
  days: readonly VirtualItem[];
  dayLabels: readonly string[];
  names: Record<DayState, string>;
}

/** A CSS colour token as a variable (plain elements of the hot path skip the style-prop machinery). */
export const token = (name: string) => `var(--chakra-colors-${name.replace('.', '-')})`;

/** The static part of a day cell's style in each state (only `left` varies). */
const CELL_STYLE: Record<DayState, CSSProperties> = Object.fromEntries(
  (['free', 'held', 'busy'] as const).map((state) => [
    state,
    {
      position: 'absolute',
      top: 10,
      width: DAY_WIDTH - 2,
      height: ROW_HEIGHT - 20,
      boxSizing: 'border-box',
      borderRadius: 2,
      border: `1px solid ${STATE_BORDER[state]}`,
      background: STATE_BACKGROUND[state],
    },
  ]),
) as Record<DayState, CSSProperties>;

/** A unit's header cell: title, its free / held / busy counts as text, links to its contracts and bookings. */
const RowHeader = memo(function RowHeader({
  row,
  labelWidth,
  narrow,
}: {
  row: GridRow | undefined;
  labelWidth: number;
  narrow: boolean;
}) {
  const { t } = useLingui();
  return (
    <Box
      role="rowheader"
      aria-colindex={1}
      position="sticky"
      left="0"
      zIndex="1"
      w={`${labelWidth}px`}
      h="full"
      px="2"
      py="1"
      bg="bg"
      borderRightWidth="1px"
      display="flex"
      flexDirection={narrow ? 'column' : 'row'}
      flexWrap={narrow ? 'nowrap' : 'wrap'}
      justifyContent={narrow ? 'center' : 'flex-start'}
      alignContent="center"
      columnGap="2"
      overflow="hidden"
    >
      {row ? (
        <>
          <Text w="full" fontSize="sm" fontWeight="medium" lineHeight="short" truncate title={row.title}>
            {row.title}
          </Text>
          <DayCounts free={row.free} held={row.held} busy={row.busy} />
          <Box as="span" fontSize="xs" display="inline-flex" gap="2" ms={narrow ? undefined : 'auto'}>
            <Link
              to="/dashboard/availability/$id/contracts"
              params={{ id: row.id }}
              aria-label={t`Contracts of ${row.title}`}
            >
              <Trans>Contracts</Trans>
            </Link>
            <Link
              to="/dashboard/availability/$id/bookings"
              params={{ id: row.id }}
              aria-label={t`Bookings of ${row.title}`}
            >
              <Trans>Bookings</Trans>
            </Link>
          </Box>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Loading…</Trans>
        </Text>
      )}
    </Box>
  );
});

/**
 * One unit's row: its header and the day cells in view. The row and its cells are plain elements with inline
 * styles (thousands are made while scrolling); the header is memoised apart, so sideways scrolling redraws cells
 * only.
 */
export const UnitRow = memo(function UnitRow({
  index,
  row,
  top,
  width,
  labelWidth,
  narrow,
  days,
  dayLabels,
  names,
}: RowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-unit-row={row?.id ?? ''}
      style={{
        position: 'absolute',
        top,
        left: 0,
        width,
        height: ROW_HEIGHT,
        boxSizing: 'border-box',
        borderBottom: `1px solid ${token('border.muted')}`,
      }}
    >
      <RowHeader row={row} labelWidth={labelWidth} narrow={narrow} />
      {row &&
        days.map((d) => {
          const state = dayStateAt(row.days, d.index);
          const label = `${dayLabels[d.index]}: ${names[state]}`;
          return (
            <div
              key={d.index}
              role="cell"
              aria-colindex={d.index + 2}
              aria-label={label}
              title={label}
              data-state={state}
              style={{ ...CELL_STYLE[state], left: d.start + 1 }}
            />
          );
        })}
    </div>
  );
});
