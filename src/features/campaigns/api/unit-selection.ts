/**
 * What the campaign editor's unit selection reads besides the units it is
 * given (product.md §2–§5 campaigns): the names of the media types, countries, states and cities
 * those units are in (mirrored look-ups: offline), and whether the device is
 * online (to say the list shows data saved on the device).
 */
import { useMemo } from 'react';
import { useLiveRows, useSyncStatus } from '#src/sync/index.ts';

/** Names by id of the look-ups the unit selection shows. */
export interface SelectionNames {
  mediaTypes: ReadonlyMap<number, string>;
  countries: ReadonlyMap<number, string>;
  states: ReadonlyMap<number, string>;
  cities: ReadonlyMap<number, string>;
}

const EMPTY: SelectionNames = { mediaTypes: new Map(), countries: new Map(), states: new Map(), cities: new Map() };

/**
 * The names of the given media types, countries, states and cities, read
 * live from the mirrored look-ups (every media type and country; only the
 * asked states and cities). Empty maps until the first read.
 */
export function useSelectionNames(ids: { stateIds: readonly number[]; cityIds: readonly number[] }): SelectionNames {
  // the id lists change identity on every filter pass; the query only re-runs when their content does
  const stateKey = ids.stateIds.toSorted((a, b) => a - b).join(',');
  const cityKey = ids.cityIds.toSorted((a, b) => a - b).join(',');
  const rows = useLiveRows(
    async (db) => {
      const states = stateKey ? stateKey.split(',').map(Number) : [];
      const cities = cityKey ? cityKey.split(',').map(Number) : [];
      const [m, c, s, ci] = await Promise.all([
        db.mediaTypes.toArray(),
        db.countries.toArray(),
        db.states.bulkGet(states),
        db.cities.bulkGet(cities),
      ]);
      return { m, c, s, ci };
    },
    [stateKey, cityKey],
  );
  return useMemo(() => {
    if (!rows) return EMPTY;
    const byId = (list: readonly ({ id: number; name: string } | undefined)[]) =>
      new Map(list.flatMap((r) => (r ? [[r.id, r.name] as const] : [])));
    return { mediaTypes: byId(rows.m), countries: byId(rows.c), states: byId(rows.s), cities: byId(rows.ci) };
  }, [rows]);
}

/** True while the browser says it is online (the sync engine's view). */
export function useOnline(): boolean {
  return useSyncStatus((s) => s.online);
}
