/**
 * What the provider inventory screens read and do (product.md §2, §4 inventory and creative approval). The unit list
 * is the `units` mirror (src/features/units); everything else here is online:
 * reads through `useServerRead` (an `offline` state without a connection) and
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
import { unitSummary } from '#src/api/contract/catalog-lists.ts';
import { uploadFile } from '#src/api/contract/files.ts';
import { useServerRead } from '#src/api/use-server-read.ts';
import { useSyncEngine, type PautaDb, type SyncEngine } from '#src/sync/index.ts';
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
  const transport = useTransport();
  return useServerRead(() => transport.call(inv.showUnit, { params: { id } }).then((a) => a.data), `unit:${id}`);
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
  const transport = useTransport();
  return useServerRead(() => transport.call(inv.unitFormSizes).then((a) => a.data), 'unit-form-sizes');
}

/** Contracts, bookings and the order-jobs history of a unit (three reads, each with its own state). */
export function useUnitHoldings(id: number) {
  const transport = useTransport();
  const contracts = useServerRead(
    () => transport.call(inv.unitContracts, { params: { id } }).then((a) => a.data),
    `contracts:${id}`,
    { persist: `unit-contracts:${id}` },
  );
  const bookings = useServerRead(
    () => transport.call(inv.unitBookings, { params: { id } }).then((a) => a.data),
    `bookings:${id}`,
    { persist: `unit-bookings:${id}` },
  );
  const history = useServerRead(
    () => transport.call(orderJobsHistory, { params: { id }, query: { per_page: 50 } }).then((a) => a.data),
    `history:${id}`,
    { persist: `unit-history:${id}` },
  );
  return { contracts, bookings, history };
}

/** Uploads a unit CSV with progress (0..1). @throws ApiError (422 malformed file, 413 too large) */
export function importUnitsCsv(transport: Transport, file: File, onProgress: (fraction: number) => void) {
  return transport.call(inv.importCsv, { body: { file } }, { onUploadProgress: onProgress }).then((a) => a.data);
}
