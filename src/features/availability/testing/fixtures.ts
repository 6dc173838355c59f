/**
 * Test-only data of the availability views: grid rows (contract `gridRow`), a fake `unit-print` server that pages
 * any number of generated units as the reference server does (by title order, `per_page` ≤ 500), and a chart of
 * the shared shape. Shared by the screen tests and the grid benchmark (tests/web/bench-availability-grid).
 */
import type { GridRow } from '#src/api/contract/availability-views.ts';
import { countDayStates } from '#src/domain/dashboard-rules.ts';
import { inclusiveDays } from '#src/lib/dates.ts';

/** A unit's grid row over `days` (one letter per day); counts derived from the letters. */
export function gridRow(id: number, days: string, over: Partial<GridRow> = {}): GridRow {
  const counts = countDayStates(days);
  return {
    id,
    title: `Unidad ${String(id).padStart(5, '0')}`,
    sku: `MX-${id}`,
    address: `Av. Reforma ${id}`,
    lat: 19.4 + (id % 100) / 1000,
    lng: -99.1 - (id % 100) / 1000,
    media_type: { id: 1, name: 'Pantallas digitales' },
    provider: { id: 7, name: 'Medios del Valle' },
    country_id: 10,
    city: 'Cuauhtémoc',
    spots: 1,
    price: 1250.5,
    currency: 'MXN',
    days,
    ...counts,
    ...over,
  };
}

/** The letters of unit `id` over `n` days: a deterministic mix (most units free, some held, some busy). */
export function generatedDays(id: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const k = (id * 7 + i * 3) % 23;
    out += id % 5 === 0 && k < 6 ? 'b' : id % 3 === 0 && k < 4 ? 'h' : 'f';
  }
  return out;
}

/** What a fake `unit-print` handler reads of the query. */
interface GridQuery {
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}

/**
 * A `unit-print` handler paging `count` generated units over the query's range (default 2027-03-01 + 30 days),
 * `per_page` as asked (default 100, at most 500); `filter` keeps titles containing it.
 */
export function gridServer(
  count: number,
  make: (id: number, days: number) => GridRow = (id, n) => gridRow(id, generatedDays(id, n)),
) {
  return (input: { query?: Record<string, unknown> }) => {
    const q = (input.query ?? {}) as GridQuery & { filter?: string };
    const from = q.from ?? '2027-03-01';
    const to = q.to ?? '2027-03-30';
    const days = inclusiveDays(from, to);
    const size = Math.min(500, q.per_page ?? 100);
    const page = q.page ?? 1;
    const first = (page - 1) * size;
    const ids = Array.from({ length: Math.max(0, Math.min(size, count - first)) }, (_, i) => first + i + 1);
    return {
      data: ids.map((id) => make(id, days)),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / size)), per_page: size, total: count },
      range: { from, to, days },
    };
  };
}

/** A count series of a chart. */
function countSeries(key: string, name: string, values: number[]) {
  return { key, name, unit: 'count' as const, currency: null, values, total: values.reduce((a, b) => a + b, 0) };
}

/** A chart of the shared shape: per media type, `units` and the three states (counts). */
export function mediaTypeChart(title: string) {
  return {
    data: {
      title,
      keys: [1, 3],
      labels: ['Pantallas digitales', 'Paraderos'],
      series: [
        countSeries('units', 'Units', [12, 30]),
        countSeries('free', 'Free', [8, 25]),
        countSeries('held', 'Held', [1, 2]),
        countSeries('busy', 'Busy', [3, 3]),
        countSeries('unused', 'Unused', [4, 20]),
        countSeries('customers', 'Customers', [2, 5]),
      ],
      range: { from: '2027-03-01', to: '2027-03-30', days: 30 },
    },
  };
}
