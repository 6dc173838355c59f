/**
 * The choices of the availability filters (product.md §2; contract `viewQuery`): media types, countries, the
 * states of the chosen country and the cities of the chosen state, read from the mirrored look-ups on the device
 * (so the filters work offline, like the unit selection's), sorted by name. Cities are read per state (a country
 * holds thousands). Providers have no look-up list in the contract: the filter offers the providers named by the
 * grid rows read so far (`useSeenProviders`).
 */
import { useState } from 'react';
import { useLiveRows } from '#src/sync/index.ts';

/** An id and a name to choose from. */
export interface Choice {
  id: number;
  name: string;
}

/** The filter's look-ups. */
export interface ViewLookups {
  mediaTypes: Choice[];
  countries: Choice[];
  /** States of the chosen country (all states when none is chosen and there are few). */
  states: Choice[];
  /** Cities of the chosen state (none until a state is chosen). */
  cities: Choice[];
}

const EMPTY: ViewLookups = { mediaTypes: [], countries: [], states: [], cities: [] };
/** Below this many states in total, states are offered without choosing a country first. */
const FEW_STATES = 60;

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);
const choices = (rows: readonly { id: number; name: string }[]): Choice[] =>
  rows.map((r) => ({ id: r.id, name: r.name })).toSorted(byName);

/** The look-ups for a filter on `country` and `state` (undefined: none chosen). Empty until the first read. */
export function useViewLookups(country: number | undefined, state: number | undefined): ViewLookups {
  return useLiveRows(
    async (db) => {
      const [mediaTypes, countries] = await Promise.all([db.mediaTypes.toArray(), db.countries.toArray()]);
      const states =
        country !== undefined
          ? await db.states.where('country_id').equals(country).toArray()
          : (await db.states.count()) <= FEW_STATES
            ? await db.states.toArray()
            : [];
      const cities = state !== undefined ? await db.cities.where('state_id').equals(state).toArray() : [];
      return {
        mediaTypes: choices(mediaTypes),
        countries: choices(countries.filter((c) => c.active !== false)),
        states: choices(states),
        cities: choices(cities),
      };
    },
    [country, state],
    EMPTY,
  );
}

/**
 * The providers named by the grid rows seen so far on this screen (`rows`: the rows in view), by name: the provider
 * filter's choices, growing as pages are read.
 */
export function useSeenProviders(rows: readonly { provider: Choice }[]): Choice[] {
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(new Map());
  const missing = rows.filter((r) => r.provider.id > 0 && !seen.has(r.provider.id));
  // remembered during render (React's "adjust state while rendering"): converges once every provider is known
  if (missing.length > 0) setSeen(new Map([...seen, ...missing.map((r) => [r.provider.id, r.provider.name] as const)]));
  return [...seen].map(([id, name]) => ({ id, name })).toSorted(byName);
}
