/**
 * A report's answer on screen (issue 18): its state (loading, needs a connection, refused, or the kept answer
 * with when it was loaded — src/ui/resource/read-state.tsx), its chart (src/ui/chart: the report drawn by
 * `reportChart`, also readable as a table) and its full table with totals, and when the server computed it.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '#src/lib/dates.ts';
import { ChartView } from '#src/ui/chart/chart-view.tsx';
import { reportChart } from '#src/ui/chart/report-chart.ts';
import { ReadState, type ReadStateLike } from '#src/ui/resource/read-state.tsx';
import type { ReportTable } from '../api/reports.ts';
import { ReportTableView } from './report-table.tsx';

/** Reports whose rows are months or days, drawn as lines. */
const OVER_TIME = new Set(['generated_income', 'client_sales']);

/** The chart and the table of `report`. */
export function ReportBody({ report }: { report: ReportTable }) {
  const { i18n } = useLingui();
  const chart = reportChart(report);
  return (
    <Stack gap="4" data-testid="report-result">
      <ChartView
        chart={chart}
        kind={OVER_TIME.has(report.kind) ? 'line' : 'bar'}
        horizontal={!OVER_TIME.has(report.kind) && chart.labels.length > 8}
        height={Math.min(520, Math.max(240, chart.labels.length * 22))}
      />
      <ReportTableView report={report} />
      <Text fontSize="xs" color="fg.muted">
        <Trans>Computed on {formatDateTime(Date.parse(report.generated_at), i18n.locale)}</Trans>
        {report.currency ? ` · ${report.currency}` : ''}
      </Text>
    </Stack>
  );
}

/** A read of a report: its state, then its body once there is one. */
export function ReportResult({
  read,
  what,
}: {
  read: ReadStateLike & { value: ReportTable | undefined };
  what: string;
}) {
  return (
    <Stack gap="3">
      <ReadState read={read} what={what} />
      {read.value && <ReportBody report={read.value} />}
    </Stack>
  );
}
