/**
 * `/dashboard/campaigns/{type}/{id}/unit-report` (product.md §2; §3 "order job with items, photos"; issue 18): each
 * unit of the campaign's cart — title, SKU, media type, city, address, period and days, its picture — with the
 * proof-of-posting photos the technicians took for it in the field work, newest first, each saying when and for
 * which order job.
 *
 * Calls: the campaign (`GET /client/campaigns/{id}/view`, or its mirrored copy), and its field work through its
 * contract (`GET /client/campaigns/{id}/contracts`, then `GET /contracts/{contract}/order-jobs`; api/field-work.ts
 * says why: the catalogue has no campaign-level call for these photos). Empty states say which piece is missing: no
 * units in the cart, no contract (so no field work yet), no order job yet, or no photo of a unit yet. Kept on the
 * device: offline the last answer shows, saying when (the photos themselves show when the browser has them).
 */
import { useMemo } from 'react';
import { Badge, Box, Grid, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CartUnit } from '#src/api/contract/campaigns.ts';
import type { CampaignType } from '#src/domain/steps.ts';
import { JOB_KIND_LABELS, WORK_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { formatDate, inclusiveDays } from '#src/lib/dates.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useCityNames, useMediaTypeNames, type CampaignDetail } from '../api/campaign.ts';
import { useCampaignFieldWork, type CampaignFieldWork } from '../api/field-work.ts';
import { proofsByUnit, type UnitProof } from '../model/report-model.ts';
import { ReportFrame } from './report-frame.tsx';

/** The photos of one unit, or why there are none. */
function Proofs({ unit, proofs }: { unit: CartUnit; proofs: readonly UnitProof[] }) {
  const { t } = useLingui();
  const kind = useEnumLabel(JOB_KIND_LABELS);
  const status = useEnumLabel(WORK_STATUS_LABELS);
  if (!proofs.length)
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>No proof-of-posting photo of this unit yet.</Trans>
      </Text>
    );
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns="repeat(auto-fill, minmax(140px, 1fr))"
      gap="3"
      aria-label={t`Proof-of-posting photos of ${unit.title}`}
      data-testid={`unit-proofs-${unit.id}`}
    >
      {proofs.map((p) => {
        const date = formatDate(p.photo.taken_at ?? p.photo.created_at);
        const job = kind(p.kind);
        return (
          <Box as="li" key={p.photo.id}>
            <Link href={p.photo.url} target="_blank" rel="noopener" display="block">
              <Image
                src={p.photo.thumb_url}
                alt={t`Photo of ${unit.title} taken on ${date}`}
                aspectRatio="4/3"
                objectFit="cover"
                w="100%"
                borderRadius="md"
                loading="lazy"
              />
            </Link>
            <Text fontSize="xs" color="fg.muted">
              {date} · {job} #{p.jobId} · {status(p.status)}
            </Text>
          </Box>
        );
      })}
    </Grid>
  );
}

/** One cart unit with its picture and proofs. */
function UnitCard({
  unit,
  mediaType,
  city,
  proofs,
}: {
  unit: CartUnit;
  mediaType: string | undefined;
  city: string | undefined;
  proofs: readonly UnitProof[] | null;
}) {
  const { t } = useLingui();
  const from = formatDate(unit.start_date);
  const to = formatDate(unit.end_date);
  const days = inclusiveDays(unit.start_date, unit.end_date);
  return (
    <Box
      as="li"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      aria-labelledby={`report-unit-${unit.id}`}
      data-testid="report-unit"
    >
      <Grid templateColumns={{ base: '1fr', md: unit.image ? '200px 1fr' : '1fr' }} gap="4" alignItems="start">
        {unit.image && (
          <Image
            src={unit.image}
            alt={t`Picture of ${unit.title}`}
            borderRadius="md"
            objectFit="cover"
            w="100%"
            maxH="160px"
          />
        )}
        <Stack gap="2" minW="0">
          <Heading as="h2" size="sm" id={`report-unit-${unit.id}`}>
            {unit.title}
          </Heading>
          <HStack gap="2" wrap="wrap" fontSize="sm">
            <Text color="fg.muted">{unit.sku}</Text>
            {mediaType && <Badge variant="outline">{mediaType}</Badge>}
            {city && <Text>{city}</Text>}
          </HStack>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {unit.address}
          </Text>
          <Text fontSize="sm">
            {t`${from} to ${to}`} · <Plural value={days} one="# day" other="# days" />
          </Text>
          <Heading as="h3" size="xs" mt="2">
            <Trans>Proof of posting</Trans>
          </Heading>
          {proofs && <Proofs unit={unit} proofs={proofs} />}
        </Stack>
      </Grid>
    </Box>
  );
}

/** Why the field work has nothing to show, when it has not. */
function FieldWorkNote({ work, photos }: { work: CampaignFieldWork; photos: number }) {
  if (!work.contract)
    return (
      <Text role="status" color="fg.muted" data-testid="field-work-empty">
        <Trans>
          This campaign has no contract yet, so no field work: proof-of-posting photos come from the order jobs made
          from its contract.
        </Trans>
      </Text>
    );
  if (!work.jobs.length)
    return (
      <Text role="status" color="fg.muted" data-testid="field-work-empty">
        <Trans>
          No order job has been made for this campaign yet: its photos show here once technicians post them.
        </Trans>
      </Text>
    );
  if (!photos)
    return (
      <Text role="status" color="fg.muted" data-testid="field-work-empty">
        <Trans>The field work of this campaign has no photos yet.</Trans>
      </Text>
    );
  return null;
}

function Body({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useLingui();
  const work = useCampaignFieldWork(campaign.id);
  const mediaTypes = useMediaTypeNames();
  const cities = useCityNames();
  const proofs = useMemo(() => (work.value ? proofsByUnit(work.value.jobs) : null), [work.value]);
  const units = useMemo(() => [...new Map(campaign.units.map((u) => [u.id, u])).values()], [campaign.units]);
  const photos = proofs ? [...proofs.values()].reduce((n, list) => n + list.length, 0) : 0;
  return (
    <Stack gap="4" minW="0">
      <Text color="fg.muted">
        <Trans>Each unit of the campaign with the proof-of-posting photos taken in the field work.</Trans>
      </Text>
      <ReadState read={work} what={t`the field work's photos`} />
      {work.value && <FieldWorkNote work={work.value} photos={photos} />}
      {units.length === 0 ? (
        <Text role="status" color="fg.muted" data-testid="units-empty">
          <Trans>The cart is empty: this report lists the campaign's units once it has some.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t`Units of the campaign`}>
          {units.map((u) => (
            <UnitCard
              key={u.id}
              unit={u}
              mediaType={mediaTypes.get(u.media_type_id)}
              city={cities.get(u.city_id)}
              proofs={proofs ? (proofs.get(u.id) ?? []) : null}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The unit report page of campaign `id` (module doc). */
export function UnitReportPage({ type, id }: { type: CampaignType; id: number }) {
  const { t } = useLingui();
  return (
    <ReportFrame type={type} id={id} page="unit-report" title={t`Unit report`}>
      {(campaign) => <Body campaign={campaign} />}
    </ReportFrame>
  );
}
