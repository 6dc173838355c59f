/**
 * A chart and the same figures as a table (issue 18: "each chart also readable as a table (screen readers)";
 * ARCHITECTURE.md "Reports and dashboards … charts lazy-loaded, each chart also a table").
 *
 * - Two views, switched by a pair of toggle buttons (`aria-pressed`): the chart (default) and the table.
 * - In the chart view the canvas is hidden from assistive technology and the table stays in the page, visually
 *   hidden, so a screen reader reads the figures; in the table view the table is shown.
 * - The canvas comes from chart-canvas.tsx (Chart.js), loaded lazily the first time a chart is shown.
 * - The table has one row per category and a column per series, values formatted by unit (chart-values.ts:
 *   money with its currency, percents, counts), and a totals row when a series has a total.
 * - No category or only zeros: "Nothing to show for these filters" instead of an empty frame.
 */
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Box, HStack, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ToggleButtons } from '../toggle-buttons.tsx';
import { TableHead } from '../table-head.tsx';
import { drawnSeries, formatChartValue, isEmptyChart, type ChartLike } from './chart-values.ts';

const ChartCanvas = lazy(() => import('./chart-canvas.tsx'));

export interface ChartViewProps {
  chart: ChartLike;
  /** `bar` (default) or `line`. */
  kind?: 'bar' | 'line';
  horizontal?: boolean;
  /** Keys of the series to draw (default `drawnSeries`); the table shows every series. */
  draw?: readonly string[];
  /** Canvas height, px (default 260). */
  height?: number;
  /** Heading level of the title (default 3). */
  level?: 2 | 3 | 4;
}

/** The figures of a chart as a table shows them: a row per category, a column per series, formatted by unit. */
function tableFigures(chart: ChartLike) {
  return {
    rows: chart.labels.map((label, row) => ({
      label,
      values: chart.series.map((s) => formatChartValue(s.values[row], s)),
    })),
    totals: chart.series.some((s) => s.total !== null)
      ? chart.series.map((s) => (s.total === null ? '' : formatChartValue(s.total, s)))
      : null,
  };
}

/**
 * The figures of `chart` as a table (`data-testid="chart-table"`), in a box that scrolls sideways on a phone (the
 * box can take the focus, so a keyboard can scroll it).
 */
export function ChartTable({ chart, caption }: { chart: ChartLike; caption: string }) {
  const { rows, totals } = tableFigures(chart);
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      maxW="full"
      tabIndex={0}
      aria-label={caption}
      position="relative"
    >
      <Table.Root size="sm" data-testid="chart-table">
        <Table.Caption captionSide="top" textAlign="start">
          {caption}
        </Table.Caption>
        <TableHead columns={[{ label: '' }, ...chart.series.map((s) => ({ label: s.name, end: true }))]} />
        <Table.Body>
          {rows.map((r, i) => (
            <Table.Row key={i}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {r.label}
              </Table.Cell>
              {r.values.map((value, j) => (
                <Table.Cell key={chart.series[j]!.key} textAlign="end" whiteSpace="nowrap">
                  {value}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {totals && (
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell as="th" scope="row">
                <Trans>Total</Trans>
              </Table.Cell>
              {totals.map((value, j) => (
                <Table.Cell key={chart.series[j]!.key} textAlign="end" whiteSpace="nowrap">
                  {value}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The same table in plain elements, for the visually hidden copy a screen reader reads in the chart view. Nobody
 * sees it, so it carries no styles: as Chakra's table each cell resolved its recipe and wrote a style rule, and the
 * manager's home draws eight boards (~430 cells) in its first render (issue 21, offline reload of /dashboard).
 */
function ReadableTable({ chart, caption }: { chart: ChartLike; caption: string }) {
  const { rows, totals } = tableFigures(chart);
  return (
    <table data-testid="chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          {chart.series.map((s) => (
            <th key={s.key} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <th scope="row">{r.label}</th>
            {r.values.map((value, j) => (
              <td key={chart.series[j]!.key}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            {totals.map((value, j) => (
              <td key={chart.series[j]!.key}>{value}</td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** A titled chart with its table view (module doc). */
export function ChartView({ chart, kind, horizontal, draw, height = 260, level = 3 }: ChartViewProps) {
  const { t } = useLingui();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const series = useMemo(
    () => (draw ? chart.series.filter((s) => draw.includes(s.key)) : drawnSeries(chart)),
    [chart, draw],
  );
  const empty = isEmptyChart(chart);
  return (
    <Stack gap="2" role="group" aria-labelledby={titleId} data-testid="chart-view" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as={`h${level}`} size="sm" id={titleId}>
          {chart.title}
        </Heading>
        {!empty && (
          <ToggleButtons
            label={t`Show as`}
            size="xs"
            value={asTable ? 'table' : 'chart'}
            onChange={(v) => setAsTable(v === 'table')}
            options={[
              { value: 'chart', label: <Trans>Chart</Trans> },
              { value: 'table', label: <Trans>Table</Trans> },
            ]}
          />
        )}
      </HStack>
      {empty ? (
        <Text color="fg.muted" data-testid="chart-empty">
          <Trans>Nothing to show for these filters.</Trans>
        </Text>
      ) : asTable ? (
        <ChartTable chart={chart} caption={chart.title} />
      ) : (
        <>
          <Suspense fallback={<Box h={`${height}px`} aria-hidden="true" />}>
            <ChartCanvas chart={chart} series={series} kind={kind} horizontal={horizontal} height={height} />
          </Suspense>
          <VisuallyHidden>
            <ReadableTable chart={chart} caption={chart.title} />
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
