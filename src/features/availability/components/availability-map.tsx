/**
 * The units of a grid page on the map (product.md §2 availability list, "map" toggle): each unit a point whose
 * `status` is its state over the whole range — `free` all along, `held` (a held day, no busy one) or `busy` (a busy
 * day) — the rule of "units by media type" (src/domain/dashboard-rules.ts `rangeState`). The shared map
 * (src/ui/map-view.tsx, clustered) is paired, as it asks, with a list of the same units — the keyboard and
 * screen-reader way to them — each with its state as a swatch and a word, its counts and its links.
 */
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MapView } from '#src/ui/map-view.tsx';
import type { GridRow } from '../api/views.ts';
import { rangeState, type DayState } from '../model/grid.ts';
import { DayCounts, Swatch, useStateNames } from './grid-parts.tsx';

/** The units of the page on the map, and the same units as a list. */
export function AvailabilityMap({ rows }: { rows: readonly GridRow[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const names = useStateNames();
  const states = rows.map((r) => rangeState(r.days));
  const count = (s: DayState) => states.filter((x) => x === s).length;
  const located = rows.filter((r) => Number.isFinite(r.lat) && Number.isFinite(r.lng) && (r.lat !== 0 || r.lng !== 0));
  return (
    <Stack gap="3">
      <Flex gap="4" wrap="wrap" fontSize="sm" aria-live="polite" data-testid="map-summary">
        {(['free', 'held', 'busy'] as const).map((s) => (
          <HStack key={s} gap="1.5">
            <Swatch state={s} />
            <Text as="span">
              {s === 'free' ? (
                <Plural value={count(s)} one="# unit free all along" other="# units free all along" />
              ) : s === 'held' ? (
                <Plural value={count(s)} one="# unit held some day" other="# units held some day" />
              ) : (
                <Plural value={count(s)} one="# unit busy some day" other="# units busy some day" />
              )}
            </Text>
          </HStack>
        ))}
      </Flex>
      <MapView
        clustered
        height="min(55dvh, 520px)"
        label={{ map: t`Map of the units on this page`, you: t`Your position` }}
        points={located.map((r) => ({
          id: r.id,
          lat: r.lat,
          lng: r.lng,
          label: `${r.title}: ${names[rangeState(r.days)]}`,
          status: rangeState(r.days),
        }))}
        onSelect={(id) => void navigate({ to: '/dashboard/availability/$id/contracts', params: { id } })}
      />
      <Box
        as="ul"
        listStyleType="none"
        borderWidth="1px"
        borderRadius="lg"
        maxH="60dvh"
        overflowY="auto"
        aria-label={t`Units on the map`}
      >
        {rows.map((r, i) => (
          <Flex
            as="li"
            key={r.id}
            gap="2"
            px="3"
            py="2"
            borderBottomWidth="1px"
            align="center"
            wrap="wrap"
            data-map-unit={r.id}
          >
            <Swatch state={states[i]!} />
            <Box flex="1" minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {r.title}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {names[states[i]!]} · {[r.media_type.name, r.city].filter(Boolean).join(' · ')}
              </Text>
            </Box>
            <DayCounts free={r.free} held={r.held} busy={r.busy} />
            <HStack gap="2" fontSize="xs">
              <Link
                to="/dashboard/availability/$id/contracts"
                params={{ id: r.id }}
                aria-label={t`Contracts of ${r.title}`}
              >
                <Trans>Contracts</Trans>
              </Link>
              <Link
                to="/dashboard/availability/$id/bookings"
                params={{ id: r.id }}
                aria-label={t`Bookings of ${r.title}`}
              >
                <Trans>Bookings</Trans>
              </Link>
            </HStack>
          </Flex>
        ))}
      </Box>
    </Stack>
  );
}
