/**
 * The media units mirrored on this device (src/sync), filtered in memory
 * (model/filter-units.ts). The searchable text is folded once per mirror
 * change, so each keystroke only scans prepared strings. Re-renders as pulls
 * land; works offline.
 */
import { useMemo } from 'react';
import { useFreshness, useLiveRows, type MediaTypeRow, type UnitRow } from '../../../sync/index.ts';
import { filterUnits, indexUnits, type UnitFilter } from '../model/filter-units.ts';

const NO_UNITS: UnitRow[] = [];
const NO_TYPES: MediaTypeRow[] = [];

export interface MirroredUnits {
  units: UnitRow[];
  /** Units on this device before filtering. */
  total: number;
  mediaTypes: MediaTypeRow[];
  /** True until the first read of the mirror finished. */
  loading: boolean;
  /** End of the last complete pull of units (epoch ms), undefined if never. */
  lastPulledAt: number | undefined;
}

export function useMirroredUnits(filter: UnitFilter): MirroredUnits {
  const all = useLiveRows((db) => db.units.toArray(), [], undefined);
  const mediaTypes = useLiveRows(async (db) => (await db.mediaTypes.toArray()).toSorted((a, b) => a.name.localeCompare(b.name)), [], NO_TYPES);
  const { lastPulledAt } = useFreshness('units');
  const rows = all ?? NO_UNITS;
  const index = useMemo(() => indexUnits(rows), [rows]);
  const { name, mediaTypeId } = filter;
  const units = useMemo(() => filterUnits(rows, { name, mediaTypeId }, index), [rows, index, name, mediaTypeId]);
  return { units, total: rows.length, mediaTypes, loading: all === undefined, lastPulledAt: lastPulledAt ?? undefined };
}
