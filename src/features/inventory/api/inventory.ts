/**
 * What the provider inventory screens read and do (product.md §2, §4 inventory and creative approval). The unit list
 * is the `units` mirror (src/features/units); everything else here is online:
 * reads through `useRead` (src/sync/reads.ts: an `offline` state without a connection) and
 * actions that need the server's answer (it gives ids, checks the data, and
 * holds the files). Every call goes through the sync engine's transport, so
 * tests answer them with the fake API.
 *
 * A saved unit is written into the `units` mirror at once, so the list shows
 * it before the next pull; a deleted one leaves it.
 */
import * as v from 'valibot';
import * as inv from '#src/api/contract/inventory.ts';
import { orderJobsHistory } from '#src/api/contract/campaigns.ts';
import { unitSummary } from '#src/api/contract/catalogue-lists.ts';
import { uploadFile } from '#src/api/contract/files.ts';
import {
  useLiveRows,
  useRead,
  useReadWith,
  useSyncEngine,
  type CityRow,
  type CountryRow,
  type MediaTypeRow,
  type PautaDb,
  type StateRow,
  type SyncEngine,
} from '#src/sync/index.ts';
import type { Transport } from '#src/sync/transport.ts';
import type { UnitDetail } from '#src/api/contract/inventory.ts';

/** The engine's transport (the app's API client; the fake API in tests). */
export function useTransport(): Transport {
  return useSyncEngine().transport;
}

/** The unit as the `units` mirror holds it (the list row). */
export function summaryOf(unit: UnitDetail): v.InferOutput<typeof unitSummary> {
  const keys = Object.keys(unitSummary.entries) as (keyof typeof unitSummary.entries)[];
  return Object.fromEntries(keys.map((k) => [k, unit[k]])) as v.InferOutput<typeof unitSummary>;
}

/**
 * Creates (no `id`) or replaces a unit, then writes it into the mirror.
 * @throws ApiError (422 with the server's `errors`; status 0 offline)
 */
export async function saveUnit(
  engine: Pick<SyncEngine, 'transport' | 'db'>,
  id: number | undefined,
  body: Record<string, unknown>,
): Promise<UnitDetail> {
  const input = { body: body as inv.UnitInput };
  const answer =
    id === undefined
      ? await engine.transport.call(inv.storeUnit, input)
      : await engine.transport.call(inv.updateUnit, { ...input, params: { id } });
  await engine.db.units.put(summaryOf(answer.data));
  return answer.data;
}

/** Deletes a unit on the server, then from the mirror. @throws ApiError (409 while a live campaign holds it) */
export async function deleteUnit(engine: Pick<SyncEngine, 'transport' | 'db'>, id: number): Promise<string> {
  const answer = await engine.transport.call(inv.deleteUnit, { params: { id } });
  await engine.db.units.delete(id);
  return answer.message;
}

/** Uploads one image for a unit. @throws ApiError */
export async function uploadImage(transport: Transport, file: File): Promise<{ id: number; url: string }> {
  const answer = await transport.call(uploadFile, { body: { file } });
  return { id: answer.data.id, url: answer.data.url };
}

/** The unit as the server has it, for the edit form (not kept on the device: an edit needs the current row). */
export function useUnit(id: number) {
  return useRead(inv.showUnit, { params: { id } }, { select: (a) => a.data });
}

/** The unit's mirrored row, its media type and places (offline), for the detail page's header. */
export async function mirroredUnit(db: PautaDb, id: number) {
  const unit = await db.units.get(id);
  if (!unit) return null;
  const [mediaType, city] = await Promise.all([db.mediaTypes.get(unit.media_type_id), db.cities.get(unit.city_id)]);
  return { unit, mediaType: mediaType?.name, city: city?.name };
}

/** The unit sizes the form offers (GET /provider/units/unit-types; online). */
export function useUnitFormChoices() {
  return useRead(inv.unitFormSizes, {}, { keep: true, select: (a) => a.data });
}

/** The bookings or the contracts holding unit `id` (one server read, kept on the device). */
export function useUnitHoldingsOf(id: number, kind: 'bookings' | 'contracts') {
  return useRead(
    kind === 'bookings' ? inv.unitBookings : inv.unitContracts,
    { params: { id } },
    { keep: true, select: (a) => a.data },
  );
}

/** Contracts, bookings and the order-jobs history of a unit (three reads, each with its own state). */
export function useUnitHoldings(id: number) {
  const contracts = useRead(inv.unitContracts, { params: { id } }, { keep: true, select: (a) => a.data });
  const bookings = useRead(inv.unitBookings, { params: { id } }, { keep: true, select: (a) => a.data });
  const history = useRead(
    orderJobsHistory,
    { params: { id }, query: { per_page: 50 } },
    { keep: true, select: (a) => a.data },
  );
  return { contracts, bookings, history };
}

/** Uploads a unit CSV with progress (0..1). @throws ApiError (422 malformed file, 413 too large) */
export function importUnitsCsv(transport: Transport, file: File, onProgress: (fraction: number) => void) {
  return transport.call(inv.importCsv, { body: { file } }, { onUploadProgress: onProgress }).then((a) => a.data);
}

/** Media types and countries (mirrored look-ups) the unit-rule form offers. */
export function useRuleChoices() {
  return useLiveRows(
    async (db) => ({ mediaTypes: await db.mediaTypes.toArray(), countries: await db.countries.toArray() }),
    [],
    { mediaTypes: [] as MediaTypeRow[], countries: [] as CountryRow[] },
  );
}

/** Keeps the mirrored media types in step with a save or a delete on their catalogue screen. */
export function useMediaTypeMirror() {
  const { db } = useSyncEngine();
  return {
    put: async (row: MediaTypeRow) => void (await db.mediaTypes.put(row)),
    remove: async (id: number) => void (await db.mediaTypes.delete(id)),
  };
}

/** The unit's mirrored row with its media type and city names (offline); null when not on this device. */
export function useMirroredUnit(id: number) {
  return useLiveRows((db) => mirroredUnit(db, id), [id]);
}

/** `deleteUnit` for the signed-in account: (id) → the server's message. @throws ApiError (409 while a live campaign holds it) */
export function useDeleteUnit(): (id: number) => Promise<string> {
  const engine = useSyncEngine();
  return (id) => deleteUnit(engine, id);
}

/** POI categories (for the unit page's POI search). */
export function usePoiCategories() {
  return useRead(inv.poiCategories, {}, { keep: true, select: (a) => a.data });
}

/**
 * Points of interest near a unit: by category, or every kind (`type=all`, spec §9) when none is chosen.
 * `query.n` only forces a fresh search (the Search button).
 */
export function useUnitPoiSearch(unitId: number, query: { category: string; search: string; n: number }) {
  return useReadWith([inv.searchPois.name, unitId, query], (transport, signal) =>
    transport
      .call(
        inv.searchPois,
        {
          params: { id: unitId },
          query: query.category
            ? { category: query.category, search: query.search || undefined }
            : { type: 'all', search: query.search || undefined },
          body: {},
        },
        { signal },
      )
      .then((a) => a.data),
  );
}

/** Shows or hides POIs on a unit's page. @throws ApiError */
export function useActivatePois() {
  const transport = useTransport();
  return (unitId: number, poiIds: number[], active: boolean) =>
    transport.call(inv.activatePois, { body: { unit_id: unitId, poi_ids: poiIds, active } });
}

/** Media types (no print materials), countries, and the states and cities of the chosen country and state, by name. */
export function useUnitPlaces(countryId: number, stateId: number) {
  return useLiveRows(
    async (db) => ({
      mediaTypes: (await db.mediaTypes.toArray())
        .filter((m) => m.category !== 'materials-print')
        .toSorted((a, b) => a.name.localeCompare(b.name)),
      countries: (await db.countries.toArray()).toSorted((a, b) => a.name.localeCompare(b.name)),
      states: await db.states.where('country_id').equals(countryId).toArray(),
      cities: await db.cities.where('state_id').equals(stateId).toArray(),
    }),
    [countryId, stateId],
    {
      mediaTypes: [] as MediaTypeRow[],
      countries: [] as CountryRow[],
      states: [] as StateRow[],
      cities: [] as CityRow[],
    },
  );
}

/** Saving a unit and uploading its images, for the signed-in account (see `saveUnit`, `uploadImage`). */
export function useUnitWrites() {
  const engine = useSyncEngine();
  return {
    save: (id: number | undefined, body: Record<string, unknown>) => saveUnit(engine, id, body),
    uploadImage: (file: File) => uploadImage(engine.transport, file),
  };
}

/**
 * Imports a unit CSV with progress (0..1), then pulls the mirror when units were created.
 * @throws ApiError (422 malformed file, 413 too large, status 0 offline)
 */
export function useImportUnitsCsv() {
  const engine = useSyncEngine();
  return async (file: File, onProgress: (fraction: number) => void) => {
    const result = await importUnitsCsv(engine.transport, file, onProgress);
    if (result.created > 0) void engine.pullAll?.().catch(() => undefined);
    return result;
  };
}
