/**
 * The drawn half of a chart (issue 18), on Chart.js 4 — loaded only when a chart is first shown
 * (`React.lazy` in chart-view.tsx), so it never reaches the /login first load (tests/tooling/first-load.test.ts).
 * Only the controllers and elements used are registered (bar and line), keeping the chunk small.
 *
 * The canvas is hidden from screen readers: the same figures are in the chart's table (chart-view.tsx).
 */
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { formatChartValue, type ChartLike, type ChartSeriesLike } from './chart-values.ts';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Theme colours (spec §9: yellow, orange, dark grey), one per drawn series. */
const COLOURS = ['#f2b705', '#e8590c', '#495057', '#2b8a3e'];

export interface ChartCanvasProps {
  chart: ChartLike;
  series: readonly ChartSeriesLike[];
  /** `bar` (default) or `line` (months). */
  kind?: 'bar' | 'line';
  /** Bars run sideways: long category names (customers, rankings). */
  horizontal?: boolean;
  height?: number;
}

export default function ChartCanvas({
  chart,
  series,
  kind = 'bar',
  horizontal = false,
  height = 260,
}: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el || !el.getContext?.('2d')) return; // no canvas (tests' DOM): the table says it all
    const first = series[0];
    const c = new Chart(el, {
      type: kind,
      data: {
        labels: [...chart.labels],
        datasets: series.map((s, i) => ({
          label: s.name,
          data: s.values.map((x) => x ?? 0),
          backgroundColor: COLOURS[i % COLOURS.length],
          borderColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: series.length > 1 },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${item.dataset.label}: ${formatChartValue(item.parsed[horizontal ? 'x' : 'y'], series[item.datasetIndex]!)}`,
            },
          },
        },
        scales: {
          [horizontal ? 'x' : 'y']: {
            beginAtZero: true,
            ticks: {
              callback: (v) =>
                first
                  ? formatChartValue(Number(v), { unit: first.unit === 'money' ? 'count' : first.unit, currency: null })
                  : v,
            },
          },
        },
      },
    });
    return () => c.destroy();
  }, [chart, series, kind, horizontal]);
  return (
    // overflow hidden: until Chart.js's resize observer runs, a canvas drawn at a wider width (the window was wider)
    // must not widen the page
    <Box position="relative" h={`${height}px`} w="full" minW="0" overflow="hidden" aria-hidden="true">
      <canvas ref={canvas} data-testid="chart-canvas" style={{ maxWidth: '100%' }} />
    </Box>
  );
}
