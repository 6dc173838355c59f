/**
 * A report table as a chart (issue 18: "the 15 report kinds … each as a table and a chart"; docs/reports.md "One
 * shape for every report"). Every report answers typed columns, so one rule draws any of them, with no per-kind
 * code:
 * - the categories are the rows, named by the report's text and month columns joined (`Cliente · Ejecutivo`,
 *   a month `2026-03` shown `03/2026`), at most `maxRows` of them (the rows come ranked or in time order);
 * - the series are the summed money columns (else the other money columns; else the summed counts; else the
 *   percents), at most two — money of one currency, so one axis reads them all.
 * Pure, no I/O.
 */
import type { ChartLike, ChartSeriesLike, ChartUnit } from './chart-values.ts';

/** The parts of a report table (src/api/contract/reports/shapes.ts `ReportTable`) a chart needs. */
export interface ReportLike {
  title: string;
  columns: readonly { key: string; label: string; type: string; summed: boolean }[];
  rows: readonly Record<string, string | number | null>[];
  totals: Record<string, number | null>;
  currency: string | null;
}

const UNIT_OF: Record<string, ChartUnit> = { money: 'money', number: 'count', percent: 'percent' };

/** `YYYY-MM` as `MM/YYYY` (spec §9 dates day first); anything else as given. */
export function monthLabel(value: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return m ? `${m[2]}/${m[1]}` : value;
}

/** The chart of `report` (module doc); the rank column is never a series. */
export function reportChart(report: ReportLike, maxRows = 20): ChartLike {
  const named = report.columns.filter((c) => c.type === 'text' || c.type === 'month').slice(0, 2);
  const rows = report.rows.slice(0, maxRows);
  const labels = rows.map((row) =>
    named
      .map((c) => {
        const x = row[c.key];
        return x === null || x === undefined ? '—' : c.type === 'month' ? monthLabel(String(x)) : String(x);
      })
      .join(' · '),
  );
  const numeric = report.columns.filter((c) => c.key !== 'rank' && c.type in UNIT_OF);
  const pick =
    [
      numeric.filter((c) => c.type === 'money' && c.summed),
      numeric.filter((c) => c.type === 'money'),
      numeric.filter((c) => c.type === 'number' && c.summed),
      numeric.filter((c) => c.type === 'percent'),
    ].find((cols) => cols.length > 0) ?? [];
  const series: ChartSeriesLike[] = pick.slice(0, 2).map((c) => ({
    key: c.key,
    name: c.label,
    unit: UNIT_OF[c.type]!,
    currency: c.type === 'money' ? report.currency : null,
    values: rows.map((row) => (typeof row[c.key] === 'number' ? (row[c.key] as number) : null)),
    // the totals are of every row: shown only when the chart holds them all
    total: c.summed && report.rows.length <= maxRows ? (report.totals[c.key] ?? null) : null,
  }));
  return { title: report.title, labels, series };
}
