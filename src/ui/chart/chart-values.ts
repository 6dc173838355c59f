/**
 * How a chart's numbers read (issue 18: boards and reports as charts and tables; spec product.md §9 money with 2
 * decimals, dot thousands and comma decimals). Pure, no I/O: shared by the chart's table, its tooltips and axis.
 *
 * The shape is the contract's chart (src/api/contract/dashboards.ts `Chart`): category `labels`, and `series` with
 * a `unit` and values aligned with the labels. Report tables (src/api/contract/reports/shapes.ts) are turned into
 * the same shape by `reportChart` in src/ui/chart/report-chart.ts.
 */
import { formatMoney } from '#src/lib/money.ts';

/** What a series counts (the contract's `seriesUnit`). */
export type ChartUnit = 'count' | 'money' | 'money_per_day' | 'percent' | 'days' | 'rank';

/** One series: a value per category (null: nothing to show). */
export interface ChartSeriesLike {
  key: string;
  name: string;
  unit: ChartUnit;
  /** ISO 4217 code of money series. */
  currency: string | null;
  values: readonly (number | null)[];
  /** Σ of the values for additive series; null for percents, averages and ranks. */
  total: number | null;
}

/** A chart: categories and their series. */
export interface ChartLike {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeriesLike[];
}

/**
 * A value as text: counts, days and ranks as whole numbers with '.' thousands (1.234), money with its currency
 * code and 2 decimals ('MXN 1.234,50'), money per day the same, percents with 2 decimals ('12,50 %'); null '—'.
 */
export function formatChartValue(
  value: number | null | undefined,
  series: Pick<ChartSeriesLike, 'unit' | 'currency'>,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  switch (series.unit) {
    case 'money':
    case 'money_per_day':
      return formatMoney(value, series.currency ? { currency: series.currency } : {});
    case 'percent':
      return `${formatMoney(value)} %`;
    default:
      return Math.round(value)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  }
}

/**
 * The series a chart draws by default: the first money series, else the first count, else the first one; ranks
 * are never drawn (they are the order, not a quantity). Up to `max` series sharing that unit (and currency).
 */
export function drawnSeries(chart: ChartLike, max = 2): ChartSeriesLike[] {
  const drawable = chart.series.filter((s) => s.unit !== 'rank');
  const first = drawable.find((s) => s.unit === 'money') ?? drawable.find((s) => s.unit === 'count') ?? drawable[0];
  if (!first) return [];
  return drawable.filter((s) => s.unit === first.unit && s.currency === first.currency).slice(0, max);
}

/** True when the chart has nothing to draw (no category, or every drawn value null or 0). */
export function isEmptyChart(chart: ChartLike): boolean {
  return chart.labels.length === 0 || drawnSeries(chart).every((s) => s.values.every((x) => !x));
}
