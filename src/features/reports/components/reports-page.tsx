/**
 * `/dashboard/reports` (product.md §2 "reports: list, excel, {id}"; api-catalogue.md "Reports"; issue 18): run any
 * of the 15 report kinds over a filter — chart and table, the answer kept on the device for offline —, export it
 * as a spreadsheet, save it under a name, and the saved reports of the caller (own and shared with it).
 * Who: `reports.browse` (a seller sees its own figures, managers everything: the server's reach, §6).
 */
import { useState, type ReactNode } from 'react';
import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import {
  reportOf,
  REPORTS,
  useReport,
  useReportActions,
  type ReportFilterInput,
  type ReportKind,
} from '../api/reports.ts';
import { ReportFilters } from './report-filters.tsx';
import { ReportResult } from './report-result.tsx';
import { SavedReportsList } from './saved-reports-list.tsx';

/** The screen's title, then that the role reads no reports (the menu shows media reports to everyone, §6). */
export function NoReports({ title }: { title: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" data-testid="no-reports">
        <Trans>Your role has no reports to show.</Trans>
      </Text>
    </Stack>
  );
}

export function ReportsPage({ permissions, initialKind }: { permissions: readonly string[]; initialKind?: string }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<ReportKind>(reportOf(initialKind ?? 'campaigns').kind);
  const [filter, setFilter] = useState<ReportFilterInput>({});
  const [name, setName] = useState('');
  const entry = reportOf(kind);
  const read = useReport(kind, filter);
  const actions = useReportActions();
  if (!hasPermission(permissions, 'reports.browse')) return <NoReports title={<Trans>Reports</Trans>} />;
  const title = i18n._(entry.title);
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          <Trans>Reports</Trans>
        </Heading>
        <HStack gap="4" wrap="wrap">
          <Link asChild>
            <RouterLink to="/dashboard/reports/excel">
              <Trans>Spreadsheet exports</Trans>
            </RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to="/dashboard/media-reports">
              <Trans>Occupation</Trans>
            </RouterLink>
          </Link>
        </HStack>
      </HStack>
      <Stack as="section" aria-label={t`Run a report`} gap="3">
        <SelectField
          id="report-kind"
          label={t`Report`}
          value={kind}
          onChange={(x) => setKind(x as ReportKind)}
          options={REPORTS.map((x) => ({ value: x.kind, label: i18n._(x.title) }))}
          minW="240px"
        />
        <ReportFilters value={filter} onChange={setFilter} currencies={read.value?.currencies ?? []} />
        <HStack gap="3" wrap="wrap" align="flex-start">
          {entry.exported && (
            <OnlineAction
              run={() =>
                actions.exportReport(
                  kind,
                  { ...filter, currency: filter.currency ?? read.value?.currency ?? undefined },
                  title,
                )
              }
              data-testid="export-report"
            >
              <Trans>Export to Excel</Trans>
            </OnlineAction>
          )}
          <HStack gap="2" align="flex-start" wrap="wrap">
            <TextInput name="report-name" label={t`Save as`} value={name} onChange={setName} placeholder={title} />
            <Stack pt="7">
              <OnlineAction
                run={() => actions.save(name.trim() || title, kind, filter)}
                done={<Trans>Saved.</Trans>}
                data-testid="save-report"
              >
                <Trans>Save report</Trans>
              </OnlineAction>
            </Stack>
          </HStack>
        </HStack>
        <ReportResult read={read} what={t`the report`} />
      </Stack>
      <SavedReportsList />
    </Stack>
  );
}
