/**
 * What the availability screens read from the server (product.md §2 availability list, availability/{id}/contracts
 * and /bookings, availability/temporary, media-availability; §9 "unused-units always sends unused=1"; contract
 * src/api/contract/availability-views.ts; docs/dashboards-availability.md). The views are computed by the server
 * (nothing here is mirrored): every read goes through `useRead` with `keep: true`, so the last answer of each
 * query stays on the device and shows offline, saying when it was loaded (src/sync/reads.ts).
 *
 * - The grid (`useGridWindow`) reads the page(s) of GRID_PAGE_SIZE rows holding the rows in view — two reads at
 *   most, whatever the inventory (5,000 units: ten pages, read as the person scrolls to them). The total stays
 *   known across page changes, so the scroll height never jumps.
 * - The unused units always send `unused: 1` (§9); the busy units of a role send the role value (`{rol}`).
 */
import { useState } from 'react';
import type * as v from 'valibot';
import * as av from '#src/api/contract/availability-views.ts';
import type { AnswerOf } from '#src/api/contract/define.ts';
import { unitBookings } from '#src/api/contract/inventory/unit-holdings.ts';
import { useRead, type Read } from '#src/sync/index.ts';
import { GRID_PAGE_SIZE, pagesInView } from '../model/grid.ts';
import type { ViewQuery } from '../model/filters.ts';

export type { GridRow } from '#src/api/contract/availability-views.ts';
/** A page of grid rows: `data`, `meta` (pagination) and the `range` the days were computed on. */
export type GridAnswer = AnswerOf<typeof av.unitPrint>;

const kept = { keep: true } as const;

/** What the grid shows of the rows in view. */
export interface GridWindow {
  /** The read of the rows in view (for ReadState): the first page's, or the second's when only it is not ready. */
  read: Read<GridAnswer>;
  /** Units matching the filters (known once a page answered; kept while another page loads). */
  total: number | undefined;
  /** The range the server computed the days on. */
  range: GridAnswer['range'] | undefined;
  /** Row `index` (0-based over all pages), undefined while its page is loading or not in view. */
  rowAt: (index: number) => av.GridRow | undefined;
  /** The rows of the page(s) in view (the map's units). */
  rows: av.GridRow[];
}

/**
 * The grid rows around rows `first`..`last` (0-based) for `query` (null: the range is refused, nothing read).
 * @param pageSize rows per server page (default GRID_PAGE_SIZE = 500, the contract's maximum)
 */
export function useGridWindow(
  query: ViewQuery | null,
  first: number,
  last: number,
  pageSize = GRID_PAGE_SIZE,
): GridWindow {
  const [a, b] = pagesInView(first, last, pageSize);
  const base = query ?? { from: '', to: '' };
  const enabled = query !== null;
  const readA = useRead(av.unitPrint, { query: { ...base, page: a, per_page: pageSize } }, { ...kept, enabled });
  const readB = useRead(av.unitPrint, { query: { ...base, page: b, per_page: pageSize } }, { ...kept, enabled });
  // the total of this query, remembered while the page in view changes (a new page starts as `loading`)
  const queryKey = JSON.stringify(query);
  const [known, setKnown] = useState<{ key: string; total: number; range: GridAnswer['range'] } | null>(null);
  const answer = readA.value ?? readB.value;
  if (
    answer &&
    (known?.key !== queryKey || known.total !== answer.meta.total || known.range.from !== answer.range.from)
  )
    setKnown({ key: queryKey, total: answer.meta.total, range: answer.range });
  const remembered = known?.key === queryKey ? known : null;
  const pages = new Map<number, av.GridRow[]>();
  if (readA.value) pages.set(a, readA.value.data);
  if (readB.value) pages.set(b, readB.value.data);
  return {
    // what to say of the rows in view: the first page's state, or the second's when only that one has a problem
    read: readA.state === 'ready' && !readA.kept && readB.state !== 'ready' ? readB : readA,
    total: answer?.meta.total ?? remembered?.total,
    range: answer?.range ?? remembered?.range,
    rowAt: (index) => pages.get(Math.floor(index / pageSize) + 1)?.[index % pageSize],
    rows: a === b ? (readA.value?.data ?? []) : [...(readA.value?.data ?? []), ...(readB.value?.data ?? [])],
  };
}

/** Rows per page of the unused and temporary-holds lists. */
export const LIST_PAGE_SIZE = 50;

/** A page of the unused units — free every day of the range — always with `unused: 1` (spec §9). */
export function useUnusedUnits(query: ViewQuery | null, page: number): Read<GridAnswer> {
  return useRead(
    av.adMediaUnused,
    { query: { ...(query ?? { from: '', to: '' }), unused: 1, page, per_page: LIST_PAGE_SIZE } },
    { ...kept, enabled: query !== null },
  );
}

/**
 * A page of the units a role holds (`/{rol}/busy-unit-print`: a held or busy day in the range).
 * @param role one of the caller's role values (another one answers 403); '' reads nothing
 */
export function useBusyUnits(
  role: string,
  query: ViewQuery | null,
  page: number,
  perPage = LIST_PAGE_SIZE,
): Read<GridAnswer> {
  return useRead(
    av.busyUnitPrint,
    { params: { rol: role || 'none' }, query: { ...(query ?? { from: '', to: '' }), page, per_page: perPage } },
    { ...kept, enabled: query !== null && role !== '' },
  );
}

/** Unit `id` as the grid shows it over `range` (title, media type, provider, city, currency, its day counts). */
export function useUnitSummary(id: number, range: { from: string; to: string }): Read<av.GridRow | null> {
  return useRead(
    av.unitPrint,
    { query: { ...range, ids: String(id), per_page: 1 } },
    { ...kept, select: (a) => a.data[0] ?? null },
  );
}

/** A contract line on a unit (contract `unitContractLine`). */
export type UnitContractLine = v.InferOutput<typeof av.unitContractLine>;

/** The contract lines on unit `id`, newest first (product.md §2 availability/{id}/contracts). */
export function useUnitContracts(id: number): Read<UnitContractLine[]> {
  return useRead(av.unitContracts, { params: { id } }, { ...kept, select: (a) => a.data });
}

/** The bookings holding unit `id` (product.md §2 availability/{id}/bookings; GET /client/units/{id}/bookings). */
export function useUnitBookings(id: number) {
  return useRead(unitBookings, { params: { id } }, { ...kept, select: (a) => a.data });
}
