/**
 * The campaign editor's "unit selection" step (product.md §2–§5 campaigns): the units the
 * campaign can take on a clustered map and in a list beside it (stacked on
 * phones), both narrowed by one filters bar; the filters start from the
 * campaign's advanced filters. Choosing a point on the map highlights its
 * row and scrolls the list to it; "show on map" on a row does the reverse.
 * Each row adds the unit to the cart or takes it out (the editor's
 * handlers; `pendingUnitIds` shows the ones on their way).
 *
 * Works offline from the units the editor hands over (the mirror); while
 * offline it says how old they are. Built for thousands of units: filtering
 * is one pass over prepared data (filters.ts), the list is virtualised and
 * the map clusters (scripts/bench-selection.ts measures 5,000).
 */
import { useCallback, useMemo, useState } from 'react';
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AvailableUnit, CampaignDetail } from '#src/api/contract/campaigns.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import { MapView, type MapPoint } from '#src/ui/map-view.tsx';
import { useAfterPaint } from '#src/ui/use-after-paint.ts';
import { useOnline, useSelectionNames } from '../api/unit-selection.ts';
import { datesLookup, facetsOf, filterUnits, filtersFromAdvanced, type UnitFilters } from './filters.ts';
import { FiltersBar } from './filters-bar.tsx';
import { formatCount } from './format.ts';
import { UnitList } from './unit-list.tsx';

export interface UnitSelectionProps {
  campaign: CampaignDetail;
  /** The units the campaign can take (the mirror's `marketUnits` of its countries and media types). */
  units: AvailableUnit[];
  /** Ids of the units in the cart. */
  inCart: ReadonlySet<number>;
  onAdd(unit: AvailableUnit): void;
  onRemove(unitId: number): void;
  /** Units whose add or remove is on its way (their buttons show it). */
  pendingUnitIds?: ReadonlySet<number>;
  /** When `units` were last read from the server (epoch ms), said while offline; unknown when absent. */
  loadedAt?: number | null;
}

/** The unit selection step (see module doc). */
export function UnitSelection({
  campaign,
  units,
  inCart,
  onAdd,
  onRemove,
  pendingUnitIds,
  loadedAt,
}: UnitSelectionProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [filters, setFilters] = useState<UnitFilters>(() => filtersFromAdvanced(campaign.advanced_filters));
  const [selectedId, setSelectedId] = useState<number | null>(null);

  // the campaign changes with every cart action; its dates only with the dates step
  const countries = campaign.countries;
  const datesOf = useMemo(() => datesLookup({ countries }), [countries]);
  const facets = useMemo(() => facetsOf(units), [units]);
  const lookupIds = useMemo(
    () => ({ stateIds: [...facets.states.keys()], cityIds: [...facets.cities.keys()] }),
    [facets],
  );
  const names = useSelectionNames(lookupIds);
  const shown = useMemo(() => filterUnits(units, filters, datesOf), [units, filters, datesOf]);
  // the map follows a filter in a render of its own once the list has painted: handing 5,000 points to
  // maplibre costs more than the list's whole render, and the list should not wait for it; that render does not
  // render the filters bar and the list again (both are memoised, and their props are the same)
  const mapUnits = useAfterPaint(shown);
  const points = useMemo<MapPoint[]>(
    () => mapUnits.map((u) => ({ id: u.id, lat: u.lat, lng: u.lng, label: u.title })),
    [mapUnits],
  );
  const mediaTypeIds = useMemo(
    () => [
      ...new Set([...countries.flatMap((c) => c.media_types.map((m) => m.media_type_id)), ...facets.mediaTypeIds]),
    ],
    [countries, facets],
  );
  const selected = selectedId === null ? undefined : shown.find((u) => u.id === selectedId);
  const select = useCallback((id: number) => setSelectedId(id), []);

  const shownLabel = formatCount(shown.length);
  const totalLabel = formatCount(units.length);
  const cartLabel = formatCount(inCart.size);
  const time = loadedAt ? formatDateTime(loadedAt, i18n.locale) : null;

  return (
    <Stack gap="4">
      <FiltersBar
        filters={filters}
        onChange={setFilters}
        facets={facets}
        mediaTypeIds={mediaTypeIds}
        countries={countries}
        names={names}
      />
      <Stack direction="row" justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="unit-selection-count">
          {shown.length === units.length ? (
            <Plural value={units.length} one={`${totalLabel} unit`} other={`${totalLabel} units`} />
          ) : (
            <Plural
              value={units.length}
              one={`${shownLabel} of ${totalLabel} unit`}
              other={`${shownLabel} of ${totalLabel} units`}
            />
          )}
          {' · '}
          <Trans>{cartLabel} in the campaign</Trans>
        </Text>
        {!online && (
          <Text fontSize="sm" color="fg.warning" role="status" data-testid="unit-selection-offline">
            {time ? (
              <Trans>Offline: showing the units as of {time}.</Trans>
            ) : (
              <Trans>Offline: showing the units saved on this device.</Trans>
            )}
          </Text>
        )}
      </Stack>
      <Text role="status" aria-live="polite" srOnly>
        {selected ? t`Selected on the map: ${selected.title}` : ''}
      </Text>
      {units.length === 0 ? (
        <Box p="6" borderWidth="1px" borderRadius="lg" role="status">
          <Text fontWeight="medium">
            <Trans>No units available for this campaign yet.</Trans>
          </Text>
          <Text color="fg.muted">
            <Trans>
              The units of the campaign's countries and media types appear here once they are downloaded; that needs a
              connection the first time.
            </Trans>
          </Text>
        </Box>
      ) : (
        // one definite row on wide screens, so the list scrolls inside it (and stays virtual) instead of growing the page
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
          templateRows={{ base: 'auto', lg: 'minmax(0, 1fr)' }}
          gap="4"
          h={{ base: 'auto', lg: '70dvh' }}
        >
          <Box h={{ base: '300px', lg: '100%' }}>
            <MapView
              points={points}
              clustered
              selectedId={selectedId}
              onSelect={select}
              height="100%"
              label={{ map: t`Map of the available units`, you: t`Your position` }}
            />
          </Box>
          {shown.length === 0 ? (
            <Box p="6" borderWidth="1px" borderRadius="lg" role="status">
              <Text fontWeight="medium">
                <Trans>No unit matches these filters.</Trans>
              </Text>
              <Text color="fg.muted">
                <Trans>Loosen or clear the filters to see more units.</Trans>
              </Text>
            </Box>
          ) : (
            <Box h={{ base: '60dvh', lg: '100%' }}>
              <UnitList
                campaignId={campaign.id}
                units={shown}
                datesOf={datesOf}
                names={names}
                inCart={inCart}
                pending={pendingUnitIds}
                selectedId={selectedId}
                onSelect={select}
                onAdd={onAdd}
                onRemove={onRemove}
              />
            </Box>
          )}
        </Grid>
      )}
    </Stack>
  );
}
