/**
 * The availability charts (product.md §2 availability/dashboard and media-availability; §3 "Dashboard data: unused
 * summary, unused units, customers by media type, units by media type, availability media types"; contract
 * src/api/contract/availability-views.ts; docs/dashboards-availability.md "One chart shape"). Each answers the
 * shared chart shape (`title`, `keys`, `labels`, `series` with unit, currency, values and total) plus the `range`
 * it was computed on; each is a `useRead` kept on the device (offline: the last answer, saying when).
 */
import * as av from '#src/api/contract/availability-views.ts';
import type { AnswerOf } from '#src/api/contract/define.ts';
import { useRead, type Read } from '#src/sync/index.ts';
import type { ViewQuery } from '../model/filters.ts';

/** A chart of the views: the chart shape and the range. */
export type ViewChart = AnswerOf<typeof av.byMediaType>['data'];

/** The chart endpoints, by what the screens call them. */
export const CHART_ENDPOINTS = {
  /** Per media type: units, free / held / busy unit-days, occupancy %. */
  byMediaType: av.byMediaType,
  /** Unused summary, per media type: units, unused (free every day), unused share %. */
  unused: av.unusedMediaTypes,
  /** Per media type: units free all along, held, busy (Σ = units). */
  unitsByMediaType: av.unitsByMediaType,
  /** Per media type: distinct customers holding its units, and the units they hold. */
  customersByMediaType: av.customersByMediaType,
  /** Per provider: distinct customers holding its units, and the units they hold. */
  customersByOperator: av.customersByOperator,
} as const;
export type ChartName = keyof typeof CHART_ENDPOINTS;

/**
 * One chart for `query` (null: the range is refused, nothing read).
 * @param name which chart (CHART_ENDPOINTS)
 */
export function useViewChart(name: ChartName, query: ViewQuery | null): Read<ViewChart> {
  return useRead(
    CHART_ENDPOINTS[name],
    { query: query ?? { from: '', to: '' } },
    { keep: true, enabled: query !== null, select: (a) => a.data },
  );
}
