/**
 * What the unit types screen reads (product.md §2 "unit/{id?}", §3 "unit type (unit size) with measure units";
 * api-catalogue.md "Unit types (sizes)": `/client/unit_types`). Unit types are not mirrored: every read is a
 * server read kept on the device (`useRead(..., { keep: true })`), so a list seen once still opens offline and
 * says from when. Saving and deleting go through the resource kit (online, src/resource/use-resource.ts).
 *
 * Who may change them: the contract gives store, update and delete the permission `unit_sizes.manage`
 * (administrators only; server/security/access-table.ts `unitTypes.store|update|delete`); everyone holding
 * `browse_unit_types` (managers, providers) reads them. `useMayManageUnitTypes` is that rule on the device, so
 * the screen offers no button the server would refuse.
 */
import * as inv from '#src/api/contract/inventory.ts';
import { hasPermission } from '#src/api/contract/permissions.ts';
import { useRead, useSyncEngine } from '#src/sync/index.ts';

/** The permission the contract asks to create, change or delete a unit type. */
export const MANAGE_UNIT_TYPES = 'unit_sizes.manage';

/** True when the signed-in account may create, edit and delete unit types. */
export function useMayManageUnitTypes(): boolean {
  return hasPermission(useSyncEngine().permissions, MANAGE_UNIT_TYPES);
}

/**
 * The measure units' names in the caller's language (GET /admin/unit-sizes/measure-units), keyed by `m`, `cm`…;
 * `{}` until read (and offline before the first read): callers fall back to their own words.
 */
export function useMeasureUnitNames(): Record<string, string> {
  const read = useRead(
    inv.measureUnits,
    {},
    { keep: true, select: (a) => Object.fromEntries(a.data.map((m) => [m.key, m.name])) },
  );
  return read.value ?? {};
}

/** One page of unit types, searched by name (read-only list for those who may not change them). */
export function useUnitTypesPage(page: number, search: string, perPage = 20) {
  return useRead(inv.unitTypes, { query: { page, per_page: perPage, ...(search ? { search } : {}) } }, { keep: true });
}

/** One unit type (GET /client/unit_types/{id}), kept on the device. */
export function useUnitType(id: number | undefined) {
  return useRead(
    inv.showUnitType,
    { params: { id: id ?? 0 } },
    { keep: true, enabled: id !== undefined, select: (a) => a.data },
  );
}
