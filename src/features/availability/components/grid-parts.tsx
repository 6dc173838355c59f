/**
 * The small parts the availability screens share (product.md §2 availability list): how each day state looks
 * (colour and pattern, so held and busy differ without colour too), the legend, a unit's free / held / busy counts
 * as text, the state names, and the links between the availability screens.
 */
import type { ReactNode } from 'react';
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { compactFilters, type ViewFilters } from '../model/filters.ts';
import type { DayState } from '../model/grid.ts';

/**
 * The look of a day (and of a unit on the map) in each state: free a light green with a green edge, held orange
 * with white stripes, busy solid dark red. Hex values: the map draws with them too.
 */
export const STATE_COLOUR: Record<DayState, string> = { free: '#9AE6B4', held: '#DD6B20', busy: '#C53030' };
/** CSS background of a day cell / swatch in each state. */
export const STATE_BACKGROUND: Record<DayState, string> = {
  free: STATE_COLOUR.free,
  held: `repeating-linear-gradient(135deg, ${STATE_COLOUR.held} 0 3px, #FBD38D 3px 5px)`,
  busy: STATE_COLOUR.busy,
};
/** Edge of a cell in each state (free needs one to stand out from the page). */
export const STATE_BORDER: Record<DayState, string> = {
  free: '#38A169',
  held: STATE_COLOUR.held,
  busy: STATE_COLOUR.busy,
};

/** The names of the states, in the interface language ("Free", "Held", "Busy"). */
export function useStateNames(): Record<DayState, string> {
  const { t } = useLingui();
  return { free: t`Free`, held: t`Held`, busy: t`Busy` };
}

/** A small square drawn like a day in `state`. */
export function Swatch({ state, size = '12px' }: { state: DayState; size?: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      w={size}
      h={size}
      borderRadius="2px"
      borderWidth="1px"
      borderColor={STATE_BORDER[state]}
      style={{ background: STATE_BACKGROUND[state] }}
      aria-hidden="true"
    />
  );
}

/** What the colours mean: free, held (reservations and bookings), busy (contracts). */
export function GridLegend() {
  const { t } = useLingui();
  const items: { state: DayState; label: ReactNode }[] = [
    { state: 'free', label: <Trans>Free: a spot is left</Trans> },
    { state: 'held', label: <Trans>Held: reservations or bookings take every spot</Trans> },
    { state: 'busy', label: <Trans>Busy: contracts take every spot</Trans> },
  ];
  return (
    <Flex
      as="ul"
      gap="2"
      columnGap="4"
      wrap="wrap"
      listStyleType="none"
      fontSize="sm"
      aria-label={t`Legend`}
      data-testid="grid-legend"
    >
      {items.map((i) => (
        <HStack as="li" key={i.state} gap="1.5">
          <Swatch state={i.state} />
          <Text as="span">{i.label}</Text>
        </HStack>
      ))}
    </Flex>
  );
}

/**
 * A unit's days in each state over the range, as text: a swatch and the number, the state named for screen
 * readers and on hover ("12 free days").
 */
export function DayCounts({ free, held, busy }: { free: number; held: number; busy: number }) {
  const { t } = useLingui();
  const parts: { state: DayState; n: number; label: string }[] = [
    { state: 'free', n: free, label: t`${free} free days` },
    { state: 'held', n: held, label: t`${held} held days` },
    { state: 'busy', n: busy, label: t`${busy} busy days` },
  ];
  return (
    <HStack as="span" gap="2" fontSize="xs" fontVariantNumeric="tabular-nums" data-testid="day-counts">
      {parts.map((p) => (
        <HStack as="span" key={p.state} gap="1" title={p.label}>
          <Swatch state={p.state} size="10px" />
          <span aria-hidden="true">{p.n}</span>
          <Box as="span" srOnly>
            {p.label}
          </Box>
        </HStack>
      ))}
    </HStack>
  );
}

/** The availability screens, for moving between them (the current one marked). */
export type AvailabilityScreen = 'grid' | 'dashboard' | 'temporary' | 'media';

const SCREEN_PATHS = {
  grid: '/dashboard/availability',
  dashboard: '/dashboard/availability/dashboard',
  temporary: '/dashboard/availability/temporary',
  media: '/dashboard/media-availability',
} as const;

/** Links between the availability screens (a nav landmark), carrying the filters along. */
export function AvailabilityNav({ current, filters }: { current: AvailabilityScreen; filters: ViewFilters }) {
  const { t } = useLingui();
  const links: { key: AvailabilityScreen; label: ReactNode }[] = [
    { key: 'grid', label: <Trans>Units by day</Trans> },
    { key: 'dashboard', label: <Trans>Charts</Trans> },
    { key: 'temporary', label: <Trans>Temporary holds</Trans> },
    { key: 'media', label: <Trans>By media type</Trans> },
  ];
  return (
    <Flex as="nav" aria-label={t`Availability views`} gap="3" columnGap="4" wrap="wrap" fontSize="sm">
      {links.map((l) =>
        l.key === current ? (
          <Text as="span" key={l.key} fontWeight="semibold" aria-current="page">
            {l.label}
          </Text>
        ) : (
          <Link key={l.key} to={SCREEN_PATHS[l.key]} search={compactFilters(filters)}>
            {l.label}
          </Link>
        ),
      )}
    </Flex>
  );
}
