/**
 * `/dashboard/media-reports/{id?}` (product.md §2 "media-reports/{id?}", the sidebar's "media-reports" entry with no
 * gate, §6 "Reports and home have no gate"; api-catalogue.md "Reports" GET rows; docs/reports.md "Occupancy"):
 * the occupation of the inventory per media type — of unit-days and of ad space (spots) — and, for report readers,
 * campaigns per executive. With an id, the media type `id` is chosen. Each is a chart and a table, kept on the
 * device (offline: the last answer, saying when it was loaded).
 * Who: occupation to report readers and to whoever browses availability (a provider its own units); campaigns per
 * executive to report readers. Anyone else is told their role has no reports.
 */
import { useState } from 'react';
import { Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useBoardReport, type BoardReport, type ReportFilterInput } from '../api/reports.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportResult } from './report-result.tsx';
import { NoReports } from './reports-page.tsx';

function Board({ board, filter, what }: { board: BoardReport; filter: ReportFilterInput; what: string }) {
  const read = useBoardReport(board, filter);
  return (
    <Stack as="section" gap="2" data-testid={`board-${board}`}>
      <ReportResult read={read} what={what} />
    </Stack>
  );
}

export function MediaReportsPage({
  permissions,
  mediaTypeId,
}: {
  permissions: readonly string[];
  mediaTypeId?: number;
}) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<ReportFilterInput>(mediaTypeId ? { media_type_id: mediaTypeId } : {});
  const reads = hasPermission(permissions, 'reports.browse');
  const occupation = reads || hasPermission(permissions, 'browse_availability');
  if (!occupation) return <NoReports title={<Trans>Media reports</Trans>} />;
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          <Trans>Media reports</Trans>
        </Heading>
        {reads && (
          <HStack gap="4" wrap="wrap">
            <Link asChild>
              <RouterLink to="/dashboard/reports">
                <Trans>All reports</Trans>
              </RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to="/dashboard/reports/excel">
                <Trans>Spreadsheet exports</Trans>
              </RouterLink>
            </Link>
          </HStack>
        )}
      </HStack>
      <ReportFilters
        value={filter}
        onChange={setFilter}
        fields={['period', 'country', 'media_type']}
        idPrefix="media"
      />
      <Board board="media_occupation" filter={filter} what={t`the media occupation`} />
      <Board board="ad_occupation" filter={filter} what={t`the ad space occupation`} />
      {reads && <Board board="campaigns_by_executive" filter={filter} what={t`the campaigns by executive`} />}
    </Stack>
  );
}
