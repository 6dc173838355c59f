/**
 * `/dashboard/reports/excel` (product.md §2 "reports/excel"; §8 exports "return null with the server message
 * shown; the investment export fails silently — do better: say so"; issue 18 "Exports as real spreadsheets"):
 * every spreadsheet the caller may make, over one filter — the eight report exports, the agency sales, the
 * contracts report and the routes report. Each is a genuine .xlsx written by the server (typed cells, header in the
 * interface language); each button needs a connection and says so, shows progress, and shows the server's message
 * when the export fails (a bad filter, a report too large to export).
 */
import { useState } from 'react';
import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { OTHER_EXPORTS, REPORTS, useReportActions, type ReportFilterInput } from '../api/reports.ts';
import { ReportFilters } from './report-filters.tsx';
import { NoReports } from './reports-page.tsx';

export function ExcelPage({ permissions }: { permissions: readonly string[] }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ReportFilterInput>({});
  const locale = i18n.locale === 'en' ? 'en' : 'es';
  const { exportReport, exportOther } = useReportActions();
  const reports = hasPermission(permissions, 'reports.browse') ? REPORTS.filter((x) => x.exported) : [];
  const others = (Object.keys(OTHER_EXPORTS) as (keyof typeof OTHER_EXPORTS)[]).filter((k) =>
    hasPermission(permissions, OTHER_EXPORTS[k].permission),
  );
  if (reports.length + others.length === 0) return <NoReports title={<Trans>Spreadsheet exports</Trans>} />;
  return (
    <Stack gap="5">
      <Link asChild fontSize="sm">
        <RouterLink to="/dashboard/reports">
          <Trans>← Reports</Trans>
        </RouterLink>
      </Link>
      <Heading as="h1" size="xl">
        <Trans>Spreadsheet exports</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>Each file is made by the server for the filter below and opens in any spreadsheet program.</Trans>
      </Text>
      <ReportFilters
        value={filter}
        onChange={setFilter}
        fields={['period', 'country', 'media_type', 'status', 'campaign_type']}
        idPrefix="excel"
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" data-testid="exports">
        {reports.map((x) => {
          const title = i18n._(x.title);
          return (
            <OnlineAction
              key={x.kind}
              run={() => exportReport(x.kind, filter, title)}
              w="full"
              data-testid={`export-${x.kind}`}
            >
              {title}
            </OnlineAction>
          );
        })}
        {others.map((k) => {
          const title = i18n._(OTHER_EXPORTS[k].title);
          return (
            <OnlineAction
              key={k}
              run={() => exportOther(k, { from: filter.from, to: filter.to }, locale, title)}
              w="full"
              data-testid={`export-${k}`}
            >
              {title}
            </OnlineAction>
          );
        })}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">{t`Contracts and routes reports take the period only.`}</Text>
    </Stack>
  );
}
