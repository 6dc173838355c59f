/**
 * The media units mirrored on this device (src/sync), filtered in memory
 * (model/filter-units.ts). The searchable text is folded once per mirror
 * change, so each keystroke only scans prepared strings. Re-renders as pulls
 * land; works offline. `unused` keeps only the units no mirrored order-job
 * item names (model/unused.ts).
 */
import { useMemo } from 'react';
import { useFreshness, useLiveRows, type MediaTypeRow, type UnitRow } from '#src/sync/index.ts';
import { filterUnits, indexUnits, type UnitFilter } from '../model/filter-units.ts';
import { unusedUnits } from '../model/unused.ts';

const NO_UNITS: UnitRow[] = [];
const NO_TYPES: MediaTypeRow[] = [];
const NO_IDS: ReadonlySet<number> = new Set();

export interface MirroredUnits {
  units: UnitRow[];
  /** Units on this device (of the view, e.g. unused) before filtering. */
  total: number;
  mediaTypes: MediaTypeRow[];
  /** True until the first read of the mirror finished. */
  loading: boolean;
  /** End of the last complete pull of units (epoch ms), undefined if never. */
  lastPulledAt: number | undefined;
}

export function useMirroredUnits(filter: UnitFilter & { unused?: boolean }): MirroredUnits {
  const all = useLiveRows((db) => db.units.toArray(), [], undefined);
  const used = useLiveRows(
    async (db) =>
      filter.unused ? new Set((await db.orderJobItems.orderBy('unit_id').uniqueKeys()) as number[]) : NO_IDS,
    [filter.unused],
    NO_IDS,
  );
  const mediaTypes = useLiveRows(
    async (db) => (await db.mediaTypes.toArray()).toSorted((a, b) => a.name.localeCompare(b.name)),
    [],
    NO_TYPES,
  );
  const { lastPulledAt } = useFreshness('units');
  const rows = useMemo(
    () => (filter.unused ? unusedUnits(all ?? NO_UNITS, used) : (all ?? NO_UNITS)),
    [all, used, filter.unused],
  );
  const index = useMemo(() => indexUnits(rows), [rows]);
  const { name, mediaTypeId } = filter;
  const units = useMemo(() => filterUnits(rows, { name, mediaTypeId }, index), [rows, index, name, mediaTypeId]);
  return { units, total: rows.length, mediaTypes, loading: all === undefined, lastPulledAt: lastPulledAt ?? undefined };
}
