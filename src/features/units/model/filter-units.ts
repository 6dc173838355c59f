/**
 * Filtering the mirrored media units (spec product.md §3 "Unit list filters:
 * media_type, name"): pure, so the list and its benchmark share it.
 * The name filter matches the title, the SKU or the address, ignoring case
 * and accents ('medellin' finds 'Medellín').
 */
import { foldText } from '#src/lib/text.ts';

export interface UnitFilter {
  /** Free text; blank matches everything. */
  name?: string;
  /** Media type id; undefined matches every type. */
  mediaTypeId?: number | undefined;
}

interface FilterableUnit {
  title: string;
  sku: string;
  address: string;
  media_type_id: number;
}

/** Accent- and case-insensitive form of a text (src/lib/text.ts). */
export const fold = foldText;

/**
 * The units that match, in their original order. `index` (from indexUnits)
 * holds each unit's folded searchable text so repeated searches do not
 * re-normalise 10,000 strings per keystroke.
 */
export function filterUnits<T extends FilterableUnit>(
  units: readonly T[],
  filter: UnitFilter,
  index?: readonly string[],
): T[] {
  const term = fold(filter.name?.trim() ?? '');
  const searchable = index ?? indexUnits(units);
  const out: T[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (filter.mediaTypeId !== undefined && u.media_type_id !== filter.mediaTypeId) continue;
    if (term && !searchable[i]!.includes(term)) continue;
    out.push(u);
  }
  return out;
}

/** Folded `title sku address` of each unit, aligned with `units`. */
export function indexUnits(units: readonly FilterableUnit[]): string[] {
  return units.map((u) => fold(`${u.title} ${u.sku} ${u.address}`));
}
