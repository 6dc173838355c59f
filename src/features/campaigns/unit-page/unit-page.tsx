/**
 * A unit's page within a campaign (spec product.md §2
 * /campaigns/{campaign}/units/{unit}, outside the dashboard): the unit with
 * its place, media type, side and price per day, its photos (proof of posting
 * from its order jobs), the media type's rules for this campaign, the days
 * other campaigns hold it, its reach and the points of interest nearby, with
 * a link back to the campaign editor.
 *
 * Offline: the unit and the campaign come from the device's mirror, and so do
 * the busy periods (as of the last market read); photos, rules, reach and
 * points of interest are server reads kept on the device (shown offline as
 * last loaded, saying when), and each one never loaded here says it needs a
 * connection, with its own Retry.
 */
import { useMemo } from 'react';
import { Box, Grid, Heading, HStack, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Period } from '#src/api/contract/campaigns.ts';
import { formatDate } from '#src/lib/dates.ts';
import { MapView, type MapPoint } from '#src/ui/map-view.tsx';
import {
  useUnitBusyDays,
  useUnitPageData,
  useUnitPhotos,
  useUnitPois,
  useUnitReach,
  useUnitRules,
} from '../api/unit-page.ts';
import { BusyList, Header, Online, PageFrame, Section } from './unit-page-parts.tsx';
import { formatCount } from '../unit-selection/format.ts';

/** Radius of the nearby points of interest, metres. */
export const POI_RADIUS_M = 1000;

export interface UnitPageProps {
  campaignId: number;
  unitId: number;
}

/** The unit page (see module doc). */
export function UnitPage({ campaignId, unitId }: UnitPageProps) {
  const { t } = useLingui();
  const data = useUnitPageData(campaignId, unitId);
  const photos = useUnitPhotos(unitId);
  const rules = useUnitRules(unitId, campaignId);
  const busy = useUnitBusyDays(unitId, campaignId);
  const reach = useUnitReach(unitId);
  const pois = useUnitPois(unitId, POI_RADIUS_M);

  // the unit is 1 and the points of interest 2, 3, … (as in their list); kept while nothing moves, so the map keeps its view
  const here = data?.unit;
  const nearby = pois.state === 'ready' ? pois.value : null;
  const mapPoints = useMemo<MapPoint[]>(
    () =>
      here
        ? [
            { id: here.id, lat: here.lat, lng: here.lng, label: here.title, number: 1 },
            ...(nearby ?? []).map((p, i) => ({ id: -p.id, lat: p.lat, lng: p.lng, label: p.name, number: i + 2 })),
          ]
        : [],
    [here, nearby],
  );
  const type = data?.campaign?.campaign_type.key;
  // the campaign editor, /dashboard/campaigns/{type}/{id}; the campaign list when the campaign is not on this device
  const back = (
    <Box>
      <Link asChild fontWeight="medium">
        {type ? (
          <RouterLink to="/dashboard/campaigns/$type/$id" params={{ type, id: campaignId }}>
            ← <Trans>Back to the campaign</Trans>
          </RouterLink>
        ) : (
          <RouterLink to="/dashboard/campaigns">
            ← <Trans>Back to the campaign</Trans>
          </RouterLink>
        )}
      </Link>
    </Box>
  );

  if (data === undefined)
    return (
      <PageFrame>
        <HStack role="status">
          <Spinner size="sm" />
          <Text>
            <Trans>Loading the unit…</Trans>
          </Text>
        </HStack>
      </PageFrame>
    );
  const { unit, campaign } = data;
  if (!unit) {
    return (
      <PageFrame>
        <Stack gap="3" role="status">
          {back}
          <Heading as="h1" size="xl">
            <Trans>This unit is not on this device</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Open the campaign's unit selection while online to download its units, then come back.</Trans>
          </Text>
        </Stack>
      </PageFrame>
    );
  }
  const place = [data.city, data.state, data.country].filter(Boolean).join(', ');
  const chosenMedia = campaign?.countries
    .find((c) => c.id === unit.country_id)
    ?.media_types.find((m) => m.media_type_id === unit.media_type_id);
  const chosen: Period | null =
    chosenMedia?.start_date && chosenMedia.end_date
      ? { start: chosenMedia.start_date, end: chosenMedia.end_date }
      : null;
  const chosenFrom = chosen ? formatDate(chosen.start) : '';
  const chosenTo = chosen ? formatDate(chosen.end) : '';
  // the server's busy days when it answers; until then (or offline) the ones saved with the market units
  const saved = unit.busy;
  const busyOnline =
    busy.state !== 'ready' && saved ? (
      <Stack gap="2">
        <BusyList periods={saved} chosen={chosen} />
        <Text fontSize="sm" color="fg.muted">
          <Trans>As saved on this device with the campaign's units.</Trans>
        </Text>
        {busy.state !== 'loading' && <Online read={busy}>{() => null}</Online>}
      </Stack>
    ) : (
      <Online read={busy}>{(periods) => <BusyList periods={periods} chosen={chosen} />}</Online>
    );

  return (
    <PageFrame>
      <Stack gap="5">
        <Header unit={unit} place={place} mediaType={data.mediaType} back={back} />
        {campaign && (
          <Text fontSize="sm" color="fg.muted">
            {chosen ? (
              <Trans>
                Campaign {campaign.name}: this media type runs from {chosenFrom} to {chosenTo}.
              </Trans>
            ) : (
              <Trans>Campaign {campaign.name}: this media type has no dates yet.</Trans>
            )}
          </Text>
        )}
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
          <Stack gap="4">
            {unit.image && (
              <Image
                src={unit.image}
                alt={t`Picture of ${unit.title}`}
                borderRadius="lg"
                maxH="360px"
                objectFit="cover"
                w="100%"
              />
            )}
            <Section id="unit-photos" title={<Trans>Photos</Trans>}>
              <Online read={photos}>
                {(list) =>
                  list.length === 0 ? (
                    <Text color="fg.muted">
                      <Trans>No photos of this unit yet.</Trans>
                    </Text>
                  ) : (
                    <Grid
                      templateColumns="repeat(auto-fill, minmax(120px, 1fr))"
                      gap="2"
                      as="ul"
                      listStyleType="none"
                      data-testid="unit-photos"
                    >
                      {list.map((p) => {
                        const date = formatDate(p.taken_at ?? p.scheduled_date);
                        return (
                          <Box as="li" key={p.id}>
                            <Link href={p.url} target="_blank" rel="noopener" display="block">
                              <Image
                                src={p.thumb_url}
                                alt={t`Photo of ${unit.title} taken on ${date}`}
                                aspectRatio="4/3"
                                objectFit="cover"
                                w="100%"
                                borderRadius="md"
                                loading="lazy"
                              />
                            </Link>
                          </Box>
                        );
                      })}
                    </Grid>
                  )
                }
              </Online>
            </Section>
            <Section id="unit-map" title={<Trans>Location</Trans>}>
              <MapView
                points={mapPoints}
                height="280px"
                label={{ map: t`Map of ${unit.title} and the points of interest nearby`, you: t`Your position` }}
              />
            </Section>
          </Stack>
          <Stack gap="4">
            <Section id="unit-busy" title={<Trans>Busy days</Trans>}>
              {busyOnline}
            </Section>
            <Section id="unit-rules" title={<Trans>Rules in this campaign</Trans>}>
              <Online read={rules}>
                {(list) =>
                  list.length === 0 ? (
                    <Text color="fg.muted">
                      <Trans>No rules apply to this unit in this campaign.</Trans>
                    </Text>
                  ) : (
                    <Stack as="ul" gap="2" listStyleType="none">
                      {list.map((r) => (
                        <Box as="li" key={r.key}>
                          <Text fontWeight="medium">{r.name}</Text>
                          {r.duration !== null && (
                            <Text fontSize="sm" color="fg.muted">
                              <Plural
                                value={r.duration}
                                one="Bought in periods of # day"
                                other="Bought in periods of # days"
                              />
                            </Text>
                          )}
                          {r.periods.length > 0 && (
                            <Text fontSize="sm" color="fg.muted">
                              <Trans>Periods you can buy: {r.periods.join(', ')}</Trans>
                            </Text>
                          )}
                        </Box>
                      ))}
                    </Stack>
                  )
                }
              </Online>
            </Section>
            <Section id="unit-reach" title={<Trans>Reach</Trans>}>
              <Online read={reach}>
                {(r) => {
                  const [daily, weekly, monthly] = [
                    formatCount(r.daily_traffic),
                    formatCount(r.weekly),
                    formatCount(r.monthly),
                  ];
                  const [cars, buses, bikes, trucks] = [
                    formatCount(r.cars),
                    formatCount(r.buses),
                    formatCount(r.bikes),
                    formatCount(r.trucks),
                  ];
                  return (
                    <Stack gap="1" data-testid="unit-reach">
                      <Text>
                        <Trans>{daily} people a day</Trans>
                      </Text>
                      <Text>
                        <Trans>{weekly} people a week</Trans>
                      </Text>
                      <Text>
                        <Trans>{monthly} people in 30 days</Trans>
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        <Trans>
                          Daily vehicles: {cars} cars, {buses} buses, {bikes} bikes, {trucks} trucks
                        </Trans>
                      </Text>
                    </Stack>
                  );
                }}
              </Online>
            </Section>
            <Section id="unit-pois" title={<Trans>Points of interest nearby</Trans>}>
              <Online read={pois}>
                {(list) =>
                  list.length === 0 ? (
                    <Text color="fg.muted">
                      <Trans>No points of interest within 1 km.</Trans>
                    </Text>
                  ) : (
                    <Stack as="ul" gap="1.5" listStyleType="none" data-testid="unit-pois">
                      {list.map((p, i) => {
                        const distance = formatCount(p.distance_m);
                        return (
                          <HStack as="li" key={p.id} justify="space-between" gap="2">
                            {/* numbered as on the map, where the unit is 1 */}
                            <Text fontWeight="semibold" w="6" flexShrink={0} fontVariantNumeric="tabular-nums">
                              {i + 2}.
                            </Text>
                            <Box minW="0" flex="1">
                              <Text truncate>{p.name}</Text>
                              <Text fontSize="sm" color="fg.muted">
                                {p.category}
                              </Text>
                            </Box>
                            <Text fontSize="sm" flexShrink={0} fontVariantNumeric="tabular-nums">
                              <Trans>{distance} m</Trans>
                            </Text>
                          </HStack>
                        );
                      })}
                    </Stack>
                  )
                }
              </Online>
            </Section>
          </Stack>
        </Grid>
      </Stack>
    </PageFrame>
  );
}
