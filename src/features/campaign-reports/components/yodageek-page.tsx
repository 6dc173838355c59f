/**
 * `/dashboard/campaigns/{type}/{id}/yodageek` (product.md §2 lists the route and nothing more; §3 "Campaign … yoda
 * factor, … points of interest"). Decision, written down here as ARCHITECTURE.md asks for what the spec does not
 * show: it is the campaign's audience and points-of-interest page — where its audience is —
 *
 * - the campaign's Yoda factor when the planning set one (named by `GET yoda_factors`);
 * - the POI map (`GET {id}/pois-map`) on the shared map (src/ui/map-view.tsx): the cart units numbered first, then
 *   the points of interest — the campaign's chosen ones, or when it chose none those within 1,000 m of a unit;
 * - the lists the map always comes with (the keyboard and screen-reader way to its points): the units, and the
 *   nearest-unit table — each POI with its category, nearest unit and distance in metres, nearest first, in a box
 *   that scrolls on its own at 360 px.
 *
 * Kept on the device: offline the last answer shows, saying when.
 */
import { useMemo } from 'react';
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignType } from '#src/domain/steps.ts';
import { MapView, type MapPoint } from '#src/ui/map-view.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import { useYodaFactorName, type CampaignDetail } from '../api/campaign.ts';
import { usePoisMap } from '../api/pois-map.ts';
import { formatDistance, poiLines, type PoiLine, type PoisMap } from '../model/report-model.ts';
import { ReportFrame } from './report-frame.tsx';

/** The units numbered 1…n, then the POIs n+1… (negative ids, so they never clash with a unit's). */
function mapPoints(map: PoisMap, pois: readonly PoiLine[]): MapPoint[] {
  return [
    ...map.units.map((u, i) => ({ id: u.id, lat: u.lat, lng: u.lng, label: u.title, number: i + 1 })),
    ...pois.map((p, i) => ({ id: -p.id, lat: p.lat, lng: p.lng, label: p.name, number: map.units.length + i + 1 })),
  ];
}

function PoiTable({ pois, first }: { pois: readonly PoiLine[]; first: number }) {
  const { t } = useLingui();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
      <Table.Root size="sm" data-testid="poi-table">
        <Table.Caption captionSide="top" textAlign="start">
          {t`Points of interest and their nearest unit`}
        </Table.Caption>
        <TableHead
          columns={[
            { label: '#', end: true },
            { label: <Trans>Point of interest</Trans> },
            { label: <Trans>Category</Trans> },
            { label: <Trans>Nearest unit</Trans> },
            { label: <Trans>Distance</Trans>, end: true },
          ]}
        />
        <Table.Body>
          {pois.map((p, i) => (
            <Table.Row key={p.id}>
              <Table.Cell textAlign="end">{first + i}</Table.Cell>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {p.name}
              </Table.Cell>
              <Table.Cell>{p.category}</Table.Cell>
              <Table.Cell>{p.nearest ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatDistance(p.distance_m)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function PoiMap({ map }: { map: PoisMap }) {
  const { t } = useLingui();
  const pois = useMemo(() => poiLines(map), [map]);
  const points = useMemo(() => mapPoints(map, pois), [map, pois]);
  if (!map.units.length)
    return (
      <Text role="status" color="fg.muted" data-testid="poi-map-empty">
        <Trans>
          The cart is empty: the map shows the campaign's units and the points of interest around them once it has some.
        </Trans>
      </Text>
    );
  return (
    <Stack gap="4" minW="0">
      <Text color="fg.muted" data-testid="poi-source">
        {map.source === 'chosen' ? (
          <Trans>The points of interest the campaign chose, each with its nearest unit.</Trans>
        ) : (
          <Trans>
            The campaign chose no points of interest: these are the ones within 1,000 m of its units (at most 500).
          </Trans>
        )}
      </Text>
      <MapView
        points={points}
        height="min(60dvh, 420px)"
        label={{ map: t`Map of the campaign's units and points of interest`, you: t`Your position` }}
      />
      <Box as="section" aria-labelledby="yodageek-units">
        <Heading as="h2" size="md" id="yodageek-units" mb="2">
          <Trans>Units</Trans>
        </Heading>
        <Stack as="ol" gap="1" ps="6" data-testid="yodageek-units">
          {map.units.map((u) => (
            <li key={u.id}>{u.title}</li>
          ))}
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="yodageek-pois">
        <Heading as="h2" size="md" id="yodageek-pois" mb="2">
          <Trans>Points of interest</Trans>
        </Heading>
        {pois.length === 0 ? (
          <Text color="fg.muted" data-testid="poi-table-empty">
            {map.source === 'chosen' ? (
              <Trans>None of the campaign's points of interest could be placed.</Trans>
            ) : (
              <Trans>No point of interest within 1,000 m of the campaign's units.</Trans>
            )}
          </Text>
        ) : (
          <PoiTable pois={pois} first={map.units.length + 1} />
        )}
      </Box>
    </Stack>
  );
}

function Body({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useLingui();
  const read = usePoisMap(campaign.id);
  const factor = useYodaFactorName(campaign.yoda_factor);
  return (
    <Stack gap="4" minW="0">
      <Text color="fg.muted">
        <Trans>Where the campaign's audience is: its units and the points of interest around them.</Trans>
      </Text>
      {factor && (
        <Text data-testid="yoda-factor">
          <Trans>Yoda factor: {factor}</Trans>
        </Text>
      )}
      <ReadState read={read} what={t`the points of interest map`} />
      {read.value && <PoiMap map={read.value} />}
    </Stack>
  );
}

/** The yodageek page of campaign `id` (module doc). */
export function YodageekPage({ type, id }: { type: CampaignType; id: number }) {
  const { t } = useLingui();
  return (
    <ReportFrame type={type} id={id} page="yodageek" title={t`Audience and points of interest`}>
      {(campaign) => <Body campaign={campaign} />}
    </ReportFrame>
  );
}
