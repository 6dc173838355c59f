/**
 * Points of interest for the campaign editor (spec §3 "Campaign …
 * points of interest", §9 "POI search uses type=all"): searched on the server
 * (not mirrored, so `offline` without a connection), one call per campaign
 * country, merged by name; read with `useReadWith` keyed by the endpoint's
 * name, the countries and the term.
 *
 * The points seen in answers are remembered for the page's life (a module
 * cache), so the chosen ones keep their names when the step is left and
 * opened again, or the connection drops.
 */
import { useEffect, useState } from 'react';
import { pois as poisCall, type Poi } from '#src/api/contract/campaigns.ts';
import { useReadWith, type Read, type Transport } from '#src/sync/index.ts';

export type { Poi };

/** Results asked per country. */
export const POI_SEARCH_LIMIT = 50;
/** Points asked per country to name chosen points this page has not seen yet. */
const POI_RESOLVE_LIMIT = 500;

const known = new Map<number, Poi>();
const listeners = new Set<() => void>();

function remember(list: readonly Poi[]): void {
  let added = false;
  for (const p of list)
    if (known.get(p.id) !== p) {
      known.set(p.id, p);
      added = true;
    }
  if (added) for (const l of listeners) l();
}

async function searchCountries(
  transport: Transport,
  signal: AbortSignal,
  countryIds: readonly number[],
  search: string | undefined,
  limit: number,
): Promise<Poi[]> {
  const answers = await Promise.all(
    countryIds.map((country) =>
      transport.call(poisCall, { query: { search, country, type: 'all', limit } }, { signal }),
    ),
  );
  const byId = new Map<number, Poi>();
  for (const a of answers) for (const p of a.data) byId.set(p.id, p);
  const list = [...byId.values()].toSorted((a, b) => a.name.localeCompare(b.name));
  remember(list);
  return list;
}

/**
 * Points of interest whose name or category matches `term` in the given
 * countries, by name (not kept on the device: a search needs a connection); a
 * blank term makes no call (the read stays `loading`).
 */
export function usePoiSearch(countryIds: readonly number[], term: string): Read<Poi[]> {
  const search = term.trim();
  return useReadWith(
    [poisCall.name, 'search', countryIds.join(','), search],
    (transport, signal) => searchCountries(transport, signal, countryIds, search, POI_SEARCH_LIMIT),
    { enabled: search !== '' && countryIds.length > 0 },
  );
}

/**
 * The points this page knows among `ids` (from any answer so far). When some
 * are unknown, asks the countries' points once (online) to learn their names;
 * the ones still unknown are left out of the map (the screen names them by id).
 */
export function useKnownPois(ids: readonly number[], countryIds: readonly number[]): ReadonlyMap<number, Poi> {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const missing = ids.some((id) => !known.has(id));
  const countryKey = countryIds.join(',');
  // best effort, once per countries while some are unknown: offline or refused, the chosen points stay named by id
  useReadWith(
    [poisCall.name, 'resolve', countryKey],
    (transport, signal) => searchCountries(transport, signal, countryIds, undefined, POI_RESOLVE_LIMIT),
    { enabled: missing && countryKey !== '' },
  );
  const out = new Map<number, Poi>();
  for (const id of ids) {
    const p = known.get(id);
    if (p) out.set(id, p);
  }
  return out;
}
