/** How chart figures read and which series a chart draws (issue 18; src/ui/chart). */
import { describe, expect, it } from 'vitest';
import { drawnSeries, formatChartValue, isEmptyChart, type ChartLike } from './chart-values.ts';
import { monthLabel, reportChart } from './report-chart.ts';

const s = (
  key: string,
  unit: 'count' | 'money' | 'percent' | 'rank',
  values: (number | null)[],
  currency: string | null = null,
) => ({
  key,
  name: key,
  unit,
  currency,
  values,
  total: null,
});

describe('chart values', () => {
  it('formats by unit: counts with thousands, money with its currency, percents, nothing as a dash', () => {
    expect(formatChartValue(1234567, { unit: 'count', currency: null })).toBe('1.234.567');
    expect(formatChartValue(1234.5, { unit: 'money', currency: 'MXN' })).toBe('MXN 1.234,50');
    expect(formatChartValue(12.5, { unit: 'percent', currency: null })).toBe('12,50 %');
    expect(formatChartValue(null, { unit: 'count', currency: null })).toBe('—');
  });

  it('draws money first, never ranks, one unit and currency at a time', () => {
    const chart: ChartLike = {
      title: 'x',
      labels: ['a', 'b'],
      series: [
        s('rank', 'rank', [1, 2]),
        s('tickets', 'count', [3, 1]),
        s('billing', 'money', [10, 5], 'MXN'),
        s('avg', 'money', [3, 5], 'MXN'),
      ],
    };
    expect(drawnSeries(chart).map((x) => x.key)).toEqual(['billing', 'avg']);
    expect(drawnSeries({ ...chart, series: chart.series.slice(0, 2) }).map((x) => x.key)).toEqual(['tickets']);
    expect(isEmptyChart(chart)).toBe(false);
    expect(isEmptyChart({ ...chart, series: [s('billing', 'money', [0, null], 'MXN')] })).toBe(true);
  });
});

describe('report chart', () => {
  const report = {
    title: 'Ingresos',
    columns: [
      { key: 'month', label: 'Mes', type: 'month', summed: false },
      { key: 'lines', label: 'Líneas', type: 'number', summed: true },
      { key: 'media', label: 'Medios', type: 'money', summed: true },
      { key: 'total', label: 'Total', type: 'money', summed: true },
      { key: 'share', label: 'Part.', type: 'percent', summed: false },
    ],
    rows: [
      { month: '2026-01', lines: 2, media: 100, total: 120, share: 40 },
      { month: '2026-02', lines: 3, media: 150, total: 180, share: 60 },
    ],
    totals: { month: null, lines: 5, media: 250, total: 300, share: 100 },
    currency: 'COP',
  };

  it('names rows by their text and month columns and draws the summed money columns with their totals', () => {
    const chart = reportChart(report);
    expect(chart.labels).toEqual(['01/2026', '02/2026']);
    expect(chart.series.map((x) => [x.key, x.unit, x.currency, x.total])).toEqual([
      ['media', 'money', 'COP', 250],
      ['total', 'money', 'COP', 300],
    ]);
    expect(monthLabel('2026-12')).toBe('12/2026');
  });

  it('drops the totals when the chart holds only the first rows', () => {
    const chart = reportChart(report, 1);
    expect(chart.labels).toEqual(['01/2026']);
    expect(chart.series[0]!.total).toBeNull();
  });
});
