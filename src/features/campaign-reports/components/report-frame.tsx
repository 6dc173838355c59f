/**
 * The frame of a campaign's report pages (product.md §2 campaigns/{type}/{id}/performance-report, unit-report,
 * yodageek): the campaign's name, the page's title, links between the three pages and back to the campaign's
 * detail, and the state of the campaign's read — loading, needs a connection, refused (the server's message), or
 * kept from an earlier visit (saying when). The page's content renders once a campaign is at hand (the server's,
 * or the copy mirrored on this device when the server gives no answer).
 */
import type { ReactNode } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignType } from '#src/domain/steps.ts';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useReportCampaign, type CampaignDetail } from '../api/campaign.ts';

/** Which report page is shown (its link is marked current). */
export type ReportPage = 'performance-report' | 'unit-report' | 'yodageek';

/** Links to the three report pages of a campaign, the current one marked (`aria-current`). */
export function ReportLinks({ type, id, current }: { type: CampaignType; id: number; current?: ReportPage }) {
  const { t } = useLingui();
  const params = { type, id };
  const labels: Record<ReportPage, string> = {
    'performance-report': t`Performance report`,
    'unit-report': t`Unit report`,
    yodageek: t`Audience and points of interest`,
  };
  return (
    <HStack as="nav" gap="4" wrap="wrap" aria-label={t`Campaign reports`} data-testid="report-links">
      {(Object.keys(labels) as ReportPage[]).map((page) => (
        <Link
          key={page}
          to={`/dashboard/campaigns/$type/$id/${page}`}
          params={params}
          aria-current={page === current ? 'page' : undefined}
          style={page === current ? { fontWeight: 600 } : undefined}
        >
          {labels[page]}
        </Link>
      ))}
    </HStack>
  );
}

/**
 * Reads campaign `id` and renders `children` with it inside the frame (module doc).
 * @param type the campaign type of the URL (budget, package or manual), for the links
 */
export function ReportFrame({
  type,
  id,
  page,
  title,
  children,
}: {
  type: CampaignType;
  id: number;
  page: ReportPage;
  title: string;
  children: (campaign: CampaignDetail) => ReactNode;
}) {
  const { t } = useLingui();
  const { campaign, read, fromMirror } = useReportCampaign(id);
  return (
    <Stack gap="4" minW="0">
      <Box>
        {campaign && (
          <Text fontSize="sm" color="fg.muted" data-testid="report-campaign">
            {campaign.name}
          </Text>
        )}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      </Box>
      <HStack gap="4" wrap="wrap">
        <Link to="/dashboard/campaigns/$type/$id/detail" params={{ type, id }}>
          <Trans>Campaign detail</Trans>
        </Link>
        <ReportLinks type={type} id={id} current={page} />
      </HStack>
      {!fromMirror && <ReadState read={read} what={t`the campaign`} />}
      {fromMirror && read.state === 'offline' && (
        <Text role="status" fontSize="sm" color="fg.muted" data-testid="report-from-mirror">
          <Trans>No connection: the campaign shows as last opened on this device.</Trans>
        </Text>
      )}
      {campaign && children(campaign)}
    </Stack>
  );
}
