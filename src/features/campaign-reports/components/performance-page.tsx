/**
 * `/dashboard/campaigns/{type}/{id}/performance-report` (product.md §2; issue 18): how a campaign performs —
 *
 * - its figures, from the campaign's cart (`GET {id}/view`, or the copy mirrored on the device): units, period,
 *   audience (people: Σ daily traffic × days, as the server counts it) and daily audience, the investment per
 *   country (the cart's subtotal, pesos of the country's currency) and the total with taxes and credit;
 * - the investment by media type (`{id}/budget-media-types` with `{id}/media_types`; media-type-table.tsx);
 * - the audience distribution chart (`{id}/get-demographic-distribution`) with a picker of what it is split by —
 *   vehicle, media type, country, state or city — each chart also a table;
 * - the downloads: the campaign report PDF (`{id}/download-report`) and the POI report .xlsx
 *   (`{id}/pois_report?number=n`), which need a connection (report-downloads.tsx).
 *
 * Every read is kept on the device: offline the page shows what was loaded last, saying when.
 */
import { useState, type ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignType } from '#src/domain/steps.ts';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { useCurrencyOf } from '#src/resource/use-currency.ts';
import { ChartView } from '#src/ui/chart/chart-view.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import type { CampaignDetail } from '../api/campaign.ts';
import { DEMOGRAPHIC_TYPES, useDemographicDistribution, type DemographicType } from '../api/performance.ts';
import { cartFigures, formatCount } from '../model/report-model.ts';
import { MediaTypeInvestment } from './media-type-table.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { ReportFrame } from './report-frame.tsx';

/** What the audience can be split by, as the picker names it. */
const DEMOGRAPHIC_LABELS: Record<DemographicType, MessageDescriptor> = {
  vehicle: msg`Vehicle`,
  media_type: msg`Media type`,
  country: msg`Country`,
  state: msg`State`,
  city: msg`City`,
};

function Figure({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Box data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Box>
  );
}

/** The campaign's figures from its cart (module doc). */
function Figures({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useLingui();
  const currencyOf = useCurrencyOf();
  const f = cartFigures(campaign.units);
  const audience = formatCount(f.audience);
  const daily = formatCount(f.dailyAudience);
  const from = f.start ? formatDate(f.start) : '';
  const to = f.end ? formatDate(f.end) : '';
  const total = formatMoney(campaign.total, campaign.currency ? { currency: campaign.currency } : {});
  return (
    <Stack as="section" aria-labelledby="report-figures" gap="3" p="4" borderWidth="1px" borderRadius="lg">
      <Heading as="h2" size="md" id="report-figures">
        <Trans>Figures</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        <Figure label={<Trans>Units</Trans>} testId="figure-units">
          {formatCount(f.units)}
        </Figure>
        <Figure label={<Trans>Period</Trans>} testId="figure-period">
          {f.start ? t`${from} to ${to}` : t`Not chosen yet`}
        </Figure>
        <Figure label={<Trans>Audience (people over the period)</Trans>} testId="figure-audience">
          {audience}
        </Figure>
        <Figure label={<Trans>Daily audience (people a day)</Trans>} testId="figure-daily-audience">
          {daily}
        </Figure>
        <Figure label={<Trans>Investment</Trans>} testId="figure-investment">
          {campaign.groups.length === 0
            ? formatMoney(0, campaign.currency ? { currency: campaign.currency } : {})
            : campaign.groups.map((g) => {
                const currency = currencyOf(g.country_id);
                return (
                  <Text as="span" display="block" key={g.country_id}>
                    {formatMoney(g.subtotal, currency ? { currency } : {})}
                  </Text>
                );
              })}
        </Figure>
        <Figure label={<Trans>Total with taxes and credit</Trans>} testId="figure-total">
          {total}
        </Figure>
      </SimpleGrid>
      {f.units === 0 && (
        <Text color="fg.muted">
          <Trans>The cart is empty: the figures count the units once the campaign has some.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The audience distribution chart with its picker (module doc). */
function AudienceDistribution({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<DemographicType>('vehicle');
  const read = useDemographicDistribution(id, type);
  return (
    <Stack as="section" aria-labelledby="report-audience" gap="3" p="4" borderWidth="1px" borderRadius="lg" minW="0">
      <Heading as="h2" size="md" id="report-audience">
        <Trans>Audience distribution</Trans>
      </Heading>
      <Box maxW="xs">
        <SelectField
          id="demographic-type"
          label={<Trans>Audience by</Trans>}
          value={type}
          onChange={(value) => setType(value as DemographicType)}
          options={DEMOGRAPHIC_TYPES.map((d) => ({ value: d, label: i18n._(DEMOGRAPHIC_LABELS[d]) }))}
        />
      </Box>
      <ReadState read={read} what={t`the audience distribution`} />
      {read.value && <ChartView chart={read.value} draw={['audience']} horizontal={type !== 'vehicle'} level={3} />}
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Audience is each unit's daily traffic times the days it is in the campaign. Age and gender are not in the
          data.
        </Trans>
      </Text>
    </Stack>
  );
}

/** The performance report page of campaign `id` (module doc). */
export function PerformanceReportPage({ type, id }: { type: CampaignType; id: number }) {
  const { t } = useLingui();
  return (
    <ReportFrame type={type} id={id} page="performance-report" title={t`Performance report`}>
      {(campaign) => (
        <Stack gap="4" minW="0">
          <Figures campaign={campaign} />
          <MediaTypeInvestment id={id} />
          <AudienceDistribution id={id} />
          <ReportDownloads campaign={campaign} />
        </Stack>
      )}
    </ReportFrame>
  );
}
