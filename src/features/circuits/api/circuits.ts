/**
 * What the circuit screens read and do (issue 20; product.md §2 dashboard "circuits: list, create, {id}/edit", §3
 * "circuit"; api-catalogue.md "Circuits"; shapes and rules in src/api/contract/circuits.ts).
 *
 * - The list (per filter, city and page) and a circuit are server reads kept on the device (`useRead(…, { keep })`):
 *   offline they show their last answer and say from when.
 * - Places (countries, states, cities) are look-ups mirrored on the device: the city is chosen offline too.
 * - Units: whoever may save a circuit (`units.*`: providers, administrators) has the units mirrored on the device
 *   (collection `units`, with position, city and circuit): the form's map and list read them there.
 * - Saving is online only (the server checks the units and the city): it reads the list and the circuit again
 *   once the server answered; the units' new circuit reaches the mirror with its next pull.
 */
import * as cc from '#src/api/contract/circuits.ts';
import { useInvalidate, useLiveRows, useRead, useSyncEngine, type CityRow, type UnitRow } from '#src/sync/index.ts';

/** Rows per page of the circuits list. */
export const CIRCUITS_PER_PAGE = 20;

const clean = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).filter(([, x]) => x !== undefined && x !== ''));

/** A page of circuits whose name holds `filter`, in `cityId` when given, kept. */
export function useCircuits(query: { filter: string; cityId: number | undefined; page: number }) {
  return useRead(
    cc.circuitList,
    {
      query: clean({
        page: query.page,
        per_page: CIRCUITS_PER_PAGE,
        filter: query.filter,
        city_id: query.cityId,
      }) as never,
    },
    { keep: true },
  );
}

/** Circuit `id`, kept (the edit page shows a kept answer read-only, and the form only on a fresh one). */
export function useCircuit(id: number) {
  return useRead(cc.showCircuit, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** Online saves of circuits. @throws ApiError (403 a shared circuit for a provider, 404, 422, status 0 offline) */
export function useCircuitActions() {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  return {
    /** Creates (`id` undefined) or replaces circuit `id`. @returns the saved circuit and the server's message */
    async save(id: number | undefined, body: cc.CircuitInput): Promise<{ data: cc.Circuit; message: string }> {
      const answer =
        id === undefined
          ? await transport.call(cc.storeCircuit, { body })
          : await transport.call(cc.updateCircuit, { params: { id }, body });
      await invalidate(cc.circuitList, cc.showCircuit);
      return answer;
    },
  };
}

/** A place choice. */
export interface Place {
  id: number;
  name: string;
}

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name);

/** The countries, the states of `countryId` and the cities of `stateId` on the device, by name. */
export function usePlaces(countryId: number | undefined, stateId: number | undefined) {
  return useLiveRows(
    async (db) => ({
      countries: (await db.countries.toArray()).toSorted(byName),
      states: countryId ? (await db.states.where('country_id').equals(countryId).toArray()).toSorted(byName) : [],
      cities: stateId ? (await db.cities.where('state_id').equals(stateId).toArray()).toSorted(byName) : [],
    }),
    [countryId, stateId],
    { countries: [] as Place[], states: [] as Place[], cities: [] as Place[] },
  );
}

/** City `id` from the device: undefined while reading or when not there. */
export function useCity(id: number | undefined): CityRow | undefined {
  return useLiveRows(async (db) => (id ? await db.cities.get(id) : undefined), [id]);
}

/** The names of cities `ids` on the device (id → name); empty until read. */
export function useCityNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const key = [...new Set(ids)].toSorted((a, b) => a - b).join(',');
  return useLiveRows(
    async (db) => {
      const wanted = key ? key.split(',').map(Number) : [];
      const rows = await db.cities.bulkGet(wanted);
      return new Map(rows.filter((c): c is CityRow => !!c).map((c) => [c.id, c.name] as const));
    },
    [key],
    new Map<number, string>(),
  );
}

/** The units of the device's mirror a circuit form shows: those of `cityId` and those of `ids`. */
export interface MirroredUnits {
  /** How many units the device holds (0: none mirrored here — the form then searches the server). */
  total: number;
  /** The units of the city, by title. */
  inCity: UnitRow[];
  /** The units of `ids` the device holds (any city). */
  chosen: UnitRow[];
}

/** The mirrored units for the circuit form (see MirroredUnits); undefined while the device reads. */
export function useMirroredUnits(cityId: number | undefined, ids: readonly number[]): MirroredUnits | undefined {
  const key = ids.join(',');
  return useLiveRows(
    async (db) => {
      const wanted = key ? key.split(',').map(Number) : [];
      const [total, inCity, chosen] = await Promise.all([
        db.units.count(),
        cityId ? db.units.where('city_id').equals(cityId).toArray() : Promise.resolve([] as UnitRow[]),
        db.units.bulkGet(wanted),
      ]);
      return {
        total,
        inCity: inCity.toSorted((a, b) => a.title.localeCompare(b.title)),
        chosen: chosen.filter((u): u is UnitRow => !!u),
      };
    },
    [cityId, key],
  );
}
