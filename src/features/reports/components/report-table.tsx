/**
 * A report as a table (issue 18; docs/reports.md "One shape for every report"): a column per report column, cells
 * formatted by type — money with the report's currency and 2 decimals (§9), counts with thousands, dates
 * DD/MM/YYYY, months MM/YYYY, percents with 2 decimals —, and the totals row (each summed column's sum, the
 * overall figure of the others). Long reports show `pageSize` rows a page with the shared pagination.
 */
import { useState } from 'react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import { monthLabel } from '#src/ui/chart/report-chart.ts';
import { formatChartValue } from '#src/ui/chart/chart-values.ts';
import { Pagination } from '#src/ui/pagination.tsx';
import { TableHead } from '#src/ui/table-head.tsx';
import type { ReportTable } from '../api/reports.ts';

type Cell = string | number | null | undefined;

/** A cell of type `type` as text (module doc). */
export function formatReportCell(value: Cell, type: string, currency: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (type) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, currency ? { currency } : {}) : String(value);
    case 'number':
      return typeof value === 'number' ? formatChartValue(value, { unit: 'count', currency: null }) : String(value);
    case 'percent':
      return typeof value === 'number' ? formatChartValue(value, { unit: 'percent', currency: null }) : String(value);
    case 'date':
      return formatDate(String(value));
    case 'month':
      return monthLabel(String(value));
    default:
      return String(value);
  }
}

const isNumeric = (type: string) => type === 'money' || type === 'number' || type === 'percent';

/** The table of `report` (`data-testid="report-table"`). */
export function ReportTableView({ report, pageSize = 50 }: { report: ReportTable; pageSize?: number }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(report.rows.length / pageSize));
  const current = Math.min(page, pages);
  const rows = report.rows.slice((current - 1) * pageSize, current * pageSize);
  const hasTotals = report.columns.some((c) => report.totals[c.key] !== null && report.totals[c.key] !== undefined);
  if (report.rows.length === 0)
    return (
      <Text color="fg.muted" data-testid="report-empty">
        <Trans>No rows for these filters.</Trans>
      </Text>
    );
  return (
    <Stack gap="2">
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} position="relative">
        <Table.Root size="sm" data-testid="report-table">
          <TableHead columns={report.columns.map((c) => ({ label: c.label, end: isNumeric(c.type) }))} />
          <Table.Body>
            {rows.map((row, i) => (
              <Table.Row key={i}>
                {report.columns.map((c) => (
                  <Table.Cell key={c.key} textAlign={isNumeric(c.type) ? 'end' : undefined} whiteSpace="nowrap">
                    {formatReportCell(row[c.key], c.type, report.currency)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          {hasTotals && (
            <Table.Footer>
              <Table.Row fontWeight="semibold" data-testid="report-totals">
                {report.columns.map((c, i) => (
                  <Table.Cell key={c.key} textAlign={isNumeric(c.type) ? 'end' : undefined} whiteSpace="nowrap">
                    {isNumeric(c.type) && report.totals[c.key] != null ? (
                      formatReportCell(report.totals[c.key], c.type, report.currency)
                    ) : i === 0 ? (
                      <Trans>Total</Trans>
                    ) : (
                      ''
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Footer>
          )}
        </Table.Root>
      </Table.ScrollArea>
      {pages > 1 && <Pagination currentPage={current} lastPage={pages} onPageChange={setPage} />}
    </Stack>
  );
}
